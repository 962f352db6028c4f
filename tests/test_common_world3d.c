/* test_common_world3d.c - the 3D world: rows of J, A and b from bodies in
 * closed forms derived by hand in the comments, the tangent basis, the
 * gyroscopic and centripetal terms, the contact finder, the 3D scene
 * reader (malformed scenes in tests/scenes/malformed/3d name the error they
 * must produce, "# expect-error: TEXT"), writing and reading back, and the
 * drawing.  The scene twins of the 3D worked examples are checked with the
 * 2D ones by test_common_world.c.
 */
#include "cf_test.h"
#include "assemble.h"
#include "world3d.h"

#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCENES_DIR "tests/scenes"
#define TOL 1e-13

static cf_world3d *world_of(const char *text)
{
    cf_error err;
    cf_world3d *w = cf_world3d_read_string(text, "test", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    return w;
}

static cf_problem *build(const cf_world3d *w)
{
    cf_error err;
    cf_problem *p = cf_world3d_problem(w, &err);
    CF_ASSERT_MSG(p != NULL, "%s", err.message);
    return p;
}

/* The problem of a scene in a string; NULL (with a failed assert) if none. */
static cf_problem *problem_of(const char *text)
{
    cf_world3d *w = world_of(text);
    cf_problem *p = w != NULL ? build(w) : NULL;
    cf_world3d_free(w);
    return p;
}

static void assert_matrix(const cf_problem *p, int n, const double *A, const double *b, const char *where)
{
    if (p == NULL || !CF_ASSERT_MSG(p->n == n, "%s: %d rows, want %d", where, p->n, n))
        return;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            CF_ASSERT_NEAR(p->A[i * n + j], A[i * n + j], TOL, where);
        CF_ASSERT_NEAR(p->b[i], b[i], TOL, where);
    }
}

/* ------------------------------------------------------------------ */
/* Closed forms                                                        */
/* ------------------------------------------------------------------ */

/* A sphere of radius 1/2 and mass 2 (I = 2/5 m R^2 = 0.2) on a floor, with
 * friction, pushed with 3 N along x at its centre.  The contact is at
 * r = (0, 0, -1/2) from the centre.  Normal z: r x z = 0, so A_nn = 1/m
 * = 0.5.  Tangent x: r x x = (0, -1/2, 0); tangent y: r x y = (1/2, 0, 0);
 * A_tt = 1/m + (1/4)/0.2 = 1.75 each (the rolling sphere's 1/m (1 + 5/2)),
 * A_t1t2 = 0, A_nt = 0.  b = (-g, 3/m, 0) = (-9.81, 1.5, 0).  Rows 1 and 2
 * are friction3d bound to row 0 with mu 0.5. */
static void test_sphere_on_plane(void)
{
    cf_problem *p = problem_of("3d\nname sphere\nbody floor plane at 0 0 0 normal 0 0 1\n"
                               "body ball sphere 0.5 at 0 0 0.5 mass 2\nforce ball 3 0 0\n"
                               "contact ball floor at 0 0 0 normal 0 0 1 mu 0.5\n");
    const double A[9] = {0.5, 0, 0, 0, 1.75, 0, 0, 0, 1.75}, b[3] = {-9.81, 1.5, 0};
    assert_matrix(p, 3, A, b, "a sphere on a plane");
    /* The finder finds the same contact. */
    cf_problem *found = problem_of("3d\nname sphere\nbody floor plane at 0 0 0 normal 0 0 1\n"
                                   "body ball sphere 0.5 at 0 0 0.5 mass 2\nforce ball 3 0 0\n"
                                   "find-contacts mu 0.5\n");
    assert_matrix(found, 3, A, b, "a sphere on a plane, found");
    cf_problem_free(found);
    if (p != NULL && p->n == 3)
        for (int i = 1; i < 3; i++)
            CF_ASSERT_MSG(p->rows[i].kind == CF_ROW_FRICTION3D && p->rows[i].normal == 0 && p->rows[i].mu == 0.5,
                          "row %d is friction3d bound to row 0 with mu 0.5", i);
    cf_problem_free(p);
}

