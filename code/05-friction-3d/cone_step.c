/* cone_step.c - Stage 5: where a force leaves the cone, fdirection with the
 * cone, the step onto it, the pivots, and the Newton correction that
 * re-aims the frictions.
 *
 * In NC_F a contact's friction is f_T = mu f_N u with u a unit vector, and
 * a_T = -lambda u with lambda >= 0.  The unknowns there are f_N (with
 * stage 4's folded column, now A[:,N] + mu (u_1 A[:,T1] + u_2 A[:,T2]))
 * and the angle of u; the equations are a_N = 0 and that the part of a_T
 * across u is zero.  The angle enters f_T nonlinearly, so fdirection uses
 * its derivative, every step is put back on the cone (cone_advance), and a
 * few Newton corrections with the same matrix take the equations back to
 * zero (cone_correct): the friction direction is re-aimed until it
 * converges.  All of this is the course's own construction (chapter 5),
 * not a reproduction of the paper's 3D method.
 */
#include "cone.h"

#include <math.h>
#include <stdlib.h>

#include "dense.h"

// start snippet cone-exit
/* Where f_T + s delta f_T leaves the cone.  With
 *   q(s) = ||f_T + s df_T||^2 - mu^2 (f_N + s df_N)^2 = qa s^2 + 2 qb s + qc,
 *   qa = ||df_T||^2 - mu^2 df_N^2,  qb = f_T . df_T - mu^2 f_N df_N,
 *   qc = ||f_T||^2 - mu^2 f_N^2 <= 0 (inside the cone),
 * the force leaves at the smallest s > 0 where q rises through zero.  The
 * two roots are (-qb -+ sqrt(qb^2 - qa qc)) / qa; when qb > 0 the one we
 * want is computed as -qc / (qb + sqrt(...)), which loses no digits to
 * cancellation and also covers qa <= 0 (the line leaves through the near
 * side).  When qb <= 0 the force first moves inward and leaves on the far
 * side only if qa > 0, at (sqrt(...) - qb) / qa, a sum of two positive
 * numbers.  A root where f_N + s df_N < 0 is on the mirror cone below
 * the surface: the normal force reaches zero first, and that candidate
 * belongs to the normal row. */
double cone_exit_step(const double f_T[2], const double df_T[2], double f_N, double df_N,
                      double mu, double noise)
{
    // BEGIN SOLUTION stub: (void)f_T; (void)df_T; (void)f_N; (void)df_N; (void)mu; (void)noise; return INFINITY;
    double qa = df_T[0] * df_T[0] + df_T[1] * df_T[1] - mu * mu * df_N * df_N;
    double qb = f_T[0] * df_T[0] + f_T[1] * df_T[1] - mu * mu * f_N * df_N;
    double qc = f_T[0] * f_T[0] + f_T[1] * f_T[1] - mu * mu * f_N * f_N;
    if (qc > 0.0)
        qc = 0.0; /* on the cone, up to roundoff */
    double discriminant = qb * qb - qa * qc;
    if (discriminant < 0.0)
        return INFINITY; /* only when qa < 0: the line never reaches the cone */
    double root = sqrt(discriminant);
    double step;
    if (qb > noise)
        step = -qc / (qb + root);
    else if (qa > 0.0)
        step = (root - qb) / qa;
    else
        return INFINITY;
    if (f_N + step * df_N < 0.0)
        return INFINITY;
    return step;
    // END SOLUTION
}
// end snippet cone-exit

// start snippet fdirection
/* Baraff 1994, section 4.3, fdirection, with the cone: the change in f
 * that moves the driven index at rate 1 (a normal force, or the friction
 * of the driven contact along w) while every equation of the clamped
 * unknowns stays at zero. */
