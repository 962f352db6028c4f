/* test_06_sliding_friction.c - Stage 6: sliding friction, inconsistent
 * configurations, the sticking impulse and the simulation loop.
 *
 *  - Examples 8 and 9 with dynamic rows, derived by hand in their problem
 *    files: ok and certified, or inconsistent with the ray checked along
 *    its length; a drive that starts with delta a_d < 0 and succeeds;
 *  - Painleve's rod on a grid of mu and angles: inconsistent exactly when
 *    mu > K_NN/|K_NT|, and then the sticking impulse is in the cone,
 *    certified, and the forces after it are certified;
 *  - manufactured sliding problems: a box pushed on a floor with random mu,
 *    push and direction, its dynamic rows against the world's own fold;
 *    a particle sliding down an incline and on a flat; a 3D cube sliding
 *    diagonally, its friction exactly opposite the slip;
 *  - the simulation: a block slides to rest where v^2/(2 mu g) says, and
 *    its energy never rises.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cf_test.h"
#include "certify.h"
#include "dense.h"
#include "impulse.h"
#include "painleve.h"
#include "simulate.h"
#include "sliding_friction.h"
#include "static_friction.h"
#include "world2d.h"

#define G 9.81

static cf_solved solve_case(const char *name)
{
    return cf_test_solve(stage6_compute_forces, cf_test_load(name));
}

/* Every consistent worked example: ok, certified, and its file's numbers. */
static void test_worked_examples(void)
{
    static const char *const cases[] = {
        "ex8a-box-sliding.cf",   "ex8b-box-sliding-rear-lifts.cf",
        "ex8d-drive-not-lost.cf", "ex9c-painleve-sliding.cf",
        "ex9e-painleve-sliding-two-solutions.cf",
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cf_solved s = solve_case(cases[k]);
        cf_assert_solved_and_certified(&s, cases[k]);
        cf_solved_free(&s);
    }
}

/* Along f + s df every condition but the driven row's holds, and a_d < 0. */
static void assert_ray(const cf_problem *p, const stage6_ray *ray, const char *where)
{
    const int n = p->n;
    double *f = cf_vec_new(n), *a = cf_vec_new(n);
    const double steps[] = {0.0, 1.0, 10.0, 1e4};
    for (size_t k = 0; f != NULL && a != NULL && k < sizeof steps / sizeof steps[0]; k++) {
        double s = steps[k];
        for (int i = 0; i < n; i++)
            f[i] = ray->f[i] + s * ray->df[i];
        cf_matvec(n, p->A, f, a);
        double scale = 1.0 + cf_max_abs(n, f);
        for (int i = 0; i < n; i++) {
            a[i] += p->b[i];
            const cf_row *row = &p->rows[i];
            if (row->kind == CF_ROW_DYNAMIC)
                CF_ASSERT_NEAR(f[i], -row->mu * row->slide * f[row->normal], 1e-9 * scale, where);
            if (row->kind != CF_ROW_NORMAL)
                continue;
            if (i == ray->driven) {
                CF_ASSERT_MSG(a[i] < 0.0, "%s: a_%d = %g along the ray (s = %g)", where, i, a[i], s);
                continue;
            }
            CF_ASSERT_MSG(f[i] >= -1e-9 * scale && a[i] >= -1e-9 * scale
                              && fmin(f[i], a[i]) <= 1e-9 * scale,
                          "%s: row %d breaks f >= 0, a >= 0, f a = 0 along the ray (s = %g: f %g, a %g)",
                          where, i, s, f[i], a[i]);
        }
        CF_ASSERT_MSG(ray->da[ray->driven] <= 0.0, "%s: delta a_d = %g", where, ray->da[ray->driven]);
    }
    free(f);
    free(a);
}

static cf_status solve_with_ray(const cf_problem *p, double *f, double *a, stage6_ray *ray)
{
    ray->f = cf_vec_new(p->n);
    ray->df = cf_vec_new(p->n);
    ray->da = cf_vec_new(p->n);
    return stage6_compute_forces_ray(p, NULL, f, a, ray);
}

static void free_ray(stage6_ray *ray)
{
    free(ray->f);
    free(ray->df);
    free(ray->da);
}

