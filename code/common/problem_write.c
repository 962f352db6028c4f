/* problem_write.c - writing a problem in the text format.
 *
 * cf_problem_write writes every number with %.17g, so that reading the
 * text back (problem_read.c) gives the same problem bit for bit, and it
 * refuses a problem that the reader would reject or read back differently.
 */
#include "problem_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* A description line reads back unchanged if it has no '#' (which would
 * start a comment) and no blanks at either end (which the reader drops). */
static int description_is_writable(const char *description)
{
    const char *line = description;
    for (;;) {
        const char *end = strchr(line, '\n');
        if (end == NULL)
            end = line + strlen(line);
        if (memchr(line, '#', (size_t)(end - line)) != NULL)
            return 0;
        if (end > line && (cf_is_blank(line[0]) || cf_is_blank(end[-1])))
            return 0;
        if (*end == '\0')
            return 1;
        line = end + 1;
    }
}

/* The writer never writes a file that the reader would reject or read
 * back differently. */
static int is_writable(const cf_problem *p)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    if (cf_problem_validate(p, &err) != 0)
        return 0;
    if (memchr(p->name, '\0', sizeof p->name) == NULL || !cf_is_identifier(p->name))
        return 0;
    if (!description_is_writable(p->description))
        return 0;
    for (int k = 0; k < p->n_invariants; k++)
        if (!cf_is_identifier(p->invariants[k].label))
            return 0;
    return 1;
}

static void write_description(FILE *out, const char *description)
{
    if (description[0] == '\0')
        return;
    const char *line = description;
    for (;;) {
        const char *end = strchr(line, '\n');
        if (end == NULL)
            end = line + strlen(line);
        if (end == line)
            fprintf(out, "description\n");
        else
            fprintf(out, "description %.*s\n", (int)(end - line), line);
        if (*end == '\0')
            return;
        line = end + 1;
    }
}

/* Runs of normal or bilateral rows are written as one range 'row I-J KIND'. */
static void write_rows(FILE *out, const cf_problem *p)
{
    for (int i = 0; i < p->n; i++) {
        const cf_row *row = &p->rows[i];
        const char *kind = cf_row_kind_name(row->kind);
        if (cf_is_bound_kind(row->kind)) {
            fprintf(out, "row %d %s normal %d mu %.17g", i, kind, row->normal, row->mu);
            if (row->kind == CF_ROW_DYNAMIC)
                fprintf(out, " slide %.17g", row->slide);
            fprintf(out, "\n");
            continue;
        }
        int last = i;
        while (last + 1 < p->n && p->rows[last + 1].kind == row->kind)
            last++;
        if (last == i)
            fprintf(out, "row %d %s\n", i, kind);
        else
            fprintf(out, "row %d-%d %s\n", i, last, kind);
        i = last;
    }
}

static void write_numbers(FILE *out, const double *values, int count)
{
    for (int k = 0; k < count; k++)
        fprintf(out, " %.17g", values[k]);
}

/* Small matrices are written dense, so that a student can read them;
 * large ones as their nonzero entries. */
static void write_matrix(FILE *out, const cf_problem *p)
{
    size_t n = (size_t)p->n;
    if (p->n <= 64) {
        fprintf(out, "A dense\n");
        for (size_t i = 0; i < n; i++) {
            for (size_t j = 0; j < n; j++)
                fprintf(out, j == 0 ? "%.17g" : " %.17g", p->A[i * n + j]);
            fprintf(out, "\n");
        }
        return;
    }
    long nonzeros = 0;
    for (size_t k = 0; k < n * n; k++)
        nonzeros += p->A[k] != 0.0;
    fprintf(out, "A sparse %ld\n", nonzeros);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            if (p->A[i * n + j] != 0.0)
                fprintf(out, "%zu %zu %.17g\n", i, j, p->A[i * n + j]);
}

/* The nonzero coefficients of one kind of variable ('f' or 'a'). */
static void write_terms(FILE *out, const double *coef, int n, char variable, int *first)
{
    for (int j = 0; j < n; j++) {
        if (coef[j] == 0.0)
            continue;
        double magnitude = fabs(coef[j]);
        if (*first)
            fputs(coef[j] < 0.0 ? "-" : "", out);
        else
            fputs(coef[j] < 0.0 ? " - " : " + ", out);
        if (magnitude != 1.0)
            fprintf(out, "%.17g*", magnitude);
        fprintf(out, "%c%d", variable, j);
        *first = 0;
    }
}

static void write_invariant(FILE *out, const cf_invariant *inv, int n)
{
    int first = 1;
    fprintf(out, "invariant %s: ", inv->label);
    write_terms(out, inv->f_coef, n, 'f', &first);
    write_terms(out, inv->a_coef, n, 'a', &first);
    if (first)
        fputs("0*f0", out);  /* every coefficient is zero; the format needs a term */
    fprintf(out, " = %.17g tol %.17g\n", inv->value, inv->tol);
}

int cf_problem_write(FILE *out, const cf_problem *p)
{
    if (out == NULL || p == NULL || !is_writable(p)) {
        errno = EINVAL;
        return -1;
    }
    fprintf(out, "cf-problem 1\n");
    fprintf(out, "name %s\n", p->name);
    write_description(out, p->description);
    fprintf(out, "size %d\n", p->n);
    write_rows(out, p);
    write_matrix(out, p);
    fprintf(out, "b");
    write_numbers(out, p->b, p->n);
    fprintf(out, "\n");
    if (p->expect_f != NULL) {
        fprintf(out, "expect f");
        write_numbers(out, p->expect_f, p->n);
        fprintf(out, " tol %.17g\n", p->expect_f_tol);
    }
    if (p->expect_a != NULL) {
        fprintf(out, "expect a");
        write_numbers(out, p->expect_a, p->n);
        fprintf(out, " tol %.17g\n", p->expect_a_tol);
    }
    if (p->has_expect_status)
        fprintf(out, "expect status %s\n", cf_status_name(p->expect_status));
    if (p->f_unique != -1)
        fprintf(out, "unique f %s\n", p->f_unique ? "yes" : "no");
    for (int k = 0; k < p->n_invariants; k++)
        write_invariant(out, &p->invariants[k], p->n);
    if (fflush(out) != 0 || ferror(out))
        return -1;
    return 0;
}
