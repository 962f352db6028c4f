/* test_common_world.c - the 2D world: rows of J, A and b from bodies, the
 * contact finder, the scene reader, and the scene twins of the worked
 * examples.
 *
 * Twins: every scene file in tests/scenes whose comment says "# twin: CASE.cf"
 * must build the A, b and row kinds of that problem file to 1e-12.  Every
 * worked example tests/cases/ex*.cf must have a twin, a 2D or a 3D scene
 * (world3d.h; its own tests are in test_common_world3d.c).  Malformed scenes in tests/scenes/malformed
 * name the error they must produce in their first line, "# expect-error: TEXT".
 * Closed forms are derived in the comments beside each test.
 */
#include "cf_test.h"
#include "world2d.h"
#include "world3d.h"
#include "assemble.h"
#include "boxes.h"

#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCENES_DIR "tests/scenes"

/* Worked examples that no scene describes, and why. */
static const char *const no_twin[][2] = {
    {"tests/cases/ex8a-box-sliding.cf", "dynamic rows: a scene folds sliding friction itself"},
    {"tests/cases/ex8b-box-sliding-rear-lifts.cf", "dynamic rows: a scene folds sliding friction itself"},
    {"tests/cases/ex8c-box-sliding-inconsistent.cf", "dynamic rows: a scene folds sliding friction itself"},
    {"tests/cases/ex8d-drive-not-lost.cf", "manufactured: A and b without bodies"},
    {"tests/cases/ex9c-painleve-sliding.cf", "dynamic rows: a scene folds sliding friction itself"},
    {"tests/cases/ex9d-painleve-sliding-inconsistent.cf", "dynamic rows: a scene folds sliding friction itself"},
    {"tests/cases/ex9e-painleve-sliding-two-solutions.cf", "dynamic rows: a scene folds sliding friction itself"},
};

static int has_no_twin(const char *path)
{
    for (size_t k = 0; k < sizeof no_twin / sizeof no_twin[0]; k++)
        if (strcmp(no_twin[k][0], path) == 0)
            return 1;
    return 0;
}

