/* test_03_bilateral.c - Stage 3: bilateral constraints.
 *
 *  - the worked examples of chapter 3, with the pivots derived by hand in
 *    their files (pendulum, pinned rod, slider-crank, chain, trapdoor);
 *  - redundant joints: the least-norm forces, and a named status when the
 *    joints contradict each other;
 *  - manufactured problems: random bodies, joints and contacts around a
 *    chosen answer, which must come back, certified;
 *  - every test problem solved by stage 7 as well: the two stages agree;
 *  - without bilateral rows, stage 3 is stage 2, pivot for pivot.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bilateral.h"
#include "boxes.h"
#include "cf_test.h"
#include "certify.h"
#include "dantzig.h"
#include "dense.h"
#include "fast.h"

#define G 9.81

static cf_solved solve_problem(cf_problem *p)
{
    return cf_test_solve(stage3_compute_forces, p);
}

static cf_solved solve_case(const char *name)
{
    return solve_problem(cf_test_load(name));
}

/* The first record of every stage 3 trace with bilateral rows: the block
 * solve, which drives nothing and leaves f_B in place. */
static void assert_block_solve(const cf_solved *s, const char *where)
{
    cf_assert_pivot(s, 0, -1, 1.0, -1, CF_MOVE_OTHER, where);
}

static void test_example_5a_pendulum(void)
{
    cf_solved s = solve_case("ex5a-pendulum.cf");
    cf_assert_solved_and_certified(&s, "Example 5a");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 1, "Example 5a: %d pivots, expected the block solve only",
                      s.trace->count);
        assert_block_solve(&s, "Example 5a, block");
        CF_ASSERT_NEAR(s.f[0], -13.81, 1e-12, "Example 5a: the rod pulls");
    }
    cf_solved_free(&s);
}

static void test_example_5b_pinned_rod(void)
{
    cf_solved s = solve_case("ex5b-pinned-rod.cf");
    cf_assert_solved_and_certified(&s, "Example 5b");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 5b: %d pivots, expected 2", s.trace->count);
        assert_block_solve(&s, "Example 5b, block");
        /* f_B = (0, g/4), a_c = -1.5 g; delta f_B = (0, 0.5), delta a_c = 3. */
        cf_assert_pivot(&s, 1, 2, G / 2, 2, CF_MOVE_DRIVEN_TO_C, "Example 5b, drive");
        if (s.trace->count == 2) {
            CF_ASSERT_NEAR(s.trace->pivots[0].f[1], G / 4, 1e-15, "Example 5b: f_1 after the block");
            CF_ASSERT_NEAR(s.trace->pivots[0].a[2], -1.5 * G, 1e-14, "Example 5b: a_2 after the block");
            CF_ASSERT_NEAR(s.trace->pivots[1].df[1], 0.5, 1e-15, "Example 5b: delta f_1");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[2], 3.0, 1e-15, "Example 5b: delta a_2");
        }
    }
    cf_solved_free(&s);
}

static void test_example_5c_lifted(void)
{
    cf_solved s = solve_case("ex5c-pinned-rod-lifted.cf");
    cf_assert_solved_and_certified(&s, "Example 5c");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 1, "Example 5c: %d pivots, expected 1", s.trace->count);
        CF_ASSERT_NEAR(s.a[2], 30.285, 1e-12, "Example 5c: the rod leaves the floor");
    }
    cf_solved_free(&s);
}

static void test_example_5d_slider_crank(void)
{
    cf_solved s = solve_case("ex5d-slider-crank.cf");
    cf_assert_solved_and_certified(&s, "Example 5d");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 5d: %d pivots, expected 2", s.trace->count);
        /* The free mechanism: mass 4/3 at the slider, pushed by 2. */
        cf_assert_pivot(&s, 1, 4, 2.0, 4, CF_MOVE_DRIVEN_TO_C, "Example 5d, drive");
        if (s.trace->count == 2) {
            CF_ASSERT_NEAR(s.trace->pivots[0].a[4], -1.5, 1e-14, "Example 5d: a_4 after the block");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[4], 0.75, 1e-14, "Example 5d: delta a_4");
        }
    }
    cf_solved_free(&s);
}