cf_status cone_fdirection(cone_solve *s, int d)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; return CF_NOT_IMPLEMENTED;
    dantzig *dz = &s->base.dz;
    const int n = dz->n;
    cone_list_unknowns(s);
    cone_build_A11(s);
    for (int i = 0; i < n; i++)
        dz->df[i] = 0.0;
    if (s->driven >= 0) {
        dz->df[cone_t1(s, s->driven)] = s->u[2 * s->driven];
        dz->df[cone_t2(s, s->driven)] = s->u[2 * s->driven + 1];
    } else {
        dz->df[d] = 1.0;
        if (dz->p->rows[d].kind == CF_ROW_NORMAL && cone_state(s, d) == CONE_AT_BOUND) {
            /* its friction kept its direction: it grows with f_N */
            dz->df[cone_t1(s, d)] = cone_mu(s, d) * s->u[2 * d];
            dz->df[cone_t2(s, d)] = cone_mu(s, d) * s->u[2 * d + 1];
        }
    }
    for (int i = 0; i < n; i++)
        dz->da[i] = dantzig_row_dot(dz, i, dz->df, 0.0, NULL); /* A delta f */
    for (int r = 0; r < s->k; r++)
        dz->rhs[r] = -cone_equation(s, r, dz->da);
    cf_status status = cone_solve_clamped(s);
    if (status != CF_OK)
        return status;
    for (int c = 0; c < s->k; c++)
        cone_add_unknown(s, c, dz->x[c], dz->df);
    for (int i = 0; i < n; i++)
        dz->df[i] *= s->base.omega;
    dantzig_delta_a(dz); /* delta a = A delta f (stage 2), with the size of its terms */
    return CF_OK;
    // END SOLUTION
}
// end snippet fdirection

// start snippet onto-the-cone
/* f += step delta f, then put every friction at the bound back on its
 * cone: the step moved f_T along the tangent of the circle, and the
 * direction it points to is the new u. */
void cone_advance(cone_solve *s, double step)
{
    // BEGIN SOLUTION stub: (void)s; (void)step;
    dantzig *dz = &s->base.dz;
    for (int i = 0; i < dz->n; i++)
        dz->f[i] += step * dz->df[i];
    for (int i = 0; i < dz->n; i++) {
        if (dz->p->rows[i].kind != CF_ROW_NORMAL || cone_state(s, i) != CONE_AT_BOUND)
            continue;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        double length = hypot(dz->f[t1], dz->f[t2]);
        if (length > 0.0) {
            s->u[2 * i] = dz->f[t1] / length;
            s->u[2 * i + 1] = dz->f[t2] / length;
        }
        double radius = cone_mu(s, i) * fmax(dz->f[i], 0.0);
        dz->f[t1] = radius * s->u[2 * i];
        dz->f[t2] = radius * s->u[2 * i + 1];
    }
    dantzig_fresh_accelerations(dz);
    // END SOLUTION
}
// end snippet onto-the-cone

/* A normal leaves C: its friction has no normal force left to lean on.
 * With keep_direction, a friction at the bound keeps its state and
 * direction, f_T = mu f_N u = 0 while f_N = 0, so that if the normal comes
 * back the friction comes back with it, as it left, instead of being
 * found again from zero (which can make two contacts push each other off
 * in turn, forever).  Without it the friction starts afresh, as in stage 4. */
void cone_release_friction(cone_solve *s, int i)
{
    int t1 = cone_t1(s, i);
    if (t1 < 0)
        return;
    s->base.dz.f[t1] = s->base.dz.f[cone_t2(s, i)] = 0.0;
    if (!s->keep_direction || cone_state(s, i) == CONE_STICKING)
        if (cone_state(s, i) != CONE_FREE)
            cone_set_state(s, i, CONE_UNPROCESSED);
}

/* Contact i's friction joins NC_F pointing where it met the cone. */
static void to_bound(cone_solve *s, int i)
{
    dantzig *dz = &s->base.dz;
    int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    double length = hypot(dz->f[t1], dz->f[t2]);
    if (length > 0.0) {
        s->u[2 * i] = dz->f[t1] / length;
        s->u[2 * i + 1] = dz->f[t2] / length;
    }
    cone_set_state(s, i, CONE_AT_BOUND);
    dz->df[t1] = dz->df[t2] = 0.0;
    cone_advance(s, 0.0); /* exactly on the cone */
}

