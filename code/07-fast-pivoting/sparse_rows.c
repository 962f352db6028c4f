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

double sparse_row_max_abs(const sparse_rows *rows, int i)
{
    double largest = 0.0;
    for (int e = rows->begin[i]; e < rows->begin[i + 1]; e++)
        largest = fmax(largest, fabs(rows->value[e]));
    return largest;
}
