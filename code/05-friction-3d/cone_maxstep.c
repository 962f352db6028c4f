/* cone_maxstep.c - Stage 5: how far drive-to-zero may step, and who stops it.
 *
 * Stage 4's maxstep (Baraff 1994, section 4.3, extended to friction) with
 * the friction interval replaced by the cone.  In 2D a friction force
 * reaches its bound where a straight line meets a number; in 3D it is
 * where the line f_T + s delta f_T meets the cone ||f_T|| = mu f_N, which
 * is a quadratic in s.  Ties go to the first candidate in scan order, as
 * in stage 2: the driven index, then the clamped indices, then the rest.
 *
 * The step where a force leaves the cone, cone_exit_step, is in
 * friction_3d.c.  The candidates are our own: the paper's text is not available past the
 * start of section 5.1, so none of this is Baraff's code.
 */
#include "cone.h"

#include <math.h>

#include "dense.h"

typedef struct limit {
    double step;
    int j;
    cone_move move;
} limit;

static void consider(limit *best, double step, int j, cone_move move)
{
    if (step < best->step) {
        best->step = step;
        best->j = j;
        best->move = move;
    }
}

int cone_t1(const cone_solve *s, int i)
{
    return s->tangent[2 * i];
}

int cone_t2(const cone_solve *s, int i)
{
    return s->tangent[2 * i + 1];
}


static double dot2(const double *s, int t1, int t2, const double w[2])
{
    return w[0] * s[t1] + w[1] * s[t2];
}

static double cone_noise(const cone_solve *s, int i, double force_noise)
{
    int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    double mu = s->p->rows[t1].mu;
    return force_noise * (hypot(s->f[t1], s->f[t2]) + mu * fabs(s->f[i]));
}

static double exit_step_of(const cone_solve *s, int i, double force_noise)
{
    int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    double f_T[2] = {s->f[t1], s->f[t2]}, df_T[2] = {s->df[t1], s->df[t2]};
    return cone_exit_step(f_T, df_T, s->f[i], s->df[i], s->p->rows[t1].mu,
                          cone_noise(s, i, force_noise));
}

// start snippet maxstep-driven
/* The driven index d itself: a normal row, or the first tangent row of
 * the contact s->driven, whose friction grows along w = u[driven]. */
static void driven_limits(const cone_solve *s, int d, double force_noise, double accel_noise,
                          limit *best)
{
    if (s->driven < 0) {
        /* d -> C: a_N,d rises to zero (stage 2). */
        if (s->da[d] > accel_noise)
            consider(best, -s->a[d] / s->da[d], d, M_DRIVEN_NORMAL_CLAMPED);
        /* The path turned back and f_N,d returns to zero: the drive failed. */
        if (s->df[d] < -force_noise)
            consider(best, s->f[d] / -s->df[d], d, M_DRIVE_RETURNED);
        return;
    }
    int i = s->driven, t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    const double *w = &s->u[2 * i];
    /* d -> C_F: w . a_T, the part of a_T against the friction, rises to
     * zero; the rest of a_T is held at zero, so then a_T = 0: d sticks. */
    double rising = dot2(s->da, t1, t2, w);
    if (rising > accel_noise)
        consider(best, -dot2(s->a, t1, t2, w) / rising, d, M_DRIVEN_FRICTION_STICKS);
    /* d -> NC_F: f_T,d reaches the cone. */
    consider(best, exit_step_of(s, i, force_noise), d, M_DRIVEN_FRICTION_AT_BOUND);
    /* The path turned back and the friction along w returns to zero. */
    double rate = dot2(s->df, t1, t2, w);
    if (rate < -force_noise)
        consider(best, dot2(s->f, t1, t2, w) / -rate, d, M_DRIVE_RETURNED);
}
// end snippet maxstep-driven

// start snippet maxstep-others
/* Every other index.  In C: f_N must stay >= 0.  In C_F: f_T must stay
 * in the cone.  In NC: a_N must stay >= 0.  In NC_F: a_T = -lambda u with
 * lambda >= 0 (the part of a_T across u is held at zero), so u . a_T must
 * stay <= 0; when it rises to zero, a_T = 0 and the contact sticks. */
static void other_limits(const cone_solve *s, int d, double force_noise, double accel_noise,
                         limit *best)
{
    for (int i = 0; i < s->n; i++) {
        const cf_row *row = &s->p->rows[i];
        if (i == d || row->kind != CF_ROW_NORMAL)
            continue;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (s->set[i] == CF_SET_CLAMPED) {
            if (s->df[i] < -force_noise)
                consider(best, -s->f[i] / s->df[i], i, M_NORMAL_LEAVES_C);
            if (t1 < 0 || i == s->driven)
                continue;
            if (s->set[t1] == CONE_STICKING)
                consider(best, exit_step_of(s, i, force_noise), t1, M_STICKING_TO_BOUND);
            else if (s->set[t1] == CONE_AT_BOUND) {
                /* u turns too, by delta theta = (u_perp . delta f_T) / (mu f_N) */
                const double *u = &s->u[2 * i];
                double perp[2] = {-u[1], u[0]}, radius = s->p->rows[t1].mu * s->f[i];
                double turn = radius > 0.0 ? dot2(s->df, t1, t2, perp) / radius : 0.0;
                double rising = dot2(s->da, t1, t2, u) + turn * dot2(s->a, t1, t2, perp);
                if (rising > accel_noise)
                    consider(best, -dot2(s->a, t1, t2, u) / rising, t1,
                             M_BOUND_UNSTICKS);
            }
        } else if (s->set[i] == CF_SET_UNCLAMPED) {
            if (s->da[i] < -accel_noise)
                consider(best, -s->a[i] / s->da[i], i, M_NORMAL_ENTERS_C);
        }
    }
}
// end snippet maxstep-others

double cone_maxstep(const cone_solve *s, int d, int *limiting, cone_move *move)
{
    /* What counts as a real change rather than roundoff (stage 2). */
    double force_noise = s->tol * cf_max_abs(s->n, s->df);
    double accel_noise = force_noise * s->largest_A;
    limit best = {INFINITY, -1, M_DRIVEN_NORMAL_CLAMPED};
    if (d >= 0)
        driven_limits(s, d, force_noise, accel_noise, &best); /* d < 0: a correction, no drive */
    other_limits(s, d, force_noise, accel_noise, &best);
    if (best.j >= 0 && best.step < 0.0)
        best.step = 0.0; /* roundoff can leave a condition a hair broken */
    *limiting = best.j;
    *move = best.move;
    return best.step;
}
