/* test_02_dantzig.c - Stage 2: frictionless Dantzig pivoting.
 *
 *  - the worked examples, with the pivots derived by hand in their files;
 *  - random positive definite problems against a brute-force enumeration
 *    of active sets, an independent solver that knows nothing of pivoting;
 *  - piles of boxes (singular A) judged by the certifier and by the weight
 *    the floor must carry;
 *  - degenerate cases: redundant contacts, ties, pivot limit, no solution;
 *  - every LCP of the Siconos peer suite.
 */
#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "boxes.h"
#include "cf_test.h"
#include "certify.h"
#include "dantzig.h"
#include "dense.h"
#include "siconos.h"

#define G 9.81

static cf_solved solve_problem(cf_problem *p)
{
    return cf_test_solve(stage2_compute_forces, p);
}

static cf_solved solve_case(const char *name)
{
    return solve_problem(cf_test_load(name));
}

static void test_example_1(void)
{
    cf_solved s = solve_case("ex1-particle-on-floor.cf");
    cf_assert_solved_and_certified(&s, "Example 1");
    cf_solved_free(&s);
    s = solve_case("ex1b-particle-lifted.cf");
    cf_assert_solved_and_certified(&s, "Example 1 lifted");
    if (s.p != NULL)
        CF_ASSERT_MSG(s.trace->count == 0, "Example 1 lifted: %d pivots, expected none",
                      s.trace->count);
    cf_solved_free(&s);
}

static void test_example_2_trace(void)
{
    cf_solved s = solve_case("ex2-box-on-floor.cf");
    cf_assert_solved_and_certified(&s, "Example 2");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 2: %d pivots, expected 2", s.trace->count);
        /* Drive 0: s = g / 2.5.  Drive 1: delta f = (0.2, 1), delta a_1 = 2.4,
         * s = (g + 0.5 g/2.5) / 2.4 = 4.905. */
        cf_assert_pivot(&s, 0, 0, G / 2.5, 0, CF_MOVE_DRIVEN_TO_C, "Example 2, pivot 1");
        cf_assert_pivot(&s, 1, 1, 4.905, 1, CF_MOVE_DRIVEN_TO_C, "Example 2, pivot 2");
        if (s.trace->count == 2) {
            CF_ASSERT_NEAR(s.trace->pivots[1].df[0], 0.2, 1e-15, "Example 2: delta f_0 in drive 1");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[1], 2.4, 1e-15, "Example 2: delta a_1 in drive 1");
        }
    }
    cf_solved_free(&s);
}

static void test_example_2b_one_drive(void)
{
    cf_solved s = solve_case("ex2b-box-tipping.cf");
    cf_assert_solved_and_certified(&s, "Example 2b");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 1, "Example 2b: %d pivots, expected 1", s.trace->count);
        /* a = b = (-17.31, 5.19, -24.81): contact 2 is the most negative.
         * Driving it alone, delta a = column 2 of A = (1.75, -0.5, 2.5), so
         * s = 24.81 / 2.5 = 9.924, and then a_0 = -17.31 + 1.75 s = 0.057 and
         * a_1 = 5.19 - 0.5 s = 0.228 are both >= 0: one pivot. */
        cf_assert_pivot(&s, 0, 2, 24.81 / 2.5, 2, CF_MOVE_DRIVEN_TO_C, "Example 2b, pivot 1");
    }
    cf_solved_free(&s);
}

static void test_example_3_singular_with_tie(void)
{
    cf_solved s = solve_case("ex3-cube-on-plane.cf");
    cf_assert_solved_and_certified(&s, "Example 3");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 3: %d pivots, expected 2", s.trace->count);
        /* Every b is -g: a tie, which goes to contact 0; s = g / A_00 = g/4
         * leaves a = (0, -3g/4, -3g/2, -3g/4).  Contact 2 is now the most
         * negative: delta f = (1/2, 0, 1, 0), delta a_2 = 4 - 1 = 3, so
         * s = (3g/2) / 3 = g/2, and a_1 = a_3 = -3g/4 + 1.5 g/2 = 0 with it. */
        cf_assert_pivot(&s, 0, 0, G / 4, 0, CF_MOVE_DRIVEN_TO_C, "Example 3, pivot 1");
        cf_assert_pivot(&s, 1, 2, G / 2, 2, CF_MOVE_DRIVEN_TO_C, "Example 3, pivot 2");
    }
    cf_solved_free(&s);
}

