/* test_04_static_friction.c - Stage 4: static Coulomb friction in 2D.
 *
 *  - the worked examples of chapter 4, each derived by hand in its problem
 *    file (particle, box, ladder, disc, pushed block), with the pivots of
 *    the box on the incline, whose clamped matrix is nonsymmetric;
 *  - manufactured problems: random stacks of boxes with mu from 0 to 2 and
 *    sideways pushes; every ok is certified, every failure a named status;
 *  - with every mu = 0, stage 4 gives the accelerations of stage 3;
 *  - the clamped solve chooses the pivots of complete pivoting's full search;
 *  - the 2D friction-contact problems of the Siconos suite;
 *  - what stage 4 refuses, and the pivot cap.
 */
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bilateral.h"
#include "boxes.h"
#include "cf_test.h"
#include "certify.h"
#include "dense.h"
#include "friction_states.h"
#include "siconos.h"
#include "static_friction.h"
#include "world2d.h"

#define G 9.81

static cf_solved solve_problem(cf_problem *p)
{
    return cf_test_solve(stage4_compute_forces, p);
}

static cf_solved solve_case(const char *name)
{
    return solve_problem(cf_test_load(name));
}

/* Every worked example: ok, certified, and what its file derives by hand. */
static void test_worked_examples(void)
{
    static const char *const cases[] = {
        "ex6a-particle-incline-sticks.cf",      "ex6b-particle-incline-at-bound.cf",
        "ex6c-box-incline-sticks.cf",           "ex6d-box-incline-at-bound.cf",
        "ex7a-ladder-stands.cf",                "ex7b-ladder-at-bound.cf",
        "ex7c-ladder-wall-friction-stands.cf",  "ex7d-ladder-wall-friction-at-bound.cf",
        "ex11a-disc-rolls.cf",                  "ex11b-disc-at-bound.cf",
        "ex12a-block-push-below-breakaway.cf",  "ex12b-block-push-at-breakaway.cf",
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cf_solved s = solve_case(cases[k]);
        cf_assert_solved_and_certified(&s, cases[k]);
        cf_solved_free(&s);
    }
}

/* Every worked example with a scene: the world gives the same rows, A and
 * b as the problem file derived by hand (to roundoff in the geometry). */
static void test_scene_twins(void)
{
    static const char *const twins[] = {
        "ex6a-particle-incline-sticks", "ex6b-particle-incline-at-bound",
        "ex6c-box-incline-sticks",      "ex6d-box-incline-at-bound",
        "ex7a-ladder-stands",           "ex7b-ladder-at-bound",
        "ex7c-ladder-wall-friction-stands", "ex7d-ladder-wall-friction-at-bound",
        "ex11a-disc-rolls",             "ex11b-disc-at-bound",
        "ex12a-block-push-below-breakaway", "ex12b-block-push-at-breakaway",
    };
    for (size_t k = 0; k < sizeof twins / sizeof twins[0]; k++) {
        char path[256], file[128];
        snprintf(path, sizeof path, "tests/scenes/%s.scene", twins[k]);
        snprintf(file, sizeof file, "%s.cf", twins[k]);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_world2d *w = cf_world2d_read_file(path, &err);
        CF_ASSERT_MSG(w != NULL, "%s", err.message);
        cf_problem *from_scene = w != NULL ? cf_world2d_problem(w, &err) : NULL;
        cf_problem *by_hand = cf_test_load(file);
        if (from_scene != NULL && by_hand != NULL) {
            CF_ASSERT_MSG(from_scene->n == by_hand->n, "%s: %d rows, the file has %d", path,
                          from_scene->n, by_hand->n);
            for (int i = 0; i < by_hand->n && from_scene->n == by_hand->n; i++) {
                CF_ASSERT_MSG(from_scene->rows[i].kind == by_hand->rows[i].kind
                                  && from_scene->rows[i].normal == by_hand->rows[i].normal
                                  && from_scene->rows[i].mu == by_hand->rows[i].mu,
                              "%s: row %d differs in kind, normal or mu", path, i);
                CF_ASSERT_NEAR(from_scene->b[i], by_hand->b[i], 1e-9, path);
                for (int j = 0; j < by_hand->n; j++)
                    CF_ASSERT_NEAR(from_scene->A[i * by_hand->n + j],
                                   by_hand->A[i * by_hand->n + j], 1e-9, path);
            }
        }
        cf_problem_free(from_scene);
        cf_problem_free(by_hand);
        cf_world2d_free(w);
    }
}