/* Example 3 (chapter 2): a cube of side 2, m = 1, on its four corners
 * (1,1), (-1,1), (-1,-1), (1,-1) at z = -1 from its centre.  Row i is
 * [z, r_i x z] = [0 0 1, y_i -x_i 0]; I = m (4 + 4)/12 = 2/3, so
 * A_ij = 1 + 1.5 (x_i x_j + y_i y_j) and b = -g. */
static void test_cube_corners(void)
{
    cf_problem *p = problem_of("3d\nname cube\nbody floor plane at 0 0 0 normal 0 0 1\n"
                               "body cube box 2 2 2 at 0 0 1 mass 1\n"
                               "contact cube floor at 1 1 0 normal 0 0 1\n"
                               "contact cube floor at -1 1 0 normal 0 0 1\n"
                               "contact cube floor at -1 -1 0 normal 0 0 1\n"
                               "contact cube floor at 1 -1 0 normal 0 0 1\n");
    const double A[16] = {4, 1, -2, 1, 1, 4, 1, -2, -2, 1, 4, 1, 1, -2, 1, 4};
    const double b[4] = {-9.81, -9.81, -9.81, -9.81};
    assert_matrix(p, 4, A, b, "Example 3's cube");
    cf_problem_free(p);
}

/* The finder on Example 3's cube finds the same four corners, in the order
 * of their x, then y: (-1,-1), (-1,1), (1,-1), (1,1), which are Example 3's
 * contacts 2, 1, 3, 0. */
static void test_finder_cube(void)
{
    cf_problem *p = problem_of("3d\nname cube\nbody floor plane at 0 0 0 normal 0 0 1\n"
                               "body cube box 2 2 2 at 0 0 1 mass 1\nfind-contacts\n");
    const double A[16] = {4, 1, -2, 1, 1, 4, 1, -2, -2, 1, 4, 1, 1, -2, 1, 4};
    const int example[4] = {2, 1, 3, 0};
    if (p != NULL && CF_ASSERT_MSG(p->n == 4, "4 contacts, found %d", p->n))
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                CF_ASSERT_NEAR(p->A[i * 4 + j], A[example[i] * 4 + example[j]], TOL, "the found cube");
    cf_problem_free(p);
}

/* Two cubes of side 2 on a floor, the upper one moved by 1/2 along x: the
 * floor holds the lower cube's four corners; the upper cube's two corners
 * at x = -1/2 lie on the lower's top face, and the lower's two at x = 1 on
 * the upper's bottom face.  Eight contacts, all with normal +z, the upper
 * body as A. */
static void test_finder_offset_stack(void)
{
    cf_world3d *w = world_of("3d\nname stack\nbody floor plane at 0 0 0 normal 0 0 1\n"
                             "body lower box 2 2 2 at 0 0 1 mass 1\nbody upper box 2 2 2 at 0.5 0 3 mass 1\n"
                             "find-contacts mu 0.5\n");
    if (w != NULL && CF_ASSERT_MSG(w->n_constraints == 8, "8 contacts, found %d", w->n_constraints)) {
        const double want_x[8] = {-1, -1, 1, 1, -0.5, -0.5, 1, 1};
        for (int k = 0; k < 8; k++) {
            const cf_constraint3d *c = &w->constraints[k];
            int a = k < 4 ? 1 : 2, b = k < 4 ? 0 : 1;
            CF_ASSERT_MSG(c->a == a && c->b == b && c->p[0] == want_x[k] && c->p[2] == (k < 4 ? 0.0 : 2.0) &&
                              c->n[2] == 1.0 && c->friction && c->mu == 0.5,
                          "contact %d: %d on %d at (%g, %g, %g)", k, c->a, c->b, c->p[0], c->p[1], c->p[2]);
        }
        CF_ASSERT_MSG(cf_world3d_row_count(w) == 24, "three rows per contact");
    }
    cf_world3d_free(w);
}

