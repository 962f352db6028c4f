/* dantzig.c - Stage 2: frictionless contact forces by Dantzig's algorithm.
 *
 * Baraff 1994, section 4.3, written out in C.  Start with f = 0 and a = b.
 * While some contact d accelerates into its obstacle (a_d < 0), drive it:
 * raise f_d and adjust the clamped forces so the clamped accelerations
 * stay at zero, until a_d reaches zero.  Along the way a clamped force may
 * fall to zero (unclamp it) or an unclamped acceleration may fall to zero
 * (clamp it): those index moves are the pivots.
 *
 * What the paper leaves to the implementer, and the choices made here:
 *  - a change of the size of roundoff limits nothing, and "a_d < 0" means
 *    below roundoff (roundoff.c: each rule is relative to the terms of the
 *    number it judges);
 *  - a driven d whose a_d is already zero to roundoff has reached zero
 *    (step 0).  This happens after a tie: another index reaches zero at
 *    the same step as d and joins C first; then d depends on C, delta a_d
 *    is roundoff, and reading it as "never limited" would be a false
 *    unbounded ray;
 *  - an index of NC whose a reaches zero but whose column is a combination
 *    of C's (redundant) does not join C: the members it depends on hold it
 *    at zero (section 4.4, footnote 2).  It waits in NC until C changes;
 *    clamped, roundoff would move it in and out of C with zero steps;
 *  - A_11 may still be singular (a driven index that depends on C after a
 *    tie).  fdirection solves it by L D L^T, which exists for a positive
 *    semidefinite A_11 (section 4.4, footnote 3): a zero pivot drops its
 *    unknown, and the solution is exact because v1 is in the range of A_11;
 *  - a = A f + b is computed afresh after each drive, and the next index to
 *    drive is the one with the most negative a (solve.c says why);
 *  - ties in maxstep go to the first candidate in scan order (d, then C,
 *    then NC): a strict "<" replaces the current choice, as in the paper;
 *  - every pivot counts against a limit, so a cycling solve stops with a
 *    status instead of running forever.
 */
#include "dantzig.h"

#include <math.h>
#include <string.h>

#include "dense.h"
#include "lcp_fallback.h"

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection: the change in f that
 * raises f_d by one while every clamped acceleration stays at zero.
 * With A11 = A_CC and v1 = A_Cd, solve A11 x = -v1 (equation 9); x is the
 * change of the clamped forces.  Unclamped forces do not change.  The
 * direction goes to df (n values). */
static cf_status fdirection(dantzig *s, int d, double *df)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)df; return CF_NOT_IMPLEMENTED;
    const int n = s->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        df[i] = 0.0;
        if (s->set[i] == CF_SET_CLAMPED)
            s->clamped[k++] = i;
    }
    df[d] = 1.0;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = s->p->A[s->clamped[r] * n + s->clamped[c]];
        s->rhs[r] = -s->p->A[s->clamped[r] * n + d];
    }
    cf_status status = cf_solve_psd(k, s->A11, s->rhs, s->x, DANTZIG_RANK_TOL);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        df[s->clamped[r]] = s->x[r];
    return CF_OK;
    // END SOLUTION
}
// end snippet fdirection

/* Would index j make A_CC singular?  Its pivot in the L D L^T of
 * A_{C+j}, A_jj - A_jC A_CC^-1 A_Cj, is Baraff's delta a_j had j been
 * driven (theorem 2): zero exactly when column j is a combination of the
 * columns of C, and then roundoff, of either sign. */
static int redundant(dantzig *s, int j)
{
    if (fdirection(s, j, s->dj) != CF_OK)
        return 1;
    const double *A_j = s->p->A + (size_t)j * (size_t)s->n;
    double pivot = 0.0;
    for (int i = 0; i < s->n; i++)
        pivot += A_j[i] * s->dj[i]; /* A_jj + A_jC x, with A_CC x = -A_Cj */
    return pivot <= DANTZIG_RANK_TOL * A_j[j];
}

// start snippet maxstep
/* Baraff 1994, section 4.3, function maxstep: the largest step s along
 * delta f that keeps every condition, and the index j that limits it.
 * Each candidate is the step at which one condition would break; a
 * change of the size of roundoff limits nothing (roundoff.c). */

/* d itself: a_d may rise to zero but not past it (equation 12).  A d
 * already at zero limits the step to 0. */
double dantzig_step_driven(const dantzig *s, int d)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; return INFINITY;
    if (dantzig_reached_zero(s, d))
        return 0.0; /* already there, after a tie (see the top) */
    if (dantzig_a_rises(s, d))
        return -s->a[d] / s->da[d];
    return INFINITY;
    // END SOLUTION
}

/* i in C: f_i may fall to zero but not below (equation 10). */
double dantzig_step_clamped(const dantzig *s, int i)
{
    // BEGIN SOLUTION stub: (void)s; (void)i; return INFINITY;
    return dantzig_f_falls(s, i) ? -s->f[i] / s->df[i] : INFINITY;
    // END SOLUTION
}

/* i in NC: a_i may fall to zero but not below (equation 11).  A redundant
 * index waiting in NC limits nothing. */