/* The state of row i after pivot k of a trace. */
static char state_after(const cf_solved *s, int k, int i)
{
    if (s->trace == NULL || k >= s->trace->count)
        return '?';
    return s->trace->pivots[k].sets[i];
}

/* Example 6a: the particle sticks.  Drive the normal (s = g cos30), then
 * the friction against a_F = g sin30: it sticks at s = g sin30, before
 * reaching the bound at mu g cos30. */
static void test_particle_sticks_trace(void)
{
    cf_solved s = solve_case("ex6a-particle-incline-sticks.cf");
    cf_assert_solved_and_certified(&s, "Example 6a");
    if (s.p != NULL && s.trace->count == 2) {
        cf_assert_pivot(&s, 0, 0, G * cos(CF_PI / 6), 0, CF_MOVE_DRIVEN_TO_C, "Example 6a, pivot 1");
        cf_assert_pivot(&s, 1, 1, G * 0.5, 1, CF_MOVE_OTHER, "Example 6a, pivot 2");
        CF_ASSERT_MSG(state_after(&s, 1, 1) == CF_SET_STICKING,
                      "Example 6a: the friction ends in C_F, not '%c'", state_after(&s, 1, 1));
        CF_ASSERT_NEAR(s.trace->pivots[1].df[1], -1.0, 0.0, "Example 6a: sigma = -sign(a_F)");
    } else {
        CF_ASSERT_MSG(0, "Example 6a: %d pivots, expected 2", s.trace != NULL ? s.trace->count : -1);
    }
    cf_solved_free(&s);
}

/* Example 6b: the friction reaches the bound (s = mu g cos30) before it
 * sticks (s = g sin30), and ends in NC_F- with f_F = -mu f_N. */
static void test_particle_at_bound_trace(void)
{
    cf_solved s = solve_case("ex6b-particle-incline-at-bound.cf");
    cf_assert_solved_and_certified(&s, "Example 6b");
    if (s.p != NULL && s.trace->count == 2) {
        cf_assert_pivot(&s, 1, 1, 0.5 * G * cos(CF_PI / 6), 1, CF_MOVE_OTHER, "Example 6b, pivot 2");
        CF_ASSERT_MSG(state_after(&s, 1, 1) == CF_SET_BOUND_MINUS,
                      "Example 6b: the friction ends in NC_F-, not '%c'", state_after(&s, 1, 1));
    } else {
        CF_ASSERT_MSG(0, "Example 6b: %d pivots, expected 2", s.trace != NULL ? s.trace->count : -1);
    }
    cf_solved_free(&s);
}

/* Example 6d, the box on the incline at the bound.  Pivots by hand (see
 * the file): the normals are driven (the down-slope one first, the most
 * negative after the first step), then friction 1 (the up-slope contact's)
 * reaches its bound; while friction 3 is driven, A11 = [[3.25, -0.5],
 * [-1.25, 2.5]] gives delta f_N = (-0.4, 0.4), and the dependent friction
 * moves by -mu delta f_N,0 = 0.2. */
static void test_box_at_bound_nonsymmetric(void)
{
    cf_solved s = solve_case("ex6d-box-incline-at-bound.cf");
    cf_assert_solved_and_certified(&s, "Example 6d");
    if (s.p == NULL || s.trace->count != 4) {
        CF_ASSERT_MSG(0, "Example 6d: %d pivots, expected 4", s.trace != NULL ? s.trace->count : -1);
        cf_solved_free(&s);
        return;
    }
    const cf_pivot *last = &s.trace->pivots[3];
    CF_ASSERT_MSG(last->d == 3, "Example 6d: the last drive is friction 3, not %d", last->d);
    CF_ASSERT_NEAR(last->df[0], -0.4, 1e-12, "Example 6d: delta f_N,up from A11");
    CF_ASSERT_NEAR(last->df[2], 0.4, 1e-12, "Example 6d: delta f_N,down from A11");
    CF_ASSERT_NEAR(last->df[1], 0.2, 1e-12, "Example 6d: folded friction delta f_F,up = -mu delta f_N,up");
    CF_ASSERT_MSG(state_after(&s, 3, 1) == CF_SET_BOUND_MINUS
                      && state_after(&s, 3, 3) == CF_SET_BOUND_MINUS,
                  "Example 6d: both frictions end in NC_F-");
    cf_solved_free(&s);
}

