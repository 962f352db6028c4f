/* bilateral.h - Stage 3: contact forces with bilateral constraints (joints).
 *
 * Baraff 1994, section 4.5, last paragraph: stage 2's pivoting with the
 * bilateral block A_BB f_B = -b_B solved first, every bilateral index in C
 * from the start, and maxstep ignoring them, so that they never leave C.
 * The paper says "exactly the same modification" serves the friction
 * algorithm, so stages 4 and 5 call the block from here.
 */
#ifndef CF_BILATERAL_H
#define CF_BILATERAL_H

#include "dantzig.h"

/* Solve p, whose rows are normal or bilateral, A symmetric to roundoff
 * (CF_UNSUPPORTED otherwise).  options may be NULL.  Fills f and a (n each).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Redundant
 * joints (A_BB singular) still give CF_OK when A_BB f_B = -b_B has a
 * solution: the joint forces are then the least-norm ones, and a note
 * says so when options->note is given.  Otherwise: CF_SINGULAR (the joints
 * contradict each other, or fdirection's system had no solution),
 * CF_UNBOUNDED_RAY, CF_PIVOT_LIMIT, CF_INACCURATE, CF_INVALID_INPUT,
 * CF_NO_MEMORY; f and a then hold where it stopped, and the note says why. */
cf_status stage3_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

/* The bilateral rows of a problem and what solving their block needs. */
typedef struct bilateral_block {
    int k;            /* how many bilateral rows */
    int rank;         /* the rank of A_BB, once the block is solved */
    int least_norm_failed; /* redundant joints, but their least-norm forces were not found */
    int *rows;        /* their indices, in increasing order */
    double *A_BB;     /* k*k: the block */
    double *work;     /* k*k: room to solve with it */
    double *rhs, *x;  /* k each */
    double *null;     /* k*k + k: the null vectors of A_BB, one after another */
} bilateral_block;

/* Find p's bilateral rows and allocate the block: CF_OK or CF_NO_MEMORY.
 * Free with bilateral_block_free in either case. */
cf_status bilateral_block_init(bilateral_block *b, const cf_problem *p);
void bilateral_block_free(bilateral_block *b);

/* Section 4.5: solve A_BB f_B = -b_B (least norm when the joints are
 * redundant), put every bilateral row in C, and recompute a.  CF_OK, or
 * CF_SINGULAR when the joints contradict each other. */
cf_status bilateral_solve_block(dantzig *s, bilateral_block *b);

/* At the end of a solve with redundant joints (rank < k): the least-norm
 * joint forces with the same A_BB f_B, which is the same physics. */
cf_status bilateral_least_norm_joints(dantzig *s, bilateral_block *b);

/* Stage 3's maxstep: stage 2's, with the joints left out of C's loop. */
double bilateral_maxstep(const dantzig *s, int d, int *limiting);

/* What the status alone does not say about the joints, or "": redundant
 * joints answered by least norm, or joints that contradict each other. */
void bilateral_note(const bilateral_block *b, cf_status status, char *note, size_t note_size);

#endif
