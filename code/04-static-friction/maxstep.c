/* maxstep.c - Stage 4: how far drive-to-zero may step, and who stops it.
 *
 * Baraff 1994, section 4.3, maxstep, extended to friction.  Every
 * candidate below is a condition that the step would break if it went
 * further; the smallest wins, and the comment above each names the
 * transition it causes.  Ties go to the first candidate in scan order,
 * as in stage 2: the driven index, then the clamped indices (C and C_F),
 * then the unclamped ones (NC and NC_F), each in index order.
 *
 * The list of candidates is our reconstruction of the paper's section 5
 * (not available past section 5.1); each follows from the conditions of
 * section 5.1 and the states of friction_states.h.
 */
#include "maxstep.h"

#include <math.h>

#include "dense.h"

typedef struct limit {
    double step;
    int j;
    transition move;
} limit;

/* Stage 2's rule: only a strictly smaller step replaces the current one. */
static void consider(limit *best, double step, int j, transition move)
{
    if (step < best->step) {
        best->step = step;
        best->j = j;
        best->move = move;
    }
}

static int in_state(const dantzig *s, int i, friction_state state)
{
    return s->set[i] == friction_state_of(state)->set;
}

// start snippet maxstep-driven
/* The driven index d itself. */
static void driven_limits(const dantzig *s, int d, double force_noise, double accel_noise,
                          limit *best)
{
    const cf_row *row = &s->p->rows[d];
    if (row->kind != CF_ROW_FRICTION2D) {
        /* d -> C: a_N,d rises to zero (stage 2). */
        if (s->da[d] > accel_noise)
            consider(best, -s->a[d] / s->da[d], d, T_DRIVEN_NORMAL_CLAMPED);
        /* The path turned back and f_N,d returns to zero: the drive failed. */
        if (s->df[d] < -force_noise)
            consider(best, s->f[d] / -s->df[d], d, T_DRIVE_RETURNED);
        return;
    }
    /* d -> C_F: a_F,d, which f_F,d opposes, reaches zero: d sticks. */
    if (s->sigma * s->da[d] > accel_noise)
        consider(best, -s->a[d] / s->da[d], d, T_DRIVEN_FRICTION_STICKS);
    /* d -> NC_F^sigma: sigma f_F,d rises at rate sigma delta f_F,d (1, or
     * -1 once the path turned back) and mu f_N at rate mu delta f_N; they
     * meet at |f_F,d| = mu f_N. */
    double rate = s->sigma * s->df[d];
    double closing = rate - row->mu * s->df[row->normal];
    if (closing > force_noise)
        consider(best, (row->mu * s->f[row->normal] - s->sigma * s->f[d]) / closing, d,
                 T_DRIVEN_FRICTION_AT_BOUND);
    /* The path turned back and f_F,d returns to zero: the drive failed. */
    if (rate < -force_noise)
        consider(best, s->sigma * s->f[d] / -rate, d, T_DRIVE_RETURNED);
}
// end snippet maxstep-driven

// start snippet maxstep-clamped
/* Indices in C and C_F: a force must stay within its limits. */
static void clamped_limits(const dantzig *s, int d, double force_noise, limit *best)
{
    for (int i = 0; i < s->n; i++) {
        if (i == d)
            continue;
        const cf_row *row = &s->p->rows[i];
        if (row->kind == CF_ROW_NORMAL && s->set[i] == CF_SET_CLAMPED) {
            /* C -> NC: f_N,i falls to zero; its friction is released. */
            if (s->df[i] < -force_noise)
                consider(best, -s->f[i] / s->df[i], i, T_NORMAL_LEAVES_C);
        } else if (row->kind == CF_ROW_FRICTION2D && in_state(s, i, FRICTION_STICKING)) {
            double f_N = s->f[row->normal], df_N = s->df[row->normal];
            /* C_F -> NC_F+: f_F,i rises to +mu f_N. */
            double rising = s->df[i] - row->mu * df_N;
            if (rising > force_noise)
                consider(best, (row->mu * f_N - s->f[i]) / rising, i, T_STICKING_TO_PLUS);
            /* C_F -> NC_F-: f_F,i falls to -mu f_N. */
            double falling = s->df[i] + row->mu * df_N;
            if (falling < -force_noise)
                consider(best, -(row->mu * f_N + s->f[i]) / falling, i, T_STICKING_TO_MINUS);
        }
    }
}
// end snippet maxstep-clamped

// start snippet maxstep-unclamped
/* Indices in NC and NC_F: an acceleration must keep its sign. */
static void unclamped_limits(const dantzig *s, int d, double accel_noise, limit *best)
{
    for (int i = 0; i < s->n; i++) {
        if (i == d)
            continue;
        const cf_row *row = &s->p->rows[i];
        if (row->kind == CF_ROW_NORMAL && s->set[i] == CF_SET_UNCLAMPED) {
            /* NC -> C: a_N,i falls to zero. */
            if (s->da[i] < -accel_noise)
                consider(best, -s->a[i] / s->da[i], i, T_NORMAL_ENTERS_C);
        } else if (row->kind == CF_ROW_FRICTION2D && in_state(s, i, FRICTION_BOUND_PLUS)) {
            /* NC_F+ -> C_F: a_F,i <= 0 rises to zero. */
            if (s->da[i] > accel_noise)
                consider(best, -s->a[i] / s->da[i], i, T_PLUS_UNSTICKS);
        } else if (row->kind == CF_ROW_FRICTION2D && in_state(s, i, FRICTION_BOUND_MINUS)) {
            /* NC_F- -> C_F: a_F,i >= 0 falls to zero. */
            if (s->da[i] < -accel_noise)
                consider(best, -s->a[i] / s->da[i], i, T_MINUS_UNSTICKS);
        }
    }
}
// end snippet maxstep-unclamped

double maxstep(const dantzig *s, int d, int *limiting, transition *move)
{
    /* What counts as a real change rather than roundoff (stage 2). */
    double force_noise = s->tol * cf_max_abs(s->n, s->df);
    double accel_noise = force_noise * s->largest_A;
    limit best = {INFINITY, -1, T_DRIVEN_NORMAL_CLAMPED};
    driven_limits(s, d, force_noise, accel_noise, &best);
    clamped_limits(s, d, force_noise, &best);
    unclamped_limits(s, d, accel_noise, &best);
    /* Roundoff can leave a condition a hair broken; never step backwards. */
    if (best.j >= 0 && best.step < 0.0)
        best.step = 0.0;
    *limiting = best.j;
    *move = best.move;
    return best.step;
}
