/* worked.c - render a worked example of the book from its problem file.
 *
 *   worked STAGE CASE KEY OUTDIR
 *
 * Reads the problem file CASE (a .cf file in tests/cases), solves it with
 * the solver of STAGE (a number of the table of stages, code/common/
 * stages.def: 1 single contact; 2 Dantzig, 3 with bilateral constraints,
 * each with a pivot trace) and writes, under OUTDIR:
 *
 *   KEY.md      a markdown fragment: A and b, every pivot (the driven
 *               index, delta f, delta a, the step candidates, s, j, the
 *               move, f, a, C and NC afterwards), the result, the certificate;
 *   KEY.values  one "key<TAB>value" line per number the prose may quote,
 *               e.g. "ex2.f.0<TAB>4.905" (chapters/filters/book.lua reads it);
 *   KEY-trace.dot  (stages 2, 3) the pivot trace as a Graphviz graph.
 *
 * The numbers are the solver's, never typed by hand.  The program fails
 * (exit 1) when the solver's answer does not satisfy what the problem
 * file says of it (its "expect" lines, its invariants, its expected
 * status), so the book cannot show an example that no longer matches
 * its problem file.  Exit 2 on bad usage or an unreadable file.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "problem.h"
#include "stages.h"
#include "trace.h"


enum { EXIT_OK = 0, EXIT_MISMATCH = 1, EXIT_USAGE = 2 };

/* Everything one rendering needs; no global state. */
typedef struct example {
    const char *key;      /* "ex2": prefix of every value */
    const char *path;     /* the problem file */
    int stage;
    cf_problem *p;
    double *f, *a;
    cf_trace *trace;      /* stages 2 and 3 */
    char note[256];       /* what the solver said beyond its status */
    cf_status status;
    cf_certificate certificate;
    double zero;          /* numbers smaller than this print as 0 */
    FILE *md, *values, *dot;
} example;

/* A number as the book prints it: six significant digits, roundoff
 * below the problem's scale shown as 0, never "-0". */
static void format_number(const example *e, double x, char *out, size_t size)
{
    if (fabs(x) < e->zero)
        x = 0.0;
    if (isinf(x)) {
        snprintf(out, size, "%s", x > 0 ? "\\infty" : "-\\infty");
        return;
    }
    snprintf(out, size, "%.6g", x);
    if (strcmp(out, "-0") == 0)
        snprintf(out, size, "0");
}

/* "(1, 0, -0.25)" in the book's number format. */
static void format_vector(const example *e, int n, const double *v, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    if (n == 1) { /* a scalar needs no parentheses */
        format_number(e, v[0], out, size);
        return;
    }
    for (int i = 0; i < n && used + 1 < size; i++) {
        char number[32];
        format_number(e, v[i], number, sizeof number);
        int wrote = snprintf(out + used, size - used, "%s%s", i == 0 ? "(" : ", ", number);
        if (wrote < 0)
            return;
        used += (size_t)wrote;
    }
    if (used + 1 < size)
        snprintf(out + used, size - used, ")");
}

/* "\{0, 2\}" (math) for the indices whose membership is the given character. */
static void format_set(int n, const char *sets, char member, char *out, size_t size)
{
    size_t used = (size_t)snprintf(out, size, "\\{");
    int first = 1;
    for (int i = 0; i < n && used + 1 < size; i++) {
        if (sets[i] != member)
            continue;
        int wrote = snprintf(out + used, size - used, first ? "%d" : ", %d", i);
        if (wrote < 0)
            return;
        used += (size_t)wrote;
        first = 0;
    }
    if (used + 1 < size)
        snprintf(out + used, size - used, "\\}");
}

static void put_value(const example *e, const char *value, const char *name_format, ...)
{
    char name[128];
    va_list args;
    va_start(args, name_format);
    vsnprintf(name, sizeof name, name_format, args);
    va_end(args);
    fprintf(e->values, "%s.%s\t%s\n", e->key, name, value);
}

