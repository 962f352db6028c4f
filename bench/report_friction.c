/* report_friction.c - chapter 5's view of the 3D friction benchmark.
 *
 *   report_friction CSV FILES_MD STACKS_MD
 *   report_friction --random CSV MD
 *
 * From the CSV that bench_friction wrote (the format of bench_rows.h):
 *   FILES_MD   one row per Siconos file: n, and each solver's verdict (by
 *              our certifier), its own info where it is not 0, and its
 *              time; then how many each solver got certified, and where
 *              and how it was measured
 *   STACKS_MD  the generated stacks: the same cells per size, and the
 *              fitted exponent p of time ~ n^p per solver
 * From the CSV that bench_friction_random wrote (one row per family and
 * solver; its own format, bench_friction_random.c):
 *   MD         a table per family: how many answers each solver got
 *              certified, claimed wrongly, gave up on, lost to a crash
 *              or the budget, what the soak's judge accepts,
 *              the median time per call and its ratio to NSGS; then
 *              how the run was made
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_rows.h"

#define MAX_SOLVERS 16
#define FIT_FROM_N 64

/* The headings of the solvers bench_friction writes; another name is shown as it is. */
static const char *heading(const char *solver)
{
    static const char *const names[][2] = {
        {"stage4", "stage 4"},         {"stage5", "stage 5"},
        {"lemke", "Lemke"},            {"nsgs", "NSGS"},
        {"nsgs-1e-9", "NSGS 1e-9"},    {"nsn-ac", "NSN_AC"},
        {"nsn-ac-1e-9", "NSN_AC 1e-9"}, {"prox", "PROX"},
        {"prox-1e-9", "PROX 1e-9"},
    };
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(names[k][0], solver) == 0)
            return names[k][1];
    return solver;
}

/* The solvers of a family in the order of the CSV; their count. */
static int solvers_of(const bench_results *r, const char *family, const char **solvers)
{
    int count = 0;
    for (int k = 0; k < r->count; k++) {
        if (strcmp(r->rows[k].family, family) != 0)
            continue;
        int seen = 0;
        for (int s = 0; s < count; s++)
            seen |= strcmp(solvers[s], r->rows[k].solver) == 0;
        if (!seen && count < MAX_SOLVERS)
            solvers[count++] = r->rows[k].solver;
    }
    return count;
}


/* The problem a row is about: its detail up to the first ": ". */
static void label_of(const bench_row *row, char *text, size_t size)
{
    const char *end = strstr(row->detail, ": ");
    size_t length = end != NULL ? (size_t)(end - row->detail) : strlen(row->detail);
    if (length >= size)
        length = size - 1;
    memcpy(text, row->detail, length);
    text[length] = '\0';
}

/* Our stage's named status: the word after the label in the detail. */
static void status_of(const bench_row *row, char *text, size_t size)
{
    const char *start = strstr(row->detail, ": ");
    start = start != NULL ? start + 2 : row->detail;
    size_t length = strcspn(start, ":;");
    if (length >= size)
        length = size - 1;
    memcpy(text, start, length);
    text[length] = '\0';
}

static int is_ours(const bench_row *row)
{
    return strncmp(row->solver, "stage", 5) == 0;
}

/* A cell: the verdict, the solver's own word when it is not success, the time. */
static void cell_text(char *text, size_t size, const bench_row *row)
{
    if (row == NULL) {
        snprintf(text, size, " ");
        return;
    }
    char time[32], own[64] = "";
    bench_format_time(time, sizeof time, row->median, 1);
    if (strcmp(row->verdict, "timeout") == 0) {
        snprintf(text, size, "timeout, %s", time);
        return;
    }
    if (strcmp(row->verdict, "crashed") == 0 || strcmp(row->verdict, "skipped") == 0) {
        snprintf(text, size, "%s", row->verdict);
        return;
    }
    if (is_ours(row) && row->code != 0) {
        char status[48];
        status_of(row, status, sizeof status);
        snprintf(own, sizeof own, " (%s)", status);
    } else if (!is_ours(row) && row->code != 0) {
        snprintf(own, sizeof own, " (info %d)", row->code);
    }
    const char *word = strcmp(row->verdict, "ok") == 0 ? "**ok**" : row->verdict;
    snprintf(text, size, "%s%s, %s", word, own, time);
}

static void table_head(FILE *out, const char *first, const char **solvers, int count)
{
    fprintf(out, "| %s | $n$ |", first);
    for (int s = 0; s < count; s++)
        fprintf(out, " %s |", heading(solvers[s]));
    fprintf(out, "\n|:--|--:|");
    for (int s = 0; s < count; s++)
        fprintf(out, ":--|");
    fprintf(out, "\n");
}

