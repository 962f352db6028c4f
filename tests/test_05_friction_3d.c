/* test_05_friction_3d.c - Stage 5: static friction in 3D with the circular cone.
 *
 *  - the worked examples of chapter 5, each derived by hand in its problem
 *    file: Example 10 (a particle and a cube pushed at 30 and 45 degrees),
 *    Example 3 with friction, a cube on an incline pushed across the slope,
 *    a four-legged table; where forces are not unique, the accelerations
 *    and J^T f are tested;
 *  - the step where a friction force leaves the cone, from the quadratic;
 *  - manufactured problems: random stacks of boxes in 3D with mu from 0 to
 *    2, built here from contact Jacobians; every ok is certified, every
 *    failure a named status;
 *  - with every mu = 0, stage 5 gives stage 3's accelerations; on planar
 *    scenes it gives stage 4's;
 *  - the 3D friction-contact problems of the Siconos suite;
 *  - what stage 5 refuses, and the pivot cap;
 *  - the fall-back after a capped pivoting: the sweeps' forces returned
 *    when certified, Newton's method on their sets when not.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bilateral.h"
#include "boxes.h"
#include "cf_test.h"
#include "certify.h"
#include "cone.h"
#include "dense.h"
#include "friction_3d.h"
#include "friction_models.h"
#include "siconos.h"
#include "static_friction.h"
#include "world2d.h"

#define G 9.81

static cf_solved solve_case(const char *name)
{
    return cf_test_solve(stage5_compute_forces, cf_test_load(name));
}

/* Every worked example: ok, certified, and what its file derives by hand. */
static void test_worked_examples(void)
{
    const char *const *cases = cf_test_friction3d_examples;
    for (size_t k = 0; k < CF_TEST_FRICTION3D_EXAMPLES; k++) {
        cf_solved s = solve_case(cases[k]);
        cf_assert_solved_and_certified(&s, cases[k]);
        cf_solved_free(&s);
    }
}

/* Example 10: at the bound the cone's friction points exactly against the
 * push (and the slip): the angle between f_T and the push is 180 degrees,
 * and ||f_T|| = mu f_N = 4.905. */
static void test_example_10_opposes_slip(void)
{
    static const struct { const char *name; double degrees; } cases[] = {
        {"ex10b-particle-push-30-at-bound.cf", 30.0},
        {"ex10c-particle-push-45-at-bound.cf", 45.0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cf_solved s = solve_case(cases[k].name);
        cf_assert_solved_and_certified(&s, cases[k].name);
        if (s.status == CF_OK) {
            double push = cases[k].degrees * CF_PI / 180.0;
            double angle = atan2(s.f[2], s.f[1]) - push;
            CF_ASSERT_NEAR(fabs(remainder(angle, 2.0 * CF_PI)), CF_PI, 1e-12, cases[k].name);
            CF_ASSERT_NEAR(hypot(s.f[1], s.f[2]), 0.5 * G, 1e-12, cases[k].name);
            CF_ASSERT_NEAR(atan2(s.a[2], s.a[1]), push, 1e-12, cases[k].name);
            CF_ASSERT_NEAR(hypot(s.a[1], s.a[2]), 10.0 - 0.5 * G, 1e-12, cases[k].name);
            /* The trace shows the friction drive's own direction, against the
             * push, and a step of mu f_N to the cone (chapter 5's hand
             * computation), not a delta f cleared as the friction joins NC_F. */
            CF_ASSERT_MSG(s.trace->count == 2, "%s: %d pivots, not 2", cases[k].name, s.trace->count);
            if (s.trace->count == 2) {
                const cf_pivot *drive = &s.trace->pivots[1];
                CF_ASSERT_NEAR(drive->df[1], -cos(push), 1e-12, cases[k].name);
                CF_ASSERT_NEAR(drive->df[2], -sin(push), 1e-12, cases[k].name);
                CF_ASSERT_NEAR(drive->s, 0.5 * G, 1e-12, cases[k].name);
            }
        }
        cf_solved_free(&s);
    }
}

/* The step where f_T + s df_T leaves the cone ||f_T|| = mu (f_N + s df_N). */
static void test_exit_step(void)
{
    const double zero[2] = {0.0, 0.0}, east[2] = {1.0, 0.0}, west[2] = {-1.0, 0.0};
    /* From the axis, straight out: mu f_N = 0.5 is reached at s = 0.5. */
    CF_ASSERT_NEAR(cone_exit_step(zero, east, 1.0, 0.0, 0.5, 0.0), 0.5, 1e-15, "from the axis");
    /* Moving inward first: from 0.4 east, westward, out at 0.5 west: s = 0.9
     * (the far root; the near one, s = -0.1, is behind). */
    const double inside[2] = {0.4, 0.0};
    CF_ASSERT_NEAR(cone_exit_step(inside, west, 1.0, 0.0, 0.5, 0.0), 0.9, 1e-15, "the far side");
    /* The normal force grows faster than mu allows: never leaves. */
    CF_ASSERT_MSG(isinf(cone_exit_step(zero, east, 1.0, 3.0, 0.5, 0.0)), "the cone widens faster");
    /* The radius shrinks: ||s e|| = 0.5 (1 - s) at s = 1/3. */
    CF_ASSERT_NEAR(cone_exit_step(zero, east, 1.0, -1.0, 0.5, 0.0), 1.0 / 3.0, 1e-15, "shrinking");
    /* A force just inside the cone, moving out slowly (chapter 5, exercise
     * 3): f_T = (3, 4 - 2^-24), delta f_T = (0, 0.1), f_N = 5, mu = 1.
     * Every square is exact, so q_c is, and the step is exactly 2^-24 / 0.1
     * (the cone's edge at x = 3 is y = 4).  The root -qc/(qb + sqrt) keeps
     * every digit, where (-qb + sqrt)/qa keeps about eight (the book's
     * answer computes both). */
    const double near[2] = {3.0, 4.0 - ldexp(1.0, -24)}, slow[2] = {0.0, 0.1};
    double s = cone_exit_step(near, slow, 5.0, 0.0, 1.0, 0.0);
    CF_ASSERT_NEAR(s / (ldexp(1.0, -24) / 0.1), 1.0, 4e-16, "near the cone, moving out slowly");
    /* Diagonal: from (0.3, 0) along (0, 1), mu f_N = 0.5: out at y = 0.4. */
    const double north[2] = {0.0, 1.0}, start[2] = {0.3, 0.0};
    CF_ASSERT_NEAR(cone_exit_step(start, north, 1.0, 0.0, 0.5, 0.0), 0.4, 1e-15,
                   "a norm, not a component: |(0.3, 0.4)| = 0.5");
}

/* ---- the comparison models on Example 10 ---- */

/* The particle of Example 10 (m = 1, mu = 0.5) pushed with P at phi. */
static cf_problem *pushed_particle(double force, double phi)
{
    cf_problem *p = cf_problem_new(3);
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "ex10");
    for (int i = 0; i < 3; i++)
        p->A[i * 3 + i] = 1.0;
    p->b[0] = -G;
    p->b[1] = force * cos(phi);
    p->b[2] = force * sin(phi);
    for (int t = 1; t <= 2; t++) {
        p->rows[t].kind = CF_ROW_FRICTION3D;
        p->rows[t].normal = 0;
        p->rows[t].mu = 0.5;
    }
    return p;
}

