/* bench.c - make bench: the fast stage against stage 2, ODE, Siconos and LAPACK.
 *
 *   bench [--out DIR] [--max-n N] [--pd-max-n N] [--check-n N] [--cell-limit S]
 *         [--budget S] [--packages TEXT]
 *
 * Three families of problems, n = 4, 8, ... (doubling): random positive
 * definite A = B B^T + 1e-3 I (cf_random_pd_problem, a fixed seed per n)
 * up to pd-max-n, and piles and stacks of 2D boxes (cf_scene2d_pile,
 * bench_stack_scene, cf_scene2d_problem) up to max-n.  Every
 * solver runs on every problem in a child process (bench_cell.c); every
 * answer is judged by the certifier (and, for the piles, by the weight the
 * floor must carry).  Times are medians over repeated runs.  A cell whose
 * predicted time for one run (from the two sizes before it) exceeds
 * cell-limit seconds is skipped and shown as such, as is everything after
 * the whole run has used budget seconds.  The sweep runs three times
 * (cells that take over two seconds only once) and each time shown is the
 * median of the three, so that a burst of load from elsewhere on the
 * machine does not decide it.
 *
 * Two anchors, each on one thread: the build links Debian's reference
 * LAPACK and BLAS by path, and the cells of dgesv-openblas open OpenBLAS
 * by path (bench_lapack.c); this program re-executes itself once with
 * OPENBLAS_NUM_THREADS=1, and prints which library every LAPACK and BLAS
 * symbol resolved to, and which OpenBLAS, on how many threads.  The cells
 * of one problem run one after the other, the anchors among them, and the
 * sweep runs three times: both anchors are timed in the same run, in turn
 * with the solvers, under the same load.
 *
 * Then the fast stage alone on every pile and every stack up to n = 4096
 * (bench_check.c), where an answer that is not ok is a failure.
 *
 * Output: the tables and the targets on stdout, progress on stderr,
 * DIR/bench.csv (bench_rows.h), and the solvers' own messages in
 * DIR/solver-messages.log.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "bench_cell.h"
#include "bench_check.h"
#include "bench_rows.h"
#include "boxes.h"
#include "certify.h"

#define PD_SEED 19940724ULL
#define FAMILIES 3
#define MAX_SIZES 16
#define MAX_SOLVERS 16
#define PASSES 3          /* the whole sweep, three times */
#define REPEAT_BELOW 2.0  /* seconds: slower cells run in the first pass only */

typedef struct settings {
    const char *out;
    int max_n;            /* piles and stacks */
    int pd_max_n;         /* random positive definite problems */
    int check_n;          /* every pile and stack up to this n (bench_check.c) */
    double cell_limit;
    double budget;
    const char *packages;
} settings;

/* Every solver, in the order the cells of one problem run; the count. */
static int all_solvers(const bench_solver **list, int max)
{
    const bench_solver *const tables[] = {bench_lapack_solvers, bench_our_solvers,
                                          bench_ode_solvers, bench_siconos_solvers};
    int k = 0;
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const bench_solver *s = tables[t]; s->name != NULL && k < max; s++)
            list[k++] = s;
    return k;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* OpenBLAS reads its thread count when it is loaded: set it, then start
 * again.  Returns only if nothing needed changing (or exec failed). */
