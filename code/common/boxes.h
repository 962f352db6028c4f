/* boxes.h - generated problems: piles of 2D boxes, and random ones.
 *
 * A pile is a world (world2d.h) of boxes on a fixed floor whose contacts
 * the contact finder finds from the positions alone; its problem is the
 * world's A = J M^-1 J^T and b = J M^-1 F_gravity (bodies at rest, so no
 * velocity terms).  b lies in the range of A, so the problems suit the
 * frictionless stages even when A is singular.
 */
#ifndef CF_BOXES_H
#define CF_BOXES_H

#include "problem.h"
#include "world2d.h"

/* A pile is a world; the floor is body 0. */
typedef cf_world2d cf_scene2d;

/* A pile of unit-mass 2x2 boxes with exactly n_contacts contacts
 * (n_contacts even, >= 2).  Boxes fill a brick-bond pyramid level by level:
 * the bottom level stands on the floor (two contacts per box), each upper
 * box rests on two boxes below (two contacts per supporting face, four in
 * all), so A is rank-deficient once the pyramid has three levels.  When
 * two contacts remain that no upper box can use, a box stands alone on
 * the floor to the right.  NULL on bad arguments or no memory. */
cf_scene2d *cf_scene2d_pile(int n_contacts);
void cf_scene2d_free(cf_scene2d *scene);

/* The normal-force problem of a pile, named name, with the invariant
 * "sum of floor forces = total weight".  NULL on no memory. */
cf_problem *cf_scene2d_problem(const cf_scene2d *scene, const char *name);

/* A random symmetric positive definite problem A = B B^T + eps I of size n
 * with b uniform in [-1, 1], from a seed (no global random state). */
cf_problem *cf_random_pd_problem(int n, unsigned long long seed, double eps);

/* Uniform in [-1, 1], from SplitMix64: the whole state is the one integer
 * the caller owns (start it at any seed). */
double cf_random_unit(unsigned long long *state);

#endif
