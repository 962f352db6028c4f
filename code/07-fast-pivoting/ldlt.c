/* ldlt.c - L D L^T factors that grow by one index and shrink by one index.
 *
 * The book's chapter 7 derives the two updates (Gill et al. 1974 and
 * Golub & Van Loan; book.bib: gill1974, golub1996).
 * Rows of L live in a pool of capacity rows of capacity values each, and
 * row[i] says which pool row is row i, so removing an index moves row
 * numbers, not rows.  Loops over a row run from start[i], the first column
 * that may hold a nonzero, to the diagonal.
 */
#include "ldlt.h"

#include <stdlib.h>

size_t ldlt_bytes(int capacity)
{
    const size_t cap = (size_t)capacity;
    return (cap * cap + 3 * cap) * sizeof(double) + 2 * cap * sizeof(int);
}

void ldlt_init(ldlt *factor, int capacity, void *memory)
{
    /* L, D, p and beta, then the two arrays of ints.  Nothing needs
     * zeroing: every entry is written before it is read. */
    const size_t cap = (size_t)capacity;
    factor->capacity = capacity;
    factor->size = 0;
    factor->skip_zeros = 1;
    factor->L = memory;
    factor->D = factor->L + cap * cap;
    factor->p = factor->D + cap;
    factor->beta = factor->p + cap;
    factor->row = (int *)(factor->beta + cap);
    factor->start = factor->row + cap;
    for (int i = 0; i < capacity; i++)
        factor->row[i] = i;
}

ldlt *ldlt_new(int capacity)
{
    if (capacity < 1)
        return NULL;
    /* One allocation: the structure, then its arrays (the structure's
     * size is a multiple of 8, so the doubles stay aligned). */
    ldlt *factor = malloc(sizeof *factor + ldlt_bytes(capacity));
    if (factor != NULL)
        ldlt_init(factor, capacity, factor + 1);
    return factor;
}

void ldlt_free(ldlt *factor)
{
    free(factor);
}

double *ldlt_row(const ldlt *factor, int i)
{
    return factor->L + (size_t)factor->row[i] * (size_t)factor->capacity;
}

/* sum of x_j y_j for j in [from, to), with four partial sums so that the
 * additions do not wait for each other. */
static double dot(const double *x, const double *y, int from, int to)
{
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    int j = from;
    for (; j + 4 <= to; j += 4) {
        s0 += x[j] * y[j];
        s1 += x[j + 1] * y[j + 1];
        s2 += x[j + 2] * y[j + 2];
        s3 += x[j + 3] * y[j + 3];
    }
    for (; j < to; j++)
        s0 += x[j] * y[j];
    return (s0 + s1) + (s2 + s3);
}

// start snippet ldlt_solve
/* L y = c, row by row: y_i = c_i - sum_{j < i} L_ij y_j.  Entries of c
 * before first are zero, so are those of y, and the sums skip them. */
void ldlt_forward(const ldlt *factor, double *y, int first)
{
    if (first < 0 || !factor->skip_zeros)
        first = 0;
    for (int i = first; i < factor->size; i++) {
        int from = factor->start[i] > first ? factor->start[i] : first;
        y[i] -= dot(ldlt_row(factor, i), y, from, i);
    }
}

/* D L^T x = y, from the last row up: once x_i is known, its share
 * L_ij x_i is taken off every x_j above it (a row of L, read in order). */
void ldlt_backward(const ldlt *factor, double *x)
{
    for (int i = 0; i < factor->size; i++)
        x[i] /= factor->D[i];
    for (int i = factor->size - 1; i > 0; i--) {
        const double *Li = ldlt_row(factor, i);
        const double xi = x[i];
        if (xi == 0.0)
            continue;
        for (int j = factor->start[i]; j < i; j++)
            x[j] -= Li[j] * xi;
    }
}
// end snippet ldlt_solve

void ldlt_solve(const ldlt *factor, double *x)
{
    ldlt_forward(factor, x, 0);
    ldlt_backward(factor, x);
}

/* The first entry of y worth reading: the ones before it are zero. */
static int first_nonzero(const ldlt *factor, const double *y)
{
    int first = 0;
    while (factor->skip_zeros && first < factor->size && y[first] == 0.0)
        first++;
    return first;
}

