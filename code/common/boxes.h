/* boxes.h - build contact problems from 2D rigid bodies.
 *
 * A = J M^-1 J^T and b = J M^-1 F_ext (bodies at rest, so no velocity
 * terms), with one row of J per contact (algorithms.md section 1): for a
 * contact at point p with normal n pointing into body 1, the row holds
 * [n_x, n_y, (p - c_1) x n] for body 1 and minus [n_x, n_y, (p - c_2) x n]
 * for body 2; the floor has no columns.  b lies in the range of A, so
 * the problems suit the frictionless stages even when A is singular.
 */
#ifndef CF_BOXES_H
#define CF_BOXES_H

#include "problem.h"

#define CF_GRAVITY 9.81

typedef struct cf_box {
    double x, y;          /* centre of mass */
    double half_width;    /* half the side along x */
    double half_height;   /* half the side along y */
    double mass;
} cf_box;

typedef struct cf_contact2d {
    int body;             /* the body the normal points into */
    int other;            /* the body below, or -1 for the floor */
    double px, py;        /* contact point */
    double nx, ny;        /* unit normal */
} cf_contact2d;

typedef struct cf_scene2d {
    int n_boxes;
    cf_box *boxes;
    int n_contacts;
    cf_contact2d *contacts;
} cf_scene2d;

void cf_scene2d_free(cf_scene2d *scene);

/* A pile of unit-mass 2x2 boxes with exactly n_contacts contacts
 * (n_contacts even, >= 2).  Boxes fill a brick-bond pyramid level by level:
 * the bottom level stands on the floor (two contacts per box), each upper
 * box rests on two boxes below (two contacts per supporting face, four in
 * all), so A is rank-deficient once the pyramid has three levels.  When
 * two contacts remain that no upper box can use, a box stands alone on
 * the floor to the right.  NULL on bad arguments or no memory. */
cf_scene2d *cf_scene2d_pile(int n_contacts);

/* The normal-force problem of a scene: every row normal, A = J M^-1 J^T,
 * b = J M^-1 F_gravity.  The invariant "sum of floor forces = total weight"
 * is added to the problem.  NULL on no memory. */
cf_problem *cf_scene2d_problem(const cf_scene2d *scene, const char *name);

/* A random symmetric positive definite problem A = B B^T + eps I of size n
 * with b uniform in [-1, 1], from a seed (no global random state). */
cf_problem *cf_random_pd_problem(int n, unsigned long long seed, double eps);

/* Uniform in [-1, 1], from SplitMix64: the whole state is the one integer
 * the caller owns (start it at any seed). */
double cf_random_unit(unsigned long long *state);

#endif
