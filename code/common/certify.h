/* certify.h - decide, independently of any solver, whether forces f solve a problem.
 *
 * The certifier computes a = A f + b itself and checks every condition of
 * every row kind (Baraff 1994, sections 3 to 5; the book's appendix "How
 * the certifier decides").  Each violation is made dimensionless with the
 * scales of its own row, so one relative tolerance serves every row of
 * every problem, however different the masses:
 *
 *   S_i = |b_i| + sum_j |A_ij f_j|   acceleration errors of row i
 *   F_i = S_i / |A_ii|               force errors of row i (|f_i| if A_ii = 0)
 *   mu f_N                           friction errors of a contact
 *
 * S_i has a floor, n_B u max_{k in B} S_k / tol (u = DBL_EPSILON), for
 * rows whose terms are all zero or far below the rest of their block, and
 * friction errors the floor divided by |A_tt|: an error passes when it is
 * within tol of its own row's terms or within the rounding n_B u max S_k
 * of the largest row of its block.  B is row i's coupled block: the
 * connected component of row i in the pattern of A's nonzero entries, a
 * contact's normal and friction rows always in one block; n_B its rows.
 * A block that shares no entry of A with a heavier one is judged on its
 * own.  NaN and infinite entries are left out of the scales and reported
 * as CF_COND_FINITE.
 */
#ifndef CF_CERTIFY_H
#define CF_CERTIFY_H

#include <stdio.h>

#include "problem.h"
#include "sparse_rows.h"

#define CF_CERTIFY_DEFAULT_TOL 1e-9

typedef enum cf_condition {
    CF_COND_NONE = 0,
    CF_COND_FINITE,             /* every f_i (and so a_i) is a finite number */
    CF_COND_FORCE_NONNEG,       /* normal row: f >= 0 */
    CF_COND_ACCEL_NONNEG,       /* normal row: a >= 0 */
    CF_COND_COMPLEMENTARITY,    /* normal row: f a = 0, measured as min(f, a) */
    CF_COND_BILATERAL,          /* bilateral row: a = 0 */
    CF_COND_FRICTION_BOUND,     /* friction2d: |f_F| <= mu f_N */
    CF_COND_FRICTION_DIRECTION, /* friction2d: a_F != 0 implies f_F = -mu f_N sign(a_F) */
    CF_COND_CONE,               /* friction3d: ||f_T|| <= mu f_N */
    CF_COND_MAX_DISSIPATION,    /* friction3d: a_T != 0 implies f_T = -mu f_N a_T/||a_T|| */
    CF_COND_DYNAMIC,            /* dynamic: f_F = -mu f_N slide */
    CF_COND_COUNT
} cf_condition;

typedef struct cf_certificate {
    int ok;                     /* 1 when worst <= tol */
    double worst;               /* largest scaled violation (0 for a perfect answer) */
    int worst_row;              /* row of the largest violation, -1 if none */
    cf_condition worst_condition;
    double row_force_scale;     /* F of the worst row (1 if none) */
    double row_accel_scale;     /* S of the worst row (1 if none) */
    double force_scale;         /* max |f_i| over the problem (1 if 0) */
    double accel_scale;         /* max S_i over the problem (1 if 0) */
    double tol;                 /* the relative tolerance that was applied */
} cf_certificate;

/* Certify f for p with relative tolerance tol (use CF_CERTIFY_DEFAULT_TOL).
 * If a_out is not NULL it receives a = A f + b (n values). */
cf_certificate cf_certify(const cf_problem *p, const double *f, double tol, double *a_out);

/* cf_certify, reading A through its nonzeros (rows, which must be those of
 * p->A; NULL: A whole).  The same certificate, number for number: a zero
 * of A adds nothing to a sum. */
cf_certificate cf_certify_sparse(const cf_problem *p, const sparse_rows *rows, const double *f,
                                 double tol, double *a_out);

/* "complementarity", "friction direction", ... */
const char *cf_condition_name(cf_condition condition);

/* One line: "certified: worst violation 3.1e-16 (tol 1e-09)" or
 * "REJECTED: row 3 (normal) violates complementarity by 0.25 (tol 1e-09)". */
void cf_certificate_print(FILE *out, const cf_problem *p, const cf_certificate *c);

/* Compare f and a with the expectations written in the problem file
 * (expect f only where f is unique, expect a, invariants), each to within
 * its own absolute tolerance.  a may be NULL: it is then computed from f.
 * Returns 1 when every stated expectation holds (why is set to ""); else 0,
 * with a description of the first that fails in why (why may be NULL). */
int cf_check_expectations(const cf_problem *p, const double *f, const double *a,
                          char *why, size_t why_size);

#endif