static void test_example_5e_chain(void)
{
    cf_solved s = solve_case("ex5e-hanging-chain.cf");
    cf_assert_solved_and_certified(&s, "Example 5e");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 5e: %d pivots, expected 2", s.trace->count);
        cf_assert_pivot(&s, 1, 6, G / 2, 6, CF_MOVE_DRIVEN_TO_C, "Example 5e, drive");
        if (s.trace->count == 2) {
            const double block[6] = {0, 2.25 * G, 0, 1.25 * G, 0, 0.25 * G};
            for (int i = 0; i < 6; i++) {
                CF_ASSERT_NEAR(s.trace->pivots[0].f[i], block[i], 1e-13, "Example 5e: f_B after the block");
                CF_ASSERT_NEAR(s.trace->pivots[1].df[i], i % 2 == 1 ? 0.5 : 0.0, 1e-14,
                               "Example 5e: delta f_B");
            }
            CF_ASSERT_NEAR(s.trace->pivots[0].a[6], -1.5 * G, 1e-13, "Example 5e: a_6 after the block");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[6], 3.0, 1e-14, "Example 5e: delta a_6");
        }
    }
    cf_solved_free(&s);
}

static void test_example_5f_trapdoor(void)
{
    cf_solved s = solve_case("ex5f-trapdoor.cf");
    cf_assert_solved_and_certified(&s, "Example 5f");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 5f: %d pivots, expected 2", s.trace->count);
        /* The hinge's force crosses zero at s = 4g/3 and must not stop the step. */
        cf_assert_pivot(&s, 1, 2, 2.4 * G, 2, CF_MOVE_DRIVEN_TO_C, "Example 5f, drive");
        if (s.trace->count == 2) {
            CF_ASSERT_NEAR(s.trace->pivots[0].f[1], G / 2, 1e-14, "Example 5f: f_1 after the block");
            CF_ASSERT_NEAR(s.trace->pivots[1].df[1], -0.375, 1e-15, "Example 5f: delta f_1");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[2], 25.0 / 96.0, 1e-15, "Example 5f: delta a_2");
        }
    }
    cf_solved_free(&s);
}

/* Solve a case file of n rows with the note asked for; CF_INVALID_INPUT
 * when it cannot be read. */
static cf_status solve_with_note(const char *name, int n, double *f, double *a, char *note,
                                 size_t note_size)
{
    cf_problem *p = cf_test_load(name);
    if (p == NULL || !CF_ASSERT_MSG(p->n == n, "%s: %d rows, expected %d", name, p->n, n)) {
        cf_problem_free(p);
        return CF_INVALID_INPUT;
    }
    cf_solve_options options = {.note = note, .note_size = note_size};
    cf_status status = stage3_compute_forces(p, &options, f, a);
    cf_problem_free(p);
    return status;
}

static void test_example_5g_least_norm(void)
{
    double f[4], a[4];
    char note[256] = "";
    cf_status status = solve_with_note("ex5g-beam-two-pins.cf", 4, f, a, note, sizeof note);
    CF_ASSERT_MSG(status == CF_OK, "Example 5g: status %s", cf_status_name(status));
    const double least_norm[4] = {-1.5, G / 2, -1.5, G / 2};
    for (int i = 0; i < 4; i++)
        CF_ASSERT_NEAR(f[i], least_norm[i], 1e-12, "Example 5g: the least-norm forces");
    CF_ASSERT_MSG(strstr(note, "least-norm") != NULL && strstr(note, "rank 3 of 4") != NULL,
                  "Example 5g: note '%s'", note);
    cf_solved s = solve_case("ex5g-beam-two-pins.cf");
    cf_assert_solved_and_certified(&s, "Example 5g"); /* the invariants of the file */
    cf_solved_free(&s);
}

