/* sliding_friction.c - Stage 6: contacts that already slide.
 *
 * Baraff 1994, section 6 (and Baraff 1991).  A contact that slides has a
 * known friction direction: f_T = -mu f_N v, with v the unit direction
 * of sliding (in 2D, +1 or -1 along the tangent).  Its friction is no
 * unknown at all; substituted into a = A f + b it moves into the column
 * of its normal force, once and for good:
 *
 *     column N_j of the folded matrix = A[:,N_j] - mu_j sum_k v_jk A[:,T_jk].
 *
 * The folded matrix is not symmetric and need not be positive definite,
 * so a solution may not exist (Painleve's rod) or may not be unique.
 * After the fold the problem is one of static friction, solved by stage 4
 * (2D, code/04-static-friction) or stage 5 (3D, the cone,
 * code/05-friction-3d), called through their headers.  What is new is
 * what an unbounded ray means.  A drive whose a_d does not rise (delta
 * a_d <= 0) is not yet lost, for a clamped force may still reach zero and
 * change the direction; but when maxstep finds no limit at all, f + s
 * delta f keeps every other condition for all s >= 0 while a_d stays
 * negative: the configuration is inconsistent.  The solver says so
 * (CF_INCONSISTENT) and hands the ray to its caller, who must change the
 * velocities with an impulse (impulse.c) before forces can be found.
 */
#include "sliding_friction.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "friction_3d.h"
#include "static_friction.h"

// start snippet fold
/* Baraff 1994, section 6: a sliding contact's friction is -mu f_N v, so
 * its columns fold into the normal column once, for the whole solve:
 * A_hat[:,N] = A[:,N] - mu sum_t v_t A[:,T_t].  The dynamic rows' own
 * columns become zero; they are no unknowns, and a = A_hat f + b holds for
 * every f whose dynamic entries are zero. */
static void fold_sliding_friction(const cf_problem *p, double *A_hat)
{
    // BEGIN SOLUTION stub: for (int i = 0; i < p->n * p->n; i++) A_hat[i] = p->A[i];
    const int n = p->n;
    for (int i = 0; i < n * n; i++)
        A_hat[i] = p->A[i];
    for (int t = 0; t < n; t++) {
        const cf_row *row = &p->rows[t];
        if (row->kind != CF_ROW_DYNAMIC)
            continue;
        for (int r = 0; r < n; r++) {
            A_hat[r * n + row->normal] -= row->mu * row->slide * p->A[r * n + t];
            A_hat[r * n + t] = 0.0;
        }
    }
    // END SOLUTION
}

/* The forces of the dynamic rows follow their normals: f_T = -mu f_N v. */
static void unfold(const cf_problem *p, double *f)
{
    // BEGIN SOLUTION stub: (void)p; (void)f;
    for (int t = 0; t < p->n; t++)
        if (p->rows[t].kind == CF_ROW_DYNAMIC)
            f[t] = -p->rows[t].mu * p->rows[t].slide * f[p->rows[t].normal];
    // END SOLUTION
}
// end snippet fold

// start snippet in-cone
/* Baraff 1991: an impulse can stop sliding contacts only if the contacts
 * can give it.  Each must push, P_N >= 0, and stay in its friction cone,
 * |P_T| <= mu P_N; otherwise the impulse would pull, or need more
 * friction than there is.  p is the velocity-level problem of the impulse
 * (impulse.c): a normal row per contact, and its friction2d row if it has
 * friction; P holds one value per row.  tol is roundoff, relative to the
 * largest |P|.  1 when every contact's impulse is one it can give. */
int stage6_impulse_in_cone(const cf_problem *p, const double *P, double tol)
{
    // BEGIN SOLUTION stub: (void)p; (void)P; (void)tol; return 0;
    double zero = tol * cf_max_abs(p->n, P);
    for (int i = 0; i < p->n; i++) {
        const cf_row *row = &p->rows[i];
        if (row->kind == CF_ROW_NORMAL && P[i] < -zero)
            return 0; /* a pull */
        if (row->kind == CF_ROW_FRICTION2D && fabs(P[i]) > row->mu * P[row->normal] + zero)
            return 0; /* outside the cone */
    }
    return 1;
    // END SOLUTION
}
// end snippet in-cone

// start snippet ray
/* The ray of an inconsistent configuration, for the caller: f where it
 * starts, delta f (the folded one, unfolded here) and delta a = A delta f. */
static void hand_over_ray(const cf_problem *p, const double *f, double *df, int driven,
                          stage6_ray *ray)
{
    // BEGIN SOLUTION stub: (void)p; (void)f; (void)df; (void)driven; (void)ray;
    unfold(p, df);
    ray->driven = driven;
    cf_matvec(p->n, p->A, df, ray->da);
    for (int i = 0; i < p->n; i++) {
        ray->f[i] = f[i];
        ray->df[i] = df[i];
    }
    // END SOLUTION
}
// end snippet ray

