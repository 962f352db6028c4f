/* wire.c - the problem and result records of wire.h. */
#include "wire.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- writing ---- */

static int put_u32(FILE *out, uint32_t value)
{
    return fwrite(&value, sizeof value, 1, out) == 1 ? 0 : -1;
}

static int put_int(FILE *out, int value)
{
    int32_t v = (int32_t)value;
    return fwrite(&v, sizeof v, 1, out) == 1 ? 0 : -1;
}

static int put_doubles(FILE *out, size_t count, const double *values)
{
    return fwrite(values, sizeof *values, count, out) == count ? 0 : -1;
}

int cf_wire_write_problem(FILE *out, const cf_problem *p, int max_pivots)
{
    const size_t n = (size_t)p->n;
    int bad = put_u32(out, CF_WIRE_PROBLEM_MAGIC) | put_int(out, p->n) | put_int(out, max_pivots);
    for (size_t i = 0; i < n && !bad; i++) {
        bad |= put_int(out, (int)p->rows[i].kind) | put_int(out, p->rows[i].normal);
        bad |= put_doubles(out, 1, &p->rows[i].mu) | put_doubles(out, 1, &p->rows[i].slide);
    }
    if (!bad)
        bad = put_doubles(out, n * n, p->A) | put_doubles(out, n, p->b)
            | put_u32(out, CF_WIRE_END_MAGIC);
    return bad != 0 || fflush(out) != 0 ? -1 : 0;
}

int cf_wire_write_result(FILE *out, int status, int n, const double *f, const double *a,
                         int input_changed, int calls_differ, const cf_trace *trace)
{
    int count = trace != NULL ? trace->count : 0;
    int dropped = count > CF_WIRE_MAX_PIVOTS;
    if (dropped)
        count = CF_WIRE_MAX_PIVOTS;
    int bad = put_u32(out, CF_WIRE_RESULT_MAGIC) | put_int(out, status) | put_int(out, n)
            | put_int(out, input_changed) | put_int(out, calls_differ) | put_int(out, count)
            | put_int(out, dropped)
            | put_doubles(out, (size_t)n, f) | put_doubles(out, (size_t)n, a);
    size_t vectors = 0, per_pivot = (size_t)n * (4 * sizeof(double) + 1);
    for (int k = 0; k < count && !bad; k++) {
        const cf_pivot *pivot = &trace->pivots[k];
        int with_vectors = (vectors += per_pivot) <= CF_WIRE_VECTOR_BUDGET;
        bad |= put_int(out, pivot->drive) | put_int(out, pivot->d) | put_int(out, pivot->j)
              | put_int(out, (int)pivot->move);
        bad |= put_doubles(out, 1, &pivot->s) | put_int(out, with_vectors);
        if (with_vectors && !bad) {
            bad |= put_doubles(out, (size_t)n, pivot->df) | put_doubles(out, (size_t)n, pivot->da);
            bad |= put_doubles(out, (size_t)n, pivot->f) | put_doubles(out, (size_t)n, pivot->a);
            bad |= fwrite(pivot->sets, 1, (size_t)n, out) != (size_t)n;
        }
    }
    if (!bad)
        bad = put_u32(out, CF_WIRE_END_MAGIC);
    return bad != 0 || fflush(out) != 0 ? -1 : 0;
}

/* ---- reading: a cursor over bytes that refuses to run past the end ---- */

typedef struct cursor {
    const unsigned char *data;
    size_t size, at;
    int short_read;
} cursor;

static void take(cursor *c, void *to, size_t size)
{
    if (c->short_read || c->size - c->at < size) {
        c->short_read = 1;
        memset(to, 0, size);
        return;
    }
    memcpy(to, c->data + c->at, size);
    c->at += size;
}

static uint32_t take_u32(cursor *c)
{
    uint32_t v;
    take(c, &v, sizeof v);
    return v;
}

static int take_int(cursor *c)
{
    int32_t v;
    take(c, &v, sizeof v);
    return (int)v;
}

static double take_double(cursor *c)
{
    double v;
    take(c, &v, sizeof v);
    return v;
}

static void say(char *why, size_t why_size, const char *text)
{
    if (why != NULL && why_size > 0)
        snprintf(why, why_size, "%s", text);
}

