/* world3d.c - 3D bodies, constraints, and the rows of J they give.
 *
 * The derivation is in chapters/appendix-world.md (after Baraff 1994,
 * section 3): each row of J is a direction d at a point, +[d, r_A x d] on
 * body A and -[d, r_B x d] on body B, as in 2D with the cross product now
 * a vector.  Assembling A and b is in world3d_problem.c, finding contacts
 * in world3d_contacts.c, scene files in world3d_scene.c, drawing in
 * world3d_draw.c.
 */
#include "world3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "assemble.h"

/* ------------------------------------------------------------------ */
/* Vectors and rotations                                               */
/* ------------------------------------------------------------------ */

void cf_cross3(const double a[3], const double b[3], double out[3])
{
    double x = a[1] * b[2] - a[2] * b[1];
    double y = a[2] * b[0] - a[0] * b[2];
    double z = a[0] * b[1] - a[1] * b[0];
    out[0] = x;
    out[1] = y;
    out[2] = z;
}

double cf_dot3(const double a[3], const double b[3])
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

int cf_normalise3(double v[3])
{
    double length = sqrt(cf_dot3(v, v));
    if (!(length > 0.0))
        return -1;
    for (int k = 0; k < 3; k++)
        v[k] /= length;
    return 0;
}

// start snippet tangent_basis
void cf_tangent_basis(const double n[3], double t1[3], double t2[3])
{
    /* The world axis least along n: never parallel to it, and on a floor
     * (n = z) the x axis, so that t1 = x and t2 = y there. */
    int axis = 0;
    for (int k = 1; k < 3; k++)
        if (fabs(n[k]) < fabs(n[axis]))
            axis = k;
    double along = n[axis];
    for (int k = 0; k < 3; k++)
        t1[k] = (k == axis ? 1.0 : 0.0) - along * n[k];
    cf_normalise3(t1);
    cf_cross3(n, t1, t2);
}
// end snippet tangent_basis

void cf_quaternion_matrix(const double q[4], double R[3][3])
{
    double w = q[0], x = q[1], y = q[2], z = q[3];
    R[0][0] = 1.0 - 2.0 * (y * y + z * z);
    R[0][1] = 2.0 * (x * y - w * z);
    R[0][2] = 2.0 * (x * z + w * y);
    R[1][0] = 2.0 * (x * y + w * z);
    R[1][1] = 1.0 - 2.0 * (x * x + z * z);
    R[1][2] = 2.0 * (y * z - w * x);
    R[2][0] = 2.0 * (x * z - w * y);
    R[2][1] = 2.0 * (y * z + w * x);
    R[2][2] = 1.0 - 2.0 * (x * x + y * y);
}

void cf_quaternion_from_axis(const double axis[3], double degrees, double q[4])
{
    double u[3] = {axis[0], axis[1], axis[2]};
    double half = 0.5 * degrees * (CF_PI / 180.0);
    if (degrees == 0.0 || cf_normalise3(u) != 0) {
        q[0] = 1.0;
        q[1] = q[2] = q[3] = 0.0;
        return;
    }
    q[0] = cos(half);
    for (int k = 0; k < 3; k++)
        q[k + 1] = sin(half) * u[k];
}

/* ------------------------------------------------------------------ */
/* Bodies and constraints                                              */
/* ------------------------------------------------------------------ */

cf_world3d *cf_world3d_new(const char *name)
{
    cf_world3d *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->description = calloc(1, 1);
    if (w->description == NULL) {
        free(w);
        return NULL;
    }
    snprintf(w->name, sizeof w->name, "%s", name);
    w->gravity = CF_GRAVITY;
    return w;
}

void cf_world3d_free(cf_world3d *w)
{
    if (w == NULL)
        return;
    free(w->description);
    free(w->bodies);
    free(w->constraints);
    free(w);
}

void cf_shape3d_inertia(cf_shape3d shape, const double size[3], double mass, double inertia[3])
{
    double x2 = size[0] * size[0], y2 = size[1] * size[1], z2 = size[2] * size[2];
    inertia[0] = inertia[1] = inertia[2] = 0.0;
    if (shape == CF_SHAPE3D_BOX) {
        inertia[0] = mass * (y2 + z2) / 12.0;
        inertia[1] = mass * (x2 + z2) / 12.0;
        inertia[2] = mass * (x2 + y2) / 12.0;
    } else if (shape == CF_SHAPE3D_SPHERE) {
        inertia[0] = inertia[1] = inertia[2] = 0.4 * mass * x2;
    }
}

void cf_body3d_inertia_world(const cf_body3d *body, double I[3][3], double Iinv[3][3])
{
    double R[3][3];
    cf_quaternion_matrix(body->q, R);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            I[r][c] = Iinv[r][c] = 0.0;
            for (int k = 0; k < 3; k++) {
                double m = body->inertia[k];
                I[r][c] += R[r][k] * m * R[c][k];
                Iinv[r][c] += m > 0.0 ? R[r][k] * R[c][k] / m : 0.0;
            }
        }
}

