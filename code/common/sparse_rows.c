/* sparse_rows.c - the nonzeros of a dense matrix, row by row (compressed rows). */
#include "sparse_rows.h"

#include <math.h>
#include <stdlib.h>

int sparse_entries_resize(int **column, double **value, size_t capacity)
{
    double *v = realloc(*value, capacity * sizeof *v);
    if (v == NULL)
        return 0;
    *value = v;
    int *c = realloc(*column, capacity * sizeof *c);
    if (c == NULL)
        return 0;
    *column = c;
    return 1;
}

/* Room for capacity entries; 0 if memory runs out. */
static int grow(sparse_rows *rows, size_t capacity)
{
    if (!sparse_entries_resize(&rows->column, &rows->value, capacity))
        return 0;
    rows->capacity = capacity;
    return 1;
}

/* One pass over A: counting the nonzeros first would read it twice.  The
 * room starts at a dozen or so entries a row (a contact meets the contacts
 * of its two bodies) and doubles when it runs out. */
sparse_rows *sparse_rows_of(int n, const double *A, size_t most_nonzeros, int *dense)
{
    *dense = 0;
    sparse_rows *rows = calloc(1, sizeof *rows);
    if (rows == NULL)
        return NULL;
    rows->n = n;
    rows->begin = malloc(((size_t)n + 1) * sizeof *rows->begin);
    size_t room = 16 * (size_t)n < most_nonzeros ? 16 * (size_t)n : most_nonzeros;
    if (rows->begin == NULL || !grow(rows, room > 0 ? room : 1)) {
        sparse_rows_free(rows);
        return NULL;
    }
    size_t e = 0;
    for (int i = 0; i < n; i++) {
        rows->begin[i] = (int)e;
        const double *A_i = A + (size_t)i * (size_t)n;
        for (int j = 0; j < n; j++) {
            if (A_i[j] == 0.0)
                continue;
            if (e == most_nonzeros) { /* this nonzero is one too many */
                *dense = 1;
                sparse_rows_free(rows);
                return NULL;
            }
            if (e == rows->capacity && !grow(rows, 2 * e < most_nonzeros ? 2 * e : most_nonzeros)) {
                sparse_rows_free(rows);
                return NULL;
            }
            rows->column[e] = j;
            rows->value[e] = A_i[j];
            e++;
        }
    }
    rows->begin[n] = (int)e;
    return rows;
}

void sparse_rows_free(sparse_rows *rows)
{
    if (rows == NULL)
        return;
    free(rows->value);
    free(rows->column);
    free(rows->begin);
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
