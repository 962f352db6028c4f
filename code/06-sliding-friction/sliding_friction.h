/* sliding_friction.h - Stage 6: contacts that slide, and configurations
 * with no contact force at all.
 *
 * Baraff 1994, section 6: a sliding contact's friction is -mu f_N times
 * the unit direction of sliding, so it folds into its normal's column of
 * A once and for good; the rest is stage 4 (2D static friction) or stage 5
 * (3D static friction, the cone).  The folded matrix need not be
 * positive definite: a solution may be missing (an inconsistent
 * configuration, Baraff 1991) or not unique.
 */
#ifndef CF_SLIDING_FRICTION_H
#define CF_SLIDING_FRICTION_H

#include "solver.h"

/* The unbounded ray of an inconsistent configuration: along f + s df,
 * s >= 0, every condition of the rows the solve has taken up holds but
 * row driven's, and a_driven < 0 with delta a = da <= 0; rows not yet
 * taken up keep f = 0.  (In 3D a static friction on its cone whose
 * direction turns along the ray keeps its conditions to first order in s:
 * the ray is straight, the cone round.)  The caller allocates f, df and
 * da (n each). */
typedef struct stage6_ray {
    int driven;   /* the row whose drive found no limit */
    double *f;    /* where the ray starts (dynamic rows included) */
    double *df;   /* its direction, delta f */
    double *da;   /* A delta f */
} stage6_ray;

/* Solve p: rows normal, bilateral, dynamic (one dynamic row per 2D
 * sliding contact, two per 3D one), and static friction: friction2d rows
 * (stage 4's interval) or friction3d rows (stage 5's cone), not both
 * (CF_UNSUPPORTED).  options may be NULL.  Fills f and a (n each).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Where there
 * are several solutions (Painleve's rod spinning fast) it returns the one
 * its pivoting reaches.  Otherwise: CF_INCONSISTENT (maxstep found no
 * limit: no contact force exists along this path; f and a hold the start
 * of the ray), CF_UNBOUNDED_RAY (a drive came back to where it began and
 * no other was left), CF_PIVOT_LIMIT, CF_SINGULAR, CF_INACCURATE,
 * CF_INVALID_INPUT, CF_NO_MEMORY. */
cf_status stage6_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

/* As stage6_compute_forces; on CF_INCONSISTENT, *ray (if not NULL) holds
 * the ray. */
cf_status stage6_compute_forces_ray(const cf_problem *p, const cf_solve_options *options,
                                    double *f, double *a, stage6_ray *ray);

/* Whether the impulse P (one value per row of p: normal rows, and a
 * friction2d row per contact with friction) is one the contacts can give:
 * every P_N >= 0 and every |P_T| <= mu P_N, to roundoff tol relative to
 * the largest |P| (Baraff 1991; chapter 6).  1 if so, else 0. */
int stage6_impulse_in_cone(const cf_problem *p, const double *P, double tol);

#endif