static void test_example_4_stacked(void)
{
    cf_solved s = solve_case("ex4-stacked-boxes.cf");
    cf_assert_solved_and_certified(&s, "Example 4");
    if (s.p != NULL) {
        const double steps[4] = {3.924, 4.905, 3.924, 4.905};
        CF_ASSERT_MSG(s.trace->count == 4, "Example 4: %d pivots, expected 4", s.trace->count);
        for (int k = 0; k < 4 && k < s.trace->count; k++)
            cf_assert_pivot(&s, k, k, steps[k], k, CF_MOVE_DRIVEN_TO_C, "Example 4");
    }
    cf_solved_free(&s);
}

static void test_bilateral_rows_are_not_stage_2(void)
{
    cf_solved s = solve_case("ex5b-pinned-rod.cf");
    if (s.p != NULL)
        CU_ASSERT_EQUAL(s.status, CF_UNSUPPORTED);
    cf_solved_free(&s);
}

/* Example 2 with each corner listed twice: A is 4x4 of rank 2 and two
 * contacts are redundant.  The forces at a corner may split any way, but
 * each corner's total is g/2. */
static void test_redundant_contacts(void)
{
    cf_problem *p = cf_problem_new(4);
    if (!CF_ASSERT_MSG(p != NULL, "no memory"))
        return;
    const double x[4] = {-1, 1, -1, 1};
    for (int i = 0; i < 4; i++) {
        p->b[i] = -G;
        for (int j = 0; j < 4; j++)
            p->A[i * 4 + j] = 1.0 + 1.5 * x[i] * x[j];
    }
    cf_solved s = solve_problem(p);
    cf_assert_solved_and_certified(&s, "redundant corners");
    if (s.status == CF_OK) {
        CF_ASSERT_NEAR(s.f[0] + s.f[2], G / 2, 1e-12, "redundant corners: left corner total");
        CF_ASSERT_NEAR(s.f[1] + s.f[3], G / 2, 1e-12, "redundant corners: right corner total");
    }
    cf_solved_free(&s);
}

static void test_pivot_limit(void)
{
    cf_problem *p = cf_test_load("ex4-stacked-boxes.cf");
    if (p == NULL)
        return;
    double f[4], a[4];
    cf_solve_options options = {.max_pivots = 2};
    CU_ASSERT_EQUAL(stage2_compute_forces(p, &options, f, a), CF_PIVOT_LIMIT);
    cf_problem_free(p);
}

static void test_unbounded_ray(void)
{
    /* A = -1, b = -1: raising f only makes a more negative, and nothing
     * else limits the step: maxstep returns s = infinity. */
    cf_problem *p = cf_problem_new(1);
    if (p == NULL)
        return;
    p->A[0] = -1.0;
    p->b[0] = -1.0;
    cf_solved s = solve_problem(p);
    CU_ASSERT_EQUAL(s.status, CF_UNBOUNDED_RAY);
    cf_solved_free(&s);
}

static void test_invalid_input(void)
{
    cf_problem *p = cf_problem_new(2);
    if (p == NULL)
        return;
    p->A[0] = p->A[3] = 1.0;
    p->b[0] = NAN;
    double f[2], a[2];
    CU_ASSERT_EQUAL(stage2_compute_forces(p, NULL, f, a), CF_INVALID_INPUT);
    CU_ASSERT_EQUAL(stage2_compute_forces(NULL, NULL, f, a), CF_INVALID_INPUT);
    cf_problem_free(p);
}

/* Independent solver for small n: try every set S of contacts assumed to
 * be pressing, solve A_SS f_S = -b_S, and keep the f that satisfies every
 * condition.  For a positive definite A exactly one S works. */
