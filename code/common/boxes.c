/* boxes.c - contact problems from piles of 2D boxes, and random ones. */
#include "boxes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dense.h"

/* Centre spacing of neighbouring boxes in a level: a small gap keeps the
 * side faces apart, so every contact is between a top and a bottom face. */
#define BOX_SPACING 2.2

void cf_scene2d_free(cf_scene2d *scene)
{
    if (scene == NULL)
        return;
    free(scene->boxes);
    free(scene->contacts);
    free(scene);
}

static int add_box(cf_scene2d *scene, double x, double y)
{
    cf_box box = {.x = x, .y = y, .half_width = 1.0, .half_height = 1.0, .mass = 1.0};
    scene->boxes[scene->n_boxes] = box;
    return scene->n_boxes++;
}

static void add_contact(cf_scene2d *scene, int body, int other, double px, double py)
{
    cf_contact2d contact = {.body = body, .other = other, .px = px, .py = py, .nx = 0.0, .ny = 1.0};
    scene->contacts[scene->n_contacts++] = contact;
}

/* A box standing on the floor touches it at its two bottom corners. */
static void add_floor_box(cf_scene2d *scene, double x)
{
    int box = add_box(scene, x, 1.0);
    add_contact(scene, box, -1, x - 1.0, 0.0);
    add_contact(scene, box, -1, x + 1.0, 0.0);
}

/* A box resting across two boxes touches each along an overlap of the
 * faces; the two ends of each overlap are its contact points. */
static void add_bridging_box(cf_scene2d *scene, int left, int right)
{
    const cf_box *l = &scene->boxes[left];
    const cf_box *r = &scene->boxes[right];
    double x = 0.5 * (l->x + r->x);
    double y = l->y + 2.0;
    double bottom = y - 1.0;
    int box = add_box(scene, x, y);
    add_contact(scene, box, left, x - 1.0, bottom);
    add_contact(scene, box, left, l->x + 1.0, bottom);
    add_contact(scene, box, right, r->x - 1.0, bottom);
    add_contact(scene, box, right, x + 1.0, bottom);
}

cf_scene2d *cf_scene2d_pile(int n_contacts)
{
    if (n_contacts < 2 || n_contacts % 2 != 0)
        return NULL;
    int base = (int)ceil(sqrt(n_contacts / 2.0));
    if (base < 1)
        base = 1;
    cf_scene2d *scene = calloc(1, sizeof *scene);
    if (scene == NULL)
        return NULL;
    /* At most one box per two contacts. */
    scene->boxes = calloc((size_t)n_contacts / 2 + 1, sizeof *scene->boxes);
    scene->contacts = calloc((size_t)n_contacts, sizeof *scene->contacts);
    if (scene->boxes == NULL || scene->contacts == NULL) {
        cf_scene2d_free(scene);
        return NULL;
    }

    /* Level 0 on the floor, then level k has base - k boxes, each across
     * two neighbours of level k - 1 (a brick-bond pyramid). */
    int placed_in_level = 0;
    for (int i = 0; i < base && n_contacts - scene->n_contacts >= 2; i++, placed_in_level++)
        add_floor_box(scene, BOX_SPACING * i);
    int below_start = 0, below_count = placed_in_level;
    int complete = placed_in_level == base;
    for (int level = 1; complete && level < base; level++) {
        int start = scene->n_boxes;
        int count = 0;
        for (int i = 0; i + 1 < below_count; i++) {
            if (n_contacts - scene->n_contacts < 4) {
                complete = 0;
                break;
            }
            add_bridging_box(scene, below_start + i, below_start + i + 1);
            count++;
        }
        below_start = start;
        below_count = count;
    }
    /* Two contacts left over: one more box alone on the floor. */
    double x = BOX_SPACING * (base + 1);
    while (n_contacts - scene->n_contacts >= 2) {
        add_floor_box(scene, x);
        x += BOX_SPACING;
    }
    return scene;
}

/* One body's part of a Jacobian row: +[n, r x n] for the body the normal
 * points into, -[n, r x n] for the other (algorithms.md section 1). */
typedef struct jacobian_part {
    int body; /* -1: the floor, which has no columns */
    double v[3];
} jacobian_part;

static void contact_jacobian(const cf_scene2d *scene, const cf_contact2d *c, jacobian_part part[2])
{
    int bodies[2] = {c->body, c->other};
    double sign[2] = {1.0, -1.0};
    for (int k = 0; k < 2; k++) {
        part[k].body = bodies[k];
        if (bodies[k] < 0) {
            part[k].v[0] = part[k].v[1] = part[k].v[2] = 0.0;
            continue;
        }
        const cf_box *box = &scene->boxes[bodies[k]];
        double rx = c->px - box->x, ry = c->py - box->y;
        part[k].v[0] = sign[k] * c->nx;
        part[k].v[1] = sign[k] * c->ny;
        part[k].v[2] = sign[k] * (rx * c->ny - ry * c->nx);
    }
}