static cf_world2d *load_world(const char *path)
{
    cf_error err;
    cf_world2d *w = cf_world2d_read_file(path, &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    return w;
}

/* A world's problem; a failure is a failed assert. */
static cf_problem *build(const cf_world2d *w)
{
    cf_error err;
    cf_problem *p = cf_world2d_problem(w, &err);
    CF_ASSERT_MSG(p != NULL, "%s", err.message);
    return p;
}

/* ------------------------------------------------------------------ */
/* Twins                                                               */
/* ------------------------------------------------------------------ */

static void test_twins(void)
{
    glob_t scenes;
    int found = glob(SCENES_DIR "/*.scene", 0, NULL, &scenes);
    if (!CF_ASSERT_MSG(found == 0, "no scene files in %s", SCENES_DIR))
        return;
    int twins = 0;
    for (size_t k = 0; k < scenes.gl_pathc; k++) {
        const char *path = scenes.gl_pathv[k];
        char twin[256];
        if (cf_test_find_line(path, "# twin: ", twin, sizeof twin) != 0)
            continue;
        cf_error err;
        cf_problem *want = cf_problem_read_file(twin, &err);
        CF_ASSERT_MSG(want != NULL, "%s names its twin %s: %s", path, twin, err.message);
        char why[512];
        if (want != NULL && cf_scene_dimensions(path) == 3) {
            cf_world3d *w = cf_world3d_read_file(path, &err);
            cf_problem *built = w != NULL ? cf_world3d_problem(w, &err) : NULL;
            if (CF_ASSERT_MSG(built != NULL, "%s", err.message))
                CF_ASSERT_MSG(cf_same_problem(built, want, 1e-12, why, sizeof why), "%s: %s", path, why);
            twins += built != NULL;
            cf_problem_free(built);
            cf_world3d_free(w);
        } else if (want != NULL) {
            cf_world2d *w = load_world(path);
            if (w != NULL)
                CF_ASSERT_MSG(cf_world2d_check_twin(w, want, 1e-12, why, sizeof why), "%s: %s", path, why);
            twins += w != NULL;
            cf_world2d_free(w);
        }
        cf_problem_free(want);
    }
    globfree(&scenes);
    CF_ASSERT_MSG(twins >= 10, "only %d scenes with twins", twins);
}

/* Every worked example has a twin. */
static void test_every_example_has_a_twin(void)
{
    glob_t cases, scenes;
    if (!CF_ASSERT_MSG(glob(CF_CASES_DIR "/ex*.cf", 0, NULL, &cases) == 0, "no worked examples"))
        return;
    if (glob(SCENES_DIR "/*.scene", 0, NULL, &scenes) != 0) {
        globfree(&cases);
        CF_ASSERT_MSG(0, "no scene files in %s", SCENES_DIR);
        return;
    }
    for (size_t c = 0; c < cases.gl_pathc; c++) {
        int has = has_no_twin(cases.gl_pathv[c]);
        for (size_t k = 0; k < scenes.gl_pathc && !has; k++) {
            char twin[256];
            has = cf_test_find_line(scenes.gl_pathv[k], "# twin: ", twin, sizeof twin) == 0 &&
                  strcmp(twin, cases.gl_pathv[c]) == 0;
        }
        CF_ASSERT_MSG(has, "%s has no scene twin in %s", cases.gl_pathv[c], SCENES_DIR);
    }
    globfree(&cases);
    globfree(&scenes);
}

/* ------------------------------------------------------------------ */
/* Closed forms                                                        */
/* ------------------------------------------------------------------ */

static cf_world2d *world_of(const char *text)
{
    cf_error err;
    cf_world2d *w = cf_world2d_read_string(text, "test", &err);
    CF_ASSERT_MSG(w != NULL, "%s", err.message);
    return w;
}

/* A rod of length 2, mass 3 (I = m L^2/12 = 1) turned 90 degrees, standing
 * on its lower end at (0, 0), centre (0, 1): r = (0, -1).  Normal (0, 1):
 * r x n = 0, so the row is [0, 1, 0] and A = 1/3.  Tangent (1, 0): r x t =
 * -r_y t_x = 1, the row [1, 0, 1] and A_tt = 1/3 + 1, A_nt = 0.  b = (-g, 0). */
static void test_rod_rows(void)
{
    cf_world2d *w = world_of("2d\nname rod\nbody rod rod 2 at 0 1 angle 90 mass 3\n"
                             "contact rod world at 0 0 normal 0 1 mu 0.5\n");
    if (w == NULL)
        return;
    int rows, columns;
    double *J, *minv, *fext;
    CF_ASSERT_MSG(cf_world2d_dense(w, &rows, &columns, &J, &minv, &fext) == 0, "dense");
    if (J != NULL && CF_ASSERT_MSG(rows == 2 && columns == 3, "J is %d x %d", rows, columns)) {
        const double want[6] = {0, 1, 0, 1, 0, 1};
        for (int k = 0; k < 6; k++)
            CF_ASSERT_NEAR(J[k], want[k], 1e-15, "J of the rod");
        CF_ASSERT_NEAR(minv[2], 1.0, 1e-15, "1/I of the rod");
        CF_ASSERT_NEAR(fext[1], -3.0 * CF_GRAVITY, 1e-12, "gravity on the rod");
    }
    free(J);
    free(minv);
    free(fext);
    cf_problem *p = build(w);
    if (p != NULL) {
        CF_ASSERT_NEAR(p->A[0], 1.0 / 3.0, 1e-15, "A_nn");
        CF_ASSERT_NEAR(p->A[1], 0.0, 1e-15, "A_nt");
        CF_ASSERT_NEAR(p->A[3], 4.0 / 3.0, 1e-15, "A_tt");
        CF_ASSERT_NEAR(p->b[0], -CF_GRAVITY, 1e-12, "b_n");
        CF_ASSERT_NEAR(p->b[1], 0.0, 1e-12, "b_t");
        CF_ASSERT_MSG(p->rows[1].kind == CF_ROW_FRICTION2D && p->rows[1].normal == 0 && p->rows[1].mu == 0.5,
                      "the tangent row is friction2d bound to row 0 with mu 0.5");
    }
    cf_problem_free(p);
    cf_world2d_free(w);
}

/* Two boxes, the lower declared first, touching at (1, 2) with the normal
 * (0, 1) from the lower (B) into the upper (A).  Upper: r = (1, -1),
 * r x n = 1; lower: r = (1, 1), r x n = 1.  The row of J is
 * [0 -1 -1 | 0 1 1] over (lower, upper): B's part carries the minus sign. */
static void test_two_body_row(void)
{
    cf_world2d *w = world_of("2d\nname two\nbody lower box 2 2 at 0 1 mass 1\n"
                             "body upper box 2 2 at 0 3 mass 1\n"
                             "contact upper lower at 1 2 normal 0 1\n");
    int rows, columns;
    double *J = NULL, *minv = NULL, *fext = NULL;
    if (w != NULL && CF_ASSERT_MSG(cf_world2d_dense(w, &rows, &columns, &J, &minv, &fext) == 0, "dense") &&
        CF_ASSERT_MSG(rows == 1 && columns == 6, "J is %d x %d", rows, columns)) {
        const double want[6] = {0, -1, -1, 0, 1, 1};
        for (int k = 0; k < 6; k++)
            CF_ASSERT_NEAR(J[k], want[k], 1e-15, "J of a contact between two boxes");
    }
    free(J);
    free(minv);
    free(fext);
    cf_world2d_free(w);
}

/* A disc of radius 0.5 spinning at omega = 3 on a floor, touching at its
 * lowest point: r = (0, -R).  The material point there accelerates by
 * -omega^2 r = (0, omega^2 R) even without forces, so b = -g + omega^2 R
 * = -9.81 + 4.5.  A = 1/m + (r x n)^2 / I with r x n = 0: A = 1/m = 0.5. */
static void test_spinning_disc(void)
{
    cf_world2d *w = world_of("2d\nname disc\nbody disc disc 0.5 at 0 0.5 mass 2 spin 3\n"
                             "contact disc world at 0 0 normal 0 1\n");
    cf_problem *p = w != NULL ? build(w) : NULL;
    if (p != NULL) {
        CF_ASSERT_NEAR(p->b[0], -CF_GRAVITY + 9.0 * 0.5, 1e-12, "centripetal term of the disc");
        CF_ASSERT_NEAR(p->A[0], 0.5, 1e-15, "A of the disc");
    }
    cf_problem_free(p);
    cf_world2d_free(w);
}

/* A particle at rest at (1, 0) on the rim of a disc of radius 1 centred at
 * the origin, spinning at omega = 2 (the disc is B, the normal (1, 0) is
 * fixed in it).  The rim point of B moves at omega z x r_B = (0, 2); the
 * particle at (0, 0).  The normal turns at omega: 2 (omega z x n) . (p_A' -
 * p_B') = 2 * 2 (0, 1) . (0, -2) = -8; B's rim point accelerates by
 * -omega^2 r_B = (-4, 0), so -n . that = +4; gravity is along the normal's
 * perpendicular.  b = -8 + 4 = -4. */
static void test_turning_normal(void)
{
    cf_world2d *w = world_of("2d\nname turning\ngravity 0\n"
                             "body wheel disc 1 at 0 0 mass 1 spin 2\n"
                             "body bead particle at 1 0 mass 1\n"
                             "pin wheel world at 0 0\n"
                             "contact bead wheel at 1 0 normal 1 0\n");
    cf_problem *p = w != NULL ? build(w) : NULL;
    if (p != NULL && CF_ASSERT_MSG(p->n == 3, "pin + contact: 3 rows, got %d", p->n))
        CF_ASSERT_NEAR(p->b[2], -4.0, 1e-12, "velocity terms of a turning normal");
    cf_problem_free(p);
    cf_world2d_free(w);
}

/* A pendulum on a link: bob of mass 1 at (0, -2), moving at (3, 0) on a
 * link of length 2 to the world origin.  Direction n = (0, -1) from the
 * pivot to the bob; b = g + v^2 / L = 9.81 + 4.5, A = 1/m = 1. */
static void test_link_centripetal(void)
{
    cf_world2d *w = world_of("2d\nname link\nbody bob particle at 0 -2 mass 1 velocity 3 0\n"
                             "link bob 0 -2 world 0 0\n");
    cf_problem *p = w != NULL ? build(w) : NULL;
    if (p != NULL) {
        CF_ASSERT_NEAR(p->A[0], 1.0, 1e-15, "A of the link");
        CF_ASSERT_NEAR(p->b[0], CF_GRAVITY + 4.5, 1e-12, "b of the link");
        CF_ASSERT_MSG(p->rows[0].kind == CF_ROW_BILATERAL, "a link is bilateral");
    }
    cf_problem_free(p);
    cf_world2d_free(w);
}

/* A box 2 x 4 of mass 6 (I = 6 (4 + 16)/12 = 10) centred at the origin,
 * pinned to the world at (1, 2): r = (1, 2).  Row x: [1, 0, r x (1,0) = -2];
 * row y: [0, 1, r x (0, 1) = 1].  A = [[1/6 + 4/10, -2/10], [-2/10, 1/6 + 1/10]];
 * b = J M^-1 F = (0, -g).  Spinning at omega = 1 adds -omega^2 r: (-1, -2). */
static void test_pin_rows(void)
{
    cf_world2d *w = world_of("2d\nname pin\nbody box box 2 4 at 0 0 mass 6 spin 1\npin box world at 1 2\n");
    cf_problem *p = w != NULL ? build(w) : NULL;
    if (p != NULL && CF_ASSERT_MSG(p->n == 2, "a pin has two rows, got %d", p->n)) {
        CF_ASSERT_NEAR(p->A[0], 1.0 / 6.0 + 0.4, 1e-15, "A_xx");
        CF_ASSERT_NEAR(p->A[1], -0.2, 1e-15, "A_xy");
        CF_ASSERT_NEAR(p->A[2], -0.2, 1e-15, "A_yx");
        CF_ASSERT_NEAR(p->A[3], 1.0 / 6.0 + 0.1, 1e-15, "A_yy");
        CF_ASSERT_NEAR(p->b[0], -1.0, 1e-12, "b_x");
        CF_ASSERT_NEAR(p->b[1], -CF_GRAVITY - 2.0, 1e-12, "b_y");
        CF_ASSERT_MSG(p->rows[0].kind == CF_ROW_BILATERAL && p->rows[1].kind == CF_ROW_BILATERAL,
                      "pin rows are bilateral");
    }
    cf_problem_free(p);
    cf_world2d_free(w);
}

/* A slider (particle, mass 2) on a rail along (1, 1) through it: the row is
 * along the rail's normal (-1, 1)/sqrt 2; A = 1/m = 0.5 and b = n . (0, -g)
 * = -g/sqrt 2. */
static void test_rail_row(void)
{
    cf_world2d *w = world_of("2d\nname rail\nbody slider particle at 0 0 mass 2\n"
                             "rail slider world at 0 0 direction 1 1\n");
    cf_problem *p = w != NULL ? build(w) : NULL;
    if (p != NULL) {
        CF_ASSERT_NEAR(p->A[0], 0.5, 1e-15, "A of the rail");
        CF_ASSERT_NEAR(p->b[0], -CF_GRAVITY / sqrt(2.0), 1e-12, "b of the rail");
    }
    cf_problem_free(p);
    cf_world2d_free(w);
}

/* Density: a box 2 x 3 of density 2 weighs 12, I = 12 (4 + 9)/12 = 13;
 * a disc of radius 1 and density 1 weighs pi, I = pi/2. */
static void test_mass_from_density(void)
{
    cf_world2d *w = world_of("2d\nname density\nbody box box 2 3 at 0 1.5 density 2\n"
                             "body disc disc 1 at 5 1 density 1\n"
                             "contact box world at 0 0 normal 0 1\ncontact disc world at 5 0 normal 0 1\n");
    if (w != NULL) {
        CF_ASSERT_NEAR(w->bodies[0].mass, 12.0, 1e-15, "mass of the box");
        CF_ASSERT_NEAR(w->bodies[0].inertia, 13.0, 1e-14, "inertia of the box");
        CF_ASSERT_NEAR(w->bodies[1].mass, CF_PI, 1e-15, "mass of the disc");
        CF_ASSERT_NEAR(w->bodies[1].inertia, CF_PI / 2.0, 1e-15, "inertia of the disc");
    }
    cf_world2d_free(w);
}

/* ------------------------------------------------------------------ */
/* The contact finder and the pile                                     */
/* ------------------------------------------------------------------ */

/* The pile of cf_scene2d_pile with its contacts placed by hand, the way a
 * brick-bond pyramid touches (two ends of each face overlap), is the pile
 * the finder finds: same rows, A and b. */
static cf_world2d *pile_by_hand(const cf_world2d *found)
{
    cf_world2d *w = cf_world2d_new("by-hand");
    if (w == NULL)
        return NULL;
    for (int k = 0; k < found->n_bodies; k++)
        cf_world2d_add_body(w, &found->bodies[k]);
    /* Body 0 is the floor; each box is on the floor or across two boxes of
     * the level below, whose tops are at its bottom. */
    for (int k = 1; k < found->n_bodies; k++) {
        const cf_body2d *box = &found->bodies[k];
        double bottom = box->y - 1.0;
        if (bottom == 0.0) {
            cf_world2d_add_contact(w, k, 0, box->x - 1.0, 0.0, 0.0, 1.0);
            cf_world2d_add_contact(w, k, 0, box->x + 1.0, 0.0, 0.0, 1.0);
            continue;
        }
        for (int q = 1; q < k; q++) {
            const cf_body2d *below = &found->bodies[q];
            if (below->y + 1.0 != bottom || fabs(below->x - box->x) >= 2.0)
                continue;
            double left = below->x < box->x ? box->x - 1.0 : below->x - 1.0;
            double right = below->x < box->x ? below->x + 1.0 : box->x + 1.0;
            cf_world2d_add_contact(w, k, q, left, bottom, 0.0, 1.0);
            cf_world2d_add_contact(w, k, q, right, bottom, 0.0, 1.0);
        }
    }
    return w;
}

static void test_pile_found_equals_by_hand(void)
{
    const int sizes[] = {2, 4, 8, 10, 18, 32, 64, 100};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        char where[64];
        snprintf(where, sizeof where, "pile of %d contacts", sizes[s]);
        cf_world2d *w = cf_scene2d_pile(sizes[s]);
        cf_world2d *hand = w != NULL ? pile_by_hand(w) : NULL;
        if (!CF_ASSERT_MSG(w != NULL && hand != NULL, "%s: no memory", where)) {
            cf_world2d_free(w);
            cf_world2d_free(hand);
            continue;
        }
        CF_ASSERT_MSG(cf_world2d_row_count(w) == sizes[s], "%s: %d rows", where, cf_world2d_row_count(w));
        cf_problem *q = build(hand);
        char why[512];
        if (q != NULL)
            CF_ASSERT_MSG(cf_world2d_check_twin(w, q, 1e-12, why, sizeof why), "%s: %s", where, why);
        cf_problem_free(q);
        cf_world2d_free(w);
        cf_world2d_free(hand);
    }
}

