/* fast.c - the tables and numbers of chapter 8 (fast pivoting with friction).
 *
 *   fast compare DIR MAXN OUT.md OUT.values [CASE...]
 *       the problem files CASE (the chapters' 2D examples) and every Siconos
 *       2D file of DIR/MANIFEST.tsv with n <= MAXN, solved by stage 4 and by stage 8 with
 *       their traces: the pivots compared one by one, and what stage 8's
 *       kept factorization did (solves, bases factored, the border)
 *   fast compare3d DIR MAXN OUT.md OUT.values
 *       every Siconos 3D file of DIR/MANIFEST.tsv with n <= MAXN, solved by
 *       stage 5 and by stage 8 with their traces: the pivots compared, and
 *       the sparse clamped systems of stage 8 (their size, nonzeros, the
 *       fill of their factors, the rows dropped as dependent)
 *   fast worked CASE OUT.values
 *       the border of one pivot of CASE, by the numbers: the base factored
 *       on the clamped system two pivots before stage 4's last, the change
 *       of the pivot after it as a border (a removed and an added entry when
 *       a column folds), S, the solution, and the same system solved afresh
 *   fast exercises OUT.values
 *       the answers of chapter 8's exercises: the border of exercise 1 by
 *       bordered.c itself, checked against the folded system solved afresh,
 *       the border that costs least in exercise 3, and the order and fill of
 *       sparse_lu.c on exercise 4's arrowhead, its answer checked against
 *       the dense elimination
 *   fast steps FILE FIRST COUNT OUT.md OUT.values
 *       COUNT solves of stage 8 on a Siconos 2D file from solve FIRST: the
 *       size of the clamped system, of the base and of the border at each
 *
 * Every number is the solvers'.  compare fails (exit 1) when stage 8 does
 * not certify an answer stage 4 certifies, or when their pivots differ
 * other than at a tie; compare3d likewise against stage 5, where the paths
 * may also part at a degenerate pivot (both steps zero to roundoff); exit
 * 2 on bad usage or an unreadable file.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bordered.h"
#include "certify.h"
#include "dense.h"
#include "fast_friction.h"
#include "friction_3d.h"
#include "problem.h"
#include "siconos.h"
#include "sparse_lu.h"
#include "static_friction.h"
#include "trace.h"

enum { EXIT_OK = 0, EXIT_MISMATCH = 1, EXIT_USAGE = 2 };

/* A solve with its trace. */
typedef struct run {
    double *f, *a;
    cf_trace *trace;
    cf_status status;
    int certified;
} run;

