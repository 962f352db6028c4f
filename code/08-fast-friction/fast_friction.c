/* fast_friction.c - Stage 8: stages 4 and 5, fast.
 *
 * What is kept, and called: all of stage 4 (static_friction.c: the rules
 * of the drives, maxstep, the path turning back, the certified finish)
 * and of stage 5 (the cone), with their fall-backs; the nonzeros of A
 * (code/common/sparse_rows.c, which stage 7 introduced).  What changes:
 *
 *  - every product with a row of A that stage 2's state makes (delta a,
 *    the accelerations afresh, the roundoff of a row, a sweep) runs over
 *    the row's nonzeros: the same numbers, O(nonzeros) instead of O(n^2);
 *  - in 2D, fdirection solves the clamped system with a factorization
 *    kept from pivot to pivot (bordered.c) instead of building A11 and
 *    eliminating it afresh: O(k^2) a pivot instead of O(k^3).  Its answer
 *    is checked against the equations it solves, row by row, and refined;
 *    a system it cannot take (a singular A11: redundant contacts) goes to
 *    stage 4's own elimination, so the statuses are stage 4's;
 *  - in 3D, stage 5's clamped system changes in every column of a contact
 *    at the bound at every step (its direction u turns), which a border
 *    cannot follow: it is built from A's nonzeros and factored afresh,
 *    sparsely (fast_cone.c, clamped_sparse.c, sparse_lu.c), checked the
 *    same way, and what that cannot take goes to stage 5's own elimination.
 */
#include "fast_friction.h"

#include <math.h>
#include <stdlib.h>

#include "bordered.h"
#include "fast_cone.h"
#include "friction_3d.h"
#include "sparse_rows.h"
#include "static_friction.h"

/* More nonzeros than this part of A and the products are as cheap read
 * densely: keep none (stage 7's threshold). */
#define MOST_NONZEROS(n) ((size_t)(n) * (size_t)(n) / 4)
/* Border entries before the base is factored afresh. */
#define MAX_BORDER 48
/* A clamped equation of the kept factorization's direction may be off by
 * this, relative to the size of its terms; more, and it is refined.  Stage
 * 4's elimination leaves a few ulps; maxstep judges changes at 1e-12. */
#define RESIDUAL_TOL 1e-13
#define REFINEMENTS 2

/* The state of the 2D direction: the factorization, room, and counts. */
typedef struct fast2d {
    int started, failed_memory;
    bordered border;
    double *beta_of, *rhs, *x;
    stage8_counts *counts; /* never NULL */
} fast2d;

/* The record of this solve, with what it did. */
static void count_solve(fast2d *fast, int k, int refactored_before, int refined, int handed_back)
{
    stage8_counts *counts = fast->counts;
    const bordered *b = &fast->border;
    int refactored = b->refactored > refactored_before;
    counts->solves++;
    counts->refactored += b->refactored - refactored_before;
    counts->refined += refined;
    counts->handed_back += handed_back;
    counts->border_entries += b->s;
    if (counts->steps != NULL && counts->solves <= counts->max_steps)
        counts->steps[counts->solves - 1] = (stage8_step){k, b->k0, b->s, refactored, refined,
                                                          handed_back};
}

/* The largest clamped equation of delta f, relative to its terms. */
static double worst_residual(const friction2d *s, int k, const double *df)
{
    const dantzig *dz = &s->dz;
    double worst = 0.0;
    for (int r = 0; r < k; r++) {
        double size = 0.0;
        double value = fabs(dantzig_row_dot(dz, dz->clamped[r], df, 0.0, &size));
        if (value > 0.0)
            worst = fmax(worst, size > 0.0 ? value / size : INFINITY);
    }
    return worst;
}

/* delta f from the unknowns x: the driven index at rate sigma, each clamped
 * unknown, and each friction at a bound following its normal. */
static void scatter(const friction2d *s, int k, int d, double sigma, const double *x, double *df)
{
    const dantzig *dz = &s->dz;
    for (int i = 0; i < dz->n; i++)
        df[i] = 0.0;
    df[d] = sigma;
    for (int r = 0; r < k; r++)
        df[dz->clamped[r]] = x[dz->clamped[r]];
    for (int j = 0; j < dz->n; j++)
        if (s->friction_of[j] >= 0 && friction2d_fold(s, j) != 0.0)
            df[s->friction_of[j]] += friction2d_fold(s, j) * df[j];
}

// start snippet fast-fdirection
/* Stage 4's fdirection (Baraff 1994, section 4.3: A11 x = -v1) with the
 * kept factorization.  0: it cannot take this system; stage 4 eliminates. */
