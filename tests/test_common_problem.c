/* test_common_problem.c - the problem file format, its reader, writer and
 * validator, vector files, and the Siconos peer files.
 *
 * Case files: the format-*.cf files of tests/cases (valid, every feature)
 * and the .cf files of tests/cases/malformed (each names the error it must
 * produce in its first line, "# expect-error: TEXT").  Peer files: tests/peer/siconos,
 * checked against their MANIFEST.tsv.  Tests run from the repository root.
 */
#include "cf_test.h"
#include "problem.h"
#include "siconos.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/* p written in the text format, as a string to free; NULL if the writer refused. */
static char *write_to_string(const cf_problem *p)
{
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (out == NULL)
        return NULL;
    int status = cf_problem_write(out, p);
    fclose(out);
    if (status != 0) {
        free(text);
        return NULL;
    }
    return text;
}

static int doubles_equal(const double *x, const double *y, int n)
{
    if (x == NULL || y == NULL)
        return x == y;
    for (int k = 0; k < n; k++)
        if (x[k] != y[k])
            return 0;
    return 1;
}

/* 1 if p and q are the same problem; otherwise 0 and 'why' says where they differ. */
static int problems_equal(const cf_problem *p, const cf_problem *q, char *why, size_t size)
{
    int n = p->n;
    snprintf(why, size, "equal");
    if (strcmp(p->name, q->name) != 0)
        return snprintf(why, size, "name '%.60s' vs '%.60s'", p->name, q->name), 0;
    if (strcmp(p->description, q->description) != 0)
        return snprintf(why, size, "description '%.60s' vs '%.60s'", p->description, q->description), 0;
    if (p->n != q->n)
        return snprintf(why, size, "n %d vs %d", p->n, q->n), 0;
    for (int i = 0; i < n; i++) {
        const cf_row *r = &p->rows[i], *s = &q->rows[i];
        if (r->kind != s->kind || r->normal != s->normal || r->mu != s->mu || r->slide != s->slide)
            return snprintf(why, size, "row %d", i), 0;
    }
    if (!doubles_equal(p->A, q->A, n * n))
        return snprintf(why, size, "A"), 0;
    if (!doubles_equal(p->b, q->b, n))
        return snprintf(why, size, "b"), 0;
    if (!doubles_equal(p->expect_f, q->expect_f, n) ||
        (p->expect_f != NULL && p->expect_f_tol != q->expect_f_tol))
        return snprintf(why, size, "expect f"), 0;
    if (!doubles_equal(p->expect_a, q->expect_a, n) ||
        (p->expect_a != NULL && p->expect_a_tol != q->expect_a_tol))
        return snprintf(why, size, "expect a"), 0;
    if (p->f_unique != q->f_unique)
        return snprintf(why, size, "f_unique %d vs %d", p->f_unique, q->f_unique), 0;
    if (p->has_expect_status != q->has_expect_status ||
        (p->has_expect_status && p->expect_status != q->expect_status))
        return snprintf(why, size, "expect status"), 0;
    if (p->n_invariants != q->n_invariants)
        return snprintf(why, size, "%d vs %d invariants", p->n_invariants, q->n_invariants), 0;
    for (int k = 0; k < p->n_invariants; k++) {
        const cf_invariant *u = &p->invariants[k], *v = &q->invariants[k];
        if (strcmp(u->label, v->label) != 0 || !doubles_equal(u->f_coef, v->f_coef, n) ||
            !doubles_equal(u->a_coef, v->a_coef, n) || u->value != v->value || u->tol != v->tol)
            return snprintf(why, size, "invariant %d ('%.60s')", k, u->label), 0;
    }
    return 1;
}

/* Write p, read it back, and check that nothing changed; also that writing
 * the copy gives the same text.  'where' names p in messages. */
static void check_round_trip(const cf_problem *p, const char *where)
{
    char *text = write_to_string(p);
    CF_ASSERT_MSG(text != NULL, "%s: the writer refused the problem", where);
    if (text == NULL)
        return;
    cf_error err;
    cf_problem *copy = cf_problem_read_string(text, where, &err);
    CF_ASSERT_MSG(copy != NULL, "%s: reading the written text failed: %s", where, err.message);
    if (copy != NULL) {
        char why[256];
        int same = problems_equal(p, copy, why, sizeof why);
        CF_ASSERT_MSG(same, "%s: read(write(p)) differs from p: %s", where, why);
        char *again = write_to_string(copy);
        CF_ASSERT_MSG(again != NULL && strcmp(text, again) == 0,
                      "%s: writing the copy gave different text", where);
        free(again);
    }
    cf_problem_free(copy);
    free(text);
}

/* Read text that must fail, with a message containing 'expected'. */
static void check_string_rejected(const char *text, const char *expected)
{
    cf_error err;
    cf_problem *p = cf_problem_read_string(text, "text", &err);
    CF_ASSERT_MSG(p == NULL, "accepted text that should fail with '%s'", expected);
    cf_problem_free(p);
    if (p == NULL)
        CF_ASSERT_MSG(strstr(err.message, expected) != NULL,
                      "message '%s' does not contain '%s'", err.message, expected);
}

static cf_problem *read_ok(const char *text, const char *where)
{
    cf_error err;
    cf_problem *p = cf_problem_read_string(text, where, &err);
    CF_ASSERT_MSG(p != NULL, "%s: %s", where, err.message);
    return p;
}

/* A scratch directory for files the tests write, removed by remove_scratch. */
typedef struct scratch {
    char dir[64];
} scratch;

static int make_scratch(scratch *s)
{
    snprintf(s->dir, sizeof s->dir, "/tmp/cf-test-problem-XXXXXX");
    int ok = mkdtemp(s->dir) != NULL;
    CF_ASSERT_MSG(ok, "cannot create a scratch directory");
    return ok;
}

/* Write text to scratch file 'name'; path receives its full name. */
static int write_scratch_file(const scratch *s, const char *name, const char *text,
                              char *path, size_t size)
{
    snprintf(path, size, "%s/%s", s->dir, name);
    FILE *file = fopen(path, "w");
    CF_ASSERT_MSG(file != NULL, "cannot write %s", path);
    if (file == NULL)
        return 0;
    fputs(text, file);
    fclose(file);
    return 1;
}

