/* cone_maxstep.c - Stage 5: how far drive-to-zero may step, and who stops it.
 *
 * Stage 4's maxstep (Baraff 1994, section 4.3, extended to friction) with
 * the friction interval replaced by the cone: a friction reaches its bound
 * where the line f_T + s delta f_T meets the cone (cone_exit_step, in
 * cone_step.c).  Normal rows keep stage 2's candidates and rules of roundoff,
 * called from code/02-dantzig; joints never limit a step (stage 3).  Ties
 * go to the first candidate in scan order, as in stage 2: the driven
 * index, then the clamped indices, then the rest.
 *
 * The friction candidates are the course's own construction, not the
 * paper's code.
 */
#include "cone.h"

#include <math.h>

static double dot2(const double *v, int t1, int t2, const double w[2])
{
    return w[0] * v[t1] + w[1] * v[t2];
}

/* Roundoff in w . delta a_T: tol times the size of the two rows' terms
 * (stage 2's measure of a change of an acceleration). */
static double tangent_noise(const cone_solve *s, int i)
{
    return s->base.dz.tol * (s->base.dz.da_size[cone_t1(s, i)] + s->base.dz.da_size[cone_t2(s, i)]);
}

/* Roundoff in the middle coefficient of the quadratic: tol max|delta f|
 * times the size of the forces it multiplies. */
static double exit_step_of(const cone_solve *s, int i)
{
    const dantzig *dz = &s->base.dz;
    int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    double f_T[2] = {dz->f[t1], dz->f[t2]}, df_T[2] = {dz->df[t1], dz->df[t2]};
    double noise = dz->tol * dz->largest_df * (hypot(f_T[0], f_T[1]) + cone_mu(s, i) * fabs(dz->f[i]));
    return cone_exit_step(f_T, df_T, dz->f[i], dz->df[i], cone_mu(s, i), noise);
}

// start snippet maxstep-driven
/* The driven index d itself: a normal row, or the first tangent row of
 * the contact s->driven, whose friction grows along w = u[driven]. */
static void driven_limits(const cone_solve *s, int d, friction2d_limit *best)
{
    const dantzig *dz = &s->base.dz;
    if (s->driven < 0) {
        /* d -> C: a_N,d rises to zero (stage 2). */
        friction2d_consider(best, dantzig_step_driven(dz, d), d, M_DRIVEN_NORMAL_CLAMPED);
        /* The path turned back and f_N,d returns to zero: the drive failed. */
        if (dantzig_f_falls(dz, d))
            friction2d_consider(best, dz->f[d] / -dz->df[d], d, M_DRIVE_RETURNED);
        return;
    }
    int i = s->driven, t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    const double *w = &s->u[2 * i];
    /* d -> C_F: w . a_T, the part of a_T against the friction, rises to
     * zero; the rest of a_T is held at zero, so then a_T = 0: d sticks. */
    double rising = dot2(dz->da, t1, t2, w);
    if (rising > tangent_noise(s, i))
        friction2d_consider(best, -dot2(dz->a, t1, t2, w) / rising, d, M_DRIVEN_FRICTION_STICKS);
    /* d -> NC_F: f_T,d reaches the cone. */
    friction2d_consider(best, exit_step_of(s, i), d, M_DRIVEN_FRICTION_AT_BOUND);
    /* The path turned back and the friction along w returns to zero. */
    double rate = dot2(dz->df, t1, t2, w);
    if (rate < -dz->tol * dz->largest_df)
        friction2d_consider(best, dot2(dz->f, t1, t2, w) / -rate, d, M_DRIVE_RETURNED);
}
// end snippet maxstep-driven

// start snippet maxstep-others
/* Every other index.  In C: f_N must stay >= 0.  In C_F: f_T must stay
 * in the cone.  In NC: a_N must stay >= 0.  In NC_F: a_T = -lambda u with
 * lambda >= 0 (the part of a_T across u is held at zero), so u . a_T must
 * stay <= 0; when it rises to zero, a_T = 0 and the contact sticks. */
static void other_limits(const cone_solve *s, int d, friction2d_limit *best)
{
    const dantzig *dz = &s->base.dz;
    for (int i = 0; i < dz->n; i++) {
        if (i == d || dz->p->rows[i].kind != CF_ROW_NORMAL)
            continue;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (dz->set[i] == CF_SET_CLAMPED) {
            friction2d_consider(best, dantzig_step_clamped(dz, i), i, M_NORMAL_LEAVES_C); /* stage 2 */
            if (t1 < 0 || i == s->driven)
                continue;
            if (dz->set[t1] == CONE_STICKING)
                friction2d_consider(best, exit_step_of(s, i), t1, M_STICKING_TO_BOUND);
            else if (dz->set[t1] == CONE_AT_BOUND) {
                /* u turns too, by delta theta = (u_perp . delta f_T) / (mu f_N) */
                const double *u = &s->u[2 * i];
                double perp[2] = {-u[1], u[0]}, radius = cone_mu(s, i) * dz->f[i];
                double turn = radius > 0.0 ? dot2(dz->df, t1, t2, perp) / radius : 0.0;
                double rising = dot2(dz->da, t1, t2, u) + turn * dot2(dz->a, t1, t2, perp);
                if (rising > tangent_noise(s, i))
                    friction2d_consider(best, -dot2(dz->a, t1, t2, u) / rising, t1, M_BOUND_UNSTICKS);
            }
        } else if (dz->set[i] == CF_SET_UNCLAMPED) {
            friction2d_consider(best, dantzig_step_unclamped(dz, i), i, M_NORMAL_ENTERS_C); /* stage 2 */
        }
    }
}
// end snippet maxstep-others

double cone_maxstep(const cone_solve *s, int d, int *limiting, cone_move *move)
{
    friction2d_limit best = {INFINITY, -1, M_DRIVEN_NORMAL_CLAMPED};
    if (d >= 0)
        driven_limits(s, d, &best); /* d < 0: a correction, no drive */
    other_limits(s, d, &best);
    /* A normal drive whose a_d stands still, limited only by the roundoff
     * of a nearly singular clamped matrix, is a real ray (stage 2). */
    if (d >= 0 && s->driven < 0 && best.move == M_NORMAL_LEAVES_C
        && dantzig_false_limit(&s->base.dz, d, best.j))
        best.j = -1;
    if (best.j >= 0 && best.step < 0.0)
        best.step = 0.0; /* roundoff can leave a condition a hair broken */
    *limiting = best.j;
    *move = (cone_move)best.move;
    return best.j >= 0 ? best.step : INFINITY;
}