// start snippet pivot
/* Make the move that limited the step; returns 1 when it ends the drive. */
int cone_pivot(cone_solve *s, int d, int j, cone_move move)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)j; (void)move; (void)to_bound; return 1;
    dantzig *dz = &s->base.dz;
    int contact = dz->p->rows[j].kind == CF_ROW_FRICTION3D ? dz->p->rows[j].normal : j;
    (void)d;
    switch (move) {
    case M_DRIVEN_NORMAL_CLAMPED:
        dz->set[j] = CF_SET_CLAMPED;
        return 1;
    case M_DRIVEN_FRICTION_STICKS:
        cone_set_state(s, contact, CONE_STICKING);
        s->driven = -1;
        return 1;
    case M_DRIVEN_FRICTION_AT_BOUND:
        s->driven = -1;
        to_bound(s, contact);
        return 1;
    case M_NORMAL_LEAVES_C:
        dz->f[j] = 0.0;
        dz->set[j] = CF_SET_UNCLAMPED;
        cone_release_friction(s, j);
        dantzig_fresh_accelerations(dz);
        if (s->driven == j) {
            s->driven = -1; /* the driven friction's own normal let go */
            return 1;
        }
        return 0;
    case M_NORMAL_ENTERS_C:
        dz->set[j] = CF_SET_CLAMPED;
        return 0;
    case M_STICKING_TO_BOUND:
        to_bound(s, contact);
        return 0;
    case M_BOUND_UNSTICKS:
        cone_set_state(s, contact, CONE_STICKING);
        return 0;
    default:
        return 1;
    }
    // END SOLUTION
}
// end snippet pivot

/* Back to f and u as they were before a correction step. */
void cone_restore(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    const int n = dz->n;
    for (int i = 0; i < n; i++) {
        dz->f[i] = s->saved[i];
        s->u[i] = s->saved[n + i];
        s->u[n + i] = s->saved[2 * n + i];
    }
    dantzig_fresh_accelerations(dz);
    cone_list_unknowns(s);
}

/* Before a Newton step: f and the directions u saved (to undo it), and
 * delta f built from the step's unknowns x. */
void cone_newton_direction(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    const int n = dz->n;
    for (int i = 0; i < n; i++) {
        dz->df[i] = 0.0;
        s->saved[i] = dz->f[i];
        s->saved[n + i] = s->u[i];
        s->saved[2 * n + i] = s->u[n + i];
    }
    for (int c = 0; c < s->k; c++)
        cone_add_unknown(s, c, dz->x[c], dz->df);
    dantzig_delta_a(dz);
}

/* Some index is outside its set's conditions by more than roundoff (stage
 * 2's zero of each row): a normal force in C below zero, an acceleration
 * in NC below zero, a sticking friction outside its cone, a friction at
 * the bound pushing along a_T. */
static int breaks_a_condition(const cone_solve *s)
{
    const dantzig *dz = &s->base.dz;
    double force_zero = dz->tol * cf_max_abs(dz->n, dz->f);
    for (int i = 0; i < dz->n; i++) {
        if (dz->p->rows[i].kind != CF_ROW_NORMAL)
            continue;
        if (dz->set[i] == CF_SET_CLAMPED && dz->f[i] < -force_zero)
            return 1;
        if (dz->set[i] == CF_SET_UNCLAMPED && !dantzig_reached_zero(dz, i))
            return 1;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || dz->set[i] != CF_SET_CLAMPED)
            continue;
        if (dz->set[t1] == CONE_STICKING
            && hypot(dz->f[t1], dz->f[t2]) > cone_mu(s, i) * dz->f[i] + force_zero)
            return 1;
        if (dz->set[t1] == CONE_AT_BOUND
            && s->u[2 * i] * dz->a[t1] + s->u[2 * i + 1] * dz->a[t2]
                   > dantzig_zero_of_a(dz, t1) + dantzig_zero_of_a(dz, t2))
            return 1;
    }
    return 0;
}

