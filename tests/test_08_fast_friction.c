/* test_08_fast_friction.c - Stage 8: stages 4 and 5, fast.
 *
 * What is checked:
 *  - the kept LU (dense_lu.c) against manufactured solutions, and that it
 *    names a singular matrix;
 *  - the bordered factorization (bordered.c) through a long random walk of
 *    clamped sets and folded columns, every solve against a manufactured
 *    solution of the matrix built afresh;
 *  - stage 8 against stages 4 and 5 on every problem file of the course:
 *    the same status, and pivot by pivot the same driven index, limiting
 *    index, move and sets;
 *  - the same on the Siconos files that stage 4 or 5 solves within the
 *    suite's time, each answer certified, and on the larger 2D files that
 *    the factorization is kept (refactored far less often than solved);
 *  - the sparse LU (sparse_lu.c) against manufactured solutions: a
 *    nonsymmetric matrix, one whose diagonal is zero where the pivot must
 *    be taken off it, and singular ones whose dependent rows it drops (a
 *    consistent system solved, an inconsistent one left unsolved);
 *  - the sparse clamped system of stage 5 (clamped_sparse.c) entry for
 *    entry against stage 5's own dense build, at every solve of the 3D
 *    problem files;
 *  - bad input named as stages 4 and 5 name it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bordered.h"
#include "certify.h"
#include "clamped_sparse.h"
#include "fast_cone.h"
#include "cf_test.h"
#include "dense.h"
#include "dense_lu.h"
#include "fast_friction.h"
#include "friction_3d.h"
#include "siconos.h"
#include "sparse_rows.h"
#include "sparse_lu.h"
#include "static_friction.h"

/* A reproducible stream of numbers in [-1, 1) (xorshift64*). */
static double uniform(unsigned long long *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    unsigned long long x = *state * 2685821657736338717ULL;
    return (double)(x >> 11) / 4503599627370496.0 - 1.0;
}

static void test_dense_lu_manufactured(void)
{
    /* a zero in the first diagonal place: the first column needs a row exchange */
    const double M[9] = {0.0, 2.0, 1.0, 1.0, 1.0, 0.0, 2.0, 0.0, 3.0};
    const double want[3] = {1.0, 2.0, 3.0};
    double x[3];
    for (int r = 0; r < 3; r++)
        x[r] = M[3 * r] * want[0] + M[3 * r + 1] * want[1] + M[3 * r + 2] * want[2];
    dense_lu lu = {0};
    int no_memory = 1;
    CF_ASSERT_MSG(dense_lu_factor(&lu, 3, M, 1e-11, &no_memory), "the 3 by 3 example factors");
    CF_ASSERT_MSG(!no_memory, "memory");
    dense_lu_solve(&lu, x);
    for (int r = 0; r < 3; r++)
        CF_ASSERT_NEAR(x[r], want[r], 1e-14, "x of the 3 by 3 example");
    /* random 40 by 40, nonsymmetric, rows eight decades apart */
    unsigned long long state = 12345;
    enum { K = 40 };
    static double big[K * K];
    double truth[K], rhs[K];
    for (int r = 0; r < K; r++) {
        double row_scale = pow(10.0, (double)(r % 9) - 4.0);
        for (int c = 0; c < K; c++)
            big[r * K + c] = row_scale * (uniform(&state) + (r == c ? 3.0 : 0.0));
        truth[r] = uniform(&state);
    }
    for (int r = 0; r < K; r++) {
        rhs[r] = 0.0;
        for (int c = 0; c < K; c++)
            rhs[r] += big[r * K + c] * truth[c];
    }
    CF_ASSERT_MSG(dense_lu_factor(&lu, K, big, 1e-11, &no_memory), "the 40 by 40 factors");
    dense_lu_solve(&lu, rhs);
    for (int r = 0; r < K; r++)
        CF_ASSERT_NEAR(rhs[r], truth[r], 1e-10, "x of the random 40 by 40");
    /* singular: the second row twice the first */
    const double singular[4] = {1.0, 2.0, 2.0, 4.0};
    CF_ASSERT_MSG(!dense_lu_factor(&lu, 2, singular, 1e-11, &no_memory), "a singular matrix is named");
    CF_ASSERT_MSG(!no_memory, "singular is not a lack of memory");
    dense_lu_free(&lu);
}

