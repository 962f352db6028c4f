/* assemble.c - A = J M^-1 J^T and b = J M^-1 F_ext, body by body, for the
 * 2D and the 3D world alike (assemble.h).
 */
#include "assemble.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* u . M^-1 v for one body's dof x dof block. */
static double through(const double *u, const double *minv, const double *v, int dof)
{
    double sum = 0.0;
    for (int q = 0; q < dof; q++) {
        double row = 0.0;
        for (int r = 0; r < dof; r++)
            row += minv[q * dof + r] * v[r];
        sum += u[q] * row;
    }
    return sum;
}

int cf_grow(void **items, int count, int *capacity, size_t size)
{
    if (count < *capacity)
        return 0;
    int bigger = *capacity < 8 ? 8 : 2 * *capacity;
    void *moved = realloc(*items, (size_t)bigger * size);
    if (moved == NULL)
        return -1;
    *items = moved;
    *capacity = bigger;
    return 0;
}

static int assemble(cf_problem *p, const cf_bodies *bodies, int n_parts, const cf_row_part *parts)
{
    const int n = p->n, dof = bodies->dof;
    /* The parts of each body as linked lists: head[k], then next[u]. */
    int *head = malloc((size_t)(bodies->n_bodies > 0 ? bodies->n_bodies : 1) * sizeof *head);
    int *next = malloc((size_t)(n_parts > 0 ? n_parts : 1) * sizeof *next);
    if (head == NULL || next == NULL) {
        free(head);
        free(next);
        return -1;
    }
    for (int k = 0; k < bodies->n_bodies; k++)
        head[k] = -1;
    for (int u = n_parts - 1; u >= 0; u--) {
        next[u] = head[parts[u].body];
        head[parts[u].body] = u;
    }
    // start snippet world_assemble
    for (int k = 0; k < bodies->n_bodies; k++) {
        const double *minv = bodies->minv + (size_t)k * dof * dof;
        const double *f = bodies->fext + (size_t)k * dof;
        for (int u = head[k]; u >= 0; u = next[u]) {
            const cf_row_part *pi = &parts[u];
            p->b[pi->row] += through(pi->j, minv, f, dof);
            for (int v = head[k]; v >= 0; v = next[v]) {
                const cf_row_part *pj = &parts[v];
                p->A[(size_t)pi->row * n + pj->row] += through(pi->j, minv, pj->force, dof);
            }
        }
    }
    // end snippet world_assemble
    free(head);
    free(next);
    return 0;
}

int cf_assembly_begin(cf_assembly *as, int n, int n_bodies, int dof, const char *name,
                      const char *description)
{
    size_t bodies = (size_t)(n_bodies > 0 ? n_bodies : 1);
    memset(as, 0, sizeof *as);
    as->p = cf_problem_new(n);
    as->parts = malloc((size_t)n * 2 * sizeof *as->parts);
    as->minv = calloc(bodies * (size_t)(dof * dof), sizeof *as->minv);
    as->fext = calloc(bodies * (size_t)dof, sizeof *as->fext);
    as->bodies = (cf_bodies){n_bodies, dof, as->minv, as->fext};
    char *copy = malloc(strlen(description) + 1);
    if (as->p == NULL || as->parts == NULL || as->minv == NULL || as->fext == NULL || copy == NULL) {
        free(copy);
        return -1;
    }
    snprintf(as->p->name, sizeof as->p->name, "%s", name);
    strcpy(copy, description);
    free(as->p->description);
    as->p->description = copy;
    return 0;
}

cf_problem *cf_assembly_finish(cf_assembly *as, int failed, cf_error *err)
{
    cf_problem *p = as->p;
    if (failed || p == NULL || as->parts == NULL || as->minv == NULL || as->fext == NULL ||
        assemble(p, &as->bodies, as->n_parts, as->parts) != 0) {
        if (err != NULL)
            snprintf(err->message, sizeof err->message, "%s: out of memory", p != NULL ? p->name : "a world");
        cf_problem_free(p);
        p = NULL;
    }
    free(as->parts);
    free(as->minv);
    free(as->fext);
    memset(as, 0, sizeof *as);
    return p;
}


int cf_same_problem(const cf_problem *p, const cf_problem *twin, double tol, char *why, size_t size)
{
    int n = p->n, same = 1;
    if (n != twin->n) {
        snprintf(why, size, "the scene gives %d rows, the problem file has %d", n, twin->n);
        same = 0;
    }
    for (int i = 0; same && i < n; i++) {
        const cf_row *r = &p->rows[i], *t = &twin->rows[i];
        if (r->kind != t->kind || r->normal != t->normal || r->mu != t->mu) {
            snprintf(why, size, "row %d is %s from the scene but %s in the problem file", i,
                     cf_row_kind_name(r->kind), cf_row_kind_name(t->kind));
            same = 0;
        }
        for (int j = 0; same && j < n; j++) {
            double got = p->A[(size_t)i * n + j], want = twin->A[(size_t)i * n + j];
            if (!(fabs(got - want) <= tol * (1.0 + fabs(want)))) {
                snprintf(why, size, "A[%d][%d] is %.17g from the scene but %.17g in the problem file",
                         i, j, got, want);
                same = 0;
            }
        }
        if (same && !(fabs(p->b[i] - twin->b[i]) <= tol * (1.0 + fabs(twin->b[i])))) {
            snprintf(why, size, "b[%d] is %.17g from the scene but %.17g in the problem file", i,
                     p->b[i], twin->b[i]);
            same = 0;
        }
    }
    if (same)
        snprintf(why, size, "the same rows, A and b");
    return same;
}
