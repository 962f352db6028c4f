/* test_fallbacks.c - the fall-backs that are not part of any lesson
 * (code/common/lcp_fallback.c, newton_fallback.c, repeats.c), each on its
 * own.
 *
 * Each is handed a worked example as if a stage had stopped on it with a
 * pivot limit and f = 0, and must find an answer the certifier accepts,
 * with the accelerations derived by hand in the book (the "expect a" line
 * of each case; where the forces are not unique the accelerations are).
 * Then what each must leave alone: an ok, bad input, a cap the caller
 * set, rows it does not write, a problem too large.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cf_test.h"
#include "certify.h"
#include "friction_3d.h"
#include "lcp_fallback.h"
#include "newton_fallback.h"
#include "problem.h"
#include "repeats.h"
#include "sliding_friction.h"
#include "static_friction.h"

typedef cf_status (*fallback)(const cf_problem *p, const cf_solve_options *options,
                              cf_status status, double *f, double *a);

static const char *const examples_2d[] = {
    "ex6a-particle-incline-sticks.cf",      "ex6b-particle-incline-at-bound.cf",
    "ex6c-box-incline-sticks.cf",           "ex6d-box-incline-at-bound.cf",
    "ex7a-ladder-stands.cf",                "ex7b-ladder-at-bound.cf",
    "ex7c-ladder-wall-friction-stands.cf",  "ex7d-ladder-wall-friction-at-bound.cf",
    "ex11a-disc-rolls.cf",                  "ex11b-disc-at-bound.cf",
    "ex12a-block-push-below-breakaway.cf",  "ex12b-block-push-at-breakaway.cf",
    "ex2-box-on-floor.cf",                  "ex4-stacked-boxes.cf",
    "ex5d-slider-crank.cf",                 "ex5g-beam-two-pins.cf",
    NULL,
};

/* From f = 0 and a pivot limit: ok, certified, the expected a, a note. */
static void finds(fallback method, const char *name, const char *case_name)
{
    cf_problem *p = cf_test_load(case_name);
    if (!CF_ASSERT_MSG(p != NULL, "%s: %s loads", name, case_name))
        return;
    const int n = p->n;
    double *f = calloc((size_t)n, sizeof *f), *a = calloc((size_t)n, sizeof *a);
    char note[256] = "";
    cf_solve_options options = {.note = note, .note_size = sizeof note};
    if (f != NULL && a != NULL) {
        cf_status status = method(p, &options, CF_PIVOT_LIMIT, f, a);
        CF_ASSERT_MSG(status == CF_OK, "%s on %s: %s", name, case_name, cf_status_name(status));
        cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        CF_ASSERT_MSG(c.ok, "%s on %s: certifier rejects, %s at row %d by %g", name, case_name,
                      cf_condition_name(c.worst_condition), c.worst_row, c.worst);
        for (int i = 0; p->expect_a != NULL && i < n; i++)
            CF_ASSERT_MSG(fabs(a[i] - p->expect_a[i])
                              <= p->expect_a_tol * (1.0 + fabs(p->expect_a[i])),
                          "%s on %s: a[%d] = %.17g, by hand %.17g", name, case_name, i, a[i],
                          p->expect_a[i]);
        CF_ASSERT_MSG(strstr(note, "pivot-limit") != NULL, "%s on %s: the note names the "
                      "status it started from: \"%s\"", name, case_name, note);
    }
    free(f);
    free(a);
    cf_problem_free(p);
}

static void test_lemke(void)
{
    for (int k = 0; examples_2d[k] != NULL; k++)
        finds(cf_lemke_fallback, "Lemke", examples_2d[k]);
}

static void test_enumerate(void)
{
    for (int k = 0; examples_2d[k] != NULL; k++)
        finds(cf_enumerate_fallback, "modes", examples_2d[k]);
}