/* The clamped matrix built afresh: entry (i, j) = A_ij + beta_j A_i,t_j. */
static double entry(const cf_problem *p, const int *friction_of, int i, int j, double beta)
{
    double value = p->A[i * p->n + j];
    if (friction_of[j] >= 0)
        value += beta * p->A[i * p->n + friction_of[j]];
    return value;
}

static void test_bordered_random_walk(void)
{
    enum { N = 30, NORMALS = 15, STEPS = 600 };
    cf_problem *p = cf_problem_new(N);
    CF_ASSERT_MSG(p != NULL, "memory");
    if (p == NULL)
        return;
    unsigned long long state = 777;
    int friction_of[N];
    for (int i = 0; i < N; i++) {
        friction_of[i] = i < NORMALS ? NORMALS + i : -1;
        for (int j = 0; j < N; j++) /* diagonally dominant even with a folded column */
            p->A[i * N + j] = i == j ? 10.0 : 0.1 * uniform(&state);
    }
    bordered b;
    CF_ASSERT_MSG(bordered_init(&b, p, friction_of, 6), "memory");
    char in[N] = {0};
    double beta[N] = {0}, truth[N], rhs[N], x[N];
    int clamped[N], worst_step = -1, border_seen = 0;
    double worst = 0.0;
    for (int step = 0; step < STEPS; step++) {
        /* one pivot's change: an index enters or leaves, or a column folds */
        int i = (int)((uniform(&state) + 1.0) * 0.5 * N) % N;
        if (i < NORMALS && in[i] && uniform(&state) > 0.0)
            beta[i] = beta[i] != 0.0 ? 0.0 : (uniform(&state) > 0.0 ? 0.5 : -0.5);
        else
            in[i] = !in[i];
        int k = 0;
        for (int j = 0; j < N; j++)
            if (in[j])
                clamped[k++] = j;
        for (int r = 0; r < k; r++)
            truth[clamped[r]] = uniform(&state);
        for (int r = 0; r < k; r++) {
            int row = clamped[r];
            rhs[row] = 0.0;
            for (int c = 0; c < k; c++)
                rhs[row] += entry(p, friction_of, row, clamped[c], beta[clamped[c]]) * truth[clamped[c]];
        }
        int no_memory = 0;
        int updated = bordered_update(&b, k, clamped, beta, &no_memory);
        CF_ASSERT_MSG(updated && !no_memory, "step %d: the update failed", step);
        if (!updated)
            break;
        border_seen = b.s > border_seen ? b.s : border_seen;
        CF_ASSERT_MSG(bordered_solve(&b, k, clamped, rhs, x), "step %d: the solve failed", step);
        for (int r = 0; r < k; r++) {
            double error = fabs(x[clamped[r]] - truth[clamped[r]]);
            if (error > worst) {
                worst = error;
                worst_step = step;
            }
        }
    }
    printf("\nbordered: %d steps, %d bases factored, border up to %d, worst error %.1e (step %d)\n",
           STEPS, b.refactored, border_seen, worst, worst_step);
    CF_ASSERT_MSG(worst < 1e-12, "worst error %g at step %d", worst, worst_step);
    CF_ASSERT_MSG(border_seen == 6, "the border reached %d entries, not its 6", border_seen);
    CF_ASSERT_MSG(b.refactored > 1 && b.refactored < STEPS / 3,
                  "%d bases factored in %d steps: the border is not used", b.refactored, STEPS);
    bordered_free(&b);
    cf_problem_free(p);
}

