/* report.c - the fast pivoting chapter's view of a benchmark CSV.
 *
 *   report CSV FIGURE_DIR GENERATED_DIR
 *
 * Writes, from the CSV that make bench wrote (bench_rows.h):
 *   FIGURE_DIR/fast-bench-pd.svg, fast-bench-pile.svg   time against n, log-log,
 *                                                       with fitted exponents
 *   GENERATED_DIR/fast-bench-about.md      where and when it was measured
 *   GENERATED_DIR/fast-bench-pd.md, -pile.md   the tables of the two families
 *   GENERATED_DIR/fast-bench-variants.md   the fast stage with one idea off
 *   GENERATED_DIR/fast-bench-pivots.md     pivot counts of the fast stage
 *   GENERATED_DIR/fast-bench-ode-piles.md  what ODE answered on the piles
 *   GENERATED_DIR/fast-bench-targets.md    the targets, met or missed
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_rows.h"

#define FIT_FROM_N 64

typedef struct series_style {
    const char *solver;
    const char *label;
    const char *colour;
    const char *dash;   /* SVG stroke-dasharray, "" for a solid line */
    double width;
} series_style;

static const series_style styles[] = {
    {"dgesv", "LAPACK dgesv", "#000000", "6,3", 1.5},
    {"dpotrf", "LAPACK dpotrf", "#777777", "2,3", 1.5},
    {"fast", "fast stage", "#1f5fbf", "", 3.0},
    {"fast-dense", "fast, A dense", "#7fa6df", "", 1.5},
    {"ode-reg", "ODE + 1e-9 I", "#d62728", "", 1.5},
    {"ode", "ODE", "#ff9f0e", "4,2", 1.5},
    {"lemke", "Siconos Lemke", "#2ca02c", "", 1.5},
    {"pgs", "Siconos PGS", "#9467bd", "", 1.5},
    {"stage2", "stage 2", "#8c564b", "", 1.5},
};
static const int style_count = (int)(sizeof styles / sizeof styles[0]);

static int drawn(const bench_row *row)
{
    return row != NULL && row->median > 0.0 && strcmp(row->verdict, "skipped") != 0
           && strcmp(row->verdict, "crashed") != 0 && strcmp(row->verdict, "timeout") != 0;
}

static int judged_good(const bench_row *row)
{
    return strcmp(row->verdict, "ok") == 0 || strcmp(row->verdict, "baseline") == 0;
}

/* ---- the plot ---- */

/* Raised text, and back down for what follows (dy is relative). */
#define SUPERSCRIPT(text) "<tspan dy=\"-5\" font-size=\"9\">" text "</tspan><tspan dy=\"5\"></tspan>"

static const char *plot_title(const char *family)
{
    if (strcmp(family, "pd") == 0)
        return "Random positive definite, A = B B" SUPERSCRIPT("T") " + 10" SUPERSCRIPT("-3") " I";
    return "Piles of 2D boxes, A = J M" SUPERSCRIPT("-1") " J" SUPERSCRIPT("T") " (singular)";
}

typedef struct frame {
    double left, top, width, height;
    double log_n0, log_n1, log_t0, log_t1;
} frame;

static double x_of(const frame *f, double n)
{
    return f->left + f->width * (log10(n) - f->log_n0) / (f->log_n1 - f->log_n0);
}

static double y_of(const frame *f, double t)
{
    return f->top + f->height * (1.0 - (log10(t) - f->log_t0) / (f->log_t1 - f->log_t0));
}

