/* rules-03-bilateral.c - the harness of exercise 3's rule tests.
 *
 * As rules-02-dantzig.c for exercise 2: the runner calls only
 * stage3_compute_forces, so a wrong rule of maxstep shows only where a
 * whole solve happens to meet it (two equal steps, a candidate at the
 * first or the last index).  A rule test calls the student's maxstep on a
 * small state made by hand; it is static, so this file includes the
 * student's file and sees it and the solver's struct dantzig, as the
 * student's own code does.
 *
 * The grader sends the state on standard input (wire.h: a problem record,
 * then the state with delta f, delta a and the size of delta a's terms)
 * and judges what comes back on descriptor 3 (rules.c): the index j and
 * the step.  Nothing is judged here.
 */
#include "bilateral.c"

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
    if (state->call != CF_RULE_CALL_MAXSTEP) { /* fdirection and drive_to_zero are given */
        fprintf(stderr, "rules: call %d is not one of exercise 3's\n", state->call);
        return 2;
    }
    dantzig s = {.p = p, .n = n, .f = state->f, .a = state->a, .df = state->df, .da = state->da,
                 .da_size = state->da_size, .set = state->sets, .tol = DEFAULT_TOL,
                 .pivots = state->pivots, .max_pivots = run.max_pivots};
    s.deferred = calloc((size_t)n, 1);
    cf_trace *trace = cf_trace_new(n);
    if (s.deferred == NULL || trace == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    int j = -1;
    double step = maxstep(&s, state->d, &j);
    const int code = cf_wire_finish_rule(&run, j, step, s.pivots, s.df, s.set, (int)CF_OK,
                                         s.f, s.a, 0, trace);
    free(s.deferred);
    cf_trace_free(trace);
    return code;
}
