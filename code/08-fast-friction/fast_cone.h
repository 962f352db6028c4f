/* fast_cone.h - Stage 8 in 3D: stage 5's clamped system, sparse.
 *
 * Stage 5 builds A11 of the cone's unknowns densely (k^2 entries, each
 * from up to nine of A) and eliminates it densely (2/3 k^3), at every
 * fdirection and every Newton correction.  Here A11 is built from A's
 * nonzeros and factored by sparse_lu.c; its answer is checked row by row
 * against the equations it solves and refined, and a system it cannot
 * take (a small pivot: a singular or nearly singular A11) goes back to
 * stage 5, which builds and eliminates it as its chapter teaches.
 */
#ifndef CF_FAST_CONE_H
#define CF_FAST_CONE_H

#include "cone.h"
#include "sparse_lu.h"

typedef struct fast3d {
    int n, failed_memory;
    sparse_lu lu;
    int *start, *column;          /* A11, row by row */
    double *value;
    size_t room;
    int *first, *next, *unknown;  /* the unknowns that move each row of f: a list per row */
    double *weight;
    double *row, *rhs, *y, *residual;
    int *seen, *cols;
    long long solves, handed_back, refined, fill; /* what it did, for the bench and chapter */
} fast3d;

/* 1, or 0 when memory runs out (fast3d_free is safe either way). */
int fast3d_init(fast3d *fast, int n);
void fast3d_free(fast3d *fast);

/* cone_speedup's solve (cone.h). */
int fast3d_solve(cone_solve *s, double shift, void *context, cf_status *status);

#endif