/* Seed 3069 of the soak's 2D family (tests/cases/modes-squeezed-friction2d.cf):
 * a body squeezed between two contacts whose normals oppose, so that the
 * system of every combination of modes that presses both is singular; its
 * answer needs a squeeze, which the solve of the square system (the free
 * unknowns at zero) does not give.  From f = 0 and a pivot limit the
 * modes find an answer at a vertex of a combination's answers, certified;
 * the answer is one among many (the manufactured one in the file has
 * other forces and accelerations), so only the certifier judges it. */
static void test_enumerate_squeezed(void)
{
    cf_problem *p = cf_test_load("modes-squeezed-friction2d.cf");
    if (!CF_ASSERT_MSG(p != NULL && p->n == 10, "modes-squeezed-friction2d.cf loads"))
        return;
    double f[10] = {0}, a[10] = {0};
    char note[512] = "";
    cf_solve_options options = {.note = note, .note_size = sizeof note};
    CF_ASSERT_MSG(cf_certify(p, p->expect_f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                  "the manufactured answer is certified");
    cf_status status = cf_enumerate_fallback(p, &options, CF_PIVOT_LIMIT, f, a);
    CF_ASSERT_MSG(status == CF_OK, "the modes on the squeezed body: %s", cf_status_name(status));
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "the certifier rejects the modes' answer: %s at row %d by %g",
                  cf_condition_name(c.worst_condition), c.worst_row, c.worst);
    CF_ASSERT_MSG(strstr(note, "at a vertex") != NULL && strstr(note, "pivot-limit") != NULL,
                  "the note says a vertex found it, from a pivot limit: \"%s\"", note);
    cf_problem_free(p);
}

/* tests/cases/wedge-friction2d.cf: the soak's friction2d seed 63 with one
 * mu, 1.2643941277033983, for all four contacts; the file says how it was
 * found to have no answer.  What is checked here, each by its own
 * arithmetic:
 *   - the wedge: Siconos fc2d Lemke's forces g on it (copied below) lie in
 *     the friction intervals, and A g = 0 to roundoff: each |(A g)_i| at
 *     most 1e-14 of sum_j |A_ij g_j| (measured: 2.6e-15), so forces
 *     along g push on no body;
 *   - for the same reason the certifier, which measures each row against
 *     its own terms, accepts g: a_6 = -0.29 with f_6 = 7.6e14, where
 *     the 1e-9 of row 6's terms is 1e6, and b is lost in their roundoff;
 *   - stage 4 stops with the status the file expects, stage 6 with a
 *     named status, and none of the fall-backs finds forces the certifier
 *     accepts: no claim is made. */
static void test_wedge_without_answer(void)
{
    static const double g[8] = {0, 0, 177655395870333.38, -224626439293272.09,
                                1020241548063499.9, 1086144056216845.2, 756375789834549.62,
                                956357107003825};
    cf_problem *p = cf_test_load("wedge-friction2d.cf");
    if (!CF_ASSERT_MSG(p != NULL && p->n == 8 && p->has_expect_status,
                       "wedge-friction2d.cf loads, with its expected status"))
        return;
    double worst = 0.0;
    for (int i = 0; i < 8; i++) {
        double sum = 0.0, terms = 0.0;
        for (int j = 0; j < 8; j++) {
            sum += p->A[i * 8 + j] * g[j];
            terms += fabs(p->A[i * 8 + j] * g[j]);
        }
        worst = fmax(worst, fabs(sum) / terms);
        if (p->rows[i].kind == CF_ROW_FRICTION2D) {
            double f_N = g[p->rows[i].normal];
            CF_ASSERT_MSG(f_N >= 0.0 && fabs(g[i]) <= p->rows[i].mu * f_N * (1.0 + 1e-12),
                          "the wedge's row %d: |%g| outside mu %g", i, g[i], f_N);
        }
    }
    printf("\n    the wedge: |A g| at most %.1e of its terms", worst);
    CF_ASSERT_MSG(worst <= 1e-14, "the wedge pushes: |A g| is %g of its terms", worst);
    double a[8];
    cf_certificate c = cf_certify(p, g, CF_CERTIFY_DEFAULT_TOL, a);
    CF_ASSERT_MSG(c.ok && a[6] < -0.1 && g[6] > 1e14,
                  "forces of 1e15 along the wedge pass the certifier (%d) with a_6 = %g < 0",
                  c.ok, a[6]);
    const cf_solver stages[] = {stage4_compute_forces, stage6_compute_forces};
    for (int k = 0; k < 2; k++) {
        double f[8], acc[8];
        cf_status status = stages[k](p, NULL, f, acc);
        CF_ASSERT_MSG(k == 0 ? status == p->expect_status : status != CF_OK,
                      "stage %d on the wedge: %s", k == 0 ? 4 : 6, cf_status_name(status));
        CF_ASSERT_MSG(!cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                      "stage %d's forces on the wedge are certified", k == 0 ? 4 : 6);
    }
    const fallback methods[] = {cf_lemke_fallback, cf_enumerate_fallback, cf_newton_fallback};
    const char *const names[] = {"Lemke", "modes", "Newton"};
    for (int m = 0; m < 3; m++) {
        double f[8] = {0}, acc[8] = {0};
        cf_status status = methods[m](p, NULL, CF_UNBOUNDED_RAY, f, acc);
        CF_ASSERT_MSG(status == CF_UNBOUNDED_RAY, "%s on the wedge: %s", names[m],
                      cf_status_name(status));
    }
    cf_problem_free(p);
}

