/* problem_read.c - reading the statements of a problem file.
 *
 * The format is described for students in chapters/appendix-problem-format.md.
 * A file is read line by line.  Each line is one statement ('size 3',
 * 'row 1 friction2d normal 0 mu 0.5', 'b -9.81 -9.81', ...), except that
 * 'A dense' and 'A sparse K' are followed by the lines of the matrix.
 * There is one function per statement; words, numbers and messages come
 * from text_reader.c, the rules about rows from problem_check.c.
 *
 * Every error says where it happened and what was expected there, e.g.
 *     tests/cases/box.cf:7: expected 4 numbers in row 2 of A, found 3
 * so that a student who mistypes a case file can fix it without reading
 * this code.
 */
#include "problem_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What has been read so far, and on which line. */
typedef struct parser {
    cf_text_reader text;  /* the current line, its words, where errors go */

    /* The line where each statement was seen, 0 when not yet. */
    int header_line, name_line, size_line, A_line, b_line;
    int expect_f_line, expect_a_line, status_line, unique_line;

    /* Name and description may come before 'size' creates the problem. */
    char name[sizeof ((cf_problem *)NULL)->name];
    char *description;    /* lines joined with '\n'; NULL when there are none */
    size_t description_length;
    int f_unique;         /* from 'unique f yes|no'; -1 when absent */

    cf_problem *problem;  /* created by 'size N' */
    int *row_line;        /* row_line[i]: the line declaring row i, 0 if not yet */
} parser;

/* --- one function per statement ----------------------------------- */

static int read_header(parser *ps)
{
    if (cf_check_once(&ps->text, &ps->header_line, "cf-problem") != 0 ||
        cf_expect_word_count(&ps->text, 2, "cf-problem 1") != 0)
        return -1;
    if (strcmp(cf_word(&ps->text, 1), "1") != 0)
        return cf_fail(&ps->text, "expected format version 1 ('cf-problem 1'), found version '%.40s'",
                    cf_word(&ps->text, 1));
    return 0;
}

static int read_name(parser *ps)
{
    if (cf_check_once(&ps->text, &ps->name_line, "name") != 0 ||
        cf_expect_word_count(&ps->text, 2, "name IDENT") != 0)
        return -1;
    const char *name = cf_word(&ps->text, 1);
    if (!cf_is_identifier(name))
        return cf_fail(&ps->text, "expected a name made of letters, digits and the characters _ . + -, "
                    "found '%.40s'", name);
    if (strlen(name) >= sizeof ps->name)
        return cf_fail(&ps->text, "expected a name of at most %zu characters, found %zu",
                    sizeof ps->name - 1, strlen(name));
    strcpy(ps->name, name);
    return 0;
}

/* 'description TEXT': the rest of the line, without blanks around it. */
static int read_description(parser *ps)
{
    char *text = cf_skip_blanks(ps->text.after_keyword);
    size_t length = strlen(text);
    while (length > 0 && cf_is_blank(text[length - 1]))
        length--;

    int first = ps->description == NULL;
    size_t needed = ps->description_length + (first ? 0 : 1) + length + 1;
    char *bigger = realloc(ps->description, needed);
    if (bigger == NULL)
        return cf_out_of_memory(&ps->text);
    ps->description = bigger;
    if (!first)
        ps->description[ps->description_length++] = '\n';
    memcpy(ps->description + ps->description_length, text, length);
    ps->description_length += length;
    ps->description[ps->description_length] = '\0';
    return 0;
}

static int read_size(parser *ps)
{
    long n;
    if (cf_check_once(&ps->text, &ps->size_line, "size") != 0 ||
        cf_expect_word_count(&ps->text, 2, "size N") != 0)
        return -1;
    if (cf_parse_count(cf_word(&ps->text, 1), MAX_ROWS, &n) != 0 || n < 1)
        return cf_fail(&ps->text, "expected a size N from 1 to %d, found '%.40s'", MAX_ROWS, cf_word(&ps->text, 1));
    ps->problem = cf_problem_new((int)n);
    ps->row_line = calloc((size_t)n, sizeof *ps->row_line);
    if (ps->problem == NULL || ps->row_line == NULL)
        return cf_fail(&ps->text, "cannot allocate memory for a problem of size %ld", n);
    return 0;
}

