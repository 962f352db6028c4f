/* test_06_sliding_3d.c - Stage 6 in 3D: sliding contacts and static
 * friction with the circular cone (stage 5) in one problem.
 *
 *  - a cube (m = 1, side 2) sliding diagonally on a plane with a particle
 *    (m = 0.5) resting on its top: the floor's friction is exactly
 *    -mu f_N times the slip at every corner, and the particle's static
 *    friction is what the closed form says, inside its cone (it sticks)
 *    or on it, opposing the relative acceleration;
 *  - with no dynamic row stage 6 is stage 5: the same answers on stage
 *    5's worked 3D problems (and their files' numbers) and on eight of
 *    the Siconos 3D files;
 *  - the cube sliding along x with mu = 2 (Example 8 in 3D): no force
 *    exists; the status is inconsistent and every condition but the
 *    driven row's holds along the ray, the particle's cone included.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cf_test.h"
#include "certify.h"
#include "dense.h"
#include "friction_3d.h"
#include "siconos.h"
#include "sliding_friction.h"

#define G 9.81

/* A rigid body: the inverse of its mass matrix (diagonal: 1/m three times,
 * then 1/I about the principal axes) and the external force and torque. */
typedef struct body {
    double minv[6];
    double force[6];
} body;

/* A contact with normal +z at a point r_upper from the upper body's centre
 * and r_lower from the lower one's (lower = -1: the fixed floor).  Its
 * tangent rows are x and y, dynamic with the unit slip (slide) or static
 * (friction3d). */
typedef struct contact {
    int upper, lower;
    double r_upper[3], r_lower[3];
    double mu;
    int sliding;
    double slide[2];
} contact;

/* Row of J for direction d at r: [d, r x d]. */
static void jacobian_part(const double r[3], const double d[3], double sign, double *out)
{
    out[0] = sign * d[0];
    out[1] = sign * d[1];
    out[2] = sign * d[2];
    out[3] = sign * (r[1] * d[2] - r[2] * d[1]);
    out[4] = sign * (r[2] * d[0] - r[0] * d[2]);
    out[5] = sign * (r[0] * d[1] - r[1] * d[0]);
}

/* a = A f + b with A = J M^-1 J^T and b = J M^-1 F (bodies at rest, so no
 * velocity terms): three rows per contact, normal then x then y. */
static cf_problem *problem_of(const body *bodies, int n_bodies, const contact *contacts,
                              int n_contacts, const char *name)
{
    const int n = 3 * n_contacts, dofs = 6 * n_bodies;
    cf_problem *p = cf_problem_new(n);
    double *J = cf_vec_new(n * dofs);
    if (p == NULL || J == NULL) {
        free(J);
        cf_problem_free(p);
        return NULL;
    }
    static const double dirs[3][3] = {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}};
    for (int c = 0; c < n_contacts; c++) {
        const contact *k = &contacts[c];
        for (int r = 0; r < 3; r++) {
            double *row = &J[(3 * c + r) * dofs];
            jacobian_part(k->r_upper, dirs[r], 1.0, &row[6 * k->upper]);
            if (k->lower >= 0)
                jacobian_part(k->r_lower, dirs[r], -1.0, &row[6 * k->lower]);
        }
        for (int r = 1; r <= 2; r++)
            p->rows[3 * c + r] = (cf_row){k->sliding ? CF_ROW_DYNAMIC : CF_ROW_FRICTION3D, 3 * c,
                                          k->mu, k->sliding ? k->slide[r - 1] : 0.0};
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int q = 0; q < dofs; q++)
                sum += J[i * dofs + q] * bodies[q / 6].minv[q % 6] * J[j * dofs + q];
            p->A[i * n + j] = sum;
        }
        double sum = 0.0;
        for (int q = 0; q < dofs; q++)
            sum += J[i * dofs + q] * bodies[q / 6].minv[q % 6] * bodies[q / 6].force[q % 6];
        p->b[i] = sum;
    }
    snprintf(p->name, sizeof p->name, "%s", name);
    free(J);
    return p;
}