static void remove_scratch(const scratch *s)
{
    DIR *d = opendir(s->dir);
    struct dirent *entry;
    char path[512];
    while (d != NULL && (entry = readdir(d)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", s->dir, entry->d_name);
        unlink(path);
    }
    if (d != NULL)
        closedir(d);
    rmdir(s->dir);
}

/* ------------------------------------------------------------------ */
/* Valid files and strings                                             */
/* ------------------------------------------------------------------ */

static void test_all_kinds_file(void)
{
    cf_problem *p = cf_test_load("format-all-kinds.cf");
    if (p == NULL)
        return;
    const char *where = "format-all-kinds.cf";
    CF_ASSERT_MSG(strcmp(p->name, "format-all-kinds") == 0, "name '%s'", p->name);
    CF_ASSERT_MSG(strcmp(p->description,
                         "Every feature of the problem format, for the round-trip tests.\n"
                         "A second line: descriptions are joined with newlines.") == 0,
                  "description '%s'", p->description);
    CF_ASSERT_MSG(p->n == 15, "n = %d", p->n);

    static const cf_row_kind kinds[15] = {
        CF_ROW_NORMAL, CF_ROW_FRICTION2D, CF_ROW_NORMAL, CF_ROW_FRICTION3D, CF_ROW_FRICTION3D,
        CF_ROW_BILATERAL, CF_ROW_NORMAL, CF_ROW_DYNAMIC, CF_ROW_NORMAL, CF_ROW_DYNAMIC,
        CF_ROW_DYNAMIC, CF_ROW_BILATERAL, CF_ROW_BILATERAL, CF_ROW_NORMAL, CF_ROW_NORMAL};
    static const int normals[15] = {-1, 0, -1, 2, 2, -1, -1, 6, -1, 8, 8, -1, -1, -1, -1};
    static const double mus[15] = {0, 0.5, 0, 0.25, 0.25, 0, 0, 0.3, 0, 0.2, 0.2, 0, 0, 0, 0};
    static const double slides[15] = {0, 0, 0, 0, 0, 0, 0, -1, 0, 0.6, -0.8, 0, 0, 0, 0};
    for (int i = 0; i < 15 && p->n == 15; i++) {
        CF_ASSERT_MSG(p->rows[i].kind == kinds[i], "row %d is %s", i, cf_row_kind_name(p->rows[i].kind));
        CF_ASSERT_MSG(p->rows[i].normal == normals[i], "row %d normal %d", i, p->rows[i].normal);
        CF_ASSERT_NEAR(p->rows[i].mu, mus[i], 0, where);
        CF_ASSERT_NEAR(p->rows[i].slide, slides[i], 0, where);
    }
    if (p->n == 15) {
        CF_ASSERT_NEAR(p->A[0], 4.0, 0, "A[0][0] written 4.0");
        CF_ASSERT_NEAR(p->A[1 * 15 + 1], 4.0, 0, "A[1][1] written 4e0");
        CF_ASSERT_NEAR(p->A[2 * 15 + 2], 4.0, 0, "A[2][2] written +4");
        CF_ASSERT_NEAR(p->A[3 * 15 + 3], 4.0, 0, "A[3][3] written 40e-1");
        CF_ASSERT_NEAR(p->A[6 * 15 + 7], -0.5, 0, "A[6][7] written -.5");
        CF_ASSERT_MSG(p->A[5 * 15 + 0] == 0.0 && signbit(p->A[5 * 15 + 0]), "A[5][0] written -0");
        CF_ASSERT_NEAR(p->A[14 * 15 + 13], 4.0, 0, "A[14][13]");
        CF_ASSERT_NEAR(p->b[0], -11.0, 0, "b[0]");
        CF_ASSERT_NEAR(p->b[14], -8.25, 0, "b[14]");
        CF_ASSERT_MSG(p->expect_f != NULL && p->expect_a != NULL, "expectations missing");
        if (p->expect_f != NULL && p->expect_a != NULL) {
            CF_ASSERT_NEAR(p->expect_f[1], -1.0, 0, "expect f[1]");
            CF_ASSERT_NEAR(p->expect_f[10], 0.16, 0, "expect f[10]");
            CF_ASSERT_NEAR(p->expect_a[3], 0.0, 0, "expect a[3]");
        }
        CF_ASSERT_NEAR(p->expect_f_tol, 1e-9, 0, "expect f tol");
        CF_ASSERT_NEAR(p->expect_a_tol, 1e-12, 0, "expect a tol");
    }
    CF_ASSERT_MSG(p->has_expect_status && p->expect_status == CF_OK, "expect status ok");
    CF_ASSERT_MSG(p->f_unique == 0, "unique f no gives %d", p->f_unique);
    CF_ASSERT_MSG(p->n_invariants == 3, "%d invariants", p->n_invariants);
    if (p->n_invariants == 3) {
        const cf_invariant *total = &p->invariants[0], *mixed = &p->invariants[1];
        const cf_invariant *repeated = &p->invariants[2];
        CF_ASSERT_MSG(strcmp(total->label, "total-normal") == 0, "label '%s'", total->label);
        CF_ASSERT_NEAR(total->f_coef[13], 1.0, 0, "total-normal f13");
        CF_ASSERT_NEAR(total->f_coef[1], 0.0, 0, "total-normal f1");
        CF_ASSERT_NEAR(total->value, 9.5, 0, "total-normal value");
        CF_ASSERT_MSG(strcmp(mixed->label, "mixed_1") == 0, "label '%s'", mixed->label);
        CF_ASSERT_NEAR(mixed->f_coef[1], 2.0, 0, "mixed_1: 2*f1");
        CF_ASSERT_NEAR(mixed->f_coef[3], -0.5, 0, "mixed_1: - 0.5*f3");
        CF_ASSERT_NEAR(mixed->f_coef[4], 0.0, 0, "mixed_1: +f4 ... - f4");
        CF_ASSERT_NEAR(mixed->a_coef[1], -1.0, 0, "mixed_1: - a1");
        CF_ASSERT_NEAR(mixed->a_coef[14], 0.1, 0, "mixed_1: + 1e-1*a14");
        CF_ASSERT_NEAR(mixed->value, -2.15, 0, "mixed_1 value");
        CF_ASSERT_NEAR(repeated->f_coef[0], -1.0, 0, "repeated.terms: f0 + f0 - 3*f0");
        CF_ASSERT_NEAR(repeated->tol, 1e-9, 0, "repeated.terms tol");
    }
    cf_problem_free(p);
}

static void test_sparse_file(void)
{
    cf_problem *p = cf_test_load("format-sparse.cf");
    if (p == NULL)
        return;
    CF_ASSERT_MSG(p->n == 6 && strcmp(p->name, "format-sparse") == 0, "n %d, name '%s'", p->n, p->name);
    if (p->n == 6) {
        CF_ASSERT_NEAR(p->A[0 * 6 + 1], -0.5, 0, "A[0][1]");
        CF_ASSERT_NEAR(p->A[2 * 6 + 0], -1.5, 0, "A[2][0]");
        CF_ASSERT_NEAR(p->A[4 * 6 + 4], 1.0, 0, "A[4][4], the last entry");
        CF_ASSERT_NEAR(p->A[0 * 6 + 4], 0.0, 0, "A[0][4], not listed");
        CF_ASSERT_MSG(p->rows[5].kind == CF_ROW_FRICTION2D && p->rows[5].normal == 4,
                      "a friction row declared before its normal row");
        CF_ASSERT_MSG(p->rows[1].kind == CF_ROW_NORMAL, "range row 0-1");
        CF_ASSERT_MSG(p->rows[3].kind == CF_ROW_DYNAMIC && p->rows[3].slide == 1.0, "dynamic row 3");
    }
    CF_ASSERT_MSG(p->has_expect_status && p->expect_status == CF_NO_SOLUTION, "expect status");
    CF_ASSERT_MSG(p->f_unique == -1, "unique not stated gives -1, got %d", p->f_unique);
    CF_ASSERT_MSG(p->expect_f == NULL && p->expect_a == NULL, "no expected vectors");
    cf_problem_free(p);
}

static void test_minimal_file(void)
{
    cf_problem *p = cf_test_load("format-minimal.cf");
    if (p == NULL)
        return;
    CF_ASSERT_MSG(p->n == 1 && p->f_unique == 1 && p->description[0] == '\0',
                  "n %d, f_unique %d, description '%s'", p->n, p->f_unique, p->description);
    CF_ASSERT_NEAR(p->A[0], 0.5, 0, "Example 1: A");
    CF_ASSERT_NEAR(p->b[0], -9.81, 0, "Example 1: b");
    CF_ASSERT_MSG(p->expect_f != NULL && !p->has_expect_status && p->n_invariants == 0,
                  "only 'expect f'");
    if (p->expect_f != NULL)
        CF_ASSERT_NEAR(p->expect_f[0], 19.62, 0, "Example 1: f");
    cf_problem_free(p);
}

static void test_round_trip_format_files(void)
{
    int count;
    char **names = cf_test_list_files(CF_CASES_DIR, "format-", ".cf", &count);
    CF_ASSERT_MSG(count >= 3, "found %d format-*.cf files", count);
    for (int k = 0; k < count; k++) {
        cf_problem *p = cf_test_load(names[k]);
        if (p != NULL)
            check_round_trip(p, names[k]);
        cf_problem_free(p);
    }
    cf_test_free_names(names);
}

/* A problem too large to be written dense, with every kind of row. */
static cf_problem *make_large_problem(int n)
{
    cf_problem *p = cf_problem_new(n);
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "built-%d", n);
    free(p->description);
    p->description = malloc(64);
    if (p->description != NULL)
        snprintf(p->description, 64, "built in memory\n\nafter an empty line");
    for (int i = 0; i < n; i++) {
        p->A[(size_t)i * n + i] = 2.0 + 1.0 / (i + 1);
        if (i + 1 < n)
            p->A[(size_t)i * n + i + 1] = p->A[(size_t)(i + 1) * n + i] = -0.1 * (i + 1);
        p->b[i] = -9.81 + 0.001 * i;
    }
    p->rows[1] = (cf_row){CF_ROW_FRICTION2D, 0, 0.7, 0.0};
    p->rows[3] = (cf_row){CF_ROW_FRICTION3D, 2, 1.0 / 3.0, 0.0};
    p->rows[4] = (cf_row){CF_ROW_FRICTION3D, 2, 1.0 / 3.0, 0.0};
    p->rows[5] = (cf_row){CF_ROW_BILATERAL, -1, 0.0, 0.0};
    p->rows[7] = (cf_row){CF_ROW_DYNAMIC, 6, 0.1, -1.0};
    p->rows[9] = (cf_row){CF_ROW_DYNAMIC, 8, 0.2, sqrt(0.5)};
    p->rows[10] = (cf_row){CF_ROW_DYNAMIC, 8, 0.2, -sqrt(0.5)};
    p->expect_f = calloc((size_t)n, sizeof *p->expect_f);
    p->expect_f_tol = 1e-7;
    p->has_expect_status = 1;
    p->expect_status = CF_UNBOUNDED_RAY;
    p->f_unique = 1;
    p->invariants = calloc(1, sizeof *p->invariants);
    if (p->expect_f == NULL || p->invariants == NULL || p->description == NULL) {
        cf_problem_free(p);
        return NULL;
    }
    p->expect_f[n - 1] = 1.0 / 7.0;
    p->n_invariants = 1;
    cf_invariant *inv = &p->invariants[0];
    snprintf(inv->label, sizeof inv->label, "sum");
    inv->f_coef = calloc((size_t)n, sizeof *inv->f_coef);
    inv->a_coef = calloc((size_t)n, sizeof *inv->a_coef);
    if (inv->f_coef == NULL || inv->a_coef == NULL) {
        cf_problem_free(p);
        return NULL;
    }
    inv->f_coef[0] = 1.0;
    inv->f_coef[n - 1] = -1e-300;
    inv->a_coef[2] = 0.1;
    inv->value = 1.0 / 3.0;
    inv->tol = 0.0;
    return p;
}

static void test_round_trip_large_sparse(void)
{
    cf_problem *p = make_large_problem(100);
    CF_ASSERT_MSG(p != NULL, "cannot build the problem");
    if (p == NULL)
        return;
    cf_error err;
    memset(&err, 0, sizeof err);
    CF_ASSERT_MSG(cf_problem_validate(p, &err) == 0, "validate: %s", err.message);
    char *text = write_to_string(p);
    CF_ASSERT_MSG(text != NULL && strstr(text, "\nA sparse 298\n") != NULL &&
                      strstr(text, "A dense") == NULL,
                  "n = 100 is written sparse, with its 298 nonzeros");
    free(text);
    check_round_trip(p, "built n = 100");
    cf_problem_free(p);

    p = make_large_problem(64);
    text = p != NULL ? write_to_string(p) : NULL;
    CF_ASSERT_MSG(text != NULL && strstr(text, "\nA dense\n") != NULL, "n = 64 is written dense");
    free(text);
    if (p != NULL)
        check_round_trip(p, "built n = 64");
    cf_problem_free(p);
}

