/* dense.c - vectors, matrix-vector products and Gaussian elimination. */
#include "dense.h"

#include <math.h>
#include <stdlib.h>

double *cf_vec_new(int n)
{
    if (n < 0)
        return NULL;
    return calloc(n > 0 ? (size_t)n : 1, sizeof(double));
}

void cf_matvec(int n, const double *A, const double *x, double *y)
{
    for (int i = 0; i < n; i++) {
        const double *row = A + (size_t)i * (size_t)n;
        double sum = 0.0;
        for (int j = 0; j < n; j++)
            sum += row[j] * x[j];
        y[i] = sum;
    }
}

double cf_max_abs(int n, const double *x)
{
    double largest = 0.0;
    for (int i = 0; i < n; i++)
        if (fabs(x[i]) > largest)
            largest = fabs(x[i]);
    return largest;
}

double cf_roundoff_of_a(int n, const double *A, const double *b, const double *f, int i,
                        double tol, double force_roundoff)
{
    const double *A_i = A + (size_t)i * (size_t)n;
    double terms = fabs(b[i]), coefficients = 0.0, largest_f = 0.0;
    for (int j = 0; j < n; j++) {
        terms += fabs(A_i[j] * f[j]);
        coefficients += fabs(A_i[j]);
        if (A_i[j] != 0.0 && fabs(f[j]) > largest_f)
            largest_f = fabs(f[j]);
    }
    return tol * terms + force_roundoff * coefficients * largest_f;
}

static void swap_rows(int k, double *M, double *rhs, int r1, int r2)
{
    if (r1 == r2)
        return;
    for (int j = 0; j < k; j++) {
        double t = M[r1 * k + j];
        M[r1 * k + j] = M[r2 * k + j];
        M[r2 * k + j] = t;
    }
    double t = rhs[r1];
    rhs[r1] = rhs[r2];
    rhs[r2] = t;
}

static void swap_columns(int k, double *M, int *column_of, int c1, int c2)
{
    if (c1 == c2)
        return;
    for (int i = 0; i < k; i++) {
        double t = M[i * k + c1];
        M[i * k + c1] = M[i * k + c2];
        M[i * k + c2] = t;
    }
    int t = column_of[c1];
    column_of[c1] = column_of[c2];
    column_of[c2] = t;
}

/* The largest |M_ij| of row i over the columns from .. k-1, and the first
 * column that holds it (from when the row is zero there). */
static void row_largest(int k, const double *M, int i, int from, double *largest, int *at)
{
    const double *row = M + (size_t)i * (size_t)k;
    double best = 0.0;
    int best_at = from;
    for (int j = from; j < k; j++)
        if (fabs(row[j]) > best) {
            best = fabs(row[j]);
            best_at = j;
        }
    *largest = best;
    *at = best_at;
}

cf_status cf_solve_dense(int k, double *M, double *rhs, double *x, double rank_tol)
{
    return cf_solve_dense_rank(k, M, rhs, x, rank_tol, NULL);
}

cf_status cf_solve_dense_scaled(int k, double *M, double *rhs, double *x, const double *scale,
                                double rank_tol)
{
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            M[r * k + c] /= scale[r] * scale[c];
        rhs[r] /= scale[r];
    }
    cf_status status = cf_solve_dense_rank(k, M, rhs, x, rank_tol, NULL);
    for (int c = 0; c < k; c++)
        x[c] /= scale[c];
    return status;
}

cf_status cf_solve_dense_rank(int k, double *M, double *rhs, double *x, double rank_tol,
                              int *rank_out)
{
    if (rank_out != NULL)
        *rank_out = k;
    if (k == 0)
        return CF_OK;
    /* column_of[c] = which unknown sits in column c after column swaps. */
    int *column_of = malloc((size_t)k * sizeof *column_of);
    double *y = malloc((size_t)k * sizeof *y);
    /* largest[i], largest_at[i]: row i's largest |entry| in the remaining
     * columns, and where it is (row_largest). */
    double *largest = malloc((size_t)k * sizeof *largest);
    int *largest_at = malloc((size_t)k * sizeof *largest_at);
    if (column_of == NULL || y == NULL || largest == NULL || largest_at == NULL) {
        free(column_of);
        free(y);
        free(largest);
        free(largest_at);
        return CF_NO_MEMORY;
    }
    for (int c = 0; c < k; c++)
        column_of[c] = c;
    for (int i = 0; i < k; i++)
        row_largest(k, M, i, 0, &largest[i], &largest_at[i]);

    double matrix_scale = cf_max_abs(k * k, M);
    double rhs_scale = cf_max_abs(k, rhs);
    double zero_pivot = rank_tol * (matrix_scale > 0.0 ? matrix_scale : 1.0);

    /* Forward elimination with complete pivoting: the largest remaining
     * entry becomes the pivot, so a (nearly) singular trailing block shows
     * up as a (nearly) zero pivot and its rank is revealed.  The pivot is
     * the first largest entry in row-major order.  Searching the whole
     * trailing block at every step would cost O(k^3) even when M is
     * sparse; each row's largest entry is kept instead and found again
     * only for the rows a step changes, which picks the same pivots. */
    int rank = k;
    for (int p = 0; p < k; p++) {
        int best_row = p, best_col = p;
        double best = 0.0;
        for (int i = p; i < k; i++)
            if (largest[i] > best) {
                best = largest[i];
                best_row = i;
                best_col = largest_at[i];
            }
        if (best <= zero_pivot) {
            rank = p;
            break;
        }
        swap_rows(k, M, rhs, p, best_row);
        double t = largest[p];
        largest[p] = largest[best_row];
        largest[best_row] = t;
        int t_at = largest_at[p];
        largest_at[p] = largest_at[best_row];
        largest_at[best_row] = t_at;
        swap_columns(k, M, column_of, p, best_col);
        for (int i = p + 1; i < k; i++) {
            double factor = M[i * k + p] / M[p * k + p];
            if (factor == 0.0) {
                /* Row i is unchanged but for columns p and best_col, which
                 * swapped places, and column p, which leaves the search. */
                if (largest_at[i] == p || largest_at[i] == best_col)
                    row_largest(k, M, i, p + 1, &largest[i], &largest_at[i]);
                continue;
            }
            M[i * k + p] = 0.0;
            for (int j = p + 1; j < k; j++)
                M[i * k + j] -= factor * M[p * k + j];
            rhs[i] -= factor * rhs[p];
            row_largest(k, M, i, p + 1, &largest[i], &largest_at[i]);
        }
    }
    free(largest);
    free(largest_at);

    if (rank_out != NULL)
        *rank_out = rank;
    /* The equations below the rank must be 0 = rhs: otherwise there is no
     * solution.  When they hold, the free unknowns are set to zero. */
    double consistency = rank_tol * (rhs_scale > 0.0 ? rhs_scale : 1.0) * 1e3;
    for (int i = rank; i < k; i++) {
        if (fabs(rhs[i]) > consistency) {
            free(column_of);
            free(y);
            return CF_SINGULAR;
        }
    }
    for (int i = rank; i < k; i++)
        y[i] = 0.0;
    for (int i = rank - 1; i >= 0; i--) {
        double sum = rhs[i];
        for (int j = i + 1; j < rank; j++)
            sum -= M[i * k + j] * y[j];
        y[i] = sum / M[i * k + i];
    }
    for (int c = 0; c < k; c++)
        x[column_of[c]] = y[c];
    free(column_of);
    free(y);
    return CF_OK;
}

