/* sparse_rows.h - the nonzeros of a dense matrix, row by row.
 *
 * A contact problem's A = J M^-1 J^T is mostly zeros: contacts i and j
 * interact only through a body they share, so a row of A has a handful of
 * nonzeros whatever n is.  The solver receives A dense (problem.h); this
 * finds the nonzeros once, so that the products it needs at every pivot
 * cost the number of nonzeros instead of n.
 */
#ifndef CF_SPARSE_ROWS_H
#define CF_SPARSE_ROWS_H

#include <stddef.h>

typedef struct sparse_rows {
    int n;
    int *begin;      /* n + 1: row i is entries begin[i] .. begin[i + 1] - 1 */
    int *column;     /* the column of each entry */
    double *value;   /* its value */
    size_t capacity; /* room in column and value */
} sparse_rows;

/* The nonzeros of the n by n row-major A, found in one pass, when there
 * are at most most_nonzeros of them.  NULL when there are more (*dense is
 * then 1) or memory runs out (*dense is 0). */
sparse_rows *sparse_rows_of(int n, const double *A, size_t most_nonzeros, int *dense);
void sparse_rows_free(sparse_rows *rows);

/* Row i of the matrix times x (n values).  Defined here, so that the
 * solver's loops over rows, a dozen nonzeros each, do not pay a call per
 * row. */
static inline double sparse_row_dot(const sparse_rows *rows, int i, const double *x)
{
    double sum = 0.0;
    for (int e = rows->begin[i]; e < rows->begin[i + 1]; e++)
        sum += rows->value[e] * x[rows->column[e]];
    return sum;
}

/* Whether the pattern of nonzeros is symmetric (A_ij != 0 exactly when
 * A_ji != 0): 1 if it is, 0 if not, -1 without memory for the check.
 * *equal receives whether the matrix is exactly symmetric, A_ij == A_ji
 * for every i and j (0 unless the pattern is).  O(nonzeros). */
int sparse_rows_mirrored(const sparse_rows *rows, int *equal);

/* A list of entries as two arrays, columns and values, resized to room
 * for capacity: 1, or 0 when memory runs out (each array then still holds
 * what it held, and is freed by its owner).  The growing lists of the
 * sparse factorizations (stage 8) use it too. */
int sparse_entries_resize(int **column, double **value, size_t capacity);

/* max_j |A_ij| over row i's nonzeros (0 for a row of zeros). */
double sparse_row_max_abs(const sparse_rows *rows, int i);

#endif
