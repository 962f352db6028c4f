/* families.c - the problem families of the property test (families.h). */
#include "families.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bodies.h"
#include "degenerate.h"
#include "exact.h"
#include "rng.h"

#define DEGENERATE_MAX_N 10
/* A row joins the reference's clamped set only when its pivot in the
 * L D L^T of A_CC is above this fraction of its diagonal entry. */
#define INDEPENDENT_PIVOT 1e-8L

static const char *const family_names[CF_FAMILY_COUNT] = {
    [CF_FAMILY_DEGENERATE] = "degenerate",
    [CF_FAMILY_FRICTIONLESS] = "frictionless",
    [CF_FAMILY_BILATERAL] = "bilateral",
    [CF_FAMILY_FRICTION2D] = "friction2d",
    [CF_FAMILY_FRICTION3D] = "friction3d",
    [CF_FAMILY_FRICTION2D_ONE_MU] = "friction2d-one-mu",
    [CF_FAMILY_FRICTION3D_ONE_MU] = "friction3d-one-mu",
};

const char *cf_family_name(cf_family family)
{
    if ((int)family < 0 || family >= CF_FAMILY_COUNT)
        return NULL;
    return family_names[family];
}

int cf_family_from_name(const char *name, cf_family *out)
{
    for (int k = 0; k < CF_FAMILY_COUNT; k++)
        if (strcmp(name, family_names[k]) == 0) {
            *out = (cf_family)k;
            return 0;
        }
    return -1;
}

void cf_case_free(cf_case *c)
{
    cf_problem_free(c->p);
    c->p = NULL;
}

/* ------------------------------------------------------------------------
 * The rows of a body problem, as the generator builds them.
 * ------------------------------------------------------------------------ */

typedef struct build {
    cf_rng rng;
    cf_bodies s;
    int group_of[CF_BODIES_MAX];
    int groups;       /* 1, or 2 for two groups of bodies that share no contact */
    double accel[2];  /* the size of accelerations in each group */
    cf_row rows[CF_BODIES_MAX_ROWS];
    int group[CF_BODIES_MAX_ROWS];   /* the group of the bodies a row touches */
    int copy_of[CF_BODIES_MAX_ROWS]; /* the row this one repeats, or -1 */
    int aligned; /* contacts at corners and faces, along the axes (bodies.h) */
    int fixed, duplicates, zero_rows, zero_mu;
    double one_mu; /* > 0: every contact's mu (the one-mu families); 0: each draws its own */
    double f[CF_BODIES_MAX_ROWS], a[CF_BODIES_MAX_ROWS];
    double A[CF_BODIES_MAX_ROWS * CF_BODIES_MAX_ROWS];
} build;

/* Bodies with masses 10^x, x over 'decades' centred on 0 (the first two
 * at its ends, the others uniform between; in the second group, if any,
 * times about 1e-12), sizes 10^[-0.5, 0.5],
 * one in ten with no freedom (never all of them). */
static void make_bodies(build *w, int count, double decades, int two_groups)
{
    int split = two_groups ? cf_rng_int(&w->rng, 1, count - 1) : count;
    w->groups = two_groups ? 2 : 1;
    int free_bodies = 0;
    for (int b = 0; b < count; b++) {
        /* The first two bodies at the ends of the range, so that it is spanned. */
        double mass = b == 0 ? pow(10.0, -decades / 2) : b == 1 ? pow(10.0, decades / 2)
                                                                : cf_rng_decades(&w->rng, -decades / 2, decades / 2);
        w->group_of[b] = b < split ? 0 : 1;
        if (w->group_of[b] == 1)
            mass *= cf_rng_decades(&w->rng, -12.5, -11.5);
        int last_of_group = b == split - 1 || b == count - 1;
        int fixed = cf_rng_chance(&w->rng, 10) && !(last_of_group && free_bodies == 0);
        cf_bodies_add(&w->s, &w->rng, mass, cf_rng_decades(&w->rng, -0.5, 0.5), fixed);
        w->fixed += fixed;
        free_bodies = last_of_group ? 0 : free_bodies + !fixed;
    }
    w->accel[0] = 1.0;
    w->accel[1] = 1.0;
    if (two_groups) {
        int pick = cf_rng_int(&w->rng, 0, 2);
        w->accel[1] = pick == 0 ? 1.0 : pick == 1 ? 1e12 : 1e-12;
    }
}

