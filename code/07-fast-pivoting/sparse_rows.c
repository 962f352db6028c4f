/* sparse_rows.c - the nonzeros of a dense matrix, row by row (compressed rows). */
#include "sparse_rows.h"

#include <math.h>
#include <stdlib.h>

sparse_rows *sparse_rows_of(int n, const double *A, size_t nonzeros)
{
    sparse_rows *rows = malloc(sizeof *rows);
    double *value = malloc((nonzeros + 1) * sizeof(double) + (nonzeros + (size_t)n + 2) * sizeof(int));
    if (rows == NULL || value == NULL) {
        free(rows);
        free(value);
        return NULL;
    }
    rows->n = n;
    rows->value = value; /* one block: values, then columns, then row starts */
    rows->column = (int *)(value + nonzeros + 1);
    rows->begin = rows->column + nonzeros + 1;
    int e = 0;
    for (int i = 0; i < n; i++) {
        rows->begin[i] = e;
        const double *A_i = A + (size_t)i * (size_t)n;
        for (int j = 0; j < n; j++) {
            if (A_i[j] != 0.0) {
                rows->column[e] = j;
                rows->value[e] = A_i[j];
                e++;
            }
        }
    }
    rows->begin[n] = e;
    return rows;
}

void sparse_rows_free(sparse_rows *rows)
{
    if (rows == NULL)
        return;
    free(rows->value);
    free(rows);
}

/* Each row's entries are in the order of their columns.  Going down the
 * rows in order, row i meets its entry A_ij, and A_ji must then be the
 * first entry of row j not yet met: the entries of row j in columns before
 * i were met by the rows before i.  So one cursor per row (next[j]) pairs
 * every entry with its mirror in one pass, and the pattern is symmetric
 * when every pairing succeeds and every row has been used up. */
int sparse_rows_mirrored(const sparse_rows *rows, int *equal)
{
    const int n = rows->n;
    int *next = malloc((size_t)n * sizeof *next);
    *equal = 0;
    if (next == NULL)
        return -1;
    for (int j = 0; j < n; j++)
        next[j] = rows->begin[j];
    int mirrored = 1, same_values = 1;
    for (int i = 0; i < n && mirrored; i++) {
        for (int e = rows->begin[i]; e < rows->begin[i + 1]; e++) {
            const int j = rows->column[e], t = next[j];
            if (t == rows->begin[j + 1] || rows->column[t] != i) {
                mirrored = 0; /* A_ij != 0 = A_ji, or a zero A_ij was skipped */
                break;
            }
            same_values &= rows->value[t] == rows->value[e];
            next[j] = t + 1;
        }
    }
    for (int j = 0; j < n && mirrored; j++)
        mirrored = next[j] == rows->begin[j + 1];
    free(next);
    *equal = mirrored && same_values;
    return mirrored;
}

double sparse_row_max_abs(const sparse_rows *rows, int i)
{
    double largest = 0.0;
    for (int e = rows->begin[i]; e < rows->begin[i + 1]; e++)
        largest = fmax(largest, fabs(rows->value[e]));
    return largest;
}