static int parse_row_kind(const char *name, cf_row_kind *kind)
{
    for (int k = 0; k < CF_ROW_KIND_COUNT; k++) {
        if (strcmp(name, cf_row_kind_name((cf_row_kind)k)) == 0) {
            *kind = (cf_row_kind)k;
            return 0;
        }
    }
    return -1;
}

/* A row index from 0 to n-1; 'what' says which index it is. */
static int read_row_index(parser *ps, const char *text, const char *what, int *index)
{
    long value = 0;
    int last = ps->problem->n - 1;
    if (cf_parse_count(text, last, &value) != 0)
        return cf_fail(&ps->text, "expected %s from 0 to %d, found '%.40s'", what, last, text);
    *index = (int)value;
    return 0;
}

static int declare_row(parser *ps, int index, cf_row row)
{
    if (ps->row_line[index] != 0)
        return cf_fail(&ps->text, "expected each row to be declared once, found row %d again "
                    "(first declared on line %d)", index, ps->row_line[index]);
    ps->problem->rows[index] = row;
    ps->row_line[index] = ps->text.reader.number;
    return 0;
}

/* 'row I-J KIND': a run of normal or bilateral rows. */
static int read_row_range(parser *ps, cf_row_kind kind)
{
    char *range = ps->text.reader.words[1];
    char *dash = strchr(range, '-');
    int first = 0, last = 0;
    *dash = '\0';  /* split "I-J" into "I" and "J" */
    int bad = read_row_index(ps, range, "the first row of the range I-J", &first) != 0 ||
              read_row_index(ps, dash + 1, "the last row of the range I-J", &last) != 0;
    *dash = '-';
    if (bad)
        return -1;
    if (first > last)
        return cf_fail(&ps->text, "expected a range I-J with I <= J, found '%.40s'", range);
    if (kind != CF_ROW_NORMAL && kind != CF_ROW_BILATERAL)
        return cf_fail(&ps->text, "expected a single row index for a %s row (ranges I-J are only for "
                    "normal and bilateral rows), found '%.40s'", cf_row_kind_name(kind), range);
    if (cf_expect_word_count(&ps->text, 3, "row I-J KIND") != 0)
        return -1;
    cf_row row = {kind, -1, 0.0, 0.0};
    for (int i = first; i <= last; i++)
        if (declare_row(ps, i, row) != 0)
            return -1;
    return 0;
}

/* The rest of 'row I friction2d normal K mu M' and its friction3d and
 * dynamic ('... slide S') forms. */
static int read_row_binding(parser *ps, cf_row *row)
{
    const char *form = row->kind == CF_ROW_FRICTION2D ? "row I friction2d normal K mu M"
                     : row->kind == CF_ROW_FRICTION3D ? "row I friction3d normal K mu M"
                                                      : "row I dynamic normal K mu M slide S";
    int count = row->kind == CF_ROW_DYNAMIC ? 9 : 7;
    if (cf_expect_word_count(&ps->text, count, form) != 0 ||
        cf_expect_literal(&ps->text, 3, "normal", form) != 0 ||
        read_row_index(ps, cf_word(&ps->text, 4), "the index of a normal row", &row->normal) != 0 ||
        cf_expect_literal(&ps->text, 5, "mu", form) != 0 ||
        cf_read_finite(&ps->text, cf_word(&ps->text, 6), "mu", &row->mu) != 0)
        return -1;
    if (row->mu < 0.0)
        return cf_fail(&ps->text, "expected mu >= 0, found '%.40s'", cf_word(&ps->text, 6));
    if (row->kind == CF_ROW_DYNAMIC &&
        (cf_expect_literal(&ps->text, 7, "slide", form) != 0 ||
         cf_read_finite(&ps->text, cf_word(&ps->text, 8), "slide", &row->slide) != 0))
        return -1;
    return 0;
}

