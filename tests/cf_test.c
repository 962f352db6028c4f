/* cf_test.c - the CUnit helpers of cf_test.h. */
#include "cf_test.h"

#include <CUnit/Basic.h>
#include <dirent.h>
#include <glob.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"

int cf_assert_near(double got, double want, double tol, const char *where,
                   const char *file, unsigned line)
{
    int ok = isfinite(got) && fabs(got - want) <= tol;
    char message[512];
    snprintf(message, sizeof message, "got %.17g, want %.17g, tol %g, in %s",
             got, want, tol, where);
    if (!ok)
        fprintf(stderr, "\n    %s:%u: %s\n", file, line, message);
    CU_assertImplementation(ok ? CU_TRUE : CU_FALSE, line, message, file, "", CU_FALSE);
    return ok;
}

int cf_assert_msg(int ok, const char *expr, const char *file, unsigned line,
                  const char *fmt, ...)
{
    char message[1024];
    va_list args;
    va_start(args, fmt);
    vsnprintf(message, sizeof message, fmt, args);
    va_end(args);
    if (!ok)
        fprintf(stderr, "\n    %s:%u: %s (%s)\n", file, line, message, expr);
    CU_assertImplementation(ok ? CU_TRUE : CU_FALSE, line, message, file, "", CU_FALSE);
    return ok;
}

const char *const cf_test_friction3d_examples[CF_TEST_FRICTION3D_EXAMPLES] = {
    "ex10a-particle-push-45-sticks.cf", "ex10b-particle-push-30-at-bound.cf",
    "ex10c-particle-push-45-at-bound.cf", "ex10d-cube-push-30-at-bound.cf",
    "ex3b-cube-friction-at-rest.cf",    "ex13a-cube-incline-sticks.cf",
    "ex13b-cube-incline-at-bound.cf",   "ex14a-table-push-sticks.cf",
    "ex14b-table-push-at-bound.cf",
};

cf_problem *cf_test_load(const char *case_name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", CF_CASES_DIR, case_name);
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(path, &err);
    CF_ASSERT_MSG(p != NULL, "could not read %s: %s", path, err.message);
    return p;
}

cf_solved cf_solved_prepare(cf_problem *p)
{
    cf_solved s = {.p = p, .status = CF_INVALID_INPUT};
    if (p == NULL)
        return s;
    s.f = cf_vec_new(p->n);
    s.a = cf_vec_new(p->n);
    s.trace = cf_trace_new(p->n);
    s.status = s.f != NULL && s.a != NULL && s.trace != NULL ? CF_OK : CF_NO_MEMORY;
    return s;
}

cf_solved cf_test_solve(cf_solver solver, cf_problem *p)
{
    cf_solved s = cf_solved_prepare(p);
    if (s.status != CF_OK)
        return s;
    cf_solve_options options = {.trace = s.trace};
    s.status = solver(p, &options, s.f, s.a);
    return s;
}

void cf_solved_free(cf_solved *s)
{
    cf_problem_free(s->p);
    free(s->f);
    free(s->a);
    cf_trace_free(s->trace);
}

void cf_assert_solved_and_certified(const cf_solved *s, const char *where)
{
    if (s->p == NULL)
        return;
    CF_ASSERT_MSG(s->status == CF_OK, "%s: status %s", where, cf_status_name(s->status));
    if (s->f == NULL || s->a == NULL)
        return;
    cf_certificate c = cf_certify(s->p, s->f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "%s: certifier rejects the answer: %s at row %d by %g", where,
                  cf_condition_name(c.worst_condition), c.worst_row, c.worst);
    char why[256];
    CF_ASSERT_MSG(cf_check_expectations(s->p, s->f, s->a, why, sizeof why), "%s: %s", where, why);
}

void cf_assert_pivot(const cf_solved *s, int k, int d, double step, int j, cf_move move,
                     const char *where)
{
    if (s->trace == NULL
        || !CF_ASSERT_MSG(s->trace->count > k, "%s: only %d pivots", where, s->trace->count))
        return;
    const cf_pivot *p = &s->trace->pivots[k];
    CF_ASSERT_MSG(p->d == d, "%s: pivot %d drives %d, expected %d", where, k + 1, p->d, d);
    CF_ASSERT_NEAR(p->s, step, 1e-12 * (1.0 + fabs(step)), where);
    CF_ASSERT_MSG(p->j == j, "%s: pivot %d limited by %d, expected %d", where, k + 1, p->j, j);
    CF_ASSERT_MSG(p->move == move, "%s: pivot %d move '%s', expected '%s'", where, k + 1,
                  cf_move_name(p->move), cf_move_name(move));
}