// start snippet correct
/* The largest clamped equation, relative to the size of its row's terms
 * (stage 2's measure of roundoff in an acceleration). */
static double worst_equation(cone_solve *s)
{
    const dantzig *dz = &s->base.dz;
    cone_list_unknowns(s);
    double worst = 0.0;
    for (int r = 0; r < s->k; r++) {
        int i = s->col_row[r];
        double size = s->col_kind[r] == COL_ANGLE
                          ? dantzig_zero_of_a(dz, cone_t1(s, i)) + dantzig_zero_of_a(dz, cone_t2(s, i))
                          : dantzig_zero_of_a(dz, i);
        double value = fabs(cone_equation(s, r, dz->a));
        worst = fmax(worst, size > 0.0 ? value / size : (value > 0.0 ? INFINITY : 0.0));
    }
    return worst;
}

/* Newton's method on the equations of the clamped unknowns, with every
 * set held: solve A11 x = -(equations) and step.  The equations are
 * linear except for the angles at the bound, so this is what re-aims
 * the friction directions; it stops when every equation is within zero
 * times its row's roundoff, or the equations stop shrinking.  The driven
 * index does not move.  maxstep (cone_maxstep.c) says where a step would
 * break a condition. */
cf_status cone_correct(cone_solve *s, double zero, cone_maxstep_fn *maxstep)
{
    dantzig *dz = &s->base.dz;
    double worst = worst_equation(s);
    for (int iteration = 0; iteration < s->max_corrections && worst > zero; iteration++) {
        cone_build_A11(s);
        for (int r = 0; r < s->k; r++)
            dz->rhs[r] = -cone_equation(s, r, dz->a);
        if (cone_solve_clamped(s) != CF_OK)
            return CF_OK; /* no Newton step: the certifier judges */
        cone_newton_direction(s);
        /* The full step reaches the equations' zero; a condition it would
         * break on the way stops it there, and that index pivots, as in a
         * drive (a friction that would turn to push along a_T sticks). */
        int j;
        cone_move move;
        double step = maxstep(s, -1, &j, &move);
        if (j >= 0 && step < 1.0) {
            /* Newton's full step often lands where every condition holds
             * even so (maxstep sees only the straight line): try it first. */
            cone_advance(s, 1.0);
            double after = worst_equation(s);
            if (after < worst && !breaks_a_condition(s)) {
                worst = after;
                continue;
            }
            cone_restore(s);
            /* A pivot without a step that only takes j back where the last
             * pivot put it would undo it, and the next would redo it: j is
             * degenerate (both of its states block).  Every condition holds
             * here, so stop correcting and let the drive go on; if it is
             * blocked by j too, its path turns back (stage 4). */
            if (j == s->last_j && cone_undoes(move, s->last_move) && dantzig_is_zero_step(&s->base.dz, step))
                return CF_OK;
            if (dz->pivots >= dz->max_pivots)
                return dantzig_stop(dz, CF_PIVOT_LIMIT, "%d pivots, the cap, reached in a "
                                    "correction", dz->pivots);
            dz->pivots++;
            cone_advance(s, step);
            cone_pivot(s, -1, j, move);
            s->last_j = j;
            s->last_move = move;
            cf_status status = cone_record_pivot(s, -1, step, j, move);
            if (status != CF_OK)
                return status;
            worst = worst_equation(s);
            continue;
        }
        cone_advance(s, 1.0);
        double after = worst_equation(s);
        if (!(after < worst)) {
            cone_restore(s); /* no better: keep what we had */
            return CF_OK;
        }
        worst = after;
    }
    return CF_OK;
}
// end snippet correct
