/* bench_rows.c - benchmark rows: CSV, tables, fitted exponents, targets. */
#include "bench_rows.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const bench_column bench_columns[] = {
    {"dgesv", "dgesv (reference)"}, {"dgesv-openblas", "dgesv (OpenBLAS)"},
    {"fast", "fast"},         {"ode-reg", "ODE + 1e-9 I"},
    {"ode", "ODE"},           {"lemke", "Lemke"},         {"pgs", "PGS"},
    {"stage2", "stage 2"},    {"dpotrf", "dpotrf"},       {"fast-dense", "fast, dense"},
    {"fast-first", "fast, first index"}, {"fast-every", "fast, every index"},
};
const int bench_column_count = (int)(sizeof bench_columns / sizeof bench_columns[0]);

const char *bench_family_title(const char *family)
{
    if (strcmp(family, "pd") == 0)
        return "random positive definite, A = B B^T + 1e-3 I";
    if (strcmp(family, "pile") == 0)
        return "piles of 2D boxes, A = J M^-1 J^T (singular)";
    if (strcmp(family, "stack") == 0)
        return "stacks of 2D boxes, A = J M^-1 J^T (nonsingular)";
    return family;
}

/* Copy text into to[size], cut short if it does not fit. */
static void copy_text(char *to, size_t size, const char *from)
{
    size_t length = from != NULL ? strlen(from) : 0;
    if (length >= size)
        length = size - 1;
    if (length > 0)
        memcpy(to, from, length);
    to[length] = '\0';
}

void bench_results_init(bench_results *r)
{
    memset(r, 0, sizeof *r);
}

void bench_results_free(bench_results *r)
{
    free(r->rows);
    memset(r, 0, sizeof *r);
}

int bench_results_add(bench_results *r, const bench_row *row)
{
    if (r->count == r->capacity) {
        int capacity = r->capacity > 0 ? 2 * r->capacity : 64;
        bench_row *grown = realloc(r->rows, (size_t)capacity * sizeof *grown);
        if (grown == NULL)
            return -1;
        r->rows = grown;
        r->capacity = capacity;
    }
    r->rows[r->count++] = *row;
    return 0;
}

void bench_results_fact(bench_results *r, const char *key, const char *value)
{
    int max = (int)(sizeof r->facts / sizeof r->facts[0]);
    if (r->fact_count >= max)
        return;
    bench_fact *fact = &r->facts[r->fact_count++];
    copy_text(fact->key, sizeof fact->key, key);
    copy_text(fact->value, sizeof fact->value, value);
}

int bench_results_comment(bench_results *r, char *line)
{
    if (line[0] != '#')
        return 0;
    char *colon = strchr(line, ':');
    if (colon != NULL) {
        *colon = '\0';
        const char *value = colon + 1;
        while (*value == ' ')
            value++;
        bench_results_fact(r, line + 2, value);
    }
    return 1;
}

const char *bench_results_get_fact(const bench_results *r, const char *key)
{
    for (int k = 0; k < r->fact_count; k++)
        if (strcmp(r->facts[k].key, key) == 0)
            return r->facts[k].value;
    return "unknown";
}

const bench_row *bench_results_find(const bench_results *r, const char *family, int n,
                                    const char *solver)
{
    for (int k = 0; k < r->count; k++) {
        const bench_row *row = &r->rows[k];
        if (row->n == n && strcmp(row->family, family) == 0 && strcmp(row->solver, solver) == 0)
            return row;
    }
    return NULL;
}

/* ---- CSV ---- */

void bench_csv_write_header(FILE *out, const bench_results *r)
{
    for (int k = 0; k < r->fact_count; k++)
        fprintf(out, "# %s: %s\n", r->facts[k].key, r->facts[k].value);
    fprintf(out, "family,n,solver,verdict,runs,median_s,min_s,max_s,dgesv_s,ratio,openblas_s,"
                 "ratio_openblas,worst_violation,worst_condition,invariant_got,invariant_want,"
                 "code,detail\n");
}

/* Commas would split a field: the free-text fields use semicolons instead. */
static void without_commas(char *text)
{
    for (; *text != '\0'; text++)
        if (*text == ',' || *text == '\n')
            *text = ';';
}

