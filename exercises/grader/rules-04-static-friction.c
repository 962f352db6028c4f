/* rules-04-static-friction.c - the harness of exercise 4's rule tests.
 *
 * As rules-02-dantzig.c for exercise 2: the runner calls only
 * stage4_compute_forces, so a wrong rule shows only where a whole solve
 * happens to meet it.  A rule test calls one function of the student's
 * file on a small state made by hand: fdirection, drive_to_zero (which
 * call bound_factor and pivot) or pivot alone.  They are static, so this file includes
 * the student's file and sees them and the solver's struct friction2d
 * (static_friction.h: stage 2's state as its member dz), as the student's
 * own code does.
 *
 * The state is allocated as a solve allocates it, by friction2d_start
 * (the student's file, outside the solution regions: stage 2's
 * dantzig_init, stage 3's bilateral block, the friction row of each
 * normal), then set from the wire's (harness.h); the driven index's rate
 * sigma is set as drive_to_zero sets it before it calls fdirection, and
 * omega is left at -1, as a drive whose path turned back leaves it.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * with the row kinds, normals and mu, then the state) and judges what
 * comes back on descriptor 3 (rules.c).  Nothing is judged here.
 */
#include "static_friction.c"

#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "wire.h"

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    const cf_wire_rule *state = &run.state;
    cf_problem *p = run.p;
    cf_trace *trace = cf_trace_new(p->n);
    cf_solve_options options = {.trace = trace};
    friction2d s;
    memset(&s, 0, sizeof s);
    s.ray_driven = -1;
    if (trace == NULL || friction2d_start(&s, p, &options, state->f, state->a) != CF_OK
        || cf_harness_fill(&run, &s.dz) != 0) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    /* The driven index's rate, as drive_to_zero sets it before calling
     * fdirection: 1 for a normal, against a_F for a friction. */
    s.sigma = p->rows[state->d].kind == CF_ROW_FRICTION2D && state->a[state->d] > 0.0 ? -1.0 : 1.0;
    /* What a drive whose path turned back leaves: drive_to_zero must start
     * its own drive forward (fdirection does not read omega). */
    s.omega = -1.0;

    cf_status status = CF_OK;
    int ends = -1; /* what pivot returned */
    switch (state->call) {
    case CF_RULE_CALL_FDIRECTION:
        status = fdirection(&s, state->d, s.sigma, s.dz.df);
        break;
    case CF_RULE_CALL_DRIVE_TO_ZERO:
        status = drive_to_zero(&s, state->d);
        break;
    case CF_RULE_CALL_PIVOT:
        if (state->move >= TRANSITION_COUNT) {
            fprintf(stderr, "rules: move %d is not one of stage 4's\n", state->move);
            return 2;
        }
        ends = pivot(&s, state->d, state->j, (transition)state->move);
        break;
    default: /* maxstep is given (maxstep.c), not the student's */
        fprintf(stderr, "rules: call %d is not one of exercise 4's\n", state->call);
        return 2;
    }
    /* A drive sends what it leaves for compute_forces: s->ray_driven in j,
     * s->returned_drive[d] in step. */
    const int drive = state->call == CF_RULE_CALL_DRIVE_TO_ZERO;
    const int code = cf_wire_finish_rule(&run, drive ? s.ray_driven : ends,
                                         drive ? (double)s.returned_drive[state->d] : 0.0,
                                         s.dz.pivots, s.dz.df, s.dz.set, (int)status, s.dz.f,
                                         s.dz.a, 0, trace, NULL);
    friction2d_finish(&s);
    cf_trace_free(trace);
    return code;
}
