/* friction_models.c - Stage 5: the box, the pyramid and the single line of
 * friction as LCPs, solved by Lemke's method, for comparison with the cone.
 *
 * Stewart and Trinkle (1996) write polyhedral friction at a contact as
 * f_T = sum_k beta_k d_k with beta_k >= 0, grouped so that each group g
 * has a bound: sum over g of beta_k <= bound_g.  A slack lambda_g per group
 * makes it complementary:
 *   w_N      = a_N                          >= 0  against f_N >= 0
 *   w_k      = d_k . a_T + lambda_g(k)      >= 0  against beta_k >= 0
 *   w_g      = bound_g - sum_{k in g} beta_k >= 0  against lambda_g >= 0
 * where lambda_g is the size of the tangential acceleration when the group
 * is at its bound.  The pyramid is one group of K directions with bound
 * mu f_N; the box is two groups {+x, -x} and {+y, -y}, each with the
 * constant bound mu f_N0 (ODE fixes it once, from the normal forces found
 * before friction); the line is one group {+d, -d} with bound mu f_N.
 * Lemke's method is stage 4's (friction_lemke.c), called.
 *
 * NOT PART OF THE LESSON: comparison models, for chapter 5's figures.
 */
#include "friction_models.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "lcp_fallback.h"
#include "friction_3d.h"
#include "static_friction.h"

#define MAX_SIDES 64

int friction_model_parse(const char *text, friction_model *model)
{
    model->sides = 0;
    if (strcmp(text, "cone") == 0)
        model->kind = FRICTION_MODEL_CONE;
    else if (strcmp(text, "box") == 0)
        model->kind = FRICTION_MODEL_BOX;
    else if (strcmp(text, "line") == 0)
        model->kind = FRICTION_MODEL_LINE;
    else if (strncmp(text, "pyramid:", 8) == 0) {
        char *end;
        long sides = strtol(text + 8, &end, 10);
        if (*end != '\0' || sides < 3 || sides > MAX_SIDES)
            return -1;
        model->kind = FRICTION_MODEL_PYRAMID;
        model->sides = (int)sides;
    } else {
        return -1;
    }
    return 0;
}


/* One contact of the model: its rows, mu, and its friction directions in
 * the tangent basis (t1, t2), each in a group with one bound. */
typedef struct model_contact {
    int normal, t1, t2;
    double mu;
    int n_dirs, n_groups;
    double dir[2 * MAX_SIDES];
    int group[MAX_SIDES];
    double bound0; /* box: the constant bound mu f_N0; else < 0 (bound mu f_N) */
} model_contact;