static void test_example_5h_contradiction(void)
{
    double f[4], a[4];
    char note[256] = "";
    cf_status status = solve_with_note("ex5h-beam-drifted.cf", 4, f, a, note, sizeof note);
    CF_ASSERT_MSG(status == CF_SINGULAR, "Example 5h: status %s, expected singular",
                  cf_status_name(status));
    CF_ASSERT_MSG(strstr(note, "contradict") != NULL, "Example 5h: note '%s'", note);
}

/* A note is written only when there is something to say. */
static void test_no_note_for_independent_joints(void)
{
    double f[7], a[7];
    char note[64] = "stale";
    CU_ASSERT_EQUAL(solve_with_note("ex5e-hanging-chain.cf", 7, f, a, note, sizeof note), CF_OK);
    CF_ASSERT_MSG(note[0] == '\0', "note '%s'", note);
}

/* ---- manufactured problems ---- */

/* Bodies of three degrees of freedom each, with inverse masses in
 * [0.5, 1.5]; every row (joint or contact) a random Jacobian row.  The answer is chosen first: joint forces of either
 * sign, contacts pressing (f > 0, a = 0) or separating (f = 0, a > 0), and
 * b = a - A f.  With fewer rows than degrees of freedom A = J M^-1 J^T is
 * positive definite, and the chosen answer is the only one. */
typedef struct manufactured {
    cf_problem *p;
    double *f, *a; /* the chosen answer */
} manufactured;

static manufactured manufacture(int bodies, int joints, int contacts, unsigned long long seed)
{
    manufactured m = {0};
    const int dof = 3 * bodies, n = joints + contacts;
    double *J = cf_vec_new(n * dof), *inverse_mass = cf_vec_new(dof);
    m.p = cf_problem_new(n);
    m.f = cf_vec_new(n);
    m.a = cf_vec_new(n);
    if (J == NULL || inverse_mass == NULL || m.p == NULL || m.f == NULL || m.a == NULL) {
        free(J);
        free(inverse_mass);
        return m;
    }
    unsigned long long state = seed;
    for (int k = 0; k < dof; k++)
        inverse_mass[k] = 1.0 + 0.5 * cf_random_unit(&state);
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < dof; k++)
            J[i * dof + k] = cf_random_unit(&state);
        m.p->rows[i].kind = i < joints ? CF_ROW_BILATERAL : CF_ROW_NORMAL;
        if (i < joints)
            m.f[i] = 2.0 * cf_random_unit(&state);
        else if (cf_random_unit(&state) > 0.0)
            m.f[i] = 1.5 + cf_random_unit(&state);
        else
            m.a[i] = 1.5 + cf_random_unit(&state);
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int k = 0; k < dof; k++)
                sum += J[i * dof + k] * inverse_mass[k] * J[j * dof + k];
            m.p->A[i * n + j] = sum;
        }
    for (int i = 0; i < n; i++) {
        m.p->b[i] = m.a[i];
        for (int j = 0; j < n; j++)
            m.p->b[i] -= m.p->A[i * n + j] * m.f[j];
    }
    free(J);
    free(inverse_mass);
    return m;
}

static void manufactured_free(manufactured *m)
{
    cf_problem_free(m->p);
    free(m->f);
    free(m->a);
}

/* Append a copy of row r as one more bilateral row, whose own b is moved
 * by shift: shift 0 is a redundant joint, anything else a contradiction.
 * The chosen answer gives the copy no force. */
