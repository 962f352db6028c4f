/* clamped_sparse.h - Stage 8: a clamped system built from A's nonzeros and
 * factored sparsely.
 *
 * Stages 4 and 5 build A11 densely (k^2 entries, each from a few of A)
 * and eliminate it densely (2/3 k^3), at every fdirection.  Stage 5's
 * system changes in every column of a contact at the bound at every step
 * (u turns), and a border of changed entries cannot follow it; stage 4's
 * is singular wherever contacts are redundant, and a base factorization
 * cannot take it.  Both are sparse, as A is.  Here the system is built
 * from A's nonzeros and factored by sparse_lu.c, and its answer is checked
 * against the equations it solves, row by row, and refined; a system it
 * cannot take goes back to the stage, which builds and eliminates it as
 * its chapter teaches.
 *
 * A clamped system is described by its unknowns and its equations, each a
 * combination of at most three rows of f (an unknown: the forces it
 * moves) or of a (an equation: the accelerations it reads):
 * A11[r][c] = sum over them of weight A_ij weight, plus an optional term
 * on the diagonal (stage 5's turning friction).
 */
#ifndef CF_CLAMPED_SPARSE_H
#define CF_CLAMPED_SPARSE_H

#include "dantzig_state.h"
#include "sparse_lu.h"

typedef struct clamped_terms {
    int k;
    int (*unknown)(const void *system, int c, int idx[3], double w[3]);
    int (*equation)(const void *system, int r, int idx[3], double w[3]);
    double (*diagonal)(const void *system, int r); /* NULL: none */
    const void *system;
} clamped_terms;

typedef struct clamped_sparse {
    int n, failed_memory;
    sparse_lu lu;
    int *start, *column;          /* A11, row by row */
    double *value;
    size_t room;
    int *first, *next, *unknown;  /* the unknowns that move each row of f: a list per row */
    double *spread;               /* 3 n: the rows of an equation, spread out */
    double *rhs, *y, *residual;
    int *seen, *cols;
    long long solves, handed_back, refined, dropped; /* what it did, summed: systems, those */
    long long k_sum, nonzeros, fill;                 /* it could not take, refinements, rows
                                                        dropped, unknowns, A11's entries, L+U's */
} clamped_sparse;

/* 1, or 0 when memory runs out (clamped_sparse_free is safe either way). */
int clamped_sparse_init(clamped_sparse *cs, int n);
void clamped_sparse_free(clamped_sparse *cs);

/* A11 of terms, its diagonal shifted by shift times its largest entry,
 * into start, column and value (row r: its diagonal first), each entry
 * computed as the stage's dense build computes it, so the same number.  0
 * when memory runs out. */
int clamped_sparse_build(clamped_sparse *cs, const dantzig *dz, const clamped_terms *terms,
                         double shift);

/* Solve A11 x = rhs (k values each), A11 of terms with its diagonal
 * shifted by shift times its largest entry, reading A through dz's
 * nonzeros.  A row that holds nothing above rank_tol times its entries
 * after elimination is dropped (sparse_lu.h).  1: x solves it, each kept
 * equation to RESIDUAL_TOL of its terms, each dropped one to 1e-9 of the
 * largest right side (stage 5's test of a consistent singular system);
 * 0: it does not, or dz has no nonzeros, or memory ran out; *inconsistent
 * (may be NULL) says whether it was the dropped equations alone that did
 * not hold. */
int clamped_sparse_solve(clamped_sparse *cs, const dantzig *dz, const clamped_terms *terms,
                         double shift, double rank_tol, const double *rhs, double *x,
                         int *inconsistent);

#endif
