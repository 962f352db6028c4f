/* world2d_problem.c - A = J M^-1 J^T and b = J M^-1 F_ext + velocity terms.
 *
 * Baraff 1994, section 3: a = A f + b.  Each row's parts on its moving
 * bodies go to the assembly shared with the 3D world (assemble.h), with
 * M_k^-1 = diag(1/m, 1/m, 1/I) and F_k = (f_x, f_y - m g, torque); b starts
 * from each row's velocity-product term (world2d.c).
 */
#include "world2d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "assemble.h"

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
    cf_assembly as;
    int failed = cf_assembly_begin(&as, n, w->n_bodies, 3, w->name, w->description) != 0;
    cf_jrow2d *rows = failed ? NULL : malloc((size_t)n * sizeof *rows);
    if (rows != NULL) {
        cf_world2d_rows(w, rows);
        for (int i = 0; i < n; i++) {
            as.p->rows[i] = rows[i].row;
            as.p->b[i] = rows[i].velocity;
            for (int side = 0; side < 2; side++)
                if (moving(w, rows[i].body[side]))
                    as.parts[as.n_parts++] = (cf_row_part){i, rows[i].body[side], rows[i].j[side],
                                                           rows[i].force[side]};
        }
        /* M^-1 as a 3 x 3 block per body: its diagonal. */
        for (int k = 0; k < w->n_bodies; k++) {
            if (!moving(w, k))
                continue;
            double diagonal[3];
            inverse_mass(&w->bodies[k], diagonal);
            for (int q = 0; q < 3; q++)
                as.minv[(size_t)k * 9 + 4 * q] = diagonal[q];
            applied(w, &w->bodies[k], as.fext + (size_t)k * 3);
        }
    }
    cf_problem *p = cf_assembly_finish(&as, rows == NULL, err);
    free(rows);
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
    int same = cf_same_problem(p, twin, tol, why, size);
    cf_problem_free(p);
    return same;
}