static void test_newton(void)
{
    for (int k = 0; examples_2d[k] != NULL; k++)
        finds(cf_newton_fallback, "Newton", examples_2d[k]);
    for (int k = 0; k < CF_TEST_FRICTION3D_EXAMPLES; k++)
        finds(cf_newton_fallback, "Newton", cf_test_friction3d_examples[k]);
}

/* Random problems (tests/cases/newton-*.cf, from the soak) on which
 * Newton's method needs its full steps from zero, its path in mu, full
 * steps from where its line search stalled (seed 80486 of the 3D family),
 * or the start from faceted cones (seed 56017): the answer is certified,
 * and the note says which start found it.  Where the answer is one among
 * many it need not be the manufactured one; seed 56017's is that answer:
 * each force within the file's tolerance times the largest force, each
 * acceleration within it times 1 + its size. */
static void test_newton_starts(void)
{
    static const struct {
        const char *case_name, *start;
        int manufactured;
    } cases[] = {
        {"newton-full-steps.cf", "full steps", 0},
        {"newton-mu-path.cf", "a path in mu", 0},
        {"newton-nearest-friction3d.cf", "where its line search came nearest", 0},
        {"newton-faceted-friction3d.cf", "the answer with faceted cones", 1},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cf_problem *p = cf_test_load(cases[k].case_name);
        if (!CF_ASSERT_MSG(p != NULL, "%s loads", cases[k].case_name))
            continue;
        double *f = calloc((size_t)p->n, sizeof *f), *a = calloc((size_t)p->n, sizeof *a);
        char note[512] = "";
        cf_solve_options options = {.note = note, .note_size = sizeof note};
        if (f != NULL && a != NULL) {
            cf_status status = cf_newton_fallback(p, &options, CF_PIVOT_LIMIT, f, a);
            CF_ASSERT_MSG(status == CF_OK, "%s: %s", cases[k].case_name, cf_status_name(status));
            CF_ASSERT_MSG(cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                          "%s: the certifier rejects Newton's answer", cases[k].case_name);
            CF_ASSERT_MSG(strstr(note, cases[k].start) != NULL, "%s: found with %s: \"%s\"",
                          cases[k].case_name, cases[k].start, note);
            double largest = 0.0;
            for (int i = 0; p->expect_f != NULL && i < p->n; i++)
                largest = fmax(largest, fabs(p->expect_f[i]));
            for (int i = 0; cases[k].manufactured && i < p->n; i++) {
                CF_ASSERT_MSG(p->expect_f != NULL && fabs(f[i] - p->expect_f[i])
                                  <= p->expect_f_tol * largest,
                              "%s: f[%d] = %.17g, manufactured %.17g", cases[k].case_name, i,
                              f[i], p->expect_f != NULL ? p->expect_f[i] : NAN);
                CF_ASSERT_MSG(p->expect_a != NULL && fabs(a[i] - p->expect_a[i])
                                  <= p->expect_a_tol * (1.0 + fabs(p->expect_a[i])),
                              "%s: a[%d] = %.17g, manufactured %.17g", cases[k].case_name, i,
                              a[i], p->expect_a != NULL ? p->expect_a[i] : NAN);
            }
        }
        free(f);
        free(a);
        cf_problem_free(p);
    }
}

