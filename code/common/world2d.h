/* world2d.h - a 2D world of rigid bodies, contacts and joints, and the
 * contact problem a = A f + b it gives (Baraff 1994, section 3).
 *
 * A world holds bodies (particles, boxes, thin rods, discs; moving or
 * fixed), the loads on them (gravity, applied forces and torques) and the
 * constraints between them (contacts and joints).  Each constraint gives
 * one or more rows of the Jacobian J; the world then assembles
 *
 *     A = J M^-1 J^T,    b = J M^-1 F_ext + (velocity-product terms),
 *
 * as derived in chapters/appendix-world.md.  Conventions, used everywhere:
 *
 *   - y points up; gravity accelerates every moving body by (0, -g).
 *   - Angles are counterclockwise; in files they are written in degrees.
 *   - A constraint joins body A and body B.  Its direction d points from B
 *     into A (a contact normal points out of B, into A).  The row of J for
 *     d at the world point p is  +[d_x, d_y, r_A x d]  on A's three columns
 *     (x, y, angle) and  -[d_x, d_y, r_B x d]  on B's, r = p - centre; the
 *     2D cross product is r x d = r_x d_y - r_y d_x.  f_i > 0 pushes A
 *     along +d and B along -d; a_i is the acceleration of A's point along d
 *     relative to B's.
 *   - The tangent of a contact is the normal turned clockwise by 90
 *     degrees:  t = (n_y, -n_x).  On a floor (n = +y), t = +x; (t, n) is a
 *     right-handed pair like (x, y).  A friction force f_F > 0 pushes A
 *     along +t (and B along -t).
 *   - Fixed bodies and the built-in body "world" (index CF_WORLD) have no
 *     columns in J: their rows of J M^-1 J^T and of b are zero.
 *
 * Rows are numbered in the order the constraints were added: a contact
 * gives its normal row, then its tangent row if it has friction; a pin
 * gives two rows (x, then y); a link (rod joint) and a rail give one row each.
 *
 * The scene file (.scene), read by cf_world2d_read_file, describes a world
 * line by line; chapters/appendix-world.md is its full description.  In
 * short (words in CAPITALS are numbers or names you choose):
 *
 *   2d                                    first statement: a 2D scene
 *   name NAME                             required, letters digits _ . + -
 *   description TEXT                      optional, may repeat
 *   gravity G                             downward acceleration; default 9.81
 *   body NAME SHAPE [OPTIONS]             a body; SHAPE is one of
 *        particle | box W H | rod L | disc R
 *     OPTIONS, each at most once, in any order ('at' is required):
 *        at X Y            centre of mass
 *        angle DEG         orientation (rod: its axis from +x; box: its W side)
 *        mass M | density RHO   (box: M = RHO W H; rod: RHO L; disc: RHO pi R^2)
 *        inertia I         moment of inertia about the centre (else from the shape:
 *                          box M (W^2 + H^2)/12, rod M L^2/12, disc M R^2/2, particle 0)
 *        velocity VX VY    velocity of the centre of mass
 *        spin W            angular velocity (rad/s, counterclockwise)
 *        fixed             does not move (no mass): a floor, a wall, a ledge
 *   force BODY FX FY [at X Y]   applied force; at a point off the centre it adds a torque
 *   torque BODY T               applied torque (counterclockwise)
 *   contact A B at X Y normal NX NY [mu MU] [sliding S]
 *                               normal from B into A (scaled to unit length);
 *                               'mu' adds a tangent (friction) row after the normal
 *                               row; 'sliding S' (S = +1 or -1, with mu) folds
 *                               sliding friction -mu f_N S t into the normal column
 *   find-contacts [tol T] [mu MU]
 *                               every vertex-edge contact between boxes (fixed or not):
 *                               a corner within T (default 1e-9) of another box's edge;
 *                               the body above is A (the normal points up, or to +x)
 *   pin A B at X Y              A and B share the point: two bilateral rows, x then y
 *   link A AX AY B BX BY        a massless rod of fixed length between A's point
 *                               (AX, AY) and B's (BX, BY): one bilateral row
 *   rail A B at X Y direction DX DY
 *                               A's point slides along the line through it with
 *                               direction D, fixed in B: one bilateral row along the
 *                               line's normal D turned counterclockwise
 *
 * A constraint may name 'world', the fixed frame, for A or B (not both
 * fixed); forces and torques act on moving bodies only.  Points are world
 * coordinates at the instant described.  '#' starts a comment.  Errors say
 * file:line: what was expected.
 */
