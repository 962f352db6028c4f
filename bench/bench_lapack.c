/* bench_lapack.c - one linear solve of size n, the baseline: LAPACK's
 * dgesv (LU with partial pivoting, then the solve) of A x = -b, and dpotrf
 * (Cholesky).  A singular positive semidefinite A (the piles of boxes)
 * would stop dpotrf at its first zero pivot, so dpotrf is always given
 * A + 1e-3 I: when it completes, its work does not depend on the values. */
#include <lapacke.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "dense.h"

typedef struct lapack {
    int n;
    int cholesky;
    double *master;   /* column-major A (symmetric, so A itself) */
    double *work;     /* overwritten by the factorization */
    double *rhs;      /* -b, overwritten by x */
    double *minus_b;
    lapack_int *pivots;
} lapack;

static void release(void *state)
{
    lapack *s = state;
    if (s == NULL)
        return;
    free(s->master);
    free(s->work);
    free(s->rhs);
    free(s->minus_b);
    free(s->pivots);
    free(s);
}

static void *prepare(const cf_problem *p, int cholesky)
{
    const int n = p->n;
    lapack *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->n = n;
    s->cholesky = cholesky;
    s->master = cf_vec_new(n * n);
    s->work = cf_vec_new(n * n);
    s->rhs = cf_vec_new(n);
    s->minus_b = cf_vec_new(n);
    s->pivots = malloc((size_t)n * sizeof *s->pivots);
    if (s->master == NULL || s->work == NULL || s->rhs == NULL || s->minus_b == NULL
        || s->pivots == NULL) {
        release(s);
        return NULL;
    }
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < n; i++)
            s->master[(size_t)j * n + i] = p->A[(size_t)i * n + j];
        if (cholesky)
            s->master[(size_t)j * n + j] += 1e-3;
        s->minus_b[j] = -p->b[j];
    }
    return s;
}

static void *prepare_dgesv(const cf_problem *p) { return prepare(p, 0); }
static void *prepare_dpotrf(const cf_problem *p) { return prepare(p, 1); }

static void reset(void *state)
{
    lapack *s = state;
    memcpy(s->work, s->master, (size_t)s->n * (size_t)s->n * sizeof *s->work);
    memcpy(s->rhs, s->minus_b, (size_t)s->n * sizeof *s->rhs);
}

static int run(void *state, double *f)
{
    lapack *s = state;
    lapack_int info;
    if (s->cholesky)
        info = LAPACKE_dpotrf_work(LAPACK_COL_MAJOR, 'L', s->n, s->work, s->n);
    else
        info = LAPACKE_dgesv_work(LAPACK_COL_MAJOR, s->n, 1, s->work, s->n, s->pivots, s->rhs, s->n);
    memcpy(f, s->rhs, (size_t)s->n * sizeof *f);
    return (int)info;
}

static void describe(const void *state, int code, char *text, size_t size)
{
    const lapack *s = state;
    if (code == 0)
        snprintf(text, size, "info 0");
    else if (code > 0)
        snprintf(text, size, "info %d: %s", code,
                 s->cholesky ? "not positive definite" : "exactly singular U");
    else
        snprintf(text, size, "info %d: bad argument", code);
}

const bench_solver bench_lapack_solvers[] = {
    {"dgesv", "LAPACK dgesv: LU with partial pivoting and one solve (the baseline)",
     1, prepare_dgesv, reset, run, describe, release},
    {"dpotrf", "LAPACK dpotrf: Cholesky factorization of A + 1e-3 I",
     1, prepare_dpotrf, reset, run, describe, release},
    {NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
