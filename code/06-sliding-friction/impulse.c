/* impulse.c - Stage 6: the sticking impulse that ends an inconsistent
 * configuration, and the contact states it leaves.
 *
 * Baraff 1991 shows that with friction an impulse can be needed where
 * nothing collides.  The unbounded ray that stage 6 returns says where:
 * the sliding contacts that carry force along it.  Stopping them is the
 * impulse P with J_S (u + M^-1 J_S^T P) = 0, that is K P = -v with
 * K = J_S M^-1 J_S^T and v = J_S u the normal and tangential velocities.
 * It is a physical impulse only if it pushes (P_N >= 0) and stays in the
 * friction cone (|P_T| <= mu P_N); the certifier judges exactly that, on
 * the velocity-level problem with A = K and b = v, where the contacts
 * stick.  darwin2k's notes observe that in 2D such an impulse exists,
 * and that in 3D it "certainly not always" does; for Painleve's rod the
 * chapter shows it lies in the cone exactly when the rod is inconsistent.
 * When it does not, one step of length h of the velocity-level problem
 * with friction (Stewart and Trinkle 1996) gives the impulse instead.
 */
#include "impulse.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "sliding_friction.h"

static int moving(const cf_world2d *w, int k)
{
    return k >= 0 && !w->bodies[k].fixed;
}

static void point_velocity(const cf_world2d *w, int k, double px, double py, double v[2])
{
    v[0] = v[1] = 0.0;
    if (!moving(w, k))
        return;
    const cf_body2d *b = &w->bodies[k];
    v[0] = b->vx - b->omega * (py - b->y);
    v[1] = b->vy + b->omega * (px - b->x);
}

void stage6_contact_velocity(const cf_world2d *w, int c, double v[2])
{
    const cf_constraint2d *k = &w->constraints[c];
    double va[2], vb[2];
    point_velocity(w, k->a, k->px, k->py, va);
    point_velocity(w, k->b, k->px, k->py, vb);
    double rel[2] = {va[0] - vb[0], va[1] - vb[1]};
    v[0] = rel[0] * k->nx + rel[1] * k->ny;
    v[1] = rel[0] * k->ny - rel[1] * k->nx; /* t = (n_y, -n_x) */
}

// start snippet classify
int stage6_classify_contacts(cf_world2d *w, double tol)
{
    int sliding = 0;
    for (int c = 0; c < w->n_constraints; c++) {
        cf_constraint2d *k = &w->constraints[c];
        if (k->kind != CF_CONTACT2D || !k->friction)
            continue;
        double v[2];
        stage6_contact_velocity(w, c, v);
        k->slide = fabs(v[1]) > tol ? (v[1] > 0.0 ? 1.0 : -1.0) : 0.0;
        sliding += k->slide != 0.0;
    }
    return sliding;
}
// end snippet classify

int stage6_drop_separating(cf_world2d *w, double tol)
{
    int kept = 0, dropped = 0;
    for (int c = 0; c < w->n_constraints; c++) {
        double v[2] = {0.0, 0.0};
        if (w->constraints[c].kind == CF_CONTACT2D)
            stage6_contact_velocity(w, c, v);
        if (v[0] > tol) {
            dropped++;
            continue;
        }
        w->constraints[kept++] = w->constraints[c];
    }
    w->n_constraints = kept;
    return dropped;
}

void stage6_resolution_free(stage6_resolution *r)
{
    free(r->contact);
    free(r->v);
    free(r->P);
    free(r->f);
    free(r->a);
    memset(r, 0, sizeof *r);
}

/* The scale of the velocities: what counts as zero is tol times this. */
static double speed_scale(const cf_world2d *w)
{
    double largest = 0.0;
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        double extent = 0.5 * hypot(b->width, b->height);
        largest = fmax(largest, fabs(b->vx) + fabs(b->vy) + fabs(b->omega) * extent);
    }
    return 1.0 + largest;
}

/* Solve w's problem with stage 6 into r->f, r->a; *p_out gets the problem
 * (the caller frees it) when p_out is not NULL. */
