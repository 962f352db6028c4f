/* equilibrate.c - the second try on the equilibrated problem (equilibrate.h). */
#include "equilibrate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fallback.h"

/* d_i for each row: 1/sqrt(A_ii), shared by the friction (and sliding)
 * rows of one contact, whose forces make one vector; 1 where A_ii <= 0.
 * Returns 1 when some d_i is not 1. */
static int row_scales(const cf_problem *p, double *d)
{
    const int n = p->n;
    for (int i = 0; i < n; i++) {
        double A_ii = p->A[(size_t)i * (size_t)n + (size_t)i];
        d[i] = A_ii > 0.0 ? 1.0 / sqrt(A_ii) : 1.0;
    }
    /* the tangent rows of one contact: the smallest of their scales */
    for (int i = 0; i < n; i++) {
        int normal = p->rows[i].normal;
        if (p->rows[i].kind == CF_ROW_NORMAL || p->rows[i].kind == CF_ROW_BILATERAL || normal < 0)
            continue;
        for (int j = 0; j < n; j++)
            if (j != i && p->rows[j].normal == normal && p->rows[j].kind == p->rows[i].kind)
                d[i] = fmin(d[i], d[j]);
    }
    for (int i = 0; i < n; i++)
        if (fabs(d[i] - 1.0) > 1e-6) /* equilibrated already, to roundoff: no second try */
            return 1;
    return 0;
}

cf_status cf_retry_equilibrated(cf_solver solve, const cf_problem *p,
                                const cf_solve_options *options, cf_status status, double *f,
                                double *a)
{
    if (!cf_may_fall_back(options, status) || p == NULL)
        return status;
    const int n = p->n;
    double *d = malloc((size_t)n * sizeof *d);
    double *g = malloc((size_t)n * sizeof *g), *c = malloc((size_t)n * sizeof *c);
    cf_problem scaled;
    memset(&scaled, 0, sizeof scaled);
    scaled.A = malloc((size_t)n * (size_t)n * sizeof *scaled.A);
    scaled.b = malloc((size_t)n * sizeof *scaled.b);
    scaled.rows = malloc((size_t)n * sizeof *scaled.rows);
    if (d == NULL || g == NULL || c == NULL || scaled.A == NULL || scaled.b == NULL
        || scaled.rows == NULL || !row_scales(p, d))
        goto done;
    snprintf(scaled.name, sizeof scaled.name, "%s", p->name);
    scaled.description = (char *)"";
    scaled.n = n;
    scaled.f_unique = -1;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            scaled.A[(size_t)i * n + j] = d[i] * p->A[(size_t)i * n + j] * d[j];
        scaled.b[i] = d[i] * p->b[i];
        scaled.rows[i] = p->rows[i];
        if (p->rows[i].normal >= 0) /* |f_T| <= mu f_N: mu' = mu d_N / d_T */
            scaled.rows[i].mu = p->rows[i].mu * d[p->rows[i].normal] / d[i];
    }
    /* The second try answers to this one's options, but with its own note,
     * and no trace: the trace of the first try is the one the caller has. */
    char note[400] = "";
    cf_solve_options again = {.max_pivots = options != NULL ? options->max_pivots : 0,
                              .tol = options != NULL ? options->tol : 0.0,
                              .note = note, .note_size = sizeof note};
    if (solve(&scaled, &again, g, c) != CF_OK)
        goto done;
    for (int i = 0; i < n; i++)
        g[i] *= d[i]; /* f = D f' */
    if (cf_fall_back_keep(p, options, g, c, f, a,
                          "the solve stopped with %s; on the problem with every row scaled to its "
                          "own size (every A_ii = 1) it found this answer%s%s%s",
                          cf_status_name(status), note[0] != '\0' ? " (there, " : "", note,
                          note[0] != '\0' ? ")" : ""))
        status = CF_OK;
done:
    free(d);
    free(g);
    free(c);
    free(scaled.A);
    free(scaled.b);
    free(scaled.rows);
    return status;
}
