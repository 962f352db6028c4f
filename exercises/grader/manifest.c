/* manifest.c - reading tests.txt and building each test's problems. */
#include "manifest.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boxes.h"

#define LINE_MAX_LENGTH 1024

static const char *const visibilities[] = {"visible", "hidden", "after_due_date", "after_published"};

static char *trim(char *text)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t length = strlen(text);
    while (length > 0 && isspace((unsigned char)text[length - 1]))
        text[--length] = '\0';
    return text;
}

/* Split "word rest of line" in place: returns the word, *rest the rest. */
static char *first_word(char *line, char **rest)
{
    char *end = line;
    while (*end != '\0' && !isspace((unsigned char)*end))
        end++;
    if (*end != '\0')
        *end++ = '\0';
    *rest = trim(end);
    return line;
}

static int parse_number(const char *text, double *out)
{
    char *end;
    errno = 0;
    double value = strtod(text, &end);
    if (end == text || errno != 0 || !isfinite(value))
        return -1;
    while (isspace((unsigned char)*end))
        end++;
    if (*end != '\0')
        return -1;
    *out = value;
    return 0;
}

/* "cpu 2 wall 5 memory 256 output 1024 processes 8", any subset. */
static int parse_limits(char *text, cf_limits *limits)
{
    char *word, *rest = text;
    while (*(word = first_word(rest, &rest)) != '\0') {
        char *value_text = first_word(rest, &rest);
        double value;
        if (parse_number(value_text, &value) != 0 || value <= 0)
            return -1;
        if (strcmp(word, "cpu") == 0)
            limits->cpu_seconds = value;
        else if (strcmp(word, "wall") == 0)
            limits->wall_seconds = value;
        else if (strcmp(word, "memory") == 0)
            limits->memory_mib = (long)value;
        else if (strcmp(word, "output") == 0)
            limits->output_kib = (long)value;
        else if (strcmp(word, "processes") == 0)
            limits->processes = (int)value;
        else
            return -1;
    }
    return 0;
}

static int parse_source(char *text, cf_source *source)
{
    char *rest;
    char *kind = first_word(text, &rest);
    memset(source, 0, sizeof *source);
    if (strcmp(kind, "file") == 0) {
        if (*rest == '\0' || strlen(rest) >= sizeof source->path)
            return -1;
        source->kind = CF_SOURCE_FILE;
        snprintf(source->path, sizeof source->path, "%s", rest);
        return 0;
    }
    int from = 0, to = 0, used = 0;
    unsigned long long seed = 0;
    if (strcmp(kind, "random") == 0) {
        source->kind = CF_SOURCE_RANDOM;
        if (sscanf(rest, "%d-%d %llu %n", &from, &to, &seed, &used) != 3) {
            if (sscanf(rest, "%d %llu %n", &from, &seed, &used) != 2)
                return -1;
            to = from;
        }
    } else if (strcmp(kind, "pile") == 0) {
        source->kind = CF_SOURCE_PILE;
        if (sscanf(rest, "%d %n", &from, &used) != 1 || from < 2 || from % 2 != 0)
            return -1;
        to = from;
    } else if (strcmp(kind, "nan") == 0) {
        source->kind = CF_SOURCE_NAN;
        if (sscanf(rest, "%d %n", &from, &used) != 1)
            return -1;
        to = from;
    } else if (strcmp(kind, "scalars") == 0) {
        source->kind = CF_SOURCE_SCALARS;
        if (sscanf(rest, "%d %llu %n", &from, &seed, &used) != 2)
            return -1;
        to = from;
    } else {
        return -1;
    }
    if (rest[used] != '\0' || from < 1 || to < from || to > 2000)
        return -1;
    source->n_from = from;
    source->n_to = to;
    source->seed = seed;
    return 0;
}

static int grow(void **items, int count, size_t item_size)
{
    void *bigger = realloc(*items, (size_t)(count + 1) * item_size);
    if (bigger == NULL)
        return -1;
    *items = bigger;
    memset((char *)bigger + (size_t)count * item_size, 0, item_size);
    return 0;
}

void cf_manifest_free(cf_manifest *m)
{
    for (int k = 0; k < m->n_tests; k++)
        free(m->tests[k].sources);
    free(m->tests);
    free(m->hints);
    memset(m, 0, sizeof *m);
}

double cf_test_points(const cf_test *t)
{
    double points = t->solve_points + t->trace_points;
    for (int k = 0; k < t->n_rules; k++)
        points += t->rules[k].points;
    return points;
}

