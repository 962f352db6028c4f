/* problem.c - creating and freeing problems; names of row kinds.
 * Reading the text format is in problem_read.c (statements) and
 * text_reader.c (words, numbers, messages), its rules in
 * problem_check.c, writing in problem_write.c. */
#include "problem.h"

#include <stdlib.h>

static const char *const row_kind_names[CF_ROW_KIND_COUNT] = {
    [CF_ROW_NORMAL] = "normal",
    [CF_ROW_BILATERAL] = "bilateral",
    [CF_ROW_FRICTION2D] = "friction2d",
    [CF_ROW_FRICTION3D] = "friction3d",
    [CF_ROW_DYNAMIC] = "dynamic",
};

const char *cf_row_kind_name(cf_row_kind kind)
{
    if ((int)kind < 0 || kind >= CF_ROW_KIND_COUNT)
        return "unknown";
    return row_kind_names[kind];
}

cf_problem *cf_problem_new(int n)
{
    if (n < 1)
        return NULL;
    cf_problem *p = calloc(1, sizeof *p);
    if (p == NULL)
        return NULL;
    p->n = n;
    p->f_unique = -1;
    p->description = calloc(1, 1);
    p->rows = calloc((size_t)n, sizeof *p->rows);
    p->A = calloc((size_t)n * (size_t)n, sizeof *p->A);
    p->b = calloc((size_t)n, sizeof *p->b);
    if (p->description == NULL || p->rows == NULL || p->A == NULL || p->b == NULL) {
        cf_problem_free(p);
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        p->rows[i].kind = CF_ROW_NORMAL;
        p->rows[i].normal = -1;
    }
    return p;
}

void cf_problem_free(cf_problem *p)
{
    if (p == NULL)
        return;
    for (int k = 0; k < p->n_invariants; k++) {
        free(p->invariants[k].f_coef);
        free(p->invariants[k].a_coef);
    }
    free(p->invariants);
    free(p->expect_f);
    free(p->expect_a);
    free(p->description);
    free(p->rows);
    free(p->A);
    free(p->b);
    free(p);
}

int cf_problem_all_rows(const cf_problem *p, cf_row_kind kind)
{
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind != kind)
            return 0;
    return 1;
}