static void put_number(const example *e, double x, const char *name_format, ...)
{
    char name[128], number[32];
    va_list args;
    va_start(args, name_format);
    vsnprintf(name, sizeof name, name_format, args);
    va_end(args);
    format_number(e, x, number, sizeof number);
    fprintf(e->values, "%s.%s\t%s\n", e->key, name, number);
}

static void put_vector_values(const example *e, const char *label, const double *v)
{
    char text[512];
    for (int i = 0; i < e->p->n; i++)
        put_number(e, v[i], "%s.%d", label, i);
    format_vector(e, e->p->n, v, text, sizeof text);
    put_value(e, text, "%s", label);
}

/* A as a pmatrix and b as a column, in display math. */
static void write_problem(const example *e)
{
    const cf_problem *p = e->p;
    const int n = p->n;
    char number[32];
    fprintf(e->md, "**Problem.** `%s`: *%s* It gives $n = %d$ and\n\n$$\nA = ", e->path,
            p->description[0] != '\0' ? p->description : p->name, n);
    if (n == 1) {
        format_number(e, p->A[0], number, sizeof number);
        fprintf(e->md, "%s,\\qquad b = ", number);
        format_number(e, p->b[0], number, sizeof number);
        fprintf(e->md, "%s.\n$$\n\n", number);
        return;
    }
    fprintf(e->md, "\\begin{pmatrix}\n");
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            format_number(e, p->A[i * n + j], number, sizeof number);
            fprintf(e->md, "%s%s", j == 0 ? "" : " & ", number);
        }
        fprintf(e->md, "%s\n", i + 1 < n ? " \\\\" : "");
    }
    fprintf(e->md, "\\end{pmatrix},\\qquad b = \\begin{pmatrix}\n");
    for (int i = 0; i < n; i++) {
        format_number(e, p->b[i], number, sizeof number);
        fprintf(e->md, "%s%s\n", number, i + 1 < n ? " \\\\" : "");
    }
    fprintf(e->md, "\\end{pmatrix}.\n$$\n\n");
}

static void write_problem_values(const example *e)
{
    const int n = e->p->n;
    char number[32];
    snprintf(number, sizeof number, "%d", n);
    put_value(e, number, "n");
    put_value(e, e->path, "file");
    put_value(e, e->p->name, "name");
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            put_number(e, e->p->A[i * n + j], "A.%d.%d", i, j);
    put_vector_values(e, "b", e->p->b);
}

/* The result paragraph, the certificate, and their values. */
static void write_result(const example *e)
{
    const int n = e->p->n;
    char f_text[512], a_text[512];
    format_vector(e, n, e->f, f_text, sizeof f_text);
    format_vector(e, n, e->a, a_text, sizeof a_text);
    put_value(e, cf_status_name(e->status), "status");
    if (e->status == CF_OK) {
        fprintf(e->md, "**Result.** Status `ok`: $f = %s$ and $a = A f + b = %s$.", f_text, a_text);
        if (e->p->f_unique == 0)
            fprintf(e->md, " The problem file records that $f$ is not unique: this is one solution of "
                           "several.");
        fprintf(e->md, "\n\n");
    } else {
        fprintf(e->md, "**Result.** Status `%s`: %s.\n\n", cf_status_name(e->status),
                cf_status_explain(e->status));
    }
    if (e->note[0] != '\0')
        fprintf(e->md, "**The solver's note.** %s.\n\n", e->note);
    put_vector_values(e, "f", e->f);
    put_vector_values(e, "a", e->a);

    char worst[32], tol[32];
    if (e->certificate.worst == 0.0)
        snprintf(worst, sizeof worst, "0");
    else
        snprintf(worst, sizeof worst, "%.1e", e->certificate.worst);
    snprintf(tol, sizeof tol, "%.0e", e->certificate.tol);
    put_value(e, worst, "cert.worst");
    put_value(e, e->certificate.ok ? "certified" : "rejected", "cert.verdict");
    if (e->status == CF_OK)
        fprintf(e->md,
                "**Certificate.** The certifier recomputes $a = A f + b$ and checks every "
                "condition: the largest scaled violation is %s (tolerance %s), so the answer is "
                "%s. Every expectation written in the problem file holds.\n\n",
                worst, tol, e->certificate.ok ? "certified" : "rejected");
    else
        fprintf(e->md, "**Expected.** The problem file says the status must be `%s`, and it is.\n\n",
                cf_status_name(e->status));

    for (int k = 0; k < e->p->n_invariants; k++) {
        const cf_invariant *inv = &e->p->invariants[k];
        double sum = 0.0;
        for (int i = 0; i < n; i++)
            sum += inv->f_coef[i] * e->f[i] + inv->a_coef[i] * e->a[i];
        put_number(e, sum, "inv.%s", inv->label);
    }
}

