/* bench_cell.h - time one solver on one problem, in a child process.
 *
 * Siconos keeps assertions that abort the process, and a solver may loop:
 * each cell (one solver, one problem, all its repetitions) runs in a forked
 * child that sends its result back through a pipe, under a time limit.
 */
#ifndef CF_BENCH_CELL_H
#define CF_BENCH_CELL_H

#include "bench.h"

typedef enum cell_verdict {
    CELL_OK = 0,      /* certified (and the problem's invariants hold) */
    CELL_BASELINE,    /* a linear solve: timed, not judged */
    CELL_INEXACT,     /* the solver claimed success; the certifier disagrees */
    CELL_FAILED,      /* the solver reported a failure */
    CELL_CRASHED,     /* the child died (an assertion, a signal) */
    CELL_TIMEOUT,     /* the child was killed at the time limit */
    CELL_SKIPPED,     /* not run: predicted too slow, or over the time budget */
    CELL_VERDICT_COUNT
} cell_verdict;

typedef struct cell_result {
    cell_verdict verdict;
    int runs;
    double median, min, max;   /* seconds per solve */
    int code;                  /* the solver's own status */
    char detail[200];          /* the solver's words, or why it was skipped */
    double worst;              /* the certifier's largest scaled violation */
    int worst_condition;       /* a cf_condition */
    int has_invariant;
    double invariant_got, invariant_want;
} cell_result;

/* Short name of a verdict: "ok", "inexact", ... */
const char *cell_verdict_name(cell_verdict verdict);

/* Run solver on p in a child: repeat as the timing rule says (bench.c's
 * legend), certify the last answer.  limit: seconds before the child is
 * killed.  The child's output (ODE and Siconos print messages) is appended
 * to log_path. */
cell_result cell_run(const bench_solver *solver, const cf_problem *p, double limit,
                     const char *log_path);

#endif