static int write_plot(const bench_results *r, const char *family, const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return -1;
    }
    double t_min = INFINITY, t_max = 0.0;
    int n_min = 1 << 30, n_max = 0;
    for (int k = 0; k < r->count; k++) {
        const bench_row *row = &r->rows[k];
        if (strcmp(row->family, family) != 0 || !drawn(row))
            continue;
        t_min = fmin(t_min, row->median);
        t_max = fmax(t_max, row->median);
        n_min = row->n < n_min ? row->n : n_min;
        n_max = row->n > n_max ? row->n : n_max;
    }
    if (n_max == 0) {
        t_min = 1e-6;
        t_max = 1.0;
        n_min = 4;
        n_max = 1024;
    }
    frame f = {.left = 70, .top = 40, .width = 420, .height = 380};
    f.log_n0 = log10(n_min) - 0.05;
    f.log_n1 = log10(n_max) + 0.05;
    f.log_t0 = floor(log10(t_min));
    f.log_t1 = ceil(log10(t_max));
    if (f.log_t1 <= f.log_t0)
        f.log_t1 = f.log_t0 + 1;
    const double width = 740, height = 470;
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                 "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, sans-serif\" "
                 "font-size=\"12\">\n",
            width, height, width, height);
    fprintf(out, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    fprintf(out, "<text x=\"%.0f\" y=\"22\" font-size=\"14\">%s: time per solve</text>\n", f.left,
            plot_title(family));
    /* Grid and axes: a line per decade of time, per power of two of n. */
    for (int e = (int)f.log_t0; e <= (int)f.log_t1; e++) {
        double y = y_of(&f, pow(10.0, e));
        fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#dddddd\"/>\n",
                f.left, y, f.left + f.width, y);
        fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">1e%d s</text>\n", f.left - 6,
                y + 4, e);
    }
    for (int n = 4; n <= n_max; n *= 2) {
        if (n < n_min)
            continue;
        double x = x_of(&f, n);
        fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#eeeeee\"/>\n",
                x, f.top, x, f.top + f.height);
        fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%d</text>\n", x,
                f.top + f.height + 16, n);
    }
    fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
                 "stroke=\"#444444\"/>\n",
            f.left, f.top, f.width, f.height);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">n (number of rows)</text>\n",
            f.left + f.width / 2, f.top + f.height + 34);

    /* One line per solver; a filled dot for a certified answer (or a
     * baseline), a hollow one with a cross for a rejected or failed one. */
    double legend_y = f.top + 8;
    for (int s = 0; s < style_count; s++) {
        const series_style *st = &styles[s];
        fprintf(out, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"%s%s%s points=\"",
                st->colour, st->width, st->dash[0] ? " stroke-dasharray=\"" : "", st->dash,
                st->dash[0] ? "\"" : "");
        int points = 0;
        for (int n = n_min; n <= n_max; n *= 2) {
            const bench_row *row = bench_results_find(r, family, n, st->solver);
            if (!drawn(row))
                continue;
            fprintf(out, "%s%.1f,%.1f", points++ ? " " : "", x_of(&f, n), y_of(&f, row->median));
        }
        fprintf(out, "\"/>\n");
        for (int n = n_min; n <= n_max; n *= 2) {
            const bench_row *row = bench_results_find(r, family, n, st->solver);
            if (!drawn(row))
                continue;
            double x = x_of(&f, n), y = y_of(&f, row->median);
            if (judged_good(row)) {
                fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n", x, y,
                        st->colour);
            } else {
                fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"white\" "
                             "stroke=\"%s\" stroke-width=\"1.5\"/>\n", x, y, st->colour);
                fprintf(out, "<path d=\"M%.1f %.1fl6 6m0 -6l-6 6\" stroke=\"%s\" "
                             "stroke-width=\"1.5\"/>\n", x - 3, y - 3, st->colour);
            }
        }
        if (points == 0)
            continue;
        double p = bench_fitted_exponent(r, family, st->solver, FIT_FROM_N);
        double lx = f.left + f.width + 20;
        fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                     "stroke-width=\"%.1f\"%s%s%s/>\n",
                lx, legend_y, lx + 28, legend_y, st->colour, st->width,
                st->dash[0] ? " stroke-dasharray=\"" : "", st->dash, st->dash[0] ? "\"" : "");
        if (isnan(p))
            fprintf(out, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", lx + 34, legend_y + 4,
                    st->label);
        else
            fprintf(out, "<text x=\"%.1f\" y=\"%.1f\">%s, n^%.2f</text>\n", lx + 34,
                    legend_y + 4, st->label, p);
        legend_y += 20;
    }
    double lx = f.left + f.width + 20;
    fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#444444\"/>\n", lx + 14,
            legend_y + 10);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\">certified (or a linear solve)</text>\n", lx + 34,
            legend_y + 14);
    fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"white\" stroke=\"#444444\" "
                 "stroke-width=\"1.5\"/>\n", lx + 14, legend_y + 30);
    fprintf(out, "<path d=\"M%.1f %.1fl6 6m0 -6l-6 6\" stroke=\"#444444\" stroke-width=\"1.5\"/>\n",
            lx + 11, legend_y + 27);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\">rejected, or the solver failed</text>\n", lx + 34,
            legend_y + 34);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#555555\">exponents fitted over n &#8805; %d"
                 "</text>\n", lx, legend_y + 58, FIT_FROM_N);
    fprintf(out, "</svg>\n");
    return fclose(out);
}