static int solve(cf_solver solver, const cf_problem *p, stage8_counts *counts, run *r)
{
    r->f = calloc((size_t)p->n, sizeof *r->f);
    r->a = calloc((size_t)p->n, sizeof *r->a);
    r->trace = cf_trace_new(p->n);
    if (r->f == NULL || r->a == NULL || r->trace == NULL)
        return 0;
    cf_solve_options options = {.trace = r->trace};
    r->status = counts != NULL ? stage8_solve_counted(p, &options, r->f, r->a, counts)
                               : solver(p, &options, r->f, r->a);
    r->certified = r->status == CF_OK && cf_certify(p, r->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok;
    return 1;
}

static void run_free(run *r)
{
    free(r->f);
    free(r->a);
    cf_trace_free(r->trace);
}

/* The pivots one by one: -1 when every one is the same (driven index,
 * limit, move, sets); else the first that differs. */
static int first_difference(int n, const cf_trace *s, const cf_trace *t)
{
    int k = 0;
    for (; k < s->count && k < t->count; k++) {
        const cf_pivot *a = &s->pivots[k], *b = &t->pivots[k];
        if (a->d != b->d || a->j != b->j || a->move != b->move
            || memcmp(a->sets, b->sets, (size_t)n) != 0)
            return k;
    }
    return s->count == t->count ? -1 : k;
}

/* One row of the table; returns 0 when stage 8 fails where stage 4 does not. */
static int compare_one(const char *name, const cf_problem *p, FILE *md, int *same, int *tie,
                       stage8_counts *total)
{
    run slow = {0}, fast = {0};
    stage8_counts counts = {0};
    int ok = solve(stage4_compute_forces, p, NULL, &slow) && solve(NULL, p, &counts, &fast);
    int k = ok ? first_difference(p->n, slow.trace, fast.trace) : 0;
    const char *verdict = "the same";
    if (k >= 0) {
        const cf_pivot *a = &slow.trace->pivots[k], *b = &fast.trace->pivots[k];
        int at_tie = k < slow.trace->count && k < fast.trace->count && a->d == b->d && a->j == b->j
                     && fabs(a->s - b->s) <= 1e-9 * fmax(fabs(a->s), fabs(b->s));
        verdict = at_tie ? "a tie" : "differ";
        *tie += at_tie;
        ok = ok && at_tie;
    } else {
        (*same)++;
    }
    ok = ok && fast.certified == slow.certified && fast.status == slow.status;
    double border = counts.solves > 0 ? (double)counts.border_entries / counts.solves : 0.0;
    fprintf(md, "| %s | %d | %d | %d | %s | %d | %d | %.1f | %d |\n", name, p->n,
            slow.trace->count, fast.trace->count, verdict, counts.solves, counts.refactored,
            border, counts.handed_back);
    total->solves += counts.solves;
    total->refactored += counts.refactored;
    total->handed_back += counts.handed_back;
    total->border_entries += counts.border_entries;
    if (!ok)
        fprintf(stderr, "fast: %s: stage 4 %s%s, stage 8 %s%s, pivots %s\n", name,
                cf_status_name(slow.status), slow.certified ? " (certified)" : "",
                cf_status_name(fast.status), fast.certified ? " (certified)" : "", verdict);
    run_free(&slow);
    run_free(&fast);
    return ok;
}

/* DIR/MANIFEST.tsv to read, the table and the values to write: 1, or 0
 * (said on stderr, nothing left open) when one cannot be opened. */
static int open_files(const char *dir, const char *md_path, const char *values_path,
                      FILE **manifest, FILE **md, FILE **values)
{
    char path[600];
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    *manifest = fopen(path, "r");
    *md = fopen(md_path, "w");
    *values = fopen(values_path, "w");
    if (*manifest != NULL && *md != NULL && *values != NULL)
        return 1;
    fprintf(stderr, "fast: cannot read %s or write the outputs\n", path);
    if (*manifest != NULL)
        fclose(*manifest);
    if (*md != NULL)
        fclose(*md);
    if (*values != NULL)
        fclose(*values);
    return 0;
}

/* The next Siconos file of the manifest with dimension dim and n <= max_n,
 * its name in file: 1 with *p (NULL when it cannot be read, which is
 * said), 0 at the end. */
static int next_file(FILE *manifest, const char *dir, int dim, int max_n, char file[256],
                     cf_problem **p)
{
    char line[4096], path[600];
    while (fgets(line, sizeof line, manifest) != NULL) {
        int d, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &d, &contacts, &n) != 4 || d != dim || n > max_n)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, file);
        cf_error err;
        memset(&err, 0, sizeof err);
        *p = cf_siconos_read_fc(path, &err);
        if (*p == NULL)
            fprintf(stderr, "fast: %s\n", err.message);
        return 1;
    }
    return 0;
}

static int compare(const char *dir, int max_n, const char *md_path, const char *values_path,
                   char **cases, int case_count)
{
    FILE *manifest, *md, *values;
    if (!open_files(dir, md_path, values_path, &manifest, &md, &values))
        return EXIT_USAGE;
    fprintf(md, "| problem | $n$ | pivots, stage 4 | pivots, stage 8 | pivot by pivot | solves "
                "| bases factored | mean border | handed back |\n"
                "|:--|--:|--:|--:|:--|--:|--:|--:|--:|\n");
    int files = 0, same = 0, tie = 0, code = EXIT_OK;
    stage8_counts total = {0};
    for (int c = 0; c < case_count; c++) { /* the chapters' 2D examples */
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p = cf_problem_read_file(cases[c], &err);
        if (p == NULL) {
            fprintf(stderr, "fast: %s\n", err.message);
            code = EXIT_USAGE;
            continue;
        }
        const char *base = strrchr(cases[c], '/');
        char name[300];
        snprintf(name, sizeof name, "`%s`", base != NULL ? base + 1 : cases[c]);
        if (!compare_one(name, p, md, &same, &tie, &total))
            code = EXIT_MISMATCH;
        files++;
        cf_problem_free(p);
    }
    char file[256];
    cf_problem *p;
    while (next_file(manifest, dir, 2, max_n, file, &p)) {
        if (p == NULL) {
            code = EXIT_USAGE;
            continue;
        }
        char name[300];
        snprintf(name, sizeof name, "`%s`", file);
        if (!compare_one(name, p, md, &same, &tie, &total))
            code = EXIT_MISMATCH;
        files++;
        cf_problem_free(p);
    }
    fclose(manifest);
    fclose(md);
    fprintf(values, "fast.files\t%d\nfast.same\t%d\nfast.tie\t%d\nfast.maxn\t%d\n", files, same,
            tie, max_n);
    fprintf(values, "fast.solves\t%d\nfast.refactored\t%d\nfast.handed\t%d\n", total.solves,
            total.refactored, total.handed_back);
    fprintf(values, "fast.border\t%.1f\n",
            total.solves > 0 ? (double)total.border_entries / total.solves : 0.0);
    fclose(values);
    return code;
}