static cf_status solve_world(const cf_world2d *w, stage6_resolution *r, stage6_ray *ray,
                             cf_problem **p_out)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_world2d_problem(w, &err);
    if (p == NULL)
        return CF_INVALID_INPUT;
    free(r->f);
    free(r->a);
    r->n = p->n;
    r->f = cf_vec_new(p->n);
    r->a = cf_vec_new(p->n);
    cf_status status = CF_NO_MEMORY;
    if (r->f != NULL && r->a != NULL) {
        if (ray != NULL) {
            ray->f = cf_vec_new(p->n);
            ray->df = cf_vec_new(p->n);
            ray->da = cf_vec_new(p->n);
        }
        if (ray == NULL || (ray->f != NULL && ray->df != NULL && ray->da != NULL))
            status = stage6_compute_forces_ray(p, NULL, r->f, r->a, ray);
    }
    if (p_out != NULL)
        *p_out = p;
    else
        cf_problem_free(p);
    return status;
}

/* The sliding contacts that carry force along the ray: their normal force
 * is positive at its start or grows along it. */
static int contacts_on_ray(const cf_world2d *w, const stage6_ray *ray, int n, int *contact)
{
    cf_jrow2d *rows = malloc((size_t)n * sizeof *rows);
    if (rows == NULL)
        return -1;
    cf_world2d_rows(w, rows);
    int m = 0;
    for (int i = 0; i < n; i++) {
        const cf_constraint2d *k = &w->constraints[rows[i].constraint];
        if (rows[i].row.kind == CF_ROW_NORMAL && k->kind == CF_CONTACT2D && k->slide != 0.0
            && (ray->f[i] > 0.0 || ray->df[i] > 0.0))
            contact[m++] = rows[i].constraint;
    }
    free(rows);
    return m;
}

/* The impulse problem of the contacts in S: J_S (2 rows per contact, the
 * normal then the tangent, friction unfolded), the inverse masses, the
 * applied accelerations b_acc and the body velocities u. */
typedef struct impulse_problem {
    int m, columns;     /* 2 |S| rows, 3 per moving body */
    double *J, *minv, *u, *fext; /* fext: the applied forces, gravity included */
    cf_problem *pv;     /* A = K, b = v: the velocity-level problem, rows normal/friction2d */
    double *b_acc;      /* the acceleration-level b of the same rows */
} impulse_problem;

static void impulse_problem_free(impulse_problem *ip)
{
    free(ip->J);
    free(ip->minv);
    free(ip->u);
    free(ip->fext);
    free(ip->b_acc);
    cf_problem_free(ip->pv);
}

