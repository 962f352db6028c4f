/* bench_friction_random.c - stages 4 and 5 against Siconos's friction-contact
 * solvers on the property test's random families.
 *
 *   bench_friction_random [--count N] [--first SEED] [--seconds S] [--warm W]
 *                         [--one-mu] [--siconos VERSION] [--command TEXT] CSV
 *
 * The problems are the soak's (tests/property, families.h): friction2d
 * and friction3d, seeds SEED .. SEED + N - 1 of each (default 0 and
 * 3000), the same seeds for every solver.  Each has a manufactured
 * answer: one to three bodies with masses over up to eight decades, one
 * to five contacts, some listed twice, some with mu = 0, mu from 0.05 to
 * 2, each contact separating, sticking or sliding at the bound.  A problem
 * whose manufactured answer the soak's judge rejects is left out, as the
 * soak leaves it out (and counted in the CSV's facts).
 *
 *   2D: stage 4, Siconos fc2d Lemke and fc2d NSGS (1e-9);
 *   3D: stage 5, Siconos fc3d NSGS, NSN_AC and PROX, each at its default
 *       and at 1e-9 (bench_fc_solve.h).
 *
 * Every solve runs as in the friction benchmark on the Siconos files
 * (bench_friction.c): in a child process limited to S seconds of CPU
 * (default 10), timed by the CPU clock of the one call; here W calls
 * (default 1) are made first and thrown away, because a fresh child's
 * first touch of its pages costs more than a whole solve of these small
 * problems (bench_fc_solve.h).  Every answer is
 * judged by our certifier, at its default tolerance, on the problem as
 * given, whatever the solver said: correct (certified), wrong claim (the
 * solver said it succeeded, the certifier rejects the answer), gave up
 * (the solver said it failed, and the answer is not certified), out of
 * time, crashed.  Beside that, the soak's own judge (judge.h; 1e-7 of
 * each row's terms, in long double) on the same answer, with the
 * solver's success as its status.
 *
 * --one-mu gives the contacts of each problem one mu (one_mu below): a
 * control, not the soak's problems.
 *
 * Outputs: CSV, one row per family and solver, with the counts, the
 * median time per call and its ratio to Siconos NSGS in the same run
 * (3D at NSGS's default, 2D at 1e-9: its only NSGS), after "# key: value"
 * lines saying how it was made; CSV with "-cells.csv" for ".csv", one row
 * per problem and solver; CSV.log, what the children printed.  A table on
 * stdout.  Exit 0 when it ran, 2 on bad arguments or files, 3 when memory
 * ran out.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench_fc_solve.h"
#include "certify.h"
#include "families.h"
#include "judge.h"

#define KEPT_SEEDS 6 /* seeds of wrong claims (and of give-ups) kept per solver */

/* What one solver did on one family. */
typedef struct tally {
    long problems, correct, wrong, gave_up, out_of_time, crashed;
    long certified_unclaimed; /* certified though the solver said it failed */
    long judge_ok;            /* the soak's judge: ok */
    long wrong_mixed_mu;      /* wrong claims on problems whose contacts differ in mu */
    double *seconds;          /* one per call */
    unsigned long long wrong_seeds[KEPT_SEEDS], gave_up_seeds[KEPT_SEEDS];
    double median, ratio;
} tally;

typedef struct family_run {
    cf_family family;
    fc_setup setup;
    const fc_column *columns;
    int count;
    long made, reference_rejected, mixed_mu;
    tally tallies[FC_MAX_COLUMNS];
} family_run;

/* Whether two contacts of p have different mu: two friction rows (of
 * whatever contacts) with different mu. */
static int mixed_mu(const cf_problem *p)
{
    double first = NAN;
    for (int i = 0; i < p->n; i++) {
        if (p->rows[i].kind != CF_ROW_FRICTION2D && p->rows[i].kind != CF_ROW_FRICTION3D)
            continue;
        if (isnan(first))
            first = p->rows[i].mu;
        else if (p->rows[i].mu != first)
            return 1;
    }
    return 0;
}