int cf_world3d_add_body(cf_world3d *w, const cf_body3d *body)
{
    if (cf_grow((void **)&w->bodies, w->n_bodies, &w->body_capacity, sizeof *w->bodies) != 0)
        return -1;
    w->bodies[w->n_bodies] = *body;
    return w->n_bodies++;
}

int cf_world3d_find_body(const cf_world3d *w, const char *name)
{
    if (strcmp(name, "world") == 0)
        return CF_WORLD;
    for (int k = 0; k < w->n_bodies; k++)
        if (strcmp(w->bodies[k].name, name) == 0)
            return k;
    return -2;
}

void cf_world3d_apply_force(cf_world3d *w, int k, const double force[3], const double p[3])
{
    cf_body3d *body = &w->bodies[k];
    double r[3], torque[3];
    for (int q = 0; q < 3; q++)
        r[q] = p[q] - body->position[q];
    cf_cross3(r, force, torque);
    for (int q = 0; q < 3; q++) {
        body->force[q] += force[q];
        body->torque[q] += torque[q];
    }
}

int cf_world3d_add_constraint(cf_world3d *w, const cf_constraint3d *c)
{
    if (cf_grow((void **)&w->constraints, w->n_constraints, &w->constraint_capacity,
                sizeof *w->constraints) != 0)
        return -1;
    cf_constraint3d *added = &w->constraints[w->n_constraints];
    *added = *c;
    if (c->kind == CF_BALL3D)
        return w->n_constraints++;
    cf_normalise3(added->n);
    if (c->kind == CF_CONTACT3D) {
        /* t1 as given, with any part along n removed; or the default. */
        double along = cf_dot3(added->t, added->n);
        for (int k = 0; k < 3; k++)
            added->t[k] -= along * added->n[k];
        if (cf_normalise3(added->t) != 0) {
            double t2[3];
            cf_tangent_basis(added->n, added->t, t2);
        }
    }
    return w->n_constraints++;
}

void cf_body3d_corners(const cf_body3d *body, double corners[8][3])
{
    double R[3][3];
    cf_quaternion_matrix(body->q, R);
    for (int k = 0; k < 8; k++) {
        double local[3] = {0.5 * body->size[0] * (k & 1 ? 1 : -1), 0.5 * body->size[1] * (k & 2 ? 1 : -1),
                           0.5 * body->size[2] * (k & 4 ? 1 : -1)};
        for (int r = 0; r < 3; r++)
            corners[k][r] = body->position[r] + R[r][0] * local[0] + R[r][1] * local[1] + R[r][2] * local[2];
    }
}

/* ------------------------------------------------------------------ */
/* Rows of J                                                           */
/* ------------------------------------------------------------------ */

static int rows_of(const cf_constraint3d *c)
{
    switch (c->kind) {
    case CF_CONTACT3D:
        return c->friction ? 3 : 1;
    case CF_BALL3D:
        return 3;
    case CF_HINGE3D:
        return 5;
    }
    return 0;
}

int cf_world3d_row_count(const cf_world3d *w)
{
    int n = 0;
    for (int k = 0; k < w->n_constraints; k++)
        n += rows_of(&w->constraints[k]);
    return n;
}

/* A body's motion, or rest for the world frame and fixed bodies. */
typedef struct motion {
    double c[3], v[3], omega[3];
} motion;

static motion motion_of(const cf_world3d *w, int k)
{
    motion m;
    memset(&m, 0, sizeof m);
    if (k < 0)
        return m;
    const cf_body3d *body = &w->bodies[k];
    memcpy(m.c, body->position, sizeof m.c);
    if (!body->fixed) {
        memcpy(m.v, body->velocity, sizeof m.v);
        memcpy(m.omega, body->omega, sizeof m.omega);
    }
    return m;
}

/* The velocity v + omega x r of the body's material point at p, and r. */
static void point_velocity(const motion *m, const double p[3], double r[3], double v[3])
{
    for (int k = 0; k < 3; k++)
        r[k] = p[k] - m->c[k];
    cf_cross3(m->omega, r, v);
    for (int k = 0; k < 3; k++)
        v[k] += m->v[k];
}

/* d . (omega x (omega x r)): the centripetal acceleration of the point along d. */
static double centripetal(const motion *m, const double r[3], const double d[3])
{
    double wr[3], wwr[3];
    cf_cross3(m->omega, r, wr);
    cf_cross3(m->omega, wr, wwr);
    return cf_dot3(d, wwr);
}

static cf_jrow3d new_row(const cf_constraint3d *c, int index, const double d[3])
{
    cf_jrow3d row;
    memset(&row, 0, sizeof row);
    row.row.kind = c->kind == CF_CONTACT3D ? CF_ROW_NORMAL : CF_ROW_BILATERAL;
    row.row.normal = -1;
    row.constraint = index;
    row.body[0] = c->a;
    row.body[1] = c->b;
    memcpy(row.d, d, sizeof row.d);
    return row;
}

