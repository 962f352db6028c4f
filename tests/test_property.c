/* test_property.c - every stage on a few thousand random degenerate problems.
 *
 * The problems (tests/property/degenerate.h) have redundant and zero rows,
 * exact ties, equal b and masses 2^-20 .. 2^20; some have no solution.
 * Each is decided in exact rational arithmetic (tests/property/exact.h),
 * apart from the certifier, and every stage that claims it must agree
 * (tests/property/property.h): ok only with the exact accelerations,
 * ok whenever a solution exists, a named status when none does.
 * make soak runs the same on 10^5 problems.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cf_test.h"
#include "degenerate.h"
#include "exact.h"
#include "fast.h"
#include "property.h"

#define PROBLEMS 3000
#define MAX_N 10

static cf_problem *problem_of(int n, const double *A, const double *b)
{
    cf_problem *p = cf_problem_new(n);
    if (p == NULL)
        return NULL;
    memcpy(p->A, A, (size_t)n * (size_t)n * sizeof *A);
    memcpy(p->b, b, (size_t)n * sizeof *b);
    return p;
}

/* The exact check on problems whose answers are known by hand. */
static void test_exact_check_by_hand(void)
{
    cf_exact e;
    /* The reproducer: A = diag(1, 1e11), b = (-1, -1): f = (1, 1e-11), a = 0. */
    const double A1[4] = {1, 0, 0, 1e11}, b1[2] = {-1, -1};
    cf_problem *p = problem_of(2, A1, b1);
    if (p != NULL && CF_ASSERT_MSG(cf_exact_solve(p, &e) == 0, "exact check refused n = 2")) {
        CF_ASSERT_MSG(e.solvable, "diag(1, 1e11) has a solution");
        CF_ASSERT_NEAR(e.f[0], 1.0, 0.0, "diag(1, 1e11), f_0");
        CF_ASSERT_NEAR(e.f[1], 1e-11, 1e-27, "diag(1, 1e11), f_1");
        CF_ASSERT_NEAR(e.a[0], 0.0, 0.0, "diag(1, 1e11), a_0");
        CF_ASSERT_NEAR(e.a[1], 0.0, 0.0, "diag(1, 1e11), a_1");
    }
    cf_problem_free(p);

    /* A zero row pushed into its obstacle (a_1 = b_1 = -1 whatever f is): none. */
    const double A2[4] = {2, 0, 0, 0}, b2[2] = {-1, -1};
    p = problem_of(2, A2, b2);
    if (p != NULL && cf_exact_solve(p, &e) == 0)
        CF_ASSERT_MSG(!e.solvable, "a zero row with b < 0 has no solution");
    cf_problem_free(p);

    /* Example 3's cube (singular A, every b equal): a = 0, and the
     * solution found has the weight g shared by the forces. */
    const double A3[16] = {4, 1, -2, 1, 1, 4, 1, -2, -2, 1, 4, 1, 1, -2, 1, 4};
    const double b3[4] = {-9.81, -9.81, -9.81, -9.81};
    p = problem_of(4, A3, b3);
    if (p != NULL && cf_exact_solve(p, &e) == 0 && CF_ASSERT_MSG(e.solvable, "the cube")) {
        for (int i = 0; i < 4; i++)
            CF_ASSERT_NEAR(e.a[i], 0.0, 1e-15, "the cube, a");
        CF_ASSERT_NEAR(e.f[0] + e.f[1] + e.f[2] + e.f[3], 9.81, 1e-14, "the cube, weight");
    }
    cf_problem_free(p);
}

/* A solver that says ok without solving: the judge must call it wrong. */
static cf_status claims_zero(const cf_problem *p, const cf_solve_options *options, double *f,
                             double *a)
{
    (void)options;
    for (int i = 0; i < p->n; i++) {
        f[i] = 0.0;
        a[i] = p->b[i];
    }
    return CF_OK;
}

/* A solver that gives up on everything: every solvable problem is a false failure. */
static cf_status gives_up(const cf_problem *p, const cf_solve_options *options, double *f,
                          double *a)
{
    (void)options;
    (void)p;
    (void)f;
    (void)a;
    return CF_SINGULAR;
}

static void test_judge_can_fail(void)
{
    static const cf_property_stage liars[] = {{90, claims_zero, 0}, {91, gives_up, 0}};
    cf_property_run run;
    cf_property_init(&run);
    run.stages = liars;
    run.stage_count = 2;
    if (!CF_ASSERT_MSG(cf_property_sweep(&run, 0, 200, MAX_N) == 0, "sweep ran out of memory"))
        return;
    CF_ASSERT_MSG(run.counts[0].wrong > 50, "f = 0 claimed ok: only %ld wrong claims of 200",
                  run.counts[0].wrong);
    CF_ASSERT_MSG(run.counts[1].false_failures == run.solvable,
                  "giving up: %ld false failures, %ld problems have a solution",
                  run.counts[1].false_failures, run.solvable);
    CF_ASSERT_MSG(run.counts[1].status[CF_SINGULAR] == run.problems - run.solvable,
                  "giving up on problems without a solution is a named status");
}