static int read_row(parser *ps)
{
    cf_row row = {CF_ROW_NORMAL, -1, 0.0, 0.0};
    int index = 0;
    if (cf_n_words(&ps->text) < 3)
        return cf_fail(&ps->text, "expected 'row I KIND', found the end of the line after '%.40s'",
                    cf_word(&ps->text, cf_n_words(&ps->text) - 1));
    if (parse_row_kind(cf_word(&ps->text, 2), &row.kind) != 0)
        return cf_fail(&ps->text, "expected a row kind (normal, bilateral, friction2d, friction3d or "
                    "dynamic), found '%.40s'", cf_word(&ps->text, 2));
    if (strchr(cf_word(&ps->text, 1) + 1, '-') != NULL)  /* "2-5"; a leading '-' is a bad index */
        return read_row_range(ps, row.kind);
    if (read_row_index(ps, cf_word(&ps->text, 1), "a row index", &index) != 0)
        return -1;
    if (cf_is_bound_kind(row.kind)) {
        if (read_row_binding(ps, &row) != 0)
            return -1;
    } else if (cf_expect_word_count(&ps->text, 3, "row I KIND") != 0) {
        return -1;
    }
    return declare_row(ps, index, row);
}

/* The n lines after 'A dense': row i of A on line i. */
static int read_dense_rows(parser *ps)
{
    cf_problem *p = ps->problem;
    int n = p->n;
    for (int i = 0; i < n; i++) {
        int got = cf_next_content_line(&ps->text);
        if (got < 0)
            return -1;
        if (got == 0)
            return cf_fail(&ps->text, "expected row %d of A (%d number%s), found the end of the file",
                        i, n, cf_plural(n));
        double ignored;
        if (cf_parse_number(cf_word(&ps->text, 0), &ignored) == CF_NUMBER_MALFORMED)
            return cf_fail(&ps->text, "expected row %d of A (%d number%s), found '%.40s'",
                        i, n, cf_plural(n), cf_word(&ps->text, 0));
        if (cf_n_words(&ps->text) != n)
            return cf_fail(&ps->text, "expected %d number%s in row %d of A, found %d",
                        n, cf_plural(n), i, cf_n_words(&ps->text));
        double *row = p->A + (size_t)i * (size_t)n;
        for (int j = 0; j < n; j++) {
            cf_number_result result = cf_parse_number(cf_word(&ps->text, j), &row[j]);
            if (result != CF_NUMBER_OK) {
                char where[64];
                snprintf(where, sizeof where, "row %d, column %d of A", i, j);
                return cf_number_error(&ps->text, result, cf_word(&ps->text, j), where);
            }
        }
    }
    return 0;
}

/* One line "i j value" of a sparse A, and where it was. */
typedef struct sparse_entry {
    int i, j;
    int line;
    double value;
} sparse_entry;

static int compare_entries(const void *left, const void *right)
{
    const sparse_entry *a = left, *b = right;
    if (a->i != b->i)
        return a->i < b->i ? -1 : 1;
    if (a->j != b->j)
        return a->j < b->j ? -1 : 1;
    return (a->line > b->line) - (a->line < b->line);
}

/* Read one line 'i j value' of the K after 'A sparse K' (k counts from 1). */
static int read_sparse_entry(parser *ps, long k, long count, sparse_entry *entry)
{
    int got = cf_next_content_line(&ps->text);
    if (got < 0)
        return -1;
    if (got == 0)
        return cf_fail(&ps->text, "expected line %ld of %ld after 'A sparse %ld' ('i j value'), "
                    "found the end of the file", k, count, count);
    if (!cf_is_digit(cf_word(&ps->text, 0)[0]))  /* not an entry at all, e.g. the 'b' line */
        return cf_fail(&ps->text, "expected line %ld of %ld after 'A sparse %ld' ('i j value'), "
                    "found '%.40s'", k, count, count, cf_word(&ps->text, 0));
    if (cf_n_words(&ps->text) != 3)
        return cf_fail(&ps->text, "expected 3 words 'i j value' on line %ld of %ld after 'A sparse %ld', "
                    "found %d", k, count, count, cf_n_words(&ps->text));
    entry->line = ps->text.reader.number;
    return read_row_index(ps, cf_word(&ps->text, 0), "a row index i", &entry->i) != 0 ||
           read_row_index(ps, cf_word(&ps->text, 1), "a column index j", &entry->j) != 0 ||
           cf_read_finite(&ps->text, cf_word(&ps->text, 2), "the value of an entry of A", &entry->value) != 0
               ? -1 : 0;
}