/* Stage 1: which of the three cases of single_contact_force applies. */
static void write_stage1(const example *e)
{
    const double A = e->p->A[0], b = e->p->b[0];
    char A_text[32], b_text[32], f_text[32];
    format_number(e, A, A_text, sizeof A_text);
    format_number(e, b, b_text, sizeof b_text);
    format_number(e, e->f[0], f_text, sizeof f_text);
    const char *which;
    if (b >= 0.0) {
        which = "b >= 0";
        fprintf(e->md,
                "**Case.** $b = %s \\ge 0$: with no force the contact already separates (or "
                "rests), so $f = 0$ and $a = b = %s$.\n\n", b_text, b_text);
    } else if (A > 0.0) {
        which = "A > 0";
        fprintf(e->md,
                "**Case.** $b = %s < 0$ and $A = %s > 0$: the force that brings $a$ to zero is "
                "$f = -b/A = %s$.\n\n", b_text, A_text, f_text);
    } else {
        which = "A <= 0";
        fprintf(e->md,
                "**Case.** $b = %s < 0$ and $A = %s \\le 0$: every $f \\ge 0$ gives "
                "$a = A f + b \\le b < 0$, so no force satisfies the conditions.\n\n",
                b_text, A_text);
    }
    put_value(e, which, "case");
    if (A < 0.0 && b > 0.0) {
        /* Then f = 0 is not the only answer: f = -b/A > 0 gives a = 0 too. */
        char other[32];
        format_number(e, -b / A, other, sizeof other);
        fprintf(e->md,
                "**A second solution.** Because $A < 0$, the force $f = -b/A = %s$ also gives "
                "$a = 0$: both answers satisfy the conditions, and the solver returns the first "
                "it finds, $f = 0$.\n\n", other);
        put_value(e, other, "other.f");
    }
}

/* What a pivot did, in words, with its indices. */
static void write_move(const example *e, const cf_pivot *pv)
{
    switch (pv->move) {
    case CF_MOVE_DRIVEN_TO_C:
        fprintf(e->md, "$a_{%d}$ reached zero, so %d joins $C$ and the drive ends", pv->j, pv->j);
        break;
    case CF_MOVE_C_TO_NC:
        fprintf(e->md, "$f_{%d}$ fell to zero, so %d moves from $C$ to $NC$", pv->j, pv->j);
        break;
    case CF_MOVE_NC_TO_C:
        fprintf(e->md, "$a_{%d}$ fell to zero, so %d moves from $NC$ to $C$", pv->j, pv->j);
        break;
    default:
        fprintf(e->md, "%s", pv->note);
        break;
    }
}

/* The maxstep candidates of one pivot, recomputed from the state before
 * the step (equations 10 to 12), as math text; the smallest is marked.
 * Returns the smallest candidate, to be compared with the step the solver took. */