/* A solver of one normal row and nothing else (f = max(0, -b/A)): what the
 * retry without repeats hands the problem it keeps; CF_SINGULAR otherwise,
 * as a method that cannot split a force between two equal rows. */
static cf_status one_row(const cf_problem *p, const cf_solve_options *options, double *f,
                         double *a)
{
    (void)options;
    if (p->n != 1 || p->rows[0].kind != CF_ROW_NORMAL || !(p->A[0] > 0.0))
        return CF_SINGULAR;
    f[0] = fmax(0.0, -p->b[0] / p->A[0]);
    a[0] = p->A[0] * f[0] + p->b[0];
    return CF_OK;
}

/* Without repeated contacts: a particle of mass 1 on a floor with its
 * contact listed twice, A = [[1, 1], [1, 1]], b = (-9.81, -9.81): any
 * f_0 + f_1 = 9.81 with both >= 0 is an answer; the retry keeps the first
 * row, whose answer is 9.81, and gives the repeat 0, so f = (9.81, 0) and
 * a = (0, 0) (by hand).  Then seed 49647 of the soak's 3D family, whose
 * fourth contact repeats its first: stage 5 without the repeat, certified
 * on the whole problem, the repeat's rows 9-11 at 0. */
static void test_repeats(void)
{
    cf_problem *twice = cf_problem_read_string("cf-problem 1\nname twice\nsize 2\nrow 0-1 normal\n"
                                               "A dense\n1 1\n1 1\nb -9.81 -9.81\n", "twice", NULL);
    char note[512] = "";
    cf_solve_options options = {.note = note, .note_size = sizeof note};
    double f[15] = {0}, a[15] = {0};
    if (CF_ASSERT_MSG(twice != NULL, "the particle listed twice is read")) {
        CF_ASSERT_MSG(one_row(twice, NULL, f, a) == CF_SINGULAR, "one_row cannot solve it whole");
        cf_status status = cf_retry_without_repeats(one_row, twice, &options, CF_SINGULAR, f, a);
        CF_ASSERT_MSG(status == CF_OK, "without the repeat: %s", cf_status_name(status));
        CF_ASSERT_MSG(fabs(f[0] - 9.81) <= 1e-12 && f[1] == 0.0 && fabs(a[0]) <= 1e-12
                          && fabs(a[1]) <= 1e-12,
                      "f = (%g, %g), a = (%g, %g); by hand (9.81, 0), (0, 0)", f[0], f[1], a[0], a[1]);
        CF_ASSERT_MSG(strstr(note, "the 1 contact that repeats") != NULL
                          && strstr(note, "singular") != NULL,
                      "the note says what was left out and the status it started from: \"%s\"", note);
    }
    cf_problem_free(twice);
    cf_problem *p = cf_test_load("repeats-friction3d.cf");
    if (CF_ASSERT_MSG(p != NULL && p->n == 15, "repeats-friction3d.cf loads")) {
        note[0] = '\0';
        cf_status status = cf_retry_without_repeats(stage5_compute_forces, p, &options,
                                                    CF_PIVOT_LIMIT, f, a);
        CF_ASSERT_MSG(status == CF_OK, "stage 5 without the repeat: %s (%s)",
                      cf_status_name(status), note);
        CF_ASSERT_MSG(cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                      "the certifier accepts the answer on the whole problem");
        CF_ASSERT_MSG(f[9] == 0.0 && f[10] == 0.0 && f[11] == 0.0,
                      "the repeat carries no force: %g %g %g", f[9], f[10], f[11]);
    }
    cf_problem_free(p);
}

