/* rules-05-friction-3d.c - the harness of exercise 5's rule tests.
 *
 * As rules-02-dantzig.c for exercise 2: the runner calls only
 * stage5_compute_forces, so a wrong rule shows only where a whole solve
 * happens to meet it.  A rule test calls one function of the student's
 * file on a small state made by hand; the functions are static, so this
 * file includes the student's file and sees them and the solver's struct
 * cone_solve (cone.h), as the student's own code does.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * with the row kinds, normals and mu, then the state) and judges what
 * comes back on descriptor 3 (rules.c).  Nothing is judged here.
 *
 * The state gives f, a and the sets; the rest of cone_solve is set here
 * as the solver sets it before the call: the tangent rows of each normal
 * (pair_tangents), the direction u of a friction at the bound, where its
 * f_T points (advance and to_bound put it there; against a_T where f_T =
 * 0, a friction that kept its place when its normal let go), and for a driven
 * friction (d a contact's first tangent row) s->driven and w = -a_T /
 * ||a_T|| (next_friction).
 *
 * Three calls:
 *   fdirection(s, d), what it returns and delta f;
 *   advance(s, 1), the step of the whole delta f the state gives: f and a;
 *   cone_exit_step on the contact whose normal row is d (its f_T, delta f_T,
 *     f_N, delta f_N and mu from the state), with the noise cone_maxstep
 *     gives it (tol * max |delta f_i| * (||f_T|| + mu |f_N|)): the step
 *     comes back in the result's step (the wire's "maxstep" call, whose
 *     part in the student's file this is), and j = d.
 */
#include "friction_3d.c"

#include <stdio.h>
#include <string.h>

#include "wire.h"

/* The directions of the frictions, as the solver keeps them. */
static void set_directions(cone_solve *s, int d)
{
    for (int i = 0; i < s->n; i++) {
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0)
            continue;
        if (t1 == d) {
            double length = hypot(s->a[t1], s->a[t2]);
            s->driven = i;
            if (length > 0.0) {
                s->u[2 * i] = -s->a[t1] / length;
                s->u[2 * i + 1] = -s->a[t2] / length;
            }
        } else if (s->set[t1] == CONE_AT_BOUND) {
            /* where f_T points, or, where f_T = 0 (its normal let go and
             * it kept its place), against a_T = -lambda u */
            double length = hypot(s->f[t1], s->f[t2]), against = hypot(s->a[t1], s->a[t2]);
            if (length > 0.0) {
                s->u[2 * i] = s->f[t1] / length;
                s->u[2 * i + 1] = s->f[t2] / length;
            } else if (against > 0.0) {
                s->u[2 * i] = -s->a[t1] / against;
                s->u[2 * i + 1] = -s->a[t2] / against;
            }
        }
    }
}

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    cf_problem *p = run.p;
    const cf_wire_rule *state = &run.state;
    const int n = p->n;
    cone_solve s = {.p = p, .n = n, .f = state->f, .a = state->a, .df = state->df, .da = state->da,
                    .set = state->sets, .tol = DEFAULT_TOL, .pivots = state->pivots,
                    .max_pivots = run.max_pivots, .omega = 1.0, .driven = -1, .last_d = -1,
                    .last_driven = -1, .ray_driven = -1, .last_j = -1,
                    .max_corrections = MAX_CORRECTIONS};
    s.largest_A = cf_max_abs(n * n, p->A);
    s.tangent = malloc((size_t)(2 * n) * sizeof *s.tangent);
    s.u = cf_vec_new(2 * n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.work = cf_vec_new(n * n + n);
    s.saved = cf_vec_new(3 * n);
    s.col_kind = malloc((size_t)n * sizeof *s.col_kind);
    s.col_row = malloc((size_t)n * sizeof *s.col_row);
    s.deferred = calloc((size_t)n, 1);
    s.trace = cf_trace_new(n);
    if (s.tangent == NULL || s.u == NULL || s.rhs == NULL || s.x == NULL
        || s.A11 == NULL || s.work == NULL || s.saved == NULL || s.col_kind == NULL
        || s.col_row == NULL || s.deferred == NULL || s.trace == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    if (pair_tangents(&s) != 0 || state->d < 0 || state->d >= n) {
        fprintf(stderr, "rules: the state's rows do not pair up, or d is not a row\n");
        return 2;
    }
    set_directions(&s, state->d);

    int j = -1;
    double step = 0.0;
    cf_status status = CF_OK;
    switch (state->call) {
    case CF_RULE_CALL_FDIRECTION:
        status = fdirection(&s, state->d);
        break;
    case CF_RULE_CALL_ADVANCE:
        advance(&s, 1.0);
        break;
    case CF_RULE_CALL_MAXSTEP: {
        int i = state->d, t1 = cone_t1(&s, i), t2 = cone_t2(&s, i);
        if (t1 < 0) {
            fprintf(stderr, "rules: row %d has no tangent rows\n", i);
            return 2;
        }
        double f_T[2] = {s.f[t1], s.f[t2]}, df_T[2] = {s.df[t1], s.df[t2]};
        double mu = p->rows[t1].mu;
        double noise = s.tol * cf_max_abs(n, s.df) * (hypot(f_T[0], f_T[1]) + mu * fabs(s.f[i]));
        step = cone_exit_step(f_T, df_T, s.f[i], s.df[i], mu, noise);
        j = i;
        break;
    }
    default: /* compute_forces is judged by whole solves */
        fprintf(stderr, "rules: call %d is not one of exercise 5's\n", state->call);
        return 2;
    }
    const int code = cf_wire_finish_rule(&run, j, step, s.pivots, s.df, s.set, (int)status,
                                         s.f, s.a, 0, s.trace);
    free(s.tangent);
    free(s.u);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.work);
    free(s.saved);
    free(s.col_kind);
    free(s.col_row);
    free(s.deferred);
    cf_trace_free(s.trace);
    return code;
}