/* Example 8, mu = 2: the second drive (row 2, the front) pivots the rear
 * out of C and then finds no limit: f_N2 = g/2.5, a_2 = -1.2 g, delta f =
 * (0, 0, 1, -2), delta a_2 = -0.5.  Example 9, mu = 2: at once, -0.8. */
static void test_inconsistent_rays(void)
{
    cf_problem *p = cf_test_load("ex8c-box-sliding-inconsistent.cf");
    double f[4], a[4];
    stage6_ray ray;
    CF_ASSERT_MSG(solve_with_ray(p, f, a, &ray) == CF_INCONSISTENT, "Example 8c: not inconsistent");
    CF_ASSERT_MSG(ray.driven == 2, "Example 8c: the ray drives row %d, not the front (2)", ray.driven);
    CF_ASSERT_NEAR(ray.f[2], G / 2.5, 1e-12, "Example 8c: f_N front at the ray");
    CF_ASSERT_NEAR(ray.f[3], -2.0 * G / 2.5, 1e-12, "Example 8c: f_T front at the ray");
    CF_ASSERT_NEAR(a[2], -1.2 * G, 1e-12, "Example 8c: a_N front at the ray");
    CF_ASSERT_NEAR(ray.df[0], 0.0, 1e-15, "Example 8c: delta f rear");
    CF_ASSERT_NEAR(ray.df[2], 1.0, 1e-15, "Example 8c: delta f front");
    CF_ASSERT_NEAR(ray.df[3], -2.0, 1e-15, "Example 8c: delta f_T front");
    CF_ASSERT_NEAR(ray.da[2], -0.5, 1e-12, "Example 8c: delta a_d");
    CF_ASSERT_NEAR(ray.da[0], 2.5, 1e-12, "Example 8c: delta a rear");
    assert_ray(p, &ray, "Example 8c");
    free_ray(&ray);
    cf_problem_free(p);

    p = cf_test_load("ex9d-painleve-sliding-inconsistent.cf");
    CF_ASSERT_MSG(solve_with_ray(p, f, a, &ray) == CF_INCONSISTENT, "Example 9d: not inconsistent");
    CF_ASSERT_MSG(ray.driven == 0, "Example 9d: ray on row %d", ray.driven);
    CF_ASSERT_NEAR(ray.da[0], -0.8, 1e-12, "Example 9d: delta a_d = 1.6 - 1.2 mu");
    assert_ray(p, &ray, "Example 9d");
    free_ray(&ray);
    cf_problem_free(p);
}

/* The manufactured drive of ex8d: its second pivot (drive 1, the first of
 * that drive) has delta a_d = -0.3 < 0 and is limited by f_0 reaching 0;
 * the drive then succeeds.  Taking delta a_d <= 0 as failure would report
 * a problem with a unique solution as inconsistent. */
static void test_negative_rate_is_not_failure(void)
{
    cf_solved s = solve_case("ex8d-drive-not-lost.cf");
    CF_ASSERT_MSG(s.status == CF_OK, "ex8d: %s", cf_status_name(s.status));
    CF_ASSERT_MSG(s.trace->count == 3, "ex8d: %d pivots, want 3", s.trace->count);
    if (s.trace->count == 3) {
        const cf_pivot *pv = &s.trace->pivots[1];
        CF_ASSERT_MSG(pv->d == 1 && pv->j == 0 && pv->move == CF_MOVE_C_TO_NC,
                      "ex8d: pivot 1 drove %d, limited by %d", pv->d, pv->j);
        CF_ASSERT_NEAR(pv->da[1], -0.3, 1e-12, "ex8d: delta a_d of the first pivot of drive 1");
        CF_ASSERT_NEAR(pv->s, 2.0, 1e-12, "ex8d: its step");
        CF_ASSERT_NEAR(s.trace->pivots[2].da[1], 0.2, 1e-12, "ex8d: delta a_d after the pivot");
    }
    cf_solved_free(&s);
}

/* Example 9, mu = 2, omega = 4: both f_N = 0 and f_N = b/0.8 solve it; the
 * pivoting returns 0 because nothing accelerates into the floor. */