/* The K lines after 'A sparse K'.  Each (i, j) may be listed once; it is
 * checked after sorting, so that no n*n table is needed. */
static int read_sparse_entries(parser *ps, long count)
{
    cf_problem *p = ps->problem;
    sparse_entry *entries = NULL;
    long used = 0, capacity = 0;
    int status = 0;
    for (long k = 1; k <= count && status == 0; k++) {
        if (used == capacity) {  /* grow as lines arrive: K may be a typo */
            long bigger_capacity = capacity < 64 ? 64 : 2 * capacity;
            sparse_entry *bigger = realloc(entries, (size_t)bigger_capacity * sizeof *bigger);
            if (bigger == NULL) {
                status = cf_out_of_memory(&ps->text);
                break;
            }
            entries = bigger;
            capacity = bigger_capacity;
        }
        status = read_sparse_entry(ps, k, count, &entries[used]);
        used += status == 0;
    }
    if (status == 0 && used > 0) {
        qsort(entries, (size_t)used, sizeof *entries, compare_entries);
        for (long k = 1; k < used && status == 0; k++)
            if (entries[k].i == entries[k - 1].i && entries[k].j == entries[k - 1].j)
                status = cf_fail_at(&ps->text, entries[k].line, "expected each entry of A at most once, "
                                 "found (%d, %d) again (first on line %d)",
                                 entries[k].i, entries[k].j, entries[k - 1].line);
    }
    for (long k = 0; k < used && status == 0; k++)
        p->A[(size_t)entries[k].i * (size_t)p->n + (size_t)entries[k].j] = entries[k].value;
    free(entries);
    return status;
}

static int read_matrix(parser *ps)
{
    if (cf_check_once(&ps->text, &ps->A_line, "A") != 0)
        return -1;
    if (cf_n_words(&ps->text) >= 2 && strcmp(cf_word(&ps->text, 1), "dense") == 0) {
        if (cf_expect_word_count(&ps->text, 2, "A dense") != 0)
            return -1;
        return read_dense_rows(ps);
    }
    if (cf_n_words(&ps->text) >= 2 && strcmp(cf_word(&ps->text, 1), "sparse") == 0) {
        long n = ps->problem->n, count;
        if (cf_expect_word_count(&ps->text, 3, "A sparse K") != 0)
            return -1;
        if (cf_parse_count(cf_word(&ps->text, 2), n * n, &count) != 0)
            return cf_fail(&ps->text, "expected the number of entries K from 0 to %ld (n*n), found '%.40s'",
                        n * n, cf_word(&ps->text, 2));
        return read_sparse_entries(ps, count);
    }
    if (cf_n_words(&ps->text) < 2)
        return cf_fail(&ps->text, "expected 'dense' or 'sparse K' after 'A', found the end of the line");
    return cf_fail(&ps->text, "expected 'dense' or 'sparse K' after 'A', found '%.40s'", cf_word(&ps->text, 1));
}


static int read_b(parser *ps)
{
    if (cf_check_once(&ps->text, &ps->b_line, "b") != 0)
        return -1;
    return cf_read_numbers(&ps->text, 1, cf_n_words(&ps->text) - 1, ps->problem->n, ps->problem->b, "b");
}

/* 'expect f V0 ... V(n-1) tol T', and the same for a. */
static int read_expected_vector(parser *ps, const char *which, double **values, double *tol)
{
    int n = ps->problem->n;
    int tol_at = 2;
    while (tol_at < cf_n_words(&ps->text) && strcmp(cf_word(&ps->text, tol_at), "tol") != 0)
        tol_at++;
    char what[32];
    snprintf(what, sizeof what, "'expect %s'", which);
    if (tol_at == cf_n_words(&ps->text))
        return cf_fail(&ps->text, "expected 'tol T' after the %d number%s of %s, found the end of the line",
                    n, cf_plural(n), what);
    if (tol_at + 1 == cf_n_words(&ps->text))
        return cf_fail(&ps->text, "expected a tolerance after 'tol', found the end of the line");
    if (tol_at + 2 < cf_n_words(&ps->text))
        return cf_fail(&ps->text, "expected the end of the line after the tolerance, found '%.40s'",
                    cf_word(&ps->text, tol_at + 2));
    /* Stored in the problem at once, so that it is freed with it on error. */
    *values = malloc((size_t)n * sizeof **values);
    if (*values == NULL)
        return cf_out_of_memory(&ps->text);
    if (cf_read_numbers(&ps->text, 2, tol_at - 2, n, *values, what) != 0)
        return -1;
    return cf_read_tolerance(&ps->text, cf_word(&ps->text, tol_at + 1), tol);
}

