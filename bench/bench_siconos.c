/* bench_siconos.c - Siconos numerics' lexicographic Lemke and projected
 * Gauss-Seidel LCP solvers, with their default options.  Siconos writes
 * the LCP as w = M z + q, z >= 0, w >= 0, z w = 0: M = A, q = b, z = f.
 * Dense matrices are column-major. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "LCP_Solvers.h"
#include "LinearComplementarityProblem.h"
#include "NumericsMatrix.h"
#include "SolverOptions.h"
#include "lcp_cst.h"

#include "bench.h"
#include "dense.h"

typedef struct siconos {
    int n;
    int solver;               /* SICONOS_LCP_LEMKE or SICONOS_LCP_PGS */
    double *master;           /* column-major A */
    LinearComplementarityProblem *lcp;
    SolverOptions *options;
    double *z, *w;
    int iterations;
    double residual;
} siconos;

static void release(void *state)
{
    siconos *s = state;
    if (s == NULL)
        return;
    if (s->lcp != NULL)
        freeLinearComplementarityProblem(s->lcp);
    if (s->options != NULL)
        solver_options_delete(s->options);
    free(s->master);
    free(s->z);
    free(s->w);
    free(s);
}

static void *prepare(const cf_problem *p, int solver)
{
    const int n = p->n;
    siconos *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->n = n;
    s->solver = solver;
    s->master = cf_vec_new(n * n);
    s->z = cf_vec_new(n);
    s->w = cf_vec_new(n);
    s->lcp = newLCP();
    s->options = solver_options_create(solver);
    if (s->master == NULL || s->z == NULL || s->w == NULL || s->lcp == NULL || s->options == NULL) {
        release(s);
        return NULL;
    }
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            s->master[(size_t)j * n + i] = p->A[(size_t)i * n + j];
    s->lcp->size = n;
    s->lcp->M = NM_create(NM_DENSE, n, n);
    s->lcp->q = malloc((size_t)n * sizeof *s->lcp->q);
    if (s->lcp->M == NULL || s->lcp->q == NULL) {
        release(s);
        return NULL;
    }
    memcpy(s->lcp->q, p->b, (size_t)n * sizeof *s->lcp->q);
    return s;
}

static void *prepare_lemke(const cf_problem *p) { return prepare(p, SICONOS_LCP_LEMKE); }
static void *prepare_pgs(const cf_problem *p) { return prepare(p, SICONOS_LCP_PGS); }

static void reset(void *state)
{
    siconos *s = state;
    memcpy(s->lcp->M->matrix0, s->master, (size_t)s->n * (size_t)s->n * sizeof *s->master);
    memset(s->z, 0, (size_t)s->n * sizeof *s->z);
    memset(s->w, 0, (size_t)s->n * sizeof *s->w);
}

static int run(void *state, double *f)
{
    siconos *s = state;
    int info = -1;
    if (s->solver == SICONOS_LCP_LEMKE)
        lcp_lexicolemke(s->lcp, s->z, s->w, &info, s->options);
    else
        lcp_pgs(s->lcp, s->z, s->w, &info, s->options);
    s->iterations = s->options->iparam[SICONOS_IPARAM_ITER_DONE];
    s->residual = s->options->dparam[SICONOS_DPARAM_RESIDU];
    memcpy(f, s->z, (size_t)s->n * sizeof *f);
    return info;
}

static void describe(const void *state, int code, char *text, size_t size)
{
    const siconos *s = state;
    const char *what = code == 0 ? "converged" : code == 1 ? "iteration limit" : "failed";
    snprintf(text, size, "info %d (%s), %d iterations, residual %.2g", code, what, s->iterations,
             s->residual);
}

void bench_siconos_defaults(const char *name, int *max_iterations, double *tolerance)
{
    SolverOptions *options =
        solver_options_create(strcmp(name, "lemke") == 0 ? SICONOS_LCP_LEMKE : SICONOS_LCP_PGS);
    *max_iterations = options != NULL ? options->iparam[SICONOS_IPARAM_MAX_ITER] : -1;
    *tolerance = options != NULL ? options->dparam[SICONOS_DPARAM_TOL] : -1.0;
    if (options != NULL)
        solver_options_delete(options);
}

const bench_solver bench_siconos_solvers[] = {
    {"lemke", "Siconos lcp_lexicolemke (lexicographic Lemke), default options", 0, prepare_lemke,
     reset, run, describe, release},
    {"pgs", "Siconos lcp_pgs (projected Gauss-Seidel), default options", 0, prepare_pgs, reset, run,
     describe, release},
    {NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