/* The folded problem: the same rows and b, A_hat for A, and each dynamic
 * row a static friction row with mu = 0 (2D: friction2d, 3D: friction3d),
 * so that its force stays 0 and its acceleration is free: its friction is
 * in its normal's column now. */
static cf_status fold_problem(const cf_problem *p, int three_d, cf_problem *folded)
{
    const int n = p->n;
    *folded = *p;
    folded->A = cf_vec_new(n * n);
    folded->rows = malloc((size_t)n * sizeof *folded->rows);
    if (folded->A == NULL || folded->rows == NULL)
        return CF_NO_MEMORY;
    fold_sliding_friction(p, folded->A);
    for (int i = 0; i < n; i++) {
        folded->rows[i] = p->rows[i];
        if (p->rows[i].kind == CF_ROW_DYNAMIC) {
            folded->rows[i].kind = three_d ? CF_ROW_FRICTION3D : CF_ROW_FRICTION2D;
            folded->rows[i].mu = 0.0;
            folded->rows[i].slide = 0.0;
        }
    }
    return CF_OK;
}

// start snippet entry
cf_status stage6_compute_forces_ray(const cf_problem *p, const cf_solve_options *options,
                                    double *f, double *a, stage6_ray *ray)
{
    char why[DANTZIG_WHY_SIZE];
    const unsigned rows = DANTZIG_ROWS(CF_ROW_NORMAL) | DANTZIG_ROWS(CF_ROW_BILATERAL)
                          | DANTZIG_ROWS(CF_ROW_FRICTION2D) | DANTZIG_ROWS(CF_ROW_FRICTION3D)
                          | DANTZIG_ROWS(CF_ROW_DYNAMIC);
    cf_status status = dantzig_check(p, f, a, rows, 0, why, sizeof why);
    /* 3D: friction3d rows, or two dynamic rows at one contact. */
    int plane = 0, cone = 0;
    for (int i = 0; status == CF_OK && i < p->n; i++) {
        plane += p->rows[i].kind == CF_ROW_FRICTION2D;
        cone += p->rows[i].kind == CF_ROW_FRICTION3D;
        for (int t = 0; t < i && p->rows[i].kind == CF_ROW_DYNAMIC; t++)
            cone += p->rows[t].kind == CF_ROW_DYNAMIC && p->rows[t].normal == p->rows[i].normal;
    }
    if (status == CF_OK && plane > 0 && cone > 0) {
        snprintf(why, sizeof why, "the problem has both friction2d rows and 3D friction "
                                  "rows; a problem is 2D or 3D");
        status = CF_UNSUPPORTED;
    }
    if (status != CF_OK) {
        if (options != NULL && options->note != NULL && options->note_size > 0)
            snprintf(options->note, options->note_size, "%s", why);
        return status;
    }
    const int n = p->n;
    cf_problem folded;
    double *df = cf_vec_new(n);
    status = fold_problem(p, cone > 0, &folded);
    int driven = -1;
    if (status == CF_OK && df != NULL) {
        /* Static friction after the fold: stage 5's cone in 3D, stage 4 in 2D. */
        if (cone > 0) {
            friction2d_ray found = {.driven = -1, .df = df};
            status = stage5_solve(&folded, options, f, a, &found);
            driven = found.driven;
        } else {
            friction2d_ray found = {.driven = -1, .df = df};
            status = stage4_solve(&folded, options, f, a, &found);
            driven = found.driven;
        }
        /* maxstep found no limit: with sliding friction, no force exists */
        if (status == CF_UNBOUNDED_RAY && driven >= 0)
            status = CF_INCONSISTENT;
        unfold(p, f); /* a = A_hat f + b is already A f + b */
    } else {
        status = CF_NO_MEMORY;
    }
    /* Claim success only for an answer the certifier accepts. */
    if (status == CF_OK && !cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a).ok)
        status = CF_INACCURATE;
    if (status == CF_INCONSISTENT && ray != NULL)
        hand_over_ray(p, f, df, driven, ray);
    if (status == CF_INCONSISTENT && options != NULL && options->note != NULL
        && options->note_size > 0)
        snprintf(options->note, options->note_size,
                 "the drive of row %d found an unbounded ray: a_%d stays below 0 along "
                 "f + s delta f for every s >= 0", driven, driven);
    free(folded.A);
    free(folded.rows);
    free(df);
    return status;
}
// end snippet entry

cf_status stage6_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    return stage6_compute_forces_ray(p, options, f, a, NULL);
}
