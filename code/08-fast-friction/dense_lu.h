/* dense_lu.h - P D M D = L U, kept to solve with many times.
 *
 * Gaussian elimination with partial pivoting (Golub and Van Loan, Matrix
 * Computations, 3rd ed., section 3.4) on the matrix equilibrated by D,
 * each D_r the power of two nearest 1/sqrt|M_rr|, so that a light body's
 * rows and a heavy body's are judged on the same scale (as stage 4's
 * cf_solve_clamped does) and the scaling itself adds no roundoff.
 * Factoring costs 2/3 k^3; each solve afterwards costs 2 k^2.
 */
#ifndef CF_DENSE_LU_H
#define CF_DENSE_LU_H

#include <stddef.h>

typedef struct dense_lu {
    int k;
    double *LU;      /* k*k, row-major: U on and above the diagonal, L (unit) below */
    int *perm;       /* row r of LU came from row perm[r] of D M D */
    double *scale;   /* D: k values, powers of two */
    double *work;    /* k values: room for a solve */
    size_t capacity; /* room in LU, in doubles */
} dense_lu;

/* Factor the k-by-k row-major M (M is not changed).  Returns 1, or 0 when
 * a pivot is at most tol times the largest entry of its column of D M D
 * (M is singular to roundoff: lu is then not usable) or memory runs out
 * (*no_memory set). */
int dense_lu_factor(dense_lu *lu, int k, const double *M, double tol, int *no_memory);

/* x = M^-1 x, in place (k values), with the factors of dense_lu_factor
 * (which must have returned 1). */
void dense_lu_solve(const dense_lu *lu, double *x);

void dense_lu_free(dense_lu *lu);

#endif
