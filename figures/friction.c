/* friction.c - the figures and worked examples of chapter 4 (static friction).
 *
 *   friction worked KEY CASE OUTDIR   KEY.md, KEY.values and KEY-trace.dot of a
 *                                     worked example solved by stage 4
 *   friction states OUT.dot           the state diagram of a friction index,
 *                                     from the table the solver uses
 *   friction siconos DIR MAXN CAP OUT.md OUT.values
 *                                     the 2D files of the Siconos suite with
 *                                     n <= MAXN, solved with a cap of CAP
 *                                     pivots and judged by the certifier
 *   friction push CASE OUT.svg OUT.values
 *                                     friction against push for the block of
 *                                     Example 12, from sticking through breakaway
 *
 * Every number is the solver's.  worked fails (exit 1) when the answer is
 * not certified or does not satisfy what the problem file derives by hand,
 * so the book cannot show an example that no longer matches its file.
 * Exit 2 on bad usage or an unreadable file.
 */
#include <math.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "friction_states.h"
#include "problem.h"
#include "siconos.h"
#include "static_friction.h"
#include "world2d.h" /* CF_GRAVITY */

enum { EXIT_OK = 0, EXIT_MISMATCH = 1, EXIT_USAGE = 2 };

static cf_problem *load(const char *path)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(path, &err);
    if (p == NULL)
        fprintf(stderr, "friction: %s\n", err.message);
    return p;
}

static FILE *open_out(const char *dir, const char *key, const char *suffix)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s%s", dir, key, suffix);
    FILE *out = fopen(path, "w");
    if (out == NULL)
        fprintf(stderr, "friction: cannot write %s\n", path);
    return out;
}

/* Six significant digits; roundoff below zero_below prints as 0, never "-0". */
static void number(double x, double zero_below, char *out, size_t size)
{
    if (fabs(x) < zero_below)
        x = 0.0;
    snprintf(out, size, "%.6g", x);
    if (strcmp(out, "-0") == 0)
        snprintf(out, size, "0");
}

static void vector(int n, const double *v, double zero_below, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used + 1 < size; i++) {
        char x[32];
        number(v[i], zero_below, x, sizeof x);
        int wrote = snprintf(out + used, size - used, "%s%s", i == 0 ? "(" : ", ", x);
        if (wrote < 0)
            return;
        used += (size_t)wrote;
    }
    if (used + 1 < size)
        snprintf(out + used, size - used, ")");
}

/* A k-by-k row-major matrix as LaTeX. */
static void matrix(int k, const double *M, double zero_below, FILE *out)
{
    fprintf(out, "\\begin{pmatrix}");
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++) {
            char x[32];
            number(M[r * k + c], zero_below, x, sizeof x);
            fprintf(out, "%s%s", c == 0 ? "" : " & ", x);
        }
        fprintf(out, "%s", r + 1 < k ? " \\\\ " : "");
    }
    fprintf(out, "\\end{pmatrix}");
}

/* The state of each row in words the chapter uses. */
static const char *state_name(const cf_problem *p, int i, char set)
{
    if (p->rows[i].kind == CF_ROW_FRICTION2D) {
        friction_state state = friction_state_from_set(set);
        return state < FRICTION_STATE_COUNT ? friction_state_of(state)->name : "?";
    }
    return set == CF_SET_CLAMPED ? "C" : set == CF_SET_UNCLAMPED ? "NC" : "not yet considered";
}

/* The clamped matrix fdirection solved at a pivot, rebuilt from the states
 * before it (chapter 4: a normal in C whose friction is at a bound gets the
 * friction column folded in, +-mu A[:,t]).  Returns its size k. */