/* Everything on in (the file is small and written by the grader). */
static unsigned char *read_all(FILE *in, size_t *size, char *why, size_t why_size)
{
    size_t capacity = 1 << 16;
    *size = 0;
    unsigned char *data = malloc(capacity);
    if (data == NULL) {
        say(why, why_size, "out of memory");
        return NULL;
    }
    size_t got;
    while ((got = fread(data + *size, 1, capacity - *size, in)) > 0) {
        *size += got;
        if (*size == capacity) {
            unsigned char *bigger = capacity < ((size_t)1 << 30) ? realloc(data, capacity * 2) : NULL;
            if (bigger == NULL) {
                free(data);
                say(why, why_size, "problem too large");
                return NULL;
            }
            data = bigger;
            capacity *= 2;
        }
    }
    return data;
}

static cf_problem *take_problem(cursor *c, int *max_pivots, char *why, size_t why_size)
{
    cf_problem *p = NULL;
    int n = 0;
    if (take_u32(c) != CF_WIRE_PROBLEM_MAGIC || (n = take_int(c)) < 1 || n > CF_WIRE_MAX_N
        || (*max_pivots = take_int(c)) < 0) {
        say(why, why_size, "not a problem record");
        return NULL;
    }
    p = cf_problem_new(n);
    if (p == NULL) {
        say(why, why_size, "out of memory");
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        p->rows[i].kind = (cf_row_kind)take_int(c);
        p->rows[i].normal = take_int(c);
        p->rows[i].mu = take_double(c);
        p->rows[i].slide = take_double(c);
    }
    for (size_t k = 0; k < (size_t)n * (size_t)n; k++)
        p->A[k] = take_double(c);
    for (int i = 0; i < n; i++)
        p->b[i] = take_double(c);
    if (take_u32(c) != CF_WIRE_END_MAGIC || c->short_read) {
        say(why, why_size, "truncated problem record");
        cf_problem_free(p);
        p = NULL;
    }
    return p;
}

void cf_wire_problems_free(cf_problem **problems, int *max_pivots, int count)
{
    for (int k = 0; problems != NULL && k < count; k++)
        cf_problem_free(problems[k]);
    free(problems);
    free(max_pivots);
}

cf_problem **cf_wire_read_problems(FILE *in, int **max_pivots, int *count, char *why,
                                   size_t why_size)
{
    size_t size;
    *count = 0;
    *max_pivots = NULL;
    unsigned char *data = read_all(in, &size, why, why_size);
    if (data == NULL)
        return NULL;
    cf_problem **problems = calloc(CF_WIRE_MAX_BATCH, sizeof *problems);
    int *limits = calloc(CF_WIRE_MAX_BATCH, sizeof *limits);
    cursor c = {.data = data, .size = size};
    int bad = problems == NULL || limits == NULL;
    if (bad)
        say(why, why_size, "out of memory");
    while (!bad && (*count == 0 || c.at < c.size)) {
        if (*count == CF_WIRE_MAX_BATCH) {
            say(why, why_size, "too many problem records");
            bad = 1;
        } else if ((problems[*count] = take_problem(&c, &limits[*count], why, why_size)) == NULL) {
            bad = 1;
        } else {
            ++*count;
        }
    }
    free(data);
    if (bad) {
        cf_wire_problems_free(problems, limits, *count);
        *count = 0;
        return NULL;
    }
    *max_pivots = limits;
    return problems;
}

void cf_wire_result_free(cf_wire_result *r)
{
    for (int k = 0; r->pivots != NULL && k < r->pivot_count; k++) {
        cf_wire_pivot *pivot = &r->pivots[k];
        free(pivot->df);
        free(pivot->da);
        free(pivot->f);
        free(pivot->a);
        free(pivot->sets);
    }
    free(r->f);
    free(r->a);
    free(r->pivots);
    memset(r, 0, sizeof *r);
}

/* Every membership code of trace.h: C, NC, not yet considered, bilateral,
 * and the friction states of stages 4 and 5. */
static const char known_sets[] = {CF_SET_CLAMPED, CF_SET_UNCLAMPED, CF_SET_IGNORED,
                                  CF_SET_BILATERAL, CF_SET_STICKING, CF_SET_BOUND_PLUS,
                                  CF_SET_BOUND_MINUS, CF_SET_CONE,
                                  CF_SET_FRICTIONLESS, '\0'};