/* The status, f and a come back as they went in. */
static void leaves(fallback method, const char *name, const cf_problem *p,
                   const cf_solve_options *options, cf_status status, const char *what)
{
    const int n = p != NULL ? p->n : 1;
    double *f = malloc((size_t)n * sizeof *f), *a = malloc((size_t)n * sizeof *a);
    if (f == NULL || a == NULL) {
        free(f);
        free(a);
        return;
    }
    for (int i = 0; i < n; i++)
        f[i] = a[i] = 7.0;
    cf_status got = method(p, options, status, f, a);
    CF_ASSERT_MSG(got == status, "%s, %s: %s came back as %s", name, what,
                  cf_status_name(status), cf_status_name(got));
    int same = 1;
    for (int i = 0; i < n; i++)
        same = same && f[i] == 7.0 && a[i] == 7.0;
    CF_ASSERT_MSG(same, "%s, %s: f and a were changed", name, what);
    free(f);
    free(a);
}

static void test_what_they_leave_alone(void)
{
    const fallback methods[] = {cf_lemke_fallback, cf_enumerate_fallback, cf_newton_fallback};
    const char *const names[] = {"Lemke", "modes", "Newton"};
    cf_problem *incline = cf_test_load("ex6d-box-incline-at-bound.cf");
    cf_problem *sliding = cf_test_load("ex8a-box-sliding.cf");
    cf_problem *large = cf_problem_new(CF_NEWTON_MAX_ROWS + 1);
    if (large != NULL)
        for (int i = 0; i < large->n; i++) {
            large->A[(size_t)i * large->n + i] = 1.0;
            large->b[i] = -1.0;
        }
    const cf_solve_options capped = {.max_pivots = 3};
    for (int m = 0; m < 3; m++) {
        if (incline != NULL) {
            leaves(methods[m], names[m], incline, NULL, CF_OK, "an ok");
            leaves(methods[m], names[m], incline, NULL, CF_INVALID_INPUT, "bad input");
            leaves(methods[m], names[m], incline, NULL, CF_NO_MEMORY, "no memory");
            leaves(methods[m], names[m], incline, &capped, CF_PIVOT_LIMIT,
                   "the caller's pivot cap");
        }
        leaves(methods[m], names[m], NULL, NULL, CF_PIVOT_LIMIT, "no problem");
        if (sliding != NULL) /* a dynamic row: f = -mu f_N along the slide is not an LCP's */
            leaves(methods[m], names[m], sliding, NULL, CF_INCONSISTENT, "sliding rows");
    }
    if (incline != NULL) { /* no contact repeats another: nothing to leave out */
        double f[8], a[8];
        for (int i = 0; i < 8; i++)
            f[i] = a[i] = 7.0;
        CF_ASSERT_MSG(incline->n <= 8 && cf_retry_without_repeats(one_row, incline, NULL, CF_PIVOT_LIMIT, f, a)
                          == CF_PIVOT_LIMIT && f[0] == 7.0 && a[0] == 7.0,
                      "without repeats: a problem without repeated contacts comes back as it went in");
    }
    if (large != NULL) /* solvable (f = 1), but too large for a dense Newton step */
        leaves(cf_newton_fallback, "Newton", large, NULL, CF_PIVOT_LIMIT, "too many rows");
    cf_problem_free(incline);
    cf_problem_free(sliding);
    cf_problem_free(large);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"Lemke's method from a pivot limit", test_lemke},
        {"every combination of modes from a pivot limit", test_enumerate},
        {"the modes on a squeezed body: a vertex", test_enumerate_squeezed},
        {"a wedge without an answer: no claim", test_wedge_without_answer},
        {"Newton's method on the Alart-Curnier equations", test_newton},
        {"Newton's starts: full steps, a path in mu", test_newton_starts},
        {"without repeated contacts", test_repeats},
        {"what the fall-backs leave alone", test_what_they_leave_alone},
        {NULL, NULL},
    };
    return cf_test_main("fallbacks", tests);
}
