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

/* How far from zero roundoff can put a_i = b_i + sum_j A_ij f_j for the
 * n-by-n A: tol times the size of its terms, |b_i| + sum_j |A_ij f_j|,
 * plus force_roundoff sum_j |A_ij| times the largest |f_j| with A_ij != 0
 * (what forces that should be zero, but came out as a few ulps of the
 * forces on the same bodies, can add).  Stage 2 and the grader's replay
 * judge "a_i < 0" with it. */
double cf_roundoff_of_a(int n, const double *A, const double *b, const double *f, int i,
                        double tol, double force_roundoff);

/* Solve M x = rhs for a k-by-k symmetric positive semidefinite M by the
 * factorization M = L D L^T (Cholesky without square roots), which exists
 * even when M is singular (Baraff 1994, section 4.4, footnote 3).
 * M is overwritten (its lower triangle becomes L); rhs is not changed.
 *
 * A pivot D_r <= rank_tol * M_rr says that row r is, to roundoff, a
 * combination of the rows before it.  The pivot is compared with M_rr, the
 * size of the row's own diagonal, not with max|M|: rows of light and heavy
 * bodies differ by many decades, and a global scale would call a light
 * row's real pivot zero.  Such an unknown is set to 0 and its equation left
 * out, which gives an exact solution when rhs lies in the range of M, as
 * it does for Baraff's A11 x = -v1 (his appendix A).  Returns CF_OK, or
 * CF_SINGULAR when a pivot is negative beyond roundoff, 1.5e-8 of the
 * terms it was summed from (M is not semidefinite). */
cf_status cf_solve_psd(int k, double *M, const double *rhs, double *x, double rank_tol);

/* cf_solve_dense on the equilibrated system: row r and column r of M are
 * divided by scale[r] (k values, each > 0), so that every unknown is
 * judged against its own size, not against max|M|.  With scale_r =
 * sqrt(A_rr) a light body's rows have entries near 1, as a heavy body's
 * do, and a pivot that is roundoff in one row is told apart from a small
 * but real one in another.  M and rhs are overwritten; x is in the
 * original units. */
cf_status cf_solve_dense_scaled(int k, double *M, double *rhs, double *x, const double *scale,
                                double rank_tol);

/* Solve the clamped system M x = rhs of a pivoting stage: by the L D L^T of
 * cf_solve_psd while M is symmetric to the roundoff of its entries
 * (|M_rc - M_cr| <= 1e-12 sqrt(|M_rr M_cc|)) and positive semidefinite, as
 * A_CC is (stage 2); otherwise, when a folded friction column has made it
 * nonsymmetric, or it is not semidefinite, by Gaussian elimination with
 * complete pivoting on the system equilibrated by scale_r = sqrt|M_rr| (1
 * where that is 0): cf_solve_dense_scaled.  Baraff 1994, section 4.5,
 * left Cholesky aside for this nonsymmetric case.  M and rhs are
 * overwritten; work holds k*k + k doubles. */
cf_status cf_solve_clamped(int k, double *M, double *rhs, double *x, double *work,
                           double rank_tol);

/* cf_solve_dense, and *rank receives the rank it found (k when M is
 * nonsingular, whatever the status; rank may be NULL). */
cf_status cf_solve_dense_rank(int k, double *M, double *rhs, double *x, double rank_tol,
                              int *rank);

#endif