/* The stage that stage 8 runs for p: 5 for a problem with friction3d rows. */
static cf_solver reference_of(const cf_problem *p)
{
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION3D)
            return stage5_compute_forces;
    return stage4_compute_forces;
}

/* The two traces pivot by pivot: 1 for the same driven index, limit, move
 * and sets; 2 when they are the same up to a pivot where roundoff chooses:
 * a tie (both make the same step, to 1e-9, from the same driven index and
 * limit, but the moves differ: two conditions met at once), or a
 * degenerate pivot (both steps zero to roundoff: at most 1e-6 of the
 * largest step of the path so far, so which index goes first is
 * roundoff's choice); 0 otherwise.  The first difference is described in
 * why. */
static int same_pivots(const cf_solved *x, const cf_solved *y, char *why, size_t size)
{
    const cf_trace *s = x->trace, *t = y->trace;
    double largest_step = 0.0;
    for (int k = 0; k < s->count && k < t->count; k++) {
        const cf_pivot *a = &s->pivots[k], *b = &t->pivots[k];
        if (a->d != b->d || a->j != b->j || a->move != b->move
            || memcmp(a->sets, b->sets, (size_t)x->p->n) != 0) {
            snprintf(why, size, "pivot %d: d %d/%d, j %d/%d, move %d/%d, step %.17g/%.17g",
                     k + 1, a->d, b->d, a->j, b->j, (int)a->move, (int)b->move, a->s, b->s);
            int tie = a->d == b->d && a->j == b->j
                      && fabs(a->s - b->s) <= 1e-9 * fmax(fabs(a->s), fabs(b->s));
            int degenerate = a->d == b->d && largest_step > 0.0
                             && fmax(fabs(a->s), fabs(b->s)) <= 1e-6 * largest_step;
            return tie || degenerate ? 2 : 0;
        }
        largest_step = fmax(largest_step, fabs(a->s));
    }
    if (s->count != t->count) {
        snprintf(why, size, "%d pivots against %d", s->count, t->count);
        return 0;
    }
    return 1;
}