static int brute_force_solve(const cf_problem *p, double *f_out)
{
    const int n = p->n;
    int found = 0;
    double *M = cf_vec_new(n * n), *rhs = cf_vec_new(n), *x = cf_vec_new(n);
    double *f = cf_vec_new(n), *a = cf_vec_new(n);
    int *members = malloc((size_t)n * sizeof *members);
    if (M == NULL || rhs == NULL || x == NULL || f == NULL || a == NULL || members == NULL)
        goto done;
    for (unsigned set = 0; set < (1u << n); set++) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (set & (1u << i))
                members[k++] = i;
        for (int r = 0; r < k; r++) {
            for (int c = 0; c < k; c++)
                M[r * k + c] = p->A[members[r] * n + members[c]];
            rhs[r] = -p->b[members[r]];
        }
        if (cf_solve_dense(k, M, rhs, x, 1e-13) != CF_OK)
            continue;
        for (int i = 0; i < n; i++)
            f[i] = 0.0;
        for (int r = 0; r < k; r++)
            f[members[r]] = x[r];
        cf_matvec(n, p->A, f, a);
        int valid = 1;
        for (int i = 0; i < n; i++)
            if (f[i] < -1e-10 || a[i] + p->b[i] < -1e-10)
                valid = 0;
        if (valid) {
            memcpy(f_out, f, (size_t)n * sizeof *f);
            found++;
        }
    }
done:
    free(M);
    free(rhs);
    free(x);
    free(f);
    free(a);
    free(members);
    return found;
}

static void test_random_pd_against_enumeration(void)
{
    for (int n = 1; n <= 10; n++) {
        for (unsigned long long seed = 1; seed <= 20; seed++) {
            cf_problem *p = cf_random_pd_problem(n, seed * 1000 + (unsigned long long)n, 1e-3);
            double *expected = cf_vec_new(n);
            char where[64];
            snprintf(where, sizeof where, "random PD n = %d seed %llu", n, seed);
            if (p == NULL || expected == NULL) {
                cf_problem_free(p);
                free(expected);
                CF_ASSERT_MSG(0, "%s: no memory", where);
                return;
            }
            int solutions = brute_force_solve(p, expected);
            CF_ASSERT_MSG(solutions >= 1, "%s: enumeration found %d solutions", where, solutions);
            cf_solved s = solve_problem(p);
            cf_assert_solved_and_certified(&s, where);
            double scale = 1.0 + cf_max_abs(n, expected);
            for (int i = 0; i < n && s.status == CF_OK && solutions >= 1; i++)
                CF_ASSERT_NEAR(s.f[i], expected[i], 1e-8 * scale, where);
            free(expected);
            cf_solved_free(&s);
        }
    }
}

static void test_random_pd_large(void)
{
    const int sizes[] = {16, 64, 128, 256};
    for (int k = 0; k < 4; k++) {
        char where[64];
        snprintf(where, sizeof where, "random PD n = %d", sizes[k]);
        cf_solved s = solve_problem(cf_random_pd_problem(sizes[k], 77, 1e-3));
        cf_assert_solved_and_certified(&s, where);
        cf_solved_free(&s);
    }
}

static void test_piles_of_boxes(void)
{
    const int sizes[] = {4, 6, 8, 16, 18, 32, 50, 64, 100, 128, 200, 256};
    for (int k = 0; k < (int)(sizeof sizes / sizeof sizes[0]); k++) {
        cf_scene2d *scene = cf_scene2d_pile(sizes[k]);
        char name[32];
        snprintf(name, sizeof name, "pile-%d", sizes[k]);
        cf_problem *p = scene != NULL ? cf_scene2d_problem(scene, name) : NULL;
        CF_ASSERT_MSG(p != NULL && p->n == sizes[k], "%s: not built with %d rows", name, sizes[k]);
        cf_scene2d_free(scene);
        cf_solved s = solve_problem(p);
        cf_assert_solved_and_certified(&s, name); /* includes the floor-carries-weight invariant */
        cf_solved_free(&s);
    }
}

