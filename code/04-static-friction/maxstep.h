/* maxstep.h - Stage 4: the state of one solve, and maxstep.
 *
 * Shared by static_friction.c (compute-forces, drive-to-zero, fdirection)
 * and maxstep.c (how far a drive may step, and which index stops it).
 */
#ifndef CF_STAGE4_MAXSTEP_H
#define CF_STAGE4_MAXSTEP_H

#include "friction_states.h"
#include "problem.h"
#include "trace.h"

/* Everything one solve needs, allocated once. */
typedef struct dantzig {
    const cf_problem *p;
    int n;
    double *f, *a;      /* the current forces and accelerations */
    double *df, *da;    /* the direction of change: delta f, delta a */
    char *set;          /* normal and bilateral rows: CF_SET_CLAMPED, CF_SET_UNCLAMPED
                           or CF_SET_IGNORED; friction rows: friction_states.h */
    int *clamped;       /* the unknowns of fdirection, in increasing order */
    int *friction_of;   /* friction_of[i]: the friction row of normal row i, or -1 */
    double *A11;        /* workspace for the clamped matrix */
    double *rhs, *x;    /* workspace for A11 x = -v1 */
    double sigma;       /* the driven index moves at rate sigma: 1 for a normal,
                           -sign(a_F,d) for a friction (against its acceleration) */
    double omega;       /* +1, or -1 after the path of the drive turned back */
    double tol;
    double largest_A;   /* max |A_ij|, the scale of delta a per unit delta f */
    int k, rank;        /* the number of bilateral rows, and the rank of A_BB */
    int *bilateral;     /* their indices, in increasing order */
    double *A_BB, *work;/* k*k: the bilateral block, and room to solve with it */
    int pivots, max_pivots, drive;
    int turns, returned;/* how often a drive's path turned back, and came back to its start */
    char *deferred;     /* deferred[i]: the drive of i came back to its start; drive others first */
    cf_trace *trace;
} dantzig;

/* +mu or -mu when friction row t is at a bound (f_F = +-mu f_N), else 0. */
double bound_factor(const dantzig *s, int t);

/* The largest step s along (delta f, delta a) that keeps every condition;
 * *limiting receives the index that limits it (-1 when nothing does: s is
 * then infinite) and *move the transition it makes. */
double maxstep(const dantzig *s, int d, int *limiting, transition *move);

#endif
