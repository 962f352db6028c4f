/* bilateral.c - Stage 3: stage 2 with bilateral constraints (joints).
 *
 * Baraff 1994, section 4.5, last paragraph: a bilateral row i keeps
 * a_i = 0 and lets f_i take either sign.  Solve the bilateral block
 * A_BB f_B = -b_B first, put every bilateral index in C, and let maxstep
 * ignore them, so they never leave C.  The drive, fdirection, the rules of
 * roundoff and the order of the drives are stage 2's, called from
 * code/02-dantzig.
 *
 * What the paper does not say: what to do when A_BB is singular.  Joints
 * can be redundant (a door on three hinges); then A_BB f_B = -b_B has many
 * solutions when the joints agree, and none when they contradict each
 * other.  We take the least-norm solution in the first case, and return
 * CF_SINGULAR in the second.
 */
#include "bilateral.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dense.h"
#include "lcp_fallback.h"

cf_status bilateral_block_init(bilateral_block *b, const cf_problem *p)
{
    int k = 0;
    for (int i = 0; i < p->n; i++)
        k += p->rows[i].kind == CF_ROW_BILATERAL;
    b->k = k;
    b->rank = k;
    b->rows = malloc((size_t)(k > 0 ? k : 1) * sizeof *b->rows);
    b->A_BB = cf_vec_new(k * k);
    b->work = cf_vec_new(k * k);
    b->rhs = cf_vec_new(k);
    b->x = cf_vec_new(k);
    b->null = cf_vec_new(k * k + k);
    if (b->rows == NULL || b->A_BB == NULL || b->work == NULL || b->rhs == NULL || b->x == NULL
        || b->null == NULL)
        return CF_NO_MEMORY;
    for (int i = 0, r = 0; i < p->n; i++)
        if (p->rows[i].kind == CF_ROW_BILATERAL)
            b->rows[r++] = i;
    return CF_OK;
}

void bilateral_block_free(bilateral_block *b)
{
    free(b->rows);
    free(b->A_BB);
    free(b->work);
    free(b->rhs);
    free(b->x);
    free(b->null);
}

/* Solve A_BB x = rhs, with one step of iterative refinement (the residual
 * in long double: with masses many decades apart the light joints' forces
 * come out of one solve some digits short).  By L D L^T, pivots at most
 * rank_tol times their own diagonal dropped (D_r = 0, x_r = 0), leaving
 * the factor in b->work; when roundoff has left A_BB not quite
 * semidefinite, by Gaussian elimination on the system with every row
 * scaled to its own size (*semidefinite = 0).  CF_OK or CF_SINGULAR. */
static cf_status solve_joints(bilateral_block *b, const double *rhs, double *x, double rank_tol,
                              int *semidefinite)
{
    const int k = b->k;
    *semidefinite = 1;
    for (int pass = 0; pass < 2; pass++) {
        double *into = pass == 0 ? x : b->x;
        for (int r = 0; r < k; r++) {
            long double residual = rhs[r];
            for (int c = 0; pass == 1 && c < k; c++)
                residual -= (long double)b->A_BB[r * k + c] * x[c];
            b->rhs[r] = (double)residual;
        }
        for (int r = 0; r < k * k; r++)
            b->work[r] = b->A_BB[r];
        if (*semidefinite && cf_solve_psd(k, b->work, b->rhs, into, rank_tol) != CF_OK)
            *semidefinite = 0;
        if (!*semidefinite) {
            for (int r = 0; r < k * k; r++)
                b->work[r] = b->A_BB[r];
            if (cf_solve_clamped(k, b->work, b->rhs, into, b->null, rank_tol) != CF_OK)
                return CF_SINGULAR;
        }
        for (int r = 0; pass == 1 && r < k; r++)
            x[r] += b->x[r];
    }
    return CF_OK;
}

/* Every row of A_BB x = rhs holds to the roundoff of its own terms (stage
 * 2's zero of an acceleration), with the floor of its coupled block. */
static int joints_hold(const dantzig *s, bilateral_block *b, const double *rhs, const double *x)
{
    const int k = b->k;
    for (int r = 0; r < k; r++) { /* each row's residual, and the size of its terms */
        double residual = -rhs[r], size = fabs(rhs[r]);
        for (int c = 0; c < k; c++) {
            residual += b->A_BB[r * k + c] * x[c];
            size += fabs(b->A_BB[r * k + c] * x[c]);
        }
        b->rhs[r] = residual;
        b->x[r] = size;
    }
    for (int r = 0; r < k; r++) {
        double largest = 0.0;
        for (int c = 0; c < k; c++)
            if (s->block[b->rows[c]] == s->block[b->rows[r]])
                largest = fmax(largest, b->x[c]);
        if (fabs(b->rhs[r]) > s->tol * b->x[r] + DANTZIG_BLOCK_FLOOR(k, largest))
            return 0;
    }
    return 1;
}