static int read_expected_status(parser *ps)
{
    cf_problem *p = ps->problem;
    if (cf_check_once(&ps->text, &ps->status_line, "expect status") != 0 ||
        cf_expect_word_count(&ps->text, 3, "expect status NAME") != 0)
        return -1;
    if (cf_status_from_name(cf_word(&ps->text, 2), &p->expect_status) != 0) {
        char names[256] = "";
        for (int s = 0; s < CF_STATUS_COUNT; s++) {
            size_t used = strlen(names);
            snprintf(names + used, sizeof names - used, "%s%s", s > 0 ? ", " : "",
                     cf_status_name((cf_status)s));
        }
        return cf_fail(&ps->text, "expected a status name (%s), found '%.40s'", names, cf_word(&ps->text, 2));
    }
    p->has_expect_status = 1;
    return 0;
}

static int read_expect(parser *ps)
{
    cf_problem *p = ps->problem;
    if (cf_n_words(&ps->text) < 2)
        return cf_fail(&ps->text, "expected 'expect f', 'expect a' or 'expect status', "
                    "found the end of the line after 'expect'");
    const char *which = cf_word(&ps->text, 1);
    if (strcmp(which, "f") == 0)
        return cf_check_once(&ps->text, &ps->expect_f_line, "expect f") != 0
                   ? -1 : read_expected_vector(ps, "f", &p->expect_f, &p->expect_f_tol);
    if (strcmp(which, "a") == 0)
        return cf_check_once(&ps->text, &ps->expect_a_line, "expect a") != 0
                   ? -1 : read_expected_vector(ps, "a", &p->expect_a, &p->expect_a_tol);
    if (strcmp(which, "status") == 0)
        return read_expected_status(ps);
    return cf_fail(&ps->text, "expected 'expect f', 'expect a' or 'expect status', found 'expect %.40s'",
                which);
}

static int read_unique(parser *ps)
{
    const char *form = "unique f yes|no";
    if (cf_check_once(&ps->text, &ps->unique_line, "unique") != 0 ||
        cf_expect_word_count(&ps->text, 3, form) != 0 ||
        cf_expect_literal(&ps->text, 1, "f", form) != 0)
        return -1;
    if (strcmp(cf_word(&ps->text, 2), "yes") == 0)
        ps->f_unique = 1;
    else if (strcmp(cf_word(&ps->text, 2), "no") == 0)
        ps->f_unique = 0;
    else
        return cf_fail(&ps->text, "expected 'yes' or 'no' after 'unique f', found '%.40s'", cf_word(&ps->text, 2));
    return 0;
}

/* --- invariants ----------------------------------------------------- */

/* How much of the text at c to quote in a message: up to the next blank. */
static int quoted_length(const char *c)
{
    size_t length = 0;
    while (c[length] != '\0' && !cf_is_blank(c[length]) && length < 20)
        length++;
    return (int)length;
}

/* f<index> or a<index> starts here. */
static int starts_variable(const char *c)
{
    return (c[0] == 'f' || c[0] == 'a') && cf_is_digit(c[1]);
}

/* One term of an invariant: an optional coefficient and '*', then a
 * variable.  On success *c is moved past the term. */
