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

/* 1 when forces f satisfy the problem's own conditions row by row (a
 * judge of the answer alone, not of how close it is to the exact one):
 * a_i >= -e_i, A_ii f_i >= -e_i, and not both a_i > e_i and A_ii f_i >
 * e_i, with e_i measured from f's own terms and a in long double. */
static int conditions_hold(const cf_problem *p, const double *f)
{
    double largest_f = 0.0;
    for (int j = 0; j < p->n; j++) {
        if (!isfinite(f[j]))
            return 0;
        largest_f = fmax(largest_f, fabs(f[j]));
    }
    for (int i = 0; i < p->n; i++) {
        long double allowed = allowance(p, f, f, i);
        long double A_ii = p->A[i * p->n + i];
        long double a_i = row_acceleration(p, f, i);
        long double pushed = A_ii > 0 ? A_ii * f[i] : f[i];
        long double pushed_allowed = A_ii > 0 ? allowed : CF_PROPERTY_TOL * largest_f;
        if (a_i < -allowed || pushed < -pushed_allowed || (a_i > allowed && pushed > pushed_allowed))
            return 0;
    }
    return 1;
}

/* The spread of A's positive diagonal: how many decades of mass the
 * problem spans (1 when it has no positive diagonal entry). */
static double diagonal_spread(const cf_problem *p)
{
    double largest = 0.0, smallest = INFINITY;
    for (int i = 0; i < p->n; i++) {
        double A_ii = p->A[i * p->n + i];
        if (A_ii > 0.0) {
            largest = fmax(largest, A_ii);
            smallest = fmin(smallest, A_ii);
        }
    }
    return largest > 0.0 ? largest / smallest : 1.0;
}

/* kappa = |A_CC|_inf |A_CC^-1|_inf for the clamped set C = {i : f*_i > 0}
 * of the exact answer (1 when C is empty), by Gauss-Jordan elimination
 * with partial pivoting in long double.  The exact check chose C with A_CC
 * nonsingular; a pivot that rounds to zero gives infinity. */
static long double clamped_condition(const cf_problem *p, const cf_exact *exact)
{
    int C[CF_EXACT_MAX_N], k = 0;
    for (int i = 0; i < p->n; i++)
        if (exact->f[i] > 0.0)
            C[k++] = i;
    if (k == 0)
        return 1.0L;
    long double M[CF_EXACT_MAX_N][2 * CF_EXACT_MAX_N];
    long double norm = 0.0L;
    for (int r = 0; r < k; r++) {
        long double row = 0.0L;
        for (int c = 0; c < k; c++) {
            M[r][c] = p->A[C[r] * p->n + C[c]];
            M[r][k + c] = r == c ? 1.0L : 0.0L;
            row += fabsl(M[r][c]);
        }
        norm = fmaxl(norm, row);
    }
    for (int c = 0; c < k; c++) {
        int pivot = c;
        for (int r = c + 1; r < k; r++)
            if (fabsl(M[r][c]) > fabsl(M[pivot][c]))
                pivot = r;
        if (M[pivot][c] == 0.0L)
            return INFINITY;
        for (int j = 0; j < 2 * k; j++) {
            long double t = M[c][j];
            M[c][j] = M[pivot][j];
            M[pivot][j] = t;
        }
        for (int r = 0; r < k; r++) {
            if (r == c)
                continue;
            long double factor = M[r][c] / M[c][c];
            for (int j = 0; j < 2 * k; j++)
                M[r][j] -= factor * M[c][j];
        }
    }
    long double inverse_norm = 0.0L;
    for (int r = 0; r < k; r++) {
        long double row = 0.0L;
        for (int c = 0; c < k; c++)
            row += fabsl(M[r][k + c] / M[r][r]);
        inverse_norm = fmaxl(inverse_norm, row);
    }
    return norm * inverse_norm;
}

/* The forces f are as close to the exact answer as the problem's
 * condition allows: every row's acceleration within
 * CF_PROPERTY_KAPPA_SLACK n u kappa s_i of the exact one (property.h). */
static int within_condition(const cf_problem *p, const double *f, const cf_exact *exact)
{
    long double kappa = clamped_condition(p, exact);
    for (int i = 0; i < p->n; i++) {
        long double bound = CF_PROPERTY_KAPPA_SLACK * p->n * DBL_EPSILON * kappa
                            * row_scale(p, f, exact->f, i);
        if (!(fabsl(row_acceleration(p, f, i) - exact->a[i]) <= bound))
            return 0;
    }
    return 1;
}

/* For a problem with no solution: the forces f solve exactly a problem
 * whose b differs from this one's by at most CF_PROPERTY_NEAR max_k |b_k|
 * in every row (property.h).  That b' is b_i - min(a_i, 0) where f_i is
 * zero to the row's roundoff, and b_i - a_i where it is not. */
static int near_solvable(const cf_problem *p, const double *f)
{
    long double largest_b = 0.0L, largest_f = 0.0L;
    for (int i = 0; i < p->n; i++) {
        largest_b = fmaxl(largest_b, fabsl((long double)p->b[i]));
        largest_f = fmaxl(largest_f, fabsl((long double)f[i]));
    }
    for (int i = 0; i < p->n; i++) {
        long double a_i = row_acceleration(p, f, i);
        long double A_ii = p->A[i * p->n + i];
        long double pushed = A_ii > 0 ? A_ii * f[i] : f[i];
        long double pushed_allowed = A_ii > 0 ? allowance(p, f, f, i) : CF_PROPERTY_TOL * largest_f;
        long double moved = pushed > pushed_allowed ? fabsl(a_i) : fmaxl(-a_i, 0.0L);
        if (moved > CF_PROPERTY_NEAR * largest_b)
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
    if (status == CF_OK && conditions_hold(p, f)
        && (diagonal_spread(p) >= CF_PROPERTY_ILL_SPREAD
            || (exact->solvable && within_condition(p, f, exact)))) {
        /* Right for its own rows, yet not the exact answer: a problem too
         * ill-conditioned for double precision to tell apart from a
         * neighbour (property.h).  Counted and named, never "ok". */
        c->ill++;
        keep_seed(c->ill_seeds, c->ill, seed);
    } else if (status == CF_OK && !exact->solvable && conditions_hold(p, f) && near_solvable(p, f)) {
        /* No solution, but one for a b that differs by less than the
         * solvers' roundoff can see (property.h).  Counted and named. */
        c->near++;
        keep_seed(c->near_seeds, c->near, seed);
    } else if (status == CF_OK) {
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
        fprintf(out, "stage %d: ran %ld, ok %ld, wrong claims %ld, false failures %ld, "
                "ill-conditioned %ld, nearly solvable %ld", run->stages[k].number, c->ran, c->ok,
                c->wrong, c->false_failures, c->ill, c->near);
        for (int s = 0; s < CF_STATUS_COUNT; s++)
            if (c->status[s] > 0)
                fprintf(out, ", %s %ld", cf_status_name((cf_status)s), c->status[s]);
        fprintf(out, "\n");
        print_seeds(out, "wrong-claim", c->wrong_seeds, c->wrong);
        print_seeds(out, "false-failure", c->false_seeds, c->false_failures);
        print_seeds(out, "ill-conditioned", c->ill_seeds, c->ill);
        print_seeds(out, "nearly-solvable", c->near_seeds, c->near);
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