static double write_candidates(const example *e, const cf_pivot *pv, const double *f_before,
                               const double *a_before, const char *sets_before)
{
    const int n = e->p->n;
    double best = INFINITY;
    int count = 0;
    char number[32];
    /* As dantzig.c does with its default tolerance: a change counts as
     * negative (or positive) only beyond roundoff, tol times its scale. */
    const double force_noise = 1e-10 * cf_max_abs(n, pv->df);
    const double accel_noise = force_noise * cf_max_abs(n * n, e->p->A);
    /* First pass: find the smallest, so it can be marked in the second. */
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            double candidate;
            const char *what;
            if (i == pv->d && pv->da[i] > accel_noise) {
                candidate = -a_before[i] / pv->da[i];
                what = "a";
            } else if (i != pv->d && sets_before[i] == CF_SET_CLAMPED && pv->df[i] < -force_noise
                       && e->p->rows[i].kind != CF_ROW_BILATERAL) { /* section 4.5 */
                candidate = -f_before[i] / pv->df[i];
                what = "f";
            } else if (i != pv->d && sets_before[i] == CF_SET_UNCLAMPED && pv->da[i] < -accel_noise) {
                candidate = -a_before[i] / pv->da[i];
                what = "a";
            } else {
                continue;
            }
            if (candidate < 0.0)
                candidate = 0.0;
            if (pass == 0) {
                if (candidate < best)
                    best = candidate;
                continue;
            }
            format_number(e, candidate, number, sizeof number);
            fprintf(e->md, "%s$-%s_{%d}/\\Delta %s_{%d} = %s$%s", count == 0 ? "" : "; ", what, i,
                    what, i, number, i == pv->j ? " (the smallest: $j = " : "");
            if (i == pv->j)
                fprintf(e->md, "%d$)", i);
            count++;
        }
    }
    if (count == 0)
        fprintf(e->md, "none: nothing limits the step");
    return best;
}

