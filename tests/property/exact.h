/* exact.h - whether a frictionless problem has a solution, decided in exact arithmetic.
 *
 * Written apart from the certifier and from every stage, to judge them.
 * For A symmetric positive semidefinite (every A = J M^-1 J^T is), the
 * problem a = A f + b, f >= 0, a >= 0, f a = 0 has a solution exactly when
 * it has one whose clamped set C = {i : f_i > 0} makes A_CC nonsingular:
 * if A_CC z = 0 for some z != 0, then z^T A_CC z = 0, so A z = 0 (A is
 * semidefinite), and moving f_C along z or -z changes no acceleration
 * until one more force reaches zero, which shrinks C.  So the check tries
 * every C with A_CC nonsingular, solves A_CC f_C = -b_C in rational
 * arithmetic (GMP), and accepts the first f_C >= 0 with a >= 0 outside C.
 * A C with A_CC singular is skipped with all its supersets (they are
 * singular too).
 *
 * For such an A the accelerations a are the same in every solution (if
 * f and g are solutions, (f - g)^T A (f - g) = -(f^T a_g + g^T a_f) <= 0,
 * so A (f - g) = 0), so a is what every correct solver must report.
 */
#ifndef CF_EXACT_H
#define CF_EXACT_H

#include "problem.h"

#define CF_EXACT_MAX_N 16

typedef struct cf_exact {
    int solvable;        /* 1: a solution exists; 0: none does */
    double f[CF_EXACT_MAX_N];  /* one solution (rounded), when solvable */
    double a[CF_EXACT_MAX_N];  /* the unique accelerations (rounded), when solvable */
    unsigned char clamped[CF_EXACT_MAX_N]; /* the clamped set C of that solution (A_CC
                                              nonsingular), when solvable */
    long subsets;        /* how many clamped sets were tried */
} cf_exact;

/* Decide p (every row normal, A symmetric positive semidefinite, n <=
 * CF_EXACT_MAX_N).  Returns 0, or -1 when p is outside those limits. */
int cf_exact_solve(const cf_problem *p, cf_exact *out);

#endif