static void test_two_solutions(void)
{
    cf_problem *p = cf_test_load("ex9e-painleve-sliding-two-solutions.cf");
    double other[2] = {p->b[0] / 0.8, 2.0 * p->b[0] / 0.8};
    CF_ASSERT_NEAR(other[0], 5.626043819998317, 1e-9, "Example 9e: the second solution");
    cf_certificate c = cf_certify(p, other, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "Example 9e: f_N = b/0.8 is not certified (%g)", c.worst);
    cf_problem_free(p);
}

/* On a grid of mu and theta: inconsistent exactly when mu > K_NN/|K_NT|
 * = (1 + 3 c^2)/(3 c s); otherwise f_N = g/(K_NN - 3 mu c s).  When
 * inconsistent, the sticking impulse P = (3 c s, 1 + 3 c^2) v0/det K lies in
 * the cone, is certified, and the forces after it are certified. */
static void test_painleve_grid(void)
{
    int inconsistent = 0;
    for (int im = 1; im <= 30; im++) {
        for (int it = 1; it <= 17; it++) {
            double mu = 0.1 * im, theta = 5.0 * it, t = theta * CF_PI / 180.0;
            double c = cos(t), s = sin(t), K_NN = 1 + 3 * c * c, K_NT = -3 * c * s,
                   K_TT = 1 + 3 * s * s, det = K_NN * K_TT - K_NT * K_NT;
            double threshold = K_NN / fabs(K_NT);
            if (fabs(mu - threshold) < 1e-6)
                continue;
            char where[96];
            snprintf(where, sizeof where, "Painleve, mu = %.1f, theta = %.0f", mu, theta);
            cf_world2d *w = stage6_painleve_rod(mu, theta);
            CF_ASSERT_MSG(w != NULL, "%s: no world", where);
            if (w == NULL)
                continue;
            stage6_resolution r;
            cf_status status = stage6_resolve(w, 1e-3, &r);
            if (mu < threshold) {
                CF_ASSERT_MSG(r.first == CF_OK && r.contacts == 0, "%s: %s", where,
                              cf_status_name(r.first));
                if (r.f != NULL)
                    CF_ASSERT_NEAR(r.f[0], G / (K_NN + mu * K_NT), 1e-9 * r.f[0], where);
            } else {
                inconsistent++;
                CF_ASSERT_MSG(r.first == CF_INCONSISTENT, "%s: %s", where, cf_status_name(r.first));
                CF_ASSERT_MSG(r.contacts == 1 && r.in_cone && r.impulse_status == CF_OK,
                              "%s: impulse not in the cone or not certified", where);
                if (r.contacts == 1) {
                    CF_ASSERT_NEAR(r.P[0], -K_NT / det, 1e-12, where);
                    CF_ASSERT_NEAR(r.P[1], K_NN / det, 1e-12, where);
                    CF_ASSERT_MSG(fabs(r.P[1]) <= mu * r.P[0], "%s: |P_T| > mu P_N", where);
                }
                CF_ASSERT_MSG(status == CF_OK, "%s: after the impulse %s", where,
                              cf_status_name(status));
            }
            stage6_resolution_free(&r);
            cf_world2d_free(w);
        }
    }
    CF_ASSERT_MSG(inconsistent > 100, "only %d inconsistent points on the grid", inconsistent);
}

/* The worked scenes: P = (0.3, 0.4) v0 for the rod; for the box, the
 * front alone stops, P = (0.375, -0.625) v0, and the rear lifts. */
