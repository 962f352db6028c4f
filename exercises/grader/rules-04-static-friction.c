/* rules-04-static-friction.c - the harness of exercise 4's rule tests.
 *
 * As rules-02-dantzig.c for exercise 2: the runner calls only
 * stage4_compute_forces, so a wrong rule shows only where a whole solve
 * happens to meet it.  A rule test calls one function of the student's
 * file on a small state made by hand; the functions are static, so this
 * file includes the student's file and sees them and the solver's struct
 * dantzig (maxstep.h), as the student's own code does.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * with the row kinds, normals and mu, then the state) and judges what
 * comes back on descriptor 3 (rules.c).  Nothing is judged here.
 */
#include "static_friction.c"

#include <stdio.h>
#include <string.h>

#include "wire.h"

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    cf_problem *p = run.p;
    const cf_wire_rule *state = &run.state;
    const int n = p->n;
    dantzig s = {.p = p, .n = n, .f = state->f, .a = state->a, .df = state->df, .da = state->da,
                 .set = state->sets, .tol = DEFAULT_TOL, .pivots = state->pivots,
                 .max_pivots = run.max_pivots, .omega = 1.0};
    s.largest_A = cf_max_abs(n * n, p->A);
    /* The driven index's rate, as drive_to_zero sets it before calling
     * fdirection: 1 for a normal, against a_F for a friction. */
    s.sigma = p->rows[state->d].kind == CF_ROW_FRICTION2D && state->a[state->d] > 0.0 ? -1.0 : 1.0;
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.clamped = malloc((size_t)n * sizeof *s.clamped);
    s.friction_of = malloc((size_t)n * sizeof *s.friction_of);
    s.deferred = calloc((size_t)n, 1);
    s.bilateral = malloc(sizeof *s.bilateral);
    s.A_BB = cf_vec_new(1);
    s.work = cf_vec_new(1);
    s.trace = cf_trace_new(n);
    if (s.rhs == NULL || s.x == NULL || s.A11 == NULL
        || s.clamped == NULL || s.friction_of == NULL || s.deferred == NULL || s.bilateral == NULL
        || s.A_BB == NULL || s.work == NULL || s.trace == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    for (int i = 0; i < n; i++)
        s.friction_of[i] = -1;
    for (int i = 0; i < n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D)
            s.friction_of[p->rows[i].normal] = i;

    int j = -1;
    double step = 0.0;
    cf_status status = CF_OK;
    switch (state->call) {
    case CF_RULE_CALL_FDIRECTION:
        status = fdirection(&s, state->d);
        break;
    case CF_RULE_CALL_DRIVE_TO_ZERO:
        status = drive_to_zero(&s, state->d);
        break;
    default: /* maxstep is given (maxstep.c), not the student's */
        fprintf(stderr, "rules: call %d is not one of exercise 4's\n", state->call);
        return 2;
    }
    const int code = cf_wire_finish_rule(&run, j, step, s.pivots, s.df, s.set, (int)status,
                                         s.f, s.a, 0, s.trace);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.clamped);
    free(s.friction_of);
    free(s.deferred);
    free(s.bilateral);
    free(s.A_BB);
    free(s.work);
    cf_trace_free(s.trace);
    return code;
}