const char *cf_manifest_hint(const cf_manifest *m, const char *key)
{
    for (int k = 0; k < m->n_hints; k++)
        if (strcmp(m->hints[k].key, key) == 0)
            return m->hints[k].text;
    return NULL;
}

/* Check a finished test block. */
static const char *test_problem(const cf_test *t)
{
    if (t->n_sources == 0 && t->n_rules == 0)
        return "a test needs at least one 'problem' line, or 'rule' lines";
    if (t->n_sources > 0 && t->n_rules > 0)
        return "a test has 'problem' lines or 'rule' lines, not both";
    if (t->n_rules > 0 && (t->solve_points > 0 || t->trace_points > 0 || t->has_expect_status
                           || t->max_pivots > 0))
        return "a rule test's points sit on its 'rule' lines (no solve, trace, expect-status"
               " or max-pivots)";
    int public_file = 0;
    for (int k = 0; k < t->n_sources; k++)
        public_file |= t->sources[k].kind == CF_SOURCE_FILE
                    && strncmp(t->sources[k].path, "public/", 7) == 0;
    if (t->batch && (!t->hidden || public_file || t->n_rules > 0))
        return "'batch' is for a hidden test of problems the students do not have (a published"
               " problem is run with its twin, one process each)";
    if (cf_test_points(t) <= 0)
        return "a test needs points: 'solve N' and/or 'trace N', or 'rule NAME N'";
    if (t->description[0] == '\0')
        return "a test needs a 'describe' line: students are shown it";
    if (t->hidden && t->concept[0] == '\0')
        return "a hidden test needs a 'concept' line: until it is released, students see only"
               " its name, its concept and whether it passed";
    return NULL;
}