// start snippet least_norm
/* Solve A_BB x = rhs for x (k values).  A_BB is positive semidefinite, so
 * stage 2's L D L^T solves it (dense.h, cf_solve_psd), each pivot judged
 * against its own row: a joint whose row is, to roundoff, a combination of
 * the rows before it gets D_r = 0 and x_r = 0.  Then every row of the
 * answer is checked on its own size: when rhs is not in the range of A_BB
 * the joints contradict each other, CF_SINGULAR.  A pivot dropped at the
 * edge of the rank tolerance can break a row that a kept pivot would
 * satisfy: then the solve is tried again keeping every pivot that is not
 * zero to the last digits.
 *
 * Redundant joints make A_BB singular, and then there are many solutions;
 * the one with the least norm is unique.  Each dropped pivot r gives a null
 * vector z = L^-T e_r of A_BB (A z = L D e_r = 0, since D_r = 0), and the
 * least-norm x is the solution less its part along them: x - N c, with
 * (N^T N) c = N^T x. */
static cf_status least_norm(const dantzig *s, bilateral_block *b, const double *rhs, double *x)
{
    const int k = b->k;
    static const double rank_tols[2] = {DANTZIG_RANK_TOL, 64 * DBL_EPSILON};
    int semidefinite = 1, held = 0;
    for (int t = 0; t < 2 && !held; t++)
        held = solve_joints(b, rhs, x, rank_tols[t], &semidefinite) == CF_OK
               && joints_hold(s, b, rhs, x);
    if (!held)
        return CF_SINGULAR;
    if (!semidefinite) {
        b->rank = k; /* as far as the elimination could tell */
        return CF_OK;
    }
    b->rank = 0;
    int m = 0; /* the null vectors, one column of b->null each */
    for (int r = 0; r < k; r++) {
        if (b->work[r * k + r] != 0.0) {
            b->rank++;
            continue;
        }
        double *z = b->null + (size_t)m * (size_t)k;
        for (int i = k - 1; i >= 0; i--) { /* L^T z = e_r, L unit lower triangular */
            double sum = i == r ? 1.0 : 0.0;
            for (int j = i + 1; j < k; j++)
                sum -= b->work[j * k + i] * z[j];
            z[i] = sum;
        }
        m++;
    }
    if (m == 0)
        return CF_OK;
    for (int p = 0; p < m; p++) {
        const double *zp = b->null + (size_t)p * (size_t)k;
        b->rhs[p] = 0.0;
        for (int i = 0; i < k; i++)
            b->rhs[p] += zp[i] * x[i];
        for (int q = 0; q < m; q++) {
            const double *zq = b->null + (size_t)q * (size_t)k;
            double dot = 0.0;
            for (int i = 0; i < k; i++)
                dot += zp[i] * zq[i];
            b->work[p * m + q] = dot;
        }
    }
    if (cf_solve_psd(m, b->work, b->rhs, b->x, DANTZIG_RANK_TOL) != CF_OK)
        return CF_SINGULAR;
    for (int p = 0; p < m; p++)
        for (int i = 0; i < k; i++)
            x[i] -= b->x[p] * b->null[(size_t)p * (size_t)k + i];
    return CF_OK;
}
// end snippet least_norm

// start snippet bilateral_block
/* Baraff 1994, section 4.5: "we initially solve a square linear system of
 * size k to compute initial values for all the bilateral f_i's so that all
 * the corresponding a_i's are zero.  Each such i is placed into C at the
 * beginning of the algorithm." */
