/* world3d.h - a 3D world of rigid bodies, contacts and joints, and the
 * contact problem a = A f + b it gives (Baraff 1994, section 3), next to
 * the 2D world of world2d.h and built the same way.
 *
 * A world holds bodies (particles, boxes and spheres, moving or fixed, and
 * fixed planes), the loads on them (gravity, applied forces and torques)
 * and the constraints between them (contacts, ball joints and hinges).
 * Each constraint gives rows of the Jacobian J; the assembly shared with
 * the 2D world (assemble.h) gives
 *
 *     A = J M^-1 J^T,    b = J M^-1 F_ext + (velocity-product terms),
 *
 * with F_ext = (f - m g z, tau - omega x (I omega)): the gyroscopic term
 * is an applied torque.  chapters/appendix-world.md derives it all.
 * Conventions, used everywhere:
 *
 *   - z points up; gravity accelerates every moving body by (0, 0, -g).
 *   - A body's columns in J are its velocity (x, y, z), then its angular
 *     velocity (x, y, z), both in world coordinates.
 *   - Orientation is a unit quaternion (w, x, y, z) that turns the body's
 *     own axes into the world's: a box's edges lie along its turned axes,
 *     its inertia tensor in the world is R diag(I) R^T.
 *   - A constraint joins body A and body B; its direction d points from B
 *     into A (a contact normal points out of B, into A).  Its row of J at
 *     the world point p is  +[d, r_A x d]  on A's six columns and
 *     -[d, r_B x d]  on B's, r = p - centre.  f_i > 0 pushes A along +d.
 *   - The tangents of a contact with normal n are t1 and t2 = n x t1, so
 *     that (t1, t2, n) is right-handed like (x, y, z).  Unless the scene
 *     gives t1, it is the world axis least along n (the first of x, y, z
 *     with the smallest |n_k|) with its part along n removed, normalised:
 *     on a floor (n = +z), t1 = +x and t2 = +y.  cf_tangent_basis.
 *   - Fixed bodies, planes and "world" (CF_WORLD) have no columns in J.
 *
 * Rows are numbered in the order the constraints were added: a contact
 * gives its normal row, then (with friction) its rows along t1 and t2,
 * both of kind friction3d bound to the normal row; a ball joint gives
 * three rows (x, y, z); a hinge those three, then two rows that keep the
 * relative angular velocity off the axis (along u1, u2 = axis x u1, with
 * (u1, u2) the tangents of the axis).
 *
 * The scene file (.scene with a '3d' header) is described in
 * chapters/appendix-world.md.  In short:
 *
 *   3d                                    first statement: a 3D scene
 *   name NAME                             required
 *   description TEXT                      optional, may repeat
 *   gravity G                             downward (-z) acceleration; default 9.81
 *   body NAME SHAPE [OPTIONS]             SHAPE: particle | box X Y Z | sphere R | plane
 *     OPTIONS, each at most once, in any order ('at' is required):
 *        at X Y Z            centre of mass (plane: a point on it)
 *        rotation AX AY AZ DEG   turn the body's axes by DEG about the axis A
 *        normal NX NY NZ     plane only, and required: its normal (out of it)
 *        mass M | density RHO    (box: M = RHO X Y Z; sphere: RHO 4/3 pi R^3)
 *        inertia IX IY IZ    principal moments about the body's own axes (else
 *                            from the shape: box M (Y^2+Z^2)/12, ...; sphere 2/5 M R^2)
 *        velocity VX VY VZ   velocity of the centre of mass
 *        spin WX WY WZ       angular velocity (rad/s, world axes)
 *        fixed               does not move (a plane is always fixed)
 *   force BODY FX FY FZ [at X Y Z]   applied force; off the centre it adds a torque
 *   torque BODY TX TY TZ             applied torque
 *   contact A B at X Y Z normal NX NY NZ [tangent TX TY TZ] [mu MU]
 *                               normal from B into A (scaled to unit length);
 *                               'tangent' sets t1 (perpendicular to the normal);
 *                               'mu' adds the two friction3d rows
 *   find-contacts [tol T] [mu MU]   every corner of a box within T of a plane or
 *                               of a face of another box, and spheres on planes;
 *                               the body above is A
 *   ball A B at X Y Z           A and B share the point: three bilateral rows
 *   hinge A B at X Y Z axis AX AY AZ
 *                               a ball joint that turns only about the axis: five rows
 */