void bench_csv_write_row(FILE *out, const bench_row *row)
{
    char condition[sizeof row->condition], detail[sizeof row->detail];
    copy_text(condition, sizeof condition, row->condition);
    copy_text(detail, sizeof detail, row->detail);
    without_commas(condition);
    without_commas(detail);
    fprintf(out, "%s,%d,%s,%s,%d,%.6e,%.6e,%.6e,%.6e,%.6g,%.6e,%.6g,%.3e,%s,%.17g,%.17g,%d,%s\n",
            row->family, row->n, row->solver, row->verdict, row->runs, row->median, row->min,
            row->max, row->dgesv, row->ratio, row->openblas, row->ratio_openblas, row->worst,
            condition, row->invariant_got, row->invariant_want, row->code, detail);
    fflush(out);
}

static double number(const char *field)
{
    return field != NULL ? strtod(field, NULL) : NAN;
}

int bench_csv_read(const char *path, bench_results *r, char *why, size_t why_size)
{
    FILE *in = fopen(path, "r");
    if (in == NULL) {
        snprintf(why, why_size, "cannot open %s", path);
        return -1;
    }
    char line[2048];
    int line_number = 0;
    int fields_wanted = 18; /* 16 in a CSV from before the OpenBLAS anchor */
    while (fgets(line, sizeof line, in) != NULL) {
        line_number++;
        line[strcspn(line, "\r\n")] = '\0';
        if (bench_results_comment(r, line))
            continue;
        if (strncmp(line, "family,", 7) == 0) {
            fields_wanted = strstr(line, ",openblas_s,") != NULL ? 18 : 16;
            continue;
        }
        if (line[0] == '\0')
            continue;
        char *fields[18] = {0};
        int count = 0;
        char *cursor = line;
        while (count < fields_wanted) {
            fields[count++] = cursor;
            char *comma = count < fields_wanted ? strchr(cursor, ',') : NULL;
            if (comma == NULL)
                break;
            *comma = '\0';
            cursor = comma + 1;
        }
        if (count != fields_wanted) {
            snprintf(why, why_size, "%s:%d: %d fields, expected %d", path, line_number, count,
                     fields_wanted);
            fclose(in);
            return -1;
        }
        bench_row row;
        memset(&row, 0, sizeof row);
        copy_text(row.family, sizeof row.family, fields[0]);
        row.n = atoi(fields[1]);
        copy_text(row.solver, sizeof row.solver, fields[2]);
        copy_text(row.verdict, sizeof row.verdict, fields[3]);
        row.runs = atoi(fields[4]);
        row.median = number(fields[5]);
        row.min = number(fields[6]);
        row.max = number(fields[7]);
        row.dgesv = number(fields[8]);
        row.ratio = number(fields[9]);
        const int shift = fields_wanted - 16; /* past openblas_s and ratio_openblas */
        row.openblas = shift > 0 ? number(fields[10]) : NAN;
        row.ratio_openblas = shift > 0 ? number(fields[11]) : NAN;
        row.worst = number(fields[10 + shift]);
        copy_text(row.condition, sizeof row.condition, fields[11 + shift]);
        row.invariant_got = number(fields[12 + shift]);
        row.invariant_want = number(fields[13 + shift]);
        row.code = atoi(fields[14 + shift]);
        copy_text(row.detail, sizeof row.detail, fields[15 + shift]);
        if (bench_results_add(r, &row) != 0) {
            snprintf(why, why_size, "no memory");
            fclose(in);
            return -1;
        }
    }
    fclose(in);
    if (r->count == 0) {
        snprintf(why, why_size, "%s has no rows", path);
        return -1;
    }
    return 0;
}

/* ---- exponents ---- */

static int ran(const bench_row *row)
{
    return strcmp(row->verdict, "skipped") != 0 && strcmp(row->verdict, "crashed") != 0
           && strcmp(row->verdict, "timeout") != 0 && row->median > 0.0;
}

/* A time that says how the solver grows: it ran, and did not give up (a
 * solver that stops early on a failure is timed on less work). */
static int fits(const bench_row *row)
{
    return ran(row) && strcmp(row->verdict, "failed") != 0;
}

double bench_fitted_exponent(const bench_results *r, const char *family, const char *solver,
                             int from_n)
{
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    int m = 0;
    for (int k = 0; k < r->count; k++) {
        const bench_row *row = &r->rows[k];
        if (row->n < from_n || strcmp(row->family, family) != 0 || strcmp(row->solver, solver) != 0
            || !fits(row))
            continue;
        double x = log((double)row->n), y = log(row->median);
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
        m++;
    }
    if (m < 3)
        return NAN;
    return (m * sxy - sx * sy) / (m * sxx - sx * sx);
}

