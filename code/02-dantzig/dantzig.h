/* dantzig.h - Stage 2: frictionless contact forces by Dantzig's pivoting.
 *
 * Baraff 1994, section 4: compute-forces, drive-to-zero, fdirection and
 * maxstep, with the index sets C (clamped) and NC (unclamped), and a
 * fresh L D L^T factorization of A_CC for every fdirection (section 4.4,
 * footnote 3), as the paper's first implementation eliminated afresh
 * (section 4.5).
 */
#ifndef CF_DANTZIG_H
#define CF_DANTZIG_H

#include "solver.h"

/* Solve the frictionless problem p (every row normal and A symmetric, as
 * Baraff's A = J M^-1 J^T is; CF_UNSUPPORTED otherwise).  options may be NULL.  Fills f and a (n each).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Otherwise:
 * CF_UNBOUNDED_RAY (maxstep found no limit), CF_PIVOT_LIMIT, CF_SINGULAR
 * (A_CC is not positive semidefinite), CF_INACCURATE (roundoff),
 * CF_INVALID_INPUT, CF_NO_MEMORY; f and a then hold where it stopped. */
cf_status stage2_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

#endif
