/* clamped.h - the clamped set C, in the order its factorization holds it.
 *
 * Baraff 1994, section 4.3: fdirection solves A11 x = -v1 with A11 = A_CC.
 * Here A_CC is never formed: C is a list of problem indices (order), the
 * factor L D L^T (ldlt.h) is of A_CC with rows and columns in that order,
 * and position[] maps a problem index back to its place in the list.
 * Adding an index appends it; removing one closes the gap, so the order is
 * always the order in which the present members joined.
 */
#ifndef CF_CLAMPED_H
#define CF_CLAMPED_H

#include "ldlt.h"
#include "problem.h"
#include "sparse_rows.h"

typedef struct clamped_set {
    const cf_problem *p;
    int count;       /* k = |C| */
    int *order;      /* order[r]: the problem index at position r of the factor */
    int *position;   /* position[i]: r with order[r] == i, or -1 when i is not in C */
    ldlt *factor;    /* L D L^T = A_CC, rows and columns in the order above */
    const sparse_rows *rows; /* the nonzeros of A, if the solver keeps them (else NULL) */
} clamped_set;


/* The same in memory the caller provides: the set keeps its factor in
 * *factor, and clamped_bytes(p) bytes at memory, aligned for a double. */
size_t clamped_bytes(const cf_problem *p);
void clamped_init(clamped_set *set, const cf_problem *p, ldlt *factor, void *memory);

/* column[r] = A[order[r]][j] for r < count: column j of A restricted to C,
 * in factor order.  Returns the first r with a nonzero (count if none).
 * With rows, from the nonzeros of row j (A is symmetric): zeros, then the
 * dozen entries of the members j touches. */
int clamped_column(const clamped_set *set, int j, double *column);

/* y = L^-1 A_Cj: the forward solve with column j of A.  The append of j
 * and fdirection for a driven j both start from it. */
void clamped_forward(const clamped_set *set, int j, double *y);

/* Append index j, given y from clamped_forward(set, j, y) (the factor
 * must not have changed since).  LDLT_REDUNDANT: j is (nearly) a
 * combination of the members, so C is left as it was (ldlt.h). */
ldlt_append_result clamped_add(clamped_set *set, int j, const double *y, double pivot_tol);

/* clamped_add with alpha in place of A_jj: the factor is then of A_CC
 * with that diagonal entry changed (a rebuilt factor raises the diagonal
 * of a member whose pivot has become roundoff, fast.c). */
ldlt_append_result clamped_add_diagonal(clamped_set *set, int j, const double *y, double alpha,
                                        double pivot_tol);

/* Remove member j (position[j] >= 0) from C and from its factor. */
void clamped_remove(clamped_set *set, int j);

#endif
