/* ldlt.c - L D L^T factors that grow by one index and shrink by one index.
 *
 * The book's chapter 7 derives the two updates (Gill et al. 1974 and
 * Golub & Van Loan; book.bib: gill1974, golub1996).
 * The rows of L are packed one after the other in L, row i's entries of
 * columns start[i] .. i-1 from offset[i] on (a profile, or skyline,
 * store: Golub & Van Loan, section 4.3).  Loops over a row run from
 * start[i], the first column that may hold a nonzero, to the diagonal,
 * and the solves read L as one stream.
 */
#include "ldlt.h"

#include <stdlib.h>
#include <string.h>

/* The rows' entries: capacity (capacity + 1) / 2 values are enough for
 * capacity full rows after packing; before them capacity values stay
 * unused, so that ldlt_row's pointer to column 0 of any row (offset[i] -
 * start[i]) is still inside L. */
static size_t room_for(int capacity)
{
    const size_t cap = (size_t)capacity;
    return cap + cap * (cap + 1) / 2;
}

size_t ldlt_bytes(int capacity)
{
    const size_t cap = (size_t)capacity;
    return (room_for(capacity) + 3 * cap) * sizeof(double) + cap * sizeof(size_t)
           + cap * sizeof(int);
}

void ldlt_init(ldlt *factor, int capacity, void *memory)
{
    /* L, D, p and beta, then offset, then start.  Nothing needs zeroing:
     * every entry is written before it is read. */
    const size_t cap = (size_t)capacity;
    factor->capacity = capacity;
    factor->skip_zeros = 1;
    factor->L = memory;
    factor->room = room_for(capacity);
    factor->D = factor->L + factor->room;
    factor->p = factor->D + cap;
    factor->beta = factor->p + cap;
    factor->offset = (size_t *)(factor->beta + cap);
    factor->start = (int *)(factor->offset + cap);
    ldlt_clear(factor);
}

void ldlt_clear(ldlt *factor)
{
    factor->size = 0;
    factor->end = (size_t)factor->capacity;
    factor->live = 0;
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
    return factor->L + factor->offset[i] - (size_t)factor->start[i];
}

/* Row i's stored entries: [0] is column start[i]. */
static double *stored(const ldlt *factor, int i)
{
    return factor->L + factor->offset[i];
}

/* sum of x_t y_t for t < count, with four partial sums so that the
 * additions do not wait for each other. */
static double dot(const double *restrict x, const double *restrict y, int count)
{
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    int t = 0;
    for (; t + 4 <= count; t += 4) {
        s0 += x[t] * y[t];
        s1 += x[t + 1] * y[t + 1];
        s2 += x[t + 2] * y[t + 2];
        s3 += x[t + 3] * y[t + 3];
    }
    for (; t < count; t++)
        s0 += x[t] * y[t];
    return (s0 + s1) + (s2 + s3);
}

/* x_t -= l_t a for t < count, four at a time: x and l do not overlap,
 * so the compiler may use vector instructions. */
static void subtract_multiple(double *restrict x, const double *restrict l, double a, int count)
{
    int t = 0;
    for (; t + 4 <= count; t += 4) {
        x[t] -= l[t] * a;
        x[t + 1] -= l[t + 1] * a;
        x[t + 2] -= l[t + 2] * a;
        x[t + 3] -= l[t + 3] * a;
    }
    for (; t < count; t++)
        x[t] -= l[t] * a;
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
        y[i] -= dot(stored(factor, i) + (from - factor->start[i]), y + from, i - from);
    }
}

/* D L^T x = y, from the last row up: once x_i is known, its share
 * L_ij x_i is taken off every x_j above it (a row of L, read in order). */
void ldlt_backward(const ldlt *factor, double *x)
{
    for (int i = 0; i < factor->size; i++)
        if (x[i] != 0.0)
            x[i] /= factor->D[i];
    for (int i = factor->size - 1; i > 0; i--) {
        const double xi = x[i];
        if (xi == 0.0)
            continue;
        subtract_multiple(x + factor->start[i], stored(factor, i), xi, i - factor->start[i]);
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

/* Move the rows together, in order, closing the holes between them. */
static void pack(ldlt *factor)
{
    size_t to = (size_t)factor->capacity;
    for (int i = 0; i < factor->size; i++) {
        size_t length = (size_t)(i - factor->start[i]);
        memmove(factor->L + to, factor->L + factor->offset[i], length * sizeof *factor->L);
        factor->offset[i] = to;
        to += length;
    }
    factor->end = to;
    factor->live = to - (size_t)factor->capacity;
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

    /* The new row goes after the last one.  The rows are packed first
     * when the holes that removals left have used up the room, or when
     * there are more of them than entries (so that L stays one short
     * stream, and a long solve does not spread it over all the room). */
    const size_t length = (size_t)(k - first);
    const size_t holes = factor->end - (size_t)factor->capacity - factor->live;
    if (factor->end + length > factor->room || holes > factor->live + (size_t)factor->capacity)
        pack(factor);
    double *Lk = factor->L + factor->end;
    for (int j = first; j < k; j++)
        Lk[j - first] = y[j] / factor->D[j];
    factor->offset[k] = factor->end;
    factor->end += length;
    factor->live += length;
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
 * and each row that reached column r is moved one place left as it is
 * updated, which deletes column r.  Row r's entries become a hole in L.
 * Every d' is a sum of positive terms: no cancellation. */
void ldlt_remove(ldlt *factor, int r)
{
    const int k = factor->size;
    double alpha = factor->D[r];
    factor->live -= (size_t)(r - factor->start[r]);
    if (r == k - 1)
        factor->end = factor->offset[r]; /* the last row: its room is free again */
    for (int i = r + 1; i < k; i++) {
        double *Li = stored(factor, i);
        const int start = factor->start[i];
        double z = start <= r ? Li[r - start] : 0.0;
        int from = start > r + 1 ? start : r + 1;
        /* Column j - 1 of the new row: one place left of column j if the
         * row reached column r (which goes), else in column j's place
         * (the row then starts one column earlier). */
        const int shift = start <= r ? 1 : 0;
        factor->live -= (size_t)shift;
        for (int j = from; j < i; j++) {
            z -= factor->p[j] * Li[j - start];
            Li[j - start - shift] = Li[j - start] + factor->beta[j] * z;
        }
        double d = factor->D[i];
        double d_new = d + alpha * z * z;
        factor->p[i] = z;
        factor->beta[i] = z * alpha / d_new;
        alpha = d * alpha / d_new;
        /* Row i becomes row i - 1. */
        factor->D[i - 1] = d_new;
        factor->start[i - 1] = start <= r ? start : start - 1;
        factor->offset[i - 1] = factor->offset[i];
    }
    factor->size = k - 1;
}
// end snippet ldlt_remove