static friction_model model_named(const char *name)
{
    friction_model model = {FRICTION_MODEL_CONE, 0};
    CF_ASSERT_MSG(friction_model_parse(name, &model) == 0, "model %s parses", name);
    return model;
}

/* Does the model hold the particle still under push P at phi? */
static int holds(const char *name, double force, double phi)
{
    cf_problem *p = pushed_particle(force, phi);
    double f[3], a[3];
    cf_status status = p != NULL ? friction_model_solve(p, model_named(name), NULL, f, a)
                                 : CF_NO_MEMORY;
    cf_problem_free(p);
    CF_ASSERT_MSG(status == CF_OK, "%s: status %s", name, cf_status_name(status));
    return status == CF_OK && hypot(a[1], a[2]) <= 1e-12;
}

/* Example 10's sticking limits: each model holds a push a hair below its
 * limit and lets go a hair above: cone mu m g = 4.905 in every direction;
 * box sqrt 2 times that at 45 degrees (6.937); the 4-sided pyramid (corners
 * on the axes) 4.905 cos 45 = 3.468 at 45 degrees; the 8-sided one 4.905
 * cos 22.5 = 4.532 at 22.5 degrees, its worst direction. */
static void test_example_10_limits(void)
{
    static const struct { const char *model; double degrees, limit; } cases[] = {
        {"cone", 45.0, 0.5 * G},
        {"cone", 22.5, 0.5 * G},
        {"box", 45.0, 0.5 * G * 1.4142135623730951},          /* 6.937 */
        {"box", 0.0, 0.5 * G},
        {"pyramid:4", 45.0, 0.5 * G * 0.70710678118654757},   /* 3.468 */
        {"pyramid:4", 0.0, 0.5 * G},
        {"pyramid:8", 22.5, 0.5 * G * 0.92387953251128674},   /* 4.532 */
        {"line", 45.0, 0.5 * G},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        double phi = cases[k].degrees * CF_PI / 180.0;
        char where[64];
        snprintf(where, sizeof where, "%s at %g degrees", cases[k].model, cases[k].degrees);
        CF_ASSERT_MSG(holds(cases[k].model, cases[k].limit * (1.0 - 1e-6), phi),
                      "%s: holds just below %g", where, cases[k].limit);
        CF_ASSERT_MSG(!holds(cases[k].model, cases[k].limit * (1.0 + 1e-6), phi),
                      "%s: slips just above %g", where, cases[k].limit);
    }
}