static double box_inertia(const cf_box *box)
{
    double w = 2.0 * box->half_width, h = 2.0 * box->half_height;
    return box->mass * (w * w + h * h) / 12.0;
}

/* u . M^-1 v for one box: translation over m, rotation over I. */
static double inverse_mass_product(const cf_box *box, const double u[3], const double v[3])
{
    return (u[0] * v[0] + u[1] * v[1]) / box->mass + u[2] * v[2] / box_inertia(box);
}

cf_problem *cf_scene2d_problem(const cf_scene2d *scene, const char *name)
{
    const int n = scene->n_contacts;
    cf_problem *p = cf_problem_new(n);
    jacobian_part (*parts)[2] = malloc((size_t)n * sizeof *parts);
    cf_invariant *weight = calloc(1, sizeof *weight);
    double *f_coef = cf_vec_new(n);
    double *a_coef = cf_vec_new(n);
    if (p == NULL || parts == NULL || weight == NULL || f_coef == NULL || a_coef == NULL) {
        cf_problem_free(p);
        free(parts);
        free(weight);
        free(f_coef);
        free(a_coef);
        return NULL;
    }
    snprintf(p->name, sizeof p->name, "%s", name);
    for (int i = 0; i < n; i++)
        contact_jacobian(scene, &scene->contacts[i], parts[i]);

    /* A = J M^-1 J^T: rows i and j meet only through a body they share. */
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int ki = 0; ki < 2; ki++)
                for (int kj = 0; kj < 2; kj++)
                    if (parts[i][ki].body >= 0 && parts[i][ki].body == parts[j][kj].body)
                        sum += inverse_mass_product(&scene->boxes[parts[i][ki].body],
                                                    parts[i][ki].v, parts[j][kj].v);
            p->A[(size_t)i * n + j] = sum;
        }
    }
    /* b = J M^-1 F: gravity gives every box the acceleration (0, -g, 0). */
    const double gravity_acceleration[3] = {0.0, -CF_GRAVITY, 0.0};
    for (int i = 0; i < n; i++) {
        double sum = 0.0;
        for (int k = 0; k < 2; k++)
            if (parts[i][k].body >= 0)
                sum += parts[i][k].v[0] * gravity_acceleration[0]
                     + parts[i][k].v[1] * gravity_acceleration[1]
                     + parts[i][k].v[2] * gravity_acceleration[2];
        p->b[i] = sum;
    }
    /* At rest in equilibrium the floor carries the whole weight. */
    double total_weight = 0.0;
    for (int k = 0; k < scene->n_boxes; k++)
        total_weight += scene->boxes[k].mass * CF_GRAVITY;
    for (int i = 0; i < n; i++)
        f_coef[i] = scene->contacts[i].other < 0 ? scene->contacts[i].ny : 0.0;
    snprintf(weight->label, sizeof weight->label, "floor-carries-weight");
    weight->f_coef = f_coef;
    weight->a_coef = a_coef;
    weight->value = total_weight;
    weight->tol = 1e-9 * total_weight * (n > 100 ? n / 100.0 : 1.0);
    p->invariants = weight;
    p->n_invariants = 1;
    p->f_unique = 0;
    char description[160];
    snprintf(description, sizeof description,
             "A pile of %d boxes (2x2, mass 1) on a floor with %d contacts, at rest under gravity.",
             scene->n_boxes, n);
    free(p->description);
    p->description = malloc(strlen(description) + 1);
    if (p->description == NULL) {
        free(parts);
        cf_problem_free(p);
        return NULL;
    }
    strcpy(p->description, description);
    free(parts);
    return p;
}

/* SplitMix64: a small, well-mixed generator whose whole state is one
 * integer owned by the caller. */
static unsigned long long next_random(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double cf_random_unit(unsigned long long *state)
{
    return (double)(next_random(state) >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

cf_problem *cf_random_pd_problem(int n, unsigned long long seed, double eps)
{
    cf_problem *p = cf_problem_new(n);
    double *B = cf_vec_new(n * n);
    if (p == NULL || B == NULL) {
        cf_problem_free(p);
        free(B);
        return NULL;
    }
    unsigned long long state = seed;
    for (int k = 0; k < n * n; k++)
        B[k] = cf_random_unit(&state);
    for (int i = 0; i < n; i++)
        p->b[i] = cf_random_unit(&state);
    /* A = B B^T + eps I is symmetric positive definite. */
    for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
            double sum = 0.0;
            for (int k = 0; k < n; k++)
                sum += B[(size_t)i * n + k] * B[(size_t)j * n + k];
            if (i == j)
                sum += eps;
            p->A[(size_t)i * n + j] = sum;
            p->A[(size_t)j * n + i] = sum;
        }
    }
    free(B);
    snprintf(p->name, sizeof p->name, "random-pd-%d-seed-%llu", n, seed);
    p->f_unique = 1;
    return p;
}