/* Stage 7 on b moved by 1e-5 of itself: answers to a nearby problem, but
 * not near enough.  The judge's names for what double precision cannot
 * resolve (ill-conditioned, nearly solvable) must not take them in. */
static cf_status solves_nearby(const cf_problem *p, const cf_solve_options *options, double *f,
                               double *a)
{
    cf_problem *moved = cf_problem_new(p->n);
    if (moved == NULL)
        return CF_NO_MEMORY;
    memcpy(moved->A, p->A, (size_t)p->n * (size_t)p->n * sizeof *p->A);
    for (int i = 0; i < p->n; i++)
        moved->b[i] = p->b[i] * (1.0 + 1e-5);
    cf_status status = fast_compute_forces(moved, options, f, a);
    cf_problem_free(moved);
    return status;
}

static void test_judge_names_only_what_precision_hides(void)
{
    /* Seed 24041: a body 2^20 times lighter than another shares a contact
     * with it; the answer is right row by row but not the exact one (the
     * light body's part of A_00 = 6815744.0000104904 is its last 17 bits).
     * Seed 57212: rows 3 and 5 are opposite (A_3 = -A_5) and b_3 + b_5 =
     * -2^-19 on rows of size 1.6e6: no solution, by 8000 ulps. */
    static const struct {
        unsigned long long seed;
        int ill, near;
    } named[] = {{24041, 1, 0}, {57212, 0, 1}};
    for (int t = 0; t < 2; t++) {
        cf_property_run run;
        cf_property_init(&run);
        if (!CF_ASSERT_MSG(cf_property_sweep(&run, named[t].seed, 1, MAX_N) == 0, "out of memory"))
            return;
        for (int k = 1; k < run.stage_count; k++) { /* stages 2 and 7 */
            const cf_property_counts *c = &run.counts[k];
            CF_ASSERT_MSG(c->ill == named[t].ill && c->near == named[t].near && c->wrong == 0,
                          "seed %llu, stage %d: ill-conditioned %ld, nearly solvable %ld, wrong %ld",
                          named[t].seed, run.stages[k].number, c->ill, c->near, c->wrong);
        }
    }
    static const cf_property_stage nearby[] = {{92, solves_nearby, 0}};
    cf_property_run run;
    cf_property_init(&run);
    run.stages = nearby;
    run.stage_count = 1;
    if (!CF_ASSERT_MSG(cf_property_sweep(&run, 0, 300, MAX_N) == 0, "out of memory"))
        return;
    const cf_property_counts *c = &run.counts[0];
    printf("\nb moved by 1e-5: ok %ld, wrong %ld, ill-conditioned %ld, nearly solvable %ld\n", c->ok,
           c->wrong, c->ill, c->near);
    CF_ASSERT_MSG(c->wrong > 30 && c->ill == 0 && c->near == 0,
                  "b moved by 1e-5: wrong %ld, ill-conditioned %ld, nearly solvable %ld", c->wrong,
                  c->ill, c->near);
}

static void test_every_stage_on_random_degenerate_problems(void)
{
    cf_property_run run;
    cf_property_init(&run);
    clock_t start = clock();
    if (!CF_ASSERT_MSG(cf_property_sweep(&run, 0, PROBLEMS, MAX_N) == 0, "out of memory"))
        return;
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    printf("\n");
    cf_property_print(stdout, &run);
    printf("property: %d problems in %.2f s of processor time\n", PROBLEMS, seconds);
    /* The sweep must be hard enough to mean something. */
    CF_ASSERT_MSG(run.problems - run.solvable > PROBLEMS / 50, "only %ld without a solution",
                  run.problems - run.solvable);
    for (int k = 0; k < run.stage_count; k++) {
        const cf_property_counts *c = &run.counts[k];
        CF_ASSERT_MSG(c->wrong == 0, "stage %d: %ld wrong claims", run.stages[k].number, c->wrong);
        CF_ASSERT_MSG(c->false_failures == 0, "stage %d: %ld false failures",
                      run.stages[k].number, c->false_failures);
    }
    CF_ASSERT_MSG(run.disagreements == 0, "%ld disagreements between stages", run.disagreements);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"the exact check on problems solved by hand", test_exact_check_by_hand},
        {"the judge catches a solver that lies and one that gives up", test_judge_can_fail},
        {"the judge names only what double precision cannot resolve",
         test_judge_names_only_what_precision_hides},
        {"every stage on random degenerate problems, judged exactly",
         test_every_stage_on_random_degenerate_problems},
        {NULL, NULL},
    };
    return cf_test_main("property: every stage on random degenerate problems", tests);
}