/* Stage 2: one item per pivot, then the graph of the trace. */
static int write_stage2(example *e)
{
    const int n = e->p->n;
    const cf_trace *t = e->trace;
    double *f_before = cf_vec_new(n), *a_before = cf_vec_new(n);
    char *sets_before = malloc((size_t)n);
    if (f_before == NULL || a_before == NULL || sets_before == NULL) {
        free(f_before);
        free(a_before);
        free(sets_before);
        fprintf(stderr, "worked: out of memory\n");
        return EXIT_USAGE;
    }
    for (int i = 0; i < n; i++) {
        a_before[i] = e->p->b[i];
        sets_before[i] = CF_SET_IGNORED;
    }
    char number[32], text[512];
    snprintf(number, sizeof number, "%d", t->count);
    put_value(e, number, "pivots");
    int drives = t->count > 0 ? t->pivots[t->count - 1].drive + 1 : 0;
    snprintf(number, sizeof number, "%d", drives);
    put_value(e, number, "drives");

    fprintf(e->md, "**The pivots.** Start with $f = 0$, $a = b$ and $C = NC = \\{\\}$.\n\n");
    int mismatch = 0;
    for (int k = 0; k < t->count; k++) {
        const cf_pivot *pv = &t->pivots[k];
        const int K = k + 1;
        double best = pv->s;
        if (pv->d < 0) {
            fprintf(e->md, "%d. *Pivot %d, the bilateral block.* Every bilateral index joins $C$, "
                           "and $f_B$ solves $A_{BB} f_B = -b_B$", K, K);
        } else {
            fprintf(e->md, "%d. *Pivot %d, drive %d, $d = %d$.* ", K, K, pv->drive + 1, pv->d);
            format_vector(e, n, pv->df, text, sizeof text);
            fprintf(e->md, "$\\Delta f = %s$, ", text);
            format_vector(e, n, pv->da, text, sizeof text);
            fprintf(e->md, "$\\Delta a = A\\,\\Delta f = %s$. Candidates for $s$: ", text);
            best = write_candidates(e, pv, f_before, a_before, sets_before);
        }
        if (!(fabs(best - pv->s) <= 1e-9 * (1.0 + fabs(pv->s)))) {
            fprintf(stderr,
                    "worked: %s pivot %d: the book recomputes maxstep's smallest step as %.17g, but "
                    "the solver took %.17g; stage %d no longer works as its chapter and "
                    "figures/worked.c describe it\n",
                    e->key, K, best, pv->s, e->stage);
            mismatch = 1;
        }
        format_number(e, pv->s, number, sizeof number);
        if (pv->d >= 0) {
            fprintf(e->md, ". Step $s = %s$, $j = %d$: ", number, pv->j);
            write_move(e, pv);
        }
        fprintf(e->md, ". Now ");
        format_vector(e, n, pv->f, text, sizeof text);
        fprintf(e->md, "$f = %s$, ", text);
        format_vector(e, n, pv->a, text, sizeof text);
        fprintf(e->md, "$a = %s$, ", text);
        format_set(n, pv->sets, CF_SET_CLAMPED, text, sizeof text);
        fprintf(e->md, "$C = %s$, ", text);
        format_set(n, pv->sets, CF_SET_UNCLAMPED, text, sizeof text);
        fprintf(e->md, "$NC = %s$.\n", text);

        snprintf(number, sizeof number, "%d", pv->d);
        put_value(e, number, "p%d.d", K);
        snprintf(number, sizeof number, "%d", pv->j);
        put_value(e, number, "p%d.j", K);
        snprintf(number, sizeof number, "%d", pv->drive + 1);
        put_value(e, number, "p%d.drive", K);
        put_number(e, pv->s, "p%d.s", K);
        put_value(e, cf_move_name(pv->move), "p%d.move", K);
        char label[32];
        snprintf(label, sizeof label, "p%d.df", K);
        put_vector_values(e, label, pv->df);
        snprintf(label, sizeof label, "p%d.da", K);
        put_vector_values(e, label, pv->da);
        snprintf(label, sizeof label, "p%d.f", K);
        put_vector_values(e, label, pv->f);
        snprintf(label, sizeof label, "p%d.a", K);
        put_vector_values(e, label, pv->a);
        snprintf(label, sizeof label, "p%d.fbefore", K);
        put_vector_values(e, label, f_before);
        snprintf(label, sizeof label, "p%d.abefore", K);
        put_vector_values(e, label, a_before);
        format_set(n, pv->sets, CF_SET_CLAMPED, text, sizeof text);
        put_value(e, text, "p%d.C", K);
        format_set(n, pv->sets, CF_SET_UNCLAMPED, text, sizeof text);
        put_value(e, text, "p%d.NC", K);

        memcpy(f_before, pv->f, (size_t)n * sizeof *f_before);
        memcpy(a_before, pv->a, (size_t)n * sizeof *a_before);
        memcpy(sets_before, pv->sets, (size_t)n);
    }
    fprintf(e->md, "\n");
    free(f_before);
    free(a_before);
    free(sets_before);
    return mismatch ? EXIT_MISMATCH : EXIT_OK;
}

/* One state of the trace as an HTML-like Graphviz table: a row per index
 * with its set and its force. */
