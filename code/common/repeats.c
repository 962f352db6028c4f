/* repeats.c - the second try without repeated contacts (repeats.h). */
#include "repeats.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fallback.h"

#define REPEAT_TOL 1e-12 /* of a row's largest entry, or of b_i */

/* Rows r and s are the same row of A and entry of b, to REPEAT_TOL. */
static int same_row(const cf_problem *p, int r, int s)
{
    const int n = p->n;
    const double *Ar = &p->A[(size_t)r * n], *As = &p->A[(size_t)s * n];
    double largest = 0.0;
    for (int k = 0; k < n; k++)
        largest = fmax(largest, fmax(fabs(Ar[k]), fabs(As[k])));
    for (int k = 0; k < n; k++)
        if (fabs(Ar[k] - As[k]) > REPEAT_TOL * largest)
            return 0;
    return fabs(p->b[r] - p->b[s]) <= REPEAT_TOL * fmax(fabs(p->b[r]), fabs(p->b[s]));
}

/* The rows of the contact whose normal is row i, the normal first, then its
 * friction rows in index order, into rows; their number. */
static int contact_rows(const cf_problem *p, int i, int *rows)
{
    int count = 0;
    rows[count++] = i;
    for (int r = 0; r < p->n; r++)
        if (r != i && p->rows[r].normal == i && p->rows[r].kind != CF_ROW_NORMAL
            && p->rows[r].kind != CF_ROW_BILATERAL)
            rows[count++] = r;
    return count;
}

/* Contact j (normal row j) repeats contact i: the same number of rows, of
 * the same kinds and mu, each the same row of A and b as its counterpart. */
static int repeats(const cf_problem *p, int i, int j, int *rows_i, int *rows_j)
{
    int count = contact_rows(p, i, rows_i);
    if (contact_rows(p, j, rows_j) != count)
        return 0;
    for (int k = 0; k < count; k++) {
        const cf_row *ri = &p->rows[rows_i[k]], *rj = &p->rows[rows_j[k]];
        if (ri->kind != rj->kind || (k > 0 && ri->mu != rj->mu)
            || !same_row(p, rows_i[k], rows_j[k]))
            return 0;
    }
    return 1;
}

cf_status cf_retry_without_repeats(cf_solver solve, const cf_problem *p,
                                   const cf_solve_options *options, cf_status status, double *f,
                                   double *a)
{
    if (!cf_may_fall_back(options, status) || p == NULL || p->n <= 0)
        return status;
    const int n = p->n;
    int *left_out = calloc((size_t)n, sizeof *left_out), *index = malloc((size_t)n * sizeof *index);
    int *rows_i = malloc((size_t)n * sizeof *rows_i), *rows_j = malloc((size_t)n * sizeof *rows_j);
    double *g = malloc((size_t)n * sizeof *g), *c = malloc((size_t)n * sizeof *c);
    cf_problem kept;
    memset(&kept, 0, sizeof kept);
    kept.A = malloc((size_t)n * (size_t)n * sizeof *kept.A);
    kept.b = malloc((size_t)n * sizeof *kept.b);
    kept.rows = malloc((size_t)n * sizeof *kept.rows);
    if (left_out == NULL || index == NULL || rows_i == NULL || rows_j == NULL || g == NULL
        || c == NULL || kept.A == NULL || kept.b == NULL || kept.rows == NULL)
        goto done;
    /* each contact that repeats an earlier one (not itself left out) goes */
    int contacts = 0;
    for (int j = 0; j < n; j++) {
        if (p->rows[j].kind != CF_ROW_NORMAL)
            continue;
        for (int i = 0; i < j; i++)
            if (p->rows[i].kind == CF_ROW_NORMAL && !left_out[i]
                && repeats(p, i, j, rows_i, rows_j)) {
                int count = contact_rows(p, j, rows_j);
                for (int k = 0; k < count; k++)
                    left_out[rows_j[k]] = 1;
                contacts++;
                break;
            }
    }
    if (contacts == 0)
        goto done;
    int m = 0;
    for (int i = 0; i < n; i++)
        index[i] = left_out[i] ? -1 : m++;
    snprintf(kept.name, sizeof kept.name, "%s", p->name);
    kept.description = (char *)"";
    kept.n = m;
    kept.f_unique = -1;
    for (int i = 0; i < n; i++) {
        if (index[i] < 0)
            continue;
        for (int j = 0; j < n; j++)
            if (index[j] >= 0)
                kept.A[(size_t)index[i] * m + index[j]] = p->A[(size_t)i * n + j];
        kept.b[index[i]] = p->b[i];
        kept.rows[index[i]] = p->rows[i];
        if (p->rows[i].normal >= 0)
            kept.rows[index[i]].normal = index[p->rows[i].normal];
    }
    /* The second try answers to this one's options, with its own note. */
    char note[400] = "";
    cf_solve_options again = {.max_pivots = options != NULL ? options->max_pivots : 0,
                              .tol = options != NULL ? options->tol : 0.0,
                              .note = note, .note_size = sizeof note};
    if (solve(&kept, &again, g, c) != CF_OK)
        goto done;
    /* g holds m forces: spread them out from the end, the repeats at 0 */
    for (int i = n - 1; i >= 0; i--)
        g[i] = index[i] >= 0 ? g[index[i]] : 0.0;
    if (cf_fall_back_keep(p, options, g, c, f, a,
                          "the solve stopped with %s; without the %d contact%s that repeat%s an "
                          "earlier one (the same rows of A and b), which then carry no force, it "
                          "found this answer%s%s%s",
                          cf_status_name(status), contacts, contacts == 1 ? "" : "s",
                          contacts == 1 ? "s" : "", note[0] != '\0' ? " (there, " : "", note,
                          note[0] != '\0' ? ")" : ""))
        status = CF_OK;
done:
    free(left_out);
    free(index);
    free(rows_i);
    free(rows_j);
    free(g);
    free(c);
    free(kept.A);
    free(kept.b);
    free(kept.rows);
    return status;
}
