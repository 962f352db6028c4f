/* world3d_contacts.c - a small contact finder for boxes on planes and on
 * boxes.
 *
 * A box resting on a plane touches it at the corners that lie on it (four
 * for a face, two for an edge).  Two boxes resting face on face touch at
 * the corners of each that lie on the other's face: the 3D form of the 2D
 * finder's vertex-edge contacts (world2d_contacts.c).  A corner of box P
 * within tol of a face of box Q, inside the face to tol and with P's
 * centre outside it, is a contact with the face's outward normal.  Every
 * contact is oriented so that its normal points up (or, when it is
 * horizontal, along +x, then +y): the body above is A.  A sphere resting
 * on a plane touches it at its lowest point.  Edge-on-edge contacts of two
 * boxes, and spheres on boxes, are not looked for.
 */
#include "world3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct found {
    int a, b;
    double p[3], n[3];
} found;

typedef struct found_list {
    found *items;
    int count, capacity;
} found_list;

static int compare_found(const void *left, const void *right)
{
    const found *l = left, *r = right;
    if (l->a != r->a)
        return l->a < r->a ? -1 : 1;
    if (l->b != r->b)
        return l->b < r->b ? -1 : 1;
    for (int k = 0; k < 3; k++)
        if (l->p[k] != r->p[k])
            return l->p[k] < r->p[k] ? -1 : 1;
    return 0;
}

/* 1 if the normal points down (or along -x, or -y): then B is above. */
static int points_down(const double n[3])
{
    for (int k = 2; k >= 0; k--)
        if (n[k] != 0.0)
            return n[k] < 0.0;
    return 0;
}

/* Add the contact of P's corner on Q with Q's outward normal n, oriented
 * and found once per pair and point. */
static int add_found(found_list *list, int first, int p, int q, const double corner[3], const double n[3],
                     double tol)
{
    found c = {p, q, {corner[0], corner[1], corner[2]}, {n[0], n[1], n[2]}};
    if (points_down(n)) {
        c.a = q;
        c.b = p;
        for (int k = 0; k < 3; k++)
            c.n[k] = -n[k];
    }
    for (int k = first; k < list->count; k++)
        if (fabs(list->items[k].p[0] - c.p[0]) <= tol && fabs(list->items[k].p[1] - c.p[1]) <= tol &&
            fabs(list->items[k].p[2] - c.p[2]) <= tol)
            return 0;
    if (list->count == list->capacity) {
        int bigger = list->capacity < 16 ? 16 : 2 * list->capacity;
        found *moved = realloc(list->items, (size_t)bigger * sizeof *moved);
        if (moved == NULL)
            return -1;
        list->items = moved;
        list->capacity = bigger;
    }
    list->items[list->count++] = c;
    return 0;
}

/* The corners of box P on the plane Q. */
static int corners_on_plane(const cf_world3d *w, int p, int q, double tol, found_list *list)
{
    const cf_body3d *plane = &w->bodies[q];
    double corners[8][3];
    cf_body3d_corners(&w->bodies[p], corners);
    int first = list->count;
    for (int k = 0; k < 8; k++) {
        double r[3] = {corners[k][0] - plane->position[0], corners[k][1] - plane->position[1],
                       corners[k][2] - plane->position[2]};
        if (fabs(cf_dot3(r, plane->normal)) <= tol && add_found(list, first, p, q, corners[k], plane->normal, tol) != 0)
            return -1;
    }
    return 0;
}

/* Sphere P on the plane Q: its lowest point, when its centre is R (to tol)
 * above the plane. */