/* The cube (body 0: m = 1, side 2, I = 2/3) on the floor at its four
 * corners, sliding along (sx, sy) with mu_d, and a particle (body 1:
 * m = 0.5) at rest on the centre of its top with static mu_s.  Besides
 * gravity the cube is pulled up by lift, and the particle pushed along x
 * by push and pressed down by press. */
static cf_problem *cube_and_particle(double sx, double sy, double mu_d, double mu_s,
                                     double lift, double push, double press, const char *name)
{
    const body bodies[2] = {
        {{1, 1, 1, 1.5, 1.5, 1.5}, {0, 0, lift - G, 0, 0, 0}},
        {{2, 2, 2, 0, 0, 0}, {push, 0, -press - 0.5 * G, 0, 0, 0}},
    };
    contact contacts[5];
    const double xs[4] = {1, -1, -1, 1}, ys[4] = {1, 1, -1, -1};
    for (int c = 0; c < 4; c++)
        contacts[c] = (contact){0, -1, {xs[c], ys[c], -1.0}, {0, 0, 0}, mu_d, 1, {sx, sy}};
    contacts[4] = (contact){1, 0, {0, 0, 0}, {0, 0, 1.0}, mu_s, 0, {0, 0}};
    return problem_of(bodies, 2, contacts, 5, name);
}

/* Sliding along u = (1, 1)/sqrt 2 with mu_d = 0.3 on the floor.  If the
 * particle sticks, both bodies decelerate at mu_d g (the floor carries
 * (M + m) g and the particle's friction is internal), so the particle
 * needs f_T = -m mu_d g u = -0.15 g u: inside its cone when mu_s = 0.5
 * (0.15 g < 0.25 g), a_T = 0.  With mu_s = 0.2 it cannot stick: at the
 * bound f_T = -mu_s m g u = -0.1 g u on the particle, which accelerates at
 * -0.2 g u while the cube, pushed by -0.45 g u from the floor and +0.1 g u
 * from the particle, accelerates at -0.35 g u: a_T = +0.15 g u, and the
 * friction opposes it. */
static void test_sliding_cube_with_resting_particle(void)
{
    const double u = 1.0 / sqrt(2.0), mu_d = 0.3;
    const double mu_s[2] = {0.5, 0.2}, f_T[2] = {-0.15 * G, -0.1 * G}, a_T[2] = {0.0, 0.15 * G};
    for (int k = 0; k < 2; k++) {
        char where[96];
        snprintf(where, sizeof where, "sliding cube, particle with mu_s = %.1f", mu_s[k]);
        cf_problem *p = cube_and_particle(u, u, mu_d, mu_s[k], 0.0, 0.0, 0.0,
                                          "cube-slides-particle-rests");
        CF_ASSERT_MSG(p != NULL, "%s: no problem", where);
        if (p == NULL)
            continue;
        cf_solved s = cf_test_solve(stage6_compute_forces, p);
        cf_assert_solved_and_certified(&s, where);
        if (s.status != CF_OK) {
            cf_solved_free(&s);
            continue;
        }
        /* Four corners on a plane carry the cube in many ways (the side
         * corners may carry nothing): only their sum is unique. */
        double floor = 0.0;
        for (int c = 0; c < 4; c++) {
            floor += s.f[3 * c];
            CF_ASSERT_NEAR(s.f[3 * c + 1], -mu_d * u * s.f[3 * c], 1e-12, where);
            CF_ASSERT_NEAR(s.f[3 * c + 2], -mu_d * u * s.f[3 * c], 1e-12, where);
        }
        CF_ASSERT_NEAR(floor, 1.5 * G, 1e-9, "the floor carries both bodies");
        CF_ASSERT_NEAR(s.f[12], 0.5 * G, 1e-9, "the cube carries the particle");
        CF_ASSERT_NEAR(s.f[13], f_T[k] * u, 1e-9, "the particle's friction (x)");
        CF_ASSERT_NEAR(s.f[14], f_T[k] * u, 1e-9, "the particle's friction (y)");
        CF_ASSERT_NEAR(s.a[13], a_T[k] * u, 1e-9, "the particle's a_T (x)");
        CF_ASSERT_NEAR(s.a[14], a_T[k] * u, 1e-9, "the particle's a_T (y)");
        double bound = mu_s[k] * s.f[12], size = hypot(s.f[13], s.f[14]);
        if (k == 0)
            CF_ASSERT_MSG(size < bound - 1e-9, "%s: ||f_T|| = %g, not inside %g", where, size,
                          bound);
        else
            CF_ASSERT_NEAR(size, bound, 1e-9, "the particle's friction on its cone");
        cf_solved_free(&s);
    }
}