double dantzig_step_unclamped(const dantzig *s, int i)
{
    // BEGIN SOLUTION stub: (void)s; (void)i; return INFINITY;
    return !s->deferred[i] && dantzig_a_falls(s, i) ? -s->a[i] / s->da[i] : INFINITY;
    // END SOLUTION
}

/* The smallest candidate, d first, then C, then NC, in index order; only
 * a strictly smaller step replaces the choice.  j = -1 and s = infinity
 * when nothing limits the step. */
double dantzig_maxstep(const dantzig *s, int d, int *limiting)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; *limiting = -1; return INFINITY;
    double step = dantzig_step_driven(s, d);
    int j = isfinite(step) ? d : -1;
    for (int i = 0; i < s->n; i++) {
        double candidate = s->set[i] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY;
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

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero: raise f_d until a_d
 * is zero, pivoting indices between C and NC whenever one limits the
 * step.  maxstep is stage 2's, or a later stage's own. */
cf_status dantzig_drive_to_zero(dantzig *s, int d, dantzig_maxstep_fn *maxstep)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)maxstep; (void)fdirection; (void)redundant; return CF_NOT_IMPLEMENTED;
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return dantzig_stop(s, CF_PIVOT_LIMIT,
                                "%d pivots, the cap, reached while driving row %d", s->pivots, d);
        s->pivots++;

        cf_status status = fdirection(s, d, s->df);
        if (status != CF_OK)
            return dantzig_stop(s, status, "driving row %d: A_CC is not positive semidefinite "
                                           "(fdirection)", d);
        dantzig_delta_a(s); /* delta a = A delta f, equation (6) */

        int j;
        double step = maxstep(s, d, &j);
        if (j < 0) /* f + s delta f satisfies everything for all s >= 0, but a_d never reaches 0 */
            return dantzig_stop(s, CF_UNBOUNDED_RAY,
                                "driving row %d: a_d = %.3g and delta a_d = %.3g, and nothing "
                                "limits the step",
                                d, s->a[d], s->da[d]);

        for (int i = 0; i < s->n; i++) {
            s->f[i] += step * s->df[i];
            s->a[i] += step * s->da[i];
        }

        cf_move move;
        const char *note = NULL;
        if (j == d) {
            s->a[d] = 0.0; /* reached exactly, up to roundoff */
            s->set[d] = CF_SET_CLAMPED;
            move = CF_MOVE_DRIVEN_TO_C;
        } else if (s->set[j] == CF_SET_CLAMPED) {
            s->f[j] = 0.0;
            s->set[j] = CF_SET_UNCLAMPED;
            move = CF_MOVE_C_TO_NC;
        } else if (!redundant(s, j)) {
            s->a[j] = 0.0;
            s->set[j] = CF_SET_CLAMPED;
            move = CF_MOVE_NC_TO_C;
        } else {
            /* Section 4.4, footnote 2: the members of C that j depends on
             * hold a_j at zero, so j need not join C.  Clamping it would
             * make A_CC singular, and roundoff could then move it in and
             * out of C forever with steps of size zero.  It waits in NC
             * until C changes. */
            s->a[j] = 0.0;
            s->deferred[j] = 1;
            move = CF_MOVE_OTHER;
            note = "a_j reached 0; redundant, deferred";
        }
        if (move != CF_MOVE_OTHER)
            memset(s->deferred, 0, (size_t)s->n); /* C changed: try them again */
        status = dantzig_record_pivot(s, d, step, j, move, note);
        if (status != CF_OK)
            return status;
        if (move == CF_MOVE_DRIVEN_TO_C)
            return CF_OK;
    }
    // END SOLUTION
}
// end snippet drive_to_zero

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces. */
static cf_status compute_forces(dantzig *s)
{
    // BEGIN SOLUTION stub: (void)s; return CF_NOT_IMPLEMENTED;
    dantzig_start(s); /* f = 0, a = b, every index not yet considered */
    int d;
    while ((d = dantzig_next_to_drive(s)) >= 0) {
        cf_status status = dantzig_drive_to_zero(s, d, dantzig_maxstep);
        if (status != CF_OK)
            return status;
        s->drive++;
        dantzig_fresh_accelerations(s);
    }
    return CF_OK;
    // END SOLUTION
}
// end snippet compute_forces

// start snippet entry
cf_status stage2_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    dantzig s;
    memset(&s, 0, sizeof s);
    cf_status status = dantzig_check(p, f, a, DANTZIG_ROWS(CF_ROW_NORMAL), 1, s.why, sizeof s.why);
    if (status == CF_OK) {
        status = dantzig_init(&s, p, options, f, a, 10 * p->n + 10);
        if (status == CF_OK)
            status = compute_forces(&s);
        if (status == CF_OK)
            dantzig_polish(&s); /* the running sums' roundoff, if the certifier sees it */
        status = dantzig_certify(&s, status);
        dantzig_free(&s);
    }
    dantzig_write_note(&s, options, status);
    /* Not part of the lesson (lcp_fallback.c): Lemke's method, a second
     * try on the equilibrated problem, the modes of a handful of contacts. */
    return cf_fall_back(stage2_compute_forces, p, options, status, f, a);
}
// end snippet entry