static int read_term(parser *ps, const char *label, char **c, double sign,
                     double *f_coef, double *a_coef)
{
    int n = ps->problem->n;
    double coefficient = 1.0;
    char *at = *c;
    if (!starts_variable(at)) {
        char *end;
        coefficient = strtod(at, &end);
        if (end == at)
            return cf_fail(&ps->text, "expected a term such as 'f0', 'a1' or '2.5*f3' in invariant '%s', "
                        "found '%.*s'", label, quoted_length(at), at);
        if (!isfinite(coefficient))
            return cf_fail(&ps->text, "expected a finite coefficient in invariant '%s', found '%.*s'",
                        label, (int)(end - at), at);
        at = cf_skip_blanks(end);
        if (*at != '*')
            return cf_fail(&ps->text, "expected '*' after the coefficient in invariant '%s', found '%.*s'",
                        label, quoted_length(at), at);
        at = cf_skip_blanks(at + 1);
        if (!starts_variable(at))
            return cf_fail(&ps->text, "expected f<index> or a<index> after '*' in invariant '%s', "
                        "found '%.*s'", label, quoted_length(at), at);
    }
    char *variable = at++;
    long index = 0;
    while (cf_is_digit(*at)) {
        if (index < n)  /* stop growing once out of range: no overflow */
            index = 10 * index + (*at - '0');
        at++;
    }
    if (index >= n)
        return cf_fail(&ps->text, "expected a variable index from 0 to %d in invariant '%s', found '%.*s'",
                    n - 1, label, (int)(at - variable), variable);
    double *coef = *variable == 'f' ? f_coef : a_coef;
    coef[index] += sign * coefficient;  /* a repeated variable adds up */
    *c = at;
    return 0;
}

/* TERMS of an invariant: 'f0 + f1 - 2*f3 + 0.5*a2 - a1'. */
static int read_terms(parser *ps, const char *label, char *terms, double *f_coef, double *a_coef)
{
    char *c = cf_skip_blanks(terms);
    if (*c == '\0')
        return cf_fail(&ps->text, "expected at least one term such as 'f0' or '2*a1' before '=' in "
                    "invariant '%s', found none", label);
    for (int first = 1; *c != '\0'; first = 0) {
        double sign = 1.0;
        if (*c == '+' || *c == '-') {
            sign = *c == '-' ? -1.0 : 1.0;
            char sign_char = *c;
            c = cf_skip_blanks(c + 1);
            if (*c == '\0')
                return cf_fail(&ps->text, "expected a term after '%c' in invariant '%s', found '='",
                            sign_char, label);
        } else if (!first) {
            return cf_fail(&ps->text, "expected '+' or '-' between the terms of invariant '%s', "
                        "found '%.*s'", label, quoted_length(c), c);
        }
        if (read_term(ps, label, &c, sign, f_coef, a_coef) != 0)
            return -1;
        c = cf_skip_blanks(c);
    }
    return 0;
}

/* 'VALUE tol T' after the '=' of an invariant. */
static int read_invariant_value(parser *ps, const char *label, char *text, cf_invariant *inv)
{
    if (cf_split_words(&ps->text.reader, text) != 0)
        return cf_out_of_memory(&ps->text);
    if (cf_n_words(&ps->text) == 0)
        return cf_fail(&ps->text, "expected a value after '=' in invariant '%s', found the end of the line",
                    label);
    if (cf_read_finite(&ps->text, cf_word(&ps->text, 0), "the value of the invariant", &inv->value) != 0)
        return -1;
    if (cf_n_words(&ps->text) < 2 || strcmp(cf_word(&ps->text, 1), "tol") != 0)
        return cf_fail(&ps->text, "expected 'tol T' after the value of invariant '%s', found '%.40s'",
                    label, cf_n_words(&ps->text) < 2 ? "the end of the line" : cf_word(&ps->text, 1));
    if (cf_n_words(&ps->text) < 3)
        return cf_fail(&ps->text, "expected a tolerance after 'tol', found the end of the line");
    if (cf_n_words(&ps->text) > 3)
        return cf_fail(&ps->text, "expected the end of the line after the tolerance, found '%.40s'",
                    cf_word(&ps->text, 3));
    return cf_read_tolerance(&ps->text, cf_word(&ps->text, 2), &inv->tol);
}

