/* dense_lu.c - Gaussian elimination with partial pivoting, kept. */
#include "dense_lu.h"

#include <math.h>
#include <stdlib.h>

/* Room for a k-by-k factor; 0 when memory runs out. */
static int room(dense_lu *lu, int k)
{
    size_t need = (size_t)k * (size_t)k, count = (size_t)(k > 0 ? k : 1);
    if (need <= lu->capacity && lu->LU != NULL)
        return 1;
    dense_lu_free(lu);
    lu->LU = malloc((need > 0 ? need : 1) * sizeof *lu->LU);
    lu->perm = malloc(count * sizeof *lu->perm);
    lu->scale = malloc(count * sizeof *lu->scale);
    lu->work = malloc(count * sizeof *lu->work);
    if (lu->LU == NULL || lu->perm == NULL || lu->scale == NULL || lu->work == NULL) {
        dense_lu_free(lu);
        return 0;
    }
    lu->capacity = need;
    return 1;
}

int dense_lu_factor(dense_lu *lu, int k, const double *M, double tol, int *no_memory)
{
    *no_memory = 0;
    lu->k = 0;
    if (!room(lu, k)) {
        *no_memory = 1;
        return 0;
    }
    for (int r = 0; r < k; r++) {
        double diagonal = fabs(M[(size_t)r * (size_t)k + (size_t)r]);
        /* a power of two near 1/sqrt|M_rr|: scaling by it is exact, so
         * entries that are short binary fractions stay exact */
        lu->scale[r] = diagonal > 0.0 ? ldexp(1.0, -ilogb(diagonal) / 2) : 1.0;
        lu->perm[r] = r;
    }
    double *A = lu->LU;
    for (int r = 0; r < k; r++)
        for (int c = 0; c < k; c++)
            A[(size_t)r * (size_t)k + (size_t)c] =
                lu->scale[r] * M[(size_t)r * (size_t)k + (size_t)c] * lu->scale[c];
    for (int p = 0; p < k; p++) {
        int best = p;
        double largest = 0.0;
        for (int r = p; r < k; r++) {
            double v = fabs(A[(size_t)r * (size_t)k + (size_t)p]);
            if (v > largest) {
                largest = v;
                best = r;
            }
        }
        /* the column's size before elimination is about 1 (D M D has unit diagonal) */
        if (!(largest > tol))
            return 0;
        if (best != p) {
            double *x = A + (size_t)p * (size_t)k, *y = A + (size_t)best * (size_t)k;
            for (int c = 0; c < k; c++) {
                double t = x[c];
                x[c] = y[c];
                y[c] = t;
            }
            int t = lu->perm[p];
            lu->perm[p] = lu->perm[best];
            lu->perm[best] = t;
        }
        const double *pivot_row = A + (size_t)p * (size_t)k;
        for (int r = p + 1; r < k; r++) {
            double *row = A + (size_t)r * (size_t)k;
            double l = row[p] / pivot_row[p];
            row[p] = l;
            if (l != 0.0)
                for (int c = p + 1; c < k; c++)
                    row[c] -= l * pivot_row[c];
        }
    }
    lu->k = k;
    return 1;
}

void dense_lu_solve(const dense_lu *lu, double *x)
{
    const int k = lu->k;
    const double *A = lu->LU;
    if (k == 0)
        return;
    /* D M D y = D x and x = D y; with the row exchanges P: L U y = P D x */
    double *t = lu->work;
    for (int r = 0; r < k; r++)
        t[r] = lu->scale[lu->perm[r]] * x[lu->perm[r]];
    for (int r = 0; r < k; r++) {
        const double *row = A + (size_t)r * (size_t)k;
        double sum = t[r];
        for (int c = 0; c < r; c++)
            sum -= row[c] * t[c];
        t[r] = sum;
    }
    for (int r = k - 1; r >= 0; r--) {
        const double *row = A + (size_t)r * (size_t)k;
        double sum = t[r];
        for (int c = r + 1; c < k; c++)
            sum -= row[c] * t[c];
        t[r] = sum / row[r];
    }
    for (int r = 0; r < k; r++)
        x[r] = lu->scale[r] * t[r];
}

void dense_lu_free(dense_lu *lu)
{
    free(lu->LU);
    free(lu->perm);
    free(lu->scale);
    free(lu->work);
    lu->work = NULL;
    lu->LU = NULL;
    lu->perm = NULL;
    lu->scale = NULL;
    lu->capacity = 0;
    lu->k = 0;
}
