/* single_contact.h - Stage 1: one contact, the 1x1 LCP in closed form. */
#ifndef CF_SINGLE_CONTACT_H
#define CF_SINGLE_CONTACT_H

#include "solver.h"

/* Solve a = A f + b, f >= 0, a >= 0, f a = 0 for scalars A and b.
 * On CF_OK *f and *a hold the answer; otherwise they are set to 0 and the
 * status says why there is none (CF_NO_SOLUTION, CF_INVALID_INPUT). */
cf_status single_contact_force(double A, double b, double *f, double *a);

// start snippet solver
/* The stage's solver for a problem file: n must be 1 and the row normal
 * (CF_UNSUPPORTED otherwise).  options may be NULL. */
cf_status stage1_solve(const cf_problem *p, const cf_solve_options *options,
                       double *f, double *a);
// end snippet solver

#endif