int cf_test_main(const char *suite_name, const cf_test_case *tests)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
    CU_pSuite suite = CU_add_suite(suite_name, NULL, NULL);
    if (suite == NULL) {
        CU_cleanup_registry();
        return 2;
    }
    for (const cf_test_case *t = tests; t->name != NULL; t++) {
        if (CU_add_test(suite, t->name, t->run) == NULL) {
            CU_cleanup_registry();
            return 2;
        }
    }
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_tests_failed();
    unsigned ran = CU_get_number_of_tests_run();
    CU_cleanup_registry();
    return (failed != 0 || ran == 0) ? 1 : 0;
}

static int ends_with(const char *text, const char *suffix)
{
    size_t length = strlen(text), suffix_length = strlen(suffix);
    return length >= suffix_length && strcmp(text + length - suffix_length, suffix) == 0;
}

static int compare_names(const void *left, const void *right)
{
    return strcmp(*(char *const *)left, *(char *const *)right);
}

/* The names of the files in dir that start with prefix and end with
 * suffix, sorted so that failures come in a stable order.  NULL-terminated;
 * free with cf_test_free_names. */
char **cf_test_list_files(const char *dir, const char *prefix, const char *suffix, int *count)
{
    *count = 0;
    DIR *d = opendir(dir);
    CF_ASSERT_MSG(d != NULL, "cannot open directory %s", dir);
    if (d == NULL)
        return NULL;
    int capacity = 16;
    char **names = malloc((size_t)capacity * sizeof *names);
    struct dirent *entry;
    while (names != NULL && (entry = readdir(d)) != NULL) {
        if (strncmp(entry->d_name, prefix, strlen(prefix)) != 0 || !ends_with(entry->d_name, suffix))
            continue;
        if (*count + 1 == capacity) {
            capacity *= 2;
            char **bigger = realloc(names, (size_t)capacity * sizeof *names);
            if (bigger == NULL)
                break;
            names = bigger;
        }
        names[*count] = malloc(strlen(entry->d_name) + 1);
        if (names[*count] == NULL)
            break;
        strcpy(names[(*count)++], entry->d_name);
    }
    closedir(d);
    if (names == NULL)
        return NULL;
    names[*count] = NULL;
    qsort(names, (size_t)*count, sizeof *names, compare_names);
    return names;
}

int cf_test_find_line(const char *path, const char *prefix, char *out, size_t size)
{
    FILE *file = fopen(path, "r");
    if (file == NULL)
        return -1;
    char line[512];
    int found = -1;
    while (found != 0 && fgets(line, sizeof line, file) != NULL) {
        if (strncmp(line, prefix, strlen(prefix)) == 0) {
            snprintf(out, size, "%s", line + strlen(prefix));
            out[strcspn(out, "\r\n")] = '\0';
            found = 0;
        }
    }
    fclose(file);
    return found;
}

int cf_test_occurrences(const char *text, const char *needle)
{
    int count = 0;
    for (const char *at = text; (at = strstr(at, needle)) != NULL; at += strlen(needle))
        count++;
    return count;
}

void cf_test_malformed(const char *pattern, int least, int (*refused)(const char *path, cf_error *err))
{
    glob_t files;
    if (!CF_ASSERT_MSG(glob(pattern, 0, NULL, &files) == 0, "no files %s", pattern))
        return;
    CF_ASSERT_MSG(files.gl_pathc >= (size_t)least, "only %zu files %s", files.gl_pathc, pattern);
    for (size_t k = 0; k < files.gl_pathc; k++) {
        const char *path = files.gl_pathv[k];
        char want[256];
        if (!CF_ASSERT_MSG(cf_test_find_line(path, "# expect-error: ", want, sizeof want) == 0,
                           "%s has no '# expect-error:' line", path))
            continue;
        cf_error err;
        memset(&err, 0, sizeof err);
        if (CF_ASSERT_MSG(refused(path, &err), "%s was read, but should fail with '%s'", path, want))
            CF_ASSERT_MSG(strstr(err.message, want) != NULL && strncmp(err.message, path, strlen(path)) == 0,
                          "%s: message '%s' should start with the path and contain '%s'", path,
                          err.message, want);
    }
    globfree(&files);
}

void cf_test_free_names(char **names)
{
    for (char **name = names; name != NULL && *name != NULL; name++)
        free(*name);
    free(names);
}