/* Four contacts of three bodies with unit masses, where a clamped force
 * falls to zero: drive 3, drive 1, then driving 0 lets 3 go. */
static const char *const letting_go =
    "cf-problem 1\nname lets-go\nsize 4\nrow 0-3 normal\nA dense\n"
    "14 -7 3 17\n-7 10 5 -2\n3 5 9 12\n17 -2 12 29\nb -9 0 -6 -15\n";

static void test_trace_printing(void)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_solved s = cf_test_solve(stage2_compute_forces,
                                cf_problem_read_string(letting_go, "lets-go", &err));
    if (!CF_ASSERT_MSG(s.p != NULL, "%s", err.message))
        return;
    char *text = NULL, *dot = NULL;
    size_t text_size = 0, dot_size = 0;
    FILE *out = open_memstream(&text, &text_size);
    FILE *dot_out = open_memstream(&dot, &dot_size);
    if (out != NULL && dot_out != NULL) {
        cf_trace_print_text(out, s.trace);
        cf_trace_print_dot(dot_out, s.trace, "lets-go");
        fclose(out);
        fclose(dot_out);
        CF_ASSERT_MSG(strstr(text, "force reached zero, C to NC") != NULL, "text trace:\n%s", text);
        CF_ASSERT_MSG(strstr(text, "C = {1}, NC = {3}") != NULL, "text trace:\n%s", text);
        CF_ASSERT_MSG(strstr(dot, "digraph") != NULL && strstr(dot, "s2 -> s3") != NULL,
                      "dot trace:\n%s", dot);
    }
    free(text);
    free(dot);
    cf_solved_free(&s);
}

/* ---- the Siconos LCP files ---- */

typedef struct manifest_row {
    char file[96];
    int symmetric;
    char definiteness[24];
    int p_matrix;
} manifest_row;

/* Read the columns this test needs from MANIFEST.tsv; returns the count. */
static int read_manifest(const char *path, manifest_row *rows, int capacity)
{
    FILE *in = fopen(path, "r");
    if (in == NULL)
        return -1;
    char line[4096];
    int count = 0;
    int header = 1;
    while (fgets(line, sizeof line, in) != NULL && count < capacity) {
        if (header) {
            header = 0;
            continue;
        }
        char *fields[12] = {0};
        int nf = 0;
        for (char *field = strtok(line, "\t\n"); field != NULL && nf < 12;
             field = strtok(NULL, "\t\n"))
            fields[nf++] = field;
        if (nf < 9)
            continue;
        manifest_row *r = &rows[count++];
        snprintf(r->file, sizeof r->file, "%s", fields[0]);
        r->symmetric = strcmp(fields[3], "yes") == 0;
        snprintf(r->definiteness, sizeof r->definiteness, "%s", fields[7]);
        r->p_matrix = strcmp(fields[8], "yes") == 0;
    }
    fclose(in);
    return count;
}

