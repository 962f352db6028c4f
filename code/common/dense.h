/* dense.h - the little dense linear algebra the course needs.
 *
 * Matrices are row-major: element (i, j) of a k-by-k matrix M is M[i*k + j].
 */
#ifndef CF_DENSE_H
#define CF_DENSE_H

#include "status.h"

/* calloc of n doubles (NULL on failure or n < 0; n == 0 returns a valid pointer). */
double *cf_vec_new(int n);

/* y = A x for an n-by-n A. */
void cf_matvec(int n, const double *A, const double *x, double *y);

/* max |x_i| over n values (0 for n == 0). */
double cf_max_abs(int n, const double *x);

/* Solve M x = rhs for a k-by-k M by Gaussian elimination with complete
 * pivoting.  M and rhs are overwritten; x receives the solution.
 *
 * A pivot smaller than rank_tol * max|M| counts as zero: the remaining
 * unknowns are set to 0 if the remaining equations are consistent
 * (residual below rank_tol times the scale of rhs), which gives one exact
 * solution of a singular but consistent system (Baraff 1994, section 4.4:
 * "even if A11 is singular, the equation A11 x = -v1 is well-conditioned").
 * Returns CF_OK, CF_SINGULAR (inconsistent), or CF_NO_MEMORY. */
cf_status cf_solve_dense(int k, double *M, double *rhs, double *x, double rank_tol);

/* cf_solve_dense, and *rank receives the rank it found (k when M is
 * nonsingular, whatever the status; rank may be NULL). */
cf_status cf_solve_dense_rank(int k, double *M, double *rhs, double *x, double rank_tol,
                              int *rank);

#endif