#ifndef CF_WORLD2D_H
#define CF_WORLD2D_H

#include <stdio.h>

#include "problem.h"
#include "scene_reader.h" /* CF_GRAVITY, CF_PI, CF_WORLD */

typedef enum cf_shape2d {
    CF_SHAPE_PARTICLE = 0,
    CF_SHAPE_BOX,   /* width W along its own x axis, height H */
    CF_SHAPE_ROD,   /* thin, length L along its own x axis */
    CF_SHAPE_DISC   /* radius R */
} cf_shape2d;

typedef struct cf_body2d {
    char name[32];
    cf_shape2d shape;
    double width, height; /* box: W, H; rod: L, 0; disc: 2R, 2R; particle: 0, 0 */
    int fixed;            /* 1: does not move; mass and inertia are unused */
    double mass;          /* > 0 for a moving body */
    double inertia;       /* about the centre of mass; 0 for a particle */
    double x, y;          /* centre of mass */
    double angle;         /* radians, counterclockwise */
    double vx, vy;        /* velocity of the centre of mass */
    double omega;         /* angular velocity, counterclockwise */
    double fx, fy;        /* applied force (gravity not included) */
    double torque;        /* applied torque about the centre, including that of
                             forces applied off the centre */
} cf_body2d;

typedef enum cf_constraint2d_kind {
    CF_CONTACT2D = 0, /* unilateral: a normal row (+ a tangent row with friction) */
    CF_PIN2D,         /* bilateral: two rows, along x and along y */
    CF_LINK2D,        /* bilateral: one row along a massless rod (a link) */
    CF_RAIL2D         /* bilateral: one row along the rail's normal */
} cf_constraint2d_kind;

typedef struct cf_constraint2d {
    cf_constraint2d_kind kind;
    int a, b;           /* body indices; CF_WORLD for the fixed frame */
    double px, py;      /* the point (contact, pin, rail; rod: the end on A) */
    double qx, qy;      /* rod: the end on B; otherwise unused */
    double nx, ny;      /* unit direction from B into A: contact normal, rail normal */
    int friction;       /* contact: 1 adds a tangent row with coefficient mu */
    double mu;          /* contact: friction coefficient, >= 0 */
    double slide;       /* contact: 0, or +1/-1 when A slides along +t/-t and
                           sliding friction is folded into the normal column */
} cf_constraint2d;

typedef struct cf_world2d {
    char name[128];
    char *description;  /* never NULL; "" when absent */
    double gravity;     /* downward acceleration */
    int n_bodies;
    cf_body2d *bodies;
    int n_constraints;
    cf_constraint2d *constraints;
    int body_capacity, constraint_capacity;
} cf_world2d;

/* One row of J: its entries on (at most) two bodies, and where it comes from. */
typedef struct cf_jrow2d {
    cf_row row;          /* kind, normal row (friction), mu, as in the problem */
    int constraint;      /* index of the constraint that gives the row */
    int body[2];         /* A and B (CF_WORLD or a fixed body: no columns) */
    double j[2][3];      /* +[d, r_A x d] and -[d, r_B x d] */
    double force[2][3];  /* the direction the row's force acts in: j, except for a
                            sliding contact, j - mu S (tangent row) */
    double velocity;     /* the velocity-product term of b_i */
} cf_jrow2d;

/* ---- building a world ---- */

/* An empty world with the given name, gravity CF_GRAVITY.  NULL on no memory. */
cf_world2d *cf_world2d_new(const char *name);
void cf_world2d_free(cf_world2d *w);

/* Add a body; its index, or -1 on no memory.  Moving bodies need mass > 0. */
int cf_world2d_add_body(cf_world2d *w, const cf_body2d *body);

/* The index of the body with this name, CF_WORLD for "world", -2 if none. */
int cf_world2d_find_body(const cf_world2d *w, const char *name);

