/* world2d_problem.c - A = J M^-1 J^T and b = J M^-1 F_ext + velocity terms.
 *
 * Baraff 1994, section 3: a = A f + b.  Rows i and j meet only through a
 * body they share, so A is assembled body by body: for each moving body,
 * every pair of its rows adds  j_i M_k^-1 force_j^T  (force_j = j_j unless
 * sliding friction is folded in).  b_i adds  j_i M_k^-1 F_k  for each of
 * its bodies, with F_k = (f_x, f_y - m g, torque), and the row's
 * velocity-product term (world2d.c).
 */
#include "world2d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dense.h"

/* The inverse mass matrix of a body: 1/m, 1/m, 1/I (0 for a particle). */
static void inverse_mass(const cf_body2d *body, double minv[3])
{
    minv[0] = minv[1] = 1.0 / body->mass;
    minv[2] = body->inertia > 0.0 ? 1.0 / body->inertia : 0.0;
}

static int moving(const cf_world2d *w, int k)
{
    return k >= 0 && !w->bodies[k].fixed;
}

/* The applied generalised force on a moving body, gravity included. */
static void applied(const cf_world2d *w, const cf_body2d *body, double f[3])
{
    f[0] = body->fx;
    f[1] = body->fy - body->mass * w->gravity;
    f[2] = body->torque;
}

static int check_bodies(const cf_world2d *w, cf_error *err)
{
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *body = &w->bodies[k];
        if (!body->fixed && !(body->mass > 0.0 && isfinite(body->mass))) {
            snprintf(err->message, sizeof err->message, "%s: body %s moves but has no mass > 0",
                     w->name, body->name);
            return -1;
        }
    }
    return 0;
}

cf_problem *cf_world2d_problem(const cf_world2d *w, cf_error *err)
{
    cf_error scratch;
    if (err == NULL)
        err = &scratch;
    memset(err, 0, sizeof *err);
    if (check_bodies(w, err) != 0)
        return NULL;
    const int n = cf_world2d_row_count(w);
    if (n < 1) {
        snprintf(err->message, sizeof err->message, "%s: the world has no contacts or joints",
                 w->name);
        return NULL;
    }
    cf_problem *p = cf_problem_new(n);
    cf_jrow2d *rows = malloc((size_t)n * sizeof *rows);
    /* Rows of each body as linked lists: head[k], then next[2 i + side]. */
    int *head = malloc((size_t)(w->n_bodies > 0 ? w->n_bodies : 1) * sizeof *head);
    int *next = malloc((size_t)n * 2 * sizeof *next);
    char *description = malloc(strlen(w->description) + 1);
    if (p == NULL || rows == NULL || head == NULL || next == NULL || description == NULL) {
        snprintf(err->message, sizeof err->message, "%s: out of memory", w->name);
        cf_problem_free(p);
        p = NULL;
        goto done;
    }
    cf_world2d_rows(w, rows);
    for (int k = 0; k < w->n_bodies; k++)
        head[k] = -1;
    for (int i = n - 1; i >= 0; i--) {
        for (int side = 1; side >= 0; side--) {
            int k = rows[i].body[side];
            if (!moving(w, k) || (side == 1 && rows[i].body[0] == k))
                continue;
            next[2 * i + side] = head[k];
            head[k] = 2 * i + side;
        }
    }
    for (int i = 0; i < n; i++) {
        p->rows[i] = rows[i].row;
        p->b[i] = rows[i].velocity;
    }
    // start snippet world_assemble
    for (int k = 0; k < w->n_bodies; k++) {
        if (!moving(w, k))
            continue;
        double minv[3], f[3];
        inverse_mass(&w->bodies[k], minv);
        applied(w, &w->bodies[k], f);
        for (int u = head[k]; u >= 0; u = next[u]) {
            const cf_jrow2d *ri = &rows[u / 2];
            /* A row with both ends on body k (a body pinned to itself) counts both sides. */
            for (int si = 0; si < 2; si++) {
                if (ri->body[si] != k)
                    continue;
                const double *ji = ri->j[si];
                p->b[u / 2] += ji[0] * minv[0] * f[0] + ji[1] * minv[1] * f[1] + ji[2] * minv[2] * f[2];
                for (int v = head[k]; v >= 0; v = next[v]) {
                    const cf_jrow2d *rj = &rows[v / 2];
                    for (int sj = 0; sj < 2; sj++) {
                        if (rj->body[sj] != k)
                            continue;
                        const double *fj = rj->force[sj];
                        p->A[(size_t)(u / 2) * n + v / 2] +=
                            ji[0] * minv[0] * fj[0] + ji[1] * minv[1] * fj[1] + ji[2] * minv[2] * fj[2];
                    }
                }
            }
        }
    }
    // end snippet world_assemble
    snprintf(p->name, sizeof p->name, "%s", w->name);
    strcpy(description, w->description);
    free(p->description);
    p->description = description;
    description = NULL;
done:
    free(rows);
    free(head);
    free(next);
    free(description);
    return p;
}

int cf_world2d_dense(const cf_world2d *w, int *rows_out, int *columns_out, double **J,
                     double **minv, double **fext)
{
    const int n = cf_world2d_row_count(w);
    int *column = malloc((size_t)(w->n_bodies > 0 ? w->n_bodies : 1) * sizeof *column);
    cf_jrow2d *rows = malloc((size_t)(n > 0 ? n : 1) * sizeof *rows);
    int m = 0;
    for (int k = 0; column != NULL && k < w->n_bodies; k++)
        column[k] = moving(w, k) ? 3 * m++ : -1;
    int columns = 3 * m;
    *J = calloc((size_t)(n > 0 ? n : 1) * (size_t)(columns > 0 ? columns : 1), sizeof **J);
    *minv = calloc((size_t)(columns > 0 ? columns : 1), sizeof **minv);
    *fext = calloc((size_t)(columns > 0 ? columns : 1), sizeof **fext);
    if (column == NULL || rows == NULL || *J == NULL || *minv == NULL || *fext == NULL) {
        free(column);
        free(rows);
        free(*J);
        free(*minv);
        free(*fext);
        *J = *minv = *fext = NULL;
        return -1;
    }
    cf_world2d_rows(w, rows);
    for (int i = 0; i < n; i++)
        for (int side = 0; side < 2; side++) {
            int k = rows[i].body[side];
            if (moving(w, k))
                for (int q = 0; q < 3; q++)
                    (*J)[(size_t)i * columns + column[k] + q] += rows[i].j[side][q];
        }
    for (int k = 0; k < w->n_bodies; k++) {
        if (column[k] < 0)
            continue;
        inverse_mass(&w->bodies[k], *minv + column[k]);
        applied(w, &w->bodies[k], *fext + column[k]);
    }
    *rows_out = n;
    *columns_out = columns;
    free(column);
    free(rows);
    return 0;
}

int cf_world2d_check_twin(const cf_world2d *w, const cf_problem *twin, double tol, char *why,
                          size_t size)
{
    cf_error err;
    cf_problem *p = cf_world2d_problem(w, &err);
    if (p == NULL) {
        snprintf(why, size, "%s", err.message);
        return 0;
    }
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
    cf_problem_free(p);
    return same;
}