/* A box with principal moments (1, 2, 3), spinning at omega = (1, 1, 0),
 * held by the fixed frame at r = (1, 0, 0) along d = y: the row is
 * [y, r x y] = [0 1 0, 0 0 1].  With no constraint force the body turns by
 * omega' = -I^-1 (omega x I omega): I omega = (1, 2, 0), omega x I omega =
 * (0, 0, 1), omega' = (0, 0, -1/3), and the point's centripetal
 * acceleration is omega x (omega x r) = (-1, 1, 0).  So
 * b = (r x d) . omega' + d . (omega x (omega x r)) = -1/3 + 1 = 2/3.
 * Turned by 90 degrees about z the moments along x and y swap: I omega =
 * (2, 1, 0), omega x I omega = (0, 0, -1), b = 1/3 + 1 = 4/3.  A sphere
 * has no gyroscopic term: b = 1.  Gravity acts along z and adds nothing. */
static void test_gyroscopic(void)
{
    static const char *const scenes[3] = {
        "3d\nname spin\nbody top box 2 2 2 at 0 0 0 mass 1 inertia 1 2 3 spin 1 1 0\n"
        "contact top world at 1 0 0 normal 0 1 0\n",
        "3d\nname spin\nbody top box 2 2 2 at 0 0 0 rotation 0 0 1 90 mass 1 inertia 1 2 3 spin 1 1 0\n"
        "contact top world at 1 0 0 normal 0 1 0\n",
        "3d\nname spin\nbody top sphere 1 at 0 0 0 mass 1 spin 1 1 0\n"
        "contact top world at 1 0 0 normal 0 1 0\n"};
    const double want[3] = {2.0 / 3.0, 4.0 / 3.0, 1.0};
    for (int k = 0; k < 3; k++) {
        cf_problem *p = problem_of(scenes[k]);
        if (p != NULL)
            CF_ASSERT_NEAR(p->b[0], want[k], TOL, scenes[k]);
        cf_problem_free(p);
    }
}

/* A ball joint at the origin holding a sphere of mass 2, radius 1/2
 * (I = 0.2), hanging at r = (0, 0, 1) below it, swinging at omega =
 * (2, 0, 0).  Rows x, y, z: [x, r x x] = [1 0 0, 0 1 0], [y, r x y] =
 * [0 1 0, -1 0 0], [z, r x z] = [0 0 1, 0 0 0].  A = diag(1/m + 1/I,
 * 1/m + 1/I, 1/m) = diag(5.5, 5.5, 0.5).  The joint's point on the sphere
 * turns about its centre: omega x (omega x r) = (0, 0, -4), so b =
 * (0, 0, -g - 4), and a_z = 0 needs f_z = m (g + omega^2 L) = 27.62, the
 * pendulum's tension. */
static void test_ball_joint(void)
{
    cf_problem *p = problem_of("3d\nname bob\nbody bob sphere 0.5 at 0 0 -1 mass 2 spin 2 0 0\n"
                               "ball bob world at 0 0 0\n");
    const double A[9] = {5.5, 0, 0, 0, 5.5, 0, 0, 0, 0.5}, b[3] = {0, 0, -9.81 - 4.0};
    assert_matrix(p, 3, A, b, "a ball joint");
    if (p != NULL && p->n == 3) {
        for (int i = 0; i < 3; i++)
            CF_ASSERT_MSG(p->rows[i].kind == CF_ROW_BILATERAL, "row %d is bilateral", i);
        CF_ASSERT_NEAR(-p->b[2] / p->A[8], 2.0 * (9.81 + 4.0), TOL, "the tension");
    }
    cf_problem_free(p);
}

/* The same sphere on a hinge about x: the ball joint's three rows, then the
 * angular rows along the axis's tangents u1 = y, u2 = x X y = z:
 * [0 0 0, 0 1 0] and [0 0 0, 0 0 1].  A_33 = A_44 = 1/I = 5; row 3 meets
 * row 0 (angular part (0, 1, 0)) with A_03 = 5; row 4 meets nothing
 * (A_i4 = 0 for i < 4). */
