/* bench.h - one solver as the benchmark sees it.
 *
 * Each solver keeps the problem in its own layout (row-major, padded,
 * column-major) and may overwrite its inputs, so a run has three parts:
 * prepare (once, untimed), reset (before every run, untimed) and run (the
 * timed call).  run fills f with the forces it found, to be judged by the
 * certifier, and returns 0 when the solver itself reported success, or its
 * own failure code; describe turns that code into words.
 */
#ifndef CF_BENCH_H
#define CF_BENCH_H

#include <stddef.h>

#include "problem.h"

typedef struct bench_solver {
    const char *name;     /* a column of the table and the CSV: "fast", "ode-reg", ... */
    const char *label;    /* what it is, for the table's legend */
    int is_baseline;      /* 1: a linear solve (dgesv, dpotrf), not an LCP solver */
    void *(*prepare)(const cf_problem *p);
    void (*reset)(void *state);
    int (*run)(void *state, double *f);
    void (*describe)(const void *state, int code, char *text, size_t size);
    void (*release)(void *state);
} bench_solver;

/* The solvers of each file, terminated by an entry with name NULL. */
extern const bench_solver bench_our_solvers[];      /* bench_ours.c */
extern const bench_solver bench_lapack_solvers[];   /* bench_lapack.c */
extern const bench_solver bench_ode_solvers[];      /* bench_ode.c */
extern const bench_solver bench_siconos_solvers[];  /* bench_siconos.c */

/* OpenBLAS opened by its path (BENCH_OPENBLAS_LIBRARY, from bench.mk), its
 * names bound to itself; NULL if it cannot be (bench_lapack.c). */
void *bench_open_openblas(void);

/* Siconos' default parameters of a solver, for the legend (bench_siconos.c). */
void bench_siconos_defaults(const char *name, int *max_iterations, double *tolerance);

#endif
