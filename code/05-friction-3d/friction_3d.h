/* friction_3d.h - Stage 5: static Coulomb friction in 3D with the circular cone.
 *
 * Baraff 1994, section 2: the method "requires no approximations for
 * three-dimensional systems".  Each 3D contact has a normal row and two
 * tangent rows; the friction force f_T (two numbers) stays inside the
 * isotropic cone ||f_T|| <= mu f_N, and where the contact accelerates
 * along the surface it is at the bound and opposes the tangential
 * acceleration exactly (maximal dissipation).  Built on stages 2 to 4;
 * what is new is the cone (chapter 5).
 */
#ifndef CF_FRICTION_3D_H
#define CF_FRICTION_3D_H

#include "cone.h"
#include "static_friction.h"

/* Solve p: rows normal, bilateral or friction3d (CF_UNSUPPORTED for any
 * other kind).  options may be NULL.  Fills f and a (n each).  A need not
 * be symmetric (stage 6 folds sliding friction into it).
 *
 * Returns CF_OK only for an answer that passes the certifier.  When the
 * pivoting cycles, a fall-back (cone_fallback.c: sweeps, their forces
 * returned if the certifier accepts them, else Newton's method on the sets
 * read off them) looks for the answer another way; the note says so.
 * Otherwise: CF_PIVOT_LIMIT (a cycle, or the pivot cap, 20 n + 20 unless
 * options say otherwise, half of it for the pivoting, the rest for the
 * fall-back's Newton steps), CF_UNBOUNDED_RAY (maxstep found no limit),
 * CF_SINGULAR (a clamped system with no solution), CF_INACCURATE (the
 * answer failed the certifier; the note names the row and the
 * condition), CF_INVALID_INPUT, CF_NO_MEMORY; f and a then hold where it
 * stopped. */
cf_status stage5_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

/* stage5_compute_forces; on CF_UNBOUNDED_RAY from a drive that maxstep
 * found no limit for, ray (if not NULL) names it (a normal row, or a
 * contact's first tangent row) and receives delta f, and f and a hold
 * where the ray starts (stage 6). */
cf_status stage5_solve(const cf_problem *p, const cf_solve_options *options, double *f,
                       double *a, friction2d_ray *ray);

/* stage5_solve with stage 8's speedup (cone.h; NULL: stage5_solve). */
cf_status stage5_solve_with(const cf_problem *p, const cf_solve_options *options,
                            const cone_speedup *speedup, double *f, double *a,
                            friction2d_ray *ray);

/* Pair each contact's two friction3d rows with its normal in s->tangent
 * (s->tangent[2 c] and [2 c + 1], -1 for a row without friction): CF_OK,
 * or CF_INVALID_INPUT (with why, dantzig_stop) when a friction3d row does
 * not name a normal row or a contact does not have exactly two. */
cf_status cone_pair_tangents(cone_solve *s);

#endif
