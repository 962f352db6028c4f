/* ldlt.h - a symmetric matrix kept factored as L D L^T while it grows and shrinks.
 *
 * Baraff 1994, section 4.5: each pivot of Dantzig's algorithm adds one
 * index to the clamped set C or removes one, so A_CC gains or loses one
 * row and column, and "a serious implementation" updates a factorization
 * instead of eliminating afresh.  The book's chapter 7 derives the two
 * updates used here:
 *
 *   append   L' = [L 0; l^T 1], D' = diag(D, delta), l = D^-1 y, L y = c,
 *            delta = alpha - l . y                           O(k^2), or O(k)
 *                                                            given y
 *   remove   row and column r go; the trailing block takes the rank-1
 *            update L3 D3 L3^T + d_r z z^T (z = column r below r)  O((k-r)^2)
 *
 * L is unit lower triangular, D diagonal, both k by k.  Row i of L is
 * stored from column start[i] to column i - 1: every entry left of start[i]
 * is zero (the envelope, or profile, of row i).  Dense matrices have
 * start[i] = 0; matrices from contact problems, A = J M^-1 J^T with J
 * sparse, have long runs of zeros that the solves and updates then skip.
 * No update ever puts a nonzero left of start[i] (section 7 of the chapter).
 *
 * The rows are packed one after the other in one array, in factor order,
 * each as long as its envelope (a skyline, or profile, store): the solves
 * read L as one stream.  Removing a row leaves a hole, and every row below
 * it gets one entry shorter; appending at the end packs the rows again
 * when the space after the last row runs out.
 */
#ifndef CF_LDLT_H
#define CF_LDLT_H

#include <stddef.h>

typedef struct ldlt {
    int capacity;   /* the largest size the factor may reach */
    int size;       /* k: the factor is of a k by k matrix */
    double *L;      /* the rows' entries, packed: capacity + capacity (capacity + 1) / 2 values */
    size_t *offset; /* offset[i]: where in L row i's entry of column start[i] is */
    size_t end;     /* the first free place in L, after the last row */
    size_t live;    /* how many of the places before end hold entries of a row */
    size_t room;    /* the number of values L holds */
    int *start;     /* start[i]: first column of row i that may be nonzero */
    double *D;      /* D[i], the pivots, all > 0 */
    double *p;      /* workspace of the removal: the p of each column */
    double *beta;   /* workspace of the removal: the beta of each column */
    int skip_zeros; /* 1 (the default): keep envelopes; 0: every start[i] = 0 */
} ldlt;

/* An empty factor that can grow to capacity rows; NULL on no memory. */
ldlt *ldlt_new(int capacity);
void ldlt_free(ldlt *factor);

/* The same in memory the caller provides (so that a solver can take all
 * its memory in one allocation): ldlt_bytes(capacity) bytes, aligned for
 * a double.  Nothing is to be freed but that memory. */
size_t ldlt_bytes(int capacity);
void ldlt_init(ldlt *factor, int capacity, void *memory);

/* Row i of L as a pointer to its column 0 (entries start[i] .. i-1 are valid). */
double *ldlt_row(const ldlt *factor, int i);

/* Empty the factor (size 0), keeping its memory. */
void ldlt_clear(ldlt *factor);

/* Solve L y = c in place (y holds c on entry, size values).  first: an
 * index below which c is known to be zero (0 if nothing is known; ignored
 * when skip_zeros is 0). */
void ldlt_forward(const ldlt *factor, double *y, int first);

/* Solve D L^T x = y in place (x holds y on entry). */
void ldlt_backward(const ldlt *factor, double *x);

/* Solve (L D L^T) x = c in place: ldlt_forward, then ldlt_backward. */
void ldlt_solve(const ldlt *factor, double *x);

/* The pivot an append of (c, alpha) would create, delta = alpha - sum_i
 * y_i^2 / D_i with L y = c: the Schur complement of the factored matrix in
 * [M c; c^T alpha].  ldlt_append decides with exactly this number. */
double ldlt_pivot(const ldlt *factor, const double *y, double alpha);

/* The outcome of appending a row and column. */
typedef enum ldlt_append_result {
    LDLT_APPENDED = 0, /* the factor grew by one */
    LDLT_REDUNDANT,    /* delta <= pivot_tol * alpha: the new column is (nearly)
                          a combination of the others; the factor is unchanged */
    LDLT_FULL          /* size == capacity; the factor is unchanged */
} ldlt_append_result;

/* Append the row and column (c, alpha) of a new index: the matrix becomes
 * [M c; c^T alpha].  y must hold the forward solve L y = c (size values);
 * it is not changed.  The new pivot is delta = alpha - sum_i y_i^2 / D_i,
 * the Schur complement of M: a delta that vanishes relative to alpha means
 * the new index is redundant, and it is refused, never factored.
 * *delta_out (may be NULL) receives delta either way. */
ldlt_append_result ldlt_append(ldlt *factor, const double *y, double alpha, double pivot_tol,
                               double *delta_out);

/* Remove row and column r (0 <= r < size) of the factored matrix: the
 * factor becomes that of the matrix without index r, in the same order. */
void ldlt_remove(ldlt *factor, int r);

#endif