/* A body of group g, and another of the same group or the ground (-1). */
static int body_of_group(build *w, int g)
{
    int choices[CF_BODIES_MAX], k = 0;
    for (int b = 0; b < w->s.count; b++)
        if (w->group_of[b] == g)
            choices[k++] = b;
    return choices[cf_rng_int(&w->rng, 0, k - 1)];
}

static int partner_of(build *w, int first, int ground_percent)
{
    int choices[CF_BODIES_MAX], k = 0;
    for (int b = 0; b < w->s.count; b++)
        if (b != first && w->group_of[b] == w->group_of[first])
            choices[k++] = b;
    if (k == 0 || cf_rng_chance(&w->rng, ground_percent))
        return -1;
    return choices[cf_rng_int(&w->rng, 0, k - 1)];
}

/* Where a contact on body b is, and its direction (if d is not NULL). */
static void place(build *w, int b, double *x, double *d)
{
    if (w->aligned) {
        cf_bodies_corner(&w->s, &w->rng, b, x);
        if (d != NULL)
            cf_bodies_axis(&w->s, &w->rng, d);
        return;
    }
    cf_bodies_point(&w->s, &w->rng, b, x);
    if (d != NULL)
        cf_rng_direction(&w->rng, w->s.dim, d);
}

/* Record a row the bodies just made. */
static int add_row(build *w, int row, cf_row_kind kind, int group, int copy_of)
{
    if (row < 0)
        return -1;
    w->rows[row].kind = kind;
    w->rows[row].normal = -1;
    w->rows[row].mu = 0.0;
    w->rows[row].slide = 0.0;
    w->group[row] = group;
    w->copy_of[row] = copy_of;
    return row;
}

/* Two (2D: one) unit directions perpendicular to the unit d. */
static void tangents(int dim, const double *d, double t1[3], double t2[3])
{
    if (dim == 2) {
        t1[0] = -d[1];
        t1[1] = d[0];
        t1[2] = 0.0;
        return;
    }
    /* The axis least along d, made perpendicular to it. */
    int k = fabs(d[0]) <= fabs(d[1]) ? (fabs(d[0]) <= fabs(d[2]) ? 0 : 2)
                                     : (fabs(d[1]) <= fabs(d[2]) ? 1 : 2);
    double e[3] = {0.0, 0.0, 0.0};
    e[k] = 1.0;
    t1[0] = e[1] * d[2] - e[2] * d[1];
    t1[1] = e[2] * d[0] - e[0] * d[2];
    t1[2] = e[0] * d[1] - e[1] * d[0];
    double length = sqrt(t1[0] * t1[0] + t1[1] * t1[1] + t1[2] * t1[2]);
    for (int i = 0; i < 3; i++)
        t1[i] /= length;
    t2[0] = d[1] * t1[2] - d[2] * t1[1];
    t2[1] = d[2] * t1[0] - d[0] * t1[2];
    t2[2] = d[0] * t1[1] - d[1] * t1[0];
}

/* ------------------------------------------------------------------------
 * The reference's clamped set: L D L^T of the symmetric part of A over
 * the rows taken so far, in long double.
 * ------------------------------------------------------------------------ */

typedef struct basis {
    int n;
    const double *A;
    int count;
    int member[CF_CASE_MAX_N];
    long double L[CF_CASE_MAX_N][CF_CASE_MAX_N], D[CF_CASE_MAX_N];
} basis;

static long double symmetric_entry(const basis *B, int i, int j)
{
    return 0.5L * ((long double)B->A[i * B->n + j] + (long double)B->A[j * B->n + i]);
}

/* Take row j if it is independent of the rows taken: 1 if taken. */
static int basis_take(basis *B, int j)
{
    const int k = B->count;
    long double diagonal = B->A[j * B->n + j];
    if (k >= CF_CASE_MAX_N || !(diagonal > 0.0L))
        return 0;
    for (int r = 0; r < k; r++) {
        long double x = symmetric_entry(B, j, B->member[r]);
        for (int q = 0; q < r; q++)
            x -= B->L[k][q] * B->D[q] * B->L[r][q];
        B->L[k][r] = x / B->D[r];
    }
    long double d = diagonal;
    for (int r = 0; r < k; r++)
        d -= B->L[k][r] * B->L[k][r] * B->D[r];
    if (!(d > INDEPENDENT_PIVOT * diagonal))
        return 0;
    B->D[k] = d;
    B->member[k] = j;
    B->count++;
    return 1;
}

