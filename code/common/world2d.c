/* world2d.c - bodies, constraints, and the rows of J they give.
 *
 * The derivation is in chapters/appendix-world.md (after Baraff 1994,
 * section 3): each row of J is a direction d at a point, +[d, r_A x d] on
 * body A and -[d, r_B x d] on body B.  Assembling A and b from the rows is
 * in world2d_problem.c, finding contacts in world2d_contacts.c, reading and
 * writing scene files in world2d_scene.c, drawing in world2d_draw.c.
 */
#include "world2d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "assemble.h"

cf_world2d *cf_world2d_new(const char *name)
{
    cf_world2d *w = calloc(1, sizeof *w);
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

void cf_world2d_free(cf_world2d *w)
{
    if (w == NULL)
        return;
    free(w->description);
    free(w->bodies);
    free(w->constraints);
    free(w);
}

double cf_shape2d_inertia(cf_shape2d shape, double width, double height, double mass)
{
    switch (shape) {
    case CF_SHAPE_BOX:
        return mass * (width * width + height * height) / 12.0;
    case CF_SHAPE_ROD:
        return mass * width * width / 12.0;
    case CF_SHAPE_DISC:
        return mass * (0.5 * width) * (0.5 * width) / 2.0;
    case CF_SHAPE_PARTICLE:
        break;
    }
    return 0.0;
}

int cf_world2d_add_body(cf_world2d *w, const cf_body2d *body)
{
    if (cf_grow((void **)&w->bodies, w->n_bodies, &w->body_capacity, sizeof *w->bodies) != 0)
        return -1;
    w->bodies[w->n_bodies] = *body;
    return w->n_bodies++;
}

int cf_world2d_find_body(const cf_world2d *w, const char *name)
{
    if (strcmp(name, "world") == 0)
        return CF_WORLD;
    for (int k = 0; k < w->n_bodies; k++)
        if (strcmp(w->bodies[k].name, name) == 0)
            return k;
    return -2;
}

void cf_world2d_apply_force(cf_world2d *w, int k, double fx, double fy, double px, double py)
{
    cf_body2d *body = &w->bodies[k];
    body->fx += fx;
    body->fy += fy;
    body->torque += (px - body->x) * fy - (py - body->y) * fx;
}

int cf_world2d_add_constraint(cf_world2d *w, const cf_constraint2d *c)
{
    if (cf_grow((void **)&w->constraints, w->n_constraints, &w->constraint_capacity,
             sizeof *w->constraints) != 0)
        return -1;
    cf_constraint2d *added = &w->constraints[w->n_constraints];
    *added = *c;
    if (c->kind == CF_LINK2D) {
        /* A link's direction is from B's end to A's end. */
        added->nx = c->px - c->qx;
        added->ny = c->py - c->qy;
    } else if (c->kind == CF_PIN2D) {
        added->nx = 1.0;
        added->ny = 0.0;
    }
    double length = hypot(added->nx, added->ny);
    if (length > 0.0) {
        added->nx /= length;
        added->ny /= length;
    }
    return w->n_constraints++;
}

int cf_world2d_add_contact(cf_world2d *w, int a, int b, double px, double py, double nx, double ny)
{
    cf_constraint2d c = {.kind = CF_CONTACT2D, .a = a, .b = b, .px = px, .py = py, .nx = nx, .ny = ny};
    return cf_world2d_add_constraint(w, &c);
}

/* ------------------------------------------------------------------ */
/* Rows of J                                                           */
/* ------------------------------------------------------------------ */

static int rows_of(const cf_constraint2d *c)
{
    if (c->kind == CF_PIN2D)
        return 2;
    if (c->kind == CF_CONTACT2D && c->friction && c->slide == 0.0)
        return 2;
    return 1;
}

int cf_world2d_row_count(const cf_world2d *w)
{
    int n = 0;
    for (int k = 0; k < w->n_constraints; k++)
        n += rows_of(&w->constraints[k]);
    return n;
}

/* A body's motion, or rest for the world frame and fixed bodies. */
typedef struct motion {
    int moves;
    double x, y, vx, vy, omega;
} motion;

static motion motion_of(const cf_world2d *w, int k)
{
    motion m = {0};
    if (k < 0)
        return m;
    const cf_body2d *body = &w->bodies[k];
    m.x = body->x;
    m.y = body->y;
    if (!body->fixed) {
        m.moves = 1;
        m.vx = body->vx;
        m.vy = body->vy;
        m.omega = body->omega;
    }
    return m;
}

/* The velocity of the body's material point at (px, py): v + omega z x r. */
static void point_velocity(const motion *m, double px, double py, double v[2])
{
    v[0] = m->vx - m->omega * (py - m->y);
    v[1] = m->vy + m->omega * (px - m->x);
}

/* [d, r x d] with r = p - c, times sign. */
static void jacobian_part(const motion *m, double px, double py, double dx, double dy, double sign,
                          double out[3])
{
    double rx = px - m->x, ry = py - m->y;
    out[0] = sign * dx;
    out[1] = sign * dy;
    out[2] = sign * (rx * dy - ry * dx);
}

// start snippet world_row
/* One row for direction (dx, dy) at A's point pa and B's point pb.
 *
 * The velocity-product term is what d_i'' is when every acceleration is
 * zero.  Each point moving on a turning body has the centripetal
 * acceleration -omega^2 r, so d . (-omega_A^2 r_A + omega_B^2 r_B) always.
 * A direction fixed in B (a contact normal or tangent, a rail) turns with
 * B at omega_B, which adds 2 (omega_B z x d) . (p_A' - p_B') (the PhysLab
 * derivation of the ContactSim); a pin's directions are fixed in the world
 * and add nothing; a link's turns with the link, which adds
 * |relative velocity across the link|^2 / length. */
static cf_jrow2d make_row(const cf_world2d *w, const cf_constraint2d *c, int index, double dx,
                          double dy)
{
    cf_jrow2d row;
    memset(&row, 0, sizeof row);
    row.row.kind = c->kind == CF_CONTACT2D ? CF_ROW_NORMAL : CF_ROW_BILATERAL;
    row.row.normal = -1;
    row.constraint = index;
    row.body[0] = c->a;
    row.body[1] = c->b;
    double pbx = c->kind == CF_LINK2D ? c->qx : c->px;
    double pby = c->kind == CF_LINK2D ? c->qy : c->py;
    motion ma = motion_of(w, c->a), mb = motion_of(w, c->b);
    jacobian_part(&ma, c->px, c->py, dx, dy, 1.0, row.j[0]);
    jacobian_part(&mb, pbx, pby, dx, dy, -1.0, row.j[1]);
    memcpy(row.force, row.j, sizeof row.force);

    double rax = c->px - ma.x, ray = c->py - ma.y, rbx = pbx - mb.x, rby = pby - mb.y;
    double wa2 = ma.omega * ma.omega, wb2 = mb.omega * mb.omega;
    row.velocity = dx * (-wa2 * rax + wb2 * rbx) + dy * (-wa2 * ray + wb2 * rby);
    double va[2], vb[2];
    point_velocity(&ma, c->px, c->py, va);
    point_velocity(&mb, pbx, pby, vb);
    double rel[2] = {va[0] - vb[0], va[1] - vb[1]};
    if (c->kind == CF_CONTACT2D || c->kind == CF_RAIL2D) {
        row.velocity += 2.0 * mb.omega * (-dy * rel[0] + dx * rel[1]);
    } else if (c->kind == CF_LINK2D) {
        double length = hypot(c->px - c->qx, c->py - c->qy);
        double across = -dy * rel[0] + dx * rel[1]; /* relative velocity normal to the link */
        if (length > 0.0)
            row.velocity += across * across / length;
    }
    return row;
}
// end snippet world_row

void cf_world2d_rows(const cf_world2d *w, cf_jrow2d *rows)
{
    int i = 0;
    for (int k = 0; k < w->n_constraints; k++) {
        const cf_constraint2d *c = &w->constraints[k];
        if (c->kind == CF_PIN2D) {
            rows[i++] = make_row(w, c, k, 1.0, 0.0);
            rows[i++] = make_row(w, c, k, 0.0, 1.0);
            continue;
        }
        cf_jrow2d normal = make_row(w, c, k, c->nx, c->ny);
        if (c->kind != CF_CONTACT2D || !c->friction) {
            rows[i++] = normal;
            continue;
        }
        /* The tangent t = (n_y, -n_x): the normal turned clockwise. */
        cf_jrow2d tangent = make_row(w, c, k, c->ny, -c->nx);
        if (c->slide != 0.0) {
            /* Sliding friction -mu S f_N along t acts with the normal force:
             * fold it into the normal row's force direction (Baraff 1994,
             * section 5: this makes A nonsymmetric). */
            for (int side = 0; side < 2; side++)
                for (int q = 0; q < 3; q++)
                    normal.force[side][q] -= c->mu * c->slide * tangent.j[side][q];
            rows[i++] = normal;
            continue;
        }
        tangent.row.kind = CF_ROW_FRICTION2D;
        tangent.row.normal = i;
        tangent.row.mu = c->mu;
        rows[i++] = normal;
        rows[i++] = tangent;
    }
}

/* A number for a description: no "-0", short. */
static double shown(double x)
{
    return x == 0.0 ? 0.0 : x;
}

static const char *body_name(const cf_world2d *w, int k)
{
    return k < 0 ? "world" : w->bodies[k].name;
}

void cf_world2d_describe_row(const cf_world2d *w, const cf_jrow2d *row, char *text, size_t size)
{
    const cf_constraint2d *c = &w->constraints[row->constraint];
    const char *a = body_name(w, c->a), *b = body_name(w, c->b);
    double dx = row->j[0][0] != 0.0 || row->j[0][1] != 0.0 ? row->j[0][0] : -row->j[1][0];
    double dy = row->j[0][0] != 0.0 || row->j[0][1] != 0.0 ? row->j[0][1] : -row->j[1][1];
    switch (c->kind) {
    case CF_CONTACT2D:
        if (row->row.kind == CF_ROW_FRICTION2D)
            snprintf(text, size, "tangent of contact %s/%s at (%.6g, %.6g), t = (%.6g, %.6g), mu %g",
                     a, b, shown(c->px), shown(c->py), shown(c->ny), shown(-c->nx), c->mu);
        else if (c->slide != 0.0)
            snprintf(text, size,
                     "contact %s/%s at (%.6g, %.6g), normal (%.6g, %.6g), sliding %+g along t "
                     "with mu %g folded in",
                     a, b, shown(c->px), shown(c->py), shown(c->nx), shown(c->ny), c->slide, c->mu);
        else
            snprintf(text, size, "contact %s/%s at (%.6g, %.6g), normal (%.6g, %.6g)", a, b,
                     shown(c->px), shown(c->py), shown(c->nx), shown(c->ny));
        break;
    case CF_PIN2D:
        snprintf(text, size, "pin %s/%s at (%.6g, %.6g), along %s", a, b, shown(c->px), shown(c->py),
                 dx != 0.0 ? "x" : "y");
        break;
    case CF_LINK2D:
        snprintf(text, size, "link %s (%.6g, %.6g) to %s (%.6g, %.6g), along (%.6g, %.6g)", a,
                 shown(c->px), shown(c->py), b, shown(c->qx), shown(c->qy), shown(dx), shown(dy));
        break;
    case CF_RAIL2D:
        snprintf(text, size, "rail %s on %s at (%.6g, %.6g), normal (%.6g, %.6g)", a, b,
                 shown(c->px), shown(c->py), shown(c->nx), shown(c->ny));
        break;
    }
}

void cf_body2d_corners(const cf_body2d *body, double corners[4][2])
{
    const double local[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    double c = cos(body->angle), s = sin(body->angle);
    if (body->angle == 0.0) { /* exact for the common case */
        c = 1.0;
        s = 0.0;
    }
    for (int k = 0; k < 4; k++) {
        double x = 0.5 * body->width * local[k][0], y = 0.5 * body->height * local[k][1];
        corners[k][0] = body->x + c * x - s * y;
        corners[k][1] = body->y + s * x + c * y;
    }
}
