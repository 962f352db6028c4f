/* clamped.c - the clamped set C and the factor of A_CC, kept in step. */
#include "clamped.h"

#include <stdlib.h>
#include <string.h>

size_t clamped_bytes(const cf_problem *p)
{
    return ldlt_bytes(p->n) + 2 * (size_t)p->n * sizeof(int);
}

void clamped_init(clamped_set *set, const cf_problem *p, ldlt *factor, void *memory)
{
    set->p = p;
    set->count = 0;
    set->factor = factor;
    set->rows = NULL;
    ldlt_init(factor, p->n, memory);
    set->order = (int *)((char *)memory + ldlt_bytes(p->n));
    set->position = set->order + p->n;
    for (int i = 0; i < p->n; i++)
        set->position[i] = -1;
}

int clamped_column(const clamped_set *set, int j, double *column)
{
    const size_t n = (size_t)set->p->n;
    if (set->rows != NULL) {
        int first = set->count;
        memset(column, 0, (size_t)set->count * sizeof *column);
        for (int e = set->rows->begin[j]; e < set->rows->begin[j + 1]; e++) {
            int r = set->position[set->rows->column[e]];
            if (r >= 0) {
                column[r] = set->rows->value[e];
                first = r < first ? r : first;
            }
        }
        return first;
    }
    /* A is symmetric: column j is row j, which is contiguous. */
    const double *row_j = set->p->A + (size_t)j * n;
    int first = set->count;
    for (int r = set->count - 1; r >= 0; r--) {
        column[r] = row_j[set->order[r]];
        if (column[r] != 0.0)
            first = r;
    }
    return first;
}

void clamped_forward(const clamped_set *set, int j, double *y)
{
    int first = clamped_column(set, j, y);
    ldlt_forward(set->factor, y, first);
}

ldlt_append_result clamped_add(clamped_set *set, int j, const double *y, double pivot_tol)
{
    double alpha = set->p->A[(size_t)j * (size_t)set->p->n + (size_t)j];
    return clamped_add_diagonal(set, j, y, alpha, pivot_tol);
}

ldlt_append_result clamped_add_diagonal(clamped_set *set, int j, const double *y, double alpha,
                                        double pivot_tol)
{
    ldlt_append_result result = ldlt_append(set->factor, y, alpha, pivot_tol, NULL);
    if (result == LDLT_APPENDED) {
        set->order[set->count] = j;
        set->position[j] = set->count;
        set->count++;
    }
    return result;
}

void clamped_remove(clamped_set *set, int j)
{
    int r = set->position[j];
    ldlt_remove(set->factor, r);
    for (int s = r; s + 1 < set->count; s++) {
        set->order[s] = set->order[s + 1];
        set->position[set->order[s]] = s;
    }
    set->count--;
    set->position[j] = -1;
}
