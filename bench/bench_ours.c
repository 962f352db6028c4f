/* bench_ours.c - the course's own solvers as benchmark cells: stage 2, and
 * the fast stage with its defaults and with one idea switched off at a time
 * (treat A as dense; drive the first negative index, as the paper allows). */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "dantzig.h"
#include "dense.h"
#include "fast.h"

typedef struct ours {
    const cf_problem *p;
    int stage2;           /* 1: stage2_compute_forces; 0: the fast stage */
    fast_tuning tuning;
    fast_stats stats;
    double *a;
} ours;

static void *prepare(const cf_problem *p, int stage2, int skip_zeros, int first_negative,
                     int every_index)
{
    ours *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->p = p;
    s->stage2 = stage2;
    s->tuning = fast_default_tuning();
    s->tuning.skip_zeros = skip_zeros;
    s->tuning.first_negative = first_negative;
    s->tuning.every_index = every_index;
    s->a = cf_vec_new(p->n);
    if (s->a == NULL) {
        free(s);
        return NULL;
    }
    return s;
}

static void *prepare_stage2(const cf_problem *p) { return prepare(p, 1, 1, 0, 0); }
static void *prepare_fast(const cf_problem *p) { return prepare(p, 0, 1, 0, 0); }
static void *prepare_fast_dense(const cf_problem *p) { return prepare(p, 0, 0, 0, 0); }
static void *prepare_fast_first(const cf_problem *p) { return prepare(p, 0, 1, 1, 0); }
static void *prepare_fast_every(const cf_problem *p) { return prepare(p, 0, 1, 0, 1); }

static void reset(void *state)
{
    (void)state; /* nothing is overwritten */
}

static int run(void *state, double *f)
{
    ours *s = state;
    cf_status status = s->stage2 ? stage2_compute_forces(s->p, NULL, f, s->a)
                                 : fast_compute_forces_tuned(s->p, NULL, &s->tuning, &s->stats, f, s->a);
    return (int)status;
}

static void describe(const void *state, int code, char *text, size_t size)
{
    const ours *s = state;
    if (s->stage2)
        snprintf(text, size, "%s", cf_status_name((cf_status)code));
    else
        snprintf(text, size, "%s; %d pivots, %d drives, %d deferred, |C| = %d",
                 cf_status_name((cf_status)code), s->stats.pivots, s->stats.drives,
                 s->stats.deferred, s->stats.clamped);
}

static void release(void *state)
{
    ours *s = state;
    if (s != NULL)
        free(s->a);
    free(s);
}

const bench_solver bench_our_solvers[] = {
    {"stage2", "stage 2: Dantzig, a fresh L D L^T of A_CC at every pivot",
     0, prepare_stage2, reset, run, describe, release},
    {"fast", "fast stage: updated L D L^T, most negative a_d first, zeros of A and L skipped",
     0, prepare_fast, reset, run, describe, release},
    {"fast-dense", "fast stage treating A as dense (no zero skipping in A or L)",
     0, prepare_fast_dense, reset, run, describe, release},
    {"fast-first", "fast stage driving the first negative index (the paper allows any)",
     0, prepare_fast_first, reset, run, describe, release},
    {"fast-every", "fast stage visiting every index at every pivot, not only those near C",
     0, prepare_fast_every, reset, run, describe, release},
    {NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