static void test_strings_with_every_form(void)
{
    /* Windows line endings, no newline at the end, comments everywhere. */
    cf_problem *p = read_ok("# leading comment\r\n\r\ncf-problem 1   # version\r\n"
                            "size 3\r\nname crlf\r\nrow 0-2 bilateral\r\n"
                            "A sparse 0\r\nb 1 2 3", "crlf");
    if (p != NULL) {
        CF_ASSERT_MSG(cf_problem_all_rows(p, CF_ROW_BILATERAL), "row 0-2 bilateral");
        CF_ASSERT_NEAR(p->A[4], 0.0, 0, "A sparse 0 leaves A zero");
        CF_ASSERT_NEAR(p->b[2], 3.0, 0, "b without a final newline");
    }
    cf_problem_free(p);

    /* Descriptions: blanks trimmed, '#' starts a comment, empty lines kept. */
    p = read_ok("cf-problem 1\nname d\ndescription   first line  \ndescription\n"
                "description third # not part of it\nsize 1\nrow 0 normal\nA dense\n1\nb 0\n",
                "descriptions");
    if (p != NULL)
        CF_ASSERT_MSG(strcmp(p->description, "first line\n\nthird") == 0,
                      "description '%s'", p->description);
    cf_problem_free(p);

    /* Statements in any order after 'size', 'unique' before it. */
    p = read_ok("cf-problem 1\nunique f yes\nsize 2\nb 1 2\nA dense\n1 0\n0 1\n"
                "row 1 normal\nname late\nrow 0 normal\n", "order");
    if (p != NULL)
        CF_ASSERT_MSG(p->f_unique == 1 && strcmp(p->name, "late") == 0, "order");
    cf_problem_free(p);

    /* Names may use every allowed character, up to 127 of them. */
    char text[512];
    char long_name[128];
    memset(long_name, 'x', 127);
    long_name[127] = '\0';
    snprintf(text, sizeof text, "cf-problem 1\nname %s\nsize 1\nrow 0 normal\nA dense\n1\nb 0\n",
             long_name);
    p = read_ok(text, "127 characters");
    cf_problem_free(p);
    p = read_ok("cf-problem 1\nname Az09_.+-\nsize 1\nrow 0 normal\nA dense\n1\nb 0\n", "name");
    cf_problem_free(p);

    /* Every status name that cf_status_name makes reads back. */
    for (int s = 0; s < CF_STATUS_COUNT; s++) {
        snprintf(text, sizeof text, "cf-problem 1\nname s\nsize 1\nrow 0 normal\nA dense\n1\n"
                 "b 0\nexpect status %s\n", cf_status_name((cf_status)s));
        p = read_ok(text, cf_status_name((cf_status)s));
        if (p != NULL)
            CF_ASSERT_MSG(p->has_expect_status && (int)p->expect_status == s, "status %d", s);
        cf_problem_free(p);
    }

    /* A tiny (subnormal) number is allowed, and so is a zero with a large
     * negative exponent; zero tolerance too.  (1e-400 is an error, below.) */
    p = read_ok("cf-problem 1\nname u\nsize 1\nrow 0 normal\nA dense\n1e-320\nb 0e-400\n"
                "expect a 0 tol 0\n", "underflow");
    if (p != NULL)
        CF_ASSERT_MSG(p->A[0] > 0.0 && p->b[0] == 0.0 && p->expect_a_tol == 0.0, "underflow");
    cf_problem_free(p);
}

static void test_invariant_terms(void)
{
    const char *head = "cf-problem 1\nname inv\nsize 4\nrow 0-3 normal\nA dense\n"
                       "1 0 0 0\n0 1 0 0\n0 0 1 0\n0 0 0 1\nb 0 0 0 0\n";
    char text[1024];
    snprintf(text, sizeof text, "%s%s", head,
             "invariant tight:f0+f1-2*f3+0.5*a2-a1=1 tol 1e-9\n"
             "invariant  spaced :  - f2  +  2.5 * a3 - 1e1*f2 = -0 tol 0\n"
             "invariant first-signed: +f3 - -2*f0 = 3 tol 1\n");
    cf_problem *p = read_ok(text, "invariants");
    if (p == NULL)
        return;
    CF_ASSERT_MSG(p->n_invariants == 3, "%d invariants", p->n_invariants);
    if (p->n_invariants == 3) {
        const cf_invariant *t = &p->invariants[0], *s = &p->invariants[1], *f = &p->invariants[2];
        CF_ASSERT_NEAR(t->f_coef[0], 1, 0, "tight f0");
        CF_ASSERT_NEAR(t->f_coef[1], 1, 0, "tight f1");
        CF_ASSERT_NEAR(t->f_coef[3], -2, 0, "tight f3");
        CF_ASSERT_NEAR(t->a_coef[2], 0.5, 0, "tight a2");
        CF_ASSERT_NEAR(t->a_coef[1], -1, 0, "tight a1");
        CF_ASSERT_NEAR(t->value, 1, 0, "tight value");
        CF_ASSERT_MSG(strcmp(s->label, "spaced") == 0, "label '%s'", s->label);
        CF_ASSERT_NEAR(s->f_coef[2], -11, 0, "spaced: - f2 - 1e1*f2");
        CF_ASSERT_NEAR(s->a_coef[3], 2.5, 0, "spaced: 2.5 * a3");
        CF_ASSERT_NEAR(f->f_coef[3], 1, 0, "first-signed: +f3");
        CF_ASSERT_NEAR(f->f_coef[0], 2, 0, "first-signed: - -2*f0");
        CF_ASSERT_NEAR(f->tol, 1, 0, "first-signed tol");
    }
    check_round_trip(p, "invariants");
    cf_problem_free(p);
}

/* n = 4096, dense: each line of A is about 8 KB.  The text is built in
 * memory; cf_problem_read_file reads files through the same parser. */
static void test_large_dense_string(void)
{
    const int n = 4096;
    const char *head = "cf-problem 1\nname large-dense\nsize 4096\nrow 0-4095 normal\nA dense\n";
    size_t row_size = 2 * (size_t)n + 8;  /* "0 " per entry, "4" and "-1" a little longer */
    size_t size = strlen(head) + (size_t)n * row_size + 16 * (size_t)n + 64;
    char *text = malloc(size);
    CF_ASSERT_MSG(text != NULL, "cannot allocate %zu bytes", size);
    if (text == NULL)
        return;
    char *at = text + sprintf(text, "%s", head);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            const char *entry = i == j ? "4" : (j == i + 1 || j == i - 1) ? "-1" : "0";
            size_t length = strlen(entry);
            memcpy(at, entry, length);
            at += length;
            *at++ = j + 1 < n ? ' ' : '\n';
        }
    }
    at += sprintf(at, "b");
    for (int i = 0; i < n; i++)
        at += sprintf(at, " %d", -(i % 10));
    sprintf(at, "\n");

    cf_problem *p = read_ok(text, "n = 4096");
    free(text);
    if (p == NULL)
        return;
    CF_ASSERT_MSG(p->n == n, "n = %d", p->n);
    CF_ASSERT_NEAR(p->A[0], 4, 0, "A[0][0]");
    CF_ASSERT_NEAR(p->A[(size_t)4095 * n + 4094], -1, 0, "A[4095][4094]");
    CF_ASSERT_NEAR(p->A[(size_t)2000 * n + 3000], 0, 0, "A[2000][3000]");
    CF_ASSERT_NEAR(p->b[4095], -5, 0, "b[4095]");
    cf_problem_free(p);
}

/* ------------------------------------------------------------------ */
/* Malformed input                                                     */
/* ------------------------------------------------------------------ */

/* The text after "# expect-error: " on the first line of path, or "" . */
static void read_expected_error(const char *path, char *expected, size_t size)
{
    expected[0] = '\0';
    FILE *file = fopen(path, "r");
    if (file == NULL)
        return;
    char line[512];
    const char *marker = "# expect-error: ";
    if (fgets(line, sizeof line, file) != NULL && strncmp(line, marker, strlen(marker)) == 0) {
        line[strcspn(line, "\r\n")] = '\0';
        snprintf(expected, size, "%s", line + strlen(marker));
    }
    fclose(file);
}

static void test_malformed_files(void)
{
    const char *dir = CF_CASES_DIR "/malformed";
    int count;
    char **names = cf_test_list_files(dir, "", ".cf", &count);
    CF_ASSERT_MSG(count >= 15, "found only %d malformed files in %s", count, dir);
    for (int k = 0; k < count; k++) {
        char path[512], expected[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[k]);
        read_expected_error(path, expected, sizeof expected);
        CF_ASSERT_MSG(expected[0] != '\0', "%s: no '# expect-error: ' first line", path);
        cf_error err;
        cf_problem *p = cf_problem_read_file(path, &err);
        CF_ASSERT_MSG(p == NULL, "%s was accepted; expected the error '%s'", path, expected);
        if (p == NULL) {
            CF_ASSERT_MSG(strstr(err.message, expected) != NULL,
                          "%s: message '%s' does not contain '%s'", path, err.message, expected);
            CF_ASSERT_MSG(strncmp(err.message, path, strlen(path)) == 0,
                          "%s: message '%s' does not start with the path", path, err.message);
            CF_ASSERT_MSG(strcmp(err.file, path) == 0 && err.line > 0,
                          "%s: err.file '%s', err.line %d", path, err.file, err.line);
            CF_ASSERT_MSG(strstr(err.message, "expected") != NULL,
                          "%s: message '%s' does not say what was expected", path, err.message);
        }
        cf_problem_free(p);
    }
    cf_test_free_names(names);
}