/* The label of 'invariant LABEL: ...'; *rest is set after the ':'. */
static int read_invariant_label(parser *ps, cf_invariant *inv, char **rest)
{
    const cf_problem *p = ps->problem;
    char *label = cf_skip_blanks(ps->text.after_keyword);
    char *end = label;
    while (cf_is_identifier_char(*end))
        end++;
    char *colon = cf_skip_blanks(end);
    size_t length = (size_t)(end - label);
    if (length == 0 || *colon != ':')
        return cf_fail(&ps->text, "expected 'invariant LABEL: TERMS = VALUE tol T' with a label made of "
                    "letters, digits and _ . + -, found '%.40s'", label);
    if (length >= sizeof inv->label)
        return cf_fail(&ps->text, "expected a label of at most %zu characters, found %zu",
                    sizeof inv->label - 1, length);
    memcpy(inv->label, label, length);
    inv->label[length] = '\0';
    for (int k = 0; k < p->n_invariants; k++)
        if (strcmp(p->invariants[k].label, inv->label) == 0)
            return cf_fail(&ps->text, "expected each invariant label once, found '%s' again", inv->label);
    *rest = colon + 1;
    return 0;
}

/* 'invariant LABEL: TERMS = VALUE tol T' (read from the raw line: terms
 * need not be separated by blanks). */
static int read_invariant(parser *ps)
{
    cf_problem *p = ps->problem;
    cf_invariant inv;
    memset(&inv, 0, sizeof inv);
    char *terms = NULL;
    if (read_invariant_label(ps, &inv, &terms) != 0)
        return -1;
    char *equals = strchr(terms, '=');
    if (equals == NULL)
        return cf_fail(&ps->text, "expected '= VALUE tol T' after the terms of invariant '%s', "
                    "found the end of the line", inv.label);
    *equals = '\0';

    inv.f_coef = calloc((size_t)p->n, sizeof *inv.f_coef);
    inv.a_coef = calloc((size_t)p->n, sizeof *inv.a_coef);
    cf_invariant *bigger = NULL;
    int status = inv.f_coef == NULL || inv.a_coef == NULL ? cf_out_of_memory(&ps->text) : 0;
    if (status == 0)
        status = read_terms(ps, inv.label, terms, inv.f_coef, inv.a_coef);
    if (status == 0)
        status = read_invariant_value(ps, inv.label, equals + 1, &inv);
    if (status == 0) {
        bigger = realloc(p->invariants, (size_t)(p->n_invariants + 1) * sizeof *bigger);
        if (bigger == NULL)
            status = cf_out_of_memory(&ps->text);
    }
    if (status != 0) {
        free(inv.f_coef);
        free(inv.a_coef);
        return -1;
    }
    p->invariants = bigger;
    p->invariants[p->n_invariants++] = inv;
    return 0;
}

/* --- statements, the main loop, the end of the file ----------------- */

typedef struct statement {
    const char *keyword;
    int (*read)(parser *ps);
    int needs_size;  /* only after 'size N', which says how many numbers to expect */
    int raw_line;    /* parses the line itself instead of its words */
} statement;

static const statement statements[] = {
    {"cf-problem", read_header, 0, 0},
    {"name", read_name, 0, 0},
    {"description", read_description, 0, 1},
    {"size", read_size, 0, 0},
    {"row", read_row, 1, 0},
    {"A", read_matrix, 1, 0},
    {"b", read_b, 1, 0},
    {"expect", read_expect, 1, 0},
    {"unique", read_unique, 0, 0},
    {"invariant", read_invariant, 1, 1},
};

static const statement *find_statement(const char *keyword, size_t length)
{
    for (size_t k = 0; k < sizeof statements / sizeof statements[0]; k++)
        if (strlen(statements[k].keyword) == length &&
            strncmp(statements[k].keyword, keyword, length) == 0)
            return &statements[k];
    return NULL;
}

/* Read the statement on the current line, whose first word is
 * keyword .. keyword + length. */
static int read_statement(parser *ps, char *keyword, size_t length)
{
    const statement *s = find_statement(keyword, length);
    int shown = length > 40 ? 40 : (int)length;
    if (ps->header_line == 0 && (s == NULL || s->read != read_header))
        return cf_fail(&ps->text, "expected 'cf-problem 1' as the first line that is not a comment, "
                    "found '%.*s'", shown, keyword);
    if (s == NULL)
        return cf_fail(&ps->text, "expected a keyword (cf-problem, name, description, size, row, A, b, "
                    "expect, unique or invariant), found '%.*s'", shown, keyword);
    if (s->needs_size && ps->problem == NULL)
        return cf_fail(&ps->text, "expected a line 'size N' before the first '%s' line, found '%s' first",
                    s->keyword, s->keyword);
    ps->text.after_keyword = keyword + length;
    if (!s->raw_line && cf_split_words(&ps->text.reader, keyword) != 0)
        return cf_out_of_memory(&ps->text);
    return s->read(ps);
}

