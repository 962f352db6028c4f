/* rules-06-sliding-friction.c - the harness of exercise 6's rule tests.
 *
 * The runner (runner.c) calls only stage6_compute_forces, and the
 * sticking impulse (impulse.c, given) is not part of a solve.  A rule test
 * calls one function of the student's file on a small state made by hand:
 *   fold_sliding_friction(p, A_hat), A_hat sent back whole;
 *   unfold(p, f), f after it;
 *   hand_over_ray(p, f, delta f, d, ray), the ray sent back (ray.driven
 *     as j, ray.f as f, ray.df as delta f, ray.da as a);
 *   stage6_impulse_in_cone(p, P) on an impulse made by hand (Baraff 1991:
 *     the contacts must be able to give it, P_N >= 0 and |P_T| <= mu P_N),
 *     the answer as j.
 * Every output starts as NaN, so that an entry the function never sets
 * shows.  This file includes the student's file, as the harness of
 * exercise 2 does, so that the one translation unit is exactly the
 * student's code; stages 2 to 5 are given, in the kit's library.
 *
 * The grader sends the state on standard input (wire.h: a problem record
 * holding the rows, their mu and slide, then the state, whose f is the
 * impulse for stage6_impulse_in_cone) and judges what comes back on
 * descriptor 3 (rules.c).  Nothing is judged here.
 */
#include "sliding_friction.c"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trace.h"
#include "wire.h"

/* n values of NaN, or NULL. */
static double *not_yet(size_t count)
{
    double *v = malloc((count > 0 ? count : 1) * sizeof *v);
    for (size_t i = 0; v != NULL && i < count; i++)
        v[i] = NAN;
    return v;
}

int main(void)
{
    cf_wire_rule_run run;
    if (cf_wire_start_rule(&run) != 0)
        return 2;
    const cf_problem *p = run.p;
    cf_wire_rule *state = &run.state;
    const size_t n = (size_t)p->n;
    cf_trace *trace = cf_trace_new(p->n);
    double *copy = malloc(n * sizeof *copy);
    double *A_hat = not_yet(n * n);
    stage6_ray ray = {.driven = -1, .f = not_yet(n), .df = not_yet(n), .da = not_yet(n)};
    if (trace == NULL || copy == NULL || A_hat == NULL || ray.f == NULL || ray.df == NULL
        || ray.da == NULL) {
        fprintf(stderr, "rules: cannot start (out of memory)\n");
        return 2;
    }
    /* what the call may not write: the impulse P, the ray's start f */
    memcpy(copy, state->f, n * sizeof *copy);
    int j = -1, wrote_input = 0;
    const double *matrix = NULL, *df = state->df, *f = state->f, *a = state->a;
    switch (state->call) {
    case CF_RULE_CALL_IN_CONE:
        j = stage6_impulse_in_cone(p, state->f, CF_CERTIFY_DEFAULT_TOL);
        wrote_input = memcmp(copy, state->f, n * sizeof *copy) != 0;
        break;
    case CF_RULE_CALL_FOLD:
        fold_sliding_friction(p, A_hat);
        matrix = A_hat;
        break;
    case CF_RULE_CALL_UNFOLD:
        unfold(p, state->f);
        break;
    case CF_RULE_CALL_RAY:
        hand_over_ray(p, state->f, state->df, state->d, &ray);
        wrote_input = memcmp(copy, state->f, n * sizeof *copy) != 0;
        j = ray.driven;
        f = ray.f;
        df = ray.df;
        a = ray.da;
        break;
    default: /* the drives are stage 4's and 5's, given */
        fprintf(stderr, "rules: call %d is not one of exercise 6's\n", state->call);
        return 2;
    }
    const int code = cf_wire_finish_rule(&run, j, 0.0, 0, df, state->sets, (int)CF_OK, f, a,
                                         wrote_input, trace, matrix);
    free(copy);
    free(A_hat);
    free(ray.f);
    free(ray.df);
    free(ray.da);
    cf_trace_free(trace);
    return code;
}