/* Example 12 at every push from 0 to 2 mu m g: the friction holds the
 * block (sum f_F = -P, a = 0) up to breakaway at P = mu m g, and beyond it
 * both frictions are at the bound: sum f_F = -mu m g, a_F > 0. */
static void test_block_push_sweep(void)
{
    cf_problem *base = cf_test_load("ex12a-block-push-below-breakaway.cf");
    if (base == NULL)
        return;
    const double mu = 0.5, breakaway = mu * G;
    for (int k = 0; k <= 40; k++) {
        double push = 2.0 * breakaway * k / 40.0;
        base->b[1] = base->b[3] = push; /* rows: N0, F0, N1, F1 */
        cf_solved s = cf_solved_prepare(base);
        s.status = stage4_compute_forces(s.p, NULL, s.f, s.a);
        char where[64];
        snprintf(where, sizeof where, "block pushed by %g", push);
        cf_certificate c = cf_certify(s.p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
        CF_ASSERT_MSG(s.status == CF_OK && c.ok, "%s: status %s", where, cf_status_name(s.status));
        double friction = s.f[1] + s.f[3];
        CF_ASSERT_NEAR(friction, push <= breakaway ? -push : -breakaway, 1e-9, where);
        CF_ASSERT_NEAR(s.f[0] + s.f[2], G, 1e-9, where);
        if (push > breakaway)
            CF_ASSERT_MSG(s.a[1] > 0.0 && s.a[3] > 0.0, "%s: the block slides forward", where);
        else
            CF_ASSERT_MSG(fabs(s.a[1]) < 1e-9 && fabs(s.a[3]) < 1e-9, "%s: the block holds", where);
        s.p = NULL; /* base is freed below */
        cf_solved_free(&s);
    }
    cf_problem_free(base);
}

/* The state table is the one the trace uses: its codes are distinct and
 * read back, and the diagram names every state of a friction that pivots. */
static void test_state_table(void)
{
    for (int k = 0; k < FRICTION_STATE_COUNT; k++) {
        const friction_state_info *info = friction_state_of((friction_state)k);
        CF_ASSERT_MSG(friction_state_from_set(info->set) == (friction_state)k,
                      "state %s: its code '%c' reads back", info->name, info->set);
    }
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL)
        return;
    friction_states_print_dot(out);
    fclose(out);
    for (int k = 0; k < FRICTION_STATE_COUNT; k++)
        if (k != FRICTION_NONE) /* mu = 0: no friction takes part in the pivoting */
            CF_ASSERT_MSG(strstr(text, friction_state_of((friction_state)k)->name) != NULL,
                      "the diagram names %s", friction_state_of((friction_state)k)->name);
    free(text);
}

/* ---- manufactured problems from random scenes ---- */

static double uniform(unsigned long long *state, double lo, double hi)
{
    return lo + (hi - lo) * 0.5 * (cf_random_unit(state) + 1.0);
}

/* A floor and a few stacks of boxes, each box offset a little from the one
 * below; mu per contact from 0 to 2 and a sideways push on some boxes. */