double ldlt_pivot(const ldlt *factor, const double *y, double alpha)
{
    double l_dot_y = 0.0;
    for (int j = first_nonzero(factor, y); j < factor->size; j++)
        l_dot_y += y[j] * y[j] / factor->D[j];
    return alpha - l_dot_y;
}

// start snippet ldlt_append
/* Appending index k with column c and diagonal alpha (the book, chapter 7,
 * "Appending an index"):
 *
 *   [M   c    ]   [L   0] [D  0    ] [L^T  l]
 *   [c^T alpha] = [l^T 1] [0  delta] [0    1]
 *
 * needs L D l = c, so l = D^-1 y with L y = c, and
 * l^T D l + delta = alpha, so delta = alpha - l . y.
 * delta is the Schur complement of M in the bordered matrix: for the
 * driven index it is exactly Baraff's delta a_d (section 4.4, Theorem 2). */
ldlt_append_result ldlt_append(ldlt *factor, const double *y, double alpha, double pivot_tol,
                               double *delta_out)
{
    const int k = factor->size;
    const int first = first_nonzero(factor, y);
    const double delta = ldlt_pivot(factor, y, alpha);
    if (delta_out != NULL)
        *delta_out = delta;
    if (k == factor->capacity)
        return LDLT_FULL;
    /* A redundant index has delta = 0 in exact arithmetic; in floating
     * point it is roundoff, of either sign.  Factoring it would divide by
     * noise (Baraff 1994, section 4.4 and its footnotes). */
    if (!(delta > pivot_tol * alpha))
        return LDLT_REDUNDANT;

    double *Lk = ldlt_row(factor, k);
    for (int j = first; j < k; j++)
        Lk[j] = y[j] / factor->D[j];
    factor->start[k] = first;
    factor->D[k] = delta;
    factor->size = k + 1;
    return LDLT_APPENDED;
}
// end snippet ldlt_append

// start snippet ldlt_remove
/* Removing index r.  Split the matrix around row and column r:
 *
 *   L = [L11  0    0  ]     D = diag(D1, d_r, D3)
 *       [l21  1    0  ]
 *       [L31  z    L33]
 *
 * Rows and columns other than r of L D L^T are [L11; L31] D1 [L11; L31]^T
 * plus, in the trailing block only, L33 D3 L33^T + d_r z z^T.  So L11 and
 * L31 stay, and the trailing block needs the factor of a rank-1 update,
 * which the recurrence of Gill, Golub, Murray and Saunders (1974) gives
 * column by column j (book.bib: gill1974), starting from alpha = d_r:
 *
 *   p = z_j;  d' = d_j + alpha p^2;  beta = p alpha / d';  alpha = d_j alpha / d';
 *   for i > j:  z_i -= p L_ij;  L_ij += beta z_i.
 *
 * Here it runs row by row (row i needs p and beta of the columns left of
 * it, found when the rows above were done), so L is read along its rows,
 * and each row is moved one column left as it is updated, which deletes
 * column r.  Every d' is a sum of positive terms: no cancellation. */
void ldlt_remove(ldlt *factor, int r)
{
    const int k = factor->size;
    double alpha = factor->D[r];
    for (int i = r + 1; i < k; i++) {
        double *Li = ldlt_row(factor, i);
        double z = factor->start[i] <= r ? Li[r] : 0.0;
        int from = factor->start[i] > r + 1 ? factor->start[i] : r + 1;
        for (int j = from; j < i; j++) {
            z -= factor->p[j] * Li[j];
            Li[j - 1] = Li[j] + factor->beta[j] * z;
        }
        double d = factor->D[i];
        double d_new = d + alpha * z * z;
        factor->p[i] = z;
        factor->beta[i] = z * alpha / d_new;
        alpha = d * alpha / d_new;
        /* Row i becomes row i - 1. */
        factor->D[i - 1] = d_new;
        factor->start[i - 1] = factor->start[i] <= r ? factor->start[i] : factor->start[i] - 1;
    }
    int freed = factor->row[r];
    for (int i = r; i + 1 < k; i++)
        factor->row[i] = factor->row[i + 1];
    factor->row[k - 1] = freed;
    factor->size = k - 1;
}
// end snippet ldlt_remove