int cf_manifest_read(const char *path, cf_manifest *m, char *why, size_t why_size)
{
    memset(m, 0, sizeof *m);
    snprintf(m->path, sizeof m->path, "%s", path);
    snprintf(m->dir, sizeof m->dir, "%s", path);
    char *slash = strrchr(m->dir, '/');
    if (slash != NULL)
        *slash = '\0';
    else
        snprintf(m->dir, sizeof m->dir, ".");
    m->limits = (cf_limits){.cpu_seconds = 2, .wall_seconds = 5, .memory_mib = 256,
                            .output_kib = 1024, .processes = 8};

    FILE *in = fopen(path, "r");
    if (in == NULL) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    char buffer[LINE_MAX_LENGTH];
    int line_number = 0;
    const char *problem = NULL;
    cf_test *test = NULL;
    while (problem == NULL && fgets(buffer, sizeof buffer, in) != NULL) {
        line_number++;
        if (strchr(buffer, '\n') == NULL && !feof(in)) {
            problem = "line too long";
            break;
        }
        char *line = trim(buffer);
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *rest;
        char *word = first_word(line, &rest);
        double value;

        if (strcmp(word, "test") == 0) {
            if (test != NULL && (problem = test_problem(test)) != NULL)
                break;
            if (*rest == '\0' || strlen(rest) >= sizeof test->name || strchr(rest, ' ') != NULL
                || strchr(rest, ',') != NULL || strchr(rest, '/') != NULL) {
                problem = "a test name is one word without ',' or '/'";
                break;
            }
            for (int k = 0; k < m->n_tests; k++)
                if (strcmp(m->tests[k].name, rest) == 0)
                    problem = "two tests have this name";
            if (problem != NULL)
                break;
            if (grow((void **)&m->tests, m->n_tests, sizeof *m->tests) != 0) {
                problem = "out of memory";
                break;
            }
            test = &m->tests[m->n_tests++];
            snprintf(test->name, sizeof test->name, "%s", rest);
            snprintf(test->visibility, sizeof test->visibility, "visible");
            test->limits = m->limits;
            test->line = line_number;
        } else if (test == NULL) {
            /* the header */
            if (strcmp(word, "exercise") == 0)
                snprintf(m->exercise, sizeof m->exercise, "%s", rest);
            else if (strcmp(word, "title") == 0)
                snprintf(m->title, sizeof m->title, "%s", rest);
            else if (strcmp(word, "file") == 0)
                snprintf(m->file, sizeof m->file, "%s", rest);
            else if (strcmp(word, "stage") == 0 && parse_number(rest, &value) == 0)
                m->stage = (int)value;
            else if (strcmp(word, "limits") == 0) {
                if (parse_limits(rest, &m->limits) != 0)
                    problem = "limits: expected pairs like 'cpu 2 wall 5 memory 256 output 1024 processes 8'";
            } else if (strcmp(word, "diagnose") == 0 && strcmp(rest, "pivots") == 0) {
                m->replay = 1;
            } else if (strcmp(word, "hint") == 0) {
                char *text;
                char *key = first_word(rest, &text);
                if (*key == '\0' || *text == '\0' || strlen(key) >= sizeof m->hints->key) {
                    problem = "hint: expected 'hint KEY text'";
                } else if (grow((void **)&m->hints, m->n_hints, sizeof *m->hints) != 0) {
                    problem = "out of memory";
                } else {
                    cf_hint *hint = &m->hints[m->n_hints++];
                    snprintf(hint->key, sizeof hint->key, "%s", key);
                    snprintf(hint->text, sizeof hint->text, "%s", text);
                }
            } else
                problem = "unknown header line (exercise, title, file, stage, limits, diagnose, hint)";
        } else {
            /* inside a test block */
            if (strcmp(word, "public") == 0)
                test->hidden = 0;
            else if (strcmp(word, "hidden") == 0)
                test->hidden = 1;
            else if (strcmp(word, "describe") == 0) {
                size_t used = strlen(test->description);
                snprintf(test->description + used, sizeof test->description - used, "%s%s",
                         used > 0 ? " " : "", rest);
            } else if (strcmp(word, "problem") == 0) {
                if (grow((void **)&test->sources, test->n_sources, sizeof *test->sources) != 0)
                    problem = "out of memory";
                else if (parse_source(rest, &test->sources[test->n_sources]) != 0)
                    problem = "problem: expected 'file PATH', 'random N SEED', 'random N1-N2 SEED',"
                              " 'pile N' (N even), 'nan N' or 'scalars COUNT SEED'";
                else
                    test->n_sources++;
            } else if (strcmp(word, "solve") == 0 && parse_number(rest, &value) == 0 && value >= 0)
                test->solve_points = value;
            else if (strcmp(word, "trace") == 0 && parse_number(rest, &value) == 0 && value >= 0)
                test->trace_points = value;
            else if (strcmp(word, "expect-status") == 0) {
                cf_status status;
                if (cf_status_from_name(rest, &status) != 0)
                    problem = "expect-status: not a status name (status.c)";
                test->has_expect_status = 1;
                test->expect_status = (int)status;
            } else if (strcmp(word, "visibility") == 0) {
                size_t k = 0;
                while (k < 4 && strcmp(rest, visibilities[k]) != 0)
                    k++;
                if (k == 4)
                    problem = "visibility: visible, hidden, after_due_date or after_published";
                else
                    snprintf(test->visibility, sizeof test->visibility, "%s", rest);
            } else if (strcmp(word, "limits") == 0) {
                if (parse_limits(rest, &test->limits) != 0)
                    problem = "limits: expected pairs like 'cpu 2 wall 5'";
            } else if (strcmp(word, "rule") == 0) {
                char *points_text;
                char *name = first_word(rest, &points_text);
                if (*name == '\0' || strlen(name) >= sizeof test->rules->name
                    || parse_number(points_text, &value) != 0 || value <= 0)
                    problem = "rule: expected 'rule NAME POINTS'";
                else if (test->n_rules == CF_MAX_RULES)
                    problem = "rule: too many rules in one test";
                for (int k = 0; problem == NULL && k < test->n_rules; k++)
                    if (strcmp(test->rules[k].name, name) == 0)
                        problem = "rule: named twice in one test";
                if (problem == NULL) {
                    snprintf(test->rules[test->n_rules].name, sizeof test->rules->name, "%s", name);
                    test->rules[test->n_rules++].points = value;
                }
            } else if (strcmp(word, "needs") == 0) {
                size_t used = strlen(test->needs);
                if (*rest == '\0' || used + strlen(rest) + 2 > sizeof test->needs)
                    problem = "needs: expected 'needs NAME ...' (at most 199 characters in all)";
                else
                    snprintf(test->needs + used, sizeof test->needs - used, "%s%s",
                             used > 0 ? " " : "", rest);
            } else if (strcmp(word, "batch") == 0 && *rest == '\0') {
                test->batch = 1;
            } else if (strcmp(word, "concept") == 0) {
                snprintf(test->concept, sizeof test->concept, "%s", rest);
            } else if (strcmp(word, "max-pivots") == 0 && parse_number(rest, &value) == 0
                       && value >= 1 && value <= 1e6 && value == (int)value) {
                test->max_pivots = (int)value;
            } else
                problem = "unknown line in a test (public, hidden, describe, concept, problem, solve,"
                          " trace, rule, needs, batch, expect-status, max-pivots, visibility, limits)";
        }
    }
    fclose(in);
    if (problem == NULL && test != NULL)
        problem = test_problem(test);
    if (problem == NULL && (m->exercise[0] == '\0' || m->file[0] == '\0' || m->stage < 1))
        problem = "the header needs 'exercise', 'file' and 'stage'";
    if (problem == NULL && m->n_tests == 0)
        problem = "no tests";
    if (problem != NULL) {
        snprintf(why, why_size, "%s:%d: %s", path, line_number, problem);
        cf_manifest_free(m);
        return -1;
    }
    return 0;
}