/* ------------------------------------------------------------------------
 * The problem from the rows: A = J M^-1 J^T, the answer, b = a* - A f*,
 * and, one time in four, the rows in another order.
 * ------------------------------------------------------------------------ */

static void fill_b(const build *w, cf_problem *p)
{
    const int n = p->n;
    for (int i = 0; i < n; i++) {
        double Af = 0.0;
        for (int j = 0; j < n; j++)
            Af += w->A[i * n + j] * w->f[j];
        p->b[i] = w->a[i] - Af;
    }
}

static int finish(build *w, cf_case *c, const unsigned char *clamped)
{
    const int n = w->s.rows;
    cf_problem *p = cf_problem_new(n);
    if (p == NULL)
        return -1;
    snprintf(p->name, sizeof p->name, "%s-%llu", cf_family_name(c->family), c->seed);
    int position[CF_CASE_MAX_N];
    for (int i = 0; i < n; i++)
        position[i] = i;
    if (cf_rng_chance(&w->rng, 25))
        for (int i = n - 1; i > 0; i--) { /* Fisher-Yates */
            int j = cf_rng_int(&w->rng, 0, i), t = position[i];
            position[i] = position[j];
            position[j] = t;
        }
    fill_b(w, p);
    double b[CF_CASE_MAX_N];
    memcpy(b, p->b, (size_t)n * sizeof *b);
    for (int i = 0; i < n; i++) {
        int pi = position[i];
        p->rows[pi] = w->rows[i];
        if (w->rows[i].normal >= 0)
            p->rows[pi].normal = position[w->rows[i].normal];
        p->b[pi] = b[i];
        c->f[pi] = w->f[i];
        c->a[pi] = w->a[i];
        c->clamped[pi] = clamped != NULL ? clamped[i] : 0;
        for (int j = 0; j < n; j++)
            p->A[pi * n + position[j]] = w->A[i * n + j];
    }
    c->p = p;
    c->has_answer = 1;
    c->exact = 0;
    return 0;
}

/* ------------------------------------------------------------------------
 * frictionless and bilateral
 * ------------------------------------------------------------------------ */

/* A joint between body b and a partner (or the ground) at a point: one
 * row per axis (2 in 2D, 3 in 3D); a pin in 2D, a ball joint in 3D. */
static int add_joint(build *w, int b, int partner, const double *x)
{
    for (int k = 0; k < w->s.dim; k++) {
        double d[3] = {0.0, 0.0, 0.0};
        d[k] = 1.0;
        if (add_row(w, cf_bodies_row(&w->s, b, partner, x, d), CF_ROW_BILATERAL,
                    w->group_of[b], -1) < 0)
            return -1;
    }
    return 0;
}

static void make_joints(build *w, int joints)
{
    int first_row[4], body[4], partner[4];
    for (int k = 0; k < joints; k++) {
        int rows_needed = w->s.dim;
        if (w->s.rows + rows_needed > CF_BODIES_MAX_ROWS - 2)
            return;
        double x[3];
        if (k > 0 && cf_rng_chance(&w->rng, 30)) {
            int e = cf_rng_int(&w->rng, 0, k - 1);
            if (cf_rng_chance(&w->rng, 50)) {
                /* The same joint twice: its rows repeated. */
                for (int r = 0; r < rows_needed; r++) {
                    int original = first_row[e] + r;
                    add_row(w, cf_bodies_copy_row(&w->s, original), CF_ROW_BILATERAL,
                            w->group[original], original);
                }
                w->duplicates++;
                first_row[k] = first_row[e];
                body[k] = body[e];
                partner[k] = partner[e];
                continue;
            }
            /* A second joint between the same two bodies elsewhere:
             * together they fix more than the bodies' freedoms. */
            body[k] = body[e];
            partner[k] = partner[e];
        } else {
            body[k] = body_of_group(w, cf_rng_int(&w->rng, 0, w->groups - 1));
            partner[k] = partner_of(w, body[k], 50);
        }
        place(w, body[k], x, NULL);
        first_row[k] = w->s.rows;
        add_joint(w, body[k], partner[k], x);
    }
}