static void test_impulse_scenes(void)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_world2d *w = cf_world2d_read_file("tests/scenes/ex9d-painleve-sliding-inconsistent.scene", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    stage6_resolution r;
    if (w != NULL) {
        CF_ASSERT_MSG(stage6_resolve(w, 1e-3, &r) == CF_OK, "Example 9 scene: after the impulse");
        CF_ASSERT_MSG(r.contacts == 1 && r.in_cone, "Example 9 scene: impulse");
        if (r.contacts == 1) {
            CF_ASSERT_NEAR(r.P[0], 0.3, 1e-12, "Example 9: P_N");
            CF_ASSERT_NEAR(r.P[1], 0.4, 1e-12, "Example 9: P_T");
        }
        double v[2];
        stage6_contact_velocity(w, 0, v);
        CF_ASSERT_NEAR(v[0], 0.0, 1e-12, "Example 9: the foot's normal velocity after");
        CF_ASSERT_NEAR(v[1], 0.0, 1e-12, "Example 9: the foot's tangential velocity after");
        stage6_resolution_free(&r);
        cf_world2d_free(w);
    }
    w = cf_world2d_read_file("tests/scenes/ex8c-box-sliding-inconsistent.scene", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    if (w != NULL) {
        CF_ASSERT_MSG(stage6_resolve(w, 1e-3, &r) == CF_OK, "Example 8 scene: after the impulse");
        CF_ASSERT_MSG(r.contacts == 1 && r.contact[0] == 1 && r.in_cone, "Example 8 scene: impulse");
        if (r.contacts == 1) {
            CF_ASSERT_NEAR(r.P[0], 0.375, 1e-12, "Example 8: P_N front");
            CF_ASSERT_NEAR(r.P[1], -0.625, 1e-12, "Example 8: P_T front");
        }
        CF_ASSERT_MSG(w->n_constraints == 1, "Example 8: the rear should have lifted");
        CF_ASSERT_NEAR(w->bodies[0].vx, 0.375, 1e-12, "Example 8: v_x after");
        CF_ASSERT_NEAR(w->bodies[0].vy, 0.375, 1e-12, "Example 8: v_y after");
        CF_ASSERT_NEAR(w->bodies[0].omega, -0.375, 1e-12, "Example 8: spin after");
        stage6_resolution_free(&r);
        cf_world2d_free(w);
    }
}

/* A 2x2 box on a floor, sliding with random mu, direction and push: its
 * problem with dynamic rows (made from the world's unfolded rows) and the
 * world's own fold give the same normal forces, or are both inconsistent. */
static void test_manufactured_boxes(void)
{
    unsigned long long seed = 12345;
    int ok = 0, inconsistent = 0;
    for (int k = 0; k < 200; k++) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        double mu = 2.5 * (double)(seed >> 40) / (double)(1ULL << 24);
        double slide = (seed >> 20) & 1 ? 1.0 : -1.0;
        double push = 10.0 * ((double)((seed >> 8) & 0xfff) / 4096.0 - 0.5);
        char text[512];
        snprintf(text, sizeof text,
                 "2d\nname box\nbody box box 2 2 at 0 1 mass 1\nforce box %.17g 0 at 0 1.5\n"
                 "contact box world at -1 0 normal 0 1 mu %.17g\n"
                 "contact box world at 1 0 normal 0 1 mu %.17g\n", push, mu, mu);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_world2d *w = cf_world2d_read_string(text, "box", &err);
        cf_problem *p = w != NULL ? cf_world2d_problem(w, &err) : NULL;
        CF_ASSERT_MSG(p != NULL, "%s", err.message);
        if (p == NULL) {
            cf_world2d_free(w);
            continue;
        }
        for (int i = 0; i < p->n; i++)
            if (p->rows[i].kind == CF_ROW_FRICTION2D) {
                p->rows[i].kind = CF_ROW_DYNAMIC;
                p->rows[i].slide = slide;
            }
        w->constraints[0].slide = w->constraints[1].slide = slide;
        cf_problem *folded = cf_world2d_problem(w, &err);
        double f[4], a[4], g[2], b[2];
        cf_status s6 = stage6_compute_forces(p, NULL, f, a);
        cf_status s4 = folded != NULL ? stage6_compute_forces(folded, NULL, g, b) : CF_NO_MEMORY;
        char where[96];
        snprintf(where, sizeof where, "box %d (mu %.3f, slide %+g, push %.3f)", k, mu, slide, push);
        CF_ASSERT_MSG(s6 == s4, "%s: dynamic rows %s, world's fold %s", where, cf_status_name(s6),
                      cf_status_name(s4));
        CF_ASSERT_MSG(s6 == CF_OK || s6 == CF_INCONSISTENT, "%s: %s", where, cf_status_name(s6));
        if (s6 == CF_OK && s4 == CF_OK) {
            ok++;
            CF_ASSERT_NEAR(f[0], g[0], 1e-9 * (1 + f[0]), where);
            CF_ASSERT_NEAR(f[2], g[1], 1e-9 * (1 + f[2]), where);
            /* every sliding box has the same horizontal acceleration: (push - mu slide g) */
            if (f[0] > 0 && f[2] > 0)
                CF_ASSERT_NEAR(f[0] + f[2], G, 1e-9, where);
        } else if (s6 == CF_INCONSISTENT) {
            inconsistent++;
        }
        cf_problem_free(folded);
        cf_problem_free(p);
        cf_world2d_free(w);
    }
    CF_ASSERT_MSG(ok > 50 && inconsistent > 10, "%d ok and %d inconsistent of 200", ok, inconsistent);
}

