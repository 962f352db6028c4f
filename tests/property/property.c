/* property.c - every stage on many random degenerate problems (property.h). */
#include "property.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dantzig.h"
#include "degenerate.h"
#include "exact.h"
#include "fast.h"
#include "single_contact.h"

/* The stages under test, one line each. */
static const cf_property_stage course_stages[] = {
    {1, stage1_solve, 1},
    {2, stage2_compute_forces, 0},
    {7, fast_compute_forces, 0},
};

void cf_property_init(cf_property_run *run)
{
    memset(run, 0, sizeof *run);
    run->stages = course_stages;
    run->stage_count = (int)(sizeof course_stages / sizeof course_stages[0]);
}

static void keep_seed(unsigned long long *seeds, long count, unsigned long long seed)
{
    if (count <= CF_PROPERTY_MAX_BAD)
        seeds[count - 1] = seed;
}

/* s_i of property.h. */
static long double row_scale(const cf_problem *p, const double *f, const double *g, int i)
{
    long double scale = fabsl((long double)p->b[i]);
    for (int j = 0; j < p->n; j++)
        scale += fabsl((long double)p->A[i * p->n + j]) * fmax(fabs(f[j]), fabs(g[j]));
    return scale;
}

/* The error allowed in row i: tol s_i, and never less than the floor. */
static long double allowance(const cf_problem *p, const double *f, const double *g, int i)
{
    long double largest = 0.0L;
    for (int k = 0; k < p->n; k++)
        largest = fmaxl(largest, row_scale(p, f, g, k));
    return fmaxl(CF_PROPERTY_TOL * row_scale(p, f, g, i), p->n * DBL_EPSILON * largest);
}

static long double row_acceleration(const cf_problem *p, const double *f, int i)
{
    long double sum = p->b[i];
    for (int j = 0; j < p->n; j++)
        sum += (long double)p->A[i * p->n + j] * f[j];
    return sum;
}

/* 1 when forces f agree with the exact answer row by row (property.h). */
static int agrees(const cf_problem *p, const double *f, const cf_exact *exact)
{
    double largest_f = 0.0;
    for (int j = 0; j < p->n; j++) {
        if (!isfinite(f[j]))
            return 0;
        largest_f = fmax(largest_f, fmax(fabs(f[j]), fabs(exact->f[j])));
    }
    for (int i = 0; i < p->n; i++) {
        long double allowed = allowance(p, f, exact->f, i);
        long double A_ii = p->A[i * p->n + i];
        if (fabsl(row_acceleration(p, f, i) - exact->a[i]) > allowed)
            return 0;
        /* A force in acceleration units: what it does to its own row. */
        long double pushed = A_ii > 0 ? A_ii * f[i] : f[i];
        long double pushed_allowed = A_ii > 0 ? allowed : CF_PROPERTY_TOL * largest_f;
        if (pushed < -pushed_allowed)
            return 0;
        if (exact->a[i] > allowed && pushed > pushed_allowed)
            return 0;
    }
    return 1;
}

/* Two stages' answers: the same accelerations, row by row. */
static int same_accelerations(const cf_problem *p, const double *f, const double *g)
{
    for (int i = 0; i < p->n; i++) {
        long double difference = row_acceleration(p, f, i) - row_acceleration(p, g, i);
        if (fabsl(difference) > allowance(p, f, g, i))
            return 0;
    }
    return 1;
}

static int claims(const cf_property_stage *stage, const cf_problem *p)
{
    return stage->max_n == 0 || p->n <= stage->max_n;
}