static void make_contacts(build *w, int contacts)
{
    for (int k = 0; k < contacts && w->s.rows < CF_BODIES_MAX_ROWS; k++) {
        int roll = cf_rng_int(&w->rng, 0, 99);
        int earlier = -1;
        for (int i = 0; i < w->s.rows; i++)
            if (w->rows[i].kind == CF_ROW_NORMAL && cf_rng_chance(&w->rng, 50))
                earlier = i;
        if (roll < 12 && earlier >= 0) { /* a contact listed twice */
            add_row(w, cf_bodies_copy_row(&w->s, earlier), CF_ROW_NORMAL, w->group[earlier],
                    earlier);
            w->duplicates++;
        } else if (roll < 17) { /* a row of zeros: nothing can push it */
            add_row(w, cf_bodies_zero_row(&w->s), CF_ROW_NORMAL,
                    cf_rng_int(&w->rng, 0, w->groups - 1), -1);
            w->zero_rows++;
        } else {
            int b = body_of_group(w, cf_rng_int(&w->rng, 0, w->groups - 1));
            int partner = partner_of(w, b, 55);
            double x[3], d[3];
            place(w, b, x, d);
            add_row(w, cf_bodies_row(&w->s, b, partner, x, d), CF_ROW_NORMAL, w->group_of[b],
                    -1);
        }
    }
}

/* The manufactured answer of a frictionless or bilateral problem
 * (families.h).  Joints first, so that they are clamped before contacts. */
static void frictionless_answer(build *w, unsigned char *clamped)
{
    const int n = w->s.rows;
    basis B = {.n = n, .A = w->A, .count = 0};
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            int joint = w->rows[i].kind == CF_ROW_BILATERAL;
            if (joint != (pass == 0))
                continue;
            double g = w->accel[w->group[i]];
            double A_ii = w->A[i * n + i];
            w->f[i] = 0.0;
            w->a[i] = 0.0;
            clamped[i] = 0;
            if (w->copy_of[i] >= 0) {
                w->a[i] = w->a[w->copy_of[i]];
                continue;
            }
            if (joint) {
                if (basis_take(&B, i)) {
                    clamped[i] = 1;
                    if (cf_rng_chance(&w->rng, 90))
                        w->f[i] = (cf_rng_chance(&w->rng, 50) ? 1 : -1)
                                  * cf_rng_decades(&w->rng, -1, 1) * g / A_ii;
                }
                continue;
            }
            int roll = cf_rng_int(&w->rng, 0, 99);
            if (roll < 45 && basis_take(&B, i)) {
                clamped[i] = 1;
                w->f[i] = cf_rng_decades(&w->rng, -1, 1) * g / A_ii;
            } else if (roll < 80 || A_ii == 0.0) {
                w->a[i] = cf_rng_chance(&w->rng, 85) ? cf_rng_decades(&w->rng, -1, 1) * g : 0.0;
            } /* else touching: f = 0 and a = 0 */
        }
}

static int make_frictionless(cf_case *c, int with_joints)
{
    build w;
    memset(&w, 0, sizeof w);
    w.rng = cf_rng_new(c->seed, (unsigned long long)c->family);
    int dim = cf_rng_chance(&w.rng, 50) ? 2 : 3;
    cf_bodies_init(&w.s, dim);
    int count = cf_rng_int(&w.rng, 1, 4);
    int two_groups = count >= 2 && cf_rng_chance(&w.rng, 30);
    double decades = cf_rng_chance(&w.rng, 25) ? 0.0 : cf_rng_uniform(&w.rng, 0.0, two_groups ? 4.0 : 12.0);
    make_bodies(&w, count, decades, two_groups);
    w.aligned = cf_rng_chance(&w.rng, 40);
    if (with_joints)
        make_joints(&w, cf_rng_int(&w.rng, 1, 3));
    int room = CF_BODIES_MAX_ROWS - w.s.rows;
    make_contacts(&w, cf_rng_int(&w.rng, with_joints ? 0 : 1, room < 10 ? room : 10));
    if (w.s.rows == 0)
        make_contacts(&w, 1);
    cf_bodies_matrix(&w.s, w.A);
    unsigned char clamped[CF_CASE_MAX_N];
    frictionless_answer(&w, clamped);
    c->a_unique = 1;
    snprintf(c->features, sizeof c->features,
             "%dD, %d bodies (%d with no freedom), masses over %.1f decades%s%s, "
             "%d repeated, %d zero rows%s",
             dim, count, w.fixed, decades, two_groups ? ", two decoupled groups" : "",
             two_groups ? (w.accel[1] > 1 ? " (the light one accelerating 1e12 times more)"
                           : w.accel[1] < 1 ? " (the light one accelerating 1e12 times less)"
                                            : "")
                        : "",
             w.duplicates, w.zero_rows, w.aligned ? ", along the axes" : "");
    return finish(&w, c, clamped);
}