/* The directions of the model at contact c. */
static void set_directions(model_contact *c, friction_model model, const cf_problem *p)
{
    c->n_dirs = c->n_groups = 0;
    c->bound0 = -1.0;
    if (c->t1 < 0)
        return;
    if (model.kind == FRICTION_MODEL_PYRAMID) {
        for (int k = 0; k < model.sides; k++) {
            double angle = 8.0 * atan(1.0) * k / model.sides; /* 2 pi k / K */
            c->dir[2 * k] = cos(angle);
            c->dir[2 * k + 1] = sin(angle);
            c->group[k] = 0;
        }
        c->n_dirs = model.sides;
        c->n_groups = 1;
        return;
    }
    double d[2] = {1.0, 0.0};
    if (model.kind == FRICTION_MODEL_LINE) {
        /* against the push: the tangential acceleration before contact forces */
        double length = hypot(p->b[c->t1], p->b[c->t2]);
        if (length > 0.0) {
            d[0] = -p->b[c->t1] / length;
            d[1] = -p->b[c->t2] / length;
        }
    }
    static const double axes[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int n = model.kind == FRICTION_MODEL_BOX ? 4 : 2;
    for (int k = 0; k < n; k++) {
        c->dir[2 * k] = model.kind == FRICTION_MODEL_BOX ? axes[k][0] : (k == 0 ? d[0] : -d[0]);
        c->dir[2 * k + 1] = model.kind == FRICTION_MODEL_BOX ? axes[k][1] : (k == 0 ? d[1] : -d[1]);
        c->group[k] = k / 2;
    }
    c->n_dirs = n;
    c->n_groups = n / 2;
}

/* The contacts of p: every normal row, with its two friction3d rows; -1
 * when a row is of another kind or a contact has not exactly two. */
static int find_contacts(const cf_problem *p, model_contact *contacts, int *count)
{
    int *contact_of = malloc((size_t)p->n * sizeof *contact_of);
    if (contact_of == NULL)
        return -1;
    int nc = 0, bad = 0;
    for (int i = 0; i < p->n; i++) {
        contact_of[i] = -1;
        if (p->rows[i].kind == CF_ROW_NORMAL) {
            contacts[nc] = (model_contact){.normal = i, .t1 = -1, .t2 = -1};
            contact_of[i] = nc++;
        } else if (p->rows[i].kind != CF_ROW_FRICTION3D) {
            bad = 1;
        }
    }
    for (int t = 0; t < p->n && !bad; t++) {
        if (p->rows[t].kind != CF_ROW_FRICTION3D)
            continue;
        int k = p->rows[t].normal;
        model_contact *c = k >= 0 && k < p->n && contact_of[k] >= 0 ? &contacts[contact_of[k]] : NULL;
        if (c == NULL || c->t2 >= 0)
            bad = 1;
        else if (c->t1 < 0)
            c->t1 = t;
        else
            c->t2 = t;
        if (c != NULL)
            c->mu = p->rows[t].mu;
    }
    for (int c = 0; c < nc && !bad; c++)
        bad = contacts[c].t1 >= 0 && contacts[c].t2 < 0;
    free(contact_of);
    *count = nc;
    return bad ? -1 : 0;
}

/* The unknowns z of the LCP, contact by contact: f_N, the betas, the
 * lambdas.  A z index as a force (rows and weights, at most 2) and as the
 * acceleration that w reads; lambdas have neither. */
typedef struct lcp_var {
    int contact, kind, k; /* kind: 0 f_N, 1 beta_k, 2 lambda_k */
} lcp_var;

static int var_force(const model_contact *c, const lcp_var *v, int rows[2], double w[2])
{
    if (v->kind == 0) {
        rows[0] = c->normal;
        w[0] = 1.0;
        return 1;
    }
    if (v->kind == 1) {
        rows[0] = c->t1;
        rows[1] = c->t2;
        w[0] = c->dir[2 * v->k];
        w[1] = c->dir[2 * v->k + 1];
        return 2;
    }
    return 0;
}

// start snippet model-lcp
/* Build M and q of the model's LCP. */
static void build_lcp(const cf_problem *p, const model_contact *contacts, const lcp_var *vars,
                      int m, double *M, double *q)
{
    const int n = p->n;
    for (int r = 0; r < m; r++) {
        const model_contact *c = &contacts[vars[r].contact];
        int rows[2], cols[2];
        double wr[2], wc[2];
        int nr = var_force(c, &vars[r], rows, wr);
        q[r] = 0.0;
        for (int x = 0; x < nr; x++)
            q[r] += wr[x] * p->b[rows[x]];
        for (int col = 0; col < m; col++) {
            const model_contact *cc = &contacts[vars[col].contact];
            int nc = var_force(cc, &vars[col], cols, wc);
            double sum = 0.0;
            for (int x = 0; x < nr; x++)
                for (int y = 0; y < nc; y++)
                    sum += wr[x] * p->A[(size_t)rows[x] * (size_t)n + (size_t)cols[y]] * wc[y];
            if (vars[r].contact == vars[col].contact) {
                if (vars[r].kind == 1 && vars[col].kind == 2 && c->group[vars[r].k] == vars[col].k)
                    sum += 1.0; /* w_k = d_k . a_T + lambda_g */
                if (vars[r].kind == 2 && vars[col].kind == 1 && c->group[vars[col].k] == vars[r].k)
                    sum -= 1.0; /* w_g = bound - sum beta */
                if (vars[r].kind == 2 && vars[col].kind == 0 && c->bound0 < 0.0)
                    sum += c->mu; /* the bound mu f_N */
            }
            M[r * m + col] = sum;
        }
        if (vars[r].kind == 2 && c->bound0 >= 0.0)
            q[r] = c->bound0; /* box: the bound fixed once */
    }
}
// end snippet model-lcp

/* The largest violation of the LCP's conditions by z, relative to the
 * size of its terms: the model's own certificate. */
static double lcp_violation(int m, const double *M, const double *q, const double *z)
{
    double scale = fmax(cf_max_abs(m, q), cf_max_abs(m * m, M) * cf_max_abs(m, z));
    if (scale == 0.0)
        scale = 1.0;
    double worst = 0.0;
    for (int i = 0; i < m; i++) {
        double w = q[i];
        for (int j = 0; j < m; j++)
            w += M[i * m + j] * z[j];
        double zi = z[i] * cf_max_abs(m * m, M);
        worst = fmax(worst, fmax(-w, fmax(-zi, fmin(w, zi))) / scale);
    }
    return worst;
}

typedef struct workspace {
    model_contact *contacts;
    lcp_var *vars;
    double *M, *q, *z, *T;
    int *basis;
} workspace;

static cf_status solve_lcp(int m, workspace *w, double *violation)
{
    cf_status status = cf_lemke(m, w->M, w->q, w->z, w->T, w->basis, 50 * m + 50);
    *violation = lcp_violation(m, w->M, w->q, w->z);
    if (status == CF_OK && !(*violation <= CF_CERTIFY_DEFAULT_TOL))
        status = CF_INACCURATE;
    return status;
}

/* The variables of the model: f_N of every contact, then (with friction)
 * its betas and lambdas; returns how many. */
static int list_vars(const model_contact *contacts, int nc, int with_friction, lcp_var *vars)
{
    int m = 0;
    for (int c = 0; c < nc; c++) {
        vars[m++] = (lcp_var){c, 0, 0};
        if (!with_friction)
            continue;
        for (int k = 0; k < contacts[c].n_dirs; k++)
            vars[m++] = (lcp_var){c, 1, k};
        for (int g = 0; g < contacts[c].n_groups; g++)
            vars[m++] = (lcp_var){c, 2, g};
    }
    return m;
}

static cf_status polyhedral_solve(const cf_problem *p, friction_model model, workspace *w,
                                  double *f, double *a, const cf_solve_options *options)
{
    int nc;
    if (find_contacts(p, w->contacts, &nc) != 0)
        return CF_UNSUPPORTED;
    for (int c = 0; c < nc; c++)
        set_directions(&w->contacts[c], model, p);
    double violation;
    if (model.kind == FRICTION_MODEL_BOX) {
        /* ODE: the normal forces first, without friction; the bounds once. */
        int m = list_vars(w->contacts, nc, 0, w->vars);
        build_lcp(p, w->contacts, w->vars, m, w->M, w->q);
        cf_status status = solve_lcp(m, w, &violation);
        if (status != CF_OK)
            return status;
        for (int c = 0; c < nc; c++)
            w->contacts[c].bound0 = w->contacts[c].mu * w->z[c];
    }
    int m = list_vars(w->contacts, nc, 1, w->vars);
    build_lcp(p, w->contacts, w->vars, m, w->M, w->q);
    cf_status status = solve_lcp(m, w, &violation);
    for (int i = 0; i < p->n; i++)
        f[i] = 0.0;
    for (int r = 0; r < m; r++) {
        int rows[2];
        double weights[2];
        int count = var_force(&w->contacts[w->vars[r].contact], &w->vars[r], rows, weights);
        for (int x = 0; x < count; x++)
            f[rows[x]] += weights[x] * w->z[r];
    }
    cf_matvec(p->n, p->A, f, a);
    for (int i = 0; i < p->n; i++)
        a[i] += p->b[i];
    if (options != NULL && options->note != NULL && options->note_size > 0)
        snprintf(options->note, options->note_size,
                 "the model's own conditions hold to %.2g; the certificate below is the cone's",
                 violation);
    return status;
}

cf_status friction_model_solve(const cf_problem *p, friction_model model,
                               const cf_solve_options *options, double *f, double *a)
{
    if (model.kind == FRICTION_MODEL_CONE)
        return stage5_compute_forces(p, options, f, a);
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    /* At most this many LCP unknowns: per row, f_N, the directions and groups. */
    int per_contact = model.kind == FRICTION_MODEL_PYRAMID ? model.sides + 2
                      : model.kind == FRICTION_MODEL_BOX ? 7 : 4;
    int m = p->n * per_contact;
    workspace w;
    w.contacts = malloc((size_t)p->n * sizeof *w.contacts);
    w.vars = malloc((size_t)m * sizeof *w.vars);
    w.basis = malloc((size_t)m * sizeof *w.basis);
    w.M = cf_vec_new(m * m);
    w.q = cf_vec_new(m);
    w.z = cf_vec_new(m);
    w.T = cf_vec_new(m * (2 * m + 2));
    cf_status status = CF_NO_MEMORY;
    if (w.contacts != NULL && w.vars != NULL && w.basis != NULL && w.M != NULL && w.q != NULL
        && w.z != NULL && w.T != NULL)
        status = polyhedral_solve(p, model, &w, f, a, options);
    free(w.contacts);
    free(w.vars);
    free(w.basis);
    free(w.M);
    free(w.q);
    free(w.z);
    free(w.T);
    return status;
}