/* ---- tables ---- */

void bench_format_time(char *text, size_t size, double seconds, int markdown)
{
    if (!(seconds > 0.0))
        snprintf(text, size, "-");
    else if (seconds < 1e-3)
        snprintf(text, size, "%.3g %s", seconds * 1e6, markdown ? "µs" : "us");
    else if (seconds < 1.0)
        snprintf(text, size, "%.3g ms", seconds * 1e3);
    else
        snprintf(text, size, "%.3g s", seconds);
}

/* One letter per verdict, for the text table; a mark for markdown. */
static const char *flag(const bench_row *row, int markdown)
{
    const char *v = row->verdict;
    if (strcmp(v, "inexact") == 0)
        return markdown ? " †" : "!";
    if (strcmp(v, "failed") == 0)
        return markdown ? " ‡" : "F";
    return "";
}

static int sizes_of(const bench_results *r, const char *family, int *sizes, int max)
{
    int count = 0;
    for (int k = 0; k < r->count; k++) {
        if (strcmp(r->rows[k].family, family) != 0)
            continue;
        int seen = 0;
        for (int s = 0; s < count; s++)
            seen |= sizes[s] == r->rows[k].n;
        if (!seen && count < max)
            sizes[count++] = r->rows[k].n;
    }
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && sizes[j - 1] > sizes[j]; j--) {
            int t = sizes[j];
            sizes[j] = sizes[j - 1];
            sizes[j - 1] = t;
        }
    return count;
}

static void cell_text(char *text, size_t size, const bench_row *row, int markdown, int ratio_only)
{
    if (row == NULL) {
        snprintf(text, size, markdown ? "" : ".");
        return;
    }
    if (strcmp(row->verdict, "skipped") == 0) {
        snprintf(text, size, markdown ? "—" : "-");
        return;
    }
    if (strcmp(row->verdict, "crashed") == 0 || strcmp(row->verdict, "timeout") == 0) {
        snprintf(text, size, "%s", row->verdict);
        return;
    }
    char time[32];
    bench_format_time(time, sizeof time, row->median, markdown);
    if (ratio_only == 1)
        snprintf(text, size, "%.3g%s", row->ratio, flag(row, markdown));
    else if (ratio_only == 2)
        snprintf(text, size, "%.3g%s", row->ratio_openblas, flag(row, markdown));
    else if (!markdown || strcmp(row->solver, "dgesv") == 0
             || strcmp(row->solver, "dgesv-openblas") == 0)
        snprintf(text, size, "%s%s", time, flag(row, markdown));
    else
        snprintf(text, size, "%s (%.3g / %.3g)%s", time, row->ratio, row->ratio_openblas,
                 flag(row, markdown));
}

static int wanted(const char *solver, const char *const *solvers)
{
    if (solvers == NULL)
        return 1;
    for (; *solvers != NULL; solvers++)
        if (strcmp(*solvers, solver) == 0)
            return 1;
    return 0;
}

static void print_text_block(FILE *out, const bench_results *r, const char *family, int ratio_only,
                             const char *const *solvers)
{
    int sizes[64];
    int count = sizes_of(r, family, sizes, 64);
    fprintf(out, "%6s", "n");
    for (int c = 0; c < bench_column_count; c++)
        if (wanted(bench_columns[c].solver, solvers)
            && (!ratio_only || strcmp(bench_columns[c].solver, "dgesv") != 0))
            fprintf(out, " %11.11s", bench_columns[c].solver);
    fputc('\n', out);
    for (int s = 0; s < count; s++) {
        fprintf(out, "%6d", sizes[s]);
        for (int c = 0; c < bench_column_count; c++) {
            const char *solver = bench_columns[c].solver;
            if (!wanted(solver, solvers) || (ratio_only && strcmp(solver, "dgesv") == 0))
                continue;
            char text[64];
            cell_text(text, sizeof text, bench_results_find(r, family, sizes[s], solver), 0,
                      ratio_only);
            fprintf(out, " %11.11s", text);
        }
        fputc('\n', out);
    }
    fprintf(out, "%6s", "n^p");
    for (int c = 0; c < bench_column_count; c++) {
        const char *solver = bench_columns[c].solver;
        if (!wanted(solver, solvers) || (ratio_only && strcmp(solver, "dgesv") == 0))
            continue;
        double p = bench_fitted_exponent(r, family, solver, 64);
        if (isnan(p))
            fprintf(out, " %11s", "");
        else
            fprintf(out, " %11.2f", p);
    }
    fputc('\n', out);
}

