/* world2d_contacts.c - a small contact finder for boxes.
 *
 * Resting boxes touch corner to edge (the PhysLab ContactSim looks for
 * exactly these vertex-edge contacts): a corner of box P that lies within
 * tol of an edge of box Q, on the outer side of that edge, is a contact
 * with the edge's outward normal.  Two faces lying on each other give the
 * corners of both boxes that lie on the other's face; a corner that meets
 * a corner is found once.  Every contact is oriented so that its normal
 * points up (or, when it is horizontal, to +x): the body above is A.
 */
#include "world2d.h"

#include <math.h>
#include <stdlib.h>

typedef struct found {
    int a, b;
    double px, py, nx, ny;
} found;

static int compare_found(const void *left, const void *right)
{
    const found *l = left, *r = right;
    if (l->a != r->a)
        return l->a < r->a ? -1 : 1;
    if (l->b != r->b)
        return l->b < r->b ? -1 : 1;
    if (l->px != r->px)
        return l->px < r->px ? -1 : 1;
    if (l->py != r->py)
        return l->py < r->py ? -1 : 1;
    return 0;
}

static int is_box(const cf_world2d *w, int k)
{
    return w->bodies[k].shape == CF_SHAPE_BOX;
}

/* 1 if the boxes' circumscribed circles are more than tol apart. */
static int too_far(const cf_body2d *p, const cf_body2d *q, double tol)
{
    double reach = 0.5 * (hypot(p->width, p->height) + hypot(q->width, q->height)) + tol;
    return hypot(p->x - q->x, p->y - q->y) > reach;
}

/* 1 if the same pair already touches at (nearly) this point. */
static int already_found(const found *list, int count, const found *c, double tol)
{
    for (int k = 0; k < count; k++)
        if (((list[k].a == c->a && list[k].b == c->b) || (list[k].a == c->b && list[k].b == c->a)) &&
            fabs(list[k].px - c->px) <= tol && fabs(list[k].py - c->py) <= tol)
            return 1;
    return 0;
}

/* The corners of P on the edges of Q, appended to list; list[first..]
 * holds what was found for this pair of boxes so far. */
static int corners_on_edges(const cf_world2d *w, int p, int q, double tol, found **list, int first,
                            int *count, int *capacity)
{
    const cf_body2d *bp = &w->bodies[p], *bq = &w->bodies[q];
    double cp[4][2], cq[4][2];
    cf_body2d_corners(bp, cp);
    cf_body2d_corners(bq, cq);
    for (int e = 0; e < 4; e++) {
        const double *e0 = cq[e], *e1 = cq[(e + 1) % 4];
        double length = hypot(e1[0] - e0[0], e1[1] - e0[1]);
        double dx = (e1[0] - e0[0]) / length, dy = (e1[1] - e0[1]) / length;
        double nx = dy, ny = -dx; /* outward: the corners run counterclockwise */
        if (nx * (bp->x - e0[0]) + ny * (bp->y - e0[1]) <= 0.0)
            continue; /* P is not on the outer side of this edge */
        for (int k = 0; k < 4; k++) {
            double rx = cp[k][0] - e0[0], ry = cp[k][1] - e0[1];
            double gap = nx * rx + ny * ry, along = dx * rx + dy * ry;
            if (fabs(gap) > tol || along < -tol || along > length + tol)
                continue;
            found c = {p, q, cp[k][0], cp[k][1], nx, ny};
            if (ny < 0.0 || (ny == 0.0 && nx < 0.0)) { /* the body above is A */
                c.a = q;
                c.b = p;
                c.nx = -nx;
                c.ny = -ny;
            }
            /* *list is NULL until the first contact is kept: no pointer
             * arithmetic on it before then. */
            if (*count > first && already_found(*list + first, *count - first, &c, tol))
                continue;
            if (*count == *capacity) {
                int bigger = *capacity < 16 ? 16 : 2 * *capacity;
                found *moved = realloc(*list, (size_t)bigger * sizeof *moved);
                if (moved == NULL)
                    return -1;
                *list = moved;
                *capacity = bigger;
            }
            (*list)[(*count)++] = c;
        }
    }
    return 0;
}

int cf_world2d_find_contacts(cf_world2d *w, double tol, int friction, double mu)
{
    found *list = NULL;
    int count = 0, capacity = 0;
    for (int p = 0; p < w->n_bodies; p++) {
        for (int q = p + 1; q < w->n_bodies; q++) {
            if (!is_box(w, p) || !is_box(w, q) || (w->bodies[p].fixed && w->bodies[q].fixed) ||
                too_far(&w->bodies[p], &w->bodies[q], tol))
                continue;
            int first = count;
            if (corners_on_edges(w, p, q, tol, &list, first, &count, &capacity) != 0 ||
                corners_on_edges(w, q, p, tol, &list, first, &count, &capacity) != 0) {
                free(list);
                return -1;
            }
        }
    }
    if (count > 0)
        qsort(list, (size_t)count, sizeof *list, compare_found);
    for (int k = 0; k < count; k++) {
        cf_constraint2d c = {.kind = CF_CONTACT2D, .a = list[k].a, .b = list[k].b, .px = list[k].px,
                             .py = list[k].py, .nx = list[k].nx, .ny = list[k].ny,
                             .friction = friction, .mu = mu};
        if (cf_world2d_add_constraint(w, &c) < 0) {
            free(list);
            return -1;
        }
    }
    free(list);
    return count;
}