static int fast_fdirection(friction2d *s, int d, double sigma, double *df, void *context,
                           cf_status *status)
{
    fast2d *fast = context;
    dantzig *dz = &s->dz;
    const int n = dz->n;
    if (fast->failed_memory)
        return 0;
    if (!fast->started) {
        fast->started = 1;
        if (!bordered_init(&fast->border, dz->p, s->friction_of, MAX_BORDER)) {
            fast->failed_memory = 1;
            return 0;
        }
    }
    int k = 0;
    for (int i = 0; i < n; i++)
        if (friction2d_is_unknown(s, i)) {
            dz->clamped[k++] = i;
            fast->beta_of[i] = friction2d_fold(s, i);
            fast->rhs[i] = -sigma * dz->p->A[(size_t)i * (size_t)n + (size_t)d];
        }
    int refactored_before = fast->border.refactored, refined = 0;
    /* first with the factorization as it is, then with the base factored
     * afresh on this system */
    for (int attempt = 0; attempt < 2; attempt++) {
        int no_memory = 0;
        if (attempt == 1)
            bordered_reset(&fast->border);
        if (!bordered_update(&fast->border, k, dz->clamped, fast->beta_of, &no_memory)
            || !bordered_solve(&fast->border, k, dz->clamped, fast->rhs, fast->x)) {
            if (no_memory) {
                fast->failed_memory = 1;
                break;
            }
            continue; /* S or the base singular: the next attempt */
        }
        scatter(s, k, d, sigma, fast->x, df);
        /* iterative refinement with the same factors: solve for the residual */
        for (int step = 0; step <= REFINEMENTS; step++) {
            if (worst_residual(s, k, df) <= RESIDUAL_TOL) {
                count_solve(fast, k, refactored_before, refined, 0);
                *status = CF_OK;
                return 1;
            }
            if (step == REFINEMENTS)
                break;
            refined++;
            for (int r = 0; r < k; r++)
                fast->rhs[dz->clamped[r]] = -dantzig_row_dot(dz, dz->clamped[r], df, 0.0, NULL);
            if (!bordered_solve(&fast->border, k, dz->clamped, fast->rhs, fast->x))
                break;
            for (int r = 0; r < k; r++)
                fast->x[dz->clamped[r]] += df[dz->clamped[r]];
            scatter(s, k, d, sigma, fast->x, df);
        }
        for (int r = 0; r < k; r++) /* the right side again, for the next attempt */
            fast->rhs[dz->clamped[r]] = -sigma * dz->p->A[(size_t)dz->clamped[r] * (size_t)n + (size_t)d];
    }
    bordered_reset(&fast->border);
    count_solve(fast, k, refactored_before, refined, 1);
    return 0;
}

// end snippet fast-fdirection

/* p has a friction3d row: stage 5's problem; else stage 4's. */
static int is_3d(const cf_problem *p)
{
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION3D)
            return 1;
    return 0;
}

cf_status stage8_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    return stage8_solve_counted(p, options, f, a, NULL);
}

cf_status stage8_solve_counted(const cf_problem *p, const cf_solve_options *options,
                               double *f, double *a, stage8_counts *counts)
{
    stage8_counts none = {0};
    if (counts == NULL)
        counts = &none;
    counts->solves = counts->refactored = counts->refined = counts->handed_back = 0;
    counts->border_entries = 0;
    counts->sparse_solves = counts->sparse_handed_back = counts->sparse_k = 0;
    counts->sparse_nonzeros = counts->sparse_fill = counts->sparse_dropped = 0;
    /* Bad input is stage 4's and 5's to name: they check it first. */
    if (p == NULL || p->n < 1 || p->A == NULL || p->rows == NULL || f == NULL || a == NULL)
        return stage4_compute_forces(p, options, f, a);
    friction2d_speedup speedup = {NULL, stage8_compute_forces, NULL, NULL};
    int dense = 0;
    sparse_rows *rows = sparse_rows_of(p->n, p->A, MOST_NONZEROS(p->n), &dense);
    if (rows == NULL && !dense)
        return CF_NO_MEMORY;
    speedup.rows = rows; /* NULL when A is dense: the products read it whole */
    cf_status status;
    if (is_3d(p)) {
        clamped_sparse sparse;
        if (!clamped_sparse_init(&sparse, p->n)) {
            status = CF_NO_MEMORY;
        } else {
            cone_speedup cone = {speedup, fast3d_solve, &sparse};
            status = stage5_solve_with(p, options, &cone, f, a, NULL);
            counts->sparse_solves = sparse.solves;
            counts->sparse_handed_back = sparse.handed_back;
            counts->sparse_k = sparse.k_sum;
            counts->sparse_nonzeros = sparse.nonzeros;
            counts->sparse_fill = sparse.fill;
            counts->sparse_dropped = sparse.dropped;
        }
        clamped_sparse_free(&sparse);
    } else {
        fast2d fast = {0};
        fast.counts = counts;
        fast.beta_of = calloc((size_t)p->n, sizeof *fast.beta_of);
        fast.rhs = calloc((size_t)p->n, sizeof *fast.rhs);
        fast.x = calloc((size_t)p->n, sizeof *fast.x);
        if (fast.beta_of == NULL || fast.rhs == NULL || fast.x == NULL) {
            status = CF_NO_MEMORY;
        } else {
            speedup.fdirection = fast_fdirection;
            speedup.context = &fast;
            status = stage4_solve_with(p, options, &speedup, f, a, NULL);
        }
        if (fast.started)
            bordered_free(&fast.border);
        free(fast.beta_of);
        free(fast.rhs);
        free(fast.x);
    }
    sparse_rows_free(rows);
    return status;
}