/* The reader's messages about the bytes and numbers of a file, and the
 * name it gives a file without a 'name' line. */
static void test_messages_about_bytes_and_numbers(void)
{
    /* Each case: the lines after "A dense" of a one-row problem, and the
     * message (or its end) that they must give. */
    static const struct {
        const char *rest;
        const char *message;
    } cases[] = {
        /* A control byte in a bad word is shown escaped, never as it is. */
        {"1\nb 1\x1b[2J\n", "text:7: expected a number for entry 0 of b, found '1\\x1b[2J'"},
        /* Underflow of a nonzero number is refused, as overflow is. */
        {"1\nb 1e-400\n", "text:7: expected a number that a double can hold (this one rounds "
                          "to 0) for entry 0 of b, found '1e-400'"},
        {"1\nb -0.0001e-330\n", "found '-0.0001e-330'"},
        /* Hexadecimal numbers are not part of the format. */
        {"0x1p3\nb 1\n", "text:6: expected a decimal number (hexadecimal is not part of the "
                         "format) for row 0, column 0 of A, found '0x1p3'"},
        {"1\nb -0X10\n", "found '-0X10'"},
    };
    char text[256];
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 1\nrow 0 normal\nA dense\n%s",
                 cases[k].rest);
        check_string_rejected(text, cases[k].message);
    }
    check_string_rejected("cf-problem 1\nna\x08me t\n",
                          "text:2: expected a keyword (cf-problem, name, description, size, row, "
                          "A, b, expect, unique or invariant), found 'na\\x08me'");

    /* A UTF-8 byte-order mark at the start is skipped; anywhere else it is
     * an error like any other stray bytes. */
    cf_problem *p = read_ok("\xEF\xBB\xBF# saved by Notepad\ncf-problem 1\nname bom\nsize 1\n"
                            "row 0 normal\nA dense\n2\nb -1\n", "byte-order mark");
    CF_ASSERT_MSG(p == NULL || (p->A[0] == 2.0 && strcmp(p->name, "bom") == 0), "BOM");
    cf_problem_free(p);
    check_string_rejected("cf-problem 1\n\xEF\xBB\xBFname t\n",
                          "text:2: expected a keyword (cf-problem, name, description, size, row, "
                          "A, b, expect, unique or invariant), found '\\xef\\xbb\\xbfname'");

    /* Without a 'name' line, the file's name without its extension. */
    cf_error err;
    const char *unnamed = "cf-problem 1\nsize 1\nrow 0 normal\nA dense\n1\nb 0\n";
    p = cf_problem_read_string(unnamed, "some/dir/box-3.v2.cf", &err);
    CF_ASSERT_MSG(p != NULL && strcmp(p->name, "box-3.v2") == 0, "name '%s' (%s)",
                  p != NULL ? p->name : "", err.message);
    cf_problem_free(p);
    p = cf_problem_read_string(unnamed, "dir/my box.cf", &err);
    CF_ASSERT_MSG(p == NULL && strcmp(err.message, "dir/my box.cf:6: expected a line 'name "
                                      "IDENT' (the file's own name 'my box' is not made of "
                                      "letters, digits and _ . + -), found the end of the "
                                      "file") == 0,
                  "message '%s'", err.message);
    cf_problem_free(p);
    p = cf_test_load("unnamed.cf");
    CF_ASSERT_MSG(p != NULL && strcmp(p->name, "unnamed") == 0, "unnamed.cf: name '%s'",
                  p != NULL ? p->name : "");
    cf_problem_free(p);

    scratch s;
    if (!make_scratch(&s))
        return;
    char path[128];
    /* An empty file, and one with nothing but a byte-order mark: line 1. */
    const char *empty_texts[] = {"", "\xEF\xBB\xBF"};
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s/empty%d.cf", s.dir, k);
        FILE *empty = fopen(path, "w");
        CF_ASSERT_MSG(empty != NULL, "cannot write %s", path);
        if (empty == NULL)
            continue;
        fputs(empty_texts[k], empty);
        fclose(empty);
        char expected[256];
        snprintf(expected, sizeof expected, "%s:1: expected 'cf-problem 1' as the first line "
                 "that is not a comment, found the end of the file", path);
        p = cf_problem_read_file(path, &err);
        CF_ASSERT_MSG(p == NULL && strcmp(err.message, expected) == 0 && err.line == 1,
                      "empty file %d: '%s'", k, err.message);
        cf_problem_free(p);
    }

    /* The same rules in a vector file. */
    snprintf(path, sizeof path, "%s/v.txt", s.dir);
    FILE *file = fopen(path, "w");
    CF_ASSERT_MSG(file != NULL, "cannot write %s", path);
    if (file != NULL) {
        fputs("\xEF\xBB\xBF" "1 1e-400\n", file);
        fclose(file);
        double *v = cf_read_vector_file(path, 2, &err);
        CF_ASSERT_MSG(v == NULL && strstr(err.message, ":1: expected a number that a double "
                                          "can hold (this one rounds to 0) (number 2 of 2), "
                                          "found '1e-400'") != NULL,
                      "vector file: '%s'", err.message);
        free(v);
    }
    remove_scratch(&s);
}

/* The table of messages in the appendix quotes malformed files: each quoted
 * message (after "PATH:") must be the expected error of one of them, so
 * that the book cannot drift from what the reader says. */
static void test_appendix_quotes_real_messages(void)
{
    const char *appendix = "chapters/appendix-problem-format.md";
    const char *dir = CF_CASES_DIR "/malformed";
    FILE *file = fopen(appendix, "r");
    CF_ASSERT_MSG(file != NULL, "cannot open %s", appendix);
    if (file == NULL)
        return;
    int count, quoted = 0;
    char **names = cf_test_list_files(dir, "", ".cf", &count);
    char line[1024];
    while (fgets(line, sizeof line, file) != NULL) {
        /* Rows of the error table start with the line number: "| `8: expected ..." */
        if (strncmp(line, "| `", 3) != 0 || line[3] < '0' || line[3] > '9')
            continue;
        char *start = line + 3, *end = strchr(start, '`');
        if (end == NULL)
            continue;
        *end = '\0';
        quoted++;
        int found = 0;
        for (int k = 0; k < count && !found; k++) {
            char path[512], expected[512];
            snprintf(path, sizeof path, "%s/%s", dir, names[k]);
            read_expected_error(path, expected, sizeof expected);
            found = expected[0] == ':' && strcmp(expected + 1, start) == 0;
        }
        CF_ASSERT_MSG(found, "%s quotes '%s', which no malformed file expects", appendix, start);
    }
    fclose(file);
    cf_test_free_names(names);
    CF_ASSERT_MSG(quoted >= 10, "%s quotes only %d messages", appendix, quoted);
}

