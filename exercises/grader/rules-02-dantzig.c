/* rules-02-dantzig.c - the harness of exercise 2's rule tests.
 *
 * The runner (runner.c) calls only stage2_compute_forces, so a wrong rule
 * shows only where a whole solve happens to meet it.  A rule test calls
 * one of the functions of Baraff 1994, section 4.3 on a small state made
 * by hand, so that each rule is tried alone: fdirection, dantzig_maxstep
 * (which calls the three dantzig_step_* candidates) or dantzig_drive_to_zero.
 * fdirection is static, so this file includes the student's file: the one
 * translation unit sees it, and the struct dantzig of dantzig.h, as the
 * student's own code does.
 *
 * The state is made as a solve makes it, then set from the wire's
 * (harness.h).
 *
 * The grader sends the state on standard input (wire.h: a problem record,
 * then the state) and judges what comes back on descriptor 3 (rules.c).
 * Nothing is judged here: the process runs the student's code, so it
 * reports what the function left and nothing else.
 */
#include "dantzig.c"

#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "wire.h"

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    const cf_wire_rule *state = &run.state;
    const int n = run.p->n;
    cf_trace *trace = cf_trace_new(n);
    cf_solve_options options = {.max_pivots = run.max_pivots > 0 ? run.max_pivots : 1,
                                .trace = trace};
    dantzig s;
    if (trace == NULL || dantzig_init(&s, run.p, &options, state->f, state->a, 1) != CF_OK
        || cf_harness_fill(&run, &s) != 0) {
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
        step = dantzig_maxstep(&s, state->d, &j);
        break;
    case CF_RULE_CALL_DRIVE_TO_ZERO:
        status = dantzig_drive_to_zero(&s, state->d, dantzig_maxstep);
        break;
    default:
        fprintf(stderr, "rules: call %d is not one of exercise 2's\n", state->call);
        return 2;
    }
    const int code = cf_wire_finish_rule(&run, j, step, s.pivots, s.df, s.set, (int)status,
                                         s.f, s.a, 0, trace, NULL);
    dantzig_free(&s);
    cf_trace_free(trace);
    return code;
}