static void print_markdown(FILE *out, const bench_results *r, const char *family,
                           const char *const *solvers)
{
    int sizes[64];
    int count = sizes_of(r, family, sizes, 64);
    fprintf(out, "| n |");
    for (int c = 0; c < bench_column_count; c++)
        if (wanted(bench_columns[c].solver, solvers))
            fprintf(out, " %s |", bench_columns[c].heading);
    fprintf(out, "\n|--:|");
    for (int c = 0; c < bench_column_count; c++)
        if (wanted(bench_columns[c].solver, solvers))
            fprintf(out, "--:|");
    fputc('\n', out);
    for (int s = 0; s < count; s++) {
        fprintf(out, "| %d |", sizes[s]);
        for (int c = 0; c < bench_column_count; c++) {
            if (!wanted(bench_columns[c].solver, solvers))
                continue;
            char text[96];
            cell_text(text, sizeof text,
                      bench_results_find(r, family, sizes[s], bench_columns[c].solver), 1, 0);
            fprintf(out, " %s |", text);
        }
        fputc('\n', out);
    }
    fprintf(out, "| fitted $p$, $n \\ge 64$ |");
    for (int c = 0; c < bench_column_count; c++) {
        if (!wanted(bench_columns[c].solver, solvers))
            continue;
        double p = bench_fitted_exponent(r, family, bench_columns[c].solver, 64);
        if (isnan(p))
            fprintf(out, " |");
        else
            fprintf(out, " %.2f |", p);
    }
    fputc('\n', out);
}

void bench_print_table(FILE *out, const bench_results *r, const char *family, int markdown,
                       const char *const *solvers)
{
    if (markdown) {
        print_markdown(out, r, family, solvers);
        return;
    }
    fprintf(out, "\n%s: time per solve (median)\n", bench_family_title(family));
    print_text_block(out, r, family, 0, solvers);
    fprintf(out, "\n%s: time / reference dgesv's time in the same run\n",
            bench_family_title(family));
    print_text_block(out, r, family, 1, solvers);
    fprintf(out, "\n%s: time / OpenBLAS dgesv's time in the same run\n",
            bench_family_title(family));
    print_text_block(out, r, family, 2, solvers);
    fprintf(out, "flags: ! claimed success, rejected by the certifier or the invariant;"
                 " F the solver reported failure; - skipped; n^p fitted over n >= 64\n");
}

/* ---- targets ---- */

typedef struct target_check {
    int met;
    int checked;
    char detail[400];
} target_check;

static void add_detail(target_check *t, const char *text)
{
    size_t used = strlen(t->detail);
    snprintf(t->detail + used, sizeof t->detail - used, "%s%s", used > 0 ? "; " : "", text);
}

static void print_target(FILE *out, int markdown, const char *what, const target_check *t)
{
    const char *verdict = !t->checked ? "NOT MEASURED" : t->met ? "MET" : "MISSED";
    if (markdown)
        fprintf(out, "- **%s**: %s. %s.\n", verdict, what, t->detail);
    else
        fprintf(out, "  %-12s %s: %s\n", verdict, what, t->detail);
}

