/* rules-03-bilateral.c - the harness of exercise 3's rule tests.
 *
 * As rules-02-dantzig.c for exercise 2: the runner calls only
 * stage3_compute_forces, so a wrong rule of bilateral_maxstep shows only
 * where a whole solve happens to meet it (two equal steps, a candidate at
 * the first or the last index).  A rule test calls the student's
 * bilateral_maxstep on a small state made by hand.  This file includes
 * the student's file, so that the one translation unit is the student's
 * code, and sees stage 2's struct dantzig (dantzig.h) as it does; stage
 * 2's candidates (dantzig_step_driven, ...) are given, in the kit's
 * library.
 *
 * The grader sends the state on standard input (wire.h: a problem record,
 * then the state with delta f, delta a and the size of delta a's terms)
 * and judges what comes back on descriptor 3 (rules.c): the index j and
 * the step.  Nothing is judged here.
 */
#include "bilateral.c"

#include <stdio.h>

#include "harness.h"
#include "wire.h"

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    const cf_wire_rule *state = &run.state;
    if (state->call != CF_RULE_CALL_MAXSTEP) { /* fdirection and the drive are stage 2's */
        fprintf(stderr, "rules: call %d is not one of exercise 3's\n", state->call);
        return 2;
    }
    cf_trace *trace = cf_trace_new(run.p->n);
    dantzig s;
    if (trace == NULL || dantzig_init(&s, run.p, NULL, state->f, state->a, 1) != CF_OK
        || cf_harness_fill(&run, &s) != 0) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    int j = -1;
    double step = bilateral_maxstep(&s, state->d, &j);
    const int code = cf_wire_finish_rule(&run, j, step, s.pivots, s.df, s.set, (int)CF_OK,
                                         s.f, s.a, 0, trace, NULL);
    dantzig_free(&s);
    cf_trace_free(trace);
    return code;
}