static int clamped_matrix(const cf_problem *p, const char *sets, double *M)
{
    const int n = p->n;
    int *unknowns = malloc((size_t)n * sizeof *unknowns);
    if (unknowns == NULL)
        return 0;
    int k = 0;
    for (int i = 0; i < n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D ? sets[i] == CF_SET_STICKING
                                                 : sets[i] == CF_SET_CLAMPED)
            unknowns[k++] = i;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++) {
            int j = unknowns[c];
            double entry = p->A[unknowns[r] * n + j];
            for (int t = 0; t < n; t++) {
                if (p->rows[t].kind != CF_ROW_FRICTION2D || p->rows[t].normal != j)
                    continue;
                double factor = sets[t] == CF_SET_BOUND_PLUS    ? p->rows[t].mu
                                : sets[t] == CF_SET_BOUND_MINUS ? -p->rows[t].mu
                                                                : 0.0;
                entry += factor * p->A[unknowns[r] * n + t];
            }
            M[r * k + c] = entry;
        }
    }
    free(unknowns);
    return k;
}

static void write_rows(const cf_problem *p, FILE *md)
{
    fprintf(md, "| row | kind | |\n|---|---|---|\n");
    for (int i = 0; i < p->n; i++) {
        const cf_row *row = &p->rows[i];
        if (row->kind == CF_ROW_FRICTION2D)
            fprintf(md, "| %d | friction | of normal row %d, $\\mu = %g$ |\n", i, row->normal,
                    row->mu);
        else
            fprintf(md, "| %d | %s | |\n", i, cf_row_kind_name(row->kind));
    }
    fprintf(md, "\n");
}