/* A particle sliding down a 30 degree incline (mu 0.3), then on a flat:
 * f_N = g cos 30, a_T = -g sin 30 + mu g cos 30 along t (up the slope);
 * on the flat, sliding in +x, a_T = -mu g. */
static void test_incline_then_flat(void)
{
    static const char *const text =
        "2d\nname incline\nbody p particle at 0 0 mass 1 velocity -1.7320508075688772 -1\n"
        "contact p world at 0 0 normal -0.5 0.8660254037844386 mu 0.3 sliding -1\n";
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_world2d *w = cf_world2d_read_string(text, "incline", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    if (w == NULL)
        return;
    stage6_resolution r;
    CF_ASSERT_MSG(stage6_resolve(w, 1e-3, &r) == CF_OK, "incline: %s", cf_status_name(r.after));
    double c = sqrt(3.0) / 2.0;
    if (r.f != NULL)
        CF_ASSERT_NEAR(r.f[0], G * c, 1e-12, "incline: f_N");
    double acc[3];
    {
        /* the particle's acceleration along t from the forces found */
        double t[2] = {c, 0.5};
        double ax = -0.3 * r.f[0] * t[0] * -1.0 + r.f[0] * -0.5;
        double ay = -0.3 * r.f[0] * t[1] * -1.0 + r.f[0] * c - G;
        acc[0] = ax * t[0] + ay * t[1];
    }
    CF_ASSERT_NEAR(acc[0], -G * 0.5 + 0.3 * G * c, 1e-12, "incline: a_T");
    stage6_resolution_free(&r);
    cf_world2d_free(w);

    w = cf_world2d_read_string("2d\nname flat\nbody p particle at 0 0 mass 1 velocity 2 0\n"
                               "contact p world at 0 0 normal 0 1 mu 0.3 sliding 1\n",
                               "flat", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    if (w == NULL)
        return;
    simulate_report report;
    CF_ASSERT_MSG(simulate_run(w, 10, 1e-3, NULL, NULL, &report) == CF_OK, "flat");
    CF_ASSERT_NEAR(w->bodies[0].vx, 2.0 - 10 * 1e-3 * 0.3 * G, 1e-12, "flat: v after 10 steps");
    cf_world2d_free(w);
}

/* A 3D cube (side 2, m = 1, I = 2/3) on a plane at its four corners,
 * sliding along (1, 1)/sqrt 2 with mu = 0.3: two dynamic rows per contact.
 * The friction of every contact is exactly -mu f_N times the slip, the
 * normal forces carry the weight, and the centre decelerates at mu g
 * along the slip. */
static void test_cube_sliding_diagonally(void)
{
    const int n = 12;
    cf_problem *p = cf_problem_new(n);
    double J[12][6] = {{0}};
    const double xs[4] = {1, -1, -1, 1}, ys[4] = {1, 1, -1, -1}, u = 1.0 / sqrt(2.0), mu = 0.3;
    for (int c = 0; c < 4; c++) {
        double r[3] = {xs[c], ys[c], -1.0};
        const double dirs[3][3] = {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}};
        for (int k = 0; k < 3; k++) {
            const double *d = dirs[k];
            double *row = J[3 * c + k];
            row[0] = d[0], row[1] = d[1], row[2] = d[2];
            row[3] = r[1] * d[2] - r[2] * d[1];
            row[4] = r[2] * d[0] - r[0] * d[2];
            row[5] = r[0] * d[1] - r[1] * d[0];
        }
        p->rows[3 * c + 1] = (cf_row){CF_ROW_DYNAMIC, 3 * c, mu, u};
        p->rows[3 * c + 2] = (cf_row){CF_ROW_DYNAMIC, 3 * c, mu, u};
        p->b[3 * c] = -G;
    }
    const double minv[6] = {1, 1, 1, 1.5, 1.5, 1.5};
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int q = 0; q < 6; q++)
                sum += J[i][q] * minv[q] * J[j][q];
            p->A[i * n + j] = sum;
        }
    snprintf(p->name, sizeof p->name, "cube-sliding-diagonally");
    double f[12], a[12];
    cf_status status = stage6_compute_forces(p, NULL, f, a);
    CF_ASSERT_MSG(status == CF_OK, "cube: %s", cf_status_name(status));
    double weight = 0.0, fx = 0.0, fy = 0.0;
    for (int c = 0; c < 4; c++) {
        weight += f[3 * c];
        fx += f[3 * c + 1];
        fy += f[3 * c + 2];
        CF_ASSERT_NEAR(f[3 * c + 1], -mu * u * f[3 * c], 1e-12, "cube: friction opposite the slip (x)");
        CF_ASSERT_NEAR(f[3 * c + 2], -mu * u * f[3 * c], 1e-12, "cube: friction opposite the slip (y)");
    }
    CF_ASSERT_NEAR(weight, G, 1e-9, "cube: the normal forces carry the weight");
    CF_ASSERT_NEAR(hypot(fx, fy), mu * G, 1e-9, "cube: deceleration mu g");
    CF_ASSERT_NEAR(fx, fy, 1e-12, "cube: along the diagonal");
    cf_problem_free(p);
}