static int add_copy_of_row(manufactured *m, int r, double shift)
{
    const int n = m->p->n, grown = n + 1;
    cf_problem *q = cf_problem_new(grown);
    double *f = cf_vec_new(grown), *a = cf_vec_new(grown);
    if (q == NULL || f == NULL || a == NULL) {
        cf_problem_free(q);
        free(f);
        free(a);
        return -1;
    }
    for (int i = 0; i < grown; i++) {
        int si = i < n ? i : r;
        q->rows[i] = m->p->rows[si];
        q->b[i] = m->p->b[si] + (i == n ? shift : 0.0);
        for (int j = 0; j < grown; j++)
            q->A[i * grown + j] = m->p->A[si * n + (j < n ? j : r)];
        f[i] = i < n ? m->f[i] : 0.0;
        a[i] = i < n ? m->a[i] : m->a[r];
    }
    manufactured_free(m);
    m->p = q;
    m->f = f;
    m->a = a;
    return 0;
}

static void test_manufactured_joints_and_contacts(void)
{
    int checked = 0;
    for (int bodies = 1; bodies <= 6; bodies++) {
        for (unsigned long long seed = 1; seed <= 12; seed++) {
            int rows = 3 * bodies - 1 - (int)(seed % 2);
            int joints = 1 + (int)(seed % (unsigned long long)rows);
            manufactured m = manufacture(bodies, joints, rows - joints, seed * 7919 + (unsigned long long)bodies);
            char where[96];
            snprintf(where, sizeof where, "manufactured: %d bodies, %d joints, %d contacts, seed %llu",
                     bodies, joints, rows - joints, seed);
            if (!CF_ASSERT_MSG(m.p != NULL && m.f != NULL && m.a != NULL, "%s: no memory", where)) {
                manufactured_free(&m);
                return;
            }
            double *chosen = m.f;
            m.f = NULL; /* the solved record takes the problem; keep the answer */
            cf_solved s = solve_problem(m.p);
            m.p = NULL;
            cf_assert_solved_and_certified(&s, where);
            double scale = 1.0 + cf_max_abs(s.p != NULL ? s.p->n : 0, chosen);
            for (int i = 0; s.status == CF_OK && i < s.p->n; i++) {
                CF_ASSERT_NEAR(s.f[i], chosen[i], 1e-8 * scale, where);
                CF_ASSERT_NEAR(s.a[i], m.a[i], 1e-8 * scale, where);
            }
            checked += s.status == CF_OK;
            free(chosen);
            cf_solved_free(&s);
            manufactured_free(&m);
        }
    }
    CF_ASSERT_MSG(checked == 72, "%d of 72 manufactured problems solved", checked);
}

/* A redundant copy of a joint: the pair shares the joint's force equally
 * (the least-norm split); everything else is the chosen answer.  A copy
 * whose b contradicts the original: the named status singular. */
static void test_manufactured_redundant_joints(void)
{
    for (unsigned long long seed = 1; seed <= 20; seed++) {
        for (int contradict = 0; contradict <= 1; contradict++) {
            int bodies = 2 + (int)(seed % 3), rows = 3 * bodies - 1, joints = 2 + (int)(seed % 3);
            manufactured m = manufacture(bodies, joints, rows - joints, seed * 104729);
            char where[96];
            snprintf(where, sizeof where, "%s joint, seed %llu",
                     contradict ? "contradictory" : "redundant", seed);
            int r = (int)(seed % (unsigned long long)joints);
            if (!CF_ASSERT_MSG(m.p != NULL && add_copy_of_row(&m, r, contradict ? 0.5 : 0.0) == 0,
                               "%s: no memory", where)) {
                manufactured_free(&m);
                return;
            }
            const int n = m.p->n;
            double *f = cf_vec_new(n), *a = cf_vec_new(n);
            if (f == NULL || a == NULL) {
                free(f);
                free(a);
                manufactured_free(&m);
                return;
            }
            cf_status status = stage3_compute_forces(m.p, NULL, f, a);
            if (contradict) {
                CF_ASSERT_MSG(status == CF_SINGULAR, "%s: status %s", where, cf_status_name(status));
            } else if (CF_ASSERT_MSG(status == CF_OK, "%s: status %s", where, cf_status_name(status))) {
                double scale = 1.0 + cf_max_abs(n, m.f);
                for (int i = 0; i < n; i++) {
                    double want = i == r || i == n - 1 ? m.f[r] / 2 : m.f[i];
                    CF_ASSERT_NEAR(f[i], want, 1e-8 * scale, where);
                    CF_ASSERT_NEAR(a[i], m.a[i], 1e-8 * scale, where);
                }
            }
            free(f);
            free(a);
            manufactured_free(&m);
        }
    }
}