static void measured(FILE *out, const bench_results *r)
{
    fprintf(out, "\nMeasured %s on %s (%s processors); %s.\n", bench_results_get_fact(r, "date"),
            bench_results_get_fact(r, "host"), bench_results_get_fact(r, "cpus"),
            bench_results_get_fact(r, "budget"));
    const char *note = bench_results_get_fact(r, "note");
    if (strcmp(note, "unknown") != 0) /* bench_results_get_fact's word for none */
        fprintf(out, "Note: %s.\n", note);
}

static int write_files(const bench_results *r, const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return -1;
    }
    const char *family = "fc3d-file", *solvers[MAX_SOLVERS];
    int count = solvers_of(r, family, solvers);
    int certified[MAX_SOLVERS] = {0}, files = 0;
    table_head(out, "file", solvers, count);
    char current[200] = "";
    for (int k = 0; k < r->count; k++) {
        const bench_row *row = &r->rows[k];
        if (strcmp(row->family, family) != 0)
            continue;
        char label[200];
        label_of(row, label, sizeof label);
        if (strcmp(label, current) == 0)
            continue;
        snprintf(current, sizeof current, "%s", label);
        files++;
        fprintf(out, "| `%s` | %d |", label, row->n);
        /* This file's rows follow each other in the CSV, one per solver. */
        for (int s = 0; s < count; s++) {
            const bench_row *cell = NULL;
            for (int j = k; j < r->count && cell == NULL; j++) {
                char other[200];
                label_of(&r->rows[j], other, sizeof other);
                if (strcmp(other, label) != 0 || strcmp(r->rows[j].family, family) != 0)
                    break;
                if (strcmp(r->rows[j].solver, solvers[s]) == 0)
                    cell = &r->rows[j];
            }
            char text[128];
            cell_text(text, sizeof text, cell);
            fprintf(out, " %s |", text);
            certified[s] += cell != NULL && strcmp(cell->verdict, "ok") == 0;
        }
        fprintf(out, "\n");
    }
    fprintf(out, "| certified | |");
    for (int s = 0; s < count; s++)
        fprintf(out, " **%d** of %d |", certified[s], files);
    fprintf(out, "\n");
    measured(out, r);
    fclose(out);
    return 0;
}

static int write_stacks(const bench_results *r, const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return -1;
    }
    const char *family = "stack3d", *solvers[MAX_SOLVERS];
    int count = solvers_of(r, family, solvers);
    table_head(out, "boxes", solvers, count);
    int last_n = -1;
    for (;;) {
        int n = -1; /* the next larger size */
        for (int k = 0; k < r->count; k++)
            if (strcmp(r->rows[k].family, family) == 0 && r->rows[k].n > last_n
                && (n < 0 || r->rows[k].n < n))
                n = r->rows[k].n;
        if (n < 0)
            break;
        last_n = n;
        /* Each box rests on four contacts, three rows each. */
        fprintf(out, "| %d | %d |", n / 12, n);
        for (int s = 0; s < count; s++) {
            char text[128];
            cell_text(text, sizeof text, bench_results_find(r, family, n, solvers[s]));
            fprintf(out, " %s |", text);
        }
        fprintf(out, "\n");
    }
    fprintf(out, "| fitted $p$, time $\\sim n^p$, $n \\ge %d$ | |", FIT_FROM_N);
    for (int s = 0; s < count; s++) {
        double p = bench_fitted_exponent(r, family, solvers[s], FIT_FROM_N);
        if (isnan(p))
            fprintf(out, " — |");
        else
            fprintf(out, " %.2f |", p);
    }
    fprintf(out, "\n");
    measured(out, r);
    fprintf(out, "The exponent is fitted by least squares over the sizes a solver finished "
                 "without reporting a failure (a solve cut off by the budget, or stopped by "
                 "its own iteration cap, is not timed on the whole work); — where fewer than "
                 "three sizes remain.\n");
    fclose(out);
    return 0;
}

/* One row of bench_friction_random's CSV. */
typedef struct random_row {
    char family[24], solver[24];
    long problems, correct, wrong, gave_up, out_of_time, crashed, unclaimed, judge_ok, wrong_mixed;
    double median, ratio;
} random_row;

#define RANDOM_FIELDS 15
#define MAX_RANDOM_ROWS 32

