/* cone_fallback.c - Stage 5's fall-back, for when the pivoting fails.
 *
 * NOT PART OF THE LESSON.  Chapter 5 teaches the pivoting with the cone
 * (cone.c, cone_maxstep.c, cone_step.c, friction_3d.c).  Termination is
 * not proven with friction (Baraff 1994, section 5), and the pivoting
 * does cycle on some problems (cone_cycles.c notices it).  What is here
 * runs only then: it looks for the answer another way, sweeps of projected
 * Gauss-Seidel (cone_sweep.c) and Newton's method on the sets read off
 * them.  Whatever it finds is certified like any other answer, and the
 * note says that the fall-back found it.
 */
#include "cone.h"

#include <math.h>

#include "certify.h"
#include "dense.h"

#define FIRST_SWEEPS 25   /* the first sweeps, and n more; each round doubles them */
#define SWEEP_ROUNDS 8
#define CHECK_SWEEPS 25   /* sweeps between two verdicts of the certifier on them */
#define NEWTON_STEPS 40   /* readings of the sets and Newton steps after each round of sweeps */
#define STALLED 6         /* ... fewer when this many in a row did not halve the worst violation */
#define SHIFT 1e-8        /* Levenberg-Marquardt's shift, relative to A11's largest diagonal */
#define MIN_SHIFT 1e-14
#define MAX_SHIFT 1e-4
#define FINAL_CORRECTIONS 40 /* Newton steps of the last correction in a round */


// start snippet finish
/* The sets of the forces f, as one sweep would move them: a normal force
 * is in C when f_N - a_N / A_NN > 0 (one step would leave it positive);
 * a friction sticks when g = f_T - a_T / A_TT is inside its disc, and
 * otherwise is at the bound pointing along g, which is where the sweep
 * would put it.  At an answer these are exactly its sets.  The forces are
 * put where their sets say: zero in NC, on the cone at the bound. */
static void read_sets(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    const int n = dz->n;
    for (int i = 0; i < n; i++) {
        if (dz->p->rows[i].kind != CF_ROW_NORMAL)
            continue;
        double A_ii = dz->p->A[(size_t)i * (size_t)n + (size_t)i];
        int clamped = A_ii > 0.0 ? dz->f[i] - dz->a[i] / A_ii > 0.0 : dz->f[i] > 0.0;
        dz->set[i] = clamped ? CF_SET_CLAMPED : CF_SET_UNCLAMPED;
        if (!clamped)
            dz->f[i] = 0.0;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || cone_state(s, i) == CONE_FREE)
            continue;
        if (!clamped || !(dz->f[i] > 0.0)) {
            dz->f[t1] = dz->f[t2] = 0.0;
            cone_set_state(s, i, CONE_UNPROCESSED);
            continue;
        }
        double A_tt = 0.5 * (dz->p->A[(size_t)t1 * (size_t)n + (size_t)t1]
                             + dz->p->A[(size_t)t2 * (size_t)n + (size_t)t2]);
        double g1 = dz->f[t1], g2 = dz->f[t2];
        if (A_tt > 0.0) {
            g1 -= dz->a[t1] / A_tt;
            g2 -= dz->a[t2] / A_tt;
        }
        double radius = cone_mu(s, i) * dz->f[i], length = hypot(g1, g2);
        if (length <= radius) {
            cone_set_state(s, i, CONE_STICKING);
            continue;
        }
        s->u[2 * i] = g1 / length;
        s->u[2 * i + 1] = g2 / length;
        cone_set_state(s, i, CONE_AT_BOUND);
        dz->f[t1] = radius * s->u[2 * i];
        dz->f[t2] = radius * s->u[2 * i + 1];
    }
    dantzig_fresh_accelerations(dz);
    s->driven = -1;
    s->last_j = -1;
}

/* (A11 + shift I) x = -(equations), shift relative to A11's largest
 * diagonal: Levenberg and Marquardt.  Where the system is consistent this
 * is nearly Newton's step; where it is not (redundant contacts with sets
 * not yet right), x is large along the direction that cannot be matched,
 * which pushes the forces of those redundant contacts until their sets
 * change. */
static cf_status shifted_newton(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    cone_list_unknowns(s);
    cone_build_A11(s);
    for (int r = 0; r < s->k; r++)
        dz->rhs[r] = -cone_equation(s, r, dz->a);
    return cone_solve_shifted(s, s->shift);
}

/* One step of Newton's method on the equations of the sets just read, all
 * of it, whatever conditions it breaks on the way: the next reading of
 * the sets repairs those.  (Reading the sets and stepping in turn is an
 * active-set Newton method: once the sets are right it converges as
 * Newton's method does.)  0 when A11 has no solution. */
static int newton_step(cone_solve *s)
{
    if (shifted_newton(s) != CF_OK)
        return 0;
    cone_newton_direction(s);
    /* Far from the answer the whole step can overshoot: try halves of it
     * too, and take the one the certifier likes best. */
    double best_step = 1.0, best = INFINITY;
    for (double step = 1.0; step >= 0.1; step /= 2.0) {
        cone_restore(s);
        cone_advance(s, step);
        const dantzig *dz = &s->base.dz;
        double worst = cf_certify_sparse(dz->p, dz->rows, dz->f, CF_CERTIFY_DEFAULT_TOL, NULL).worst;
        if (worst < best) {
            best = worst;
            best_step = step;
        }
    }
    cone_restore(s);
    cone_advance(s, best_step);
    return 1;
}