// start snippet impulse-problem
static int build_impulse_problem(cf_world2d *w, const int *contact, int count,
                                 impulse_problem *ip)
{
    memset(ip, 0, sizeof *ip);
    /* Unfold every contact (slide 0) so that each has its tangent row. */
    double *slides = malloc((size_t)(w->n_constraints > 0 ? w->n_constraints : 1) * sizeof *slides);
    if (slides == NULL)
        return -1;
    for (int c = 0; c < w->n_constraints; c++) {
        slides[c] = w->constraints[c].slide;
        w->constraints[c].slide = 0.0;
    }
    int n = 0, columns = 0;
    double *J = NULL;
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *unfolded = cf_world2d_problem(w, &err);
    cf_jrow2d *rows = malloc((size_t)cf_world2d_row_count(w) * sizeof *rows);
    int failed = unfolded == NULL || rows == NULL
                 || cf_world2d_dense(w, &n, &columns, &J, &ip->minv, &ip->fext) != 0;
    if (!failed)
        cf_world2d_rows(w, rows);
    for (int c = 0; c < w->n_constraints; c++)
        w->constraints[c].slide = slides[c];
    free(slides);
    const int m = 2 * count;
    ip->m = m;
    ip->columns = columns;
    if (!failed) {
        ip->J = cf_vec_new(m * columns);
        ip->u = cf_vec_new(columns);
        ip->b_acc = cf_vec_new(m);
        ip->pv = cf_problem_new(m);
        failed = ip->J == NULL || ip->u == NULL || ip->b_acc == NULL || ip->pv == NULL;
    }
    for (int s = 0; !failed && s < count; s++) {
        int i = 0;
        while (i < n && rows[i].constraint != contact[s])
            i++; /* its normal row; the tangent row follows */
        for (int r = 0; r < 2; r++) {
            for (int q = 0; q < columns; q++)
                ip->J[(2 * s + r) * columns + q] = J[(i + r) * columns + q];
            ip->b_acc[2 * s + r] = unfolded->b[i + r];
        }
        ip->pv->rows[2 * s + 1].kind = CF_ROW_FRICTION2D;
        ip->pv->rows[2 * s + 1].normal = 2 * s;
        ip->pv->rows[2 * s + 1].mu = w->constraints[contact[s]].mu;
    }
    if (!failed) {
        for (int k = 0, q = 0; k < w->n_bodies; k++) {
            if (!moving(w, k))
                continue;
            ip->u[q++] = w->bodies[k].vx;
            ip->u[q++] = w->bodies[k].vy;
            ip->u[q++] = w->bodies[k].omega;
        }
        /* K = J_S M^-1 J_S^T and v = J_S u. */
        for (int r = 0; r < m; r++) {
            double v = 0.0;
            for (int q = 0; q < columns; q++)
                v += ip->J[r * columns + q] * ip->u[q];
            ip->pv->b[r] = v;
            for (int c = 0; c < m; c++) {
                double sum = 0.0;
                for (int q = 0; q < columns; q++)
                    sum += ip->J[r * columns + q] * ip->minv[q] * ip->J[c * columns + q];
                ip->pv->A[r * m + c] = sum;
            }
        }
        snprintf(ip->pv->name, sizeof ip->pv->name, "%.100s-impulse", w->name);
    }
    cf_problem_free(unfolded);
    free(rows);
    free(J);
    return failed ? -1 : 0;
}
// end snippet impulse-problem

// start snippet sticking-impulse
/* P = -K^-1 v: every contact of S stops, in both directions.  Accepted
 * only if every contact can give it (stage6_impulse_in_cone: P_N >= 0,
 * |P_T| <= mu P_N), and then only if the certifier agrees on the
 * velocity-level problem (the same cone, and K P + v = 0). */
static cf_status sticking_impulse(const impulse_problem *ip, double *P, cf_certificate *c)
{
    const int m = ip->m;
    double *K = cf_vec_new(m * m), *rhs = cf_vec_new(m);
    cf_status status = CF_NO_MEMORY;
    if (K != NULL && rhs != NULL) {
        for (int r = 0; r < m * m; r++)
            K[r] = ip->pv->A[r];
        for (int r = 0; r < m; r++)
            rhs[r] = -ip->pv->b[r];
        status = cf_solve_dense(m, K, rhs, P, 1e-12);
    }
    free(K);
    free(rhs);
    if (status == CF_OK) {
        *c = cf_certify(ip->pv, P, CF_CERTIFY_DEFAULT_TOL, NULL);
        if (!stage6_impulse_in_cone(ip->pv, P, CF_CERTIFY_DEFAULT_TOL) || !c->ok)
            status = CF_NO_SOLUTION; /* outside a cone, or a pull */
    }
    return status;
}
// end snippet sticking-impulse

/* Outside the cone: one step of length h of the velocity-level problem
 * with friction, b = v + h b_acc, solved by stage 6 (Stewart and Trinkle
 * 1996): the contacts stick or slide at the bound, whichever the
 * impulse allows. */
static cf_status velocity_step(impulse_problem *ip, double h, double *P, cf_certificate *c)
{
    for (int r = 0; r < ip->m; r++)
        ip->pv->b[r] += h * ip->b_acc[r];
    double *a = cf_vec_new(ip->m);
    if (a == NULL)
        return CF_NO_MEMORY;
    cf_status status = stage6_compute_forces(ip->pv, NULL, P, a);
    free(a);
    *c = cf_certify(ip->pv, P, CF_CERTIFY_DEFAULT_TOL, NULL);
    return status;
}