/* ------------------------------------------------------------------------
 * friction2d and friction3d
 * ------------------------------------------------------------------------ */

typedef struct contact {
    int normal;   /* its normal row; the tangent rows follow it */
    int copy_of;  /* the contact it repeats, or -1 */
} contact;

static int add_contact(build *w, int b, int partner, double mu, contact *out)
{
    double x[3], d[3], t1[3], t2[3];
    place(w, b, x, d);
    tangents(w->s.dim, d, t1, t2);
    cf_row_kind kind = w->s.dim == 2 ? CF_ROW_FRICTION2D : CF_ROW_FRICTION3D;
    int normal = add_row(w, cf_bodies_row(&w->s, b, partner, x, d), CF_ROW_NORMAL, 0, -1);
    if (normal < 0)
        return -1;
    for (int k = 0; k < w->s.dim - 1; k++) {
        int t = add_row(w, cf_bodies_row(&w->s, b, partner, x, k == 0 ? t1 : t2), kind, 0, -1);
        w->rows[t].normal = normal;
        w->rows[t].mu = mu;
    }
    out->normal = normal;
    out->copy_of = -1;
    return 0;
}

static double draw_mu(build *w)
{
    if (w->one_mu > 0.0)
        return w->one_mu;
    if (cf_rng_chance(&w->rng, 15)) {
        w->zero_mu++;
        return 0.0;
    }
    return cf_rng_decades(&w->rng, log10(0.05), log10(2.0));
}

/* The manufactured answer of one contact (families.h). */
static void contact_answer(build *w, const contact *ct, const contact *contacts)
{
    const int n = w->s.rows, N = ct->normal, tangent_count = w->s.dim - 1;
    const double mu = w->rows[N + 1].mu;
    for (int k = 0; k <= tangent_count; k++) {
        w->f[N + k] = 0.0;
        w->a[N + k] = 0.0;
    }
    if (ct->copy_of >= 0) {
        for (int k = 0; k <= tangent_count; k++)
            w->a[N + k] = w->a[contacts[ct->copy_of].normal + k];
        return;
    }
    double A_NN = w->A[N * n + N];
    int roll = cf_rng_int(&w->rng, 0, 99);
    if (A_NN == 0.0 && roll >= 25)
        roll = 0;
    double direction[2] = {1.0, 0.0};
    if (tangent_count == 2)
        cf_rng_direction(&w->rng, 2, direction);
    else
        direction[0] = cf_rng_chance(&w->rng, 50) ? 1.0 : -1.0;
    if (roll < 35) { /* separating (or touching without force), any a_T */
        w->a[N] = roll < 25 ? cf_rng_decades(&w->rng, -1, 1) : 0.0;
        if (cf_rng_chance(&w->rng, 60)) {
            double size = cf_rng_decades(&w->rng, -1, 1);
            for (int k = 0; k < tangent_count; k++)
                w->a[N + 1 + k] = size * direction[k];
        }
        return;
    }
    double f_N = cf_rng_decades(&w->rng, -1, 1) / A_NN;
    w->f[N] = f_N;
    if (roll < 70) { /* sticking: inside the bound, or on it */
        double radius = cf_rng_chance(&w->rng, 15) ? 1.0 : tangent_count == 2
                                                              ? sqrt(cf_rng_unit(&w->rng))
                                                              : cf_rng_unit(&w->rng);
        for (int k = 0; k < tangent_count; k++)
            w->f[N + 1 + k] = mu * f_N * radius * direction[k];
        return;
    }
    /* sliding: a_T != 0 and the friction at the bound against it */
    double size = cf_rng_decades(&w->rng, -1, 1);
    for (int k = 0; k < tangent_count; k++) {
        w->a[N + 1 + k] = size * direction[k];
        w->f[N + 1 + k] = -mu * f_N * direction[k];
    }
}

