/* fast_friction.h - Stage 8: the pivoting of stages 4 and 5, fast.
 *
 * Baraff 1994, section 4.5: "a serious implementation" does not redo the
 * work of a pivot from nothing.  Stage 7 did that for the frictionless
 * pivoting with an updated factorization.  With friction the work that
 * dominates is not where stage 7 found it: a pivot of stage 4 or 5 spends
 * most of its time in products with rows of A (delta a = A delta f, the
 * accelerations afresh, the roundoff of each row), each of which reads a
 * whole row of n numbers although a contact's row has a dozen nonzeros.
 * This stage keeps the rows' nonzeros (sparse_rows.h) and runs stages 4
 * and 5 on them: every product gives the same number.  The clamped systems
 * it solves with factorizations of its own (kept in 2D, sparse in 3D),
 * each answer checked; they differ from stage 4's and 5's eliminations in
 * the last digits, so the pivots are the same but where roundoff decides
 * (a tie, a degenerate pivot, a singular system's choice of solution),
 * and both answers are certified (chapter 8).
 */
#ifndef CF_FAST_FRICTION_H
#define CF_FAST_FRICTION_H

#include "solver.h"

/* Solve p: rows normal, bilateral and friction2d (stage 4's problems) or
 * normal, bilateral and friction3d (stage 5's).  options may be NULL.  The
 * contract of stage4_compute_forces and stage5_compute_forces: CF_OK only
 * for forces the certifier accepts; otherwise their named statuses, with
 * f and a where it stopped.  The rules, statuses and certification are
 * those of stage 4 or 5; the pivots are theirs but where roundoff decides. */
cf_status stage8_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

/* One solve of fdirection's clamped system in 2D, as the kept
 * factorization met it (the chapter's worked example). */
typedef struct stage8_step {
    int k;          /* unknowns of the clamped system */
    int base;       /* the base's size after it (-1: no usable base) */
    int border;     /* border entries after it */
    int refactored; /* 1: the base was factored afresh for it */
    int refined;    /* steps of iterative refinement it took */
    int handed_back; /* 1: stage 4's own elimination solved it */
} stage8_step;

/* What the factorizations did in a solve (the fall-backs' solves not
 * counted: they start afresh). */
typedef struct stage8_counts {
    int solves;       /* fdirection's clamped systems */
    int refactored;   /* bases factored (2/3 k^3 each) */
    int refined;      /* steps of iterative refinement */
    int handed_back;  /* systems stage 4 eliminated itself (a singular A11) */
    long long border_entries; /* border entries summed over the solves */
    stage8_step *steps; /* NULL, or room for max_steps records, one per solve */
    int max_steps;
    /* In 3D, stage 5's clamped systems solved sparsely (clamped_sparse.c),
     * summed over them: */
    long long sparse_solves, sparse_handed_back; /* systems; those stage 5 solved itself */
    long long sparse_k, sparse_nonzeros, sparse_fill, sparse_dropped; /* unknowns, entries
                           of A11, of L and U, and dependent rows dropped */
} stage8_counts;

/* stage8_compute_forces, with counts (may be NULL; its counters are set). */
cf_status stage8_solve_counted(const cf_problem *p, const cf_solve_options *options,
                               double *f, double *a, stage8_counts *counts);

#endif
