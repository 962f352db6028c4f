/* fast_fallback.c - Fast pivoting's fall-back: stage 3, when the updated
 * factor fails.
 *
 * NOT PART OF THE LESSON.  Chapter 7 teaches the updated L D L^T.  An
 * updated factor gathers roundoff that a fresh one does not, and on a
 * problem whose light rows are coupled to rows a million times heavier the
 * pivot of a light row can drown in it: the factor calls the row
 * redundant, and the solve ends with a status although an answer exists.
 * Then, and only then, the problem is solved again by stage 3
 * (code/03-bilateral), which factors A_CC afresh at every pivot and
 * judges each pivot against its own row.  Its answer is certified like any
 * other, and the note says which solver found it.
 */
#include "fast.h"

#include <stdio.h>
#include <string.h>

#include "bilateral.h"

cf_status fast_fallback(const cf_problem *p, const cf_solve_options *options, cf_status status,
                        double *f, double *a)
{
    if (!cf_may_fall_back(options, status))
        return status;
    char note[DANTZIG_WHY_SIZE] = "";
    cf_solve_options again = {.max_pivots = options != NULL ? options->max_pivots : 0,
                              .tol = options != NULL ? options->tol : 0.0,
                              .note = note, .note_size = sizeof note};
    cf_status second = stage3_compute_forces(p, &again, f, a);
    if (options != NULL && options->note != NULL && options->note_size > 0)
        snprintf(options->note, options->note_size,
                 "%sthe updated factor stopped with %s; stage 3's fresh factorizations %s%s",
                 second == CF_OK ? CF_FALLBACK_NOTE : "", cf_status_name(status),
                 second == CF_OK ? "found the answer" : "stopped too: ",
                 second == CF_OK ? "" : note);
    return second;
}