/* Where the two paths part: "the same" (they do not), "a tie" (the same
 * step from the same driven index and limit, another move), "degenerate"
 * (both steps zero to roundoff: at most 1e-6 of the largest step before),
 * or "differ". */
static const char *parting(int n, const cf_trace *s, const cf_trace *t)
{
    int k = first_difference(n, s, t);
    if (k < 0)
        return "the same";
    if (k >= s->count || k >= t->count)
        return "differ";
    const cf_pivot *a = &s->pivots[k], *b = &t->pivots[k];
    double largest = 0.0;
    for (int q = 0; q < k; q++)
        largest = fmax(largest, fabs(s->pivots[q].s));
    if (a->d == b->d && a->j == b->j && fabs(a->s - b->s) <= 1e-9 * fmax(fabs(a->s), fabs(b->s)))
        return "a tie";
    if (a->d == b->d && largest > 0.0 && fmax(fabs(a->s), fabs(b->s)) <= 1e-6 * largest)
        return "degenerate";
    return "differ";
}

static int compare3d(const char *dir, int max_n, const char *md_path, const char *values_path)
{
    FILE *manifest, *md, *values;
    if (!open_files(dir, md_path, values_path, &manifest, &md, &values))
        return EXIT_USAGE;
    fprintf(md, "| problem | $n$ | pivots, stage 5 | pivots, stage 8 | pivot by pivot | systems "
                "| mean $k$ | nonzeros of $A_{11}$ | of $L$ and $U$ | rows dropped "
                "| handed back |\n"
                "|:--|--:|--:|--:|:--|--:|--:|--:|--:|--:|--:|\n");
    int files = 0, same = 0, parted = 0, code = EXIT_OK;
    stage8_counts total = {0};
    char file[256];
    cf_problem *p;
    while (next_file(manifest, dir, 3, max_n, file, &p)) {
        if (p == NULL) {
            code = EXIT_USAGE;
            continue;
        }
        run slow = {0}, fast = {0};
        stage8_counts counts = {0};
        int ok = solve(stage5_compute_forces, p, NULL, &slow) && solve(NULL, p, &counts, &fast);
        const char *verdict = ok ? parting(p->n, slow.trace, fast.trace) : "differ";
        same += strcmp(verdict, "the same") == 0;
        parted += strcmp(verdict, "a tie") == 0 || strcmp(verdict, "degenerate") == 0;
        ok = ok && strcmp(verdict, "differ") != 0 && fast.certified == slow.certified
             && fast.status == slow.status;
        long long systems = counts.sparse_solves > 0 ? counts.sparse_solves : 1;
        fprintf(md, "| `%s` | %d | %d | %d | %s | %lld | %.0f | %.0f | %.0f | %lld | %lld |\n",
                file, p->n, slow.trace->count, fast.trace->count, verdict, counts.sparse_solves,
                (double)counts.sparse_k / systems, (double)counts.sparse_nonzeros / systems,
                (double)counts.sparse_fill / systems, counts.sparse_dropped,
                counts.sparse_handed_back);
        total.sparse_solves += counts.sparse_solves;
        total.sparse_handed_back += counts.sparse_handed_back;
        total.sparse_k += counts.sparse_k;
        total.sparse_nonzeros += counts.sparse_nonzeros;
        total.sparse_fill += counts.sparse_fill;
        total.sparse_dropped += counts.sparse_dropped;
        if (!ok) {
            fprintf(stderr, "fast: %s: stage 5 %s%s, stage 8 %s%s, pivots %s\n", file,
                    cf_status_name(slow.status), slow.certified ? " (certified)" : "",
                    cf_status_name(fast.status), fast.certified ? " (certified)" : "", verdict);
            code = EXIT_MISMATCH;
        }
        run_free(&slow);
        run_free(&fast);
        files++;
        cf_problem_free(p);
    }
    fclose(manifest);
    fclose(md);
    long long systems = total.sparse_solves > 0 ? total.sparse_solves : 1;
    fprintf(values, "fast3.files\t%d\nfast3.same\t%d\nfast3.parted\t%d\nfast3.maxn\t%d\n",
            files, same, parted, max_n);
    fprintf(values, "fast3.systems\t%lld\nfast3.handed\t%lld\nfast3.dropped\t%lld\n",
            total.sparse_solves, total.sparse_handed_back, total.sparse_dropped);
    fprintf(values, "fast3.k\t%.0f\nfast3.nonzeros\t%.0f\nfast3.fill\t%.0f\n",
            (double)total.sparse_k / systems, (double)total.sparse_nonzeros / systems,
            (double)total.sparse_fill / systems);
    return code;
}