static int worked(const char *key, const char *path, const char *dir)
{
    cf_problem *p = load(path);
    if (p == NULL)
        return EXIT_USAGE;
    const int n = p->n;
    double *f = cf_vec_new(n), *a = cf_vec_new(n), *M = cf_vec_new(n * n);
    char *before = malloc((size_t)n);
    cf_trace *trace = cf_trace_new(n);
    FILE *md = open_out(dir, key, ".md"), *values = open_out(dir, key, ".values");
    FILE *dot = open_out(dir, key, "-trace.dot");
    int code = EXIT_USAGE;
    if (f == NULL || a == NULL || M == NULL || before == NULL || trace == NULL || md == NULL
        || values == NULL || dot == NULL)
        goto done;

    cf_solve_options options = {.trace = trace};
    cf_status status = stage4_compute_forces(p, &options, f, a);
    cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
    char why[256];
    if (status != CF_OK || !certificate.ok || !cf_check_expectations(p, f, a, why, sizeof why)) {
        fprintf(stderr, "friction: %s: stage 4 gives %s and %s; %s\n", path,
                cf_status_name(status), certificate.ok ? "certified" : "not certified", why);
        code = EXIT_MISMATCH;
        goto done;
    }
    double zero = 1e-12 * (cf_max_abs(n, p->b) + cf_max_abs(n * n, p->A) * cf_max_abs(n, f));
    char text[1024], x[32];

    fprintf(md, "::: {.worked}\n");
    write_rows(p, md);
    fprintf(md, "$$A = ");
    matrix(n, p->A, zero, md);
    vector(n, p->b, zero, text, sizeof text);
    fprintf(md, ",\\qquad b = %s$$\n\n", text);
    fprintf(md, "**The pivots of stage 4.** Start with $f = 0$, $a = b$, every set empty.\n\n");
    memset(before, CF_SET_IGNORED, (size_t)n);
    for (int k = 0; k < trace->count; k++) {
        const cf_pivot *pv = &trace->pivots[k];
        int K = k + 1;
        const char *what = pv->move == CF_MOVE_OTHER ? pv->note : cf_move_name(pv->move);
        fprintf(md, "%d. *Drive %d, $d = %d$.* ", K, pv->drive + 1, pv->d);
        int size = clamped_matrix(p, before, M);
        if (size > 0) {
            fprintf(md, "$A_{11} = ");
            matrix(size, M, zero, md);
            fprintf(md, "$; ");
        }
        vector(n, pv->df, zero, text, sizeof text);
        fprintf(md, "$\\Delta f = %s$, ", text);
        vector(n, pv->da, zero, text, sizeof text);
        fprintf(md, "$\\Delta a = %s$. ", text);
        number(pv->s, zero, x, sizeof x);
        fprintf(md, "Step $s = %s$, $j = %d$: %s. Now ", x, pv->j, what);
        vector(n, pv->f, zero, text, sizeof text);
        fprintf(md, "$f = %s$; ", text);
        for (int i = 0; i < n; i++)
            fprintf(md, "%s%d %s", i == 0 ? "" : ", ", i, state_name(p, i, pv->sets[i]));
        fprintf(md, ".\n");
        fprintf(values, "%s.p%d.s\t%s\n", key, K, x);
        fprintf(values, "%s.p%d.j\t%d\n", key, K, pv->j);
        fprintf(values, "%s.p%d.d\t%d\n", key, K, pv->d);
        for (int i = 0; i < n; i++) {
            number(pv->df[i], zero, x, sizeof x);
            fprintf(values, "%s.p%d.df.%d\t%s\n", key, K, i, x);
        }
        if (size > 0) {
            FILE *tex = fmemopen(text, sizeof text, "w");
            if (tex != NULL) {
                matrix(size, M, zero, tex);
                fclose(tex);
                fprintf(values, "%s.p%d.A11\t%s\n", key, K, text);
            }
        }
        memcpy(before, pv->sets, (size_t)n);
    }
    vector(n, f, zero, text, sizeof text);
    fprintf(md, "\n**Result** (%s): $f = %s$, ", cf_status_name(status), text);
    vector(n, a, zero, text, sizeof text);
    fprintf(md, "$a = %s$; the certifier's worst scaled violation is %.2g.\n:::\n", text,
            certificate.worst);
    fprintf(values, "%s.pivots\t%d\n", key, trace->count);
    fprintf(values, "%s.status\t%s\n", key, cf_status_name(status));
    for (int i = 0; i < n; i++) {
        number(f[i], zero, x, sizeof x);
        fprintf(values, "%s.f.%d\t%s\n", key, i, x);
        number(a[i], zero, x, sizeof x);
        fprintf(values, "%s.a.%d\t%s\n", key, i, x);
    }
    for (int k = 0; k < p->n_invariants; k++) {
        double sum = 0.0;
        for (int j = 0; j < n; j++)
            sum += p->invariants[k].f_coef[j] * f[j] + p->invariants[k].a_coef[j] * a[j];
        number(sum, zero, x, sizeof x);
        fprintf(values, "%s.inv.%s\t%s\n", key, p->invariants[k].label, x);
    }
    /* The problem as the file states it, for the prose's hand calculations:
     * KEY.A.i.j, KEY.b.i and, for each friction row, KEY.mu.i. */
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            number(p->A[i * n + j], zero, x, sizeof x);
            fprintf(values, "%s.A.%d.%d\t%s\n", key, i, j, x);
        }
        number(p->b[i], zero, x, sizeof x);
        fprintf(values, "%s.b.%d\t%s\n", key, i, x);
        if (p->rows[i].kind == CF_ROW_FRICTION2D)
            fprintf(values, "%s.mu.%d\t%.6g\n", key, i, p->rows[i].mu);
    }
    cf_trace_print_dot(dot, trace, key);
    code = EXIT_OK;

done:
    if (md != NULL)
        fclose(md);
    if (values != NULL)
        fclose(values);
    if (dot != NULL)
        fclose(dot);
    free(f);
    free(a);
    free(M);
    free(before);
    cf_trace_free(trace);
    cf_problem_free(p);
    return code;
}

/* Example 12 at pushes from 0 to twice breakaway: the total friction force
 * the floor gives, drawn against the push. */