// start snippet world3d_row
/* The row for direction d at the constraint's point.  As in 2D, the
 * velocity-product term is a_i when every acceleration is zero: the
 * centripetal accelerations omega x (omega x r) of the two points along d,
 * and, for a direction fixed in B (a contact's normal and tangents),
 * 2 (omega_B x d) . (p_A' - p_B') because d turns with B.  A ball joint's
 * directions x, y, z are fixed in the world and add nothing more. */
static cf_jrow3d linear_row(const cf_world3d *w, const cf_constraint3d *c, int index, const double d[3])
{
    cf_jrow3d row = new_row(c, index, d);
    motion ma = motion_of(w, c->a), mb = motion_of(w, c->b);
    double ra[3], rb[3], va[3], vb[3], rel[3], turn[3];
    point_velocity(&ma, c->p, ra, va);
    point_velocity(&mb, c->p, rb, vb);
    for (int k = 0; k < 3; k++) {
        row.j[0][k] = d[k];
        row.j[1][k] = -d[k];
    }
    cf_cross3(ra, d, row.j[0] + 3);
    cf_cross3(rb, d, row.j[1] + 3);
    for (int k = 3; k < 6; k++)
        row.j[1][k] = -row.j[1][k];
    row.velocity = centripetal(&ma, ra, d) - centripetal(&mb, rb, d);
    if (c->kind == CF_CONTACT3D) {
        for (int k = 0; k < 3; k++)
            rel[k] = va[k] - vb[k];
        cf_cross3(mb.omega, d, turn);
        row.velocity += 2.0 * cf_dot3(turn, rel);
    }
    return row;
}

/* A hinge's angular row along u, fixed in B: u . (omega_A - omega_B) stays
 * zero; its derivative is u . (omega_A' - omega_B') + (omega_B x u) .
 * (omega_A - omega_B). */
static cf_jrow3d angular_row(const cf_world3d *w, const cf_constraint3d *c, int index, const double u[3])
{
    cf_jrow3d row = new_row(c, index, u);
    motion ma = motion_of(w, c->a), mb = motion_of(w, c->b);
    double rel[3], turn[3];
    for (int k = 0; k < 3; k++) {
        row.j[0][3 + k] = u[k];
        row.j[1][3 + k] = -u[k];
        rel[k] = ma.omega[k] - mb.omega[k];
    }
    cf_cross3(mb.omega, u, turn);
    row.velocity = cf_dot3(turn, rel);
    return row;
}
// end snippet world3d_row

void cf_world3d_rows(const cf_world3d *w, cf_jrow3d *rows)
{
    static const double axes[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int i = 0;
    for (int k = 0; k < w->n_constraints; k++) {
        const cf_constraint3d *c = &w->constraints[k];
        if (c->kind == CF_CONTACT3D) {
            int normal = i;
            rows[i++] = linear_row(w, c, k, c->n);
            if (!c->friction)
                continue;
            double t2[3];
            cf_cross3(c->n, c->t, t2);
            rows[i] = linear_row(w, c, k, c->t);
            rows[i + 1] = linear_row(w, c, k, t2);
            for (int q = i; q < i + 2; q++) {
                rows[q].row.kind = CF_ROW_FRICTION3D;
                rows[q].row.normal = normal;
                rows[q].row.mu = c->mu;
            }
            i += 2;
            continue;
        }
        for (int q = 0; q < 3; q++)
            rows[i++] = linear_row(w, c, k, axes[q]);
        if (c->kind == CF_HINGE3D) {
            double u1[3], u2[3];
            cf_tangent_basis(c->n, u1, u2);
            rows[i++] = angular_row(w, c, k, u1);
            rows[i++] = angular_row(w, c, k, u2);
        }
    }
}

/* A number for a description: no "-0". */
static double shown(double x)
{
    return x == 0.0 ? 0.0 : x;
}

void cf_world3d_describe_row(const cf_world3d *w, const cf_jrow3d *row, char *text, size_t size)
{
    const cf_constraint3d *c = &w->constraints[row->constraint];
    const char *a = c->a < 0 ? "world" : w->bodies[c->a].name;
    const char *b = c->b < 0 ? "world" : w->bodies[c->b].name;
    const char *what = c->kind == CF_CONTACT3D ? (row->row.kind == CF_ROW_FRICTION3D ? "tangent" : "normal")
                       : row->j[0][0] == 0.0 && row->j[0][1] == 0.0 && row->j[0][2] == 0.0 &&
                               row->j[1][0] == 0.0 && row->j[1][1] == 0.0 && row->j[1][2] == 0.0
                           ? "turning off the axis"
                           : "along";
    const char *kind = c->kind == CF_CONTACT3D ? "contact" : c->kind == CF_BALL3D ? "ball" : "hinge";
    snprintf(text, size, "%s %s/%s at (%.6g, %.6g, %.6g), %s (%.6g, %.6g, %.6g)", kind, a, b, shown(c->p[0]),
             shown(c->p[1]), shown(c->p[2]), what, shown(row->d[0]), shown(row->d[1]), shown(row->d[2]));
    if (row->row.kind == CF_ROW_FRICTION3D) {
        size_t used = strlen(text);
        snprintf(text + used, size - used, ", mu %g", c->mu);
    }
}