static cf_problem *random_stacks(unsigned long long seed, int stacks, int height, int mu_zero)
{
    unsigned long long state = seed;
    cf_world2d *w = cf_world2d_new("random-stacks");
    if (w == NULL)
        return NULL;
    cf_body2d floor = {.shape = CF_SHAPE_BOX, .width = 100.0, .height = 1.0, .fixed = 1,
                       .x = 0.0, .y = -0.5};
    snprintf(floor.name, sizeof floor.name, "floor");
    cf_world2d_add_body(w, &floor);
    for (int c = 0; c < stacks; c++) {
        double x = 4.0 * c, y = 0.0;
        for (int h = 0; h < height; h++) {
            double width = uniform(&state, 1.0, 2.0), tall = uniform(&state, 0.5, 1.5);
            cf_body2d box = {.shape = CF_SHAPE_BOX, .width = width, .height = tall,
                             .mass = uniform(&state, 0.5, 2.0), .x = x, .y = y + tall / 2};
            box.inertia = cf_shape2d_inertia(CF_SHAPE_BOX, width, tall, box.mass);
            snprintf(box.name, sizeof box.name, "b%d_%d", c, h);
            int k = cf_world2d_add_body(w, &box);
            if (k >= 0 && cf_random_unit(&state) > 0.0)
                cf_world2d_apply_force(w, k, uniform(&state, -8.0, 8.0), 0.0, box.x,
                                       box.y + uniform(&state, -tall / 2, tall / 2));
            y += tall;
            x += uniform(&state, -0.4, 0.4);
        }
    }
    cf_world2d_find_contacts(w, 1e-9, 1, 0.0);
    for (int c = 0; c < w->n_constraints; c++)
        w->constraints[c].mu = mu_zero ? 0.0 : uniform(&state, 0.0, 2.0);
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_world2d_problem(w, &err);
    cf_world2d_free(w);
    return p;
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
        cf_problem *p = random_stacks(1000 + (unsigned long long)seed, 1 + seed % 4, 1 + seed % 5, 0);
        if (p == NULL)
            continue;
        cf_solved s = solve_problem(p);
        char where[64];
        snprintf(where, sizeof where, "random stacks, seed %d (n = %d)", seed, s.p->n);
        total++;
        if (s.status == CF_OK) {
            cf_certificate c = cf_certify(s.p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
            CF_ASSERT_MSG(c.ok, "%s: ok but not certified (worst %g)", where, c.worst);
            solved += c.ok;
        } else {
            CF_ASSERT_MSG(is_named_failure(s.status), "%s: status %s", where,
                          cf_status_name(s.status));
        }
        cf_solved_free(&s);
    }
    printf("\nrandom stacks with friction: %d of %d solved and certified, the rest named\n",
           solved, total);
    /* Not a bound on the algorithm (termination is not proven), but these
     * scenes are small and every one was solved when the test was written. */
    CF_ASSERT_MSG(solved == total, "random stacks: %d of %d solved", solved, total);
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

/* With every mu = 0 the frictions carry nothing: stage 4's normal
 * accelerations are stage 3's on the normal rows (a is unique). */
static void test_mu_zero_is_stage_3(void)
{
    for (int seed = 1; seed <= 20; seed++) {
        cf_problem *p = random_stacks(5000 + (unsigned long long)seed, 1 + seed % 3, 1 + seed % 4, 1);
        if (p == NULL)
            continue;
        int *normal_of = malloc((size_t)p->n * sizeof *normal_of);
        cf_problem *q = normal_of != NULL ? normal_rows_only(p, normal_of) : NULL;
        cf_solved s4 = solve_problem(p);
        cf_solved s3 = cf_test_solve(stage3_compute_forces, q);
        char where[64];
        snprintf(where, sizeof where, "mu = 0, seed %d", seed);
        cf_assert_solved_and_certified(&s4, where);
        cf_assert_solved_and_certified(&s3, where);
        if (s4.status == CF_OK && s3.status == CF_OK) {
            for (int r = 0; r < s3.p->n; r++)
                CF_ASSERT_NEAR(s4.a[normal_of[r]], s3.a[r], 1e-9, where);
            for (int i = 0; i < s4.p->n; i++)
                if (s4.p->rows[i].kind == CF_ROW_FRICTION2D)
                    CF_ASSERT_NEAR(s4.f[i], 0.0, 0.0, where);
        }
        cf_solved_free(&s4);
        cf_solved_free(&s3);
        free(normal_of);
    }
}

/* Without friction rows stage 4 solves what stage 3 solves. */
static void test_frictionless_cases_as_stage_3(void)
{
    static const char *const cases[] = {"ex2-box-on-floor.cf", "ex2b-box-tipping.cf",
                                        "ex3-cube-on-plane.cf", "ex4-stacked-boxes.cf",
                                        "ex5b-pinned-rod.cf", "ex5c-pinned-rod-lifted.cf",
                                        "ex5d-slider-crank.cf", "ex5e-hanging-chain.cf"};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cf_solved s4 = solve_case(cases[k]);
        cf_solved s3 = cf_test_solve(stage3_compute_forces, cf_test_load(cases[k]));
        cf_assert_solved_and_certified(&s4, cases[k]);
        if (s4.status == CF_OK && s3.status == CF_OK)
            for (int i = 0; i < s4.p->n; i++)
                CF_ASSERT_NEAR(s4.a[i], s3.a[i], 1e-9, cases[k]);
        cf_solved_free(&s4);
        cf_solved_free(&s3);
    }
}

