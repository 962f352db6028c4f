/* friction_3d.c - Stage 5: stage 4 with the friction cone of a 3D contact.
 *
 * Baraff 1994, section 2: the method "requires no approximations for
 * three-dimensional systems", where an earlier one "resulted in
 * anisotropic friction".  What follows is not a reproduction of the
 * paper's 3D algorithm but the course's own method, built on stage 4 and
 * judged by the certifier (chapter 5).
 *
 * A friction drive pushes f_T along w = -a_T/||a_T|| and holds the part
 * of a_T across w at zero, so a_T shrinks along a straight line to zero:
 * the contact sticks, or f_T meets the cone first, where the quadratic of
 * cone.c finds it, and the contact goes to NC_F with u where f_T met the
 * cone; the correction (cone_step.c) then turns u until it opposes a_T.
 *
 * From stage 4, with its changes shown in chapter 5: the order of drives,
 * drives that come back to where they began, the path turning back, the
 * pivot cap.  From stages 2 and 3, called: the state of a solve, the rules
 * of roundoff, the trace, the certified finish, the bilateral block.  A
 * contact with mu = 0 has no friction to find: its tangent rows keep
 * f_T = 0 and a_T is free.  When the pivoting fails, the fall-back of
 * cone_fallback.c (not part of the lesson) looks for the answer another way.
 */
#include "friction_3d.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "cone.h"
#include "dense.h"
#include "equilibrate.h"
#include "repeats.h"
#include "newton_fallback.h"

#define MAX_CORRECTIONS 12    /* Newton steps of one correction */
#define FALLBACK_MIN_STEPS 10 /* the fall-back runs only if the cap leaves it this many */

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero, for a normal index
 * (raise f_N until a_N = 0) or the friction of contact s->driven (d is
 * then its first tangent row: move f_T along w until it sticks or reaches
 * the cone), pivoting whatever limits a step.  After every pivot the
 * equations are corrected: the cone is curved (cone_step.c).
 *
 * With friction a drive can reach a point where index j blocks the step
 * in both of its states: in one a force would leave its bound, in the
 * other an acceleration would take the wrong sign.  maxstep then makes j
 * flip back and forth with steps of size zero.  The path of solutions
 * does not end there: it turns back, f_d now decreasing (omega = -1), as
 * the path of Lemke's method does.  If f_d returns to zero the drive has
 * failed: d waits and other indices are driven first. */
static cf_status drive_to_zero(cone_solve *s, int d)
{
    dantzig *dz = &s->base.dz;
    s->base.omega = 1.0;
    s->last_j = -1;
    for (;;) {
        if (dz->pivots >= dz->max_pivots)
            return dantzig_stop(dz, CF_PIVOT_LIMIT, "%d pivots, the cap, reached while driving "
                                "row %d (%s)", dz->pivots, d, cf_row_kind_name(dz->p->rows[d].kind));
        dz->pivots++;
        cf_status status = cone_fdirection(s, d);
        if (status != CF_OK)
            return dantzig_stop(dz, status, "driving row %d: the clamped system has no solution",
                                d);
        if (dz->trace != NULL)
            memcpy(s->df_of_step, dz->df, (size_t)dz->n * sizeof *dz->df);
        int j;
        cone_move move;
        double step = cone_maxstep(s, d, &j, &move);
        if (j < 0) { /* f + s delta f satisfies everything for all s >= 0, but a_d never reaches 0 */
            s->base.ray_driven = d;
            return dantzig_stop(dz, CF_UNBOUNDED_RAY, "driving row %d: a_d = %.3g, delta a_d = %.3g,"
                                " and nothing limits the step", d, dz->a[d], dz->da[d]);
        }
        if (j == s->last_j && cone_undoes(move, s->last_move) && dantzig_is_zero_step(dz, step)) {
            s->base.omega = -s->base.omega; /* j blocks both ways: the path turns back */
            s->base.turns++;
            s->last_j = -1;
            status = cone_record_pivot(s, d, 0.0, j, M_PATH_TURNS);
            if (status != CF_OK)
                return status;
            continue;
        }
        cone_advance(s, step);
        if (move == M_DRIVE_RETURNED) {
            s->base.returned_drive[d] = 1;
            s->base.returned++;
            if (s->driven >= 0)
                cone_release_friction(s, s->driven);
            else
                dz->f[d] = 0.0;
            s->driven = -1;
            dantzig_fresh_accelerations(dz);
            status = cone_correct(s, 1.0, cone_maxstep);
            if (status == CF_OK)
                status = cone_record_pivot(s, d, step, j, move);
            return status != CF_OK ? status : CF_UNBOUNDED_RAY;
        }
        int done = cone_pivot(s, d, j, move);
        s->last_j = j;
        s->last_move = move;
        status = cone_correct(s, 1.0, cone_maxstep);
        if (status == CF_OK)
            status = cone_record_pivot(s, d, step, j, move);
        if (status != CF_OK)
            return status;
        if (done)
            return CF_OK;
        if (cone_comes_round(s, d, 1))
            return dantzig_stop(dz, CF_PIVOT_LIMIT, "driving row %d: the pivots came round to "
                                "a state they had passed (a cycle)", d);
    }
}
// end snippet drive_to_zero

