/* rules-06-sliding-friction.c - the harness of exercise 6's rule tests.
 *
 * The runner (runner.c) calls only stage6_compute_forces, and the
 * sticking impulse (impulse.c, given) is not part of a solve.  A rule test
 * calls the student's stage6_impulse_in_cone on an impulse made by hand
 * (Baraff 1991: the contacts must be able to give it, P_N >= 0 and
 * |P_T| <= mu P_N), so that accepting an impulse outside the cone shows;
 * or the student's drive_to_zero on a small state made by hand (the
 * pivot limit of the whole solve, a drive that goes on after another
 * index's pivot, a status of fdirection that must end the drive, and
 * omega left at -1 by an earlier drive), as exercise 4's harness does:
 * stage 6's drive is stage 4's after the fold.
 * This file includes the student's file, as the harness of exercise 2
 * does, so that the one translation unit is exactly the student's code.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * holding the rows and their mu, then the state, whose f is the impulse
 * for stage6_impulse_in_cone) and judges what comes back on descriptor 3
 * (rules.c).  Nothing is judged here.
 */
#include "sliding_friction.c"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trace.h"
#include "wire.h"

/* stage6_impulse_in_cone(p, P): the answer in j. */
static int call_in_cone(cf_wire_rule_run *run)
{
    const cf_problem *p = run->p;
    cf_wire_rule *state = &run->state;
    const int n = p->n;
    double *P = malloc((size_t)n * sizeof *P);
    cf_trace *trace = cf_trace_new(n);
    if (P == NULL || trace == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        free(P);
        cf_trace_free(trace);
        return 2;
    }
    memcpy(P, state->f, (size_t)n * sizeof *P);
    int accepted = stage6_impulse_in_cone(p, state->f, CF_CERTIFY_DEFAULT_TOL);
    int wrote_P = memcmp(P, state->f, (size_t)n * sizeof *P) != 0;
    const int code = cf_wire_finish_rule(run, accepted, 0.0, 0, state->df, state->sets,
                                         (int)CF_OK, state->f, state->a, wrote_P, trace);
    free(P);
    cf_trace_free(trace);
    return code;
}

/* drive_to_zero(s, d) on the state, with the solver's struct filled as
 * stage6_compute_forces fills it (the state has no dynamic rows, so the
 * folded A is A itself). */
static int call_drive(cf_wire_rule_run *run)
{
    const cf_problem *p = run->p;
    const cf_wire_rule *state = &run->state;
    const int n = p->n;
    dantzig s = {.p = p, .n = n, .f = state->f, .a = state->a, .df = state->df,
                 .da = state->da, .set = state->sets, .tol = DEFAULT_TOL,
                 .pivots = state->pivots, .max_pivots = run->max_pivots};
    /* What a drive whose path turned back leaves: drive_to_zero must
     * start its own drive forward. */
    s.omega = -1.0;
    s.largest_A = cf_max_abs(n * n, p->A);
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
    int code = 2;
    if (s.rhs != NULL && s.x != NULL && s.A11 != NULL && s.clamped != NULL
        && s.friction_of != NULL && s.deferred != NULL && s.bilateral != NULL
        && s.A_BB != NULL && s.work != NULL && s.trace != NULL) {
        for (int i = 0; i < n; i++)
            s.friction_of[i] = -1;
        for (int i = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_FRICTION2D)
                s.friction_of[p->rows[i].normal] = i;
        cf_status status = drive_to_zero(&s, state->d);
        code = cf_wire_finish_rule(run, -1, 0.0, s.pivots, s.df, s.set, (int)status, s.f, s.a, 0,
                                   s.trace);
    } else {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
    }
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

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    if (run.state.call == CF_RULE_CALL_IN_CONE)
        return call_in_cone(&run);
    if (run.state.call == CF_RULE_CALL_DRIVE_TO_ZERO)
        return call_drive(&run);
    /* fdirection and maxstep are given (stages 4 and 6), not the student's */
    fprintf(stderr, "rules: call %d is not one of exercise 6's\n", run.state.call);
    return 2;
}
