/* bilateral.h - Stage 3: contact forces with bilateral constraints (joints).
 *
 * Baraff 1994, section 4.5, last paragraph: stage 2's pivoting with the
 * bilateral block A_BB f_B = -b_B solved first, every bilateral index in C
 * from the start, and maxstep ignoring them, so that they never leave C.
 */
#ifndef CF_BILATERAL_H
#define CF_BILATERAL_H

#include "solver.h"

/* Solve p, whose rows are normal or bilateral (CF_UNSUPPORTED otherwise).
 * options may be NULL.  Fills f and a (n each).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Redundant
 * joints (A_BB singular) still give CF_OK when A_BB f_B = -b_B has a
 * solution: the joint forces are then the least-norm ones, and a note
 * says so when options->note is given.  Otherwise: CF_SINGULAR (the joints
 * contradict each other, or fdirection's system had no solution),
 * CF_UNBOUNDED_RAY, CF_PIVOT_LIMIT, CF_INACCURATE, CF_INVALID_INPUT,
 * CF_NO_MEMORY; f and a then hold where it stopped. */
cf_status stage3_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

#endif