/* The block of tests/scenes/block-slides-to-rest.scene (v0 = 2, mu = 0.5):
 * semi-implicit Euler stops it within v0 dt of v0^2/(2 mu g) = 0.40775
 * (the sum of dt v_k falls short of the integral by v0 dt/2); the energy
 * never rises in a step by more than 1e-12 of its start (roundoff), and
 * the block stays at rest. */
static void test_block_slides_to_rest(void)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_world2d *w = cf_world2d_read_file("tests/scenes/block-slides-to-rest.scene", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    if (w == NULL)
        return;
    const double dt = 1e-3, v0 = 2.0, mu = 0.5;
    simulate_report report;
    char *picture = NULL;
    size_t picture_size = 0;
    FILE *svg = open_memstream(&picture, &picture_size);
    cf_status status = simulate_run(w, 800, dt, NULL, svg, &report);
    if (svg != NULL)
        fclose(svg);
    /* the floor it slides on is drawn: a hatched band whose top edge is y = 0 */
    CF_ASSERT_MSG(picture != NULL && strstr(picture, "url(#hatch)") != NULL,
                  "block: the animation draws the floor the contacts lean on");
    free(picture);
    CF_ASSERT_MSG(status == CF_OK, "block: %s", cf_status_name(status));
    CF_ASSERT_MSG(report.max_rise <= 1e-12 * report.energy0, "block: energy rose by %g in a step",
                  report.max_rise);
    CF_ASSERT_NEAR(w->bodies[0].x, v0 * v0 / (2 * mu * G), v0 * dt, "block: where it stops");
    CF_ASSERT_NEAR(w->bodies[0].vx, 0.0, 1e-12, "block: at rest");
    CF_ASSERT_NEAR(w->bodies[0].y, 1.0, 1e-12, "block: on the floor");
    CF_ASSERT_MSG(report.velocity_steps == 1 && report.impulses == 0,
                  "block: %d velocity-level steps, %d impulses", report.velocity_steps,
                  report.impulses);
    cf_world2d_free(w);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"worked examples 8 and 9, certified", test_worked_examples},
        {"inconsistent: the unbounded rays of Examples 8 and 9", test_inconsistent_rays},
        {"delta a_d < 0 is not failure", test_negative_rate_is_not_failure},
        {"Painleve with b > 0: two solutions", test_two_solutions},
        {"Painleve on a grid: inconsistency and the impulse", test_painleve_grid},
        {"the sticking impulse of the worked scenes", test_impulse_scenes},
        {"manufactured sliding boxes against the world's fold", test_manufactured_boxes},
        {"a particle on an incline and on a flat", test_incline_then_flat},
        {"a 3D cube sliding diagonally", test_cube_sliding_diagonally},
        {"a block slides to rest", test_block_slides_to_rest},
        {NULL, NULL},
    };
    return cf_test_main("stage 6: sliding friction", tests);
}