/* --one-mu: every friction row takes the mu of the first friction row
 * whose mu is not 0 (0.5 when there is none), so that the contacts of
 * each problem share one mu: the same problems but for that, to tell a
 * solver's trouble with contacts of different mu from the rest. */
static void one_mu(cf_problem *p)
{
    double mu = NAN;
    for (int i = 0; i < p->n && isnan(mu); i++)
        if ((p->rows[i].kind == CF_ROW_FRICTION2D || p->rows[i].kind == CF_ROW_FRICTION3D)
            && p->rows[i].mu > 0.0)
            mu = p->rows[i].mu;
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D || p->rows[i].kind == CF_ROW_FRICTION3D)
            p->rows[i].mu = isnan(mu) ? 0.5 : mu;
}

static void keep(unsigned long long *seeds, long seen, unsigned long long seed)
{
    if (seen <= KEPT_SEEDS)
        seeds[seen - 1] = seed;
}

static int by_value(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static double median_of(double *values, long count)
{
    if (count == 0)
        return NAN;
    qsort(values, (size_t)count, sizeof *values, by_value);
    return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

/* One solver on one case: solve in a child, judge, count, and write the
 * cell's row. */
static void run_cell(family_run *run, int k, const cf_case *c, int mixed, double seconds,
                     FILE *cells)
{
    const fc_column *column = &run->columns[k];
    tally *t = &run->tallies[k];
    const cf_problem *p = c->p;
    double f[CF_CASE_MAX_N];
    fc_answer a;
    char why[120] = "";
    fc_outcome outcome = fc_solve_in_child(&run->setup, column, p, seconds, f, &a, why,
                                           sizeof why);
    const char *verdict = "crashed", *judged = "-";
    double worst = NAN;
    const char *condition = "";
    t->problems++;
    if (outcome == FC_OUT_OF_TIME) {
        t->out_of_time++;
        t->seconds[t->problems - 1] = seconds; /* the whole budget went */
        verdict = "out-of-time";
    } else if (outcome == FC_DIED) {
        t->crashed++;
        t->seconds[t->problems - 1] = NAN;
    } else {
        t->seconds[t->problems - 1] = a.seconds;
        int finite = 1;
        for (int i = 0; i < p->n; i++)
            finite &= isfinite(f[i]) != 0;
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        int certified = finite && certificate.ok, claimed = fc_claimed(column, &a);
        worst = finite ? certificate.worst : INFINITY;
        condition = cf_condition_name(certificate.worst_condition);
        if (certified) {
            t->correct++;
            t->certified_unclaimed += !claimed;
            verdict = "correct";
        } else if (claimed) {
            t->wrong++;
            t->wrong_mixed_mu += mixed;
            keep(t->wrong_seeds, t->wrong, c->seed);
            verdict = "wrong-claim";
        } else {
            t->gave_up++;
            keep(t->gave_up_seeds, t->gave_up, c->seed);
            verdict = "gave-up";
        }
        /* The soak's judge takes a status: ours as it is; Siconos's
         * success as CF_OK and its failure as CF_INACCURATE (it finished
         * without an answer it stands by).  Every problem here has an
         * answer, so any status but CF_OK is a false failure to it. */
        cf_status status = FC_IS_OURS(column->solver) ? (cf_status)a.info
                           : claimed                 ? CF_OK
                                                     : CF_INACCURATE;
        cf_judgement j = cf_judge(c, finite ? status : CF_INACCURATE, f);
        t->judge_ok += j.verdict == CF_VERDICT_OK;
        judged = cf_verdict_name(j.verdict);
    }
    fprintf(cells, "%s,%llu,%s,%d,%d,%s,%s,%d,%d,%.6e,%.3e,%s,%s\n", cf_family_name(run->family),
            c->seed, column->name, p->n, mixed, verdict, judged, a.info, a.iterations, 
            t->seconds[t->problems - 1], worst, condition, why);
}

/* The seeds, space separated ("-" when none). */
static void seed_list(char *text, size_t size, const unsigned long long *seeds, long count)
{
    size_t used = 0;
    text[0] = '\0';
    long shown = count < KEPT_SEEDS ? count : KEPT_SEEDS;
    for (long s = 0; s < shown && used < size; s++) {
        int wrote = snprintf(text + used, size - used, "%s%llu", s > 0 ? " " : "", seeds[s]);
        used += wrote > 0 ? (size_t)wrote : 0;
    }
    if (shown == 0)
        snprintf(text, size, "-");
}

/* Every seed of one family: returns 0, or -1 when memory ran out. */
static int sweep(family_run *run, unsigned long long first, long count, double seconds,
                 int same_mu, FILE *cells)
{
    for (int k = 0; k < run->count; k++) {
        run->tallies[k].seconds = malloc((size_t)count * sizeof(double));
        if (run->tallies[k].seconds == NULL)
            return -1;
    }
    for (long s = 0; s < count; s++) {
        cf_case c;
        if (cf_case_make(run->family, first + (unsigned long long)s, &c) != 0)
            return -1;
        run->made++;
        cf_finding worst;
        /* As the soak does: a manufactured answer its judge rejects is a
         * defect of the generator, not a problem to solve. */
        if (c.has_answer && !cf_judge_conditions(c.p, c.f, CF_JUDGE_TOL, &worst)) {
            run->reference_rejected++;
            cf_case_free(&c);
            continue;
        }
        if (same_mu)
            one_mu(c.p);
        int mixed = mixed_mu(c.p);
        run->mixed_mu += mixed;
        for (int k = 0; k < run->count; k++)
            run_cell(run, k, &c, mixed, seconds, cells);
        cf_case_free(&c);
    }
    /* The medians, then each as a ratio to NSGS's: the first column
     * named nsgs..., NSGS at its default in 3D, at 1e-9 in 2D. */
    double nsgs = NAN;
    for (int k = 0; k < run->count; k++) {
        tally *t = &run->tallies[k];
        long timed = 0;
        for (long s = 0; s < t->problems; s++)
            if (!isnan(t->seconds[s]))
                t->seconds[timed++] = t->seconds[s];
        t->median = median_of(t->seconds, timed);
        if (isnan(nsgs) && strncmp(run->columns[k].name, "nsgs", 4) == 0)
            nsgs = t->median;
    }
    for (int k = 0; k < run->count; k++)
        run->tallies[k].ratio = run->tallies[k].median / nsgs;
    return 0;
}

static void print_table(const family_run *run)
{
    printf("\n%s: %ld problems (%ld with contacts of different mu; %ld left out, their "
           "reference rejected by the judge)\n\n",
           cf_family_name(run->family), run->tallies[0].problems, run->mixed_mu,
           run->reference_rejected);
    printf("| %-22s | %7s | %7s | %7s | %7s | %7s | %8s | %10s | %7s |\n", "solver", "correct",
           "wrong", "gave up", "no time", "crashed", "judge ok", "median", "/ NSGS");
    printf("|---|---|---|---|---|---|---|---|---|\n");
    for (int k = 0; k < run->count; k++) {
        const tally *t = &run->tallies[k];
        printf("| %-22s | %7ld | %7ld | %7ld | %7ld | %7ld | %8ld | %8.2f us | %7.3g |\n",
               run->columns[k].heading, t->correct, t->wrong, t->gave_up, t->out_of_time,
               t->crashed, t->judge_ok, 1e6 * t->median, t->ratio);
    }
    for (int k = 0; k < run->count; k++) {
        const tally *t = &run->tallies[k];
        char wrong[160], gave_up[160];
        seed_list(wrong, sizeof wrong, t->wrong_seeds, t->wrong);
        seed_list(gave_up, sizeof gave_up, t->gave_up_seeds, t->gave_up);
        if (t->wrong > 0 || t->gave_up > 0)
            printf("%s: wrong claims %ld (%ld on contacts of different mu), seeds %s; gave up, "
                   "seeds %s\n", run->columns[k].heading, t->wrong, t->wrong_mixed_mu, wrong,
                   gave_up);
    }
    fflush(stdout);
}

static void write_rows(FILE *csv, const family_run *run)
{
    for (int k = 0; k < run->count; k++) {
        const tally *t = &run->tallies[k];
        char wrong[160], gave_up[160];
        seed_list(wrong, sizeof wrong, t->wrong_seeds, t->wrong);
        seed_list(gave_up, sizeof gave_up, t->gave_up_seeds, t->gave_up);
        fprintf(csv, "%s,%s,%ld,%ld,%ld,%ld,%ld,%ld,%ld,%ld,%ld,%.6e,%.6g,%s,%s\n",
                cf_family_name(run->family), run->columns[k].name, t->problems, t->correct,
                t->wrong, t->gave_up, t->out_of_time, t->crashed, t->certified_unclaimed,
                t->judge_ok, t->wrong_mixed_mu, t->median, t->ratio, wrong, gave_up);
    }
}

static int usage(void)
{
    fprintf(stderr, "usage: bench_friction_random [--count N] [--first SEED] [--seconds S] "
                    "[--warm W] [--one-mu]\n"
                    "                             [--siconos VERSION] [--command TEXT] CSV\n");
    return 2;
}

static void fact(FILE *csv, const char *key, const char *value)
{
    fprintf(csv, "# %s: %s\n", key, value);
}

int main(int argc, char **argv)
{
    long count = 3000;
    unsigned long long first = 0;
    double seconds = 10.0;
    int warm = 1, same_mu = 0;
    const char *siconos = "not given", *command = NULL, *csv_path = NULL;
    for (int i = 1; i < argc; i++) {
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--one-mu") == 0) {
            same_mu = 1;
            continue;
        }
        if (argv[i][0] != '-' && csv_path == NULL) {
            csv_path = argv[i];
            continue;
        }
        if (value == NULL)
            return usage();
        if (strcmp(argv[i], "--count") == 0)
            count = atol(value);
        else if (strcmp(argv[i], "--first") == 0)
            first = strtoull(value, NULL, 10);
        else if (strcmp(argv[i], "--seconds") == 0)
            seconds = atof(value);
        else if (strcmp(argv[i], "--warm") == 0)
            warm = atoi(value);
        else if (strcmp(argv[i], "--siconos") == 0)
            siconos = value;
        else if (strcmp(argv[i], "--command") == 0)
            command = value;
        else
            return usage();
        i++;
    }
    if (csv_path == NULL || count < 1 || !(seconds > 0.0) || warm < 0)
        return usage();

    char cells_path[1024], log_path[1024];
    size_t stem = strlen(csv_path);
    if (stem > 4 && strcmp(csv_path + stem - 4, ".csv") == 0)
        stem -= 4;
    snprintf(cells_path, sizeof cells_path, "%.*s-cells.csv", (int)stem, csv_path);
    snprintf(log_path, sizeof log_path, "%s.log", csv_path);
    FILE *csv = fopen(csv_path, "w"), *cells = fopen(cells_path, "w"), *log = fopen(log_path, "w");
    if (csv == NULL || cells == NULL || log == NULL) {
        fprintf(stderr, "bench_friction_random: cannot write %s, %s or %s\n", csv_path,
                cells_path, log_path);
        if (csv != NULL)
            fclose(csv);
        if (cells != NULL)
            fclose(cells);
        if (log != NULL)
            fclose(log);
        return 2;
    }
    fclose(log);

    family_run *runs = calloc(2, sizeof *runs);
    if (runs == NULL) {
        fclose(csv);
        fclose(cells);
        return 3;
    }
    runs[0] = (family_run){.family = CF_FAMILY_FRICTION2D, .setup = {2, 0, log_path, warm},
                           .columns = fc_columns2d, .count = fc_column_count2d};
    runs[1] = (family_run){.family = CF_FAMILY_FRICTION3D, .setup = {3, 0, log_path, warm},
                           .columns = fc_columns3d, .count = fc_column_count3d};

    char text[1200];
    if (command != NULL)
        fact(csv, "command", command);
    snprintf(text, sizeof text, "%ld problems of each family", count);
    fact(csv, "count", text);
    snprintf(text, sizeof text, "%llu .. %llu, the same for every solver (the soak's: "
             "build/tests/soak --family NAME --seed SEED --verbose shows one)", first,
             first + (unsigned long long)count - 1);
    fact(csv, "seeds", text);
    fact(csv, "siconos", siconos);
    if (same_mu)
        fact(csv, "one mu", "every contact of a problem given the mu of its first contact with "
             "mu > 0 (0.5 if none): not the soak's problems, and the manufactured answers do "
             "not apply");
    time_t now = time(NULL);
    strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", gmtime(&now));
    fact(csv, "date", text);
    if (gethostname(text, sizeof text) == 0) {
        text[sizeof text - 1] = '\0';
        fact(csv, "host", text);
    }
    snprintf(text, sizeof text, "%ld", sysconf(_SC_NPROCESSORS_ONLN));
    fact(csv, "cpus", text);
    snprintf(text, sizeof text, "every solve in a child process limited to %g s of CPU; %d "
             "call(s) of the same solve made and thrown away first (the child's first touch of "
             "its pages); time = the CPU time of the next call; median over the problems",
             seconds, warm);
    fact(csv, "budget", text);
    fact(csv, "pivot cap", "the default, 20 n + 20 pivots");
    fact(csv, "verdict", "our certifier at its default tolerance (1e-9 per row) on the problem "
         "as given; correct = certified whatever the solver said; wrong = the solver said it "
         "succeeded and the certifier rejects the answer; gave_up = the solver said it failed "
         "and the answer is not certified; judge_ok = the soak's judge (1e-7) accepts it with "
         "the solver's own status");
    fact(csv, "ratio", "median_s over that of Siconos NSGS in the same run (3D: at its "
         "default tolerance; 2D: at 1e-9, its only NSGS here)");
    for (int r = 0; r < 2; r++) {
        fc_describe_columns(runs[r].columns, runs[r].count, text, sizeof text);
        fact(csv, r == 0 ? "solvers 2d" : "solvers 3d", text);
    }
    fprintf(cells, "family,seed,solver,n,mixed_mu,verdict,judge,code,iterations,seconds,"
                   "worst_violation,worst_condition,why\n");
    printf("Stages 4 and 5 and Siconos on the soak's random friction problems: %ld of each "
           "family, seeds %llu .. %llu; each answer certified on the problem as given\n", count,
           first, first + (unsigned long long)count - 1);

    int status = 0;
    for (int r = 0; r < 2 && status == 0; r++) {
        if (sweep(&runs[r], first, count, seconds, same_mu, cells) != 0) {
            fprintf(stderr, "bench_friction_random: out of memory\n");
            status = 3;
            break;
        }
        print_table(&runs[r]);
    }
    if (status == 0) {
        for (int r = 0; r < 2; r++) {
            snprintf(text, sizeof text, "%ld made, %ld left out (the judge rejects their "
                     "manufactured answer), %ld with contacts of different mu",
                     runs[r].made, runs[r].reference_rejected, runs[r].mixed_mu);
            fact(csv, cf_family_name(runs[r].family), text);
        }
        fprintf(csv, "family,solver,problems,correct,wrong,gave_up,out_of_time,crashed,"
                     "certified_unclaimed,judge_ok,wrong_mixed_mu,median_s,ratio_nsgs,"
                     "wrong_seeds,gave_up_seeds\n");
        for (int r = 0; r < 2; r++)
            write_rows(csv, &runs[r]);
    }
    for (int r = 0; r < 2; r++)
        for (int k = 0; k < runs[r].count; k++)
            free(runs[r].tallies[k].seconds);
    free(runs);
    fclose(cells);
    if (fclose(csv) != 0 && status == 0) {
        fprintf(stderr, "bench_friction_random: cannot write %s\n", csv_path);
        status = 2;
    }
    return status;
}