static void pin_threads(char **argv)
{
    const char *names[] = {"OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "GOTO_NUM_THREADS"};
    int changed = 0;
    for (int k = 0; k < 3; k++) {
        const char *value = getenv(names[k]);
        if (value == NULL || strcmp(value, "1") != 0) {
            setenv(names[k], "1", 1);
            changed = 1;
        }
    }
    if (changed) {
        execv("/proc/self/exe", argv);
        perror("bench: re-executing with one thread failed; going on");
    }
}

static void cpu_model(char *text, size_t size)
{
    snprintf(text, size, "unknown CPU");
    FILE *in = fopen("/proc/cpuinfo", "r");
    if (in == NULL)
        return;
    char line[512];
    while (fgets(line, sizeof line, in) != NULL) {
        if (strncmp(line, "model name", 10) == 0) {
            char *colon = strchr(line, ':');
            if (colon != NULL) {
                colon++;
                while (*colon == ' ')
                    colon++;
                colon[strcspn(colon, "\n")] = '\0';
                snprintf(text, size, "%s", colon);
            }
            break;
        }
    }
    fclose(in);
}

/* Which shared library a symbol resolves to, as every call will. */
static void where_is(const char *symbol, char *text, size_t size)
{
    void *address = dlsym(RTLD_DEFAULT, symbol);
    Dl_info info;
    if (address == NULL)
        snprintf(text, size, "%s not found", symbol);
    else if (dladdr(address, &info) == 0 || info.dli_fname == NULL)
        snprintf(text, size, "%s in an unknown object", symbol);
    else
        snprintf(text, size, "%s from %s", symbol, info.dli_fname);
}

static void record_environment(bench_results *results, const settings *s)
{
    char text[480];
    time_t t = time(NULL);
    strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", gmtime(&t));
    bench_results_fact(results, "date", text);
    char cpu[256];
    cpu_model(cpu, sizeof cpu);
    struct utsname system;
    uname(&system);
    snprintf(text, sizeof text, "%s, %ld cores online, Linux %s", cpu,
             sysconf(_SC_NPROCESSORS_ONLN), system.release);
    bench_results_fact(results, "machine", text);
    FILE *release = fopen("/etc/debian_version", "r");
    char debian[64] = "?";
    if (release != NULL) {
        if (fgets(debian, sizeof debian, release) != NULL)
            debian[strcspn(debian, "\n")] = '\0';
        fclose(release);
    }
    snprintf(text, sizeof text, "Debian %s; compiler %s", debian, __VERSION__);
    bench_results_fact(results, "system", text);
    if (s->packages != NULL)
        bench_results_fact(results, "packages", s->packages);
    const char *symbols[] = {"dgesv_", "dpotrf_", "dgetrf_", "dgemm_", "dtrsm_"};
    for (int k = 0; k < 5; k++) {
        where_is(symbols[k], text, sizeof text);
        char key[32];
        snprintf(key, sizeof key, "symbol %s", symbols[k]);
        bench_results_fact(results, key, text);
    }
    int (*openblas_threads)(void) = NULL;
    void *address = dlsym(RTLD_DEFAULT, "openblas_get_num_threads");
    memcpy(&openblas_threads, &address, sizeof address);
    snprintf(text, sizeof text, "OPENBLAS_NUM_THREADS=%s; OpenBLAS %s",
             getenv("OPENBLAS_NUM_THREADS") != NULL ? getenv("OPENBLAS_NUM_THREADS") : "unset",
             openblas_threads != NULL ? "loaded (by Siconos), its symbols not used" : "not loaded");
    if (openblas_threads != NULL) {
        size_t used = strlen(text);
        snprintf(text + used, sizeof text - used, ", %d thread(s)", openblas_threads());
    }
    bench_results_fact(results, "threads", text);
    void *openblas = bench_open_openblas();
    if (openblas != NULL) {
        char *(*config)(void) = NULL, *(*core)(void) = NULL;
        int (*threads)(void) = NULL;
        void *symbol = dlsym(openblas, "openblas_get_config");
        memcpy(&config, &symbol, sizeof symbol);
        symbol = dlsym(openblas, "openblas_get_corename");
        memcpy(&core, &symbol, sizeof symbol);
        symbol = dlsym(openblas, "openblas_get_num_threads");
        memcpy(&threads, &symbol, sizeof symbol);
        snprintf(text, sizeof text, "%s: %s; kernels for %s; %d thread(s)", BENCH_OPENBLAS_LIBRARY,
                 config != NULL ? config() : "?", core != NULL ? core() : "?",
                 threads != NULL ? threads() : -1);
        dlclose(openblas);
    } else {
        snprintf(text, sizeof text, "%s cannot be opened: %s", BENCH_OPENBLAS_LIBRARY, dlerror());
    }
    bench_results_fact(results, "openblas", text);
    int lemke_iterations, pgs_iterations;
    double lemke_tol, pgs_tol;
    bench_siconos_defaults("lemke", &lemke_iterations, &lemke_tol);
    bench_siconos_defaults("pgs", &pgs_iterations, &pgs_tol);
    snprintf(text, sizeof text,
             "Lemke at most %d pivots; PGS at most %d iterations, tolerance %g (Siconos defaults)",
             lemke_iterations, pgs_iterations, pgs_tol);
    bench_results_fact(results, "siconos", text);
    snprintf(text, sizeof text,
             "the whole sweep %d times; in each, a cell is the median of 3 to 51 runs (until "
             "0.1 s), or 1 run when it takes over 2 s; the time shown is the median over the "
             "sweeps (cells over %.0f s run in the first only); cells predicted over %.0f s for "
             "one run are skipped, and all but the anchors and the fast stage (with and without its "
             "list of indices near C) once the run has "
             "used %.0f s",
             PASSES, REPEAT_BELOW, s->cell_limit, s->budget);
    bench_results_fact(results, "timing", text);
    snprintf(text, sizeof text,
             "pd: cf_random_pd_problem(n, %llu + n, 1e-3), n = 4, 8, ..., %d; "
             "pile: cf_scene2d_pile(n) and stack: bench_stack_scene(n), n = 4, 8, ..., %d",
             PD_SEED, s->pd_max_n, s->max_n);
    bench_results_fact(results, "problems", text);
}

static cf_problem *make_problem(const char *family, int n)
{
    if (strcmp(family, "pd") == 0)
        return cf_random_pd_problem(n, PD_SEED + (unsigned long long)n, 1e-3);
    cf_scene2d *scene = strcmp(family, "pile") == 0 ? cf_scene2d_pile(n) : bench_stack_scene(n);
    if (scene == NULL)
        return NULL;
    char name[32];
    snprintf(name, sizeof name, "%s-%d", family, n);
    cf_problem *p = cf_scene2d_problem(scene, name);
    cf_scene2d_free(scene);
    return p;
}

/* How long one run at n will take, from the last two sizes this solver
 * ran at (time ~ n^p, p from those two, between 1 and 5; 3 from one). */
typedef struct history {
    int n[2];
    double t[2];
    int timed_out;
} history;

static double predict(const history *h, int n)
{
    if (h->n[1] == 0)
        return 0.0;
    double p = 3.0;
    if (h->n[0] > 0 && h->t[0] > 1e-4 && h->t[1] > 1e-4)
        p = log(h->t[1] / h->t[0]) / log((double)h->n[1] / h->n[0]);
    p = fmin(5.0, fmax(1.0, p));
    return h->t[1] * pow((double)n / h->n[1], p);
}

static void remember(history *h, int n, double t)
{
    h->n[0] = h->n[1];
    h->t[0] = h->t[1];
    h->n[1] = n;
    h->t[1] = t;
}

/* One cell (a solver on one problem) over the passes of the run. */
typedef struct cell_record {
    int passes;                 /* how many passes ran it */
    cell_result pass[PASSES];
} cell_record;

/* Run one cell in one pass.  The first pass decides (from the sizes
 * before) whether the cell runs at all; later passes repeat only the
 * cells that ran and took under REPEAT_BELOW seconds, so that a burst of
 * load from elsewhere on the machine during one pass does not decide the
 * median. */
static void run_pass(cell_record *record, int pass, const bench_solver *solver,
                     const cf_problem *p, history *h, const settings *s, double started,
                     const char *log_path)
{
    double spent = now() - started;
    if (pass > 0) {
        const cell_result *first = &record->pass[0];
        int ran = first->verdict != CELL_SKIPPED && first->verdict != CELL_CRASHED
                  && first->verdict != CELL_TIMEOUT;
        int always = solver->is_baseline || strcmp(solver->name, "fast") == 0
                     || strcmp(solver->name, "fast-every") == 0;
        if (!ran || first->median >= REPEAT_BELOW || (spent > s->budget && !always))
            return;
        record->pass[pass] = cell_run(solver, p, fmax(120.0, 20.0 * first->median), log_path);
        record->passes = pass + 1;
        return;
    }
    double predicted = predict(h, p->n);
    cell_result cell;
    /* The anchors and the fast stage are never skipped: every ratio needs
     * the anchors, and the targets are the fast stage's (and the chapter
     * quotes the fast stage without its list of indices near C). */
    int always = solver->is_baseline || strcmp(solver->name, "fast") == 0
                 || strcmp(solver->name, "fast-every") == 0;
    int too_slow = predicted > s->cell_limit && !always;
    if (h->timed_out || too_slow || (spent > s->budget && !always)) {
        memset(&cell, 0, sizeof cell);
        cell.verdict = CELL_SKIPPED;
        if (spent > s->budget)
            snprintf(cell.detail, sizeof cell.detail, "the run's budget was used up");
        else if (h->timed_out)
            snprintf(cell.detail, sizeof cell.detail, "timed out at a smaller n");
        else
            snprintf(cell.detail, sizeof cell.detail, "predicted %.0f s for one run", predicted);
    } else {
        cell = cell_run(solver, p, fmax(120.0, 6.0 * predicted), log_path);
        if (cell.verdict == CELL_TIMEOUT)
            h->timed_out = 1;
        else if (cell.verdict != CELL_CRASHED)
            remember(h, p->n, cell.median);
    }
    record->pass[0] = cell;
    record->passes = 1;
}

static int by_value(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* The median of the passes' medians. */
static double combined_median(const cell_record *record)
{
    double medians[PASSES];
    for (int k = 0; k < record->passes; k++)
        medians[k] = record->pass[k].median;
    if (record->passes == 0)
        return NAN;
    qsort(medians, (size_t)record->passes, sizeof medians[0], by_value);
    int m = record->passes;
    return m % 2 ? medians[m / 2] : 0.5 * (medians[m / 2 - 1] + medians[m / 2]);
}

/* A row of the CSV: times over all passes, the verdict of the first (the
 * solvers are deterministic: every pass gets the same answer). */
static bench_row make_row(const cell_record *record, const char *family, int n,
                          const char *solver, double dgesv_time, double openblas_time)
{
    const cell_result *cell = &record->pass[0];
    bench_row row;
    memset(&row, 0, sizeof row);
    snprintf(row.family, sizeof row.family, "%s", family);
    row.n = n;
    snprintf(row.solver, sizeof row.solver, "%s", solver);
    snprintf(row.verdict, sizeof row.verdict, "%s", cell_verdict_name(cell->verdict));
    row.median = combined_median(record);
    row.min = cell->min;
    row.max = cell->max;
    for (int k = 0; k < record->passes; k++) {
        row.runs += record->pass[k].runs;
        row.min = fmin(row.min, record->pass[k].min);
        row.max = fmax(row.max, record->pass[k].max);
    }
    if (cell->verdict == CELL_SKIPPED)
        row.median = row.min = row.max = 0.0;
    row.dgesv = dgesv_time;
    row.ratio = row.median / dgesv_time;
    row.openblas = openblas_time;
    row.ratio_openblas = row.median / openblas_time;
    int judged = cell->verdict == CELL_OK || cell->verdict == CELL_INEXACT
                 || cell->verdict == CELL_FAILED;
    row.worst = judged ? cell->worst : NAN;
    snprintf(row.condition, sizeof row.condition, "%s",
             judged ? cf_condition_name((cf_condition)cell->worst_condition) : "");
    row.invariant_got = judged && cell->has_invariant ? cell->invariant_got : NAN;
    row.invariant_want = judged && cell->has_invariant ? cell->invariant_want : NAN;
    row.code = cell->code;
    snprintf(row.detail, sizeof row.detail, "%s", cell->detail);
    for (int k = 1; k < record->passes; k++)
        if (record->pass[k].verdict != cell->verdict) {
            size_t used = strlen(row.detail);
            snprintf(row.detail + used, sizeof row.detail - used, "; pass %d said %s", k + 1,
                     cell_verdict_name(record->pass[k].verdict));
        }
    return row;
}

static int parse_settings(int argc, char **argv, settings *s)
{
    for (int i = 1; i < argc; i++) {
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--out") == 0 && value != NULL)
            s->out = value;
        else if (strcmp(argv[i], "--max-n") == 0 && value != NULL)
            s->max_n = atoi(value);
        else if (strcmp(argv[i], "--pd-max-n") == 0 && value != NULL)
            s->pd_max_n = atoi(value);
        else if (strcmp(argv[i], "--check-n") == 0 && value != NULL)
            s->check_n = atoi(value);
        else if (strcmp(argv[i], "--cell-limit") == 0 && value != NULL)
            s->cell_limit = atof(value);
        else if (strcmp(argv[i], "--budget") == 0 && value != NULL)
            s->budget = atof(value);
        else if (strcmp(argv[i], "--packages") == 0 && value != NULL)
            s->packages = value;
        else {
            fprintf(stderr, "usage: bench [--out DIR] [--max-n N] [--pd-max-n N] [--check-n N]"
                            " [--cell-limit SECONDS] [--budget SECONDS] [--packages TEXT]\n");
            return -1;
        }
        i++;
    }
    return s->max_n >= 4 && s->pd_max_n >= 4 && s->cell_limit > 0 && s->budget > 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    pin_threads(argv);
    settings s = {.out = "build/bench", .max_n = 4096, .pd_max_n = 1024, .check_n = 4096,
                  .cell_limit = 10.0, .budget = 240.0};
    if (parse_settings(argc, argv, &s) != 0)
        return 2;
    mkdir(s.out, 0777);
    char csv_path[512], part_path[520], log_path[512];
    snprintf(csv_path, sizeof csv_path, "%s/bench.csv", s.out);
    snprintf(part_path, sizeof part_path, "%s.part", csv_path);
    snprintf(log_path, sizeof log_path, "%s/solver-messages.log", s.out);
    remove(log_path);
    FILE *csv = fopen(part_path, "w");
    if (csv == NULL) {
        perror(part_path);
        return 2;
    }

    bench_results results;
    bench_results_init(&results);
    record_environment(&results, &s);
    for (int k = 0; k < results.fact_count; k++)
        printf("%-16s %s\n", results.facts[k].key, results.facts[k].value);
    bench_csv_write_header(csv, &results);

    const bench_solver *solvers[MAX_SOLVERS];
    const int solver_count = all_solvers(solvers, MAX_SOLVERS);
    const char *families[FAMILIES] = {"pd", "pile", "stack"};
    int sizes[MAX_SIZES], size_count = 0;
    for (int n = 4; n <= s.max_n && size_count < MAX_SIZES; n *= 2)
        sizes[size_count++] = n;
    cell_record *records = calloc((size_t)FAMILIES * MAX_SIZES * MAX_SOLVERS, sizeof *records);
    if (records == NULL) {
        fprintf(stderr, "bench: no memory\n");
        fclose(csv);
        return 2;
    }
    const double started = now();
    int exit_code = 0;
    for (int pass = 0; pass < PASSES && exit_code == 0; pass++) {
        for (int fam = 0; fam < FAMILIES && exit_code == 0; fam++) {
            history histories[MAX_SOLVERS];
            memset(histories, 0, sizeof histories);
            for (int z = 0; z < size_count && exit_code == 0; z++) {
                if (fam == 0 && sizes[z] > s.pd_max_n)
                    break;
                cf_problem *p = make_problem(families[fam], sizes[z]);
                if (p == NULL) {
                    fprintf(stderr, "bench: no memory for %s n = %d\n", families[fam], sizes[z]);
                    exit_code = 2;
                    break;
                }
                for (int k = 0; k < solver_count; k++) {
                    cell_record *record = &records[(fam * MAX_SIZES + z) * MAX_SOLVERS + k];
                    run_pass(record, pass, solvers[k], p, &histories[k], &s, started, log_path);
                    if (record->passes > pass) {
                        const cell_result *cell = &record->pass[pass];
                        fprintf(stderr, "pass %d  %-4s n = %4d  %-10s %-8s %10.4g s  %s\n",
                                pass + 1, families[fam], sizes[z], solvers[k]->name,
                                cell_verdict_name(cell->verdict), cell->median, cell->detail);
                    }
                }
                cf_problem_free(p);
            }
        }
    }

    /* The rows: the median over the passes of each cell, divided by
     * dgesv's for the same family and n. */
    for (int fam = 0; fam < FAMILIES && exit_code == 0; fam++) {
        for (int z = 0; z < size_count; z++) {
            if (fam == 0 && sizes[z] > s.pd_max_n)
                break;
            const cell_record *row_cells = &records[(fam * MAX_SIZES + z) * MAX_SOLVERS];
            double dgesv_time = NAN, openblas_time = NAN;
            for (int k = 0; k < solver_count; k++) {
                if (strcmp(solvers[k]->name, "dgesv") == 0)
                    dgesv_time = combined_median(&row_cells[k]);
                if (strcmp(solvers[k]->name, "dgesv-openblas") == 0)
                    openblas_time = combined_median(&row_cells[k]);
            }
            for (int k = 0; k < solver_count; k++) {
                bench_row row = make_row(&row_cells[k], families[fam], sizes[z], solvers[k]->name,
                                         dgesv_time, openblas_time);
                if (bench_results_add(&results, &row) != 0) {
                    exit_code = 2;
                    break;
                }
                bench_csv_write_row(csv, &row);
            }
        }
        bench_print_table(stdout, &results, families[fam], 0, NULL);
    }
    free(records);
    if (exit_code == 0 && bench_check_all(csv, &results, s.check_n) < 0)
        exit_code = 2;
    fclose(csv);
    printf("\nsolvers:\n");
    for (int k = 0; k < solver_count; k++)
        printf("  %-11s %s\n", solvers[k]->name, solvers[k]->label);
    bench_print_targets(stdout, &results, 0);
    if (exit_code == 0 && rename(part_path, csv_path) != 0) {
        perror(csv_path);
        exit_code = 2;
    }
    printf("\nbench: %.0f s; results in %s, the solvers' messages in %s\n", now() - started,
           csv_path, log_path);
    bench_results_free(&results);
    return exit_code;
}