/* sqrt(u): far above what roundoff gathers in a factorization, far below
 * the pivot of a matrix that is not semidefinite. */
#define NEGATIVE_PIVOT_TOL 1.5e-8

cf_status cf_solve_psd(int k, double *M, const double *rhs, double *x, double rank_tol)
{
    /* Row r of L is stored in M[r*k + 0 .. r-1], D_r on the diagonal; a
     * dropped row keeps D_r = 0 and every L_ir = 0 below it. */
    for (int r = 0; r < k; r++) {
        double *Mr = M + (size_t)r * k;
        for (int c = 0; c < r; c++) {
            const double *Mc = M + (size_t)c * k;
            double sum = Mr[c];
            for (int q = 0; q < c; q++)
                sum -= Mr[q] * Mc[q] * M[(size_t)q * k + q];
            Mr[c] = Mc[c] != 0.0 ? sum / Mc[c] : 0.0;
        }
        double diagonal = Mr[r];
        double pivot = diagonal, terms = fabs(diagonal);
        for (int q = 0; q < r; q++) {
            double term = Mr[q] * Mr[q] * M[(size_t)q * k + q];
            pivot -= term;
            terms += fabs(term);
        }
        /* A semidefinite M has no negative pivot.  One that is roundoff
         * is negative by some ulps of the terms it was summed from, and
         * more after rows were dropped: their L entries are exact only to
         * roundoff, and it gathers over hundreds of rows (-2.6e-10 of
         * terms of 7 on a pile of 842 contacts).  It is dropped like a
         * zero pivot; only a pivot negative beyond NEGATIVE_PIVOT_TOL of
         * its terms says that M is not semidefinite. */
        if (pivot < -NEGATIVE_PIVOT_TOL * terms || !isfinite(pivot))
            return CF_SINGULAR;
        Mr[r] = pivot > rank_tol * diagonal ? pivot : 0.0;
    }
    /* L y = rhs, D z = y, L^T x = z; a dropped unknown is 0. */
    for (int r = 0; r < k; r++) {
        const double *Mr = M + (size_t)r * k;
        double sum = rhs[r];
        for (int q = 0; q < r; q++)
            sum -= Mr[q] * x[q];
        x[r] = sum;
    }
    for (int r = k - 1; r >= 0; r--) {
        double D = M[(size_t)r * k + r];
        if (D == 0.0) {
            x[r] = 0.0;
            continue;
        }
        double sum = x[r] / D;
        for (int i = r + 1; i < k; i++)
            sum -= M[(size_t)i * k + r] * x[i];
        x[r] = sum;
    }
    return CF_OK;
}

cf_status cf_solve_clamped(int k, double *M, double *rhs, double *x, double *work,
                           double rank_tol)
{
    int symmetric = 1;
    for (int r = 0; r < k && symmetric; r++)
        for (int c = 0; c < r; c++)
            if (fabs(M[r * k + c] - M[c * k + r])
                > 1e-12 * sqrt(fabs(M[r * k + r] * M[c * k + c]))) {
                symmetric = 0;
                break;
            }
    for (int i = 0; i < k * k; i++)
        work[i] = M[i];
    if (symmetric && cf_solve_psd(k, M, rhs, x, rank_tol) == CF_OK)
        return CF_OK;
    double *scale = work + (size_t)k * (size_t)k;
    for (int r = 0; r < k; r++) {
        double diagonal = fabs(work[r * k + r]);
        scale[r] = diagonal > 0.0 ? sqrt(diagonal) : 1.0;
    }
    for (int i = 0; i < k * k; i++)
        M[i] = work[i];
    return cf_solve_dense_scaled(k, M, rhs, x, scale, rank_tol);
}
