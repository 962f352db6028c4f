/* world3d_problem.c - A = J M^-1 J^T and b = J M^-1 F_ext + velocity terms
 * for the 3D world.
 *
 * Baraff 1994, section 3: a = A f + b.  Each row's parts on its moving
 * bodies go to the assembly shared with the 2D world (assemble.h), with
 * the 6 x 6 block M_k^-1 = diag(1/m, 1/m, 1/m, I_world^-1) and
 *
 *     F_k = (f - m g z,  tau - omega x (I_world omega)):
 *
 * Euler's equation I omega' + omega x (I omega) = tau puts the gyroscopic
 * term with the applied torque.  b starts from each row's velocity-product
 * term (world3d.c).
 */
#include "world3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "assemble.h"

static int moving(const cf_world3d *w, int k)
{
    return k >= 0 && !w->bodies[k].fixed;
}

// start snippet world3d_body
/* A moving body's block of M^-1 (6 x 6) and its applied generalised force. */
static void body_terms(const cf_world3d *w, const cf_body3d *body, double minv[36], double f[6])
{
    double I[3][3], Iinv[3][3], spin[3], gyroscopic[3];
    cf_body3d_inertia_world(body, I, Iinv);
    memset(minv, 0, 36 * sizeof *minv);
    for (int r = 0; r < 3; r++) {
        minv[r * 6 + r] = 1.0 / body->mass;
        for (int c = 0; c < 3; c++)
            minv[(3 + r) * 6 + 3 + c] = Iinv[r][c];
        spin[r] = I[r][0] * body->omega[0] + I[r][1] * body->omega[1] + I[r][2] * body->omega[2];
    }
    cf_cross3(body->omega, spin, gyroscopic);
    for (int r = 0; r < 3; r++) {
        f[r] = body->force[r];
        f[3 + r] = body->torque[r] - gyroscopic[r];
    }
    f[2] -= body->mass * w->gravity;
}
// end snippet world3d_body

cf_problem *cf_world3d_problem(const cf_world3d *w, cf_error *err)
{
    cf_error scratch;
    if (err == NULL)
        err = &scratch;
    memset(err, 0, sizeof *err);
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body3d *body = &w->bodies[k];
        if (!body->fixed && !(body->mass > 0.0 && isfinite(body->mass))) {
            snprintf(err->message, sizeof err->message, "%s: body %s moves but has no mass > 0", w->name,
                     body->name);
            return NULL;
        }
    }
    const int n = cf_world3d_row_count(w);
    if (n < 1) {
        snprintf(err->message, sizeof err->message, "%s: the world has no contacts or joints", w->name);
        return NULL;
    }
    cf_assembly as;
    int failed = cf_assembly_begin(&as, n, w->n_bodies, 6, w->name, w->description) != 0;
    cf_jrow3d *rows = failed ? NULL : malloc((size_t)n * sizeof *rows);
    if (rows != NULL) {
        cf_world3d_rows(w, rows);
        for (int i = 0; i < n; i++) {
            as.p->rows[i] = rows[i].row;
            as.p->b[i] = rows[i].velocity;
            for (int side = 0; side < 2; side++)
                if (moving(w, rows[i].body[side]))
                    as.parts[as.n_parts++] = (cf_row_part){i, rows[i].body[side], rows[i].j[side],
                                                           rows[i].j[side]};
        }
        for (int k = 0; k < w->n_bodies; k++)
            if (moving(w, k))
                body_terms(w, &w->bodies[k], as.minv + (size_t)k * 36, as.fext + (size_t)k * 6);
    }
    cf_problem *p = cf_assembly_finish(&as, rows == NULL, err);
    free(rows);
    return p;
}