static void test_refusals_and_cap(void)
{
    cf_problem *p = cf_test_load("format-all-kinds.cf"); /* has friction3d and dynamic rows */
    if (p != NULL) {
        double f[15], a[15];
        CF_ASSERT_MSG(stage4_compute_forces(p, NULL, f, a) == CF_UNSUPPORTED,
                      "3D friction and sliding rows are not stage 4's");
        CF_ASSERT_MSG(stage4_compute_forces(NULL, NULL, f, a) == CF_INVALID_INPUT, "NULL problem");
        p->b[0] = NAN;
        CF_ASSERT_MSG(stage4_compute_forces(p, NULL, f, a) == CF_INVALID_INPUT, "NaN in b");
        cf_problem_free(p);
    }
    /* A cap of one pivot stops the box on the incline, which needs four. */
    cf_solved s = cf_solved_prepare(cf_test_load("ex6d-box-incline-at-bound.cf"));
    if (s.p != NULL) {
        cf_solve_options options = {.max_pivots = 1};
        s.status = stage4_compute_forces(s.p, &options, s.f, s.a);
        CF_ASSERT_MSG(s.status == CF_PIVOT_LIMIT, "pivot cap 1: status %s",
                      cf_status_name(s.status));
    }
    cf_solved_free(&s);
}

/* ---- the clamped solve ---- */

/* Complete pivoting as written in the books: search the whole trailing
 * block for its largest entry (the first in row-major order), swap it to
 * the diagonal, eliminate below it.  Returns the rank; M is left as U. */
static int full_search_elimination(int k, double *M, double *rhs, double zero_pivot)
{
    for (int p = 0; p < k; p++) {
        int best_row = p, best_col = p;
        double best = 0.0;
        for (int i = p; i < k; i++)
            for (int j = p; j < k; j++)
                if (fabs(M[i * k + j]) > best) {
                    best = fabs(M[i * k + j]);
                    best_row = i;
                    best_col = j;
                }
        if (best <= zero_pivot)
            return p;
        for (int j = 0; j < k; j++) {
            double t = M[p * k + j];
            M[p * k + j] = M[best_row * k + j];
            M[best_row * k + j] = t;
        }
        double t = rhs[p];
        rhs[p] = rhs[best_row];
        rhs[best_row] = t;
        for (int i = 0; i < k; i++) {
            t = M[i * k + p];
            M[i * k + p] = M[i * k + best_col];
            M[i * k + best_col] = t;
        }
        for (int i = p + 1; i < k; i++) {
            double factor = M[i * k + p] / M[p * k + p];
            if (factor == 0.0)
                continue;
            M[i * k + p] = 0.0;
            for (int j = p + 1; j < k; j++)
                M[i * k + j] -= factor * M[p * k + j];
            rhs[i] -= factor * rhs[p];
        }
    }
    return k;
}

/* fdirection solves A11 by cf_solve_dense, which keeps each row's largest
 * entry instead of searching the whole block at every step (the search
 * was nearly all of stage 4's time on the Siconos files).  It must choose
 * the very pivots of the full search, ties included: on sparse matrices
 * of small integers (many equal entries) and singular ones, the
 * eliminated matrix and the rank must agree bit for bit. */
static void test_clamped_solve_pivots(void)
{
    unsigned long long state = 0x9E3779B97F4A7C15ULL;
    int differ = 0, singular = 0;
    for (int trial = 0; trial < 3000; trial++) {
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        int k = 1 + (int)(state % 24);
        double *M = cf_vec_new(k * k), *U = cf_vec_new(k * k), *rhs = cf_vec_new(k);
        double *rhs_u = cf_vec_new(k), *x = cf_vec_new(k);
        CF_ASSERT_MSG(M != NULL && U != NULL && rhs != NULL && rhs_u != NULL && x != NULL,
                      "out of memory");
        if (M == NULL || U == NULL || rhs == NULL || rhs_u == NULL || x == NULL)
            k = 0;
        for (int e = 0; e < k * k; e++) {
            state ^= state << 13, state ^= state >> 7, state ^= state << 17;
            /* two in three entries zero, the rest -3 .. 3 */
            M[e] = state % 3 == 0 ? (double)((int)(state / 3 % 7) - 3) : 0.0;
        }
        if (k > 2 && trial % 4 == 0) /* a row twice another: singular */
            for (int j = 0; j < k; j++)
                M[j] = 2.0 * M[k + j];
        for (int i = 0; i < k; i++)
            for (int j = 0; j < k; j++)
                rhs[i] += M[i * k + j] * (double)(j % 3); /* consistent */
        for (int e = 0; e < k * k; e++)
            U[e] = M[e];
        for (int i = 0; i < k; i++)
            rhs_u[i] = rhs[i];
        double zero_pivot = 1e-12 * (cf_max_abs(k * k, M) > 0.0 ? cf_max_abs(k * k, M) : 1.0);
        int rank = -1;
        cf_status status = k > 0 ? cf_solve_dense_rank(k, M, rhs, x, 1e-12, &rank) : CF_OK;
        int expected_rank = full_search_elimination(k, U, rhs_u, zero_pivot);
        singular += k > 0 && expected_rank < k;
        if (k > 0 && (status != CF_OK || rank != expected_rank
                      || memcmp(M, U, (size_t)(k * k) * sizeof *M) != 0))
            differ++;
        free(M);
        free(U);
        free(rhs);
        free(rhs_u);
        free(x);
    }
    CF_ASSERT_MSG(differ == 0, "%d of 3000 eliminations differ from the full search", differ);
    CF_ASSERT_MSG(singular > 100, "only %d singular matrices: the test lost its point", singular);
}

