/* test_01_single_contact.c - Stage 1: the 1x1 LCP in closed form.
 *
 * Every case of single_contact_force against numbers worked by hand,
 * the example files, and a sweep of random scalars judged by the
 * definition of the problem itself. */
#include <math.h>
#include <stdlib.h>

#include "cf_test.h"
#include "certify.h"
#include "single_contact.h"

static void test_resting_needs_no_force(void)
{
    double f = -1.0, a = -1.0;
    /* b >= 0: f = 0, a = b. */
    CU_ASSERT_EQUAL(single_contact_force(0.5, 5.19, &f, &a), CF_OK);
    CF_ASSERT_NEAR(f, 0.0, 0.0, "b = 5.19: f");
    CF_ASSERT_NEAR(a, 5.19, 0.0, "b = 5.19: a");
    CU_ASSERT_EQUAL(single_contact_force(0.5, 0.0, &f, &a), CF_OK);
    CF_ASSERT_NEAR(f, 0.0, 0.0, "b = 0: f");
    CF_ASSERT_NEAR(a, 0.0, 0.0, "b = 0: a");
}

static void test_pressing_contact(void)
{
    double f, a;
    /* Example 1: A = 1/m = 0.5, b = -g: f = 9.81 / 0.5 = 19.62. */
    CU_ASSERT_EQUAL(single_contact_force(0.5, -9.81, &f, &a), CF_OK);
    CF_ASSERT_NEAR(f, 19.62, 1e-12, "Example 1: f");
    CF_ASSERT_NEAR(a, 0.0, 0.0, "Example 1: a");
}

static void test_no_solution_when_pushing_cannot_help(void)
{
    double f = 1.0, a = 1.0;
    /* A = 0: a = b < 0 whatever f is. */
    CU_ASSERT_EQUAL(single_contact_force(0.0, -1.0, &f, &a), CF_NO_SOLUTION);
    CF_ASSERT_NEAR(f, 0.0, 0.0, "A = 0, b < 0: f left at 0");
    /* Example 9: Painleve's rod, A = -0.8, b = -9.81. */
    CU_ASSERT_EQUAL(single_contact_force(-0.8, -9.81, &f, &a), CF_NO_SOLUTION);
    CF_ASSERT_NEAR(f, 0.0, 0.0, "Example 9: f left at 0");
    CF_ASSERT_NEAR(a, 0.0, 0.0, "Example 9: a left at 0");
}

static void test_negative_A_with_positive_b(void)
{
    double f, a;
    /* Example 9b: f = 0 and f = b/0.8 both solve; the stage returns f = 0. */
    CU_ASSERT_EQUAL(single_contact_force(-0.8, 4.5, &f, &a), CF_OK);
    CF_ASSERT_NEAR(f, 0.0, 0.0, "Example 9b: f");
    CF_ASSERT_NEAR(a, 4.5, 0.0, "Example 9b: a");
}

static void test_invalid_numbers(void)
{
    double f, a;
    CU_ASSERT_EQUAL(single_contact_force(NAN, -1.0, &f, &a), CF_INVALID_INPUT);
    CU_ASSERT_EQUAL(single_contact_force(1.0, INFINITY, &f, &a), CF_INVALID_INPUT);
    CU_ASSERT_EQUAL(single_contact_force(1.0, -NAN, &f, &a), CF_INVALID_INPUT);
}

/* Solve a case file with stage 1 and hold it to its own expectations. */
static void check_case(const char *name)
{
    cf_problem *p = cf_test_load(name);
    if (p == NULL)
        return;
    double f = 0.0, a = 0.0;
    cf_status status = stage1_solve(p, NULL, &f, &a);
    if (p->has_expect_status) {
        CF_ASSERT_MSG(status == p->expect_status, "%s: status %s, expected %s", name,
                      cf_status_name(status), cf_status_name(p->expect_status));
    } else {
        CF_ASSERT_MSG(status == CF_OK, "%s: status %s", name, cf_status_name(status));
        cf_certificate c = cf_certify(p, &f, CF_CERTIFY_DEFAULT_TOL, NULL);
        CF_ASSERT_MSG(c.ok, "%s: certifier rejected f = %g (worst %g)", name, f, c.worst);
        char why[256];
        CF_ASSERT_MSG(cf_check_expectations(p, &f, &a, why, sizeof why), "%s: %s", name, why);
    }
    cf_problem_free(p);
}

static void test_example_files(void)
{
    check_case("ex1-particle-on-floor.cf");
    check_case("ex1b-particle-lifted.cf");
    check_case("ex9-painleve-inconsistent.cf");
    check_case("ex9b-painleve-two-solutions.cf");
}

static void test_rejects_what_is_not_one_contact(void)
{
    cf_problem *two = cf_test_load("ex2-box-on-floor.cf");
    cf_problem *bilateral = cf_test_load("ex5a-pendulum.cf");
    double f[2], a[2];
    if (two != NULL)
        CU_ASSERT_EQUAL(stage1_solve(two, NULL, f, a), CF_UNSUPPORTED);
    if (bilateral != NULL)
        CU_ASSERT_EQUAL(stage1_solve(bilateral, NULL, f, a), CF_UNSUPPORTED);
    CU_ASSERT_EQUAL(stage1_solve(NULL, NULL, f, a), CF_INVALID_INPUT);
    cf_problem_free(two);
    cf_problem_free(bilateral);
}

/* 10000 random (A, b): every ok answer satisfies the conditions exactly
 * as stated (f >= 0, a = A f + b >= 0, f a = 0 to roundoff), and every
 * refusal is a case with no solution (b < 0 and A <= 0). */
static void test_random_scalars_judged_by_definition(void)
{
    unsigned long long state = 12345;
    int wrong = 0;
    for (int k = 0; k < 10000; k++) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        double A = ((double)(state >> 11) / 9007199254740992.0) * 4.0 - 1.0;
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        double b = ((double)(state >> 11) / 9007199254740992.0) * 20.0 - 10.0;
        if (k % 10 == 0)
            A = 0.0; /* the boundary case A = 0 */
        double f, a;
        cf_status status = single_contact_force(A, b, &f, &a);
        if (status == CF_OK) {
            double recomputed = A * f + b;
            double tol = 1e-12 * (fabs(b) + fabs(A * f));
            if (f < 0.0 || recomputed < -tol || fabs(recomputed - a) > tol
                || fmin(f, recomputed) > tol)
                wrong++;
        } else if (!(status == CF_NO_SOLUTION && b < 0.0 && A <= 0.0)) {
            wrong++;
        }
    }
    CF_ASSERT_MSG(wrong == 0, "%d of 10000 random scalar problems answered wrongly", wrong);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"b >= 0: resting or separating needs no force", test_resting_needs_no_force},
        {"Example 1: particle on a floor, f = -b/A", test_pressing_contact},
        {"A <= 0 and b < 0: named status no-solution", test_no_solution_when_pushing_cannot_help},
        {"Example 9b: A < 0, b > 0 returns f = 0", test_negative_A_with_positive_b},
        {"NaN and infinity are invalid input", test_invalid_numbers},
        {"example files meet their expectations", test_example_files},
        {"more than one row or a bilateral row is unsupported", test_rejects_what_is_not_one_contact},
        {"10000 random scalars judged by the definition", test_random_scalars_judged_by_definition},
        {NULL, NULL},
    };
    return cf_test_main("stage 1: single contact", tests);
}
