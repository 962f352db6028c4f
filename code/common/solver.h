/* solver.h - what every stage's solver takes and returns.
 *
 * A stage solver fills f (n forces) and a (n accelerations, a = A f + b)
 * and returns a cf_status.  It returns CF_OK only for an answer that passes
 * the certifier (certify.h).
 */
#ifndef CF_SOLVER_H
#define CF_SOLVER_H

#include <stddef.h>

#include "problem.h"
#include "status.h"
#include "trace.h"

typedef struct cf_solve_options {
    int max_pivots;   /* 0: the stage's default (10 n + 10 for Dantzig) */
    double tol;       /* 0: the stage's default zero tolerance (relative) */
    cf_trace *trace;  /* NULL: no trace; else every pivot is appended */
    char *note;       /* NULL, or note_size characters where a stage writes one line
                         about its answer (stage 3: joint forces chosen by least norm) */
    size_t note_size;
} cf_solve_options;

typedef cf_status (*cf_solver)(const cf_problem *p, const cf_solve_options *options,
                               double *f, double *a);

/* The note of an answer that a fall-back found, not the stage's own
 * method (equilibrate.h, lcp_fallback.h, newton_fallback.h, stage 5's
 * sweeps, stage 7's fresh factorizations), starts with these words. */
#define CF_FALLBACK_NOTE "fall-back: "

/* A pivot limit the caller set (max_pivots > 0) is the caller's to keep:
 * no fall-back runs on past it. */
static inline int cf_capped_by_caller(const cf_solve_options *options, cf_status status)
{
    return status == CF_PIVOT_LIMIT && options != NULL && options->max_pivots > 0;
}

#endif