/* A pile written as a scene (its bodies and 'find-contacts') reads back
 * to the pile's problem. */
static void test_pile_scene(void)
{
    cf_world2d *w = cf_scene2d_pile(64);
    cf_problem *p = w != NULL ? cf_scene2d_problem(w, "pile-64") : NULL;
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (w != NULL && out != NULL)
        CF_ASSERT_MSG(cf_world2d_write(out, w, 1) == 0, "write the pile");
    if (out != NULL)
        fclose(out);
    CF_ASSERT_MSG(text != NULL && strstr(text, "contact ") == NULL && strstr(text, "find-contacts") != NULL,
                  "the pile's scene finds its contacts");
    cf_world2d *back = text != NULL ? world_of(text) : NULL;
    char why[512];
    if (p != NULL && back != NULL)
        CF_ASSERT_MSG(cf_world2d_check_twin(back, p, 1e-15, why, sizeof why), "pile scene: %s", why);
    cf_problem_free(p);
    cf_world2d_free(w);
    cf_world2d_free(back);
    free(text);
}

/* A box resting on a box half a side to the right: the finder gives the
 * upper box's lower-left corner and the lower box's upper-right corner,
 * both with normal +y, the upper box as A; nothing along the side faces. */
static void test_finder_offset_stack(void)
{
    cf_world2d *w = world_of("2d\nname offset\nbody floor box 10 1 at 0 -0.5 fixed\n"
                             "body lower box 2 2 at 0 1 mass 1\nbody upper box 2 2 at 1 3 mass 1\n"
                             "find-contacts\n");
    if (w != NULL && CF_ASSERT_MSG(w->n_constraints == 4, "4 contacts, found %d", w->n_constraints)) {
        const double want[4][4] = {{1, 0, -1, 0}, {1, 0, 1, 0}, {2, 1, 0, 2}, {2, 1, 1, 2}};
        for (int k = 0; k < 4; k++) {
            const cf_constraint2d *c = &w->constraints[k];
            CF_ASSERT_MSG(c->a == (int)want[k][0] && c->b == (int)want[k][1] && c->px == want[k][2] &&
                              c->py == want[k][3] && c->nx == 0.0 && c->ny == 1.0,
                          "contact %d: %d on %d at (%g, %g) normal (%g, %g)", k, c->a, c->b, c->px, c->py,
                          c->nx, c->ny);
        }
    }
    cf_world2d_free(w);
}