/* Read the CSV: its facts into r, its rows into rows; the count, or -1. */
static int read_random(const char *path, bench_results *r, random_row *rows)
{
    FILE *in = fopen(path, "r");
    if (in == NULL) {
        perror(path);
        return -1;
    }
    char line[2048];
    int count = 0, bad = 0;
    while (fgets(line, sizeof line, in) != NULL && !bad) {
        line[strcspn(line, "\r\n")] = '\0';
        if (bench_results_comment(r, line))
            continue;
        if (line[0] == '\0' || strncmp(line, "family,", 7) == 0)
            continue;
        char *fields[RANDOM_FIELDS] = {0};
        int n = 0;
        for (char *cursor = line; cursor != NULL && n < RANDOM_FIELDS; n++) {
            fields[n] = cursor;
            cursor = strchr(cursor, ',');
            if (cursor != NULL)
                *cursor++ = '\0';
        }
        if (n != RANDOM_FIELDS || count >= MAX_RANDOM_ROWS) {
            fprintf(stderr, "report_friction: %s: a row with %d fields (%d wanted)\n", path, n,
                    RANDOM_FIELDS);
            bad = 1;
            break;
        }
        random_row *row = &rows[count++];
        snprintf(row->family, sizeof row->family, "%s", fields[0]);
        snprintf(row->solver, sizeof row->solver, "%s", fields[1]);
        long *counts[] = {&row->problems, &row->correct,  &row->wrong,    &row->gave_up,
                          &row->out_of_time, &row->crashed, &row->unclaimed, &row->judge_ok,
                          &row->wrong_mixed};
        for (int k = 0; k < 9; k++)
            *counts[k] = atol(fields[2 + k]);
        row->median = strtod(fields[11], NULL);
        row->ratio = strtod(fields[12], NULL);
    }
    fclose(in);
    return bad ? -1 : count;
}

static int write_random(const bench_results *r, const random_row *rows, int count,
                        const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return -1;
    }
    const char *families[] = {"friction2d", "friction3d"};
    for (int f = 0; f < 2; f++) {
        fprintf(out, "%s**%s**: %s.\n\n", f > 0 ? "\n" : "", families[f],
                bench_results_get_fact(r, families[f]));
        fprintf(out, "| solver | correct | wrong claims | gave up | crashed or out of time | "
                     "the soak's judge: ok | median per call | / NSGS |\n"
                     "|:--|--:|--:|--:|--:|--:|--:|--:|\n");
        for (int k = 0; k < count; k++) {
            const random_row *row = &rows[k];
            if (strcmp(row->family, families[f]) != 0)
                continue;
            char time[32];
            bench_format_time(time, sizeof time, row->median, 1);
            const char *strong = strncmp(row->solver, "stage", 5) == 0 ? "**" : "";
            fprintf(out, "| %s%s%s | %ld of %ld | %ld | %ld | %ld | %ld | %s | %.2f |\n",
                    strong, heading(row->solver), strong, row->correct, row->problems,
                    row->wrong, row->gave_up, row->out_of_time + row->crashed, row->judge_ok,
                    time, row->ratio);
        }
    }
    fprintf(out, "\nMeasured %s on %s (%s processors): %s; seeds %s; Siconos %s; solvers: %s; "
                 "%s; made by `%s`.\n",
            bench_results_get_fact(r, "date"), bench_results_get_fact(r, "host"),
            bench_results_get_fact(r, "cpus"), bench_results_get_fact(r, "count"),
            bench_results_get_fact(r, "seeds"), bench_results_get_fact(r, "siconos"),
            bench_results_get_fact(r, "solvers 3d"), bench_results_get_fact(r, "budget"),
            bench_results_get_fact(r, "command"));
    fclose(out);
    return 0;
}

static int report_random(const char *csv, const char *md)
{
    bench_results r;
    bench_results_init(&r);
    random_row *rows = calloc(MAX_RANDOM_ROWS, sizeof *rows);
    int count = rows != NULL ? read_random(csv, &r, rows) : -1;
    int failed = count <= 0 || write_random(&r, rows, count, md) != 0;
    if (count == 0)
        fprintf(stderr, "report_friction: %s has no rows\n", csv);
    free(rows);
    bench_results_free(&r);
    return failed;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--random") == 0)
        return report_random(argv[2], argv[3]);
    if (argc != 4) {
        fprintf(stderr, "usage: report_friction CSV FILES_MD STACKS_MD\n"
                        "       report_friction --random CSV MD\n");
        return 2;
    }
    bench_results r;
    bench_results_init(&r);
    char why[256];
    if (bench_csv_read(argv[1], &r, why, sizeof why) != 0) {
        fprintf(stderr, "report_friction: %s\n", why);
        bench_results_free(&r);
        return 1;
    }
    int failed = write_files(&r, argv[2]) != 0 || write_stacks(&r, argv[3]) != 0;
    bench_results_free(&r);
    return failed;
}