/* ---- the Siconos 2D friction-contact problems ---- */

/* Under the sanitizers every step is several times slower; the two largest
 * problems under 900 rows then run in the plain build only (make test runs
 * both builds).  The two granular-flow files (n = 1334, 4040) run in
 * make bench. */
#if defined(__SANITIZE_ADDRESS__)
#define SICONOS_MAX_N 200
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SICONOS_MAX_N 200
#endif
#endif
#ifndef SICONOS_MAX_N
#define SICONOS_MAX_N 900
#endif
#define SICONOS_PIVOT_CAP 2000

static void test_siconos_2d(void)
{
    FILE *manifest = fopen(CF_PEER_DIR "/fc/MANIFEST.tsv", "r");
    CF_ASSERT_MSG(manifest != NULL, "cannot open the Siconos manifest");
    if (manifest == NULL)
        return;
    char line[4096];
    int ran = 0, certified = 0;
    printf("\n");
    while (fgets(line, sizeof line, manifest) != NULL) {
        char file[256];
        int dim, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &dim, &contacts, &n) != 4 || dim != 2)
            continue;
        if (n > SICONOS_MAX_N) {
            printf("siconos 2D %-42s n = %4d: in make bench\n", file, n);
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
        cf_solve_options options = {.max_pivots = SICONOS_PIVOT_CAP};
        clock_t start = clock();
        s.status = stage4_compute_forces(s.p, &options, s.f, s.a);
        double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
        cf_certificate c = cf_certify(s.p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
        ran++;
        if (s.status == CF_OK) {
            CF_ASSERT_MSG(c.ok, "%s: ok but rejected (worst %g)", file, c.worst);
            certified += c.ok;
        } else {
            CF_ASSERT_MSG(is_named_failure(s.status), "%s: status %s", file,
                          cf_status_name(s.status));
        }
        printf("siconos 2D %-42s n = %4d: %-13s %s (worst %.1e), %.2f s\n", file, n,
               cf_status_name(s.status), c.ok ? "certified" : "not certified", c.worst, seconds);
        cf_solved_free(&s);
    }
    fclose(manifest);
    printf("siconos 2D: %d of %d run here solved and certified\n", certified, ran);
    CF_ASSERT_MSG(ran >= 6, "only %d Siconos 2D files ran", ran);
    /* Every file run here has a solution (its .sol passes the certifier),
     * and stage 4 finds one for each: a named status is a failure here. */
    CF_ASSERT_MSG(certified == ran, "%d of %d Siconos 2D files not certified", ran - certified,
                  ran);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"worked examples, certified and as derived", test_worked_examples},
        {"scene twins give the same problems", test_scene_twins},
        {"Example 6a: the particle sticks", test_particle_sticks_trace},
        {"Example 6b: the particle at the bound", test_particle_at_bound_trace},
        {"Example 6d: the nonsymmetric clamped matrix", test_box_at_bound_nonsymmetric},
        {"Example 12: friction against push, through breakaway", test_block_push_sweep},
        {"the state table", test_state_table},
        {"random stacks with mu from 0 to 2", test_random_stacks},
        {"mu = 0 gives stage 3's accelerations", test_mu_zero_is_stage_3},
        {"frictionless cases as stage 3", test_frictionless_cases_as_stage_3},
        {"refusals and the pivot cap", test_refusals_and_cap},
        {"the clamped solve picks the pivots of a full search", test_clamped_solve_pivots},
        {"Siconos 2D friction-contact problems", test_siconos_2d},
        {NULL, NULL},
    };
    return cf_test_main("stage 4: static friction in 2D", tests);
}