/* u += M^-1 (J_S^T P + h F_ext), written back to the bodies: h = 0 for the
 * sticking impulse, the step's length for a velocity-level step. */
static void apply_impulse(cf_world2d *w, const impulse_problem *ip, const double *P, double h)
{
    for (int q = 0; q < ip->columns; q++) {
        double sum = h * ip->fext[q];
        for (int r = 0; r < ip->m; r++)
            sum += ip->J[r * ip->columns + q] * P[r];
        ip->u[q] += ip->minv[q] * sum;
    }
    for (int k = 0, q = 0; k < w->n_bodies; k++) {
        if (!moving(w, k))
            continue;
        w->bodies[k].vx = ip->u[q++];
        w->bodies[k].vy = ip->u[q++];
        w->bodies[k].omega = ip->u[q++];
    }
}

// start snippet resolve
cf_status stage6_resolve(cf_world2d *w, double h, stage6_resolution *r)
{
    memset(r, 0, sizeof *r);
    r->in_cone = 1;
    r->impulse_status = CF_OK;
    double tol = 1e-9 * speed_scale(w);
    stage6_drop_separating(w, tol);
    stage6_classify_contacts(w, tol);
    stage6_ray ray = {-1, NULL, NULL, NULL};
    r->first = r->after = solve_world(w, r, &ray, NULL);
    if (r->first != CF_INCONSISTENT) {
        free(ray.f);
        free(ray.df);
        free(ray.da);
        return r->first;
    }
    /* The sliding contacts on the ray, and the impulse that stops them. */
    r->contact = malloc((size_t)r->n * sizeof *r->contact);
    int count = r->contact != NULL ? contacts_on_ray(w, &ray, r->n, r->contact) : -1;
    free(ray.f);
    free(ray.df);
    free(ray.da);
    if (count <= 0)
        return count < 0 ? CF_NO_MEMORY : CF_INCONSISTENT; /* nothing slides on the ray */
    impulse_problem ip;
    r->contacts = count;
    r->v = cf_vec_new(2 * count);
    r->P = cf_vec_new(2 * count);
    if (r->v == NULL || r->P == NULL || build_impulse_problem(w, r->contact, count, &ip) != 0) {
        impulse_problem_free(&ip);
        return CF_NO_MEMORY;
    }
    for (int i = 0; i < 2 * count; i++)
        r->v[i] = ip.pv->b[i];
    cf_certificate c = {0};
    r->impulse_status = sticking_impulse(&ip, r->P, &c);
    if (r->impulse_status != CF_OK && r->impulse_status != CF_NO_MEMORY) {
        r->in_cone = 0;
        r->impulse_status = velocity_step(&ip, h, r->P, &c);
    }
    r->impulse_violation = c.worst;
    if (r->impulse_status != CF_OK) {
        impulse_problem_free(&ip);
        return r->after = r->impulse_status;
    }
    /* Apply it, find the new contact states, and solve again. */
    apply_impulse(w, &ip, r->P, r->in_cone ? 0.0 : h);
    impulse_problem_free(&ip);
    tol = 1e-9 * speed_scale(w);
    stage6_drop_separating(w, tol);
    stage6_classify_contacts(w, tol);
    r->after = solve_world(w, r, NULL, NULL);
    return r->after;
}
// end snippet resolve

cf_status stage6_velocity_step(cf_world2d *w, const int *contact, int count, double h,
                               double *P)
{
    impulse_problem ip;
    if (build_impulse_problem(w, contact, count, &ip) != 0) {
        impulse_problem_free(&ip);
        return CF_NO_MEMORY;
    }
    cf_certificate c = {0};
    cf_status status = velocity_step(&ip, h, P, &c);
    if (status == CF_OK && !c.ok)
        status = CF_INACCURATE;
    if (status == CF_OK)
        apply_impulse(w, &ip, P, h);
    impulse_problem_free(&ip);
    return status;
}