// start snippet next_friction
/* The first contact whose normal is in C and whose friction is not yet
 * processed.  If a_T is already roundoff (stage 2's zero of each tangent
 * row) it sticks; otherwise its first tangent row is returned with
 * s->driven and w = -a_T/||a_T|| set.  -1 when there is none. */
static int next_friction(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    for (int i = 0; i < dz->n; i++) {
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || dz->set[i] != CF_SET_CLAMPED || dz->set[t1] != CONE_UNPROCESSED
            || s->base.returned_drive[t1])
            continue;
        double length = hypot(dz->a[t1], dz->a[t2]);
        if (length <= dantzig_zero_of_a(dz, t1) + dantzig_zero_of_a(dz, t2)) {
            cone_set_state(s, i, CONE_STICKING);
            continue;
        }
        s->u[2 * i] = -dz->a[t1] / length;
        s->u[2 * i + 1] = -dz->a[t2] / length;
        s->driven = i;
        return t1;
    }
    return -1;
}
// end snippet next_friction

// start snippet compute_forces
/* Baraff 1994, section 4.3, compute-forces: the bilateral block first,
 * then every normal index, then the friction of each contact whose normal
 * is clamped; repeat until nothing is left.  Last, the equations are
 * corrected to roundoff, so that the directions at the bound have
 * converged as far as the arithmetic allows. */
static cf_status compute_forces(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    dantzig_start(dz); /* f = 0, a = b, every index not yet considered */
    for (int i = 0; i < dz->n; i++)
        if (cone_t1(s, i) >= 0 && cone_mu(s, i) == 0.0)
            cone_set_state(s, i, CONE_FREE); /* nothing to find */
    cf_status status = bilateral_solve_block(dz, &s->base.joints);
    if (status != CF_OK)
        return status;
    for (;;) {
        int d = friction2d_next_to_drive(&s->base);
        if (d < 0) {
            d = next_friction(s);
            if (d < 0)
                break;
        }
        if (cone_comes_round(s, d, 0)) /* cone_cycles.c: not part of the lesson */
            return dantzig_stop(dz, CF_PIVOT_LIMIT, "the drives came round to a state they "
                                "had passed (a cycle), at row %d", d);
        status = drive_to_zero(s, d);
        dz->drive++;
        if (status == CF_SINGULAR || (status == CF_UNBOUNDED_RAY && s->base.returned_drive[d])) {
            s->base.returned_drive[d] = 1; /* try the others first */
            if (s->base.returned_status == CF_OK)
                s->base.returned_status = status;
            s->driven = -1;
            continue;
        }
        if (status != CF_OK)
            return status;
        memset(s->base.returned_drive, 0, (size_t)dz->n); /* something changed: they may succeed now */
        s->base.returned_status = CF_OK;
    }
    status = bilateral_least_norm_joints(dz, &s->base.joints);
    if (status == CF_OK)
        status = cone_correct(s, 0.0, cone_maxstep);
    return status != CF_OK ? status : friction2d_returned_drives(&s->base);
}
// end snippet compute_forces

/* Say in words what the status alone does not: stage 4's note, or that the
 * fall-back found the answer. */