#ifndef CF_WORLD3D_H
#define CF_WORLD3D_H

#include <stdio.h>

#include "problem.h"
#include "scene_reader.h" /* CF_GRAVITY, CF_PI, CF_WORLD */

typedef enum cf_shape3d {
    CF_SHAPE3D_PARTICLE = 0,
    CF_SHAPE3D_BOX,    /* edges size[0], size[1], size[2] along its own axes */
    CF_SHAPE3D_SPHERE, /* radius size[0] */
    CF_SHAPE3D_PLANE   /* fixed, through position with the given normal */
} cf_shape3d;

typedef struct cf_body3d {
    char name[32];
    cf_shape3d shape;
    double size[3];        /* box: edges; sphere: radius, 0, 0 */
    int fixed;             /* 1: does not move; mass and inertia unused */
    double mass;           /* > 0 for a moving body */
    double inertia[3];     /* principal moments about the body's own axes */
    double position[3];    /* centre of mass; a plane: a point on it */
    double q[4];           /* orientation, unit quaternion (w, x, y, z) */
    double normal[3];      /* a plane: its unit normal */
    double velocity[3];    /* of the centre of mass */
    double omega[3];       /* angular velocity, world axes */
    double force[3];       /* applied force (gravity not included) */
    double torque[3];      /* applied torque, including that of forces off the centre */
} cf_body3d;

typedef enum cf_constraint3d_kind {
    CF_CONTACT3D = 0, /* unilateral: a normal row (+ two friction3d rows with mu) */
    CF_BALL3D,        /* bilateral: three rows along x, y, z */
    CF_HINGE3D        /* bilateral: a ball joint's three rows and two angular rows */
} cf_constraint3d_kind;

typedef struct cf_constraint3d {
    cf_constraint3d_kind kind;
    int a, b;           /* body indices; CF_WORLD for the fixed frame */
    double p[3];        /* the point */
    double n[3];        /* contact: unit normal from B into A; hinge: unit axis */
    double t[3];        /* contact: the first tangent t1 (unit, normal to n) */
    int friction;       /* contact: 1 adds the two tangent rows */
    double mu;          /* contact: friction coefficient, >= 0 */
} cf_constraint3d;

typedef struct cf_world3d {
    char name[128];
    char *description;  /* never NULL; "" when absent */
    double gravity;     /* acceleration along -z */
    int n_bodies;
    cf_body3d *bodies;
    int n_constraints;
    cf_constraint3d *constraints;
    int body_capacity, constraint_capacity;
} cf_world3d;

/* One row of J: its entries on (at most) two bodies and where it comes from. */
typedef struct cf_jrow3d {
    cf_row row;          /* kind, normal row (friction), mu, as in the problem */
    int constraint;      /* index of the constraint that gives the row */
    int body[2];         /* A and B (CF_WORLD or a fixed body: no columns) */
    double d[3];         /* the row's direction (angular rows: the axis u) */
    double j[2][6];      /* +[d, r_A x d] and -[d, r_B x d]; angular rows +-[0, u] */
    double velocity;     /* the velocity-product term of b_i */
} cf_jrow3d;

/* ---- vectors and rotations ---- */

void cf_cross3(const double a[3], const double b[3], double out[3]);
double cf_dot3(const double a[3], const double b[3]);
/* v scaled to unit length; 0, or -1 (v unchanged) when it is zero. */
int cf_normalise3(double v[3]);
/* The tangents t1, t2 = n x t1 of a unit normal n, as in the conventions. */
void cf_tangent_basis(const double n[3], double t1[3], double t2[3]);
/* The rotation matrix of a unit quaternion (w, x, y, z). */
void cf_quaternion_matrix(const double q[4], double R[3][3]);
/* The unit quaternion that turns by 'degrees' about the axis (any length > 0). */
void cf_quaternion_from_axis(const double axis[3], double degrees, double q[4]);

/* ---- building a world ---- */

/* An empty world with the given name, gravity CF_GRAVITY.  NULL on no memory. */
cf_world3d *cf_world3d_new(const char *name);
void cf_world3d_free(cf_world3d *w);

