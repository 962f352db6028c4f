/* boxes.c - contact problems from piles of 2D boxes (built on the world), and random ones. */
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
    cf_world2d_free(scene);
}

/* The centres of the pile's boxes, level by level: level 0 on the floor,
 * then level k has one box fewer, each across two neighbours of level
 * k - 1 (a brick-bond pyramid); leftover pairs of contacts are boxes alone
 * on the floor to the right.  Returns the number of boxes. */
static int place_boxes(int n_contacts, double (*centre)[2])
{
    int base = (int)ceil(sqrt(n_contacts / 2.0));
    int boxes = 0, left = n_contacts;
    int in_level = 0;
    for (int i = 0; i < base && left >= 2; i++, in_level++, left -= 2) {
        centre[boxes][0] = BOX_SPACING * i;
        centre[boxes++][1] = 1.0;
    }
    int below = 0, complete = in_level == base;
    for (int level = 1; complete && level < base; level++) {
        int start = boxes, count = 0;
        for (int i = 0; i + 1 < in_level; i++) {
            if (left < 4) {
                complete = 0;
                break;
            }
            centre[boxes][0] = 0.5 * (centre[below + i][0] + centre[below + i + 1][0]);
            centre[boxes++][1] = centre[below + i][1] + 2.0;
            left -= 4;
            count++;
        }
        below = start;
        in_level = count;
    }
    for (double x = BOX_SPACING * (base + 1); left >= 2; x += BOX_SPACING, left -= 2) {
        centre[boxes][0] = x;
        centre[boxes++][1] = 1.0;
    }
    return boxes;
}

cf_scene2d *cf_scene2d_pile(int n_contacts)
{
    if (n_contacts < 2 || n_contacts % 2 != 0)
        return NULL;
    double (*centre)[2] = malloc(((size_t)n_contacts / 2 + 1) * sizeof *centre);
    char name[64];
    snprintf(name, sizeof name, "pile-%d", n_contacts);
    cf_world2d *w = cf_world2d_new(name);
    if (centre == NULL || w == NULL) {
        free(centre);
        cf_world2d_free(w);
        return NULL;
    }
    int boxes = place_boxes(n_contacts, centre);
    double right = 0.0;
    for (int k = 0; k < boxes; k++)
        right = fmax(right, centre[k][0] + 1.0);
    /* The floor, body 0: a fixed slab under every box, its top at y = 0. */
    cf_body2d floor = {.name = "floor", .shape = CF_SHAPE_BOX, .fixed = 1,
                       .width = right + 3.0, .height = 1.0, .x = 0.5 * (right - 2.0), .y = -0.5};
    int failed = cf_world2d_add_body(w, &floor) < 0;
    for (int k = 0; k < boxes && !failed; k++) {
        cf_body2d box = {.shape = CF_SHAPE_BOX, .width = 2.0, .height = 2.0, .mass = 1.0,
                         .x = centre[k][0], .y = centre[k][1]};
        box.inertia = cf_shape2d_inertia(CF_SHAPE_BOX, 2.0, 2.0, 1.0);
        snprintf(box.name, sizeof box.name, "box%d", k);
        failed = cf_world2d_add_body(w, &box) < 0;
    }
    free(centre);
    if (failed || cf_world2d_find_contacts(w, 1e-9, 0, 0.0) != n_contacts) {
        cf_world2d_free(w);
        return NULL;
    }
    return w;
}

cf_problem *cf_scene2d_problem(const cf_scene2d *scene, const char *name)
{
    const int n = cf_world2d_row_count(scene);
    cf_problem *p = cf_world2d_problem(scene, NULL);
    cf_invariant *weight = calloc(1, sizeof *weight);
    double *f_coef = cf_vec_new(n);
    double *a_coef = cf_vec_new(n);
    char description[160];
    snprintf(description, sizeof description,
             "A pile of %d boxes (2x2, mass 1) on a floor with %d contacts, at rest under gravity.",
             scene->n_bodies - 1, n);
    char *text = malloc(strlen(description) + 1);
    if (p == NULL || weight == NULL || f_coef == NULL || a_coef == NULL || text == NULL) {
        cf_problem_free(p);
        free(weight);
        free(f_coef);
        free(a_coef);
        free(text);
        return NULL;
    }
    snprintf(p->name, sizeof p->name, "%s", name);
    strcpy(text, description);
    free(p->description);
    p->description = text;
    /* At rest in equilibrium the floor carries the whole weight. */
    double total_weight = 0.0;
    for (int k = 0; k < scene->n_bodies; k++)
        if (!scene->bodies[k].fixed)
            total_weight += scene->bodies[k].mass * scene->gravity;
    for (int i = 0; i < n; i++) {
        const cf_constraint2d *c = &scene->constraints[i];
        f_coef[i] = c->b >= 0 && scene->bodies[c->b].fixed ? c->ny : 0.0;
    }
    snprintf(weight->label, sizeof weight->label, "floor-carries-weight");
    weight->f_coef = f_coef;
    weight->a_coef = a_coef;
    weight->value = total_weight;
    weight->tol = 1e-9 * total_weight * (n > 100 ? n / 100.0 : 1.0);
    p->invariants = weight;
    p->n_invariants = 1;
    p->f_unique = 0;
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
