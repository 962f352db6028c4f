/* bodies.h - random rigid bodies, their contacts and joints, and
 * A = J M^-1 J^T computed the way a simulator computes it.
 *
 * Baraff 1994, section 3: each row of the contact Jacobian J gives the
 * relative acceleration of two bodies (or a body and the ground) along a
 * direction d at a point x; a = J M^-1 J^T f + b.  Here the bodies are
 * 2D (x, y and a rotation: 3 freedoms) or 3D (6 freedoms), with masses
 * and inertias chosen by the caller's random stream, and A is computed in
 * plain floating point, M^-1 J^T first and then J times it: A is then
 * symmetric only up to roundoff (an entry 4.4e-16 where its mirror is
 * -4.4e-16 and both should be 0), as in every simulator.  A body with no
 * freedom (M^-1 = 0) gives zero rows.
 */
#ifndef CF_BODIES_H
#define CF_BODIES_H

#include "rng.h"

#define CF_BODIES_MAX 6
#define CF_BODIES_MAX_ROWS 16
#define CF_BODIES_MAX_DOF (6 * CF_BODIES_MAX)

typedef struct cf_bodies {
    int dim;   /* 2 or 3 */
    int dof;   /* freedoms per body: 3 in 2D, 6 in 3D */
    int count; /* bodies */
    double center[CF_BODIES_MAX][3];
    double size[CF_BODIES_MAX];            /* half the body's largest extent */
    double half[CF_BODIES_MAX][3];         /* its half-extents along the axes */
    double W[CF_BODIES_MAX][6][6];         /* M^-1 of each body; 0 for one with no freedom */
    int rows;
    double J[CF_BODIES_MAX_ROWS][CF_BODIES_MAX_DOF];
} cf_bodies;

/* No bodies, no rows. */
void cf_bodies_init(cf_bodies *s, int dim);

/* A box of this mass, with half-extents of about 'size' (each times a
 * random factor in [0.5, 1.5]; a cube, two times in five) and the box's inertia, at a random place
 * and (in 3D) a random orientation; fixed: no freedom at all.  Returns
 * its index, or -1 when there are CF_BODIES_MAX already. */
int cf_bodies_add(cf_bodies *s, cf_rng *r, double mass, double size, int fixed);

/* A random point on or near body b (within its size of its centre). */
void cf_bodies_point(const cf_bodies *s, cf_rng *r, int b, double *x);

/* A corner, the middle of an edge or of a face, or the centre of body b
 * (its half-extents along the world's axes, each taken -1, 0 or 1 times),
 * and a direction along one of the axes.  Contacts placed so, with
 * directions along the axes, make entries of A that are 0 in exact
 * arithmetic and a few units of roundoff in floating point (a cube's
 * world inertia R diag(I) R^T is I times the identity only up to
 * roundoff), as boxes resting on boxes do in a simulator. */
void cf_bodies_corner(const cf_bodies *s, cf_rng *r, int b, double *x);
void cf_bodies_axis(const cf_bodies *s, cf_rng *r, double *d);

/* A row: the acceleration of body 'first' relative to body 'second' (-1:
 * the ground, which does not move) along the unit direction d at the
 * point x.  Returns the row's index, or -1 when the rows are full. */
int cf_bodies_row(cf_bodies *s, int first, int second, const double *x, const double *d);

/* A copy of row k (a contact listed twice), or a row of zeros (a contact
 * that nothing can push).  Return the new row's index, or -1. */
int cf_bodies_copy_row(cf_bodies *s, int k);
int cf_bodies_zero_row(cf_bodies *s);

/* A = J M^-1 J^T (rows x rows, row-major) in double precision. */
void cf_bodies_matrix(const cf_bodies *s, double *A);

#endif
