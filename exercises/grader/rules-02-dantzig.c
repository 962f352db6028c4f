/* rules-02-dantzig.c - the harness of exercise 2's rule tests.
 *
 * The runner (runner.c) calls only stage2_compute_forces, so a wrong rule
 * shows only where a whole solve happens to meet it.  A rule test calls
 * one of the functions of Baraff 1994, section 4.3 on a small state made
 * by hand, so that each rule is tried alone: fdirection, maxstep or
 * drive_to_zero.  These are static functions of the student's file, so
 * this file includes it: the one translation unit sees them, and the
 * solver's struct dantzig, as the student's own code does.
 *
 * The grader sends the state on standard input (wire.h: a problem record,
 * then the state) and judges what comes back on descriptor 3 (rules.c).
 * Nothing is judged here: the process runs the student's code, so it
 * reports what the function left and nothing else.
 */
#include "dantzig.c"

#include <stdio.h>

#include "wire.h"

/* The file's own roundoff tolerance, which compute_forces would use. */
#ifndef DEFAULT_TOL
#define DEFAULT_TOL 1e-12
#endif

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    cf_problem *p = run.p;
    const cf_wire_rule *state = &run.state;
    const int n = p->n;
    dantzig s = {.p = p, .n = n, .f = state->f, .a = state->a, .df = state->df, .da = state->da,
                 .da_size = state->da_size, .set = state->sets, .tol = DEFAULT_TOL,
                 .pivots = state->pivots, .max_pivots = run.max_pivots};
    s.dj = cf_vec_new(n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.deferred = calloc((size_t)n, 1);
    s.clamped = malloc((size_t)n * sizeof *s.clamped);
    s.trace = cf_trace_new(n);
    if (s.dj == NULL || s.rhs == NULL || s.x == NULL || s.A11 == NULL
        || s.deferred == NULL || s.clamped == NULL || s.trace == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }

    int j = -1;
    double step = 0.0;
    cf_status status = CF_OK;
    switch (state->call) {
    case CF_RULE_CALL_FDIRECTION:
        status = fdirection(&s, state->d, s.df);
        break;
    case CF_RULE_CALL_MAXSTEP:
        step = maxstep(&s, state->d, &j);
        break;
    case CF_RULE_CALL_DRIVE_TO_ZERO:
        status = drive_to_zero(&s, state->d);
        break;
    default:
        fprintf(stderr, "rules: unknown call %d\n", state->call);
        return 2;
    }
    const int code = cf_wire_finish_rule(&run, j, step, s.pivots, s.df, s.set, (int)status,
                                         s.f, s.a, 0, s.trace);
    free(s.dj);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.deferred);
    free(s.clamped);
    cf_trace_free(s.trace);
    return code;
}
