/* exact.c - the exact check of exact.h: every nonsingular clamped set, in rationals. */
#include "exact.h"

#include <gmp.h>
#include <stdlib.h>
#include <string.h>

/* The rational copy of the problem, and the factor L D L^T of A_CC for
 * the clamped set on the current path of the search: position r of C is
 * order[r], and rows 0 .. r of L and D belong to the first r + 1 members,
 * so a member added at depth r leaves the rows above it as they were. */
typedef struct search {
    int n;
    mpq_t A[CF_EXACT_MAX_N][CF_EXACT_MAX_N], b[CF_EXACT_MAX_N];
    mpq_t L[CF_EXACT_MAX_N][CF_EXACT_MAX_N], D[CF_EXACT_MAX_N];
    mpq_t f[CF_EXACT_MAX_N], a[CF_EXACT_MAX_N], t;
    int order[CF_EXACT_MAX_N];
    cf_exact *out;
} search;

/* Append index j at position k: L_kr = (A_{j,order[r]} - sum_{s<r} L_ks D_s L_rs) / D_r,
 * D_k = A_jj - sum_r L_kr^2 D_r.  Returns 0 when D_k = 0 (A_CC singular). */
static int append(search *s, int k, int j)
{
    for (int r = 0; r < k; r++) {
        mpq_set(s->L[k][r], s->A[j][s->order[r]]);
        for (int q = 0; q < r; q++) {
            mpq_mul(s->t, s->L[k][q], s->L[r][q]);
            mpq_mul(s->t, s->t, s->D[q]);
            mpq_sub(s->L[k][r], s->L[k][r], s->t);
        }
        mpq_div(s->L[k][r], s->L[k][r], s->D[r]);
    }
    mpq_set(s->D[k], s->A[j][j]);
    for (int r = 0; r < k; r++) {
        mpq_mul(s->t, s->L[k][r], s->L[k][r]);
        mpq_mul(s->t, s->t, s->D[r]);
        mpq_sub(s->D[k], s->D[k], s->t);
    }
    s->order[k] = j;
    return mpq_sgn(s->D[k]) != 0;
}

/* With C = order[0 .. k-1] factored: solve A_CC f_C = -b_C, then a = A f + b.
 * Returns 1 when f_C >= 0 and a >= 0 outside C: a solution. */
static int solves(search *s, int k)
{
    for (int r = 0; r < k; r++) { /* L z = -b_C */
        mpq_neg(s->f[r], s->b[s->order[r]]);
        for (int q = 0; q < r; q++) {
            mpq_mul(s->t, s->L[r][q], s->f[q]);
            mpq_sub(s->f[r], s->f[r], s->t);
        }
    }
    for (int r = 0; r < k; r++)
        mpq_div(s->f[r], s->f[r], s->D[r]);
    for (int r = k - 1; r >= 0; r--) { /* L^T f = D^-1 z */
        for (int q = r + 1; q < k; q++) {
            mpq_mul(s->t, s->L[q][r], s->f[q]);
            mpq_sub(s->f[r], s->f[r], s->t);
        }
        if (mpq_sgn(s->f[r]) < 0)
            return 0;
    }
    for (int i = 0; i < s->n; i++) {
        mpq_set(s->a[i], s->b[i]);
        for (int r = 0; r < k; r++) {
            mpq_mul(s->t, s->A[i][s->order[r]], s->f[r]);
            mpq_add(s->a[i], s->a[i], s->t);
        }
        if (mpq_sgn(s->a[i]) < 0)
            return 0;
    }
    return 1;
}

/* Every clamped set whose members after the first k are chosen from
 * first .. n-1, depth first.  Returns 1 when a solution was found (it is
 * then in f[0 .. count-1] for order[0 .. count-1], and in a). */
static int try_sets(search *s, int k, int first, int *count)
{
    s->out->subsets++;
    if (solves(s, k)) {
        *count = k;
        return 1;
    }
    for (int j = first; j < s->n; j++)
        if (append(s, k, j) && try_sets(s, k + 1, j + 1, count))
            return 1;
    return 0;
}

int cf_exact_solve(const cf_problem *p, cf_exact *out)
{
    if (p == NULL || out == NULL || p->n < 1 || p->n > CF_EXACT_MAX_N
        || !cf_problem_all_rows(p, CF_ROW_NORMAL))
        return -1;
    memset(out, 0, sizeof *out);
    search *s = malloc(sizeof *s);
    if (s == NULL)
        return -1;
    const int n = p->n;
    s->n = n;
    s->out = out;
    mpq_init(s->t);
    for (int i = 0; i < n; i++) {
        mpq_inits(s->b[i], s->D[i], s->f[i], s->a[i], NULL);
        mpq_set_d(s->b[i], p->b[i]); /* exact: every double is a rational */
        for (int j = 0; j < n; j++) {
            mpq_inits(s->A[i][j], s->L[i][j], NULL);
            mpq_set_d(s->A[i][j], p->A[i * n + j]);
        }
    }

    int count = 0;
    out->solvable = try_sets(s, 0, 0, &count);
    if (out->solvable) {
        for (int r = 0; r < count; r++) {
            out->f[s->order[r]] = mpq_get_d(s->f[r]);
            out->clamped[s->order[r]] = 1;
        }
        for (int i = 0; i < n; i++) {
            out->a[i] = mpq_get_d(s->a[i]);
        }
    }

    mpq_clear(s->t);
    for (int i = 0; i < n; i++) {
        mpq_clears(s->b[i], s->D[i], s->f[i], s->a[i], NULL);
        for (int j = 0; j < n; j++)
            mpq_clears(s->A[i][j], s->L[i][j], NULL);
    }
    free(s);
    return 0;
}