/* The moment of inertia of a shape of mass m about its centre. */
double cf_shape2d_inertia(cf_shape2d shape, double width, double height, double mass);

/* Apply force (fx, fy) at the world point (px, py) of body k: adds the force
 * and its torque (p - c) x F. */
void cf_world2d_apply_force(cf_world2d *w, int k, double fx, double fy, double px, double py);

/* Add a constraint; its index, or -1 on no memory.  Its direction is
 * scaled to unit length here. */
int cf_world2d_add_constraint(cf_world2d *w, const cf_constraint2d *c);

/* Shorthands. */
int cf_world2d_add_contact(cf_world2d *w, int a, int b, double px, double py, double nx, double ny);

/* The contact finder: every corner of a box within tol of an edge of another
 * box (moving or fixed), with the body above as A.  Contacts are added
 * ordered by A, then B, then x, then y; friction and mu are given to each.
 * The number added, or -1 on no memory. */
int cf_world2d_find_contacts(cf_world2d *w, double tol, int friction, double mu);

/* The corners of a box, counterclockwise from its lower left (unrotated). */
void cf_body2d_corners(const cf_body2d *body, double corners[4][2]);

/* ---- rows, A and b ---- */

/* The number of rows of J. */
int cf_world2d_row_count(const cf_world2d *w);

/* Every row of J, in order, into rows[cf_world2d_row_count(w)]. */
void cf_world2d_rows(const cf_world2d *w, cf_jrow2d *rows);

/* Where row i comes from, in words: "contact box/floor at (1, 0) normal (0, 1)". */
void cf_world2d_describe_row(const cf_world2d *w, const cf_jrow2d *row, char *text, size_t size);

/* The problem: rows and their kinds, A = J M^-1 J^T (with folded sliding
 * friction: J M^-1 (force directions)^T), b = J M^-1 F_ext + velocity terms.
 * No expectations.  NULL and err filled when the world has no rows or a
 * moving body without mass, or on no memory. */
cf_problem *cf_world2d_problem(const cf_world2d *w, cf_error *err);

/* 1 if the world builds the row kinds, A and b of the problem 'twin' to tol
 * (relative to 1 + |entry|); otherwise 0 and 'why' says the first difference. */
int cf_world2d_check_twin(const cf_world2d *w, const cf_problem *twin, double tol, char *why,
                          size_t size);

/* The dense matrices, for teaching and tests: J is rows x 3k for the k moving
 * bodies in order (column 3m + 0, 1, 2 = x, y, angle of the m-th moving
 * body); minv has the 3k diagonal entries of M^-1; fext the 3k applied
 * generalised forces including gravity.  Each array is malloc'ed; 0, or -1
 * on no memory. */
int cf_world2d_dense(const cf_world2d *w, int *rows, int *columns, double **J, double **minv,
                     double **fext);

/* ---- scene files ---- */

/* Read a .scene file; NULL and err filled on failure. */
cf_world2d *cf_world2d_read_file(const char *path, cf_error *err);
cf_world2d *cf_world2d_read_string(const char *text, const char *origin, cf_error *err);

/* Write a world as a scene file that reads back to the same problem.  With
 * found 0 every contact is written as a contact line; with found 1 the
 * contacts are left to one 'find-contacts' line (for a world whose contacts
 * all came from the finder).  0, or -1 on a write error. */
int cf_world2d_write(FILE *out, const cf_world2d *w, int found);

/* Print the problem file of a world, preceded by a comment block that says
 * where each row comes from.  0, or -1 with err filled. */
int cf_world2d_print_problem(FILE *out, const cf_world2d *w, const char *origin, cf_error *err);

/* ---- drawing ---- */

/* Draw the world as SVG: bodies, fixed bodies hatched, contact points,
 * applied loads in blue, and, when f is not NULL, each row's force as an
 * arrow: normal forces in red, friction forces in orange, joint forces in
 * green.  n is the row count
 * (or 0 with f NULL).  0, or -1 on a write error. */
int cf_world2d_draw_svg(FILE *out, const cf_world2d *w, const double *f, int n);

#endif