/* Errors not covered by a malformed file, as in-memory strings. */
static void test_malformed_strings(void)
{
    const char *ok_rows = "cf-problem 1\nname t\nsize 2\nrow 0-1 normal\n";
    char text[1024];
    check_string_rejected("", "text:1: expected 'cf-problem 1' as the first line that is not "
                          "a comment, found the end of the file");
    check_string_rejected("# only a comment\n", "text:1: expected 'cf-problem 1' as the first "
                          "line that is not a comment, found the end of the file");
    check_string_rejected("cf-problem 2\n", "text:1: expected format version 1");
    check_string_rejected("cf-problem 1 extra\n", ":1: expected the end of the line after '1', "
                          "found 'extra'");
    check_string_rejected("cf-problem 1\ncf-problem 1\n", ":2: expected one 'cf-problem' line");
    check_string_rejected("cf-problem 1\nname a\nname b\n", ":3: expected one 'name' line, found "
                          "a second one (the first is on line 2)");
    check_string_rejected("cf-problem 1\nname a/b\n", ":2: expected a name made of letters");
    check_string_rejected("cf-problem 1\nname\n", ":2: expected 'name IDENT', found the end of "
                          "the line after 'name'");
    check_string_rejected("cf-problem 1\nsize 0\n", ":2: expected a size N from 1 to 20000, "
                          "found '0'");
    check_string_rejected("cf-problem 1\nsize 20001\n", "found '20001'");
    check_string_rejected("cf-problem 1\nsize -3\n", "found '-3'");
    check_string_rejected("cf-problem 1\nsize 2\nsize 2\n", ":3: expected one 'size' line");
    check_string_rejected("cf-problem 1\nname t\n", ":2: expected a line 'size N', found the "
                          "end of the file");
    check_string_rejected("cf-problem 1\nsize 1\n", ":2: expected the matrix");
    check_string_rejected("cf-problem 1\nname t\nsize 1\nrow 0 normal\nb 1\n",
                          ":5: expected the matrix ('A dense' or 'A sparse K'), found the end");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nrow 0-1 normal\nA dense\n1 0\n",
                          ":6: expected row 1 of A (2 numbers), found the end of the file");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nrow 0-1 normal\nA dense\n1 x\n",
                          ":6: expected a number for row 0, column 1 of A, found 'x'");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nrow 0-1 normal\nA dense 2\n",
                          ":5: expected the end of the line after 'dense', found '2'");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nrow 0-1 normal\nA full\n",
                          ":5: expected 'dense' or 'sparse K' after 'A', found 'full'");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nA sparse 5\n",
                          ":4: expected the number of entries K from 0 to 4 (n*n), found '5'");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nA sparse 2\n0 0 1\n",
                          ":5: expected line 2 of 2 after 'A sparse 2' ('i j value'), found the "
                          "end of the file");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nA sparse 2\n0 0 1\nb 1 2\n",
                          ":6: expected line 2 of 2 after 'A sparse 2' ('i j value'), found 'b'");
    check_string_rejected("cf-problem 1\nname t\nsize 2\nA sparse 1\n0 0\n",
                          ":5: expected 3 words 'i j value' on line 1 of 1");

    snprintf(text, sizeof text, "%sA dense\n1 0\n0 1\nb 1 nan\n", ok_rows);
    check_string_rejected(text, ":8: expected a finite number for entry 1 of b, found 'nan'");
    snprintf(text, sizeof text, "%sA dense\n1 0\n0 1\nb 1\n", ok_rows);
    check_string_rejected(text, ":8: expected 2 numbers in b, found 1");
    snprintf(text, sizeof text, "%sA dense\n1 0\n0 1\nb 1 2\nb 1 2\n", ok_rows);
    check_string_rejected(text, ":9: expected one 'b' line");
    snprintf(text, sizeof text, "%sA dense\n1 0\n0 1\nA dense\n", ok_rows);
    check_string_rejected(text, ":8: expected one 'A' line");
    snprintf(text, sizeof text, "%sexpect f 1 2 tol\n", ok_rows);
    check_string_rejected(text, ":5: expected a tolerance after 'tol', found the end of the line");
    snprintf(text, sizeof text, "%sexpect f 1 2\n", ok_rows);
    check_string_rejected(text, ":5: expected 'tol T' after the 2 numbers of 'expect f'");
    snprintf(text, sizeof text, "%sexpect a 1 tol 0\n", ok_rows);
    check_string_rejected(text, ":5: expected 2 numbers in 'expect a', found 1");
    snprintf(text, sizeof text, "%sexpect a 1 2 tol 0 more\n", ok_rows);
    check_string_rejected(text, ":5: expected the end of the line after the tolerance, found 'more'");
    snprintf(text, sizeof text, "%sexpect f 1 2 tol 0\nexpect f 1 2 tol 0\n", ok_rows);
    check_string_rejected(text, ":6: expected one 'expect f' line");
    snprintf(text, sizeof text, "%sexpect f 1 inf tol 0\n", ok_rows);
    check_string_rejected(text, ":5: expected a finite number for entry 1 of 'expect f'");
    snprintf(text, sizeof text, "%sexpect a 1 2 tol nan\n", ok_rows);
    check_string_rejected(text, ":5: expected a finite number for the tolerance, found 'nan'");
    snprintf(text, sizeof text, "%sexpect forces 1 2\n", ok_rows);
    check_string_rejected(text, ":5: expected 'expect f', 'expect a' or 'expect status', "
                          "found 'expect forces'");
    snprintf(text, sizeof text, "%sexpect status ok\nexpect status ok\n", ok_rows);
    check_string_rejected(text, ":6: expected one 'expect status' line");
    check_string_rejected("cf-problem 1\nunique f maybe\n", ":2: expected 'yes' or 'no' after "
                          "'unique f', found 'maybe'");
    check_string_rejected("cf-problem 1\nunique a yes\n", ":2: expected 'f' (the line has the "
                          "form 'unique f yes|no'), found 'a'");
    check_string_rejected("cf-problem 1\nunique f yes\nunique f no\n", ":3: expected one "
                          "'unique' line");

    /* Rows. */
    check_string_rejected("cf-problem 1\nsize 2\nrow -1 normal\n", ":3: expected a row index from 0 "
                          "to 1, found '-1'");
    check_string_rejected("cf-problem 1\nname t\nsize 1\nrow 0 normal\nA dense\nb 1\n",
                          ":6: expected row 0 of A (1 number), found 'b'");
    check_string_rejected("cf-problem 1\nsize 2\nrow 0\n", ":3: expected 'row I KIND', found the "
                          "end of the line after '0'");
    check_string_rejected("cf-problem 1\nsize 2\nrow 0 contact\n", ":3: expected a row kind "
                          "(normal, bilateral, friction2d, friction3d or dynamic), found 'contact'");
    check_string_rejected("cf-problem 1\nsize 2\nrow 0 normal 1\n", ":3: expected the end of the "
                          "line after 'normal', found '1'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 2-1 normal\n", ":3: expected a range I-J "
                          "with I <= J, found '2-1'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1-4 normal\n", ":3: expected the last row "
                          "of the range I-J from 0 to 3, found '4'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 0-2 normal\nrow 2-3 bilateral\n",
                          ":4: expected each row to be declared once, found row 2 again "
                          "(first declared on line 3)");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1-2 friction2d normal 0 mu 1\n",
                          ":3: expected a single row index for a friction2d row");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1 friction2d normal 0 mu\n",
                          ":3: expected 'row I friction2d normal K mu M', found the end of the "
                          "line after 'mu'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1 friction2d normal 0 mu 1 slide 1\n",
                          ":3: expected the end of the line after '1', found 'slide'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1 friction2d on 0 mu 1\n",
                          ":3: expected 'normal' (the line has the form 'row I friction2d normal "
                          "K mu M'), found 'on'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1 friction3d normal 9 mu 1\n",
                          ":3: expected the index of a normal row from 0 to 3, found '9'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1 friction2d normal 0 mu inf\n",
                          ":3: expected a finite number for mu, found 'inf'");
    check_string_rejected("cf-problem 1\nsize 4\nrow 1 dynamic normal 0 mu 1 slide x\n",
                          ":3: expected a number for slide, found 'x'");

    /* Bindings, checked at the end of the file. */
    const char *tail = "A sparse 0\nb 0 0 0 0\n";
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1 friction2d "
             "normal 0 mu 1\nrow 2 friction2d normal 0 mu 1\nrow 3 normal\n%s", tail);
    check_string_rejected(text, ":6: expected one friction2d row bound to normal row 0, found "
                          "two (rows 1 and 2)");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1 friction3d "
             "normal 0 mu 1\nrow 2 friction3d normal 0 mu 0.5\nrow 3 normal\n%s", tail);
    check_string_rejected(text, ":6: expected the same mu on rows 1 and 2 (both bound to "
                          "normal row 0), found 1 and 0.5");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1-3 "
             "bilateral\nrow 3 dynamic normal 0 mu 1 slide 1\n%s", tail);
    check_string_rejected(text, ":6: expected each row to be declared once, found row 3 again");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1 dynamic "
             "normal 0 mu 1 slide 0.5\nrow 2-3 normal\n%s", tail);
    check_string_rejected(text, ":5: expected slide +1 or -1 for row 1, the only dynamic row of "
                          "normal row 0, found 0.5");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1 dynamic "
             "normal 0 mu 1 slide 1\nrow 2 friction2d normal 0 mu 1\nrow 3 normal\n%s", tail);
    check_string_rejected(text, ":6: expected the rows bound to normal row 0 to be of one kind");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1 dynamic "
             "normal 0 mu 1 slide 0.6\nrow 2 dynamic normal 0 mu 1 slide 0.8\nrow 3 dynamic "
             "normal 0 mu 1 slide 0\n%s", tail);
    check_string_rejected(text, ":7: expected at most two rows bound to normal row 0, found a "
                          "third (row 3, after rows 1 and 2)");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 normal\nrow 1 dynamic "
             "normal 0 mu 1 slide 0.6\nrow 2 dynamic normal 0 mu 2 slide 0.8\nrow 3 normal\n%s",
             tail);
    check_string_rejected(text, ":6: expected the same mu on rows 1 and 2");
    snprintf(text, sizeof text, "cf-problem 1\nname t\nsize 4\nrow 0 friction2d normal 1 mu 1\n"
             "row 1 friction2d normal 0 mu 1\nrow 2-3 normal\n%s", tail);
    check_string_rejected(text, ":4: expected row 0 (friction2d) to be bound to a normal row, "
                          "found row 1, which is friction2d");

    /* Invariants. */
    const char *matrix = "A dense\n1 0\n0 1\nb 0 0\n";
    snprintf(text, sizeof text, "%s%sinvariant x f0 = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected 'invariant LABEL: TERMS = VALUE tol T'");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 + = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected a term after '+' in invariant 'x', found '='");
    snprintf(text, sizeof text, "%s%sinvariant x: = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected at least one term");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 f1 = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected '+' or '-' between the terms of invariant 'x', "
                          "found 'f1'");
    snprintf(text, sizeof text, "%s%sinvariant x: 2 f0 = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected '*' after the coefficient in invariant 'x', found 'f0'");
    snprintf(text, sizeof text, "%s%sinvariant x: 2*b0 = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected f<index> or a<index> after '*' in invariant 'x', "
                          "found 'b0'");
    snprintf(text, sizeof text, "%s%sinvariant x: inf*f0 = 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected a finite coefficient in invariant 'x', found 'inf'");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 1 tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected '= VALUE tol T' after the terms of invariant 'x'");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 = 1 tol\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected a tolerance after 'tol'");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 = 1 within 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected 'tol T' after the value of invariant 'x', found "
                          "'within'");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 = one tol 0\n", ok_rows, matrix);
    check_string_rejected(text, ":9: expected a number for the value of the invariant, found 'one'");
    snprintf(text, sizeof text, "%s%sinvariant x: f0 = 1 tol 0\ninvariant x: f1 = 1 tol 0\n",
             ok_rows, matrix);
    check_string_rejected(text, ":10: expected each invariant label once, found 'x' again");
    snprintf(text, sizeof text, "%s%sinvariant x: f99999999999999999999 = 1 tol 0\n", ok_rows,
             matrix);
    check_string_rejected(text, ":9: expected a variable index from 0 to 1 in invariant 'x', "
                          "found 'f99999999999999999999'");
}