static void dot_state(const example *e, int id, const char *title, const char *sets,
                      const double *f, const double *a, int final)
{
    char number[32];
    fprintf(e->dot, "  s%d [label=<<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" "
                    "CELLPADDING=\"3\"%s>\n", id, final ? " COLOR=\"#1a7f37\"" : "");
    fprintf(e->dot, "    <TR><TD COLSPAN=\"4\"><B>%s</B></TD></TR>\n", title);
    fprintf(e->dot, "    <TR><TD>i</TD><TD>set</TD><TD>f</TD><TD>a</TD></TR>\n");
    for (int i = 0; i < e->p->n; i++) {
        const char *set = sets[i] == CF_SET_CLAMPED
                              ? (e->p->rows[i].kind == CF_ROW_BILATERAL ? "C (joint)" : "C")
                          : sets[i] == CF_SET_UNCLAMPED ? "NC"
                                                        : "&#8211;";
        const char *colour = sets[i] == CF_SET_CLAMPED     ? "#d8f0dc"
                             : sets[i] == CF_SET_UNCLAMPED ? "#e4e4e4"
                                                           : "#ffffff";
        fprintf(e->dot, "    <TR><TD>%d</TD><TD BGCOLOR=\"%s\">%s</TD>", i, colour, set);
        format_number(e, f[i], number, sizeof number);
        fprintf(e->dot, "<TD ALIGN=\"RIGHT\">%s</TD>", number);
        format_number(e, a[i], number, sizeof number);
        fprintf(e->dot, "<TD ALIGN=\"RIGHT\">%s</TD></TR>\n", number);
    }
    fprintf(e->dot, "  </TABLE>>];\n");
}

static void write_dot(const example *e)
{
    const int n = e->p->n;
    const cf_trace *t = e->trace;
    char number[32];
    char *ignored = malloc((size_t)n);
    double *zeros = cf_vec_new(n);
    if (ignored == NULL || zeros == NULL) {
        free(ignored);
        free(zeros);
        return;
    }
    memset(ignored, CF_SET_IGNORED, (size_t)n);
    fprintf(e->dot, "digraph trace {\n");
    /* Side by side while it fits the page; a long trace runs downwards. */
    fprintf(e->dot, "  graph [rankdir=%s, fontname=\"Helvetica\", fontsize=12, nodesep=0.3, ranksep=0.35];\n",
            t->count <= 3 ? "LR" : "TB");
    fprintf(e->dot, "  node [shape=plaintext, fontname=\"Helvetica\", fontsize=11];\n");
    fprintf(e->dot, "  edge [fontname=\"Helvetica\", fontsize=10];\n");
    dot_state(e, 0, "start", ignored, zeros, e->p->b, 0);
    for (int k = 0; k < t->count; k++) {
        const cf_pivot *pv = &t->pivots[k];
        char title[64];
        snprintf(title, sizeof title, "after pivot %d", k + 1);
        dot_state(e, k + 1, title, pv->sets, pv->f, pv->a, k + 1 == t->count);
        const char *what = pv->move == CF_MOVE_DRIVEN_TO_C ? "a%d reached 0, %d joins C"
                           : pv->move == CF_MOVE_C_TO_NC   ? "f%d fell to 0, %d: C to NC"
                           : pv->move == CF_MOVE_NC_TO_C   ? "a%d fell to 0, %d: NC to C"
                                                           : "index %d (%d)";
        format_number(e, pv->s, number, sizeof number);
        if (pv->d < 0) {
            fprintf(e->dot, "  s%d -> s%d [label=<pivot %d: the bilateral block<BR/>"
                            "A<SUB>BB</SUB> f<SUB>B</SUB> = -b<SUB>B</SUB>, joints into C>];\n",
                    k, k + 1, k + 1);
            continue;
        }
        fprintf(e->dot, "  s%d -> s%d [label=<pivot %d: drive d = %d<BR/>s = %s<BR/>", k, k + 1, k + 1,
                pv->d, number);
        fprintf(e->dot, what, pv->j, pv->j);
        fprintf(e->dot, ">];\n");
    }
    fprintf(e->dot, "}\n");
    free(ignored);
    free(zeros);
}

static FILE *open_output(const char *dir, const char *key, const char *suffix)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s%s", dir, key, suffix);
    FILE *out = fopen(path, "w");
    if (out == NULL)
        fprintf(stderr, "worked: cannot write %s\n", path);
    return out;
}

