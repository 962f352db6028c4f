/* rules-06-sliding-friction.c - the harness of exercise 6's rule tests.
 *
 * The runner (runner.c) calls only stage6_compute_forces, and the
 * sticking impulse (impulse.c, given) is not part of a solve.  A rule test
 * calls the student's stage6_impulse_in_cone on an impulse made by hand
 * (Baraff 1991: the contacts must be able to give it, P_N >= 0 and
 * |P_T| <= mu P_N), so that accepting an impulse outside the cone shows.
 * This file includes the student's file, as the harness of exercise 2
 * does, so that the one translation unit is exactly the student's code.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * holding the rows and their mu, then the state, whose f is the impulse)
 * and judges what comes back on descriptor 3 (rules.c): the answer in j.
 * Nothing is judged here.
 */
#include "sliding_friction.c"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trace.h"
#include "wire.h"

int main(void)
{
    int max_pivots = 0;
    cf_wire_rule state;
    FILE *result = NULL;
    cf_problem *p = cf_wire_start_rule(&max_pivots, &state, &result);
    if (p == NULL)
        return 2;
    const int n = p->n;
    if (state.call != CF_RULE_CALL_IN_CONE) {
        fprintf(stderr, "rules: unknown call %d\n", state.call);
        return 2;
    }
    double *P = malloc((size_t)n * sizeof *P);
    cf_trace *trace = cf_trace_new(n);
    if (P == NULL || trace == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    memcpy(P, state.f, (size_t)n * sizeof *P);
    int accepted = stage6_impulse_in_cone(p, state.f, CF_CERTIFY_DEFAULT_TOL);
    int input_changed = memcmp(P, state.f, (size_t)n * sizeof *P) != 0;
    int failed = cf_wire_write_rule_result(result, accepted, 0.0, 0, n, state.df, state.sets,
                                           (int)CF_OK, state.f, state.a, input_changed,
                                           trace) != 0;
    failed |= fclose(result) != 0;
    free(P);
    cf_trace_free(trace);
    cf_wire_rule_free(&state);
    cf_problem_free(p);
    return failed ? 2 : 0;
}