static int sphere_on_plane(const cf_world3d *w, int p, int q, double tol, found_list *list)
{
    const cf_body3d *sphere = &w->bodies[p], *plane = &w->bodies[q];
    double r[3] = {sphere->position[0] - plane->position[0], sphere->position[1] - plane->position[1],
                   sphere->position[2] - plane->position[2]};
    if (fabs(cf_dot3(r, plane->normal) - sphere->size[0]) > tol)
        return 0;
    double touch[3];
    for (int k = 0; k < 3; k++)
        touch[k] = sphere->position[k] - sphere->size[0] * plane->normal[k];
    return add_found(list, list->count, p, q, touch, plane->normal, tol);
}

/* The corners of box P on the faces of box Q. */
static int corners_on_faces(const cf_world3d *w, int p, int q, double tol, found_list *list, int first)
{
    const cf_body3d *bp = &w->bodies[p], *bq = &w->bodies[q];
    double R[3][3], corners[8][3];
    cf_quaternion_matrix(bq->q, R);
    cf_body3d_corners(bp, corners);
    for (int axis = 0; axis < 3; axis++) {
        for (int sign = -1; sign <= 1; sign += 2) {
            double n[3] = {sign * R[0][axis], sign * R[1][axis], sign * R[2][axis]};
            double half = 0.5 * bq->size[axis];
            double centre[3] = {bp->position[0] - bq->position[0], bp->position[1] - bq->position[1],
                                bp->position[2] - bq->position[2]};
            if (cf_dot3(centre, n) <= half)
                continue; /* P's centre is not outside this face */
            for (int k = 0; k < 8; k++) {
                double r[3] = {corners[k][0] - bq->position[0], corners[k][1] - bq->position[1],
                               corners[k][2] - bq->position[2]};
                int inside = fabs(cf_dot3(r, n) - half) <= tol;
                for (int other = 0; inside && other < 3; other++) {
                    double e[3] = {R[0][other], R[1][other], R[2][other]};
                    inside = other == axis || fabs(cf_dot3(r, e)) <= 0.5 * bq->size[other] + tol;
                }
                if (inside && add_found(list, first, p, q, corners[k], n, tol) != 0)
                    return -1;
            }
        }
    }
    return 0;
}

int cf_world3d_find_contacts(cf_world3d *w, double tol, int friction, double mu)
{
    found_list list = {NULL, 0, 0};
    for (int p = 0; p < w->n_bodies; p++) {
        cf_shape3d shape = w->bodies[p].shape;
        if (shape != CF_SHAPE3D_BOX && shape != CF_SHAPE3D_SPHERE)
            continue;
        for (int q = 0; q < w->n_bodies; q++) {
            const cf_body3d *bq = &w->bodies[q];
            if (q == p || (w->bodies[p].fixed && bq->fixed))
                continue;
            int failed = 0;
            if (bq->shape == CF_SHAPE3D_PLANE && shape == CF_SHAPE3D_SPHERE)
                failed = sphere_on_plane(w, p, q, tol, &list);
            else if (shape == CF_SHAPE3D_SPHERE)
                continue; /* a sphere on a box is not looked for */
            else if (bq->shape == CF_SHAPE3D_PLANE)
                failed = corners_on_plane(w, p, q, tol, &list);
            else if (bq->shape == CF_SHAPE3D_BOX && q > p) {
                int first = list.count;
                failed = corners_on_faces(w, p, q, tol, &list, first) != 0 ||
                         corners_on_faces(w, q, p, tol, &list, first) != 0;
            }
            if (failed) {
                free(list.items);
                return -1;
            }
        }
    }
    if (list.count > 0)
        qsort(list.items, (size_t)list.count, sizeof *list.items, compare_found);
    for (int k = 0; k < list.count; k++) {
        const found *f = &list.items[k];
        cf_constraint3d c = {.kind = CF_CONTACT3D, .a = f->a, .b = f->b, .friction = friction, .mu = mu};
        memcpy(c.p, f->p, sizeof c.p);
        memcpy(c.n, f->n, sizeof c.n);
        if (cf_world3d_add_constraint(w, &c) < 0) {
            free(list.items);
            return -1;
        }
    }
    free(list.items);
    return list.count;
}