/* Stage 6 and stage 5 on the same problem: the same status and forces
 * (to 1e-12 of the largest), and stage 6's ok certified. */
static void assert_agree(cf_problem *p6, cf_problem *p5, const char *where)
{
    cf_solved six = cf_test_solve(stage6_compute_forces, p6);
    cf_solved five = cf_test_solve(stage5_compute_forces, p5);
    CF_ASSERT_MSG(six.status == five.status, "%s: stage 6 %s, stage 5 %s", where,
                  cf_status_name(six.status), cf_status_name(five.status));
    if (six.p != NULL && five.p != NULL) {
        if (six.status == CF_OK) {
            cf_certificate c = cf_certify(six.p, six.f, CF_CERTIFY_DEFAULT_TOL, NULL);
            CF_ASSERT_MSG(c.ok, "%s: stage 6's ok is not certified (%g)", where, c.worst);
        }
        double scale = 1.0 + cf_max_abs(five.p->n, five.f);
        for (int i = 0; i < six.p->n; i++)
            CF_ASSERT_NEAR(six.f[i], five.f[i], 1e-12 * scale, where);
    }
    cf_solved_free(&six);
    cf_solved_free(&five);
}

/* Stage 5's worked 3D problems have no dynamic row: stage 6 gives stage
 * 5's answers, and the numbers their files derive by hand.  So it does on
 * some of the Siconos 3D files of chapter 5: on one of them stage 5's
 * pivoting cycles and its fall-back's sweeps find the sets, on another a
 * drive's path turns back; both run on the matrix stage 6 hands over. */
static void test_stage5_problems_agree(void)
{
    static const char *const siconos[] = {
        "FC3D_Example1.dat",          "GFC3D_TwoRods1-condensed.dat",
        "Confeti-ex13-4contact-Fc3D-SBM.dat", "NESpheres_10_1.dat",
        "OneObject-i1028-138.hdf5.dat", "OneObject-i100000-499.hdf5.dat",
        "NESpheres_30_1.dat",         "BoxesStack1-i100000-32.hdf5.dat",
    };
    for (size_t k = 0; k < sizeof siconos / sizeof siconos[0]; k++) {
        char path[512];
        snprintf(path, sizeof path, CF_PEER_DIR "/fc/%s", siconos[k]);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p6 = cf_siconos_read_fc(path, &err), *p5 = cf_siconos_read_fc(path, &err);
        CF_ASSERT_MSG(p6 != NULL && p5 != NULL, "%s: %s", siconos[k], err.message);
        if (p6 != NULL && p5 != NULL) {
            assert_agree(p6, p5, siconos[k]);
        } else {
            cf_problem_free(p6);
            cf_problem_free(p5);
        }
    }

    const char *const *cases = cf_test_friction3d_examples;
    for (size_t k = 0; k < CF_TEST_FRICTION3D_EXAMPLES; k++) {
        cf_solved six = cf_test_solve(stage6_compute_forces, cf_test_load(cases[k]));
        cf_solved five = cf_test_solve(stage5_compute_forces, cf_test_load(cases[k]));
        cf_assert_solved_and_certified(&six, cases[k]);
        CF_ASSERT_MSG(six.status == five.status, "%s: stage 6 %s, stage 5 %s", cases[k],
                      cf_status_name(six.status), cf_status_name(five.status));
        if (six.p != NULL && five.p != NULL) {
            double scale = 1.0 + cf_max_abs(five.p->n, five.f);
            for (int i = 0; i < six.p->n; i++)
                CF_ASSERT_NEAR(six.f[i], five.f[i], 1e-12 * scale, cases[k]);
        }
        cf_solved_free(&six);
        cf_solved_free(&five);
    }
}