/* ---- the markdown fragments ---- */

/* The family's title with its formula as math. */
static const char *markdown_title(const char *family)
{
    if (strcmp(family, "pd") == 0)
        return "Random positive definite problems, $A = B B^{\\mathsf T} + 10^{-3} I$";
    if (strcmp(family, "stack") == 0)
        return "Stacks of 2D boxes, $A = J M^{-1} J^{\\mathsf T}$ (nonsingular)";
    return "Piles of 2D boxes, $A = J M^{-1} J^{\\mathsf T}$ (singular)";
}

static FILE *open_fragment(const char *dir, const char *name)
{
    char path[600];
    snprintf(path, sizeof path, "%s/fast-bench-%s.md", dir, name);
    FILE *out = fopen(path, "w");
    if (out == NULL)
        perror(path);
    return out;
}

static void write_about(FILE *out, const bench_results *r)
{
    fprintf(out, "Measured by `make bench` on %s, on %s (%s). First anchor: %s; %s, %s. "
                 "Second anchor: OpenBLAS, %s. Timing: %s.\n",
            bench_results_get_fact(r, "date"), bench_results_get_fact(r, "machine"),
            bench_results_get_fact(r, "system"), bench_results_get_fact(r, "symbol dgesv_"),
            bench_results_get_fact(r, "symbol dgemm_"), bench_results_get_fact(r, "threads"),
            bench_results_get_fact(r, "openblas"), bench_results_get_fact(r, "timing"));
    fprintf(out, "Problems: %s. Siconos: %s.\n", bench_results_get_fact(r, "problems"),
            bench_results_get_fact(r, "siconos"));
}

static void write_family(FILE *out, const bench_results *r, const char *family)
{
    static const char *const main_solvers[] = {"dgesv", "dgesv-openblas", "fast", "ode-reg", "ode",
                                               "lemke", "pgs", "stage2", NULL};
    bench_print_table(out, r, family, 1, main_solvers);
    fprintf(out, "\n: %s. Time per solve, and in parentheses that time divided by the time of "
                 "each anchor for the same $n$ in the same run: reference dgesv / OpenBLAS "
                 "dgesv. The last row is the exponent $p$ of time $\\sim n^p$ fitted over "
                 "$n \\ge 64$. † the solver reported success but the "
                 "certifier (violation above $10^{-9}$) or the floor's load rejects the answer; "
                 "‡ the solver itself reported failure; — not run (predicted too slow).\n",
            markdown_title(family));
}

static void write_variants(FILE *out, const bench_results *r)
{
    static const char *const variant_solvers[] = {"dgesv", "dgesv-openblas", "dpotrf", "fast",
                                                  "fast-every", "fast-dense", "fast-first", NULL};
    for (int k = 0; k < 3; k++) {
        const char *family = k == 0 ? "pd" : k == 1 ? "pile" : "stack";
        bench_print_table(out, r, family, 1, variant_solvers);
        fprintf(out, "\n: %s: the fast stage as built; visiting every index at every pivot "
                     "instead of those near $C$; treating $A$ as dense; and driving "
                     "the first negative index instead of the most negative one; Cholesky "
                     "(dpotrf, of $A + 10^{-3} I$) for scale. Marks as in the main tables.\n\n",
                markdown_title(family));
    }
}

/* "%d pivots" from the detail the fast stage's cell wrote. */
static int pivots_of(const bench_row *row)
{
    if (row == NULL)
        return -1;
    const char *at = strstr(row->detail, " pivots");
    if (at == NULL)
        return -1;
    while (at > row->detail && at[-1] >= '0' && at[-1] <= '9')
        at--;
    return atoi(at);
}

static void write_pivot_cell(FILE *out, const bench_row *row)
{
    int pivots = pivots_of(row);
    if (pivots < 0)
        fprintf(out, " — |");
    else if (strcmp(row->verdict, "ok") == 0)
        fprintf(out, " %d (%.2f n) |", pivots, (double)pivots / row->n);
    else
        fprintf(out, " %d, %s |", pivots, row->verdict);
}