/* Add a body; its index, or -1 on no memory.  Moving bodies need mass > 0. */
int cf_world3d_add_body(cf_world3d *w, const cf_body3d *body);
/* The index of the body with this name, CF_WORLD for "world", -2 if none. */
int cf_world3d_find_body(const cf_world3d *w, const char *name);
/* The principal moments of inertia of a shape of mass m about its centre. */
void cf_shape3d_inertia(cf_shape3d shape, const double size[3], double mass, double inertia[3]);
/* The world inertia tensor R diag(I) R^T of a body, and its inverse
 * (a particle's are zero). */
void cf_body3d_inertia_world(const cf_body3d *body, double I[3][3], double Iinv[3][3]);
/* Apply the force at the world point p of body k: the force and its torque (p - c) x F. */
void cf_world3d_apply_force(cf_world3d *w, int k, const double force[3], const double p[3]);

/* Add a constraint; its index, or -1 on no memory.  A contact's normal and
 * a hinge's axis are scaled to unit length; a contact's t1 is made normal
 * to n and unit, or chosen by cf_tangent_basis when it is zero. */
int cf_world3d_add_constraint(cf_world3d *w, const cf_constraint3d *c);

/* The contact finder: every corner of a box within tol of a plane, or of a
 * face of another box (its own box outside that face), and the lowest point
 * of a sphere on a plane, with the body above as A; ordered by A, B, then the corner's x, y, z.  The number added, or
 * -1 on no memory. */
int cf_world3d_find_contacts(cf_world3d *w, double tol, int friction, double mu);
/* The 8 corners of a box: corner k has the signs (k & 1, k & 2, k & 4) of
 * +-size/2 along the body's x, y, z axes. */
void cf_body3d_corners(const cf_body3d *body, double corners[8][3]);

/* ---- rows, A and b ---- */

int cf_world3d_row_count(const cf_world3d *w);
void cf_world3d_rows(const cf_world3d *w, cf_jrow3d *rows);
/* Where row i comes from, in words. */
void cf_world3d_describe_row(const cf_world3d *w, const cf_jrow3d *row, char *text, size_t size);
/* The problem: rows and kinds, A = J M^-1 J^T, b = J M^-1 F_ext + velocity
 * terms.  NULL and err filled for no rows, a moving body without mass, or
 * no memory. */
cf_problem *cf_world3d_problem(const cf_world3d *w, cf_error *err);
/* Whether a world builds a given problem: cf_same_problem (assemble.h). */

/* ---- scene files ---- */

cf_world3d *cf_world3d_read_file(const char *path, cf_error *err);
cf_world3d *cf_world3d_read_string(const char *text, const char *origin, cf_error *err);
/* Write a world as a scene file that reads back to the same problem (found:
 * as cf_world2d_write).  0, or -1 on a write error. */
int cf_world3d_write(FILE *out, const cf_world3d *w, int found);
/* Print the problem file of a world after a comment block saying where
 * each row comes from.  0, or -1 with err filled. */
int cf_world3d_print_problem(FILE *out, const cf_world3d *w, const char *origin, cf_error *err);

/* ---- drawing ---- */

/* Draw the world in an oblique projection (x right, z up, y into the page)
 * as SVG: bodies, fixed bodies and planes hatched, applied loads in blue,
 * and with f (n rows) each contact's normal force in red, its friction
 * force (both tangent rows together) in orange, joint forces in green.
 * 0, or -1 on a write error. */
int cf_world3d_draw_svg(FILE *out, const cf_world3d *w, const double *f, int n);
/* The same world drawn in panels side by side, panel k with the forces
 * f[k] (n rows each, or NULL for none) and the title titles[k] (titles may
 * be NULL): one window and one force scale for all, so that the panels
 * compare answers.  With discs, each contact with friction also shows the
 * disc ||f_T|| <= mu f_N at its panel's normal force (dashed orange).  Two
 * or more panels together are at most about 860 pixels wide, the book's
 * column.  0, or -1 on a write error, no memory or panels < 1. */
int cf_world3d_draw_panels(FILE *out, const cf_world3d *w, int panels, const double *const *f,
                           const char *const *titles, int discs, int n);

#endif
