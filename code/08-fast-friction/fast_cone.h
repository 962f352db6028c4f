/* fast_cone.h - Stage 8 in 3D: stage 5's clamped system, sparse
 * (clamped_sparse.h), through stage 5's seam (cone_speedup, cone.h). */
#ifndef CF_FAST_CONE_H
#define CF_FAST_CONE_H

#include "clamped_sparse.h"
#include "cone.h"

/* Stage 5's clamped system of s (its unknowns listed), as clamped_terms. */
clamped_terms fast3d_terms(const cone_solve *s);

/* cone_speedup's solve; context is a clamped_sparse. */
int fast3d_solve(cone_solve *s, double shift, void *context, cf_status *status);

#endif