static void test_peer_lcp_suite(void)
{
    manifest_row manifest[64];
    int rows = read_manifest(CF_PEER_DIR "/lcp/MANIFEST.tsv", manifest, 64);
    if (!CF_ASSERT_MSG(rows >= 20, "manifest: %d rows", rows))
        return;
    DIR *dir = opendir(CF_PEER_DIR "/lcp");
    if (!CF_ASSERT_MSG(dir != NULL, "cannot open %s/lcp", CF_PEER_DIR))
        return;
    int files = 0, certified = 0, statuses = 0, wrong = 0, matched_sol = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        size_t len = strlen(entry->d_name);
        if (len < 5 || strcmp(entry->d_name + len - 4, ".dat") != 0)
            continue;
        files++;
        char path[512];
        snprintf(path, sizeof path, "%s/lcp/%s", CF_PEER_DIR, entry->d_name);
        cf_error err;
        cf_problem *p = cf_siconos_read_lcp(path, &err);
        if (!CF_ASSERT_MSG(p != NULL, "%s", err.message))
            continue;
        const manifest_row *m = NULL;
        for (int r = 0; r < rows; r++)
            if (strcmp(manifest[r].file, entry->d_name) == 0)
                m = &manifest[r];
        CF_ASSERT_MSG(m != NULL, "%s is not in the manifest", entry->d_name);
        cf_solved s = solve_problem(p);
        cf_certificate c = cf_certify(p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
        const char *verdict;
        if (s.status == CF_OK && !c.ok) {
            wrong++;
            verdict = "WRONG ANSWER";
        } else if (s.status == CF_OK) {
            certified++;
            verdict = "certified";
        } else {
            statuses++;
            verdict = cf_status_name(s.status);
        }
        /* Within stage 2's promise (symmetric positive definite) it must solve. */
        if (m != NULL && m->symmetric && strcmp(m->definiteness, "PD") == 0)
            CF_ASSERT_MSG(s.status == CF_OK, "%s is symmetric PD but stage 2 says %s",
                          entry->d_name, cf_status_name(s.status));
        /* Where the solution is unique (a P-matrix), it is the .sol. */
        if (s.status == CF_OK && m != NULL && m->p_matrix) {
            char sol_path[512];
            snprintf(sol_path, sizeof sol_path, "%.*s.sol", (int)(strlen(path) - 4), path);
            double *sol = cf_read_vector_file(sol_path, p->n, &err);
            if (CF_ASSERT_MSG(sol != NULL, "%s", err.message)) {
                double scale = 1.0 + cf_max_abs(p->n, sol);
                for (int i = 0; i < p->n; i++)
                    CF_ASSERT_NEAR(s.f[i], sol[i], 1e-8 * scale, entry->d_name);
                matched_sol++;
            }
            free(sol);
        }
        if (strcmp(entry->d_name, "lcp_Pang_isolated_sol_perturbed.dat") == 0)
            CF_ASSERT_MSG(s.status != CF_OK, "the Pang file has no solution, yet stage 2 says ok");
        printf("\n    peer lcp %-38s n = %3d  %-8s %-10s -> %s (worst %.2g)", entry->d_name,
               p->n, m != NULL ? m->definiteness : "?", m != NULL && m->symmetric ? "symmetric" : "",
               verdict, c.worst);
        cf_solved_free(&s);
    }
    closedir(dir);
    printf("\n    peer lcp summary: %d files, %d certified, %d named statuses, %d wrong answers,"
           " %d matched the unique .sol\n", files, certified, statuses, wrong, matched_sol);
    CF_ASSERT_MSG(files == 20, "expected 20 LCP files, found %d", files);
    CF_ASSERT_MSG(wrong == 0, "%d wrong answers on the peer suite", wrong);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"Example 1: particle on a floor, and lifted", test_example_1},
        {"Example 2: box on floor, two contacts, trace by hand", test_example_2_trace},
        {"Example 2b: tipping box, one drive of the most negative contact", test_example_2b_one_drive},
        {"Example 3: cube on plane, singular A and a tie", test_example_3_singular_with_tie},
        {"Example 4: two stacked boxes, four drives", test_example_4_stacked},
        {"Example 5b: bilateral rows are unsupported in stage 2", test_bilateral_rows_are_not_stage_2},
        {"redundant contacts: corners listed twice", test_redundant_contacts},
        {"pivot limit gives a named status", test_pivot_limit},
        {"A = -1, b = -1: unbounded ray", test_unbounded_ray},
        {"NaN and NULL are invalid input", test_invalid_input},
        {"random PD n = 1..10 against enumeration of active sets", test_random_pd_against_enumeration},
        {"random PD n = 16..256 certified", test_random_pd_large},
        {"piles of boxes, 4 to 256 contacts, certified", test_piles_of_boxes},
        {"trace printed as text and DOT", test_trace_printing},
        {"every LCP of the Siconos peer suite", test_peer_lcp_suite},
        {NULL, NULL},
    };
    return cf_test_main("stage 2: Dantzig pivoting", tests);
}