/* Example 10, 10 N at 30 degrees: the cone's friction opposes the push
 * (a = 5.095 along 30 degrees); the box's is (-4.905, -4.905), 15 degrees
 * off, and a = (10 cos 30 - 4.905, 10 sin 30 - 4.905) = (3.755, 0.095).
 * Each model's answer is judged by its own conditions (status ok); against
 * the cone's conditions the box's is rejected. */
static void test_example_10_models(void)
{
    cf_problem *p = pushed_particle(10.0, CF_PI / 6);
    if (p == NULL)
        return;
    double f[3], a[3];
    CF_ASSERT_MSG(friction_model_solve(p, model_named("cone"), NULL, f, a) == CF_OK, "cone");
    CF_ASSERT_NEAR(a[1], (10.0 - 0.5 * G) * cos(CF_PI / 6), 1e-12, "cone: a_x");
    CF_ASSERT_NEAR(a[2], (10.0 - 0.5 * G) * 0.5, 1e-12, "cone: a_y");
    CF_ASSERT_MSG(friction_model_solve(p, model_named("box"), NULL, f, a) == CF_OK, "box");
    CF_ASSERT_NEAR(f[1], -0.5 * G, 1e-12, "box: f_x at its bound");
    CF_ASSERT_NEAR(f[2], -0.5 * G, 1e-12, "box: f_y at its bound");
    CF_ASSERT_NEAR(a[1], 10.0 * cos(CF_PI / 6) - 0.5 * G, 1e-12, "box: a_x = 3.755");
    CF_ASSERT_NEAR(a[2], 5.0 - 0.5 * G, 1e-12, "box: a_y = 0.095");
    CF_ASSERT_NEAR(atan2(-f[2], -f[1]) - CF_PI / 6, CF_PI / 12, 1e-12,
                   "box: the friction is bent 15 degrees off the push");
    CF_ASSERT_MSG(!cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                  "the box's answer breaks the cone's conditions");
    CF_ASSERT_MSG(friction_model_solve(p, model_named("line"), NULL, f, a) == CF_OK, "line");
    CF_ASSERT_MSG(cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                  "one particle: the line through the push is the cone's answer");
    friction_model bad;
    CF_ASSERT_MSG(friction_model_parse("pyramid:2", &bad) != 0, "two sides are not a pyramid");
    CF_ASSERT_MSG(friction_model_parse("disc", &bad) != 0, "no model disc");
    cf_problem_free(p);
}

/* The box on four corners of Example 3 pushed at 30 degrees: the pyramid
 * and the box each meet their own conditions, and the cone's answer is the
 * only one of the three the certifier accepts for the cone. */
static void test_models_on_the_cube(void)
{
    cf_problem *p = cf_test_load("ex10d-cube-push-30-at-bound.cf");
    if (p == NULL)
        return;
    double f[12], a[12];
    static const char *const names[] = {"box", "pyramid:4", "pyramid:8"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        cf_status status = friction_model_solve(p, model_named(names[k]), NULL, f, a);
        CF_ASSERT_MSG(status == CF_OK, "cube, %s: status %s", names[k], cf_status_name(status));
        CF_ASSERT_MSG(!cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                      "cube, %s: not the cone's answer", names[k]);
    }
    CF_ASSERT_MSG(friction_model_solve(p, model_named("cone"), NULL, f, a) == CF_OK, "cube, cone");
    cf_problem_free(p);
}

/* ---- manufactured problems: stacks of boxes in 3D ---- */

typedef struct body3d {
    double c[3], h[3]; /* centre, half sizes */
    double mass, inertia[3];
} body3d;

typedef struct contact3d {
    int upper, lower;  /* bodies; lower -1: the floor */
    double p[3];       /* the point; the normal is +z, into the upper body */
    double mu;
} contact3d;

static double uniform(unsigned long long *state, double lo, double hi)
{
    return lo + (hi - lo) * 0.5 * (cf_random_unit(state) + 1.0);
}

/* Row of J for direction d at point p on a body centred at c: [d, (p - c) x d]. */
static void jacobian_row(const double d[3], const double p[3], const double c[3], double out[6])
{
    double r[3] = {p[0] - c[0], p[1] - c[1], p[2] - c[2]};
    out[0] = d[0];
    out[1] = d[1];
    out[2] = d[2];
    out[3] = r[1] * d[2] - r[2] * d[1];
    out[4] = r[2] * d[0] - r[0] * d[2];
    out[5] = r[0] * d[1] - r[1] * d[0];
}

/* A = J M^-1 J^T, b = J M^-1 F for bodies at rest; rows contact by contact:
 * normal (z), tangent x, tangent y.  drop_y leaves out the tangent y rows
 * and makes the x rows friction2d: the planar problem of stage 4. */