cf_status bilateral_solve_block(dantzig *s, bilateral_block *b)
{
    // BEGIN SOLUTION stub: (void)s; (void)b; (void)least_norm; return CF_NOT_IMPLEMENTED;
    const int n = s->n, k = b->k;
    if (k == 0)
        return CF_OK;
    double *minus_b = s->df; /* free until the first drive */
    double *f_B = s->da;
    for (int r = 0; r < k; r++) {
        int i = b->rows[r];
        for (int c = 0; c < k; c++)
            b->A_BB[r * k + c] = s->p->A[i * n + b->rows[c]];
        minus_b[r] = -s->p->b[i];
        s->set[i] = CF_SET_CLAMPED;
    }
    cf_status status = least_norm(s, b, minus_b, f_B);
    if (status != CF_OK)
        return dantzig_stop(s, status, "the joints contradict each other: A_BB has rank %d "
                                       "of %d and A_BB f_B = -b_B has no solution", b->rank, k);
    for (int r = 0; r < k; r++)
        s->f[b->rows[r]] = f_B[r];
    dantzig_fresh_accelerations(s);
    for (int r = 0; r < k; r++)
        s->a[b->rows[r]] = 0.0; /* reached exactly, up to roundoff */
    if (s->trace == NULL)
        return CF_OK;
    for (int i = 0; i < n; i++)
        s->df[i] = s->da[i] = 0.0;
    return cf_trace_add(s->trace, s->drive, -1, 1.0, -1, CF_MOVE_OTHER,
                        "bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);
    // END SOLUTION
}
// end snippet bilateral_block

// start snippet least_norm_joints
/* The drives change f_B along the directions fdirection chose, so with
 * redundant joints f_B ends as one of many answers.  Any null vector z of
 * A_BB leaves every acceleration alone (A is positive semidefinite, so
 * A_BB z = 0 gives A z = 0); replace f_B by the least-norm f_B with the
 * same A_BB f_B, which is the same physics and the one answer to report. */
cf_status bilateral_least_norm_joints(dantzig *s, bilateral_block *b)
{
    const int k = b->k;
    if (b->rank == k)
        return CF_OK;
    double *A_BB_f_B = s->df, *f_B = s->da;
    for (int r = 0; r < k; r++) {
        A_BB_f_B[r] = 0.0;
        for (int c = 0; c < k; c++)
            A_BB_f_B[r] += b->A_BB[r * k + c] * s->f[b->rows[c]];
    }
    if (least_norm(s, b, A_BB_f_B, f_B) != CF_OK) {
        b->least_norm_failed = 1; /* f_B as the drives left it: one answer of many */
        return CF_OK;
    }
    for (int r = 0; r < k; r++)
        s->f[b->rows[r]] = f_B[r];
    dantzig_fresh_accelerations(s);
    return CF_OK;
}
// end snippet least_norm_joints

// start snippet maxstep
/* Baraff 1994, section 4.3, function maxstep, with joints (section 4.5):
 * stage 2's candidates, but a joint in C is skipped, since its force may
 * take either sign; so it never leaves C. */
double bilateral_maxstep(const dantzig *s, int d, int *limiting)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; *limiting = -1; return INFINITY;
    double step = dantzig_step_driven(s, d);
    int j = isfinite(step) ? d : -1;
    for (int i = 0; i < s->n; i++) {
        double candidate = s->set[i] == CF_SET_CLAMPED && s->p->rows[i].kind != CF_ROW_BILATERAL
                               ? dantzig_step_clamped(s, i)
                               : INFINITY;
        if (candidate < step) {
            step = candidate;
            j = i;
        }
    }
    for (int i = 0; i < s->n; i++) {
        double candidate = s->set[i] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;
        if (candidate < step) {
            step = candidate;
            j = i;
        }
    }
    if (dantzig_false_limit(s, d, j))
        j = -1; /* roundoff, not a limit: the ray is real */
    /* Roundoff can leave f_i or a_i a hair below zero; never step backwards. */
    if (j >= 0 && step < 0.0)
        step = 0.0;
    *limiting = j;
    return j >= 0 ? step : INFINITY;
    // END SOLUTION
}
// end snippet maxstep

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, with the bilateral
 * block solved first (section 4.5). */
static cf_status compute_forces(dantzig *s, bilateral_block *b)
{
    // BEGIN SOLUTION stub: (void)s; (void)b; return CF_NOT_IMPLEMENTED;
    dantzig_start(s); /* f = 0, a = b, every index not yet considered */
    cf_status status = bilateral_solve_block(s, b);
    if (status != CF_OK)
        return status;
    int d;
    while ((d = dantzig_next_to_drive(s)) >= 0) {
        status = dantzig_drive_to_zero(s, d, bilateral_maxstep);
        if (status != CF_OK)
            return status;
        s->drive++;
        dantzig_fresh_accelerations(s);
    }
    return bilateral_least_norm_joints(s, b);
    // END SOLUTION
}
// end snippet compute_forces

void bilateral_note(const bilateral_block *b, cf_status status, char *note, size_t note_size)
{
    if (b->rank < b->k && status == CF_OK && b->least_norm_failed)
        snprintf(note, note_size,
                 "redundant joints (A_BB has rank %d of %d): the joint forces are one answer of "
                 "many, not the least-norm one, which roundoff kept from being found",
                 b->rank, b->k);
    else if (b->rank < b->k && status == CF_OK)
        snprintf(note, note_size,
                 "redundant joints (A_BB has rank %d of %d): the joint forces are the "
                 "least-norm ones among many", b->rank, b->k);
}

// start snippet entry
cf_status stage3_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    dantzig s;
    bilateral_block b = {0};
    memset(&s, 0, sizeof s);
    cf_status status = dantzig_check(p, f, a,
                                     DANTZIG_ROWS(CF_ROW_NORMAL) | DANTZIG_ROWS(CF_ROW_BILATERAL), 1,
                                     s.why, sizeof s.why);
    if (status == CF_OK) {
        status = dantzig_init(&s, p, options, f, a, 10 * p->n + 10);
        if (status == CF_OK)
            status = bilateral_block_init(&b, p);
        if (status == CF_OK)
            status = compute_forces(&s, &b);
        if (status == CF_OK)
            dantzig_polish(&s); /* the running sums' roundoff, if the certifier sees it */
        status = dantzig_certify(&s, status);
        dantzig_write_note(&s, options, status);
        if (options != NULL && options->note != NULL && status == CF_OK)
            bilateral_note(&b, status, options->note, options->note_size);
        dantzig_free(&s);
        bilateral_block_free(&b);
    } else {
        dantzig_write_note(&s, options, status);
    }
    /* Not part of the lesson (lcp_fallback.c): Lemke's method, a second
     * try on the equilibrated problem, the modes of a handful of contacts. */
    return cf_fall_back(stage3_compute_forces, p, options, status, f, a);
}
// end snippet entry
