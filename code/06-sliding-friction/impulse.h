/* impulse.h - Stage 6: the impulse that ends an inconsistent configuration.
 *
 * Baraff 1991: with friction, "impulsive contact forces can be necessary
 * even in the absence of collisions".  When stage 6 finds an unbounded ray,
 * the sliding contacts on the ray are stopped by the sticking impulse
 *
 *     P = -K^-1 v,   K = J_S M^-1 J_S^T,
 *
 * which brings their normal and tangential velocities to zero, provided
 * it lies in the friction cone (||P_T|| <= mu P_N).  If it does not, one
 * step of the velocity-level problem with friction (Stewart and Trinkle
 * 1996) gives the impulse instead.  Then the forces are found again, now
 * with static friction at the contacts that stopped (chapter 6).
 */
#ifndef CF_IMPULSE_H
#define CF_IMPULSE_H

#include "status.h"
#include "world2d.h"

/* The relative velocity of contact c: v[0] along its normal (> 0:
 * separating), v[1] along its tangent t = (n_y, -n_x). */
void stage6_contact_velocity(const cf_world2d *w, int c, double v[2]);

/* Contact states from the velocities: a contact with friction whose
 * tangential speed exceeds tol slides (slide = its sign), otherwise it
 * is at rest (slide = 0, static friction).  Returns how many slide. */
int stage6_classify_contacts(cf_world2d *w, double tol);

/* Remove the contacts that separate (normal velocity > tol): the
 * acceleration-level problem holds only for contacts at rest in their
 * normal direction (Baraff 1994, section 3).  Returns how many were removed. */
int stage6_drop_separating(cf_world2d *w, double tol);

/* What stage6_resolve did. */
typedef struct stage6_resolution {
    cf_status first;        /* stage 6 on the world as given: ok or inconsistent (or another) */
    int contacts;           /* sliding contacts the impulse stopped (0: no impulse) */
    int *contact;           /* their constraint indices, as numbered before any was dropped */
    double *v, *P;          /* 2 per contact: (v_N, v_T) before, and (P_N, P_T) */
    int in_cone;            /* 1: P = -K^-1 v lay in every cone; 0: the velocity-level step */
    double impulse_violation; /* the certifier's worst violation for P (velocity level) */
    cf_status impulse_status; /* CF_OK when P passed the certifier at the velocity level */
    cf_status after;        /* stage 6 after the impulse, static friction where it stopped */
    int n;                  /* rows of the problem after */
    double *f, *a;          /* its forces and accelerations */
} stage6_resolution;

/* Solve the world w; if the configuration is inconsistent, apply the
 * sticking impulse (changing w's velocities and contact states), drop the
 * separating contacts and solve again.  h is the time step of the
 * velocity-level problem used when the sticking impulse leaves the cone.
 * Returns r->after when an impulse was applied, else r->first.
 * Free r with stage6_resolution_free. */
cf_status stage6_resolve(cf_world2d *w, double h, stage6_resolution *r);
void stage6_resolution_free(stage6_resolution *r);

/* One step of length h of the velocity-level problem with friction for the
 * given contacts (Stewart and Trinkle 1996): P (2 per contact) solves
 * K P + v + h b_acc, certified with static friction rows, and the bodies'
 * velocities become u + M^-1 (J^T P + h F_ext).  CF_OK, or the solver's
 * status (the velocities are then unchanged). */
cf_status stage6_velocity_step(cf_world2d *w, const int *contact, int count, double h,
                               double *P);

#endif
