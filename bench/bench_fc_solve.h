/* bench_fc_solve.h - one friction-contact solve in a child process: our
 * stage 4 or 5, or one of Siconos's fc2d and fc3d solvers with its
 * settings, on a problem whose rows are contacts (a normal row followed
 * by its one or two tangent rows).  Shared by the benchmark on the
 * Siconos files and generated stacks (bench_friction.c) and the one on
 * the property test's random families (bench_friction_random.c), so that
 * both solve and time every solver the same way.
 *
 * Siconos keeps assertions that abort the process, and a solver may loop:
 * every solve runs in a forked child limited to a number of seconds of
 * CPU (RLIMIT_CPU), and sends its answer back through a pipe.  The time
 * is the child's CPU time of the one call, nothing else (building
 * Siconos's problem and its options is not counted).  A fresh child pays
 * for its first touch of every page it writes (copy on write after the
 * fork, the heap's first growth); on a problem solved in microseconds
 * that cost is most of the call, so a setup may ask for calls made and
 * thrown away first, each solver's the same (warm).
 */
#ifndef CF_BENCH_FC_SOLVE_H
#define CF_BENCH_FC_SOLVE_H

#include <stddef.h>

#include "problem.h"

/* A column: our stage, or a Siconos solver with its settings. */
#define FC_OURS (-1)      /* stage 4 (2D) or 5 (3D) */
#define FC_OURS_FAST (-2) /* stage 8: the same pivots, fast */
#define FC_IS_OURS(solver) ((solver) == FC_OURS || (solver) == FC_OURS_FAST)
typedef struct fc_column {
    const char *name;    /* the CSV's solver: "stage5", "nsgs-1e-9", ... */
    const char *heading; /* the text table's */
    int solver;          /* FC_OURS, FC_OURS_FAST, or a Siconos solver id */
    double tolerance;    /* 0: Siconos's default */
    int max_iterations;  /* 0: Siconos's default */
} fc_column;

/* 2D: stage 4, fc2d Lemke, fc2d NSGS at 1e-9.  3D: stage 5, then fc3d
 * NSGS, NSN_AC and PROX, each at its default and at 1e-9. */
extern const fc_column fc_columns2d[];
extern const int fc_column_count2d;
extern const fc_column fc_columns3d[];
extern const int fc_column_count3d;
#define FC_MAX_COLUMNS 8

/* What a solve runs under. */
typedef struct fc_setup {
    int dim;              /* 2 or 3 */
    int cap;              /* our stage's pivot cap; 0 for its default */
    const char *log_path; /* where the child's output is appended; NULL: not redirected */
    int warm;             /* calls made and thrown away before the timed one */
} fc_setup;

/* What a child sends back. */
typedef struct fc_answer {
    int info;       /* Siconos's info, or our cf_status */
    int iterations; /* Siconos's count; 0 for ours */
    double error;   /* Siconos's own error measure; NaN for ours */
    double seconds; /* CPU time of the solve */
    char note[160]; /* our stage's note on a named status */
} fc_answer;

typedef enum fc_outcome {
    FC_ANSWERED = 0, /* f and the answer came back */
    FC_OUT_OF_TIME,  /* the child used its CPU budget */
    FC_DIED          /* it died (a signal, an assertion) or exited without an answer */
} fc_outcome;

/* Solve p with column c in a child limited to seconds of CPU.  On
 * FC_ANSWERED, f (p->n values) and *answer are filled; otherwise *why
 * says what happened, in words. */
fc_outcome fc_solve_in_child(const fc_setup *setup, const fc_column *c, const cf_problem *p,
                             double seconds, double *f, fc_answer *answer, char *why,
                             size_t why_size);

/* 1 when the solver said it succeeded: our CF_OK, Siconos's info 0. */
int fc_claimed(const fc_column *c, const fc_answer *answer);

/* The columns in words ("stage5 = stage 5; nsgs = Siconos FC3D_NSGS
 * default tol 0.0001 max 1000 iterations; ..."), Siconos's defaults read
 * from its own options. */
void fc_describe_columns(const fc_column *columns, int count, char *text, size_t size);

#endif
