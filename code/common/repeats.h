/* repeats.h - a second try without the contacts that repeat another.
 *
 * NOT PART OF ANY LESSON.  Two contacts at the same point with the same
 * normal and the same mu (a box edge met twice, a contact listed by two
 * collision tests) have the same rows of A and b: their forces act only
 * through their sum, so the split between them is not unique, and the
 * clamped systems of the pivoting and the Jacobians of Newton's method
 * are singular along it.  Any answer of the problem without the repeats
 * is an answer of the problem with them, the repeats carrying no force:
 * their accelerations are the first contact's, so a_N >= 0 holds for
 * them, and a friction with f_N = 0 is at its bound whatever a_T is.  The
 * stages try this when their own solve fails, and certify what it finds
 * against the problem as given.
 */
#ifndef CF_REPEATS_H
#define CF_REPEATS_H

#include "solver.h"

/* When status is not CF_OK (nor bad input or memory) and p has a contact
 * whose rows repeat an earlier contact's (the same rows of A and entries
 * of b to 1e-12 of their size, the same kinds of friction rows and the
 * same mu): solve p without the repeats with solve, and keep its answer,
 * with zero forces on the repeats, if the certifier accepts it for p.
 * Otherwise f, a and the status stay as they were.  The note, if options
 * has one, says how many contacts were left out. */
cf_status cf_retry_without_repeats(cf_solver solve, const cf_problem *p,
                                   const cf_solve_options *options, cf_status status, double *f,
                                   double *a);

#endif