/* Judge one stage on one problem; its forces are left in f. */
static int judge(cf_property_run *run, int k, const cf_problem *p, const cf_exact *exact,
                 unsigned long long seed, double *f, double *a)
{
    cf_property_counts *c = &run->counts[k];
    cf_status status = run->stages[k].solve(p, NULL, f, a);
    c->ran++;
    if (status == CF_OK && exact->solvable && agrees(p, f, exact)) {
        c->ok++;
        return 1;
    }
    if (status == CF_OK) {
        c->wrong++;
        keep_seed(c->wrong_seeds, c->wrong, seed);
    } else if (exact->solvable || status == CF_UNSUPPORTED || status == CF_NOT_IMPLEMENTED
               || status == CF_INVALID_INPUT || status == CF_NO_MEMORY) {
        /* A problem with no solution must get a reason, not "not mine". */
        c->false_failures++;
        keep_seed(c->false_seeds, c->false_failures, seed);
    } else {
        c->status[status]++;
    }
    return 0;
}

int cf_property_sweep(cf_property_run *run, unsigned long long first, long count, int max_n)
{
    double *f = malloc((size_t)CF_PROPERTY_MAX_STAGES * CF_EXACT_MAX_N * sizeof *f);
    double a[CF_EXACT_MAX_N];
    if (f == NULL)
        return -1;
    for (long t = 0; t < count; t++) {
        unsigned long long seed = first + (unsigned long long)t;
        cf_problem *p = cf_degenerate_problem(seed, max_n);
        cf_exact exact;
        if (p == NULL || cf_exact_solve(p, &exact) != 0) {
            cf_problem_free(p);
            free(f);
            return -1;
        }
        run->problems++;
        run->solvable += exact.solvable;
        run->subsets += exact.subsets;
        int ok_first = -1, disagree = 0;
        for (int k = 0; k < run->stage_count; k++) {
            if (!claims(&run->stages[k], p))
                continue;
            double *fk = f + (size_t)k * CF_EXACT_MAX_N;
            if (!judge(run, k, p, &exact, seed, fk, a))
                continue;
            if (ok_first < 0)
                ok_first = k;
            else if (!same_accelerations(p, f + (size_t)ok_first * CF_EXACT_MAX_N, fk))
                disagree = 1;
        }
        if (disagree) {
            run->disagreements++;
            keep_seed(run->disagree_seeds, run->disagreements, seed);
        }
        cf_problem_free(p);
    }
    free(f);
    return 0;
}

static void print_seeds(FILE *out, const char *what, const unsigned long long *seeds, long count)
{
    if (count == 0)
        return;
    fprintf(out, "    %s seeds:", what);
    for (long i = 0; i < count && i < CF_PROPERTY_MAX_BAD; i++)
        fprintf(out, " %llu", seeds[i]);
    fprintf(out, count > CF_PROPERTY_MAX_BAD ? " ...\n" : "\n");
}

void cf_property_print(FILE *out, const cf_property_run *run)
{
    fprintf(out, "%ld problems, %ld with a solution, %ld without; exact check tried %ld clamped sets\n",
            run->problems, run->solvable, run->problems - run->solvable, run->subsets);
    for (int k = 0; k < run->stage_count; k++) {
        const cf_property_counts *c = &run->counts[k];
        fprintf(out, "stage %d: ran %ld, ok %ld, wrong claims %ld, false failures %ld",
                run->stages[k].number, c->ran, c->ok, c->wrong, c->false_failures);
        for (int s = 0; s < CF_STATUS_COUNT; s++)
            if (c->status[s] > 0)
                fprintf(out, ", %s %ld", cf_status_name((cf_status)s), c->status[s]);
        fprintf(out, "\n");
        print_seeds(out, "wrong-claim", c->wrong_seeds, c->wrong);
        print_seeds(out, "false-failure", c->false_seeds, c->false_failures);
    }
    fprintf(out, "disagreements between stages: %ld\n", run->disagreements);
    print_seeds(out, "disagreement", run->disagree_seeds, run->disagreements);
}

long cf_property_bad(const cf_property_run *run)
{
    long bad = run->disagreements;
    for (int k = 0; k < run->stage_count; k++)
        bad += run->counts[k].wrong + run->counts[k].false_failures;
    return bad;
}