static void test_hinge(void)
{
    cf_problem *p = problem_of("3d\nname door\nbody bob sphere 0.5 at 0 0 -1 mass 2\n"
                               "hinge bob world at 0 0 0 axis 1 0 0\n");
    const double A[25] = {5.5, 0, 0, 5, 0, 0, 5.5, 0, 0, 0, 0, 0, 0.5, 0, 0,
                          5, 0, 0, 5, 0, 0, 0, 0, 0, 5};
    const double b[5] = {0, 0, -9.81, 0, 0};
    assert_matrix(p, 5, A, b, "a hinge");
    cf_problem_free(p);
}

/* A normal that turns with a spinning body B: a particle A at rest on a
 * box B spinning at omega_B = (0, 0, 1) about its centre, touching its top
 * at r_B = (1, 0, 1), normal z.  The contact point of B moves at
 * omega_B x r_B = (0, 1, 0) and A's is at rest, so the relative velocity is
 * (0, -1, 0); the tangent x turns at omega_B x x = (0, 1, 0), which adds
 * 2 (0, 1, 0) . (0, -1, 0) = -2 to b of the tangent row along x; B's point
 * accelerates by omega x (omega x r) = (-1, 0, 0), which adds +1 (B's
 * side is subtracted).  With no gravity: b = (0, -1, 0).  The normal z does
 * not turn (omega_B x z = 0). */
static void test_turning_tangent(void)
{
    cf_problem *p = problem_of("3d\nname turn\ngravity 0\nbody table box 4 4 2 at 0 0 0 mass 1 spin 0 0 1\n"
                               "body bead particle at 1 0 1 mass 1\n"
                               "contact bead table at 1 0 1 normal 0 0 1 mu 1\n");
    if (p != NULL && CF_ASSERT_MSG(p->n == 3, "three rows")) {
        CF_ASSERT_NEAR(p->b[0], 0.0, TOL, "normal");
        CF_ASSERT_NEAR(p->b[1], -1.0, TOL, "tangent x");
        CF_ASSERT_NEAR(p->b[2], 0.0, TOL, "tangent y");
    }
    cf_problem_free(p);
}

/* The tangent basis: on a floor t1 = x, t2 = y; under a ceiling (n = -z)
 * t1 = x, t2 = -y; for any normal, (t1, t2, n) is orthonormal and
 * right-handed (t1 x t2 = n), and the same normal gives the same basis. */
static void test_tangent_basis(void)
{
    double t1[3], t2[3];
    const double up[3] = {0, 0, 1}, down[3] = {0, 0, -1};
    cf_tangent_basis(up, t1, t2);
    CF_ASSERT_MSG(t1[0] == 1.0 && t1[1] == 0.0 && t1[2] == 0.0 && t2[0] == 0.0 && t2[1] == 1.0 && t2[2] == 0.0,
                  "floor: t1 = x, t2 = y");
    cf_tangent_basis(down, t1, t2);
    CF_ASSERT_MSG(t1[0] == 1.0 && t2[1] == -1.0, "ceiling: t1 = x, t2 = -y");
    const double normals[5][3] = {{1, 0, 0}, {0, 1, 0}, {0.6, 0, 0.8}, {1, 2, 3}, {-3, 1e-3, 0.2}};
    for (int k = 0; k < 5; k++) {
        double n[3] = {normals[k][0], normals[k][1], normals[k][2]}, again1[3], again2[3], cross[3];
        cf_normalise3(n);
        cf_tangent_basis(n, t1, t2);
        cf_tangent_basis(n, again1, again2);
        cf_cross3(t1, t2, cross);
        CF_ASSERT_NEAR(cf_dot3(t1, t1), 1.0, 1e-15, "|t1| = 1");
        CF_ASSERT_NEAR(cf_dot3(t2, t2), 1.0, 1e-15, "|t2| = 1");
        CF_ASSERT_NEAR(cf_dot3(t1, n), 0.0, 1e-15, "t1 . n = 0");
        CF_ASSERT_NEAR(cf_dot3(t2, n), 0.0, 1e-15, "t2 . n = 0");
        CF_ASSERT_NEAR(cf_dot3(t1, t2), 0.0, 1e-15, "t1 . t2 = 0");
        for (int q = 0; q < 3; q++)
            CF_ASSERT_NEAR(cross[q], n[q], 1e-15, "t1 x t2 = n");
        CF_ASSERT_MSG(memcmp(t1, again1, sizeof t1) == 0 && memcmp(t2, again2, sizeof t2) == 0, "deterministic");
    }
}

