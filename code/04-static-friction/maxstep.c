/* maxstep.c - Stage 4: how far drive-to-zero may step, and who stops it.
 *
 * Baraff 1994, section 4.3, maxstep, extended to friction.  Every
 * candidate below is a condition that the step would break if it went
 * further; the smallest wins, and the comment above each names the
 * transition it causes.  Ties go to the first candidate in scan order,
 * as in stage 2: the driven index, then the clamped indices (C and C_F),
 * then the unclamped ones (NC and NC_F), each in index order.
 *
 * The candidates of normal rows are stage 2's own (dantzig_step_driven,
 * dantzig_step_clamped, dantzig_step_unclamped), with its rules of
 * roundoff; joints never limit a step (stage 3).  The candidates of
 * friction rows are the course's own construction: each follows from the
 * conditions of section 5.1 and the states of friction_states.h, and
 * judges roundoff as stage 2 does,
 * a change of a force against tol max|delta f|, a change of an
 * acceleration against tol times the size of its own terms.
 */
#include "static_friction.h"

#include <math.h>

void friction2d_consider(friction2d_limit *best, double step, int j, int move)
{
    if (step < best->step) {
        best->step = step;
        best->j = j;
        best->move = move;
    }
}

static int in_state(const dantzig *dz, int i, friction_state state)
{
    return dz->set[i] == friction_state_of(state)->set;
}

/* A force changes by more than roundoff (stage 2's measure). */
static double force_noise(const dantzig *dz)
{
    return dz->tol * dz->largest_df;
}

/* delta a_i, in the direction sign, beyond roundoff of its own terms. */
static int a_moves(const dantzig *dz, int i, double sign)
{
    return sign * dz->da[i] > dz->tol * dz->da_size[i];
}

// start snippet maxstep-driven
/* The driven index d itself. */
static void driven_limits(const friction2d *s, int d, friction2d_limit *best)
{
    const dantzig *dz = &s->dz;
    const cf_row *row = &dz->p->rows[d];
    if (row->kind != CF_ROW_FRICTION2D) {
        /* d -> C: a_N,d rises to zero (stage 2). */
        friction2d_consider(best, dantzig_step_driven(dz, d), d, T_DRIVEN_NORMAL_CLAMPED);
        /* The path turned back and f_N,d returns to zero: the drive failed. */
        if (dantzig_f_falls(dz, d))
            friction2d_consider(best, dz->f[d] / -dz->df[d], d, T_DRIVE_RETURNED);
        return;
    }
    /* d -> C_F: a_F,d, which f_F,d opposes, reaches zero: d sticks. */
    if (a_moves(dz, d, s->sigma))
        friction2d_consider(best, -dz->a[d] / dz->da[d], d, T_DRIVEN_FRICTION_STICKS);
    /* d -> NC_F^sigma: sigma f_F,d rises at rate sigma delta f_F,d (1, or
     * -1 once the path turned back) and mu f_N at rate mu delta f_N; they
     * meet at |f_F,d| = mu f_N. */
    double rate = s->sigma * dz->df[d];
    double closing = rate - row->mu * dz->df[row->normal];
    if (closing > force_noise(dz))
        friction2d_consider(best, (row->mu * dz->f[row->normal] - s->sigma * dz->f[d]) / closing, d,
                 T_DRIVEN_FRICTION_AT_BOUND);
    /* The path turned back and f_F,d returns to zero: the drive failed. */
    if (rate < -force_noise(dz))
        friction2d_consider(best, s->sigma * dz->f[d] / -rate, d, T_DRIVE_RETURNED);
}
// end snippet maxstep-driven

// start snippet maxstep-clamped
/* Indices in C and C_F: a force must stay within its limits. */
static void clamped_limits(const friction2d *s, int d, friction2d_limit *best)
{
    const dantzig *dz = &s->dz;
    for (int i = 0; i < dz->n; i++) {
        if (i == d)
            continue;
        const cf_row *row = &dz->p->rows[i];
        if (row->kind == CF_ROW_NORMAL && dz->set[i] == CF_SET_CLAMPED) {
            /* C -> NC: f_N,i falls to zero; its friction is released (stage 2). */
            friction2d_consider(best, dantzig_step_clamped(dz, i), i, T_NORMAL_LEAVES_C);
        } else if (row->kind == CF_ROW_FRICTION2D && in_state(dz, i, FRICTION_STICKING)) {
            double f_N = dz->f[row->normal], df_N = dz->df[row->normal];
            /* C_F -> NC_F+: f_F,i rises to +mu f_N. */
            double rising = dz->df[i] - row->mu * df_N;
            if (rising > force_noise(dz))
                friction2d_consider(best, (row->mu * f_N - dz->f[i]) / rising, i, T_STICKING_TO_PLUS);
            /* C_F -> NC_F-: f_F,i falls to -mu f_N. */
            double falling = dz->df[i] + row->mu * df_N;
            if (falling < -force_noise(dz))
                friction2d_consider(best, -(row->mu * f_N + dz->f[i]) / falling, i, T_STICKING_TO_MINUS);
        }
    }
}
// end snippet maxstep-clamped

// start snippet maxstep-unclamped
/* Indices in NC and NC_F: an acceleration must keep its sign. */
static void unclamped_limits(const friction2d *s, int d, friction2d_limit *best)
{
    const dantzig *dz = &s->dz;
    for (int i = 0; i < dz->n; i++) {
        if (i == d)
            continue;
        const cf_row *row = &dz->p->rows[i];
        if (row->kind == CF_ROW_NORMAL && dz->set[i] == CF_SET_UNCLAMPED) {
            /* NC -> C: a_N,i falls to zero (stage 2). */
            friction2d_consider(best, dantzig_step_unclamped(dz, i), i, T_NORMAL_ENTERS_C);
        } else if (row->kind == CF_ROW_FRICTION2D && in_state(dz, i, FRICTION_BOUND_PLUS)) {
            /* NC_F+ -> C_F: a_F,i <= 0 rises to zero. */
            if (a_moves(dz, i, 1.0))
                friction2d_consider(best, -dz->a[i] / dz->da[i], i, T_PLUS_UNSTICKS);
        } else if (row->kind == CF_ROW_FRICTION2D && in_state(dz, i, FRICTION_BOUND_MINUS)) {
            /* NC_F- -> C_F: a_F,i >= 0 falls to zero. */
            if (a_moves(dz, i, -1.0))
                friction2d_consider(best, -dz->a[i] / dz->da[i], i, T_MINUS_UNSTICKS);
        }
    }
}
// end snippet maxstep-unclamped

double friction2d_maxstep(const friction2d *s, int d, int *limiting, transition *move)
{
    friction2d_limit best = {INFINITY, -1, T_DRIVEN_NORMAL_CLAMPED};
    driven_limits(s, d, &best);
    clamped_limits(s, d, &best);
    unclamped_limits(s, d, &best);
    /* A normal drive whose a_d stands still, limited only by the roundoff
     * of a nearly singular clamped matrix, is a real ray (stage 2). */
    if (s->dz.p->rows[d].kind == CF_ROW_NORMAL && best.move == T_NORMAL_LEAVES_C
        && dantzig_false_limit(&s->dz, d, best.j))
        best.j = -1;
    /* Roundoff can leave a condition a hair broken; never step backwards. */
    if (best.j >= 0 && best.step < 0.0)
        best.step = 0.0;
    *limiting = best.j;
    *move = (transition)best.move;
    return best.j >= 0 ? best.step : INFINITY;
}