/* The vectors of one pivot: -1 on no memory or a malformed record. */
static int take_vectors(cursor *c, int n, cf_wire_pivot *pivot)
{
    double **vectors[4] = {&pivot->df, &pivot->da, &pivot->f, &pivot->a};
    for (int v = 0; v < 4; v++) {
        *vectors[v] = malloc((size_t)n * sizeof **vectors[v]);
        if (*vectors[v] == NULL)
            return -1;
        for (int i = 0; i < n; i++)
            (*vectors[v])[i] = take_double(c);
    }
    pivot->sets = malloc((size_t)n);
    if (pivot->sets == NULL)
        return -1;
    take(c, pivot->sets, (size_t)n);
    for (int i = 0; i < n; i++)
        if (strchr(known_sets, pivot->sets[i]) == NULL || pivot->sets[i] == '\0')
            return -1;
    return c->short_read ? -1 : 0;
}

int cf_wire_parse_result(const unsigned char *data, size_t size, int n, cf_wire_result *r,
                         char *why, size_t why_size)
{
    size_t used = 0;
    if (cf_wire_parse_result_prefix(data, size, n, r, &used, why, why_size) != 0)
        return -1;
    if (used != size) {
        say(why, why_size, "the result record is truncated or has extra bytes");
        cf_wire_result_free(r);
        return -1;
    }
    return 0;
}

int cf_wire_parse_result_prefix(const unsigned char *data, size_t size, int n, cf_wire_result *r,
                                size_t *used, char *why, size_t why_size)
{
    memset(r, 0, sizeof *r);
    *used = 0;
    cursor c = {.data = data, .size = size};
    if (take_u32(&c) != CF_WIRE_RESULT_MAGIC) {
        say(why, why_size, "the result record does not start as one");
        return -1;
    }
    r->status = take_int(&c);
    r->n = take_int(&c);
    r->input_changed = take_int(&c);
    r->calls_differ = take_int(&c);
    r->pivot_count = take_int(&c);
    r->pivots_dropped = take_int(&c);
    if (c.short_read || r->status < 0 || r->status >= CF_STATUS_COUNT || r->n != n
        || (r->input_changed != 0 && r->input_changed != 1)
        || (r->calls_differ != 0 && r->calls_differ != 1) || r->pivot_count < 0
        || r->pivot_count > CF_WIRE_MAX_PIVOTS || (r->pivots_dropped != 0 && r->pivots_dropped != 1)) {
        say(why, why_size, "the result record's header is out of range");
        memset(r, 0, sizeof *r);
        return -1;
    }
    r->f = malloc((size_t)n * sizeof *r->f);
    r->a = malloc((size_t)n * sizeof *r->a);
    r->pivots = calloc((size_t)(r->pivot_count > 0 ? r->pivot_count : 1), sizeof *r->pivots);
    if (r->f == NULL || r->a == NULL || r->pivots == NULL) {
        say(why, why_size, "out of memory reading the result");
        cf_wire_result_free(r);
        return -1;
    }
    for (int i = 0; i < n; i++)
        r->f[i] = take_double(&c);
    for (int i = 0; i < n; i++)
        r->a[i] = take_double(&c);
    for (int k = 0; k < r->pivot_count; k++) {
        cf_wire_pivot *pivot = &r->pivots[k];
        pivot->drive = take_int(&c);
        pivot->d = take_int(&c);
        pivot->j = take_int(&c);
        pivot->move = take_int(&c);
        pivot->s = take_double(&c);
        int with_vectors = take_int(&c);
        if ((with_vectors != 0 && with_vectors != 1) || pivot->d < -1 || pivot->d >= n
            || (pivot->d == -1 && pivot->move != CF_MOVE_OTHER)
            || pivot->j < -1 || pivot->j >= n || pivot->move < 0 || pivot->move >= CF_MOVE_COUNT
            || (with_vectors && take_vectors(&c, n, pivot) != 0) || c.short_read) {
            say(why, why_size, "the result record's pivots are malformed");
            cf_wire_result_free(r);
            return -1;
        }
    }
    if (take_u32(&c) != CF_WIRE_END_MAGIC || c.short_read) {
        say(why, why_size, "the result record is truncated or has extra bytes");
        cf_wire_result_free(r);
        return -1;
    }
    *used = c.at;
    return 0;
}