static void test_missing_file(void)
{
    cf_error err;
    const char *path = CF_CASES_DIR "/no-such-file.cf";
    cf_problem *p = cf_problem_read_file(path, &err);
    CF_ASSERT_MSG(p == NULL, "a missing file was read");
    cf_problem_free(p);
    CF_ASSERT_MSG(strcmp(err.message, CF_CASES_DIR "/no-such-file.cf: cannot open: "
                         "No such file or directory") == 0, "message '%s'", err.message);
    CF_ASSERT_MSG(err.line == 0 && strcmp(err.file, path) == 0, "err.file '%s', err.line %d",
                  err.file, err.line);

    double *v = cf_read_vector_file(path, 3, &err);
    CF_ASSERT_MSG(v == NULL && strstr(err.message, ": cannot open: ") != NULL,
                  "vector: message '%s'", err.message);
    free(v);
    cf_problem *s = cf_siconos_read_lcp(path, &err);
    CF_ASSERT_MSG(s == NULL && strstr(err.message, "no-such-file.cf: cannot open: ") != NULL,
                  "siconos: message '%s'", err.message);
    cf_problem_free(s);
}

/* ------------------------------------------------------------------ */
/* Validating and writing problems built in memory                     */
/* ------------------------------------------------------------------ */

/* A 2D contact (rows 0, 1), a 3D contact (rows 2, 3, 4) and a bilateral row 5. */
static cf_problem *make_small_problem(void)
{
    cf_problem *p = cf_problem_new(6);
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "small");
    for (int i = 0; i < 6; i++)
        p->A[i * 6 + i] = 1.0;
    p->rows[1] = (cf_row){CF_ROW_FRICTION2D, 0, 0.5, 0.0};
    p->rows[3] = (cf_row){CF_ROW_FRICTION3D, 2, 0.5, 0.0};
    p->rows[4] = (cf_row){CF_ROW_FRICTION3D, 2, 0.5, 0.0};
    p->rows[5].kind = CF_ROW_BILATERAL;
    return p;
}

/* Break a copy of the small problem with 'breakage' and check that
 * validate names the problem and says what was expected. */
static void check_invalid(void (*breakage)(cf_problem *p), const char *expected)
{
    cf_problem *p = make_small_problem();
    if (p == NULL)
        return;
    breakage(p);
    cf_error err;
    memset(&err, 0, sizeof err);
    snprintf(err.file, sizeof err.file, "built");
    int status = cf_problem_validate(p, &err);
    CF_ASSERT_MSG(status == -1, "validate accepted a problem that should fail with '%s'", expected);
    if (status == -1) {
        CF_ASSERT_MSG(strncmp(err.message, "built: expected", 15) == 0 && err.line == 0,
                      "message '%s' (line %d)", err.message, err.line);
        CF_ASSERT_MSG(strstr(err.message, expected) != NULL, "message '%s' lacks '%s'",
                      err.message, expected);
    }
    char *text = write_to_string(p);
    CF_ASSERT_MSG(text == NULL, "the writer wrote an invalid problem ('%s')", expected);
    free(text);
    cf_problem_free(p);
}

static void nan_in_A(cf_problem *p) { p->A[7] = NAN; }
static void inf_in_b(cf_problem *p) { p->b[2] = -INFINITY; }
static void negative_mu(cf_problem *p) { p->rows[1].mu = -0.1; }
static void bound_to_bilateral(cf_problem *p) { p->rows[1].normal = 5; }
static void bound_to_itself(cf_problem *p) { p->rows[1].normal = 1; }
static void bound_out_of_range(cf_problem *p) { p->rows[1].normal = 6; }
static void one_tangent(cf_problem *p) { p->rows[4].kind = CF_ROW_NORMAL; p->rows[4].normal = -1; p->rows[4].mu = 0; }
static void mixed_kinds(cf_problem *p) { p->rows[1].normal = 2; }
static void normal_with_mu(cf_problem *p) { p->rows[0].mu = 0.3; }
static void bad_kind(cf_problem *p) { p->rows[0].kind = CF_ROW_KIND_COUNT; }
static void friction_with_slide(cf_problem *p) { p->rows[1].slide = 1.0; }
static void dynamic_not_unit(cf_problem *p)
{
    p->rows[3].kind = p->rows[4].kind = CF_ROW_DYNAMIC;
    p->rows[3].slide = 0.6;
    p->rows[4].slide = 0.81;
}
static void bad_expect_tol(cf_problem *p)
{
    p->expect_a = calloc(6, sizeof *p->expect_a);
    p->expect_a_tol = -1e-9;
}
static void bad_unique(cf_problem *p) { p->f_unique = 2; }
static void bad_status(cf_problem *p) { p->has_expect_status = 1; p->expect_status = CF_STATUS_COUNT; }

static void test_validate(void)
{
    cf_problem *p = make_small_problem();
    cf_error err;
    memset(&err, 0, sizeof err);
    CF_ASSERT_MSG(p != NULL && cf_problem_validate(p, &err) == 0, "valid problem: %s", err.message);
    p->rows[3].kind = p->rows[4].kind = CF_ROW_DYNAMIC;
    p->rows[3].slide = 0.6;
    p->rows[4].slide = -0.8;
    CF_ASSERT_MSG(cf_problem_validate(p, &err) == 0, "3D sliding contact: %s", err.message);
    CF_ASSERT_MSG(cf_problem_validate(p, NULL) == 0, "err may be NULL");
    cf_problem_free(p);
    CF_ASSERT_MSG(cf_problem_validate(NULL, &err) == -1, "NULL problem");

    check_invalid(nan_in_A, "expected finite numbers in A, found nan at row 1, column 1");
    check_invalid(inf_in_b, "expected finite numbers in b, found -inf at entry 2");
    check_invalid(negative_mu, "expected mu >= 0 for row 1 (friction2d), found -0.1");
    check_invalid(bound_to_bilateral, "expected row 1 (friction2d) to be bound to a normal row, "
                  "found row 5, which is bilateral");
    check_invalid(bound_to_itself, "expected row 1 (friction2d) to be bound to a normal row "
                  "other than itself");
    check_invalid(bound_out_of_range, "expected row 1 (friction2d) to be bound to a row from 0 "
                  "to 5, found normal 6");
    check_invalid(one_tangent, "expected two friction3d rows bound to normal row 2 (one per "
                  "tangent direction), found one (row 3)");
    check_invalid(mixed_kinds, "expected at most two rows bound to normal row 2, found a third");
    check_invalid(normal_with_mu, "expected row 0 (normal) to have normal -1, mu 0 and slide 0");
    check_invalid(bad_kind, "expected row 0 to have a kind from 0 to 4, found 5");
    check_invalid(friction_with_slide, "expected slide 0 for row 1 (friction2d), found 1");
    check_invalid(dynamic_not_unit, "expected the slides of dynamic rows 3 and 4 to form a unit "
                  "vector");
    check_invalid(bad_expect_tol, "expected a tolerance >= 0 for 'expect a', found -1e-09");
    check_invalid(bad_unique, "expected f_unique to be -1, 0 or 1, found 2");
    check_invalid(bad_status, "expected a status from 0 to");
}

static void test_write_refuses_what_cannot_be_read_back(void)
{
    cf_problem *p = make_small_problem();
    if (p == NULL)
        return;
    char *text = write_to_string(p);
    CF_ASSERT_MSG(text != NULL, "a valid problem is written");
    free(text);

    p->name[0] = '\0';
    text = write_to_string(p);
    CF_ASSERT_MSG(text == NULL, "a problem without a name is not written");
    free(text);
    snprintf(p->name, sizeof p->name, "has space");
    text = write_to_string(p);
    CF_ASSERT_MSG(text == NULL, "a name with a space is not written");
    free(text);
    snprintf(p->name, sizeof p->name, "small");

    const char *unwritable[] = {"Example #3", " leading blank", "trailing blank ",
                                "line\n second line indented"};
    for (size_t k = 0; k < sizeof unwritable / sizeof unwritable[0]; k++) {
        free(p->description);
        p->description = malloc(strlen(unwritable[k]) + 1);
        if (p->description == NULL)
            break;
        strcpy(p->description, unwritable[k]);
        text = write_to_string(p);
        CF_ASSERT_MSG(text == NULL, "description '%s' is not written", unwritable[k]);
        free(text);
    }
    if (p->description != NULL) {
        free(p->description);
        p->description = malloc(32);
        if (p->description != NULL)
            snprintf(p->description, 32, "\nfirst line was empty\n");
        check_round_trip(p, "description with empty lines");
    }
    int status = cf_problem_write(NULL, p);
    CF_ASSERT_MSG(status == -1, "writing to NULL fails");
    cf_problem_free(p);
}

/* ------------------------------------------------------------------ */
/* Vector files                                                        */
/* ------------------------------------------------------------------ */