/* The unknowns of fdirection after a pivot, from its sets (stage 4's
 * codes), in index order, with each normal's beta. */
static int unknowns_of(const cf_problem *p, const char *sets, const int *friction_of,
                       int *clamped, double *beta)
{
    int k = 0;
    for (int i = 0; i < p->n; i++) {
        beta[i] = 0.0;
        int t = friction_of[i];
        if (t >= 0 && sets[t] == CF_SET_BOUND_PLUS)
            beta[i] = p->rows[t].mu;
        if (t >= 0 && sets[t] == CF_SET_BOUND_MINUS)
            beta[i] = -p->rows[t].mu;
        if (p->rows[i].kind == CF_ROW_FRICTION2D ? sets[i] == CF_SET_STICKING
                                                 : sets[i] == CF_SET_CLAMPED)
            clamped[k++] = i;
    }
    return k;
}

static int worked(const char *path, const char *values_path)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(path, &err);
    if (p == NULL) {
        fprintf(stderr, "fast: %s\n", err.message);
        return EXIT_USAGE;
    }
    const int n = p->n;
    run slow = {0};
    int *friction_of = malloc((size_t)n * sizeof *friction_of), *clamped = malloc((size_t)n * sizeof *clamped);
    double *beta = calloc((size_t)n, sizeof *beta), *rhs = calloc((size_t)n, sizeof *rhs);
    double *x = calloc((size_t)n, sizeof *x), *M = calloc((size_t)n * (size_t)n, sizeof *M);
    double *direct = calloc((size_t)n, sizeof *direct);
    FILE *values = fopen(values_path, "w");
    bordered b;
    int code = friction_of != NULL && clamped != NULL && beta != NULL && rhs != NULL && x != NULL
                       && M != NULL && direct != NULL && values != NULL
                       && solve(stage4_compute_forces, p, NULL, &slow)
                       && bordered_init(&b, p, friction_of, 8)
                   ? EXIT_OK
                   : EXIT_USAGE;
    const int last = code == EXIT_OK ? slow.trace->count - 1 : -1;
    if (code == EXIT_OK && last < 2)
        code = EXIT_USAGE;
    if (code == EXIT_OK) {
        for (int i = 0; i < n; i++)
            friction_of[i] = -1;
        for (int t = 0; t < n; t++)
            if (p->rows[t].kind == CF_ROW_FRICTION2D)
                friction_of[p->rows[t].normal] = t;
        int no_memory = 0;
        /* the base: the system of the pivot before the last but one */
        int k = unknowns_of(p, slow.trace->pivots[last - 2].sets, friction_of, clamped, beta);
        int ok = bordered_factor(&b, k, clamped, beta, &no_memory);
        fprintf(values, "worked.base.k\t%d\n", k);
        for (int r = 0; r < k; r++) {
            fprintf(values, "worked.base.index.%d\t%d\n", r, clamped[r]);
            for (int c = 0; c < k; c++)
                fprintf(values, "worked.A0.%d.%d\t%.6g\n", r, c,
                        p->A[clamped[r] * n + clamped[c]]
                            + (friction_of[clamped[c]] >= 0
                                   ? beta[clamped[c]] * p->A[clamped[r] * n + friction_of[clamped[c]]]
                                   : 0.0));
        }
        /* the system of the last pivot, as a border */
        const int d = slow.trace->pivots[last].d;
        k = unknowns_of(p, slow.trace->pivots[last - 1].sets, friction_of, clamped, beta);
        ok = ok && bordered_update(&b, k, clamped, beta, &no_memory);
        for (int r = 0; r < k; r++)
            rhs[clamped[r]] = -p->A[clamped[r] * n + d];
        ok = ok && bordered_solve(&b, k, clamped, rhs, x);
        fprintf(values, "worked.d\t%d\nworked.k\t%d\nworked.s\t%d\n", d, k, b.s);
        for (int e = 0; e < b.s; e++) {
            fprintf(values, "worked.entry.%d\t%s %d\n", e, b.added[e] ? "added" : "removed",
                    b.entry[e]);
            fprintf(values, "worked.beta.%d\t%.6g\n", e, b.beta[e]);
            for (int q = 0; q < b.s; q++)
                fprintf(values, "worked.S.%d.%d\t%.6g\n", e, q, b.S[e * b.max_border + q]);
            fprintf(values, "worked.w.%d\t%.6g\n", e, b.g[e]);
        }
        for (int r = 0; r < k; r++) {
            for (int c = 0; c < k; c++) {
                int j = clamped[c];
                M[r * k + c] = p->A[clamped[r] * n + j]
                               + (friction_of[j] >= 0 ? beta[j] * p->A[clamped[r] * n + friction_of[j]]
                                                      : 0.0);
            }
            direct[r] = rhs[clamped[r]];
        }
        double *solution = calloc((size_t)(k > 0 ? k : 1), sizeof *solution);
        ok = ok && solution != NULL && cf_solve_dense(k, M, direct, solution, 1e-12) == CF_OK;
        double apart = 0.0;
        for (int r = 0; ok && r < k; r++) {
            fprintf(values, "worked.x.%d\t%.6g\nworked.direct.%d\t%.6g\n", r, x[clamped[r]], r,
                    solution[r]);
            apart = fmax(apart, fabs(x[clamped[r]] - solution[r]));
            fprintf(values, "worked.index.%d\t%d\nworked.beta.of.%d\t%.6g\n", r, clamped[r], r,
                    beta[clamped[r]]);
        }
        free(solution);
        if (!ok || apart > 1e-12) {
            fprintf(stderr, "fast: %s: the border's solution is %g from the direct one\n", path,
                    apart);
            code = EXIT_MISMATCH;
        }
        bordered_free(&b);
    }
    if (values != NULL)
        fclose(values);
    run_free(&slow);
    free(friction_of);
    free(clamped);
    free(beta);
    free(rhs);
    free(x);
    free(M);
    free(direct);
    cf_problem_free(p);
    return code;
}