int bench_print_targets(FILE *out, const bench_results *r, int markdown)
{
    target_check exact = {.met = 1}, piles = {.met = 1}, openblas = {.met = 1}, pd = {.met = 1},
                 ode = {.met = 1}, every = {.met = 1};
    double worst_pile_ratio = 0.0, worst_pd_ratio = 0.0, worst_violation = 0.0;
    double worst_openblas_ratio = 0.0;
    int worst_pile_n = 0, worst_pd_n = 0, worst_openblas_n = 0;
    const char *worst_openblas_family = "";
    char text[200];
    int every_count = 0;
    for (int k = 0; k < r->count; k++) {
        const bench_row *row = &r->rows[k];
        if (strcmp(row->solver, "fast") != 0)
            continue;
        if (strcmp(row->family, "pile-all") == 0 || strcmp(row->family, "stack-all") == 0) {
            every.checked = 1;
            every_count++;
            if (strcmp(row->verdict, "ok") != 0) {
                every.met = 0;
                snprintf(text, sizeof text, "%s n = %d: %.120s", row->family, row->n, row->detail);
                add_detail(&every, text);
            }
            continue;
        }
        int is_pile = strcmp(row->family, "pile") == 0;
        int is_boxes = is_pile || strcmp(row->family, "stack") == 0;
        int ok = strcmp(row->verdict, "ok") == 0 && row->worst <= 1e-9;
        if (is_boxes) {
            exact.checked = 1;
            if (row->worst > worst_violation || isnan(row->worst))
                worst_violation = row->worst;
            if (!ok) {
                exact.met = 0;
                snprintf(text, sizeof text, "%s n = %d: %s, violation %.2g", row->family, row->n,
                         row->verdict, row->worst);
                add_detail(&exact, text);
            }
            if (row->n >= 1024) {
                openblas.checked = 1;
                if (!(row->ratio_openblas <= worst_openblas_ratio)) {
                    worst_openblas_ratio = row->ratio_openblas;
                    worst_openblas_n = row->n;
                    worst_openblas_family = row->family;
                }
                if (!(row->ratio_openblas <= 1.0)) {
                    openblas.met = 0;
                    snprintf(text, sizeof text, "%s n = %d: %.3gx", row->family, row->n,
                             row->ratio_openblas);
                    add_detail(&openblas, text);
                }
            }
        }
        if (is_pile && row->n >= 256) {
            piles.checked = 1;
            if (row->ratio > worst_pile_ratio) {
                worst_pile_ratio = row->ratio;
                worst_pile_n = row->n;
            }
            if (!(row->ratio <= 1.0)) {
                piles.met = 0;
                snprintf(text, sizeof text, "n = %d: %.3gx", row->n, row->ratio);
                add_detail(&piles, text);
            }
        } else if (!is_boxes) {
            pd.checked = 1;
            if (row->ratio > worst_pd_ratio) {
                worst_pd_ratio = row->ratio;
                worst_pd_n = row->n;
            }
            if (!(row->ratio <= 3.0)) {
                pd.met = 0;
                snprintf(text, sizeof text, "n = %d: %.3gx", row->n, row->ratio);
                add_detail(&pd, text);
            }
        }
        const bench_row *other = bench_results_find(r, row->family, row->n, "ode-reg");
        if (other != NULL && strcmp(other->verdict, "skipped") != 0) {
            ode.checked = 1;
            if (!(row->median < other->median)) {
                ode.met = 0;
                snprintf(text, sizeof text, "%s n = %d: %.3g s against %.3g s", row->family,
                         row->n, row->median, other->median);
                add_detail(&ode, text);
            }
        }
    }
    snprintf(text, sizeof text, "largest violation %.2g", worst_violation);
    add_detail(&exact, text);
    snprintf(text, sizeof text, "largest ratio %.3g at %s n = %d", worst_openblas_ratio,
             worst_openblas_family, worst_openblas_n);
    add_detail(&openblas, text);
    snprintf(text, sizeof text, "largest ratio %.3g at n = %d", worst_pile_ratio, worst_pile_n);
    add_detail(&piles, text);
    snprintf(text, sizeof text, "largest ratio %.3g at n = %d", worst_pd_ratio, worst_pd_n);
    add_detail(&pd, text);
    if (ode.met)
        add_detail(&ode, "at every size of every family");
    snprintf(text, sizeof text, "%d solves", every_count);
    add_detail(&every, text);
    if (!markdown)
        fprintf(out, "\ntargets (the fast stage):\n");
    print_target(out, markdown, "every pile and stack solved with a scaled violation of at most 1e-9",
                 &exact);
    print_target(out, markdown,
                 "piles and stacks, n >= 1024: at most OpenBLAS dgesv's time (1.0 times)",
                 &openblas);
    print_target(out, markdown, "piles, n >= 256: at most reference dgesv's time (1.0 times)",
                 &piles);
    print_target(out, markdown, "positive definite family: at most 3 times reference dgesv's time",
                 &pd);
    print_target(out, markdown, "faster than ODE with its 1e-9 regularization", &ode);
    print_target(out, markdown, "every pile and stack to n = 4096 ok (inaccurate is a failure)",
                 &every);
    return !exact.met + !openblas.met + !piles.met + !pd.met + !ode.met + !every.met;
}
