/* maxstep.h - Stage 4: the state of one solve, and maxstep.
 *
 * Shared by static_friction.c (compute-forces, drive-to-zero, fdirection)
 * and maxstep.c (the step and the index that limits it).
 */
#ifndef CF_STAGE4_MAXSTEP_H
#define CF_STAGE4_MAXSTEP_H

#include "friction_states.h"
#include "problem.h"
#include "trace.h"

/* Everything one solve needs, allocated once. */
typedef struct stage4 {
    const cf_problem *p;
    int n;
    double *f, *a;      /* the current forces and accelerations */
    double *df, *da;    /* the direction of change: delta f, delta a */
    char *set;          /* normal rows: C, NC, not yet considered; bilateral: B;
                           friction rows: the codes of friction_states.h */
    int *friction_of;   /* friction_of[i]: the friction row of normal i, or -1 */
    int *clamped;       /* the unknowns of fdirection, in increasing order */
    double *A11;        /* workspace for the clamped matrix */
    double *rhs, *x;    /* workspace for A11 x = -sigma v1 */
    double sigma;       /* the driven index moves at rate sigma: +1, or -sign(a_F,d) */
    double tol;
    double largest_A;   /* max |A_ij|, the scale of delta a per unit delta f */
    int pivots, max_pivots, drive;
    cf_trace *trace;
} stage4;

/* +mu or -mu when friction t is at a bound (f_F = +-mu f_N), else 0. */
double stage4_bound_factor(const stage4 *s, int t);

/* The largest step s along (delta f, delta a) that keeps every condition;
 * *limiting receives the index that limits it (-1 when nothing does: s is
 * then infinite) and *move the transition it makes. */
double maxstep(const stage4 *s, int d, int *limiting, transition *move);

#endif