static int close_outputs(example *e)
{
    int failed = 0;
    FILE *files[3] = {e->md, e->values, e->dot};
    for (int k = 0; k < 3; k++)
        if (files[k] != NULL && fclose(files[k]) != 0)
            failed = 1;
    e->md = e->values = e->dot = NULL;
    return failed;
}

/* Does the answer agree with what the problem file says of it? */
static int agrees_with_file(const example *e)
{
    if (e->p->has_expect_status) {
        if (e->status != e->p->expect_status) {
            fprintf(stderr, "worked: %s: status %s, but the file expects %s\n", e->path,
                    cf_status_name(e->status), cf_status_name(e->p->expect_status));
            return 0;
        }
        return 1;
    }
    if (e->status != CF_OK) {
        fprintf(stderr, "worked: %s: status %s (%s)\n", e->path, cf_status_name(e->status),
                cf_status_explain(e->status));
        return 0;
    }
    if (!e->certificate.ok) {
        fprintf(stderr, "worked: %s: the certifier rejects the answer\n", e->path);
        return 0;
    }
    char why[256];
    if (!cf_check_expectations(e->p, e->f, e->a, why, sizeof why)) {
        fprintf(stderr, "worked: %s: the answer no longer matches the problem file: %s\n", e->path,
                why);
        return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    cf_solver solve = argc == 5 && atoi(argv[1]) <= 3 ? cf_stage_solver(atoi(argv[1])) : NULL;
    if (solve == NULL) {
        fprintf(stderr, "usage: worked STAGE CASE KEY OUTDIR   (STAGE 1, 2 or 3)\n");
        return EXIT_USAGE;
    }
    example e = {.key = argv[3], .path = argv[2], .stage = atoi(argv[1])};
    cf_error err;
    memset(&err, 0, sizeof err);
    e.p = cf_problem_read_file(e.path, &err);
    if (e.p == NULL) {
        fprintf(stderr, "worked: %s\n", err.message);
        return EXIT_USAGE;
    }
    const int n = e.p->n;
    e.f = cf_vec_new(n);
    e.a = cf_vec_new(n);
    if (e.stage != 1)
        e.trace = cf_trace_new(n);
    int code = EXIT_USAGE;
    if (e.f == NULL || e.a == NULL || (e.stage != 1 && e.trace == NULL)) {
        fprintf(stderr, "worked: out of memory\n");
        goto done;
    }
    cf_solve_options options = {.trace = e.trace, .note = e.note, .note_size = sizeof e.note};
    e.status = solve(e.p, &options, e.f, e.a);
    e.certificate = cf_certify(e.p, e.f, CF_CERTIFY_DEFAULT_TOL, e.a);
    e.zero = 1e-12 * (cf_max_abs(n, e.p->b) + cf_max_abs(n * n, e.p->A) * cf_max_abs(n, e.f));
    if (!agrees_with_file(&e)) {
        code = EXIT_MISMATCH;
        goto done;
    }

    e.md = open_output(argv[4], e.key, ".md");
    e.values = open_output(argv[4], e.key, ".values");
    if (e.stage != 1)
        e.dot = open_output(argv[4], e.key, "-trace.dot");
    if (e.md == NULL || e.values == NULL || (e.stage != 1 && e.dot == NULL))
        goto done;

    fprintf(e.md, "::: {.worked}\n");
    write_problem(&e);
    write_problem_values(&e);
    code = EXIT_OK;
    if (e.stage == 1)
        write_stage1(&e);
    else
        code = write_stage2(&e);
    write_result(&e);
    fprintf(e.md, ":::\n");
    if (e.stage != 1)
        write_dot(&e);

done:
    if (close_outputs(&e) != 0 && code == EXIT_OK) {
        fprintf(stderr, "worked: could not finish writing the outputs of %s\n", e.key);
        code = EXIT_USAGE;
    }
    cf_problem_free(e.p);
    free(e.f);
    free(e.a);
    cf_trace_free(e.trace);
    return code;
}