/* ---- rule tests ---- */

int cf_wire_write_rule(FILE *out, const cf_problem *p, int max_pivots, const cf_wire_rule *r)
{
    const size_t n = (size_t)p->n;
    if (cf_wire_write_problem(out, p, max_pivots) != 0)
        return -1;
    int bad = put_u32(out, CF_WIRE_RULE_MAGIC) | put_int(out, r->call) | put_int(out, r->d)
            | put_int(out, r->pivots) | put_int(out, r->j) | put_int(out, r->move)
            | put_doubles(out, n, r->f) | put_doubles(out, n, r->a)
            | put_doubles(out, n, r->df) | put_doubles(out, n, r->da)
            | put_doubles(out, n, r->da_size);
    bad |= fwrite(r->sets, 1, n, out) != n;
    if (!bad)
        bad = put_u32(out, CF_WIRE_END_MAGIC);
    return bad != 0 || fflush(out) != 0 ? -1 : 0;
}

void cf_wire_rule_free(cf_wire_rule *r)
{
    free(r->f);
    free(r->a);
    free(r->df);
    free(r->da);
    free(r->da_size);
    free(r->sets);
    memset(r, 0, sizeof *r);
}

cf_problem *cf_wire_read_rule(FILE *in, int *max_pivots, cf_wire_rule *r, char *why,
                              size_t why_size)
{
    memset(r, 0, sizeof *r);
    size_t size;
    unsigned char *data = read_all(in, &size, why, why_size);
    if (data == NULL)
        return NULL;
    cursor c = {.data = data, .size = size};
    cf_problem *p = take_problem(&c, max_pivots, why, why_size);
    if (p == NULL) {
        free(data);
        return NULL;
    }
    const int n = p->n;
    int ok = take_u32(&c) == CF_WIRE_RULE_MAGIC;
    r->call = take_int(&c);
    r->d = take_int(&c);
    r->pivots = take_int(&c);
    r->j = take_int(&c);
    r->move = take_int(&c);
    ok &= r->d >= 0 && r->d < n && r->pivots >= 0 && r->j >= 0 && r->j < n && r->move >= 0;
    double **vectors[5] = {&r->f, &r->a, &r->df, &r->da, &r->da_size};
    for (int v = 0; v < 5 && ok; v++) {
        *vectors[v] = malloc((size_t)n * sizeof **vectors[v]);
        ok = *vectors[v] != NULL;
        for (int i = 0; i < n && ok; i++)
            (*vectors[v])[i] = take_double(&c);
    }
    if (ok && (r->sets = malloc((size_t)n)) != NULL)
        take(&c, r->sets, (size_t)n);
    ok &= r->sets != NULL && take_u32(&c) == CF_WIRE_END_MAGIC && !c.short_read && c.at == c.size;
    free(data);
    if (!ok) {
        say(why, why_size, "malformed state record");
        cf_wire_rule_free(r);
        cf_problem_free(p);
        return NULL;
    }
    return p;
}

void cf_wire_rule_result_free(cf_wire_rule_result *r)
{
    free(r->df);
    free(r->sets);
    free(r->matrix);
    cf_wire_result_free(&r->call);
    memset(r, 0, sizeof *r);
}

int cf_wire_parse_rule_result(const unsigned char *data, size_t size, int n,
                              cf_wire_rule_result *r, char *why, size_t why_size)
{
    memset(r, 0, sizeof *r);
    cursor c = {.data = data, .size = size};
    int ok = take_u32(&c) == CF_WIRE_RULE_RESULT_MAGIC;
    r->j = take_int(&c);
    r->step = take_double(&c);
    r->pivots = take_int(&c);
    ok &= take_int(&c) == n && !c.short_read;
    if (ok) {
        r->df = malloc((size_t)n * sizeof *r->df);
        r->sets = malloc((size_t)n);
        ok = r->df != NULL && r->sets != NULL;
    }
    for (int i = 0; i < n && ok; i++)
        r->df[i] = take_double(&c);
    if (ok)
        take(&c, r->sets, (size_t)n);
    int has_matrix = ok ? take_int(&c) : 0;
    ok &= has_matrix == 0 || has_matrix == 1;
    if (ok && has_matrix) {
        const size_t nn = (size_t)n * (size_t)n;
        r->matrix = malloc(nn * sizeof *r->matrix);
        ok = r->matrix != NULL;
        for (size_t k = 0; k < nn && ok; k++)
            r->matrix[k] = take_double(&c);
    }
    if (!ok || c.short_read) {
        say(why, why_size, "the rule test's record is malformed");
        cf_wire_rule_result_free(r);
        return -1;
    }
    if (cf_wire_parse_result(data + c.at, size - c.at, n, &r->call, why, why_size) != 0) {
        cf_wire_rule_result_free(r);
        return -1;
    }
    return 0;
}