/* ------------------------------------------------------------------ */
/* Reading and writing scenes                                          */
/* ------------------------------------------------------------------ */

static int refused(const char *path, cf_error *err)
{
    cf_world2d *w = cf_world2d_read_file(path, err);
    cf_world2d_free(w);
    return w == NULL;
}

static void test_malformed_scenes(void)
{
    cf_test_malformed(SCENES_DIR "/malformed/*.scene", 10, refused);
}

/* Writing a 2D scene and reading it back gives the same problem. */
static void test_write_read_back(void)
{
    glob_t scenes;
    if (!CF_ASSERT_MSG(glob(SCENES_DIR "/*.scene", 0, NULL, &scenes) == 0, "no scenes"))
        return;
    for (size_t k = 0; k < scenes.gl_pathc; k++) {
        if (cf_scene_dimensions(scenes.gl_pathv[k]) == 3)
            continue; /* test_common_world3d.c writes and reads the 3D scenes */
        cf_world2d *w = load_world(scenes.gl_pathv[k]);
        char *text = NULL;
        size_t length = 0;
        FILE *out = open_memstream(&text, &length);
        if (w != NULL && out != NULL)
            CF_ASSERT_MSG(cf_world2d_write(out, w, 0) == 0, "%s: write", scenes.gl_pathv[k]);
        if (out != NULL)
            fclose(out);
        cf_world2d *back = text != NULL ? world_of(text) : NULL;
        cf_problem *p = w != NULL ? build(w) : NULL;
        char why[512];
        if (p != NULL && back != NULL)
            CF_ASSERT_MSG(cf_world2d_check_twin(back, p, 1e-15, why, sizeof why), "%s read back: %s",
                          scenes.gl_pathv[k], why);
        cf_problem_free(p);
        cf_world2d_free(w);
        cf_world2d_free(back);
        free(text);
    }
    globfree(&scenes);
}