static int push_plot(const char *path, const char *svg_path, const char *values_path)
{
    cf_problem *p = load(path);
    if (p == NULL)
        return EXIT_USAGE;
    if (p->n != 4 || p->rows[1].kind != CF_ROW_FRICTION2D) {
        fprintf(stderr, "friction: %s is not the block of Example 12\n", path);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    enum { STEPS = 48 };
    double push[STEPS + 1], friction[STEPS + 1], f[4], a[4];
    /* the unit block: its weight is -b of a normal row over A's 1/m part */
    double mu = p->rows[1].mu, breakaway = mu * CF_GRAVITY;
    for (int k = 0; k <= STEPS; k++) {
        push[k] = 2.0 * breakaway * k / STEPS;
        p->b[1] = p->b[3] = push[k];
        cf_status status = stage4_compute_forces(p, NULL, f, a);
        if (status != CF_OK) {
            fprintf(stderr, "friction: push %g: %s\n", push[k], cf_status_name(status));
            cf_problem_free(p);
            return EXIT_MISMATCH;
        }
        friction[k] = -(f[1] + f[3]);
    }
    FILE *svg = fopen(svg_path, "w"), *values = fopen(values_path, "w");
    if (svg == NULL || values == NULL) {
        if (svg != NULL)
            fclose(svg);
        if (values != NULL)
            fclose(values);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    const double W = 520, H = 340, left = 70, bottom = 290, right = 490, top = 30;
    double xmax = push[STEPS], ymax = 1.2 * breakaway;
#define PX(v) (left + (v) / xmax * (right - left))
#define PY(v) (bottom - (v) / ymax * (bottom - top))
    fprintf(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" "
                 "font-family=\"Helvetica\" font-size=\"13\">\n", W, H);
    fprintf(svg, "<rect width=\"%g\" height=\"%g\" fill=\"white\"/>\n", W, H);
    fprintf(svg, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"black\"/>\n", left,
            bottom, right, bottom);
    fprintf(svg, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"black\"/>\n", left,
            bottom, left, top);
    for (int t = 0; t <= 4; t++) {
        double xv = xmax * t / 4, yv = ymax * t / 4;
        fprintf(svg, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\">%.3g</text>\n", PX(xv),
                bottom + 18, xv);
        fprintf(svg, "<text x=\"%g\" y=\"%g\" text-anchor=\"end\">%.3g</text>\n", left - 6,
                PY(yv) + 4, yv);
    }
    fprintf(svg, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\">push P (N), through the "
                 "centre</text>\n", (left + right) / 2, bottom + 40);
    fprintf(svg, "<text transform=\"translate(18 %g) rotate(-90)\" text-anchor=\"middle\">"
                 "friction force -(f_F0 + f_F1) (N)</text>\n", (top + bottom) / 2);
    fprintf(svg, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#888\" "
                 "stroke-dasharray=\"4 4\"/>\n", PX(breakaway), bottom, PX(breakaway), top);
    fprintf(svg, "<text x=\"%g\" y=\"%g\">breakaway P = mu m g = %.4g</text>\n",
            PX(breakaway) + 6, top + 14, breakaway);
    fprintf(svg, "<polyline fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\" points=\"");
    for (int k = 0; k <= STEPS; k++)
        fprintf(svg, "%.2f,%.2f ", PX(push[k]), PY(friction[k]));
    fprintf(svg, "\"/>\n");
    for (int k = 0; k <= STEPS; k++)
        fprintf(svg, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"2.5\" fill=\"#c0392b\"/>\n",
                PX(push[k]), PY(friction[k]));
    fprintf(svg, "</svg>\n");
#undef PX
#undef PY
    fprintf(values, "push.steps\t%d\npush.breakaway\t%.6g\npush.max-friction\t%.6g\n", STEPS + 1,
            breakaway, friction[STEPS]);
    fclose(svg);
    fclose(values);
    cf_problem_free(p);
    return EXIT_OK;
}

/* The 2D friction-contact files listed in DIR/MANIFEST.tsv. */
static int siconos(const char *dir, int max_n, int cap, const char *md_path,
                   const char *values_path)
{
    char manifest_path[512];
    snprintf(manifest_path, sizeof manifest_path, "%s/MANIFEST.tsv", dir);
    FILE *manifest = fopen(manifest_path, "r");
    FILE *md = fopen(md_path, "w"), *values = fopen(values_path, "w");
    int code = manifest != NULL && md != NULL && values != NULL ? EXIT_OK : EXIT_USAGE;
    int ran = 0, certified = 0, skipped = 0;
    int files = 0, ran_max = 0, larger_max = 0; /* the suite's size, from its MANIFEST */
    char line[4096];
    if (code == EXIT_OK)
        fprintf(md, "| file | $n$ | stage 4 | certifier | time (s) |\n|---|---|---|---|---|\n");
    while (code == EXIT_OK && fgets(line, sizeof line, manifest) != NULL) {
        char file[256], path[1024];
        int dim, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &dim, &contacts, &n) != 4 || dim != 2)
            continue;
        files++;
        if (n > max_n) {
            skipped++;
            larger_max = n > larger_max ? n : larger_max;
            continue;
        }
        ran_max = n > ran_max ? n : ran_max;
        snprintf(path, sizeof path, "%s/%s", dir, file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p = cf_siconos_read_fc(path, &err);
        double *f = p != NULL ? cf_vec_new(n) : NULL, *a = p != NULL ? cf_vec_new(n) : NULL;
        if (p == NULL || f == NULL || a == NULL) {
            fprintf(stderr, "friction: %s\n", p == NULL ? err.message : "out of memory");
            code = EXIT_USAGE;
        } else {
            cf_solve_options options = {.max_pivots = cap};
            clock_t start = clock();
            cf_status status = stage4_compute_forces(p, &options, f, a);
            double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
            cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
            if (status == CF_OK && !c.ok)
                code = EXIT_MISMATCH; /* a wrong claim: never in the book */
            ran++;
            certified += status == CF_OK && c.ok;
            fprintf(md, "| `%s` | %d | %s | %s (worst %.1e) | %.2f |\n", file, n,
                    cf_status_name(status), c.ok ? "certified" : "rejected", c.worst, seconds);
        }
        free(f);
        free(a);
        cf_problem_free(p);
    }
    if (values != NULL)
        fprintf(values, "siconos2d.ran\t%d\nsiconos2d.certified\t%d\nsiconos2d.larger\t%d\n"
                        "siconos2d.cap\t%d\n", ran, certified, skipped, cap);
    if (values != NULL)
        fprintf(values, "siconos2d.files\t%d\nsiconos2d.maxn\t%d\nsiconos2d.larger.maxn\t%d\n",
                files, ran_max, larger_max);
    if (manifest != NULL)
        fclose(manifest);
    if (md != NULL)
        fclose(md);
    if (values != NULL)
        fclose(values);
    return code;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "worked") == 0)
        return worked(argv[2], argv[3], argv[4]);
    if (argc == 3 && strcmp(argv[1], "states") == 0) {
        FILE *out = fopen(argv[2], "w");
        if (out == NULL)
            return EXIT_USAGE;
        friction_states_print_dot(out);
        return fclose(out) == 0 ? EXIT_OK : EXIT_USAGE;
    }
    if (argc == 7 && strcmp(argv[1], "siconos") == 0)
        return siconos(argv[2], atoi(argv[3]), atoi(argv[4]), argv[5], argv[6]);
    if (argc == 5 && strcmp(argv[1], "push") == 0)
        return push_plot(argv[2], argv[3], argv[4]);
    fprintf(stderr, "usage: friction worked KEY CASE OUTDIR | states OUT.dot | "
                    "push CASE OUT.svg OUT.values | siconos DIR MAXN CAP OUT.md OUT.values\n");
    return EXIT_USAGE;
}
