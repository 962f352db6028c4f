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
    int lesson_only;  /* 1: the stages' own methods only: no fall-back runs (those of
                         code/common, stage 5's sweeps, stage 7's second try with
                         stage 3), nor the refinement at the end of stages 2 to 6
                         (dantzig_refine): the grader judges a student's method,
                         which they would mend or answer for */
} cf_solve_options;

typedef cf_status (*cf_solver)(const cf_problem *p, const cf_solve_options *options,
                               double *f, double *a);

/* The note of an answer that a fall-back found, not the stage's own
 * method (equilibrate.h, lcp_fallback.h, newton_fallback.h, stage 5's
 * sweeps, stage 7's fresh factorizations), starts with these words. */
#define CF_FALLBACK_NOTE "fall-back: "

/* Whether a fall-back may try after a stage's method returned status: not
 * after an answer, bad input, a lack of memory, a problem the stage does not
 * take or a function not yet written; not when the caller asked for the
 * lesson's method only; and not past a pivot limit the caller set
 * (max_pivots > 0), which is the caller's to keep. */
static inline int cf_may_fall_back(const cf_solve_options *options, cf_status status)
{
    if (status == CF_OK || status == CF_NO_MEMORY || status == CF_INVALID_INPUT
        || status == CF_UNSUPPORTED || status == CF_NOT_IMPLEMENTED)
        return 0;
    if (options != NULL && options->lesson_only)
        return 0;
    return !(status == CF_PIVOT_LIMIT && options != NULL && options->max_pivots > 0);
}

#endif