/* Along f + s df: every normal row but the driven one keeps f >= 0, a >= 0,
 * f a = 0, or, not yet considered by the solve (a < 0 where the ray
 * starts), keeps f = 0; every dynamic row f_T = -mu f_N slide; every
 * static contact stays in its cone, and sticks (a_T = 0) or opposes a_T
 * at the bound; the driven row accelerates into the floor, and its
 * delta a is not positive. */
static void assert_ray_3d(const cf_problem *p, const stage6_ray *ray, const char *where)
{
    const int n = p->n;
    double *f = cf_vec_new(n), *a = cf_vec_new(n), *a0 = cf_vec_new(n);
    const double steps[] = {0.0, 1.0, 10.0, 1e4};
    for (size_t k = 0; a0 != NULL && f != NULL && a != NULL && k < sizeof steps / sizeof steps[0];
         k++) {
        double s = steps[k];
        for (int i = 0; i < n; i++)
            f[i] = ray->f[i] + s * ray->df[i];
        cf_matvec(n, p->A, f, a);
        for (int i = 0; i < n; i++)
            a[i] += p->b[i];
        if (k == 0)
            for (int i = 0; i < n; i++)
                a0[i] = a[i];
        double tol = 1e-9 * (1.0 + cf_max_abs(n, f) + cf_max_abs(n, a));
        for (int i = 0; i < n; i++) {
            const cf_row *row = &p->rows[i];
            if (row->kind == CF_ROW_DYNAMIC)
                CF_ASSERT_NEAR(f[i], -row->mu * row->slide * f[row->normal], tol, where);
            if (row->kind == CF_ROW_FRICTION3D && i + 1 < n && p->rows[i + 1].normal == row->normal
                && p->rows[i + 1].kind == CF_ROW_FRICTION3D) {
                double size = hypot(f[i], f[i + 1]), bound = row->mu * f[row->normal];
                double slip = hypot(a[i], a[i + 1]);
                CF_ASSERT_MSG(size <= bound + tol, "%s: ||f_T|| = %g > %g at s = %g", where, size,
                              bound, s);
                if (slip > tol) {
                    CF_ASSERT_NEAR(size, bound, tol, where);
                    CF_ASSERT_NEAR(f[i] * a[i] + f[i + 1] * a[i + 1], -size * slip, tol * slip, where);
                }
                i++;
                continue;
            }
            if (row->kind != CF_ROW_NORMAL)
                continue;
            if (i == ray->driven) {
                CF_ASSERT_MSG(a[i] < 0.0, "%s: a_%d = %g along the ray (s = %g)", where, i, a[i], s);
                continue;
            }
            if (a0[i] < -tol) { /* not yet considered: its force untouched */
                CF_ASSERT_NEAR(f[i], 0.0, tol, where);
                continue;
            }
            CF_ASSERT_MSG(f[i] >= -tol && a[i] >= -tol && fmin(f[i], a[i]) <= tol,
                          "%s: row %d breaks f >= 0, a >= 0, f a = 0 along the ray (s = %g: f %g, a %g)",
                          where, i, s, f[i], a[i]);
        }
    }
    CF_ASSERT_MSG(ray->driven >= 0 && ray->da[ray->driven] <= 0.0, "%s: delta a_d = %g", where,
                  ray->driven >= 0 ? ray->da[ray->driven] : NAN);
    free(f);
    free(a);
    free(a0);
}