static cf_problem *problem_of(const body3d *bodies, int n_bodies, const contact3d *contacts,
                              int n_contacts, const double *force, int drop_y)
{
    int per = drop_y ? 2 : 3, n = per * n_contacts, dofs = 6 * n_bodies;
    double *J = calloc((size_t)n * (size_t)dofs, sizeof *J);
    double *Minv = malloc((size_t)dofs * sizeof *Minv);
    cf_problem *p = n > 0 ? cf_problem_new(n) : NULL;
    if (J == NULL || Minv == NULL || p == NULL) {
        free(J);
        free(Minv);
        cf_problem_free(p);
        return NULL;
    }
    for (int k = 0; k < n_bodies; k++)
        for (int a = 0; a < 3; a++) {
            Minv[6 * k + a] = 1.0 / bodies[k].mass;
            Minv[6 * k + 3 + a] = 1.0 / bodies[k].inertia[a];
        }
    static const double dirs[3][3] = {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}};
    for (int c = 0; c < n_contacts; c++) {
        for (int r = 0; r < per; r++) {
            int i = per * c + r;
            double row[6];
            jacobian_row(dirs[r], contacts[c].p, bodies[contacts[c].upper].c, row);
            for (int q = 0; q < 6; q++)
                J[i * dofs + 6 * contacts[c].upper + q] += row[q];
            if (contacts[c].lower >= 0) {
                jacobian_row(dirs[r], contacts[c].p, bodies[contacts[c].lower].c, row);
                for (int q = 0; q < 6; q++)
                    J[i * dofs + 6 * contacts[c].lower + q] -= row[q];
            }
            p->rows[i].kind = r == 0 ? CF_ROW_NORMAL : drop_y ? CF_ROW_FRICTION2D : CF_ROW_FRICTION3D;
            p->rows[i].normal = r == 0 ? -1 : per * c;
            p->rows[i].mu = r == 0 ? 0.0 : contacts[c].mu;
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int q = 0; q < dofs; q++)
                sum += J[i * dofs + q] * Minv[q] * J[j * dofs + q];
            p->A[i * n + j] = sum;
        }
        double sum = 0.0;
        for (int q = 0; q < dofs; q++)
            sum += J[i * dofs + q] * Minv[q] * force[q];
        p->b[i] = sum;
    }
    snprintf(p->name, sizeof p->name, "stacks-3d");
    free(J);
    free(Minv);
    return p;
}

/* A few stacks of boxes on a floor, each box offset a little from the one
 * below, touching it at the four corners of their overlap (planar: two
 * points on y = 0, every push along x); mu per contact from 0 to 2 (or 0)
 * and sideways pushes and twists on some boxes. */
static cf_problem *random_stacks(unsigned long long seed, int stacks, int height, int mu_zero,
                                 int planar, int drop_y)
{
    unsigned long long state = seed;
    enum { MAX_BODIES = 24, MAX_CONTACTS = 96 };
    body3d bodies[MAX_BODIES];
    contact3d contacts[MAX_CONTACTS];
    double force[6 * MAX_BODIES] = {0};
    int n_bodies = 0, n_contacts = 0;
    for (int s = 0; s < stacks && n_bodies < MAX_BODIES; s++) {
        double x = 5.0 * s, y = 0.0, z = 0.0;
        for (int h = 0; h < height && n_bodies < MAX_BODIES; h++) {
            body3d *b = &bodies[n_bodies];
            b->h[0] = uniform(&state, 0.5, 1.0);
            b->h[1] = planar ? 0.5 : uniform(&state, 0.5, 1.0);
            b->h[2] = uniform(&state, 0.25, 0.75);
            b->mass = uniform(&state, 0.5, 2.0);
            b->inertia[0] = b->mass * (b->h[1] * b->h[1] + b->h[2] * b->h[2]) / 3.0;
            b->inertia[1] = b->mass * (b->h[0] * b->h[0] + b->h[2] * b->h[2]) / 3.0;
            b->inertia[2] = b->mass * (b->h[0] * b->h[0] + b->h[1] * b->h[1]) / 3.0;
            b->c[0] = x;
            b->c[1] = y;
            b->c[2] = z + b->h[2];
            double *F = &force[6 * n_bodies];
            F[2] = -G * b->mass;
            if (cf_random_unit(&state) > 0.0) {
                F[0] = uniform(&state, -8.0, 8.0);
                F[4] = uniform(&state, -2.0, 2.0);
                if (!planar) {
                    F[1] = uniform(&state, -8.0, 8.0);
                    F[3] = uniform(&state, -2.0, 2.0);
                    F[5] = uniform(&state, -2.0, 2.0);
                }
            }
            const body3d *below = h > 0 ? &bodies[n_bodies - 1] : NULL;
            double lo[2], hi[2];
            for (int a = 0; a < 2; a++) {
                lo[a] = b->c[a] - b->h[a];
                hi[a] = b->c[a] + b->h[a];
                if (below != NULL) {
                    lo[a] = fmax(lo[a], below->c[a] - below->h[a]);
                    hi[a] = fmin(hi[a], below->c[a] + below->h[a]);
                }
            }
            for (int corner = 0; corner < 4 && n_contacts < MAX_CONTACTS; corner++) {
                if (planar && corner >= 2)
                    break;
                contact3d *c = &contacts[n_contacts++];
                c->upper = n_bodies;
                c->lower = below != NULL ? n_bodies - 1 : -1;
                c->p[0] = corner == 0 || corner == 3 ? hi[0] : lo[0];
                c->p[1] = planar ? 0.0 : corner < 2 ? hi[1] : lo[1];
                c->p[2] = z;
                c->mu = mu_zero ? 0.0 : uniform(&state, 0.0, 2.0);
            }
            n_bodies++;
            z += 2.0 * b->h[2];
            x += uniform(&state, -0.3, 0.3);
            if (!planar)
                y += uniform(&state, -0.3, 0.3);
        }
    }
    return problem_of(bodies, n_bodies, contacts, n_contacts, force, drop_y);
}