static void note_the_fallback(const cone_solve *s, const cf_solve_options *options,
                              cf_status status)
{
    friction2d_write_note(&s->base, options, status);
    if (!(status == CF_OK && s->sweeps > 0 && options != NULL && options->note != NULL))
        return;
    char how[64];
    if (s->cycled)
        snprintf(how, sizeof how, "came round to a state it had passed");
    else if (s->pivoting == CF_PIVOT_LIMIT)
        snprintf(how, sizeof how, "reached its pivot cap");
    else if (s->pivoting == CF_OK)
        snprintf(how, sizeof how, "ended in forces the certifier rejected");
    else
        snprintf(how, sizeof how, "ended with %s", cf_status_name(s->pivoting));
    snprintf(options->note, options->note_size,
             CF_FALLBACK_NOTE "the pivoting %s; after %d sweeps%s %s (%d pivots in all)", how,
             s->sweeps, s->swept_from_zero ? ", the last from f = 0," : "",
             s->swept_certified ? "the certifier accepted the forces as they were"
                                : "the sets read off the forces were solved",
             s->base.dz.pivots);
}

/* Pair the tangent rows with their normals: CF_OK, or CF_INVALID_INPUT
 * (with why) when a contact does not have exactly two friction3d rows. */
cf_status cone_pair_tangents(cone_solve *s)
{
    const cf_problem *p = s->base.dz.p;
    for (int i = 0; i < 2 * p->n; i++)
        s->tangent[i] = -1;
    for (int t = 0; t < p->n; t++) {
        if (p->rows[t].kind != CF_ROW_FRICTION3D)
            continue;
        int c = p->rows[t].normal;
        if (c < 0 || c >= p->n || p->rows[c].kind != CF_ROW_NORMAL)
            return dantzig_stop(&s->base.dz, CF_INVALID_INPUT, "friction3d row %d names row %d as "
                                "its normal, which is not a normal row", t, c);
        if (s->tangent[2 * c] < 0)
            s->tangent[2 * c] = t;
        else if (s->tangent[2 * c + 1] < 0)
            s->tangent[2 * c + 1] = t;
        else
            return dantzig_stop(&s->base.dz, CF_INVALID_INPUT, "normal row %d has more than two "
                                "friction3d rows", c);
    }
    for (int c = 0; c < p->n; c++)
        if ((s->tangent[2 * c] < 0) != (s->tangent[2 * c + 1] < 0))
            return dantzig_stop(&s->base.dz, CF_INVALID_INPUT, "normal row %d has one friction3d "
                                "row; a 3D contact has two", c);
    return CF_OK;
}

/* Stage 4's state, and what the cone adds to it. */
static cf_status allocate_cone(cone_solve *s, const cf_problem *p,
                               const cf_solve_options *options, double *f, double *a)
{
    const int n = p->n;
    cf_status status = friction2d_start(&s->base, p, options, f, a);
    if (status != CF_OK)
        return status;
    s->tangent = malloc((size_t)(2 * n) * sizeof *s->tangent);
    s->u = cf_vec_new(2 * n);
    s->saved = cf_vec_new(3 * n);
    s->col_kind = malloc((size_t)n * sizeof *s->col_kind);
    s->col_row = malloc((size_t)n * sizeof *s->col_row);
    s->kept = cf_vec_new(n * n + n);
    s->seen = malloc(CONE_CYCLE_MEMORY * sizeof *s->seen); /* read only where written */
    s->swept = cf_vec_new(n);
    s->df_of_step = cf_vec_new(n);
    if (s->tangent == NULL || s->u == NULL || s->saved == NULL || s->col_kind == NULL
        || s->col_row == NULL || s->kept == NULL || s->seen == NULL || s->swept == NULL
        || s->df_of_step == NULL)
        return dantzig_stop(&s->base.dz, CF_NO_MEMORY, "out of memory for a problem of %d rows", n);
    s->max_corrections = MAX_CORRECTIONS;
    return cone_pair_tangents(s);
}

static void free_cone(cone_solve *s)
{
    friction2d_finish(&s->base);
    free(s->tangent);
    free(s->u);
    free(s->saved);
    free(s->col_kind);
    free(s->col_row);
    free(s->kept);
    free(s->seen);
    free(s->swept);
    free(s->df_of_step);
}

/* p has a contact with friction (mu > 0). */
static int has_friction(const cf_problem *p)
{
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION3D && p->rows[i].mu > 0.0)
            return 1;
    return 0;
}