/* count sweeps, CHECK_SWEEPS at a time, each batch judged by the
 * certifier (which costs about what one sweep does); 1 as soon as it
 * accepts the forces as they are.  Projected Gauss-Seidel is not known to
 * converge for Coulomb cones; where it does, it approaches the answer only
 * linearly, but on many problems it reaches the tolerance in time, and
 * then no Newton step is needed: Newton's steps from there can only
 * disturb an answer that is already right (with redundant contacts the
 * sticking friction is not unique, and a step that ignores the cones can
 * move it out of one). */
static int sweeps_certified(cone_solve *s, int count)
{
    for (int done = 0; done < count; done += CHECK_SWEEPS) {
        int batch = count - done < CHECK_SWEEPS ? count - done : CHECK_SWEEPS;
        cone_sweeps(s, batch);
        s->sweeps += batch;
        const dantzig *dz = &s->base.dz;
        if (cf_certify_sparse(dz->p, dz->rows, dz->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            return 1;
    }
    return 0;
}

/* Sweeps bring f near an answer, and are returned as they are if the
 * certifier accepts them; otherwise the sets are read off f and a Newton
 * step on their equations is taken, the sets read again after each, until
 * the certifier accepts or the steps stop gaining (the worst violation not
 * halved in STALLED steps).  Then the correction finishes with the sets
 * held, and if the certifier still does not accept, the sweeps go on from
 * where they were (not from where the Newton steps left f), twice as many
 * each round.  Each Newton step counts as a pivot against the cap.  The
 * sweeps start from s->swept.  1 when it ended, with *status CF_OK (the
 * certifier accepts f) or why it stopped (CF_NO_MEMORY, CF_PIVOT_LIMIT);
 * 0 when the rounds ran out without an answer. */
static int sweeps_and_newton(cone_solve *s, cf_status *status)
{
    dantzig *dz = &s->base.dz;
    /* A sweep costs n^2, a Newton step up to n^3: about n sweeps per step
     * are cheap, and the better the start, the fewer the steps. */
    int sweeps = FIRST_SWEEPS + dz->n;
    for (int round = 0; round < SWEEP_ROUNDS; round++, sweeps *= 2) {
        for (int i = 0; i < dz->n; i++)
            dz->f[i] = s->swept[i];
        s->swept_certified = sweeps_certified(s, sweeps);
        *status = CF_OK;
        if (s->swept_certified)
            return 1;
        for (int i = 0; i < dz->n; i++)
            s->swept[i] = dz->f[i];
        double best = INFINITY;
        int stalled = 0;
        s->shift = SHIFT;
        for (int step = 0; step < NEWTON_STEPS && stalled < STALLED; step++) {
            if (dz->pivots >= dz->max_pivots) {
                *status = dantzig_stop(dz, CF_PIVOT_LIMIT, "%d pivots, the cap, reached in the "
                                       "fall-back's Newton steps", dz->pivots);
                return 1;
            }
            dz->pivots++;
            read_sets(s);
            if (!newton_step(s))
                break;
            cf_certificate c =
                cf_certify_sparse(dz->p, dz->rows, dz->f, CF_CERTIFY_DEFAULT_TOL, NULL);
            if (c.ok)
                return 1;
            /* Levenberg and Marquardt: a smaller shift after a step that
             * lowered the worst violation, a larger one after one that did
             * not. */
            stalled = c.worst < 0.5 * best ? 0 : stalled + 1;
            s->shift = c.worst < best ? fmax(s->shift / 10.0, MIN_SHIFT)
                                      : fmin(s->shift * 10.0, MAX_SHIFT);
            best = fmin(best, c.worst);
        }
        /* The sets flip at contacts on the edge of two: hold them, and let
         * the correction's pivots move what its Newton steps would break. */
        read_sets(s);
        int corrections = s->max_corrections;
        s->max_corrections = FINAL_CORRECTIONS;
        cf_status corrected = cone_correct(s, 0.0, cone_maxstep);
        s->max_corrections = corrections;
        if (corrected == CF_NO_MEMORY || corrected == CF_PIVOT_LIMIT) {
            *status = corrected;
            return 1;
        }
        if (cf_certify_sparse(dz->p, dz->rows, dz->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            return 1;
    }
    return 0;
}

/* The sweeps start where the pivoting stopped, which is usually near an
 * answer.  Where there are several answers, that start can lead to one
 * that double precision cannot certify (a contact whose sliding
 * acceleration is so small that its direction is lost in roundoff) while
 * another answer certifies: so, failing that, they start again from
 * f = 0. */
cf_status cone_fallback(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    for (int start = 0; start < 2; start++) {
        for (int i = 0; i < dz->n; i++)
            s->swept[i] = start == 0 ? dz->f[i] : 0.0;
        s->swept_from_zero = start == 1;
        cf_status status;
        if (sweeps_and_newton(s, &status))
            return status;
    }
    return dantzig_stop(dz, CF_PIVOT_LIMIT, "the pivoting %s, and %d sweeps with Newton's "
                        "steps on the sets read off them, from where it stopped and from "
                        "f = 0, found no certified answer",
                        s->cycled ? "came round to a state it had passed" : "reached its cap",
                        s->sweeps);
}
// end snippet finish