static int is_named_failure(cf_status status)
{
    return status == CF_PIVOT_LIMIT || status == CF_UNBOUNDED_RAY || status == CF_SINGULAR
           || status == CF_INACCURATE;
}

static void test_random_stacks(void)
{
    int solved = 0, total = 0;
    for (int seed = 1; seed <= 60; seed++) {
        cf_problem *p = random_stacks(3000 + (unsigned long long)seed, 1 + seed % 3, 1 + seed % 4,
                                      0, 0, 0);
        if (p == NULL)
            continue;
        cf_solved s = cf_test_solve(stage5_compute_forces, p);
        char where[64];
        snprintf(where, sizeof where, "3D stacks, seed %d (n = %d)", seed, s.p->n);
        total++;
        if (s.status == CF_OK) {
            cf_certificate c = cf_certify(s.p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
            CF_ASSERT_MSG(c.ok, "%s: ok but not certified (worst %g)", where, c.worst);
            solved += c.ok;
        } else {
            CF_ASSERT_MSG(is_named_failure(s.status), "%s: status %s", where,
                          cf_status_name(s.status));
            printf("\n%s: %s", where, cf_status_name(s.status));
        }
        cf_solved_free(&s);
    }
    printf("\n3D stacks with mu from 0 to 2: %d of %d solved and certified, the rest named\n",
           solved, total);
    CF_ASSERT_MSG(solved >= total - total / 10, "3D stacks: only %d of %d solved", solved, total);
}

/* The normal rows of p alone: the frictionless problem. */
static cf_problem *normal_rows_only(const cf_problem *p, int *normal_of)
{
    int m = 0;
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind == CF_ROW_NORMAL)
            normal_of[m++] = i;
    cf_problem *q = cf_problem_new(m);
    if (q == NULL)
        return NULL;
    snprintf(q->name, sizeof q->name, "normal-rows");
    for (int r = 0; r < m; r++) {
        for (int c = 0; c < m; c++)
            q->A[r * m + c] = p->A[normal_of[r] * p->n + normal_of[c]];
        q->b[r] = p->b[normal_of[r]];
    }
    return q;
}

/* With every mu = 0 the cones are points: stage 5's normal accelerations
 * are stage 3's on the normal rows (unique: A is symmetric PSD). */
static void test_mu_zero_is_stage_3(void)
{
    for (int seed = 1; seed <= 20; seed++) {
        cf_problem *p = random_stacks(7000 + (unsigned long long)seed, 1 + seed % 3, 1 + seed % 4,
                                      1, 0, 0);
        if (p == NULL)
            continue;
        int *normal_of = malloc((size_t)p->n * sizeof *normal_of);
        cf_problem *q = normal_of != NULL ? normal_rows_only(p, normal_of) : NULL;
        cf_solved s5 = cf_test_solve(stage5_compute_forces, p);
        cf_solved s3 = cf_test_solve(stage3_compute_forces, q);
        char where[64];
        snprintf(where, sizeof where, "mu = 0, seed %d", seed);
        cf_assert_solved_and_certified(&s5, where);
        cf_assert_solved_and_certified(&s3, where);
        if (s5.status == CF_OK && s3.status == CF_OK) {
            double scale = cf_max_abs(s3.p->n, s3.p->b);
            for (int r = 0; r < s3.p->n; r++)
                CF_ASSERT_NEAR(s5.a[normal_of[r]], s3.a[r], 1e-9 * scale, where);
            for (int i = 0; i < s5.p->n; i++)
                if (s5.p->rows[i].kind == CF_ROW_FRICTION3D)
                    CF_ASSERT_NEAR(s5.f[i], 0.0, 0.0, where);
        }
        cf_solved_free(&s5);
        cf_solved_free(&s3);
        free(normal_of);
    }
}