// start snippet entry
cf_status stage5_solve_with(const cf_problem *p, const cf_solve_options *options,
                            const cone_speedup *speedup, double *f, double *a,
                            friction2d_ray *ray)
{
    cone_solve s;
    memset(&s, 0, sizeof s);
    const unsigned rows = DANTZIG_ROWS(CF_ROW_NORMAL) | DANTZIG_ROWS(CF_ROW_BILATERAL)
                          | DANTZIG_ROWS(CF_ROW_FRICTION3D);
    cf_status status = dantzig_check(p, f, a, rows, 0, s.base.dz.why, sizeof s.base.dz.why);
    if (status == CF_OK)
        status = allocate_cone(&s, p, options, f, a);
    if (speedup != NULL) { /* stage 8: the same pivots, sparse products and A11 */
        s.base.dz.rows = speedup->base.rows;
        s.speedup = speedup;
    }
    /* Termination is not proven, and the two ways of treating a friction
     * whose normal lets go cycle on different problems: if the first does
     * not end in a certified answer, start again with the other. */
    const int cap = s.base.dz.max_pivots;
    s.base.dz.max_pivots = cap / 2; /* the pivoting's half of the cap; the fall-back's is the rest */
    int certified = 0; /* the certifier accepted f (and wrote a = A f + b) */
    for (int attempt = 0; attempt < 2 && status == CF_OK; attempt++) {
        s.keep_direction = attempt == 0;
        s.base.turns = s.base.returned = s.seen_count = s.cycled = 0; /* the pivots add up */
        s.driven = s.base.ray_driven = -1;
        s.base.returned_status = CF_OK;
        memset(s.base.returned_drive, 0, (size_t)p->n);
        status = compute_forces(&s);
        certified = status == CF_OK
                    && cf_certify_sparse(p, s.base.dz.rows, f, CF_CERTIFY_DEFAULT_TOL, a).ok;
        if (certified || status == CF_NO_MEMORY || attempt == 1)
            break;
        status = CF_OK;
    }
    /* Neither attempt ended in a certified answer: the fall-back (not part
     * of the lesson), from where the second stopped, if the cap leaves it a
     * few steps.  An unbounded ray is a finding when the problem has no
     * friction (stage 2: no answer exists) or is folded (stage 6: A is not
     * symmetric, an inconsistent configuration), and is kept.  With static
     * friction alone Baraff conjectures that an answer always exists
     * (section 5), so there a ray is the pivoting's failure, and the
     * fall-back looks too. */
    s.base.dz.max_pivots = cap;
    if (status != CF_NO_MEMORY && status != CF_INVALID_INPUT && status != CF_NOT_IMPLEMENTED
        && !(options != NULL && options->lesson_only) && !certified
        && !(status == CF_UNBOUNDED_RAY && s.base.ray_driven >= 0
             && (!has_friction(p) || !dantzig_symmetric(p, f, a)))
        && cap - s.base.dz.pivots >= FALLBACK_MIN_STEPS) {
        char why[sizeof s.base.dz.why];
        memcpy(why, s.base.dz.why, sizeof why);
        s.pivoting = status;
        cf_status fallback = cone_fallback(&s);
        if (fallback == CF_OK || status == CF_OK)
            status = fallback;
        else /* the pivoting's own status, and its note, stand; the note says what followed */
            snprintf(s.base.dz.why, sizeof s.base.dz.why, "%.*s; the fall-back's %d sweeps and "
                     "Newton steps found no certified answer", (int)(sizeof why - 72), why,
                     s.sweeps);
    }
    if (certified && ray != NULL)
        ray->driven = -1;
    else if (!certified) /* an answer certified above is not certified again */
        status = friction2d_end(&s.base, status, ray);
    note_the_fallback(&s, options, status);
    free_cone(&s);
    /* Not part of the lesson: a second try on the equilibrated problem,
     * another without repeated contacts (repeats.c), then Newton's method on the Alart-Curnier equations
     * (newton_fallback.c); unless maxstep found a ray in a folded problem
     * (stage 6 needs it). */
    if (ray != NULL && ray->driven >= 0 && !dantzig_symmetric(p, f, a))
        return status;
    cf_solver again = speedup != NULL ? speedup->base.again : stage5_compute_forces;
    status = cf_retry_equilibrated(again, p, options, status, f, a);
    status = cf_retry_without_repeats(again, p, options, status, f, a);
    return cf_newton_fallback(p, options, status, f, a);
}
// end snippet entry

cf_status stage5_solve(const cf_problem *p, const cf_solve_options *options, double *f,
                       double *a, friction2d_ray *ray)
{
    return stage5_solve_with(p, options, NULL, f, a, ray);
}

cf_status stage5_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    return stage5_solve(p, options, f, a, NULL);
}
