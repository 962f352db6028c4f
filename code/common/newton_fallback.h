/* newton_fallback.h - the last resort for friction: Newton's method on the
 * Alart-Curnier equations, from where a pivoting solve stopped.
 *
 * NOT PART OF ANY LESSON (newton_fallback.c says why and how).  It keeps
 * an answer only if the certifier accepts it for the problem as given,
 * and leaves f, a and the status as they were otherwise; it does not run
 * past a pivot cap the caller set.
 */
#ifndef CF_NEWTON_FALLBACK_H
#define CF_NEWTON_FALLBACK_H

#include "solver.h"

/* Problems of at most this many rows are tried (a dense Newton step costs
 * n^3 / 3 multiplications). */
#define CF_NEWTON_MAX_ROWS 600

/* When status is not CF_OK (nor bad input or memory): for a problem of
 * normal, joint and 2D or 3D friction rows, Newton's method with a line
 * search on the Alart-Curnier equations, from f as it is, from f = 0,
 * along a path in mu, from the iterate nearest an answer and from the
 * answer with faceted cones; the first answer the certifier accepts is
 * kept, with a note. */
cf_status cf_newton_fallback(const cf_problem *p, const cf_solve_options *options,
                             cf_status status, double *f, double *a);

#endif
