/* equilibrate.h - a problem with every row scaled to its own size, for a
 * second try when a solve cannot end in a certified answer.
 *
 * NOT PART OF ANY LESSON.  With masses many decades apart A has entries
 * from 1e-12 to 1e12, and a pivoting solve judges its pivots and zeros in
 * floating point: on a problem at the edge of double precision roundoff
 * can lead it to a wrong set and an answer the certifier rejects, or to a
 * ray that the exact problem does not have.  Scaling row and column i by
 * d_i = 1/sqrt(A_ii) makes every diagonal entry 1 and every other entry at
 * most 1 in size (A is positive semidefinite), and leaves the problem the
 * same: with f = D f' and a = D^-1 a', A f + b = a becomes
 * (D A D) f' + D b = a', and every condition keeps its form, a friction's
 * mu becoming mu d_N / d_T.  The stages try it when their own solve fails,
 * and certify what it finds against the problem as given.
 */
#ifndef CF_EQUILIBRATE_H
#define CF_EQUILIBRATE_H

#include "solver.h"

/* When status is not CF_OK (nor bad input or memory): solve the
 * equilibrated problem with solve, and keep its answer, scaled back, if
 * the certifier accepts it for p (a = A f + b then written afresh);
 * otherwise f and a and the status stay as they were.  A problem that is
 * equilibrated already (every diagonal entry 0 or 1) is not tried again.
 * The note, if options has one, says when the second try found the answer. */
cf_status cf_retry_equilibrated(cf_solver solve, const cf_problem *p,
                                const cf_solve_options *options, cf_status status, double *f,
                                double *a);

#endif
