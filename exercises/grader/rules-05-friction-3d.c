/* rules-05-friction-3d.c - the harness of exercise 5's rule tests.
 *
 * As rules-02-dantzig.c for exercise 2: the runner calls only
 * stage5_compute_forces, so a wrong rule shows only where a whole solve
 * happens to meet it.  A rule test calls one function of the student's
 * file, cone_step.c, on a small state made by hand.  This file includes
 * it, so that the one translation unit is the student's code, with the
 * solver's struct cone_solve (cone.h: stage 4's friction2d as its member
 * base, stage 2's state as base.dz); the rest of stage 5 (cone.c,
 * cone_system.c, cone_maxstep.c, friction_3d.c) and stages 2 to 4 are
 * given, in the kit's library.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * with the row kinds, normals and mu, then the state) and judges what
 * comes back on descriptor 3 (rules.c).  Nothing is judged here.
 *
 * The state is allocated as a solve allocates it (stage 4's
 * friction2d_start, then what the cone adds), set from the wire's
 * (harness.h), and the rest of cone_solve as the solver sets it before
 * the call: the tangent rows of each normal, the direction u of a
 * friction at the bound, where its f_T points (cone_advance and to_bound
 * put it there; against a_T where f_T = 0, a friction that kept its place
 * when its normal let go), and for a driven friction (d a contact's first
 * tangent row) s->driven and w = -a_T / ||a_T|| (next_friction); the
 * path goes forward (omega = 1) and a friction at the bound keeps its
 * direction when its normal lets go (the first attempt's rule).
 *
 * Four calls:
 *   cone_fdirection(s, d), what it returns and delta f;
 *   cone_advance(s, 1), the step of the whole delta f the state gives: f and a;
 *   cone_pivot(s, d, j, move), what it returns (in the result's j), whether
 *     s->driven is -1 after it (in step), f, a and the sets;
 *   cone_exit_step on the contact whose normal row is d (its f_T, delta f_T,
 *     f_N, delta f_N and mu from the state), with the noise cone_maxstep
 *     gives it (tol * max |delta f_i| * (||f_T|| + mu |f_N|)): the step
 *     comes back in the result's step (the wire's "maxstep" call, whose
 *     part in the student's file this is), and j = d.
 */
#include "cone_step.c"

#include <stdio.h>
#include <string.h>

#include "friction_3d.h"
#include "harness.h"
#include "wire.h"

/* Newton steps of one correction, as friction_3d.c sets them. */
#define HARNESS_MAX_CORRECTIONS 12

/* The directions of the frictions, as the solver keeps them. */
static void set_directions(cone_solve *s, int d)
{
    const dantzig *dz = &s->base.dz;
    for (int i = 0; i < dz->n; i++) {
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0)
            continue;
        if (t1 == d) {
            double length = hypot(dz->a[t1], dz->a[t2]);
            s->driven = i;
            if (length > 0.0) {
                s->u[2 * i] = -dz->a[t1] / length;
                s->u[2 * i + 1] = -dz->a[t2] / length;
            }
        } else if (dz->set[t1] == CONE_AT_BOUND) {
            /* where f_T points, or, where f_T = 0 (its normal let go and
             * it kept its place), against a_T = -lambda u */
            double length = hypot(dz->f[t1], dz->f[t2]), against = hypot(dz->a[t1], dz->a[t2]);
            if (length > 0.0) {
                s->u[2 * i] = dz->f[t1] / length;
                s->u[2 * i + 1] = dz->f[t2] / length;
            } else if (against > 0.0) {
                s->u[2 * i] = -dz->a[t1] / against;
                s->u[2 * i + 1] = -dz->a[t2] / against;
            }
        }
    }
}

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    const cf_wire_rule *state = &run.state;
    cf_problem *p = run.p;
    const int n = p->n;
    cf_trace *trace = cf_trace_new(n);
    cf_solve_options options = {.trace = trace};
    cone_solve s;
    memset(&s, 0, sizeof s);
    s.base.ray_driven = -1;
    s.base.omega = 1.0;
    s.driven = -1;
    s.last_j = -1;
    s.keep_direction = 1;
    s.max_corrections = HARNESS_MAX_CORRECTIONS;
    int started = trace != NULL && friction2d_start(&s.base, p, &options, state->f, state->a) == CF_OK
                  && cf_harness_fill(&run, &s.base.dz) == 0;
    if (started) {
        s.tangent = malloc((size_t)(2 * n) * sizeof *s.tangent);
        s.u = cf_vec_new(2 * n);
        s.saved = cf_vec_new(3 * n);
        s.col_kind = malloc((size_t)n * sizeof *s.col_kind);
        s.col_row = malloc((size_t)n * sizeof *s.col_row);
        s.kept = cf_vec_new(n * n + n);
        started = s.tangent != NULL && s.u != NULL && s.saved != NULL && s.col_kind != NULL
                  && s.col_row != NULL && s.kept != NULL;
    }
    if (!started) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    if (cone_pair_tangents(&s) != CF_OK) {
        fprintf(stderr, "rules: the state's rows do not pair up\n");
        return 2;
    }
    set_directions(&s, state->d);

    dantzig *dz = &s.base.dz;
    int j = -1;
    double step = 0.0;
    cf_status status = CF_OK;
    switch (state->call) {
    case CF_RULE_CALL_FDIRECTION:
        status = cone_fdirection(&s, state->d);
        break;
    case CF_RULE_CALL_ADVANCE:
        cone_advance(&s, 1.0);
        break;
    case CF_RULE_CALL_MAXSTEP: {
        int i = state->d, t1 = cone_t1(&s, i), t2 = cone_t2(&s, i);
        if (t1 < 0) {
            fprintf(stderr, "rules: row %d has no tangent rows\n", i);
            return 2;
        }
        double f_T[2] = {dz->f[t1], dz->f[t2]}, df_T[2] = {dz->df[t1], dz->df[t2]};
        double mu = p->rows[t1].mu;
        double noise = dz->tol * cf_max_abs(n, dz->df) * (hypot(f_T[0], f_T[1]) + mu * fabs(dz->f[i]));
        step = cone_exit_step(f_T, df_T, dz->f[i], dz->df[i], mu, noise);
        j = i;
        break;
    }
    case CF_RULE_CALL_PIVOT:
        if (state->move >= CONE_MOVE_COUNT) {
            fprintf(stderr, "rules: move %d is not one of stage 5's\n", state->move);
            return 2;
        }
        /* what cone_pivot returned in j, and whether it let go of the
         * driven contact (s->driven = -1) in step */
        j = cone_pivot(&s, state->d, state->j, (cone_move)state->move);
        step = s.driven < 0 ? 1.0 : 0.0;
        break;
    default: /* the drive and compute_forces are given (friction_3d.c) */
        fprintf(stderr, "rules: call %d is not one of exercise 5's\n", state->call);
        return 2;
    }
    const int code = cf_wire_finish_rule(&run, j, step, dz->pivots, dz->df, dz->set, (int)status,
                                         dz->f, dz->a, 0, trace, NULL);
    friction2d_finish(&s.base);
    free(s.tangent);
    free(s.u);
    free(s.saved);
    free(s.col_kind);
    free(s.col_row);
    free(s.kept);
    cf_trace_free(trace);
    return code;
}
