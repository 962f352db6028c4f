/* bench_ode.c - ODE's Dantzig solver dSolveLCP (as packaged by DART), with
 * and without the diagonal regularization it is commonly used with.
 *
 * What ODE expects (its ode/src/lcp.cpp, book.bib: ode; our a = A f + b is
 * Baraff 1994, section 3):
 *  - A row-major with a row stride of n rounded up to a multiple of 4;
 *  - A x = b + w with w >= 0 where x = lo, so its b is our -b, and its w
 *    is our a;
 *  - it overwrites A, b, lo and hi, so each run starts from fresh copies. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "dense.h"

int bench_ode_solve_lcp(int n, double *A, double *x, double *b, double *w, double *lo, double *hi);

typedef struct ode {
    int n, stride;
    double *master, *A;  /* n rows of stride values */
    double *minus_b, *b, *x, *w, *lo, *hi;
} ode;

static int padded(int n)
{
    return n > 1 ? ((n - 1) | 3) + 1 : n; /* ODE's dPAD */
}

static void release(void *state)
{
    ode *s = state;
    if (s == NULL)
        return;
    free(s->master);
    free(s->A);
    free(s->minus_b);
    free(s->b);
    free(s->x);
    free(s->w);
    free(s->lo);
    free(s->hi);
    free(s);
}

static void *prepare(const cf_problem *p, double regularization)
{
    const int n = p->n;
    ode *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->n = n;
    s->stride = padded(n);
    s->master = cf_vec_new(n * s->stride);
    s->A = cf_vec_new(n * s->stride);
    s->minus_b = cf_vec_new(n);
    s->b = cf_vec_new(n);
    s->x = cf_vec_new(n);
    s->w = cf_vec_new(n);
    s->lo = cf_vec_new(n);
    s->hi = cf_vec_new(n);
    if (s->master == NULL || s->A == NULL || s->minus_b == NULL || s->b == NULL || s->x == NULL
        || s->w == NULL || s->lo == NULL || s->hi == NULL) {
        release(s);
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            s->master[(size_t)i * s->stride + j] = p->A[(size_t)i * n + j];
        s->master[(size_t)i * s->stride + i] += regularization;
        s->minus_b[i] = -p->b[i];
    }
    return s;
}

static void *prepare_plain(const cf_problem *p) { return prepare(p, 0.0); }
static void *prepare_regularized(const cf_problem *p) { return prepare(p, 1e-9); }

static void reset(void *state)
{
    ode *s = state;
    memcpy(s->A, s->master, (size_t)s->n * (size_t)s->stride * sizeof *s->A);
    memcpy(s->b, s->minus_b, (size_t)s->n * sizeof *s->b);
    for (int i = 0; i < s->n; i++) {
        s->x[i] = s->w[i] = 0.0;
        s->lo[i] = 0.0;
        s->hi[i] = INFINITY;
    }
}

static int run(void *state, double *f)
{
    ode *s = state;
    int ok = bench_ode_solve_lcp(s->n, s->A, s->x, s->b, s->w, s->lo, s->hi);
    memcpy(f, s->x, (size_t)s->n * sizeof *f);
    return ok ? 0 : 1;
}

static void describe(const void *state, int code, char *text, size_t size)
{
    (void)state;
    snprintf(text, size, "%s", code == 0 ? "dSolveLCP returned true" : "dSolveLCP returned false");
}

const bench_solver bench_ode_solvers[] = {
    {"ode", "ODE dSolveLCP (DART's copy), as is", 0, prepare_plain, reset, run, describe, release},
    {"ode-reg", "ODE dSolveLCP with 1e-9 added to the diagonal of A", 0, prepare_regularized, reset,
     run, describe, release},
    {NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