static void test_vector_files(void)
{
    scratch s;
    if (!make_scratch(&s))
        return;
    char path[256];
    cf_error err;

    if (write_scratch_file(&s, "good.txt", "# forces of Example 3\n1.5 2\n\n  -3e-2 # inline\n"
                           "4\n", path, sizeof path)) {
        double *v = cf_read_vector_file(path, 4, &err);
        CF_ASSERT_MSG(v != NULL, "good vector: %s", err.message);
        if (v != NULL) {
            CF_ASSERT_NEAR(v[0], 1.5, 0, "good.txt[0]");
            CF_ASSERT_NEAR(v[2], -0.03, 0, "good.txt[2]");
            CF_ASSERT_NEAR(v[3], 4, 0, "good.txt[3]");
        }
        free(v);
        v = cf_read_vector_file(path, 5, &err);
        CF_ASSERT_MSG(v == NULL && strstr(err.message, "good.txt:5: expected 5 numbers, found 4") != NULL,
                      "too few: '%s'", err.message);
        free(v);
        v = cf_read_vector_file(path, 3, &err);
        CF_ASSERT_MSG(v == NULL && strstr(err.message, "good.txt:5: expected 3 numbers, found "
                                          "more: '4' is number 4") != NULL,
                      "too many: '%s'", err.message);
        free(v);
        v = cf_read_vector_file(path, 0, &err);
        CF_ASSERT_MSG(v == NULL && strstr(err.message, "expected a vector length of at least 1") != NULL,
                      "n = 0: '%s'", err.message);
        free(v);
    }
    if (write_scratch_file(&s, "bad.txt", "1 2\n3 x4\n", path, sizeof path)) {
        double *v = cf_read_vector_file(path, 4, &err);
        CF_ASSERT_MSG(v == NULL && strstr(err.message, "bad.txt:2: expected a number (number 4 "
                                          "of 4), found 'x4'") != NULL,
                      "bad token: '%s'", err.message);
        CF_ASSERT_MSG(err.line == 2, "err.line %d", err.line);
        free(v);
    }
    if (write_scratch_file(&s, "nan.txt", "1 nan\n", path, sizeof path)) {
        double *v = cf_read_vector_file(path, 2, &err);
        CF_ASSERT_MSG(v == NULL && strstr(err.message, "nan.txt:1: expected a finite number "
                                          "(number 2 of 2), found 'nan'") != NULL,
                      "nan: '%s'", err.message);
        free(v);
    }
    remove_scratch(&s);
}

/* ------------------------------------------------------------------ */
/* The Siconos peer files                                              */
/* ------------------------------------------------------------------ */

/* One row of a MANIFEST.tsv: the columns we check. */
typedef struct manifest_row {
    char file[128];
    int n, dim, contacts;  /* dim and contacts are 0 in the LCP manifest */
} manifest_row;

typedef struct manifest {
    manifest_row *rows;
    int count;
} manifest;

/* The index of column 'name' in a tab-separated header, or -1. */
static int column_index(const char *header, const char *name)
{
    int index = 0;
    const char *field = header;
    for (;;) {
        size_t length = strcspn(field, "\t\r\n");
        if (length == strlen(name) && strncmp(field, name, length) == 0)
            return index;
        if (field[length] != '\t')
            return -1;
        field += length + 1;
        index++;
    }
}

/* Field 'index' of a tab-separated line, copied into out. */
static void field_of(const char *line, int index, char *out, size_t size)
{
    const char *field = line;
    for (int k = 0; k < index && field != NULL; k++) {
        field = strchr(field, '\t');
        field = field != NULL ? field + 1 : NULL;
    }
    out[0] = '\0';
    if (field == NULL || index < 0)
        return;
    size_t length = strcspn(field, "\t\r\n");
    snprintf(out, size, "%.*s", (int)length, field);
}

static manifest load_manifest(const char *dir)
{
    manifest m = {NULL, 0};
    char path[512];
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    FILE *file = fopen(path, "r");
    CF_ASSERT_MSG(file != NULL, "cannot open %s", path);
    if (file == NULL)
        return m;
    char *line = NULL;
    size_t capacity = 0;
    int file_col = -1, n_col = -1, dim_col = -1, contacts_col = -1, capacity_rows = 0;
    if (getline(&line, &capacity, file) > 0) {
        file_col = column_index(line, "file");
        n_col = column_index(line, "n");
        dim_col = column_index(line, "dim");
        contacts_col = column_index(line, "contacts");
    }
    CF_ASSERT_MSG(file_col >= 0 && n_col >= 0, "%s: no 'file' and 'n' columns", path);
    while (file_col >= 0 && n_col >= 0 && getline(&line, &capacity, file) > 0) {
        if (m.count == capacity_rows) {
            capacity_rows = capacity_rows == 0 ? 64 : 2 * capacity_rows;
            manifest_row *bigger = realloc(m.rows, (size_t)capacity_rows * sizeof *bigger);
            if (bigger == NULL)
                break;
            m.rows = bigger;
        }
        manifest_row *row = &m.rows[m.count++];
        char number[32];
        field_of(line, file_col, row->file, sizeof row->file);
        field_of(line, n_col, number, sizeof number);
        row->n = atoi(number);
        field_of(line, dim_col, number, sizeof number);
        row->dim = atoi(number);
        field_of(line, contacts_col, number, sizeof number);
        row->contacts = atoi(number);
    }
    free(line);
    fclose(file);
    return m;
}

static const manifest_row *find_in_manifest(const manifest *m, const char *file)
{
    for (int k = 0; k < m->count; k++)
        if (strcmp(m->rows[k].file, file) == 0)
            return &m->rows[k];
    return NULL;
}

static int count_rows(const cf_problem *p, cf_row_kind kind)
{
    int count = 0;
    for (int i = 0; i < p->n; i++)
        count += p->rows[i].kind == kind;
    return count;
}

/* Every .dat in dir loads and matches its manifest row. */
static void check_peer_directory(const char *kind)
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s/%s", CF_PEER_DIR, kind);
    int is_fc = strcmp(kind, "fc") == 0;
    manifest m = load_manifest(dir);
    int count;
    char **names = cf_test_list_files(dir, "", ".dat", &count);
    CF_ASSERT_MSG(count > 0 && count == m.count, "%s: %d .dat files, %d manifest rows",
                  dir, count, m.count);
    for (int k = 0; k < count; k++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[k]);
        const manifest_row *row = find_in_manifest(&m, names[k]);
        CF_ASSERT_MSG(row != NULL, "%s is not in the manifest", path);
        cf_error err;
        cf_problem *p = is_fc ? cf_siconos_read_fc(path, &err) : cf_siconos_read_lcp(path, &err);
        CF_ASSERT_MSG(p != NULL, "%s", p == NULL ? err.message : "");
        if (p != NULL && row != NULL) {
            CF_ASSERT_MSG(p->n == row->n, "%s: n = %d, manifest %d", path, p->n, row->n);
            int contacts = count_rows(p, CF_ROW_NORMAL);
            if (is_fc) {
                int dim = count_rows(p, CF_ROW_FRICTION2D) > 0 ? 2 : 3;
                CF_ASSERT_MSG(dim == row->dim && contacts == row->contacts &&
                                  contacts * dim == p->n,
                              "%s: dim %d, %d contacts; manifest dim %d, %d contacts",
                              path, dim, contacts, row->dim, row->contacts);
            } else {
                CF_ASSERT_MSG(contacts == p->n, "%s: every LCP row is normal", path);
            }
            char base[128];
            snprintf(base, sizeof base, "%.*s", (int)(strlen(names[k]) - 4), names[k]);
            CF_ASSERT_MSG(strcmp(p->name, base) == 0, "%s: name '%s'", path, p->name);
            CF_ASSERT_MSG(strstr(p->description, names[k]) != NULL &&
                              strstr(p->description, "Siconos") != NULL,
                          "%s: description '%s'", path, p->description);
        }
        cf_problem_free(p);
    }
    cf_test_free_names(names);
    free(m.rows);
}

static void test_peer_lcp_files(void)
{
    check_peer_directory("lcp");
}

static void test_peer_fc_files(void)
{
    check_peer_directory("fc");
}

/* Every .sol has n numbers, n from the manifest row of its .dat. */
static void test_peer_solutions(void)
{
    const char *kinds[] = {"lcp", "fc"};
    for (int d = 0; d < 2; d++) {
        char dir[256];
        snprintf(dir, sizeof dir, "%s/%s", CF_PEER_DIR, kinds[d]);
        manifest m = load_manifest(dir);
        int count;
        char **names = cf_test_list_files(dir, "", ".sol", &count);
        CF_ASSERT_MSG(count > 0, "%s: no .sol files", dir);
        for (int k = 0; k < count; k++) {
            char path[512], dat[128];
            snprintf(path, sizeof path, "%s/%s", dir, names[k]);
            snprintf(dat, sizeof dat, "%.*s.dat", (int)(strlen(names[k]) - 4), names[k]);
            const manifest_row *row = find_in_manifest(&m, dat);
            CF_ASSERT_MSG(row != NULL, "%s: no manifest row for %s", path, dat);
            if (row == NULL)
                continue;
            cf_error err;
            double *solution = cf_read_vector_file(path, row->n, &err);
            CF_ASSERT_MSG(solution != NULL, "%s", solution == NULL ? err.message : "");
            free(solution);
        }
        cf_test_free_names(names);
        free(m.rows);
    }
}