static int read_statements(parser *ps)
{
    for (;;) {
        int got = cf_next_line(&ps->text.reader);
        if (got < 0)
            return cf_out_of_memory(&ps->text);
        if (got == 0)
            return 0;
        char *keyword = cf_skip_blanks(ps->text.reader.line);
        size_t length = 0;
        while (keyword[length] != '\0' && !cf_is_blank(keyword[length]))
            length++;
        if (length > 0 && read_statement(ps, keyword, length) != 0)
            return -1;
    }
}

/* A problem without a 'name' line is named after its file: the origin's
 * last path component without its extension ("tests/cases/box.cf" gives
 * "box").  0, or -1 when that is not a valid name either. */
static int name_from_origin(parser *ps, int last)
{
    const char *base = strrchr(ps->text.rep.origin, '/');
    base = base != NULL ? base + 1 : ps->text.rep.origin;
    const char *dot = strrchr(base, '.');
    size_t length = dot != NULL && dot != base ? (size_t)(dot - base) : strlen(base);
    if (length == 0 || length >= sizeof ps->name)
        return cf_fail_at(&ps->text, last, "expected a line 'name IDENT' (the file's own name cannot "
                       "serve), found the end of the file");
    memcpy(ps->name, base, length);
    ps->name[length] = '\0';
    if (!cf_is_identifier(ps->name))
        return cf_fail_at(&ps->text, last, "expected a line 'name IDENT' (the file's own name '%.40s' is "
                       "not made of letters, digits and _ . + -), found the end of the file",
                       ps->name);
    return 0;
}

/* What must be there once the whole file has been read. */
static int finish(parser *ps)
{
    /* An empty file has no last line: its message is about line 1. */
    int last = ps->text.reader.number > 0 ? ps->text.reader.number : 1;
    if (ps->header_line == 0)
        return cf_fail_at(&ps->text, last, "expected 'cf-problem 1' as the first line that is not a "
                       "comment, found the end of the file");
    if (ps->name_line == 0 && name_from_origin(ps, last) != 0)
        return -1;
    if (ps->problem == NULL)
        return cf_fail_at(&ps->text, last, "expected a line 'size N', found the end of the file");
    cf_problem *p = ps->problem;
    if (ps->A_line == 0)
        return cf_fail_at(&ps->text, last, "expected the matrix ('A dense' or 'A sparse K'), "
                       "found the end of the file");
    if (ps->b_line == 0)
        return cf_fail_at(&ps->text, last, "expected a line 'b' with %d number%s, found the end of the file",
                       p->n, cf_plural(p->n));
    for (int i = 0; i < p->n; i++)
        if (ps->row_line[i] == 0)
            return cf_fail_at(&ps->text, last, "row %d has no kind; expected a line 'row %d KIND'", i, i);
    if (cf_check_rows(p, ps->row_line, &ps->text.rep) != 0)
        return -1;

    strcpy(p->name, ps->name);
    p->f_unique = ps->f_unique;
    if (ps->description != NULL) {
        free(p->description);
        p->description = ps->description;
        ps->description = NULL;
    }
    return 0;
}

static void *parse_problem(const char *text, size_t length, const cf_reporter *rep)
{
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.text.rep = *rep;
    ps.f_unique = -1;
    cf_line_reader_init(&ps.text.reader, text, length);

    cf_problem *p = NULL;
    if (read_statements(&ps) == 0 && finish(&ps) == 0) {
        p = ps.problem;
        ps.problem = NULL;
    }
    cf_problem_free(ps.problem);
    free(ps.row_line);
    free(ps.description);
    cf_line_reader_free(&ps.text.reader);
    return p;
}

cf_problem *cf_problem_read_string(const char *text, const char *origin, cf_error *err)
{
    return cf_parse_text(text, origin, err, parse_problem, "a problem");
}

cf_problem *cf_problem_read_file(const char *path, cf_error *err)
{
    return cf_parse_file(path, err, parse_problem);
}