/* ---- building the problems of a test ---- */

static unsigned long long next_random(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double uniform(unsigned long long *state, double low, double high)
{
    return low + (high - low) * ((double)(next_random(state) >> 11) / 9007199254740992.0);
}

void cf_test_problems_free(cf_test_problem *list, int count)
{
    for (int k = 0; k < count; k++)
        cf_problem_free(list[k].p);
    free(list);
}

static int source_count(const cf_source *s)
{
    if (s->kind == CF_SOURCE_FILE)
        return 1;
    if (s->kind == CF_SOURCE_SCALARS)
        return s->n_from; /* the count */
    return s->n_to - s->n_from + 1;
}

/* Problem number k (from 0) of source s. */
static cf_problem *build(const cf_manifest *m, const cf_source *s, int k, char *label,
                         size_t label_size, char *why, size_t why_size)
{
    int n = s->n_from + k;
    cf_problem *p = NULL;
    switch (s->kind) {
    case CF_SOURCE_FILE: {
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", m->dir, s->path);
        cf_error err;
        memset(&err, 0, sizeof err);
        p = cf_problem_read_file(path, &err);
        if (p == NULL) {
            snprintf(why, why_size, "%s", err.message);
            return NULL;
        }
        const char *base = strrchr(s->path, '/');
        snprintf(label, label_size, "%.80s", base != NULL ? base + 1 : s->path);
        return p;
    }
    case CF_SOURCE_RANDOM:
        p = cf_random_pd_problem(n, s->seed * 1000 + (unsigned long long)n, 1e-3);
        snprintf(label, label_size, "random n = %d (seed %llu)", n, s->seed);
        break;
    case CF_SOURCE_PILE: {
        cf_scene2d *scene = cf_scene2d_pile(n);
        char name[32];
        snprintf(name, sizeof name, "pile-%d", n);
        p = scene != NULL ? cf_scene2d_problem(scene, name) : NULL;
        cf_scene2d_free(scene);
        snprintf(label, label_size, "pile of boxes, %d contacts", n);
        break;
    }
    case CF_SOURCE_NAN:
        p = cf_problem_new(n);
        if (p != NULL) {
            for (int i = 0; i < n; i++) {
                p->A[i * n + i] = 1.0;
                p->b[i] = -1.0;
            }
            p->b[0] = NAN;
            p->has_expect_status = 1;
            p->expect_status = CF_INVALID_INPUT;
        }
        snprintf(label, label_size, "n = %d with b[0] = NaN", n);
        break;
    case CF_SOURCE_SCALARS: {
        unsigned long long state = s->seed;
        p = cf_problem_new(1);
        for (int skip = 0; skip <= k; skip++) {
            double A = uniform(&state, 0.25, 4.0), b = uniform(&state, -10.0, 10.0);
            if (p != NULL && skip == k) {
                p->A[0] = A;
                p->b[0] = b;
                p->f_unique = 1;
            }
        }
        snprintf(label, label_size, "random scalar %d (seed %llu)", k + 1, s->seed);
        break;
    }
    }
    if (p == NULL)
        snprintf(why, why_size, "out of memory building %s", label);
    return p;
}

int cf_test_problems(const cf_manifest *m, const cf_test *t, cf_test_problem **list, int *count,
                     char *why, size_t why_size)
{
    int total = 0;
    for (int k = 0; k < t->n_sources; k++)
        total += source_count(&t->sources[k]);
    cf_test_problem *problems = calloc((size_t)(total > 0 ? total : 1), sizeof *problems);
    if (problems == NULL) {
        snprintf(why, why_size, "out of memory");
        return -1;
    }
    int made = 0;
    for (int k = 0; k < t->n_sources; k++) {
        for (int i = 0; i < source_count(&t->sources[k]); i++) {
            cf_test_problem *tp = &problems[made];
            tp->p = build(m, &t->sources[k], i, tp->label, sizeof tp->label, why, why_size);
            if (tp->p == NULL) {
                cf_test_problems_free(problems, made);
                return -1;
            }
            made++;
            tp->expect_status = t->has_expect_status ? t->expect_status
                              : tp->p->has_expect_status ? (int)tp->p->expect_status
                                                         : (int)CF_OK;
        }
    }
    *list = problems;
    *count = made;
    return 0;
}