static int make_friction(cf_case *c, int dim, int one_mu)
{
    build w;
    memset(&w, 0, sizeof w);
    w.rng = cf_rng_new(c->seed, (unsigned long long)c->family);
    if (one_mu)
        w.one_mu = cf_rng_decades(&w.rng, log10(0.05), log10(2.0));
    cf_bodies_init(&w.s, dim);
    int count = cf_rng_int(&w.rng, 1, 3);
    double decades = cf_rng_chance(&w.rng, 25) ? 0.0 : cf_rng_uniform(&w.rng, 0.0, 8.0);
    make_bodies(&w, count, decades, 0);
    w.aligned = cf_rng_chance(&w.rng, 40);
    contact contacts[5];
    int contact_count = cf_rng_int(&w.rng, 1, 5), made = 0;
    int hub = count >= 2 && cf_rng_chance(&w.rng, 30); /* body 0 touches every other body */
    for (int k = 0; k < contact_count; k++) {
        if (hub && k + 1 < count) {
            if (add_contact(&w, 0, k + 1, draw_mu(&w), &contacts[made]) == 0)
                made++;
            continue;
        }
        if (made > 0 && cf_rng_chance(&w.rng, 15)) { /* a contact listed twice */
            int e = cf_rng_int(&w.rng, 0, made - 1);
            int N = contacts[e].normal;
            double mu = cf_rng_chance(&w.rng, 70) ? w.rows[N + 1].mu : draw_mu(&w);
            int normal = add_row(&w, cf_bodies_copy_row(&w.s, N), CF_ROW_NORMAL, 0, N);
            for (int t = 1; t < dim; t++) {
                int row = add_row(&w, cf_bodies_copy_row(&w.s, N + t), w.rows[N + t].kind, 0,
                                  N + t);
                w.rows[row].normal = normal;
                w.rows[row].mu = mu;
            }
            contacts[made].normal = normal;
            contacts[made].copy_of = e;
            made++;
            w.duplicates++;
            continue;
        }
        int b = cf_rng_int(&w.rng, 0, count - 1);
        if (add_contact(&w, b, partner_of(&w, b, 55), draw_mu(&w), &contacts[made]) == 0)
            made++;
    }
    cf_bodies_matrix(&w.s, w.A);
    for (int k = 0; k < made; k++)
        contact_answer(&w, &contacts[k], contacts);
    c->a_unique = 0;
    snprintf(c->features, sizeof c->features,
             "%dD, %d bodies (%d with no freedom), masses over %.1f decades, %d contacts "
             "(%d repeated, %d with mu = 0)%s%s",
             dim, count, w.fixed, decades, made, w.duplicates, w.zero_mu,
             hub ? ", body 0 touching every other body" : "", w.aligned ? ", along the axes" : "");
    return finish(&w, c, NULL);
}

/* ------------------------------------------------------------------------
 * degenerate: decided exactly
 * ------------------------------------------------------------------------ */

static int make_degenerate(cf_case *c)
{
    cf_problem *p = cf_degenerate_problem(c->seed, DEGENERATE_MAX_N);
    if (p == NULL)
        return -1;
    snprintf(p->name, sizeof p->name, "degenerate-%llu", c->seed);
    cf_exact e;
    if (cf_exact_solve(p, &e) != 0) {
        cf_problem_free(p);
        return -1;
    }
    c->p = p;
    c->exact = 1;
    c->a_unique = 1;
    c->has_answer = e.solvable;
    c->subsets = e.subsets;
    memcpy(c->f, e.f, sizeof c->f);
    memcpy(c->a, e.a, sizeof c->a);
    memcpy(c->clamped, e.clamped, sizeof c->clamped);
    snprintf(c->features, sizeof c->features,
             "integer J, masses powers of two, decided in rationals: %s",
             e.solvable ? "has an answer" : "has no answer");
    return 0;
}

int cf_case_make(cf_family family, unsigned long long seed, cf_case *c)
{
    memset(c, 0, sizeof *c);
    c->family = family;
    c->seed = seed;
    switch (family) {
    case CF_FAMILY_DEGENERATE:
        return make_degenerate(c);
    case CF_FAMILY_FRICTIONLESS:
        return make_frictionless(c, 0);
    case CF_FAMILY_BILATERAL:
        return make_frictionless(c, 1);
    case CF_FAMILY_FRICTION2D:
        return make_friction(c, 2, 0);
    case CF_FAMILY_FRICTION3D:
        return make_friction(c, 3, 0);
    case CF_FAMILY_FRICTION2D_ONE_MU:
        return make_friction(c, 2, 1);
    case CF_FAMILY_FRICTION3D_ONE_MU:
        return make_friction(c, 3, 1);
    default:
        return -1;
    }
}