/* A planar scene (every contact on y = 0, every push along x) as a 3D
 * problem and as a 2D one: the tangent y rows do not couple to the others
 * and carry nothing, and stage 5's accelerations are stage 4's. */
static void test_planar_is_stage_4(void)
{
    int compared = 0;
    for (int seed = 1; seed <= 20; seed++) {
        unsigned long long s = 9000 + (unsigned long long)seed;
        cf_problem *p3 = random_stacks(s, 1 + seed % 2, 1 + seed % 3, 0, 1, 0);
        cf_problem *p2 = random_stacks(s, 1 + seed % 2, 1 + seed % 3, 0, 1, 1);
        cf_solved s5 = cf_test_solve(stage5_compute_forces, p3);
        cf_solved s4 = cf_test_solve(stage4_compute_forces, p2);
        char where[64];
        snprintf(where, sizeof where, "planar, seed %d", seed);
        if (s5.status == CF_OK && s4.status == CF_OK) {
            compared++;
            double scale = cf_max_abs(s4.p->n, s4.p->b);
            for (int c = 0; c < s4.p->n / 2; c++) {
                CF_ASSERT_NEAR(s5.a[3 * c], s4.a[2 * c], 1e-9 * scale, where);
                CF_ASSERT_NEAR(s5.a[3 * c + 1], s4.a[2 * c + 1], 1e-9 * scale, where);
                CF_ASSERT_NEAR(s5.f[3 * c + 2], 0.0, 1e-9 * scale, where);
            }
        } else {
            CF_ASSERT_MSG(s5.status == CF_OK || is_named_failure(s5.status), "%s: status %s",
                          where, cf_status_name(s5.status));
        }
        cf_solved_free(&s5);
        cf_solved_free(&s4);
    }
    printf("\nplanar scenes: %d of 20 solved by both stages, accelerations equal\n", compared);
    CF_ASSERT_MSG(compared >= 18, "planar scenes: only %d compared", compared);
}

/* ---- the Siconos 3D friction-contact problems ---- */

/* The files up to 400 rows run in make test (the largest of them, n = 321,
 * in a fraction of a second); the seven larger ones (n = 675 to 1710) in
 * make bench, where refactoring A11 at every pivot takes minutes.  Above
 * n = 900 (the two largest) the default cap lets the pivoting run for
 * minutes, and a Newton step of the fall-back refactors a clamped matrix
 * of a thousand rows or more, seconds each, so their budget is a smaller
 * cap: half of it for the pivoting, half for the fall-back's Newton steps
 * (its sweeps, n^2 each, are not counted). */
#define SICONOS_MAX_N 400
#define SICONOS_LARGE_N 900
#define SICONOS_LARGE_CAP 24

/* One 3D file of the manifest. */
typedef struct siconos_file {
    char name[256];
    int n;
} siconos_file;

static int by_size(const void *x, const void *y)
{
    const siconos_file *a = x, *b = y;
    return (a->n > b->n) - (a->n < b->n);
}

/* The 3D files of the manifest, smallest first; the count in *count. */
static siconos_file *siconos_3d_files(int *count)
{
    *count = 0;
    FILE *manifest = fopen(CF_PEER_DIR "/fc/MANIFEST.tsv", "r");
    CF_ASSERT_MSG(manifest != NULL, "cannot open the Siconos manifest");
    siconos_file *files = calloc(64, sizeof *files);
    char line[4096];
    while (manifest != NULL && files != NULL && *count < 64
           && fgets(line, sizeof line, manifest) != NULL) {
        int dim, contacts;
        siconos_file *f = &files[*count];
        if (sscanf(line, "%255s %d %d %d", f->name, &dim, &contacts, &f->n) == 4 && dim == 3)
            ++*count;
    }
    if (manifest != NULL)
        fclose(manifest);
    if (files != NULL)
        qsort(files, (size_t)*count, sizeof *files, by_size);
    return files;
}

/* The certifier's verdict on Siconos's own solution of the file (its
 * .sol), at the tolerance it applies to ours.  Where it accepts the
 * reference, an answer exists that it accepts, and stage 5 not finding
 * one is a defect, not a hard problem. */
static int reference_certified(const char *path, const cf_problem *p, double *worst)
{
    char sol[512];
    snprintf(sol, sizeof sol, "%.*s.sol", (int)(strlen(path) - 4), path);
    cf_error err;
    memset(&err, 0, sizeof err);
    double *f = cf_read_vector_file(sol, p->n, &err);
    CF_ASSERT_MSG(f != NULL, "cannot read %s: %s", sol, err.message);
    if (f == NULL)
        return 0;
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    free(f);
    *worst = c.worst;
    return c.ok;
}