static cf_problem *load_peer(const char *kind, const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s/%s", CF_PEER_DIR, kind, file);
    cf_error err;
    cf_problem *p = strcmp(kind, "fc") == 0 ? cf_siconos_read_fc(path, &err)
                                            : cf_siconos_read_lcp(path, &err);
    CF_ASSERT_MSG(p != NULL, "%s", p == NULL ? err.message : "");
    return p;
}

static void check_matrix(const cf_problem *p, const double *A, const double *b, int n,
                         const char *where)
{
    CF_ASSERT_MSG(p->n == n, "%s: n = %d, want %d", where, p->n, n);
    if (p->n != n)
        return;
    for (int k = 0; k < n * n; k++)
        CF_ASSERT_NEAR(p->A[k], A[k], 0, where);
    for (int i = 0; i < n; i++)
        CF_ASSERT_NEAR(p->b[i], b[i], 0, where);
}

static void test_peer_spot_checks(void)
{
    /* Dense storage is column-major: read as rows it would be the transpose. */
    cf_problem *p = load_peer("lcp", "lcp_CPS_2.dat");
    if (p != NULL) {
        const double A[] = {0, -1, 2, 2, 0, -2, -1, 1, 0}, b[] = {-3, 6, -1};
        check_matrix(p, A, b, 3, "lcp_CPS_2 (dense, nonsymmetric)");
        CF_ASSERT_MSG(cf_problem_all_rows(p, CF_ROW_NORMAL), "lcp_CPS_2: all rows normal");
    }
    cf_problem_free(p);

    p = load_peer("lcp", "lcp_deudeu_block.dat");
    if (p != NULL) {
        const double A[] = {2, 1, 1, 2}, b[] = {-5, -6};
        check_matrix(p, A, b, 2, "lcp_deudeu_block (SBM)");
    }
    cf_problem_free(p);

    p = load_peer("fc", "FrictionContact3D_1c.dat");
    if (p != NULL) {
        const double A[] = {15, -1, -2, -1, 14, 1, -2, 1, 16}, b[] = {-1, 2, 3};
        check_matrix(p, A, b, 3, "FrictionContact3D_1c");
        CF_ASSERT_MSG(p->n == 3 && p->rows[0].kind == CF_ROW_NORMAL, "row 0 normal");
        for (int i = 1; i < 3 && p->n == 3; i++) {
            CF_ASSERT_MSG(p->rows[i].kind == CF_ROW_FRICTION3D && p->rows[i].normal == 0,
                          "row %d: friction3d bound to row 0", i);
            CF_ASSERT_NEAR(p->rows[i].mu, 0.1, 0, "FrictionContact3D_1c mu");
        }
    }
    cf_problem_free(p);

    /* The same matrix in dense and in sparse-block storage. */
    const char *pairs[][2] = {{"lcp_ortiz.dat", "lcp_ortiz_block.dat"},
                              {"lcp_trivial.dat", "lcp_trivial_block.dat"}};
    for (int k = 0; k < 2; k++) {
        cf_problem *dense = load_peer("lcp", pairs[k][0]);
        cf_problem *block = load_peer("lcp", pairs[k][1]);
        if (dense != NULL && block != NULL) {
            CF_ASSERT_MSG(dense->n == block->n, "%s and %s: sizes", pairs[k][0], pairs[k][1]);
            if (dense->n == block->n)
                check_matrix(block, dense->A, dense->b, dense->n, pairs[k][1]);
        }
        cf_problem_free(dense);
        cf_problem_free(block);
    }

    /* CSparse storage (values have 6 digits), a 2D friction problem. */
    p = load_peer("fc", "fc2d_granularflowonwall_00667_00000.dat");
    if (p != NULL && p->n == 1334) {
        CF_ASSERT_NEAR(p->A[0], 856.713, 0, "granular A[0][0]");
        CF_ASSERT_NEAR(p->A[649 * 1334 + 0], -454.43, 0, "granular A[649][0]");
        CF_ASSERT_NEAR(p->A[649 * 1334 + 1], 903.676, 0, "granular A[649][1]");
        CF_ASSERT_NEAR(p->A[1 * 1334 + 0], 0, 0, "granular A[1][0], not stored");
        CF_ASSERT_MSG(p->rows[1].kind == CF_ROW_FRICTION2D && p->rows[1].normal == 0 &&
                          p->rows[1333].normal == 1332, "granular: 2D contacts");
    }
    cf_problem_free(p);
}

/* Malformed Siconos files name the path and the line of the bad word. */
static void test_peer_errors(void)
{
    static const struct {
        const char *text;
        int is_fc;
        const char *expected;
    } cases[] = {
        {"3\n1\n0\n3\n3\n3 3\n15 -1 -2\n", 1,
         "fc.dat:7: expected M(0,1) (a finite number), found the end of the file"},
        {"3\n1\n0\n3\n3\n3 3\n15 -1 -2\n-1 x 1\n", 1,
         "fc.dat:8: expected M(1,1) (a finite number), found 'x'"},
        {"4\n1\n", 1, "fc.dat:1: expected the dimension d from 2 to 3, found '4'"},
        {"2\n7\n2\n2\n", 0, "lcp.dat:2: expected the matrix storage (0 dense, 1 sparse block, "
                            "2 sparse) from 0 to 2, found '7'"},
        {"2\n0\n2\n3\n", 0, "lcp.dat:4: expected the number of columns of the matrix, n, 2, "
                            "found '3'"},
        {"2\n0\n2\n2\n2 2\n1 0 0 1\n1\n", 0,
         "lcp.dat:7: expected q[1] (a finite number), found the end of the file"},
        {"2\n1\n2\n2\n1\n1\n1\n3\n", 0, "lcp.dat:8: expected the end of a block row, 2, found '3'"},
        {"2\n1\n2\n2\n1\n1\n1\n2\n2\n2\n1\n0 1\n0\n5\n", 0,
         "lcp.dat:14: expected the number of the next block, 0, found '5'"},
        {"2\n1\n0\n2\n2\n2 2\n1 0 0 1\n0.5 -1\n-1\n", 1,
         "fc.dat:9: expected mu[0] >= 0, found '-1'"},
        {"2\n1\n2\n2\n2\n2\nCSparse Version\n2-by-2, nzmax: 1 nnz: 1, 1-norm: 1\n"
         "    col 0 : locations 0 to 0\n      5 : 1\n", 1,
         "fc.dat:10: expected a line 'I : VALUE' with I from 0 to 1"},
        {"2\n1\n2\n2\n2\n2\nCSparse Version\n2-by-2, nzmax: 1 nnz: 1, 1-norm: 1\n"
         "    col 1 : locations 0 to 0\n", 1,
         "fc.dat:9: expected 'col 0 : locations 0 to B' with B < 1"},
        {"2\n1\n2\n2\n2\n2\nCSparse Version\n3-by-3, nzmax: 1 nnz: 1\n", 1,
         "fc.dat:8: expected a 2-by-2 matrix"},
    };
    scratch s;
    if (!make_scratch(&s))
        return;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char path[256];
        if (!write_scratch_file(&s, cases[k].is_fc ? "fc.dat" : "lcp.dat", cases[k].text, path,
                                sizeof path))
            continue;
        cf_error err;
        cf_problem *p = cases[k].is_fc ? cf_siconos_read_fc(path, &err)
                                       : cf_siconos_read_lcp(path, &err);
        CF_ASSERT_MSG(p == NULL, "case %zu was accepted", k);
        if (p == NULL) {
            CF_ASSERT_MSG(strstr(err.message, cases[k].expected) != NULL &&
                              strncmp(err.message, path, strlen(path)) == 0,
                          "case %zu: message '%s' lacks '%s'", k, err.message, cases[k].expected);
        }
        cf_problem_free(p);
    }
    remove_scratch(&s);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"format-all-kinds.cf: every row kind, numbers, expectations, invariants", test_all_kinds_file},
        {"format-sparse.cf: sparse A, rows in any order, expected status", test_sparse_file},
        {"format-minimal.cf: Example 1, a particle on a floor", test_minimal_file},
        {"round trip: read(write(p)) == p for every format-*.cf", test_round_trip_format_files},
        {"round trip: n = 100 is written sparse, n = 64 dense", test_round_trip_large_sparse},
        {"strings: CRLF, comments, descriptions, order, names, statuses", test_strings_with_every_form},
        {"strings: invariant terms with and without blanks", test_invariant_terms},
        {"strings: a dense problem of n = 4096", test_large_dense_string},
        {"malformed files: each fails with its # expect-error message", test_malformed_files},
        {"malformed strings: one message per rule", test_malformed_strings},
        {"bytes and numbers: escapes, 1e-400, 0x1p3, BOM, default name", test_messages_about_bytes_and_numbers},
        {"the appendix quotes the messages the reader gives", test_appendix_quotes_real_messages},
        {"a missing file: PATH: cannot open: ...", test_missing_file},
        {"validate: problems built in memory", test_validate},
        {"write: refuses what it cannot read back", test_write_refuses_what_cannot_be_read_back},
        {"vector files: comments, wrong counts, bad numbers", test_vector_files},
        {"Siconos: every LCP file loads and matches MANIFEST.tsv", test_peer_lcp_files},
        {"Siconos: every friction-contact file loads and matches MANIFEST.tsv", test_peer_fc_files},
        {"Siconos: every .sol file has n numbers", test_peer_solutions},
        {"Siconos: lcp_CPS_2, lcp_deudeu_block, FrictionContact3D_1c and others", test_peer_spot_checks},
        {"Siconos: malformed files name the path and line", test_peer_errors},
        {NULL, NULL},
    };
    return cf_test_main("common: problem files", tests);
}