/* ---- stage 7 agrees ---- */

static const char *const stage3_cases[] = {
    "ex5a-pendulum.cf",      "ex5b-pinned-rod.cf",    "ex5c-pinned-rod-lifted.cf",
    "ex5d-slider-crank.cf",  "ex5e-hanging-chain.cf", "ex5f-trapdoor.cf",
    "ex5g-beam-two-pins.cf", "ex5h-beam-drifted.cf",
};

/* Same status; when ok, both certified, the same accelerations, and the
 * same forces where the file says they are unique. */
static void assert_stages_agree(cf_problem *p, const char *where)
{
    cf_solved s3 = cf_test_solve(stage3_compute_forces, p);
    if (s3.p != NULL) {
        double *f7 = cf_vec_new(s3.p->n), *a7 = cf_vec_new(s3.p->n);
        if (f7 != NULL && a7 != NULL) {
            cf_status status7 = fast_compute_forces(s3.p, NULL, f7, a7);
            CF_ASSERT_MSG(status7 == s3.status, "%s: stage 3 says %s, stage 7 %s", where,
                          cf_status_name(s3.status), cf_status_name(status7));
            if (status7 == CF_OK && s3.status == CF_OK) {
                double scale = 1.0 + cf_max_abs(s3.p->n, s3.f);
                for (int i = 0; i < s3.p->n; i++) {
                    CF_ASSERT_NEAR(a7[i], s3.a[i], 1e-9 * scale, where);
                    if (s3.p->f_unique == 1)
                        CF_ASSERT_NEAR(f7[i], s3.f[i], 1e-9 * scale, where);
                }
                char why[256];
                CF_ASSERT_MSG(cf_check_expectations(s3.p, f7, a7, why, sizeof why),
                              "%s: stage 7: %s", where, why);
            }
        }
        free(f7);
        free(a7);
    }
    cf_solved_free(&s3);
}

/* Exercise 3's hidden problems (pin-listed-twice states stage 3's
 * least-norm split, which stage 7 does not promise). */
static const char *const exercise_problems[] = {
    "exercises/instructor/03-bilateral/hidden/joints-after-contacts.cf",
    "exercises/instructor/03-bilateral/hidden/bob-between-rods.cf",
    "exercises/instructor/03-bilateral/hidden/slider-crank-pulled-away.cf",
    "exercises/instructor/03-bilateral/hidden/beam-pins-and-prop.cf",
};

static void test_stage_7_agrees(void)
{
    for (size_t k = 0; k < sizeof stage3_cases / sizeof stage3_cases[0]; k++)
        assert_stages_agree(cf_test_load(stage3_cases[k]), stage3_cases[k]);
    for (size_t k = 0; k < sizeof exercise_problems / sizeof exercise_problems[0]; k++) {
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p = cf_problem_read_file(exercise_problems[k], &err);
        if (CF_ASSERT_MSG(p != NULL, "%s", err.message))
            assert_stages_agree(p, exercise_problems[k]);
    }
    for (int bodies = 1; bodies <= 6; bodies++)
        for (unsigned long long seed = 1; seed <= 6; seed++) {
            int rows = 3 * bodies - 1, joints = 1 + (int)(seed % (unsigned long long)rows);
            manufactured m = manufacture(bodies, joints, rows - joints, seed * 31 + (unsigned long long)bodies);
            char where[64];
            snprintf(where, sizeof where, "manufactured, %d bodies, seed %llu", bodies, seed);
            assert_stages_agree(m.p, where);
            m.p = NULL;
            manufactured_free(&m);
        }
}

