/* friction_3d.c - Stage 5: stage 4 with the friction cone of a 3D contact.
 *
 * Baraff 1994, section 2: the method "requires no approximations for
 * three-dimensional systems", where an earlier one "resulted in
 * anisotropic friction".  The paper's own 3D algorithm is in a part of
 * section 5 that is not available to this course, so what follows is our
 * method, built on stage 4 and judged by the certifier (chapter 5).
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

#define MAX_CORRECTIONS 12    /* Newton steps of one correction */
#define FALLBACK_MIN_STEPS 10 /* the fall-back runs only if the cap leaves it this many */

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, drive-to-zero, for a normal index or for the
 * friction of contact s->driven (d is then its first tangent row).  After
 * every pivot the equations are corrected (the cone is curved); the rest
 * is stage 4's drive, the path turning back where an index blocks both
 * ways. */
static cf_status drive_to_zero(cone_solve *s, int d)
{
    dantzig *dz = &s->dz;
    s->omega = 1.0;
    s->last_j = -1;
    for (;;) {
        if (dz->pivots >= dz->max_pivots)
            return dantzig_stop(dz, CF_PIVOT_LIMIT, "%d pivots, the cap, reached while driving "
                                "row %d", dz->pivots, d);
        dz->pivots++;
        cf_status status = cone_fdirection(s, d);
        if (status != CF_OK)
            return dantzig_stop(dz, status, "driving row %d: the clamped system has no solution",
                                d);
        int j;
        cone_move move;
        double step = cone_maxstep(s, d, &j, &move);
        if (j < 0) { /* f + s delta f: a ray along which a_d never reaches 0 */
            s->ray_driven = d;
            return dantzig_stop(dz, CF_UNBOUNDED_RAY, "driving row %d: nothing limits the step",
                                d);
        }
        if (j == s->last_j && cone_undoes(move, s->last_move) && cone_is_zero_step(s, step)) {
            s->omega = -s->omega; /* j blocks both ways: the path turns back */
            s->turns++;
            s->last_j = -1;
            status = cone_record_pivot(s, d, 0.0, j, M_PATH_TURNS);
            if (status != CF_OK)
                return status;
            continue;
        }
        cone_advance(s, step);
        if (move == M_DRIVE_RETURNED) {
            s->returned_drive[d] = 1;
            s->returned++;
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

/* Stage 4's next normal to drive: the most negative a_N beyond roundoff,
 * leaving out the drives that came back. */
static int next_to_drive(const cone_solve *s)
{
    const dantzig *dz = &s->dz;
    int best = -1;
    for (int i = 0; i < dz->n; i++)
        if (dz->p->rows[i].kind == CF_ROW_NORMAL && dz->set[i] != CF_SET_CLAMPED
            && !s->returned_drive[i] && !dantzig_reached_zero(dz, i)
            && (best < 0 || dz->a[i] < dz->a[best]))
            best = i;
    return best;
}

// start snippet next_friction
/* The first contact whose normal is in C and whose friction is not yet
 * processed.  If a_T is already roundoff (stage 2's zero of each tangent
 * row) it sticks; otherwise its first tangent row is returned with
 * s->driven and w = -a_T/||a_T|| set.  -1 when there is none. */
static int next_friction(cone_solve *s)
{
    dantzig *dz = &s->dz;
    for (int i = 0; i < dz->n; i++) {
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || dz->set[i] != CF_SET_CLAMPED || dz->set[t1] != CONE_UNPROCESSED
            || s->returned_drive[t1])
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
    dantzig *dz = &s->dz;
    dantzig_start(dz); /* f = 0, a = b, every index not yet considered */
    for (int i = 0; i < dz->n; i++)
        if (cone_t1(s, i) >= 0 && cone_mu(s, i) == 0.0)
            cone_set_state(s, i, CONE_FREE);
    cf_status status = bilateral_solve_block(dz, &s->joints);
    if (status != CF_OK)
        return status;
    for (;;) {
        int d = next_to_drive(s);
        if (d < 0) {
            d = next_friction(s);
            if (d < 0)
                break;
        }
        if (s->returned_status == CF_OK) {
            s->last_d = d;
            s->last_driven = s->driven;
        }
        if (cone_comes_round(s, d, 0))
            return dantzig_stop(dz, CF_PIVOT_LIMIT, "the drives came round to a state they "
                                "had passed (a cycle), at row %d", d);
        status = drive_to_zero(s, d);
        dz->drive++;
        if (status == CF_SINGULAR) {
            /* Redundant contacts can leave the clamped system of this drive
             * without a solution.  Every condition held before each step, so
             * keep where the drive stopped and try the others first. */
            s->returned_drive[d] = 1;
            s->driven = -1;
        }
        if ((status == CF_UNBOUNDED_RAY || status == CF_SINGULAR) && s->returned_drive[d]) {
            if (s->returned_status == CF_OK)
                s->returned_status = status;
            continue;
        }
        if (status != CF_OK)
            return status;
        memset(s->returned_drive, 0, (size_t)dz->n); /* something changed: they may succeed now */
        s->returned_status = CF_OK;
    }
    status = bilateral_least_norm_joints(dz, &s->joints);
    if (status == CF_OK)
        status = cone_correct(s, 0.0, cone_maxstep);
    if (status != CF_OK)
        return status;
    for (int i = 0; i < dz->n; i++)
        if (s->returned_drive[i] && !cf_certify(dz->p, dz->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            return dantzig_stop(dz, s->returned_status, "the drive of row %d came back to where "
                                "it began (or met a singular system), and no other index was "
                                "left to drive", i);
    return CF_OK;
}
// end snippet compute_forces

/* Say in words what the status alone does not. */
static void write_note(const cone_solve *s, const cf_solve_options *options, cf_status status)
{
    if (options == NULL || options->note == NULL || options->note_size == 0)
        return;
    dantzig_write_note(&s->dz, options, status);
    if (status == CF_OK && s->sweeps > 0)
        snprintf(options->note, options->note_size,
                 "the fall-back found it: the pivoting %s; after %d sweeps %s (%d pivots in all)",
                 s->cycled ? "came round to a state it had passed" : "reached its pivot cap",
                 s->sweeps,
                 s->swept_certified ? "the certifier accepted the forces as they were"
                                    : "the sets read off the forces were solved",
                 s->dz.pivots);
    else if (status == CF_OK && s->joints.rank < s->joints.k)
        bilateral_note(&s->joints, status, options->note, options->note_size);
    else if (status == CF_OK && s->turns > 0)
        snprintf(options->note, options->note_size,
                 "the paths of the drives turned back %d time%s; %d drive%s returned to "
                 "where %s began", s->turns, s->turns == 1 ? "" : "s", s->returned,
                 s->returned == 1 ? "" : "s", s->returned == 1 ? "it" : "they");
}

/* Pair the tangent rows with their normals: CF_OK, or CF_INVALID_INPUT
 * (with why) when a contact does not have exactly two friction3d rows. */
static cf_status pair_tangents(cone_solve *s)
{
    const cf_problem *p = s->dz.p;
    for (int i = 0; i < 2 * p->n; i++)
        s->tangent[i] = -1;
    for (int t = 0; t < p->n; t++) {
        if (p->rows[t].kind != CF_ROW_FRICTION3D)
            continue;
        int c = p->rows[t].normal;
        if (c < 0 || c >= p->n || p->rows[c].kind != CF_ROW_NORMAL)
            return dantzig_stop(&s->dz, CF_INVALID_INPUT, "friction3d row %d names row %d as "
                                "its normal, which is not a normal row", t, c);
        if (s->tangent[2 * c] < 0)
            s->tangent[2 * c] = t;
        else if (s->tangent[2 * c + 1] < 0)
            s->tangent[2 * c + 1] = t;
        else
            return dantzig_stop(&s->dz, CF_INVALID_INPUT, "normal row %d has more than two "
                                "friction3d rows", c);
    }
    for (int c = 0; c < p->n; c++)
        if ((s->tangent[2 * c] < 0) != (s->tangent[2 * c + 1] < 0))
            return dantzig_stop(&s->dz, CF_INVALID_INPUT, "normal row %d has one friction3d "
                                "row; a 3D contact has two", c);
    return CF_OK;
}

static cf_status start(cone_solve *s, const cf_problem *p, const cf_solve_options *options,
                       double *f, double *a)
{
    const int n = p->n;
    /* Termination is not proven with friction (Baraff 1994, section 5). */
    cf_status status = dantzig_init(&s->dz, p, options, f, a, 20 * n + 20);
    if (status != CF_OK)
        return status;
    status = bilateral_block_init(&s->joints, p);
    s->tangent = malloc((size_t)(2 * n) * sizeof *s->tangent);
    s->u = cf_vec_new(2 * n);
    s->saved = cf_vec_new(3 * n);
    s->col_kind = malloc((size_t)n * sizeof *s->col_kind);
    s->col_row = malloc((size_t)n * sizeof *s->col_row);
    s->returned_drive = calloc((size_t)n, 1);
    s->work = cf_vec_new(2 * (n * n + n)); /* the solve's room, and A11 and rhs kept */
    s->seen = calloc(CONE_CYCLE_MEMORY, sizeof *s->seen);
    s->swept = cf_vec_new(n);
    if (status != CF_OK || s->tangent == NULL || s->u == NULL || s->saved == NULL
        || s->col_kind == NULL || s->col_row == NULL || s->returned_drive == NULL
        || s->work == NULL || s->seen == NULL || s->swept == NULL)
        return dantzig_stop(&s->dz, CF_NO_MEMORY, "out of memory for a problem of %d rows", n);
    s->max_corrections = MAX_CORRECTIONS;
    return pair_tangents(s);
}

static void finish(cone_solve *s)
{
    dantzig_free(&s->dz);
    bilateral_block_free(&s->joints);
    free(s->tangent);
    free(s->u);
    free(s->saved);
    free(s->col_kind);
    free(s->col_row);
    free(s->returned_drive);
    free(s->work);
    free(s->seen);
    free(s->swept);
}

// start snippet entry
cf_status stage5_solve(const cf_problem *p, const cf_solve_options *options, double *f,
                       double *a, stage5_ray *ray)
{
    cone_solve s;
    memset(&s, 0, sizeof s);
    const unsigned rows = DANTZIG_ROWS(CF_ROW_NORMAL) | DANTZIG_ROWS(CF_ROW_BILATERAL)
                          | DANTZIG_ROWS(CF_ROW_FRICTION3D);
    cf_status status = dantzig_check(p, f, a, rows, 0, s.dz.why, sizeof s.dz.why);
    if (status == CF_OK)
        status = start(&s, p, options, f, a);
    /* Termination is not proven, and the two ways of treating a friction
     * whose normal lets go cycle on different problems: if the first does
     * not end in a certified answer, start again with the other. */
    const int cap = s.dz.max_pivots;
    s.dz.max_pivots = cap / 2; /* the pivoting's half of the cap; the fall-back's is the rest */
    for (int attempt = 0; attempt < 2 && status == CF_OK; attempt++) {
        s.keep_direction = attempt == 0;
        s.turns = s.returned = s.seen_count = s.cycled = 0; /* the pivots add up */
        s.driven = s.last_d = s.last_driven = s.ray_driven = -1;
        s.returned_status = CF_OK;
        memset(s.returned_drive, 0, (size_t)p->n);
        status = compute_forces(&s);
        if ((status == CF_OK && cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            || status == CF_NO_MEMORY || attempt == 1)
            break;
        status = CF_OK;
    }
    /* Both attempts cycled or ran out of pivots: the fall-back (not part of
     * the lesson), from where the second stopped, if the cap leaves it a
     * few steps. */
    s.dz.max_pivots = cap;
    if (status == CF_PIVOT_LIMIT && cap - s.dz.pivots >= FALLBACK_MIN_STEPS)
        status = cone_fallback(&s);
    status = dantzig_certify(&s.dz, status);
    if (ray != NULL) {
        /* maxstep found no limit in the drive that ended the solve: its
         * direction (f and a hold where the ray starts) */
        ray->driven = status == CF_UNBOUNDED_RAY ? s.ray_driven : -1;
        for (int i = 0; ray->driven >= 0 && i < p->n; i++)
            ray->df[i] = s.dz.df[i];
    }
    write_note(&s, options, status);
    finish(&s);
    return status;
}
// end snippet entry

cf_status stage5_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    return stage5_solve(p, options, f, a, NULL);
}