/* The cube slides along +x with mu_d = 3, pulled up by 21 N (a little
 * more than the 19.715 N the two bodies and the press need); the particle
 * on it (mu_s = 2) is pressed down by 5 N and pushed along x by 10 N.
 * The particle is driven first (b_N = -19.81 - 11.19 = -31): with the
 * floor not yet touched, f_N = 31/3 makes both move up together.  Its
 * friction then sticks where the particle's a_x = 2 (10 + F) equals the
 * cube top's, -F - 1.5 F: F = -40/9, inside 2 f_N.  That pitches the cube
 * (alpha_y = 20/3), so the front corners accelerate into the floor at
 * (11.19 - 31/3) - 20/3 = -5.81.  A front corner with mu_d = 3 cannot be
 * stopped: the drive of row 0 finds no limit (Example 8 in 3D), and along
 * the ray the particle keeps sticking inside its cone. */
static void test_inconsistent_3d(void)
{
    cf_problem *p = cube_and_particle(1.0, 0.0, 3.0, 2.0, 21.0, 10.0, 5.0, "cube-slides-inconsistent");
    CF_ASSERT_MSG(p != NULL, "no problem");
    if (p == NULL)
        return;
    const int n = p->n;
    double *f = cf_vec_new(n), *a = cf_vec_new(n), *Af = cf_vec_new(n);
    stage6_ray ray = {-1, cf_vec_new(n), cf_vec_new(n), cf_vec_new(n)};
    char note[256] = "";
    cf_solve_options options = {.note = note, .note_size = sizeof note};
    cf_status status = stage6_compute_forces_ray(p, &options, f, a, &ray);
    CF_ASSERT_MSG(status == CF_INCONSISTENT, "the cube with mu = 3: %s", cf_status_name(status));
    if (status == CF_INCONSISTENT && Af != NULL) {
        CF_ASSERT_MSG(ray.driven == 0, "the ray drives row %d, not the front corner 0", ray.driven);
        CF_ASSERT_MSG(strstr(note, "unbounded ray") != NULL, "the note: %s", note);
        cf_matvec(n, p->A, f, Af);
        for (int i = 0; i < n; i++) {
            CF_ASSERT_NEAR(ray.f[i], f[i], 0.0, "the ray starts at f");
            CF_ASSERT_NEAR(a[i], Af[i] + p->b[i], 1e-9, "a = A f + b");
        }
        CF_ASSERT_NEAR(f[12], 31.0 / 3.0, 1e-9, "the particle's f_N where the ray starts");
        CF_ASSERT_NEAR(f[13], -40.0 / 9.0, 1e-9, "its friction (x)");
        CF_ASSERT_NEAR(f[14], 0.0, 1e-9, "its friction (y)");
        CF_ASSERT_NEAR(a[0], 21.0 - G - 31.0 / 3.0 - 20.0 / 3.0, 1e-9, "a of the front corner");
        CF_ASSERT_NEAR(a[9], a[0], 1e-9, "a of the other front corner");
        CF_ASSERT_MSG(ray.da[0] < 0.0, "delta a_d = %g: not sinking faster", ray.da[0]);
        assert_ray_3d(p, &ray, "cube with mu = 3");
    }
    free(f);
    free(a);
    free(Af);
    free(ray.f);
    free(ray.df);
    free(ray.da);
    cf_problem_free(p);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"a cube sliding diagonally, a particle at rest on it", test_sliding_cube_with_resting_particle},
        {"no dynamic row: stage 5's answers", test_stage5_problems_agree},
        {"inconsistent in 3D: the ray, and the cone along it", test_inconsistent_3d},
        {NULL, NULL},
    };
    return cf_test_main("stage 6 in 3D: sliding and the cone", tests);
}
