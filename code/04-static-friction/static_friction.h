/* static_friction.h - Stage 4: static Coulomb friction in 2D, exactly.
 *
 * Baraff 1994, section 5: Dantzig's pivoting of stages 2 and 3 extended by
 * one friction index per contact, whose force either sticks or stays at
 * the bound mu f_N opposing the tangential acceleration.  The clamped
 * system becomes nonsymmetric and is solved by Gaussian elimination at
 * every pivot; bilateral rows are solved first, as in stage 3.
 */
#ifndef CF_STATIC_FRICTION_H
#define CF_STATIC_FRICTION_H

#include "solver.h"

/* Solve p: rows normal, bilateral or friction2d (CF_UNSUPPORTED for any
 * other kind).  options may be NULL.  Fills f and a (n each).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Otherwise:
 * CF_PIVOT_LIMIT (the pivot cap, 20 n + 20 unless options say otherwise:
 * termination is not proven, section 5), CF_UNBOUNDED_RAY (maxstep found
 * no limit), CF_SINGULAR (a clamped system with no solution),
 * CF_INACCURATE, CF_INVALID_INPUT, CF_NO_MEMORY; f and a then hold where
 * it stopped. */
cf_status stage4_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

#endif