/* Solve every 3D file with min_n < n <= max_n, smallest first; print the
 * status, the certificate and the time of each, and the certifier's
 * verdict on the reference solution; fail where it accepts the reference
 * and not ours.  Returns the number run; *certified and *listed receive
 * the others. */
static int run_siconos_3d(int min_n, int max_n, int *certified, int *listed, int *below_large,
                          int *large_listed)
{
    siconos_file *files = siconos_3d_files(listed);
    int ran = 0;
    *certified = *below_large = *large_listed = 0;
    for (int k = 0; files != NULL && k < *listed; k++) {
        const char *file = files[k].name;
        int n = files[k].n;
        if (n <= min_n || n > max_n) {
            if (n > max_n)
                printf("siconos 3D %-40s n = %4d: in make bench\n", file, n);
            continue;
        }
        char path[512];
        snprintf(path, sizeof path, CF_PEER_DIR "/fc/%s", file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_solved s = cf_solved_prepare(cf_siconos_read_fc(path, &err));
        CF_ASSERT_MSG(s.p != NULL, "%s: %s", file, err.message);
        if (s.p == NULL)
            continue;
        char note[256] = "";
        cf_solve_options options = {.note = note, .note_size = sizeof note,
                                    .max_pivots = n > SICONOS_LARGE_N ? SICONOS_LARGE_CAP : 0};
        clock_t start = clock();
        s.status = stage5_compute_forces(s.p, &options, s.f, s.a);
        double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
        cf_certificate c = cf_certify(s.p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
        ran++;
        if (s.status == CF_OK) {
            CF_ASSERT_MSG(c.ok, "%s: ok but rejected (worst %g)", file, c.worst);
            *certified += c.ok;
        } else {
            CF_ASSERT_MSG(is_named_failure(s.status), "%s: status %s", file,
                          cf_status_name(s.status));
        }
        double reference_worst = INFINITY;
        int reference_ok = reference_certified(path, s.p, &reference_worst);
        CF_ASSERT_MSG(c.ok || !reference_ok,
                      "%s: the reference solution is certified (worst %.1e), ours is not (%s, "
                      "worst %.1e)", file, reference_worst, cf_status_name(s.status), c.worst);
        char cap[32] = "";
        if (options.max_pivots > 0)
            snprintf(cap, sizeof cap, ", pivot cap %d", options.max_pivots);
        printf("siconos 3D %-40s n = %4d: %-13s %s (worst %.1e; reference %s, %.1e), "
               "%.2f s%s%s%s\n", file, n, cf_status_name(s.status),
               c.ok ? "certified" : "not certified", c.worst,
               reference_ok ? "certified" : "rejected", reference_worst, seconds, cap,
               note[0] != '\0' ? "; " : "", note);
        *below_large += c.ok && n <= SICONOS_LARGE_N;
        *large_listed += n <= SICONOS_LARGE_N;
        fflush(stdout);
        cf_solved_free(&s);
    }
    free(files);
    return ran;
}

static void test_siconos_3d(void)
{
    int certified, listed, below, below_ran;
    printf("\n");
    int ran = run_siconos_3d(0, SICONOS_MAX_N, &certified, &listed, &below, &below_ran);
    printf("siconos 3D: %d of %d run here solved and certified (%d files in all)\n", certified,
           ran, listed);
    CF_ASSERT_MSG(listed == 35, "the manifest lists %d 3D files, expected 35", listed);
    CF_ASSERT_MSG(ran >= 25, "only %d Siconos 3D files ran", ran);
    CF_ASSERT_MSG(certified == ran, "only %d of the %d files run here certified", certified, ran);
}

/* The fall-back's two ways to an answer, on two small Siconos files whose
 * pivoting a cap of 24 stops after 12 pivots.  On Confeti-ex03 the sweeps
 * themselves reach the certifier's tolerance, and are the answer as they
 * are; on OneObject-i100000-316 they do not, and Newton's method on the
 * sets read off them finishes.  Either way the answer is certified and
 * the note says which way it was found. */
static void test_fallback_paths(void)
{
    static const struct {
        const char *file, *found;
    } cases[] = {
        {"Confeti-ex03-Fc3D-SBM.dat", "the certifier accepted the forces as they were"},
        {"OneObject-i100000-316.hdf5.dat", "the sets read off the forces were solved"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char path[512];
        snprintf(path, sizeof path, CF_PEER_DIR "/fc/%s", cases[k].file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_solved s = cf_solved_prepare(cf_siconos_read_fc(path, &err));
        CF_ASSERT_MSG(s.p != NULL, "%s: %s", cases[k].file, err.message);
        if (s.p == NULL)
            continue;
        char note[256] = "";
        cf_solve_options options = {.note = note, .note_size = sizeof note,
                                    .max_pivots = SICONOS_LARGE_CAP};
        s.status = stage5_compute_forces(s.p, &options, s.f, s.a);
        cf_certificate c = cf_certify(s.p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
        printf("\n    %s, pivot cap %d: %s, worst %.1e; %s", cases[k].file, SICONOS_LARGE_CAP,
               cf_status_name(s.status), c.worst, note);
        CF_ASSERT_MSG(s.status == CF_OK && c.ok, "%s: %s, worst %g", cases[k].file,
                      cf_status_name(s.status), c.worst);
        CF_ASSERT_MSG(strstr(note, "reached its pivot cap") != NULL
                          && strstr(note, cases[k].found) != NULL,
                      "%s: the note should say the cap stopped the pivoting and %s: %s",
                      cases[k].file, cases[k].found, note);
        cf_solved_free(&s);
    }
    printf("\n");
}

static void test_refusals_and_cap(void)
{
    cf_problem *p = cf_test_load("format-all-kinds.cf"); /* has friction2d and dynamic rows */
    if (p != NULL) {
        double f[15], a[15];
        CF_ASSERT_MSG(stage5_compute_forces(p, NULL, f, a) == CF_UNSUPPORTED,
                      "2D friction and sliding rows are not stage 5's");
        CF_ASSERT_MSG(stage5_compute_forces(NULL, NULL, f, a) == CF_INVALID_INPUT, "NULL problem");
        p->b[0] = NAN;
        CF_ASSERT_MSG(stage5_compute_forces(p, NULL, f, a) == CF_INVALID_INPUT, "NaN in b");
        cf_problem_free(p);
    }
    /* A cap of one pivot stops the sliding cube, which needs more. */
    cf_solved s = cf_solved_prepare(cf_test_load("ex10d-cube-push-30-at-bound.cf"));
    if (s.p != NULL) {
        char note[256] = "";
        cf_solve_options options = {.max_pivots = 1, .note = note, .note_size = sizeof note};
        s.status = stage5_compute_forces(s.p, &options, s.f, s.a);
        CF_ASSERT_MSG(s.status == CF_PIVOT_LIMIT, "pivot cap 1: status %s",
                      cf_status_name(s.status));
        CF_ASSERT_MSG(strstr(note, "cap") != NULL && strstr(note, "driving row") != NULL,
                      "the note names the cap and the driven row: %s", note);
    }
    cf_solved_free(&s);
}

/* make bench runs the larger files (make bench-stage5-large:
 * test_05_friction_3d --bench), beside the table against Siconos.  Each
 * has the default pivot cap, 20 n + 20, as its budget, the two largest
 * SICONOS_LARGE_CAP.  Every file up to n = 900 must be certified, and
 * above it every file whose reference solution the certifier accepts
 * (KaplasTower; RockPile_tob1's reference it rejects, see the
 * certifier's appendix). */
static void test_siconos_3d_large(void)
{
    int certified, listed, below, below_ran;
    printf("\n");
    int ran = run_siconos_3d(SICONOS_MAX_N, CF_PROBLEM_MAX_N, &certified, &listed, &below,
                             &below_ran);
    printf("siconos 3D, n > %d: %d of %d solved and certified\n", SICONOS_MAX_N, certified, ran);
    CF_ASSERT_MSG(below == below_ran, "only %d of the %d files with %d < n <= %d certified", below,
                  below_ran, SICONOS_MAX_N, SICONOS_LARGE_N);
}

int main(int argc, char **argv)
{
    static const cf_test_case bench[] = {
        {"the larger Siconos 3D friction-contact problems", test_siconos_3d_large},
        {NULL, NULL},
    };
    if (argc == 2 && strcmp(argv[1], "--bench") == 0)
        return cf_test_main("stage 5: the larger Siconos 3D files", bench);
    static const cf_test_case tests[] = {
        {"worked examples, certified and as derived", test_worked_examples},
        {"Example 10: the cone's friction opposes the slip", test_example_10_opposes_slip},
        {"leaving the cone: the quadratic", test_exit_step},
        {"Example 10: the sticking limit of each model", test_example_10_limits},
        {"Example 10: cone and box at 10 N, 30 degrees", test_example_10_models},
        {"the models on the pushed cube", test_models_on_the_cube},
        {"random 3D stacks with mu from 0 to 2", test_random_stacks},
        {"mu = 0 gives stage 3's accelerations", test_mu_zero_is_stage_3},
        {"planar scenes give stage 4's accelerations", test_planar_is_stage_4},
        {"refusals and the pivot cap", test_refusals_and_cap},
        {"the fall-back: sweeps certified, or Newton on their sets", test_fallback_paths},
        {"Siconos 3D friction-contact problems", test_siconos_3d},
        {NULL, NULL},
    };
    return cf_test_main("stage 5: static friction in 3D", tests);
}