/* ---- stage 2's problems ---- */

/* Without bilateral rows there is no block to solve: the same pivots. */
static void test_same_as_stage_2_without_joints(void)
{
    for (int n = 1; n <= 12; n++) {
        char where[64];
        snprintf(where, sizeof where, "random PD n = %d", n);
        cf_solved s3 = cf_test_solve(stage3_compute_forces, cf_random_pd_problem(n, 500 + (unsigned long long)n, 1e-3));
        cf_solved s2 = cf_test_solve(stage2_compute_forces, cf_random_pd_problem(n, 500 + (unsigned long long)n, 1e-3));
        cf_assert_solved_and_certified(&s3, where);
        if (s3.p != NULL && s2.p != NULL) {
            CF_ASSERT_MSG(s3.trace->count == s2.trace->count, "%s: %d pivots, stage 2 made %d", where,
                          s3.trace->count, s2.trace->count);
            for (int k = 0; k < s3.trace->count && k < s2.trace->count; k++)
                cf_assert_pivot(&s3, k, s2.trace->pivots[k].d, s2.trace->pivots[k].s,
                                s2.trace->pivots[k].j, s2.trace->pivots[k].move, where);
            for (int i = 0; i < n; i++)
                CF_ASSERT_MSG(s3.f[i] == s2.f[i], "%s: f_%d differs from stage 2", where, i);
        }
        cf_solved_free(&s3);
        cf_solved_free(&s2);
    }
}

static void test_statuses(void)
{
    /* Friction rows belong to a later stage. */
    cf_problem *p = cf_test_load("format-all-kinds.cf");
    if (p != NULL) {
        double *f = cf_vec_new(p->n), *a = cf_vec_new(p->n);
        if (f != NULL && a != NULL)
            CU_ASSERT_EQUAL(stage3_compute_forces(p, NULL, f, a), CF_UNSUPPORTED);
        free(f);
        free(a);
        cf_problem_free(p);
    }
    /* A pivot limit, NULL, NaN. */
    p = cf_test_load("ex4-stacked-boxes.cf");
    if (p == NULL)
        return;
    double f[4], a[4];
    cf_solve_options options = {.max_pivots = 2};
    CU_ASSERT_EQUAL(stage3_compute_forces(p, &options, f, a), CF_PIVOT_LIMIT);
    CU_ASSERT_EQUAL(stage3_compute_forces(NULL, NULL, f, a), CF_INVALID_INPUT);
    p->b[1] = NAN;
    CU_ASSERT_EQUAL(stage3_compute_forces(p, NULL, f, a), CF_INVALID_INPUT);
    cf_problem_free(p);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"Example 5a: pendulum, the block solve alone", test_example_5a_pendulum},
        {"Example 5b: pinned rod on a floor, trace by hand", test_example_5b_pinned_rod},
        {"Example 5c: pinned rod lifted off the floor", test_example_5c_lifted},
        {"Example 5d: slider-crank against a stop", test_example_5d_slider_crank},
        {"Example 5e: hanging chain, last link on a table", test_example_5e_chain},
        {"Example 5f: trapdoor, the hinge force changes sign", test_example_5f_trapdoor},
        {"Example 5g: beam on two pins, least-norm forces", test_example_5g_least_norm},
        {"Example 5h: contradictory pins, named status", test_example_5h_contradiction},
        {"no note when the joints are independent", test_no_note_for_independent_joints},
        {"manufactured joints and contacts, chosen answer returned", test_manufactured_joints_and_contacts},
        {"manufactured redundant and contradictory joints", test_manufactured_redundant_joints},
        {"stage 7 agrees on every stage 3 problem", test_stage_7_agrees},
        {"without joints, stage 2's pivots", test_same_as_stage_2_without_joints},
        {"unsupported rows, invalid input, pivot limit", test_statuses},
        {NULL, NULL},
    };
    return cf_test_main("stage 3: bilateral constraints", tests);
}
