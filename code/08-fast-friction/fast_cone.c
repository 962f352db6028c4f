/* fast_cone.c - Stage 8 in 3D: stage 5's clamped system, sparse. */
#include "fast_cone.h"

/* A row with nothing left above this times its largest entry (of the
 * equilibrated A11) depends on the rows above it (redundant contacts): it
 * is dropped, and the check of the answer says whether its equation
 * holds.  Stage 5's elimination, with complete pivoting, calls a system
 * singular at 1e-12 of its largest entry and, if that system has no
 * solution, tries again at 1e-9 (friction2d_solve_clamped); a row judged
 * against its own entries, after the fill of a sparse order, needs the
 * looser of the two. */
#define RANK_TOL 1e-8

/* Stage 5's unknowns and equations (cone_system.c), as clamped_terms. */
static int cone_terms_unknown(const void *s, int c, int idx[3], double w[3])
{
    return cone_unknown_vector(s, c, idx, w);
}

static int cone_terms_equation(const void *s, int r, int idx[3], double w[3])
{
    return cone_equation_rows(s, r, idx, w);
}

static double cone_terms_turning(const void *s, int r)
{
    return cone_turning(s, r);
}

clamped_terms fast3d_terms(const cone_solve *s)
{
    return (clamped_terms){s->k, cone_terms_unknown, cone_terms_equation, cone_terms_turning, s};
}

// start snippet fast-cone-solve
int fast3d_solve(cone_solve *s, double shift, void *context, cf_status *status)
{
    clamped_sparse *cs = context;
    dantzig *dz = &s->base.dz;
    clamped_terms terms = fast3d_terms(s);
    int inconsistent = 0;
    /* The fall-back's shifted system is solved as stage 5 solves it,
     * whatever its condition (cone_solve_shifted: tolerance 1e-15). */
    if (clamped_sparse_solve(cs, dz, &terms, shift, shift > 0.0 ? 1e-15 : RANK_TOL, dz->rhs,
                             dz->x, &inconsistent)) {
        *status = CF_OK;
        return 1;
    }
    /* In the fall-back (s->shift > 0), a system with no solution is solved
     * with Levenberg and Marquardt's shift (cone_solve_clamped): here too,
     * when it is the dropped rows that do not hold. */
    if (inconsistent && shift == 0.0 && s->shift > 0.0)
        return fast3d_solve(s, s->shift, context, status);
    return 0;
}
// end snippet fast-cone-solve