static int steps(const char *path, int first, int count, const char *md_path,
                 const char *values_path)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_siconos_read_fc(path, &err);
    FILE *md = fopen(md_path, "w"), *values = fopen(values_path, "w");
    stage8_step *log = first >= 1 && count >= 1 ? calloc((size_t)(first + count), sizeof *log) : NULL;
    double *f = p != NULL ? calloc((size_t)p->n, sizeof *f) : NULL;
    double *a = p != NULL ? calloc((size_t)p->n, sizeof *a) : NULL;
    int code = p != NULL && md != NULL && values != NULL && log != NULL && f != NULL && a != NULL
                   ? EXIT_OK
                   : EXIT_USAGE;
    if (code == EXIT_OK) {
        stage8_counts counts = {.steps = log, .max_steps = first - 1 + count};
        cf_status status = stage8_solve_counted(p, NULL, f, a, &counts);
        int certified = status == CF_OK && cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok;
        if (!certified)
            code = EXIT_MISMATCH;
        fprintf(md, "| solve | $k$ | base | border | base factored |\n|--:|--:|--:|--:|:--|\n");
        int last = counts.solves < first - 1 + count ? counts.solves : first - 1 + count;
        int shown = last - (first - 1);
        for (int s = first - 1; s < last; s++)
            fprintf(md, "| %d | %d | %d | %d | %s |\n", s + 1, log[s].k, log[s].base,
                    log[s].border, log[s].handed_back ? "handed to stage 4"
                                   : log[s].refactored ? "afresh"
                                                       : "");
        fprintf(values, "steps.n\t%d\nsteps.solves\t%d\nsteps.refactored\t%d\nsteps.shown\t%d\n"
                        "steps.first\t%d\nsteps.last\t%d\n",
                p->n, counts.solves, counts.refactored, shown, first, last);
    } else {
        fprintf(stderr, "fast: cannot read %s or write the outputs\n", path);
    }
    if (md != NULL)
        fclose(md);
    if (values != NULL)
        fclose(values);
    free(log);
    free(f);
    free(a);
    cf_problem_free(p);
    return code;
}

