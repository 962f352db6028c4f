/* bench_lapack.c - one linear solve of size n, the baseline: LAPACK's
 * dgesv (LU with partial pivoting, then the solve) of A x = -b, and dpotrf
 * (Cholesky).  A singular positive semidefinite A (the piles of boxes)
 * would stop dpotrf at its first zero pivot, so dpotrf is always given
 * A + 1e-3 I: when it completes, its work does not depend on the values.
 *
 * Two anchors: dgesv and dpotrf of Debian's reference LAPACK and BLAS,
 * which the program is linked with (by path, bench.mk), and dgesv of
 * OpenBLAS, the optimized library most readers' LAPACK calls go to.
 * OpenBLAS exports the same names, so it is opened by path in the cell's
 * own process (bench_cell.c forks one per cell), with its names bound to
 * itself first (RTLD_DEEPBIND), and its dgesv_ called directly. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <lapacke.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "dense.h"

/* The Fortran interface of dgesv, as OpenBLAS exports it. */
typedef void dgesv_function(const int *n, const int *nrhs, double *a, const int *lda, int *ipiv,
                            double *b, const int *ldb, int *info);

typedef struct lapack {
    int n;
    int cholesky;
    void *openblas;           /* dlopen handle, or NULL for the reference library */
    dgesv_function *dgesv;    /* OpenBLAS's dgesv_ */
    int *openblas_pivots;
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
    free(s->openblas_pivots);
    if (s->openblas != NULL)
        dlclose(s->openblas);
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

void *bench_open_openblas(void)
{
    return dlopen(BENCH_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
}

static void *prepare_openblas(const cf_problem *p)
{
    lapack *s = prepare(p, 0);
    if (s == NULL)
        return NULL;
    s->openblas = bench_open_openblas();
    void *symbol = s->openblas != NULL ? dlsym(s->openblas, "dgesv_") : NULL;
    s->openblas_pivots = malloc((size_t)p->n * sizeof *s->openblas_pivots);
    if (symbol == NULL || s->openblas_pivots == NULL) {
        fprintf(stderr, "bench: cannot use dgesv_ of %s: %s\n", BENCH_OPENBLAS_LIBRARY,
                s->openblas == NULL ? dlerror() : "no memory or no such symbol");
        release(s);
        return NULL;
    }
    memcpy(&s->dgesv, &symbol, sizeof symbol); /* a data pointer to a function pointer */
    return s;
}
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
    if (s->dgesv != NULL) {
        const int one = 1;
        int fortran_info = 0;
        s->dgesv(&s->n, &one, s->work, &s->n, s->openblas_pivots, s->rhs, &s->n, &fortran_info);
        info = fortran_info;
    } else if (s->cholesky)
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
    {"dgesv", "LAPACK dgesv: LU with partial pivoting and one solve, Debian's reference "
              "LAPACK and BLAS (the first anchor)",
     1, prepare_dgesv, reset, run, describe, release},
    {"dgesv-openblas", "the same dgesv from OpenBLAS, one thread (the second anchor)",
     1, prepare_openblas, reset, run, describe, release},
    {"dpotrf", "LAPACK dpotrf: Cholesky factorization of A + 1e-3 I",
     1, prepare_dpotrf, reset, run, describe, release},
    {NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