/* Mass and inertia from density: a 1 x 2 x 3 box of density 2 has mass
 * 12 and moments 12 (4 + 9)/12 = 13, 12 (1 + 9)/12 = 10, 12 (1 + 4)/12 = 5;
 * a sphere of radius 3 and density 1 has mass 36 pi and moment 2/5 m 9. */
static void test_mass_from_density(void)
{
    cf_world3d *w = world_of("3d\nname dense\nbody b box 1 2 3 at 0 0 0 density 2\n"
                             "body s sphere 3 at 5 0 0 density 1\nball b s at 2 0 0\n");
    if (w != NULL) {
        const cf_body3d *b = &w->bodies[0], *s = &w->bodies[1];
        CF_ASSERT_NEAR(b->mass, 12.0, TOL, "box mass");
        CF_ASSERT_NEAR(b->inertia[0], 13.0, TOL, "box Ix");
        CF_ASSERT_NEAR(b->inertia[1], 10.0, TOL, "box Iy");
        CF_ASSERT_NEAR(b->inertia[2], 5.0, TOL, "box Iz");
        CF_ASSERT_NEAR(s->mass, 36.0 * CF_PI, 1e-12, "sphere mass");
        CF_ASSERT_NEAR(s->inertia[2], 0.4 * 36.0 * CF_PI * 9.0, 1e-11, "sphere I");
    }
    cf_world3d_free(w);
}

/* ------------------------------------------------------------------ */
/* Reading and writing                                                 */
/* ------------------------------------------------------------------ */

static int refused(const char *path, cf_error *err)
{
    cf_world3d *w = cf_world3d_read_file(path, err);
    cf_world3d_free(w);
    return w == NULL;
}

static void test_malformed_scenes(void)
{
    cf_test_malformed(SCENES_DIR "/malformed/3d/*.scene", 10, refused);
}

/* A scene written and read back builds the same problem: exactly for
 * scenes of round numbers, to rounding (1e-14) where the reader turns a
 * written unit normal, tangent or quaternion to unit length again. */
static void check_read_back(const cf_world3d *w, const char *where)
{
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (!CF_ASSERT_MSG(out != NULL, "memory stream"))
        return;
    CF_ASSERT_MSG(cf_world3d_write(out, w, 0) == 0, "%s: write", where);
    fclose(out);
    cf_world3d *back = world_of(text);
    cf_problem *p = build(w), *q = back != NULL ? build(back) : NULL;
    char why[512];
    if (p != NULL && q != NULL)
        CF_ASSERT_MSG(cf_same_problem(q, p, 1e-14, why, sizeof why), "%s read back: %s", where, why);
    cf_problem_free(p);
    cf_problem_free(q);
    cf_world3d_free(back);
    free(text);
}

static void test_write_read_back(void)
{
    glob_t scenes;
    int threes = 0;
    if (!CF_ASSERT_MSG(glob(SCENES_DIR "/*.scene", 0, NULL, &scenes) == 0, "no scenes"))
        return;
    for (size_t k = 0; k < scenes.gl_pathc; k++) {
        if (cf_scene_dimensions(scenes.gl_pathv[k]) != 3)
            continue;
        cf_error err;
        cf_world3d *w = cf_world3d_read_file(scenes.gl_pathv[k], &err);
        if (CF_ASSERT_MSG(w != NULL, "%s", err.message))
            check_read_back(w, scenes.gl_pathv[k]);
        cf_world3d_free(w);
        threes++;
    }
    globfree(&scenes);
    CF_ASSERT_MSG(threes >= 1, "no 3D scenes in %s", SCENES_DIR);
    /* Every statement and option at once. */
    cf_world3d *w = world_of("3d\nname all\ndescription one\ndescription two\ngravity 3.5\n"
                             "body floor plane at 0 0 -1 normal 0.1 0 1\n"
                             "body b box 1 2 3 at 0 0 1 rotation 1 2 3 40 density 2 velocity 1 2 3 spin 0.5 -1 2\n"
                             "body s sphere 0.5 at 3 0 1 mass 2 inertia 0.3 0.4 0.5 spin 1 0 0\n"
                             "body q particle at 0 4 1 mass 1 velocity 0 0 1\n"
                             "force b 1 2 3 at 0.5 1 2\ntorque s 0.1 0.2 0.3\n"
                             "contact b floor at 0.1 0.2 -0.5 normal 0.1 0 1 tangent 0 1 0 mu 0.4\n"
                             "contact s b at 2 0 1 normal 1 0 0\n"
                             "ball q world at 0 4 2\nhinge s b at 2.5 0 1 axis 0 1 1\n");
    if (w != NULL)
        check_read_back(w, "a scene with every statement");
    cf_world3d_free(w);
}