/* Exercise 1: A_0 = (2 1; 1 2) on {0, 1}; row 2 is the friction of row 1,
 * its column (1, 0) on the rows of the base; index 1 folds with beta 0.5;
 * the right side (1, 1).  Exercise 3: the border s that makes a pivot
 * cheapest for k = 700, its cost 2k^2 + 2ks + s^3/3 + (2/3)k^3/s, and the
 * cost of a border of 48 against it. */
/* Exercise 4: an arrowhead, unknown 0 meeting every other, [4 1 1 1 1;
 * 1 4 0 0 0; ...].  The fill of the natural order, by a symbolic
 * elimination (the pattern of U, row by row); the order sparse_lu.c
 * chooses, its fill, and its answer for the right side of ones against the
 * dense elimination.  0 when they disagree. */
static int arrowhead(FILE *values)
{
    enum { K = 5 };
    double dense[K * K] = {0};
    for (int r = 0; r < K; r++) {
        dense[r * K + r] = 4.0;
        dense[r] = dense[r * K] = r == 0 ? 4.0 : 1.0;
    }
    /* natural order: eliminating 0 first joins every pair of the others */
    int pattern[K * K], natural = 0;
    for (int e = 0; e < K * K; e++)
        pattern[e] = dense[e] != 0.0;
    for (int q = 0; q < K; q++)
        for (int r = q + 1; r < K; r++)
            for (int c = q + 1; c < K; c++)
                if (pattern[r * K + q] && pattern[q * K + c])
                    pattern[r * K + c] = 1;
    for (int r = 0; r < K; r++)
        for (int c = 0; c < K; c++)
            natural += r != c && pattern[r * K + c];
    int start[K + 1], column[K * K], used = 0;
    double value[K * K];
    for (int r = 0; r < K; r++) {
        start[r] = used;
        for (int c = 0; c < K; c++)
            if (dense[r * K + c] != 0.0) {
                column[used] = c;
                value[used++] = dense[r * K + c];
            }
    }
    start[K] = used;
    sparse_matrix M = {K, start, column, value};
    sparse_lu lu;
    sparse_lu_init(&lu);
    int no_memory = 0, ok = sparse_lu_factor(&lu, &M, 1e-8, &no_memory);
    double ones[K] = {1, 1, 1, 1, 1}, x[K], work[K], direct[K], copy[K * K], rhs[K] = {1, 1, 1, 1, 1};
    if (ok) {
        sparse_lu_solve(&lu, ones, x, work);
        for (int e = 0; e < K * K; e++)
            copy[e] = dense[e];
        ok = cf_solve_dense(K, copy, rhs, direct, 1e-12) == CF_OK;
        for (int c = 0; ok && c < K; c++)
            ok = fabs(x[c] - direct[c]) <= 1e-15;
        char order[64] = "";
        for (int q = 0; q < K; q++)
            snprintf(order + strlen(order), sizeof order - strlen(order), "%s%d", q ? ", " : "",
                     lu.order[q]);
        fprintf(values, "ex8.4.natural\t%d\nex8.4.order\t%s\nex8.4.fill\t%d\n", natural, order,
                (int)lu.fill);
        fprintf(values, "ex8.4.x.hub\t%.6g\nex8.4.x.leaf\t%.6g\n", x[0], x[1]);
    }
    sparse_lu_free(&lu);
    if (!ok)
        fprintf(stderr, "fast: exercise 4's sparse LU does not give the dense answer\n");
    return ok;
}

