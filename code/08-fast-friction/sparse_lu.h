/* sparse_lu.h - Stage 8: LU of a sparse matrix, in an order that keeps it sparse.
 *
 * Stage 5's clamped system (the cone) changes in every column of a
 * contact at the bound at every step, because the friction direction u
 * turns: a border of a few changed entries cannot follow it.  But the
 * system is sparse, as A is: contacts meet only through shared bodies, so
 * most of A11's entries are zero (chapter 8 counts them).  So
 * stage 8 factors it afresh at each solve, as stage 5 does, but only its
 * nonzeros and their fill, in the order of minimum degree (Tinney and
 * Walker 1967; George and Liu 1981): eliminate next the unknown that
 * meets the fewest others, so that the fill it makes is small.
 *
 * The rows are eliminated in that order, after an equilibration by powers
 * of two (which changes no digit), each against the rows above it; its
 * pivot is its own unknown (the diagonal) unless another entry left in
 * the row is more than ten times larger (threshold pivoting: Duff, Erisman
 * and Reid 1986).  The clamped systems of the pivoting have strong
 * diagonals (A_CC is positive semidefinite; the folds and turns of friction
 * perturb it), so the diagonal is nearly always the pivot.  A row with
 * nothing left but roundoff depends on the rows above it (redundant
 * contacts): it is dropped, and the unknown no row takes is zero, as in an
 * elimination that decides rank.
 */
#ifndef CF_SPARSE_LU_H
#define CF_SPARSE_LU_H

#include <stddef.h>
#include <stdint.h>

/* A k by k matrix, row by row: row r is entries start[r] .. start[r + 1] - 1. */
typedef struct sparse_matrix {
    int k;
    const int *start;
    const int *column;
    const double *value;
} sparse_matrix;

/* The factors of S M S (S the powers of two): its rows in the order
 * order[], row p of U with its pivot in column pivot[p] (-1: the row was
 * dropped), L's multipliers by row; and room for them, kept from one
 * factorization to the next. */
typedef struct sparse_lu {
    int k, capacity;        /* the size of the last factorization, and room */
    int *order;             /* order[p]: the row eliminated p-th (minimum degree) */
    int *pivot;             /* pivot[p]: the column of its pivot, or -1 */
    char *taken;            /* k: 1 for a column that is some row's pivot */
    char *dependent;        /* k: 1 for a row that was dropped */
    double *scale;          /* S: a power of two per unknown */
    double *diagonal;       /* the pivots, by row p */
    int *l_start, *u_start; /* k + 1 each: row p of L and of U (without its pivot) */
    int *l_column, *u_column; /* L: the row q < p it subtracts; U: the column */
    double *l_value, *u_value;
    size_t l_room, u_room;
    double *work;           /* k: a row being eliminated, by column */
    int *touched, *marked;  /* k each: its nonzero columns */
    int *row_of;            /* k: the row p whose pivot is column c */
    int *heap;              /* k: the rows above that a row still has to subtract */
    uint64_t *graph;        /* k * words: the pattern of M + M^T as bit rows (the ordering) */
    int *degree, *bucket, *next, *prev; /* k each: the unknowns by degree (the ordering) */
    size_t fill;            /* entries of L and U of the last factorization */
    int dropped;            /* unknowns it dropped as dependent */
} sparse_lu;

void sparse_lu_init(sparse_lu *lu);
void sparse_lu_free(sparse_lu *lu);

/* Factor M.  A row with nothing left above rank_tol times the largest
 * entry of its row of S M S is roundoff of a combination of the rows
 * above it: it is dropped (its equation holds only if the system is
 * consistent, which the caller checks), and a column no row takes is an
 * unknown that is 0 in every solve, as in an elimination that decides
 * rank.  1: done; 0: memory ran out (*no_memory is then 1). */
int sparse_lu_factor(sparse_lu *lu, const sparse_matrix *M, double rank_tol, int *no_memory);

/* x = M^-1 rhs with the last factors (x may be rhs); work holds k doubles. */
void sparse_lu_solve(const sparse_lu *lu, const double *rhs, double *x, double *work);

#endif