/* cf build's comment block says where each row comes from; the rest reads
 * back as the problem. */
static void test_printed_problem(void)
{
    cf_world3d *w = world_of("3d\nname bob\nbody bob sphere 0.5 at 0 0 -1 mass 2\n"
                             "hinge bob world at 0 0 0 axis 1 0 0\n");
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (w != NULL && out != NULL) {
        cf_error err;
        CF_ASSERT_MSG(cf_world3d_print_problem(out, w, "test", &err) == 0, "%s", err.message);
        fclose(out);
        CF_ASSERT_MSG(strstr(text, "row 3 (bilateral): hinge bob/world at (0, 0, 0), turning off the axis (0, 1, 0)") != NULL &&
                          strstr(text, "J: bob [0 0 0 0 1 0]") != NULL,
                      "row 3 explained:\n%s", text);
        cf_problem *back = cf_problem_read_string(text, "printed", &err);
        cf_problem *p = build(w);
        char why[512];
        if (CF_ASSERT_MSG(back != NULL, "%s", err.message) && p != NULL)
            CF_ASSERT_MSG(cf_same_problem(back, p, 0.0, why, sizeof why), "%s", why);
        cf_problem_free(back);
        cf_problem_free(p);
    }
    free(text);
    cf_world3d_free(w);
}

/* The sphere on a plane drawn with the forces (9.81, -1, 0.5): one red
 * arrow for the normal force, one orange arrow for the friction force
 * (both tangent rows), one blue arrow for the push; labelled with the
 * numbers.  Without forces: the push alone. */
static void test_drawing(void)
{
    cf_world3d *w = world_of("3d\nname sphere\nbody floor plane at 0 0 0 normal 0 0 1\n"
                             "body ball sphere 0.5 at 0 0 0.5 mass 2\nforce ball 3 0 0\n"
                             "contact ball floor at 0 0 0 normal 0 0 1 mu 0.5\n");
    const double f[3] = {9.81, -1.0, 0.5};
    for (int pass = 0; w != NULL && pass < 2; pass++) {
        char *text = NULL;
        size_t length = 0;
        FILE *out = open_memstream(&text, &length);
        if (out == NULL)
            break;
        CF_ASSERT_MSG(cf_world3d_draw_svg(out, w, pass == 0 ? f : NULL, pass == 0 ? 3 : 0) == 0, "draw");
        fclose(out);
        int red = cf_test_occurrences(text, "marker-end=\"url(#head-contact)\"");
        int orange = cf_test_occurrences(text, "marker-end=\"url(#head-friction)\"");
        int blue = cf_test_occurrences(text, "marker-end=\"url(#head-load)\"");
        CF_ASSERT_MSG(strncmp(text, "<svg ", 5) == 0 && strstr(text, "</svg>") != NULL, "an SVG document");
        CF_ASSERT_MSG(red == (pass == 0) && orange == (pass == 0) && blue == 1,
                      "pass %d: %d normal, %d friction and %d load arrows", pass, red, orange, blue);
        if (pass == 0)
            CF_ASSERT_MSG(strstr(text, "= 9.81") != NULL && strstr(text, "= (-1, 0.5)") != NULL,
                          "the arrows are labelled with their forces");
        free(text);
    }
    cf_world3d_free(w);
}