static int exercises(const char *values_path)
{
    cf_problem *p = cf_problem_new(3);
    FILE *values = fopen(values_path, "w");
    bordered b;
    int code = p != NULL && values != NULL ? EXIT_OK : EXIT_USAGE;
    if (code == EXIT_OK) {
        const double A[9] = {2, 1, 1, 1, 2, 0, 1, 0, 1};
        for (int e = 0; e < 9; e++)
            p->A[e] = A[e];
        p->rows[0].kind = p->rows[1].kind = CF_ROW_NORMAL;
        p->rows[2].kind = CF_ROW_FRICTION2D;
        p->rows[2].normal = 1;
        p->rows[2].mu = 0.5;
        int friction_of[3] = {-1, 2, -1}, clamped[2] = {0, 1}, no_memory = 0;
        double beta[3] = {0, 0, 0}, rhs[3] = {1, 1, 0}, x[3] = {0, 0, 0};
        int ok = bordered_init(&b, p, friction_of, 4) && bordered_factor(&b, 2, clamped, beta, &no_memory);
        beta[1] = 0.5;
        ok = ok && bordered_update(&b, 2, clamped, beta, &no_memory)
             && bordered_solve(&b, 2, clamped, rhs, x);
        for (int e = 0; ok && e < b.s; e++) {
            fprintf(values, "ex8.1.entry.%d\t%s\n", e, b.added[e] ? "added" : "removed");
            for (int c = 0; c < 2; c++)
                fprintf(values, "ex8.1.Z.%d.%d\t%.6g\n", e, c, b.Z[(size_t)e * 3 + (size_t)c]);
            for (int q = 0; q < b.s; q++)
                fprintf(values, "ex8.1.S.%d.%d\t%.6g\n", e, q, b.S[e * b.max_border + q]);
            fprintf(values, "ex8.1.w.%d\t%.6g\n", e, b.g[e]);
        }
        /* the folded system afresh: column 1 is (1, 2) + 0.5 (1, 0) */
        double M[4] = {2, 1 + 0.5 * 1, 1, 2 + 0.5 * 0}, r[2] = {1, 1}, direct[2];
        ok = ok && cf_solve_dense(2, M, r, direct, 1e-12) == CF_OK;
        for (int c = 0; ok && c < 2; c++) {
            fprintf(values, "ex8.1.x.%d\t%.6g\nex8.1.direct.%d\t%.6g\n", c, x[c], c, direct[c]);
            if (fabs(x[c] - direct[c]) > 1e-14)
                ok = 0;
        }
        if (b.s != 2)
            ok = 0;
        bordered_free(&b);
        double k = 700.0, best = INFINITY;
        int best_s = 1;
        for (int size = 1; size <= 700; size++) {
            double cost = 2 * k * k + 2 * k * size + size * size * (double)size / 3.0
                          + 2.0 / 3.0 * k * k * k / size;
            if (cost < best) {
                best = cost;
                best_s = size;
            }
        }
        double at48 = 2 * k * k + 2 * k * 48 + 48.0 * 48 * 48 / 3.0 + 2.0 / 3.0 * k * k * k / 48;
        fprintf(values, "ex8.3.k\t700\nex8.3.s\t%d\nex8.3.cost\t%.3g\nex8.3.cost48\t%.3g\n"
                        "ex8.3.ratio\t%.2f\nex8.3.fresh\t%.3g\n",
                best_s, best, at48, at48 / best, 2.0 / 3.0 * k * k * k);
        if (!ok) {
            fprintf(stderr, "fast: exercise 1's border does not give the folded system's solution\n");
            code = EXIT_MISMATCH;
        }
        if (!arrowhead(values))
            code = EXIT_MISMATCH;
    }
    if (values != NULL)
        fclose(values);
    cf_problem_free(p);
    return code;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "exercises") == 0)
        return exercises(argv[2]);
    if (argc >= 6 && strcmp(argv[1], "compare") == 0)
        return compare(argv[2], atoi(argv[3]), argv[4], argv[5], argv + 6, argc - 6);
    if (argc == 6 && strcmp(argv[1], "compare3d") == 0)
        return compare3d(argv[2], atoi(argv[3]), argv[4], argv[5]);
    if (argc == 4 && strcmp(argv[1], "worked") == 0)
        return worked(argv[2], argv[3]);
    if (argc == 7 && strcmp(argv[1], "steps") == 0)
        return steps(argv[2], atoi(argv[3]), atoi(argv[4]), argv[5], argv[6]);
    fprintf(stderr, "usage: fast compare DIR MAXN OUT.md OUT.values [CASE...]\n"
                    "       fast compare3d DIR MAXN OUT.md OUT.values\n"
                    "       fast worked CASE OUT.values\n"
                    "       fast exercises OUT.values\n"
                    "       fast steps FILE FIRST COUNT OUT.md OUT.values\n");
    return EXIT_USAGE;
}