static void test_every_case_file(void)
{
    int count = 0, compared = 0, ties = 0;
    char **names = cf_test_list_files(CF_CASES_DIR, "", ".cf", &count);
    CF_ASSERT_MSG(names != NULL && count > 40, "the problem files");
    for (int k = 0; names != NULL && k < count; k++) {
        cf_solved fast = cf_test_solve(stage8_compute_forces, cf_test_load(names[k]));
        if (fast.p == NULL) {
            cf_solved_free(&fast);
            continue;
        }
        cf_solved slow = cf_test_solve(reference_of(fast.p), cf_test_load(names[k]));
        if (slow.status == CF_UNSUPPORTED) { /* a problem neither stage takes */
            CF_ASSERT_MSG(fast.status == CF_UNSUPPORTED, "%s: stage 8 says %s", names[k],
                          cf_status_name(fast.status));
        } else {
            char why[160] = "";
            CF_ASSERT_MSG(fast.status == slow.status, "%s: %s, the stage it keeps %s", names[k],
                          cf_status_name(fast.status), cf_status_name(slow.status));
            int same = same_pivots(&slow, &fast, why, sizeof why);
            CF_ASSERT_MSG(same != 0, "%s: %s", names[k], why);
            if (same == 2) {
                printf("\n%s: a tie decided the other way, %s", names[k], why);
                ties++;
            }
            /* The same pivots end at the same forces, up to the roundoff of
             * two ways of solving one system (a file's expected forces are
             * one answer among many where they are not unique). */
            if (fast.status == CF_OK) {
                CF_ASSERT_MSG(cf_certify(fast.p, fast.f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                              "%s: not certified", names[k]);
                double largest = cf_max_abs(fast.p->n, slow.f), apart = 0.0;
                for (int i = 0; i < fast.p->n; i++)
                    apart = fmax(apart, fabs(fast.f[i] - slow.f[i]));
                CF_ASSERT_MSG(same == 2 || apart <= 1e-9 * largest,
                              "%s: forces %.1e apart (largest %.1e)", names[k], apart, largest);
            }
            compared++;
        }
        cf_solved_free(&fast);
        cf_solved_free(&slow);
    }
    printf("\nstage 8 against stages 4 and 5: %d problem files, the same pivots in %d, the same "
           "up to a tie in %d\n", compared, compared - ties, ties);
    CF_ASSERT_MSG(compared > 40, "only %d files compared", compared);
    CF_ASSERT_MSG(ties <= 2, "%d files went another way at a tie", ties);
    cf_test_free_names(names);
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SICONOS_MAX_N 200
#endif
#endif
#ifndef SICONOS_MAX_N
#define SICONOS_MAX_N 800
#endif

/* Every Siconos friction file up to SICONOS_MAX_N (3D: up to 400, where
 * stage 5 does not need its fall-back's minutes): stage 8 against the
 * stage it keeps. */
static void test_siconos_files(void)
{
    FILE *manifest = fopen(CF_PEER_DIR "/fc/MANIFEST.tsv", "r");
    CF_ASSERT_MSG(manifest != NULL, "cannot open the Siconos manifest");
    if (manifest == NULL)
        return;
    char line[4096];
    int ran = 0, parted = 0;
    while (fgets(line, sizeof line, manifest) != NULL) {
        char file[256], path[512];
        int dim, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &dim, &contacts, &n) != 4
            || n > (dim == 2 ? SICONOS_MAX_N : SICONOS_MAX_N / 2))
            continue;
        snprintf(path, sizeof path, CF_PEER_DIR "/fc/%s", file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_solved fast = cf_test_solve(stage8_compute_forces, cf_siconos_read_fc(path, &err));
        cf_solved slow = cf_test_solve(dim == 2 ? stage4_compute_forces : stage5_compute_forces,
                                       cf_siconos_read_fc(path, &err));
        CF_ASSERT_MSG(fast.p != NULL && slow.p != NULL, "%s: %s", file, err.message);
        if (fast.p != NULL && slow.p != NULL) {
            char why[160] = "";
            CF_ASSERT_MSG(fast.status == CF_OK && slow.status == CF_OK, "%s: %s and %s", file,
                          cf_status_name(fast.status), cf_status_name(slow.status));
            CF_ASSERT_MSG(cf_certify(fast.p, fast.f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                          "%s: not certified", file);
            int same = same_pivots(&slow, &fast, why, sizeof why);
            CF_ASSERT_MSG(same != 0, "%s: %s", file, why);
            if (same == 2)
                parted++;
            printf("siconos %dD %-42s n = %4d: %d pivots, %s\n", dim, file, n,
                   fast.trace->count, same == 1 ? "the same" : "the same up to roundoff's choice:");
            if (same == 2)
                printf("    %s\n", why);
            ran++;
        }
        cf_solved_free(&fast);
        cf_solved_free(&slow);
    }
    fclose(manifest);
    CF_ASSERT_MSG(ran >= 30, "only %d Siconos files compared", ran);
    CF_ASSERT_MSG(parted <= 3, "%d of %d Siconos files parted at roundoff's choice", parted, ran);
}

/* The 2D granular file (n = 1334): the factorization is kept, not redone. */
static void test_factorization_is_kept(void)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_siconos_read_fc(CF_PEER_DIR "/fc/fc2d_granularflowonwall_00667_00000.dat", &err);
    CF_ASSERT_MSG(p != NULL, "%s", err.message);
    if (p == NULL)
        return;
    double *f = cf_vec_new(p->n), *a = cf_vec_new(p->n);
    stage8_counts counts = {0};
    cf_status status = stage8_solve_counted(p, NULL, f, a, &counts);
    CF_ASSERT_MSG(status == CF_OK && cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok,
                  "status %s", cf_status_name(status));
    printf("\ngranular flow, n = %d: %d solves, %d bases factored, %d refinements, %d handed back\n",
           p->n, counts.solves, counts.refactored, counts.refined, counts.handed_back);
    CF_ASSERT_MSG(counts.solves > 100, "%d solves", counts.solves);
    CF_ASSERT_MSG(counts.refactored * 10 < counts.solves, "%d bases for %d solves",
                  counts.refactored, counts.solves);
    CF_ASSERT_MSG(counts.handed_back == 0, "%d systems handed back", counts.handed_back);
    free(f);
    free(a);
    cf_problem_free(p);
}

static void test_bad_input(void)
{
    double f[2], a[2];
    CF_ASSERT_MSG(stage8_compute_forces(NULL, NULL, f, a) == CF_INVALID_INPUT, "NULL problem");
    cf_problem *p = cf_problem_new(2);
    if (p == NULL)
        return;
    p->rows[0].kind = CF_ROW_NORMAL;
    p->rows[1].kind = CF_ROW_FRICTION2D;
    p->rows[1].normal = 0;
    p->rows[1].mu = 0.5;
    p->A[0] = p->A[3] = 1.0;
    p->b[0] = NAN;
    char note[200] = "";
    cf_solve_options options = {.note = note, .note_size = sizeof note};
    CF_ASSERT_MSG(stage8_compute_forces(p, &options, f, a) == CF_INVALID_INPUT, "NaN in b");
    CF_ASSERT_MSG(strstr(note, "b[0]") != NULL, "the note names b[0]: %s", note);
    cf_problem_free(p);
}


/* A k by k matrix as row-major dense and as its nonzeros. */
typedef struct test_matrix {
    int k;
    double *dense;
    int *start, *column;
    double *value;
} test_matrix;

static test_matrix sparse_of(int k, double *dense)
{
    test_matrix m = {k, dense, malloc((size_t)(k + 1) * sizeof(int)),
                     malloc((size_t)k * (size_t)k * sizeof(int)),
                     malloc((size_t)k * (size_t)k * sizeof(double))};
    int used = 0;
    for (int r = 0; r < k; r++) {
        m.start[r] = used;
        for (int c = 0; c < k; c++)
            if (dense[r * k + c] != 0.0) {
                m.column[used] = c;
                m.value[used++] = dense[r * k + c];
            }
    }
    m.start[k] = used;
    return m;
}

static void test_matrix_free(test_matrix *m)
{
    free(m->dense);
    free(m->start);
    free(m->column);
    free(m->value);
}

/* out = M x. */
static void multiply(const test_matrix *m, const double *x, double *out)
{
    for (int r = 0; r < m->k; r++) {
        out[r] = 0.0;
        for (int c = 0; c < m->k; c++)
            out[r] += m->dense[r * m->k + c] * x[c];
    }
}

/* The largest |M x - rhs|_r over |rhs|_max. */
static double relative_residual(const test_matrix *m, const double *x, const double *rhs)
{
    double worst = 0.0, largest = cf_max_abs(m->k, rhs);
    double *product = malloc((size_t)m->k * sizeof *product);
    if (product == NULL)
        return INFINITY;
    multiply(m, x, product);
    for (int r = 0; r < m->k; r++)
        worst = fmax(worst, fabs(product[r] - rhs[r]));
    free(product);
    return worst / (largest > 0.0 ? largest : 1.0);
}

/* A random sparse matrix of size k, about five nonzeros a row, with a
 * diagonal that dominates (zero_diagonal: rows 0 and 1 swap their roles,
 * so the diagonal there is 0 and the pivots must come off it). */
static double *random_sparse(int k, unsigned long long *seed, int zero_diagonal)
{
    double *M = calloc((size_t)k * (size_t)k, sizeof *M);
    for (int r = 0; r < k; r++) {
        for (int e = 0; e < 4; e++) {
            int c = (int)((uniform(seed) + 1.0) * 0.5 * k) % k;
            M[r * k + c] += uniform(seed);
        }
        M[r * k + r] = 8.0 + uniform(seed);
    }
    if (zero_diagonal) {
        for (int c = 0; c < k; c++) {
            double t = M[c];
            M[c] = M[k + c];
            M[k + c] = t;
        }
        M[0] = M[k + 1] = 0.0;
    }
    return M;
}

static void test_sparse_lu_manufactured(void)
{
    unsigned long long seed = 0x5eed5eedULL;
    sparse_lu lu;
    sparse_lu_init(&lu);
    int no_memory = 0;
    for (int trial = 0; trial < 3; trial++) {
        const int k = 120;
        test_matrix m = sparse_of(k, random_sparse(k, &seed, trial == 1));
        double truth[120], rhs[120], x[120], work[120];
        for (int c = 0; c < k; c++)
            truth[c] = uniform(&seed);
        multiply(&m, truth, rhs);
        sparse_matrix M = {k, m.start, m.column, m.value};
        CF_ASSERT_MSG(sparse_lu_factor(&lu, &M, 1e-8, &no_memory), "trial %d: factor", trial);
        CF_ASSERT_MSG(lu.dropped == 0, "trial %d: %d rows dropped", trial, lu.dropped);
        sparse_lu_solve(&lu, rhs, x, work);
        double error = 0.0;
        for (int c = 0; c < k; c++)
            error = fmax(error, fabs(x[c] - truth[c]));
        CF_ASSERT_MSG(error < 1e-13, "trial %d: error %g", trial, error);
        if (trial == 1)
            CF_ASSERT_MSG(lu.pivot[0] != lu.order[0] || lu.order[0] > 1,
                          "the zero diagonal was taken as a pivot");
        test_matrix_free(&m);
    }
    /* Singular: row k-1 = row 0 + 2 row 1 and column k-1 = column 2 - column 3
     * (rank k - 1).  With rhs = M truth the system holds, and the answer
     * the LU gives must solve it; with rhs changed in row k-1 it cannot. */
    {
        const int k = 60;
        double *D = random_sparse(k, &seed, 0);
        for (int c = 0; c < k; c++)
            D[(k - 1) * k + c] = D[c] + 2.0 * D[k + c];
        for (int r = 0; r < k; r++)
            D[r * k + k - 1] = D[r * k + 2] - D[r * k + 3];
        test_matrix m = sparse_of(k, D);
        double truth[60], rhs[60], x[60], work[60];
        for (int c = 0; c < k; c++)
            truth[c] = uniform(&seed);
        multiply(&m, truth, rhs);
        sparse_matrix M = {k, m.start, m.column, m.value};
        CF_ASSERT_MSG(sparse_lu_factor(&lu, &M, 1e-8, &no_memory), "singular: factor");
        CF_ASSERT_MSG(lu.dropped == 1, "singular of rank k - 1: %d rows dropped", lu.dropped);
        sparse_lu_solve(&lu, rhs, x, work);
        double consistent = relative_residual(&m, x, rhs);
        CF_ASSERT_MSG(consistent < 1e-12, "a consistent singular system: residual %g", consistent);
        rhs[k - 1] += 1.0;
        sparse_lu_solve(&lu, rhs, x, work);
        double inconsistent = relative_residual(&m, x, rhs);
        CF_ASSERT_MSG(inconsistent > 1e-3, "an inconsistent one: residual %g", inconsistent);
        printf("\nsparse LU: singular of rank k - 1, residual %.1e consistent, %.1e not\n",
               consistent, inconsistent);
        test_matrix_free(&m);
    }
    sparse_lu_free(&lu);
}

typedef struct entry_check {
    clamped_sparse sparse, solver;
    long long systems, entries, differ;
} entry_check;

/* Stage 8's solve, after comparing the sparse A11 with stage 5's own. */
static int check_then_solve(cone_solve *s, double shift, void *context, cf_status *status)
{
    entry_check *check = context;
    dantzig *dz = &s->base.dz;
    clamped_terms terms = fast3d_terms(s);
    if (shift == 0.0 && dz->rows != NULL && clamped_sparse_build(&check->sparse, dz, &terms, 0.0)) {
        const cone_speedup *speedup = s->speedup;
        s->speedup = NULL; /* stage 5's dense build, into dz->A11 */
        cone_build_A11(s);
        s->speedup = speedup;
        const int k = s->k;
        long long stored = 0;
        for (int r = 0; r < k; r++)
            for (int e = check->sparse.start[r]; e < check->sparse.start[r + 1]; e++) {
                double dense = dz->A11[r * k + check->sparse.column[e]];
                check->differ += !(check->sparse.value[e] == dense);
                stored += dense != 0.0;
            }
        long long nonzero = 0;
        for (int r = 0; r < k * k; r++)
            nonzero += dz->A11[r] != 0.0;
        check->differ += nonzero != stored; /* a nonzero the sparse build missed */
        check->systems++;
        check->entries += stored;
    }
    return fast3d_solve(s, shift, &check->solver, status);
}

static void test_sparse_A11_entry_for_entry(void)
{
    int count = 0, files = 0;
    entry_check check = {0};
    char **names = cf_test_list_files(CF_CASES_DIR, "", ".cf", &count);
    for (int k = 0; names != NULL && k < count; k++) {
        cf_problem *p = cf_test_load(names[k]);
        if (p == NULL || reference_of(p) != stage5_compute_forces) {
            cf_problem_free(p);
            continue;
        }
        CF_ASSERT_MSG(clamped_sparse_init(&check.sparse, p->n), "memory");
        CF_ASSERT_MSG(clamped_sparse_init(&check.solver, p->n), "memory");
        int dense = 0;
        sparse_rows *rows = sparse_rows_of(p->n, p->A, (size_t)p->n * (size_t)p->n, &dense);
        cone_speedup speedup = {{rows, stage8_compute_forces, NULL, NULL}, check_then_solve,
                                &check};
        double *f = calloc((size_t)p->n, sizeof *f), *a = calloc((size_t)p->n, sizeof *a);
        stage5_solve_with(p, NULL, &speedup, f, a, NULL);
        files++;
        free(f);
        free(a);
        sparse_rows_free(rows);
        clamped_sparse_free(&check.sparse);
        clamped_sparse_free(&check.solver);
        cf_problem_free(p);
    }
    cf_test_free_names(names);
    printf("\nsparse A11 against stage 5's: %d files, %lld systems, %lld nonzeros, %lld differ\n",
           files, check.systems, check.entries, check.differ);
    CF_ASSERT_MSG(files >= 5 && check.systems >= 50, "%d files, %lld systems", files,
                  check.systems);
    CF_ASSERT_MSG(check.differ == 0, "%lld entries differ", check.differ);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"kept LU: manufactured solutions, a singular matrix named", test_dense_lu_manufactured},
        {"bordered factorization: 600 random pivots against manufactured solutions",
         test_bordered_random_walk},
        {"every problem file: the same status and pivots as stage 4 or 5", test_every_case_file},
        {"Siconos files: certified, the same pivots as stage 4 or 5", test_siconos_files},
        {"granular flow: the factorization is kept", test_factorization_is_kept},
        {"sparse LU: manufactured solutions, singular systems", test_sparse_lu_manufactured},
        {"sparse A11 of the cone: entry for entry stage 5's", test_sparse_A11_entry_for_entry},
        {"bad input named", test_bad_input},
        {NULL, NULL},
    };
    return cf_test_main("stage 8: fast pivoting with friction", tests);
}