static void write_pivots(FILE *out, const bench_results *r)
{
    fprintf(out, "| n | PD, most negative first | PD, first index | piles, most negative first "
                 "| piles, first index |\n|--:|--:|--:|--:|--:|\n");
    for (int n = 4; n <= 1 << 20; n *= 2) {
        if (bench_results_find(r, "pd", n, "fast") == NULL
            && bench_results_find(r, "pile", n, "fast") == NULL)
            break;
        fprintf(out, "| %d |", n);
        write_pivot_cell(out, bench_results_find(r, "pd", n, "fast"));
        write_pivot_cell(out, bench_results_find(r, "pd", n, "fast-first"));
        write_pivot_cell(out, bench_results_find(r, "pile", n, "fast"));
        write_pivot_cell(out, bench_results_find(r, "pile", n, "fast-first"));
        fputc('\n', out);
    }
    fprintf(out, "\n: Pivots of the fast stage (passes through drive-to-zero's loop) with the two "
                 "driving rules; a failed solve shows how far it got. The pivot limit is "
                 "$10 n + 10$.\n");
}

static void write_ode_cell(FILE *out, const bench_row *row)
{
    if (row == NULL || !drawn(row)) {
        fprintf(out, " — | |");
        return;
    }
    fprintf(out, " %s, %.2g | %.10g (%+.2g) |", row->verdict, row->worst, row->invariant_got,
            row->invariant_got - row->invariant_want);
}

static void write_ode_piles(FILE *out, const bench_results *r)
{
    fprintf(out, "| n | weight (N) | ODE: verdict, violation | ODE: floor carries (N) | "
                 "ODE + $10^{-9} I$: verdict, violation | ODE + $10^{-9} I$: floor carries (N) "
                 "| fast: violation |\n|--:|--:|--|--:|--|--:|--:|\n");
    for (int n = 4; n <= 1 << 20; n *= 2) {
        const bench_row *fast = bench_results_find(r, "pile", n, "fast");
        if (fast == NULL)
            break;
        fprintf(out, "| %d | %.10g |", n, fast->invariant_want);
        write_ode_cell(out, bench_results_find(r, "pile", n, "ode"));
        write_ode_cell(out, bench_results_find(r, "pile", n, "ode-reg"));
        fprintf(out, " %.2g |\n", fast->worst);
    }
    fprintf(out, "\n: ODE's answers on the piles of boxes, judged by the certifier (the largest "
                 "scaled violation; $10^{-9}$ passes) and by the load the floor carries, with its "
                 "error in parentheses: it must be the weight of the pile to within $10^{-9}$ of "
                 "it (times $n/100$ above 100 contacts).\n");
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: report CSV FIGURE_DIR GENERATED_DIR\n");
        return 2;
    }
    bench_results r;
    bench_results_init(&r);
    char why[600];
    if (bench_csv_read(argv[1], &r, why, sizeof why) != 0) {
        fprintf(stderr, "report: %s\n", why);
        bench_results_free(&r);
        return 1;
    }
    int failures = 0;
    char path[600];
    for (int k = 0; k < 3; k++) {
        const char *family = k == 0 ? "pd" : k == 1 ? "pile" : "stack";
        snprintf(path, sizeof path, "%s/fast-bench-%s.svg", argv[2], family);
        failures += write_plot(&r, family, path) != 0;
    }
    const char *names[] = {"about", "pd", "pile", "stack", "variants", "pivots", "ode-piles",
                           "targets"};
    for (int k = 0; k < 8; k++) {
        FILE *out = open_fragment(argv[3], names[k]);
        if (out == NULL) {
            failures++;
            continue;
        }
        switch (k) {
        case 0: write_about(out, &r); break;
        case 1: write_family(out, &r, "pd"); break;
        case 2: write_family(out, &r, "pile"); break;
        case 3: write_family(out, &r, "stack"); break;
        case 4: write_variants(out, &r); break;
        case 5: write_pivots(out, &r); break;
        case 6: write_ode_piles(out, &r); break;
        default: bench_print_targets(out, &r, 1); break;
        }
        failures += fclose(out) != 0;
    }
    printf("report: %s -> %s/fast-bench-*.svg, %s/fast-bench-*.md\n", argv[1], argv[2], argv[3]);
    bench_results_free(&r);
    return failures != 0;
}
