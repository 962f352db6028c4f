/* fallback.h - how every fall-back keeps an answer.
 *
 * NOT PART OF ANY LESSON.  The fall-backs (equilibrate.h, repeats.h,
 * lcp_fallback.h, newton_fallback.h) each end the same way: forces they
 * found are kept only if the certifier accepts them for the problem as
 * given, and then the note says which method found them.
 */
#ifndef CF_FALLBACK_H
#define CF_FALLBACK_H

#include "solver.h"

/* When the certifier accepts g for p (its accelerations into c, n
 * scratch values): f = g, a = A g + b, the note of options (if any) set to
 * CF_FALLBACK_NOTE followed by format and its arguments, and 1.
 * Otherwise f, a and the note are left as they were, and 0. */
int cf_fall_back_keep(const cf_problem *p, const cf_solve_options *options, const double *g,
                      double *c, double *f, double *a, const char *format, ...);

#endif