/* The same sphere in two panels with different forces: both panels' arrows
 * and titles, each contact's friction disc when asked for, and one force
 * scale for both.  The larger normal force, 30,
 * sets it: 30 / 1.6 = 18.75 rounds up to 20 N per unit, where the first
 * panel alone (9.81 / 1.6 = 6.1) would be drawn at 10. */
static void test_drawing_panels(void)
{
    cf_world3d *w = world_of("3d\nname sphere\nbody floor plane at 0 0 0 normal 0 0 1\n"
                             "body ball sphere 0.5 at 0 0 0.5 mass 2\nforce ball 3 0 0\n"
                             "contact ball floor at 0 0 0 normal 0 0 1 mu 0.5\n");
    const double first[3] = {9.81, -1.0, 0.5}, second[3] = {30.0, -2.0, 0.0};
    const double *const forces[2] = {first, second};
    const char *const titles[2] = {"left panel", "right panel"};
    for (int pass = 0; w != NULL && pass < 2; pass++) {
        char *text = NULL;
        size_t length = 0;
        FILE *out = open_memstream(&text, &length);
        if (out == NULL)
            break;
        int panels = pass == 0 ? 2 : 1;
        CF_ASSERT_MSG(cf_world3d_draw_panels(out, w, panels, forces, titles, pass == 0, 3) == 0, "draw");
        fclose(out);
        int red = cf_test_occurrences(text, "marker-end=\"url(#head-contact)\"");
        int orange = cf_test_occurrences(text, "marker-end=\"url(#head-friction)\"");
        int blue = cf_test_occurrences(text, "marker-end=\"url(#head-load)\"");
        double width = 0.0;
        CF_ASSERT_MSG(sscanf(text, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%lf\"", &width) == 1,
                      "an SVG document");
        CF_ASSERT_MSG(red == panels && orange == panels && blue == panels,
                      "%d panels: %d normal, %d friction and %d load arrows", panels, red, orange, blue);
        CF_ASSERT_MSG(strstr(text, "left panel") != NULL && (strstr(text, "right panel") != NULL) == (panels == 2),
                      "each panel has its title");
        CF_ASSERT_MSG(strstr(text, "= (-1, 0.5)") != NULL && (strstr(text, "= 30") != NULL) == (panels == 2),
                      "each panel is labelled with its own forces");
        CF_ASSERT_MSG(strstr(text, panels == 2 ? ">20 N<" : ">10 N<") != NULL, "one force scale for all panels");
        CF_ASSERT_MSG(panels == 1 || width <= 860.0, "two panels fit the book's column: %g pixels", width);
        CF_ASSERT_MSG(cf_test_occurrences(text, "stroke-dasharray") == (pass == 0 ? 2 : 0),
                      "a friction disc per panel when asked for, none otherwise");
        free(text);
    }
    CF_ASSERT_MSG(w != NULL && cf_world3d_draw_panels(stdout, w, 0, forces, titles, 1, 3) == -1, "no panels: -1");
    cf_world3d_free(w);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"a sphere on a plane: normal and two tangent rows", test_sphere_on_plane},
        {"Example 3: a cube's four corner contacts", test_cube_corners},
        {"the finder finds Example 3's corners", test_finder_cube},
        {"the finder on an offset stack of cubes", test_finder_offset_stack},
        {"the gyroscopic term of a spinning body", test_gyroscopic},
        {"a ball joint's rows and the pendulum's centripetal term", test_ball_joint},
        {"a hinge's five rows", test_hinge},
        {"a tangent that turns with its body", test_turning_tangent},
        {"the tangent basis is orthonormal, right-handed and deterministic", test_tangent_basis},
        {"mass and inertia from density", test_mass_from_density},
        {"malformed 3D scenes give file:line and what was expected", test_malformed_scenes},
        {"written 3D scenes read back to the same problem", test_write_read_back},
        {"cf build's 3D problem says where each row comes from and reads back", test_printed_problem},
        {"drawings: normal forces red, friction orange, loads blue", test_drawing},
        {"panels side by side: their own forces at one scale", test_drawing_panels},
        {NULL, NULL},
    };
    return cf_test_main("world3d", tests);
}