/* Descriptor 3: the grader reads what a harness writes there, apart from
 * whatever the student's code prints on standard output. */
#define RULE_RESULT_FD 3

/* A copy of p's A and b (NULL: out of memory), and whether they differ
 * from it now. */
static double *snapshot(const cf_problem *p)
{
    const size_t nn = (size_t)p->n * (size_t)p->n;
    double *copy = malloc((nn + (size_t)p->n) * sizeof *copy);
    if (copy != NULL) {
        memcpy(copy, p->A, nn * sizeof *copy);
        memcpy(copy + nn, p->b, (size_t)p->n * sizeof *copy);
    }
    return copy;
}

static int changed(const cf_problem *p, const double *copy)
{
    const size_t nn = (size_t)p->n * (size_t)p->n;
    return memcmp(copy, p->A, nn * sizeof *copy) != 0
        || memcmp(copy + nn, p->b, (size_t)p->n * sizeof *copy) != 0;
}

int cf_wire_start_rule(cf_wire_rule_run *run)
{
    char why[128];
    memset(run, 0, sizeof *run);
    run->p = cf_wire_read_rule(stdin, &run->max_pivots, &run->state, why, sizeof why);
    if (run->p == NULL) {
        fprintf(stderr, "rules: %s\n", why);
        return -1;
    }
    run->before = snapshot(run->p);
    run->result = fdopen(RULE_RESULT_FD, "wb");
    if (run->before == NULL || run->result == NULL) {
        if (run->before == NULL)
            fprintf(stderr, "rules: cannot start (out of memory)\n");
        else
            fprintf(stderr, "rules: no result descriptor %d\n", RULE_RESULT_FD);
        if (run->result != NULL)
            fclose(run->result);
        free(run->before);
        cf_wire_rule_free(&run->state);
        cf_problem_free(run->p);
        memset(run, 0, sizeof *run);
        return -1;
    }
    return 0;
}

static int write_rule_result(FILE *out, int j, double step, int pivots, int n, const double *df,
                             const char *sets, int status, const double *f, const double *a,
                             int input_changed, const cf_trace *trace, const double *matrix)
{
    int bad = put_u32(out, CF_WIRE_RULE_RESULT_MAGIC) | put_int(out, j)
            | put_doubles(out, 1, &step) | put_int(out, pivots) | put_int(out, n)
            | put_doubles(out, (size_t)n, df);
    bad |= fwrite(sets, 1, (size_t)n, out) != (size_t)n;
    bad |= put_int(out, matrix != NULL);
    if (matrix != NULL)
        bad |= put_doubles(out, (size_t)n * (size_t)n, matrix);
    if (bad)
        return -1;
    return cf_wire_write_result(out, status, n, f, a, input_changed, 0, trace);
}

int cf_wire_finish_rule(cf_wire_rule_run *run, int j, double step, int pivots,
                        const double *df, const char *sets, int status, const double *f,
                        const double *a, int wrote_input, const cf_trace *trace,
                        const double *matrix)
{
    const int input_changed = wrote_input || changed(run->p, run->before);
    int failed = write_rule_result(run->result, j, step, pivots, run->p->n, df, sets, status, f,
                                   a, input_changed, trace, matrix) != 0;
    failed |= fclose(run->result) != 0;
    free(run->before);
    cf_wire_rule_free(&run->state);
    cf_problem_free(run->p);
    memset(run, 0, sizeof *run);
    return failed ? 2 : 0;
}