/* What cf build prints reads back as the world's problem. */
static void test_printed_problem_reads_back(void)
{
    cf_world2d *w = load_world(SCENES_DIR "/ex5b-pinned-rod.scene");
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    cf_error err;
    if (w != NULL && out != NULL)
        CF_ASSERT_MSG(cf_world2d_print_problem(out, w, "ex5b", &err) == 0, "print: %s", err.message);
    if (out != NULL)
        fclose(out);
    if (text != NULL) {
        CF_ASSERT_MSG(strstr(text, "#   row 0 (bilateral): pin rod/world at (0, 0), along x") != NULL &&
                          strstr(text, "#   row 2 (normal): contact rod/ledge at (2, 0), normal (0, 1)") != NULL &&
                          strstr(text, "#       J: rod [0 1 1]") != NULL,
                      "the comment block says where each row comes from:\n%s", text);
        cf_problem *p = cf_problem_read_string(text, "printed", &err);
        char why[512];
        CF_ASSERT_MSG(p != NULL, "the printed problem reads back: %s", err.message);
        if (p != NULL && w != NULL)
            CF_ASSERT_MSG(cf_world2d_check_twin(w, p, 0.0, why, sizeof why), "read back: %s", why);
        cf_problem_free(p);
    }
    free(text);
    cf_world2d_free(w);
}

