/* harness.h - what the rule harnesses of exercises 2 to 6 share
 * (rules-NN-name.c; copied into each kit's include/ beside wire.h).
 *
 * Every stage from 2 on keeps stage 2's state, struct dantzig (dantzig.h),
 * and a later stage embeds it (friction2d's dz, cone_solve's base.dz).
 * A harness allocates it as a solve does, with dantzig_init (solve.c,
 * given), then sets what the wire's state gives: f and a (dantzig_init
 * takes the wire's arrays as f and a), delta f, delta a, the size of
 * delta a's terms, the sets, the pivots made and the limit.  The size of
 * each coupled block's terms, which the rules of roundoff read, is the one
 * dantzig_fresh_accelerations finds for the wire's f; a stays as the wire
 * gives it (b = a - A f, so the two agree up to roundoff).
 *
 * Functions here are static: each harness is one translation unit with
 * the student's file.
 */
#ifndef CF_HARNESS_H
#define CF_HARNESS_H

#include <stdlib.h>
#include <string.h>

#include "dantzig.h"
#include "dense.h"
#include "wire.h"

/* s allocated by dantzig_init for run->p with f and a the wire's: fill
 * the rest of it from the wire's state.  0, or -1 out of memory. */
static int cf_harness_fill(const cf_wire_rule_run *run, dantzig *s)
{
    const cf_wire_rule *state = &run->state;
    const int n = run->p->n;
    double *kept = malloc((size_t)n * sizeof *kept);
    if (kept == NULL)
        return -1;
    memcpy(kept, s->a, (size_t)n * sizeof *kept);
    dantzig_fresh_accelerations(s); /* block_terms for the wire's f */
    memcpy(s->a, kept, (size_t)n * sizeof *kept);
    free(kept);
    memcpy(s->df, state->df, (size_t)n * sizeof *s->df);
    memcpy(s->da, state->da, (size_t)n * sizeof *s->da);
    memcpy(s->da_size, state->da_size, (size_t)n * sizeof *s->da_size);
    memcpy(s->set, state->sets, (size_t)n);
    s->largest_df = cf_max_abs(n, s->df);
    s->pivots = state->pivots;
    s->max_pivots = run->max_pivots;
    return 0;
}

#endif