/* How many times needle occurs in text. */
/* The pinned rod drawn with the forces (0, 4.905, 4.905): one green arrow
 * for the pin's two rows, one red arrow for the floor; with forces that
 * are all zero, no arrow at all; and the loads of Example 2b in blue. */
static void test_drawing(void)
{
    cf_world2d *w = load_world(SCENES_DIR "/ex5b-pinned-rod.scene");
    const double forces[3] = {0.0, 4.905, 4.905}, none[3] = {0.0, 0.0, 0.0};
    for (int pass = 0; w != NULL && pass < 2; pass++) {
        char *text = NULL;
        size_t length = 0;
        FILE *out = open_memstream(&text, &length);
        if (out == NULL)
            break;
        CF_ASSERT_MSG(cf_world2d_draw_svg(out, w, pass == 0 ? forces : none, 3) == 0, "draw");
        fclose(out);
        int green = cf_test_occurrences(text, "marker-end=\"url(#head-joint)\"");
        int red = cf_test_occurrences(text, "marker-end=\"url(#head-contact)\"");
        CF_ASSERT_MSG(strncmp(text, "<svg ", 5) == 0 && strstr(text, "</svg>") != NULL, "an SVG document");
        CF_ASSERT_MSG(green == (pass == 0) && red == (pass == 0), "pass %d: %d joint and %d contact arrows",
                      pass, green, red);
        if (pass == 0)
            CF_ASSERT_MSG(strstr(text, "= (0, 4.905)") != NULL && strstr(text, "= 4.905") != NULL,
                          "the arrows are labelled with their forces");
        free(text);
    }
    cf_world2d_free(w);
    w = load_world(SCENES_DIR "/ex2b-box-tipping.scene");
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (w != NULL && out != NULL)
        CF_ASSERT_MSG(cf_world2d_draw_svg(out, w, NULL, 0) == 0, "draw without forces");
    if (out != NULL)
        fclose(out);
    if (text != NULL)
        CF_ASSERT_MSG(strstr(text, "torque -10 N m") != NULL && strstr(text, "url(#head-contact)\"") == NULL,
                      "the torque is drawn, and no force without forces");
    free(text);
    cf_world2d_free(w);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"every scene twin builds its problem file's A and b to 1e-12", test_twins},
        {"every worked example has a scene twin", test_every_example_has_a_twin},
        {"a standing rod's normal and tangent rows", test_rod_rows},
        {"a contact between two bodies: B's part of J is negated", test_two_body_row},
        {"the centripetal term of a spinning disc", test_spinning_disc},
        {"the velocity terms of a normal that turns with its body", test_turning_normal},
        {"a link's centripetal term", test_link_centripetal},
        {"a pin joint's two rows", test_pin_rows},
        {"a rail's row", test_rail_row},
        {"mass and inertia from density", test_mass_from_density},
        {"the finder finds the pile's contacts placed by hand", test_pile_found_equals_by_hand},
        {"the finder on an offset stack", test_finder_offset_stack},
        {"a pile written as a scene finds the same contacts", test_pile_scene},
        {"malformed scenes give file:line and what was expected", test_malformed_scenes},
        {"written scenes read back to the same problem", test_write_read_back},
        {"cf build's problem says where each row comes from and reads back", test_printed_problem_reads_back},
        {"drawings: joint forces green, contact forces red, loads blue", test_drawing},
        {NULL, NULL},
    };
    return cf_test_main("world", tests);
}
