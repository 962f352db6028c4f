/* grade.c - build a submission against the grading harness, run, judge. */
#define _XOPEN_SOURCE 700 /* nftw */
#include "grade.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "judge.h"
#include "rules.h"
#include "stages.h"
#include "wire.h"


/* How close a twin's f must be to k times the problem's (relative to
 * the largest force): rounding, since b is scaled by a factor that is
 * no power of two, but far below any wrong answer. */
#define CF_TWIN_TOL 1e-6

/* Limits for compiling and linking a submission. */
static const cf_limits build_limits = {
    .cpu_seconds = 60, .wall_seconds = 120, .memory_mib = 2048, .output_kib = 64 * 1024,
    .processes = 32};

/* How much of a program's output goes into the saved file of a failed test. */
#define OUTPUT_SHOWN 65536
/* Largest result record read back (2 n doubles and the pivots). */
#define RESULT_MAX ((size_t)16 << 20)
/* How deep to look for the exercise's file inside a submitted folder. */
#define SEARCH_DEPTH 4

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void cf_format_points(char *text, size_t size, double points)
{
    double rounded = round(points * 100.0) / 100.0;
    if (fabs(rounded - round(rounded)) < 1e-9)
        snprintf(text, size, "%.0f", rounded);
    else
        snprintf(text, size, "%.2f", rounded);
    /* "0.50" -> "0.5" */
    size_t length = strlen(text);
    if (strchr(text, '.') != NULL && text[length - 1] == '0')
        text[length - 1] = '\0';
}

void cf_clean_text(char *text)
{
    for (unsigned char *c = (unsigned char *)text; *c != '\0'; c++)
        if ((*c < 32 && *c != '\n' && *c != '\t') || *c > 126)
            *c = '?';
}

/* ---- files ---- */

/* snprintf for messages, which may be cut short: that is fine. */

/* snprintf for paths: -1 when the result does not fit. */
static int pathf(char *out, size_t size, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    int length = vsnprintf(out, size, format, args);
    va_end(args);
    return length < 0 || (size_t)length >= size ? -1 : 0;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    remove(path);
    return 0;
}

static void remove_tree(const char *path)
{
    nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static int make_dir(const char *path, mode_t mode)
{
    if (mkdir(path, mode) != 0 && errno != EEXIST)
        return -1;
    return chmod(path, mode);
}

/* mkdir -p, each new level with mode. */
static int make_dirs(const char *path, mode_t mode)
{
    char partial[PATH_MAX];
    if (snprintf(partial, sizeof partial, "%s", path) >= (int)sizeof partial)
        return -1;
    for (char *c = partial + 1; *c != '\0'; c++) {
        if (*c == '/') {
            *c = '\0';
            if (mkdir(partial, mode) != 0 && errno != EEXIST)
                return -1;
            *c = '/';
        }
    }
    return mkdir(partial, mode) != 0 && errno != EEXIST ? -1 : 0;
}

/* Read at most limit bytes of a file; NULL if it cannot be read.  The
 * text is NUL-terminated; *size receives the byte count. */
static char *read_file(const char *path, size_t limit, size_t *size)
{
    FILE *in = fopen(path, "rb");
    if (in == NULL)
        return NULL;
    struct stat st;
    if (fstat(fileno(in), &st) == 0 && st.st_size >= 0 && (size_t)st.st_size < limit)
        limit = (size_t)st.st_size;
    char *data = malloc(limit + 1);
    if (data == NULL) {
        fclose(in);
        return NULL;
    }
    size_t got = fread(data, 1, limit, in);
    fclose(in);
    data[got] = '\0';
    if (size != NULL)
        *size = got;
    return data;
}

static int is_directory(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Look for the exercise's file below dir; count every match, keep the first. */
static void find_file(const char *dir, const char *name, int depth, char *found, size_t size,
                      int *matches)
{
    DIR *listing = opendir(dir);
    if (listing == NULL)
        return;
    struct dirent *entry;
    while ((entry = readdir(listing)) != NULL) {
        if (entry->d_name[0] == '.' || strcmp(entry->d_name, "__MACOSX") == 0)
            continue;
        char path[PATH_MAX];
        if (snprintf(path, sizeof path, "%s/%s", dir, entry->d_name) >= (int)sizeof path)
            continue;
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        if (S_ISREG(st.st_mode) && strcmp(entry->d_name, name) == 0) {
            if ((*matches)++ == 0)
                snprintf(found, size, "%s", path);
        } else if (S_ISDIR(st.st_mode) && depth > 0) {
            find_file(path, name, depth - 1, found, size, matches);
        }
    }
    closedir(listing);
}

/* The names in the "TODO(name)" comments a skeleton's stubs carry, so that
 * "not implemented" can say which functions are still to be written:
 * "maxstep is still a stub", "fdirection and maxstep are still stubs". */
static void find_stubs(const char *source, char *text, size_t size)
{
    char names[8][64];
    int count = 0;
    for (const char *at = strstr(source, "TODO("); at != NULL && count < 8;
         at = strstr(at + 1, "TODO(")) {
        const char *start = at + 5, *end = start;
        while ((*end >= 'a' && *end <= 'z') || (*end >= 'A' && *end <= 'Z')
               || (*end >= '0' && *end <= '9') || *end == '_')
            end++;
        if (*end != ')' || end == start || end - start >= 64)
            continue;
        snprintf(names[count], sizeof names[count], "%.*s", (int)(end - start), start);
        int seen = 0;
        for (int k = 0; k < count; k++)
            seen |= strcmp(names[k], names[count]) == 0;
        count += !seen;
    }
    text[0] = '\0';
    for (int k = 0; k < count; k++) {
        size_t used = strlen(text);
        cf_textf(text + used, size - used, "%s%s", k == 0 ? "" : k == count - 1 ? " and " : ", ",
              names[k]);
    }
    if (count > 0) {
        size_t used = strlen(text);
        cf_textf(text + used, size - used, "%s", count == 1 ? " is still a stub" : " are still stubs");
    }
}

/* ---- the session ---- */

static int find_on_path(const char *program, char *found, size_t size)
{
    const char *path = getenv("PATH");
    if (path == NULL || path[0] == '\0')
        path = "/usr/local/bin:/usr/bin:/bin";
    while (*path != '\0') {
        size_t length = strcspn(path, ":");
        snprintf(found, size, "%.*s/%s", (int)length, path, program);
        if (length > 0 && access(found, X_OK) == 0)
            return 0;
        path += length;
        if (*path == ':')
            path++;
    }
    return -1;
}

/* The pivots of the stage's reference solver (the course's table of
 * stages, stages.h), which a trace test compares with. */
static cf_trace *reference_pivots(cf_solver reference, const cf_problem *p, int max_pivots)
{
    cf_trace *trace = cf_trace_new(p->n);
    double *f = malloc((size_t)p->n * sizeof *f);
    double *a = malloc((size_t)p->n * sizeof *a);
    if (trace != NULL && f != NULL && a != NULL) {
        cf_solve_options options = {.trace = trace, .max_pivots = max_pivots, .lesson_only = 1};
        reference(p, &options, f, a);
    }
    free(f);
    free(a);
    return trace;
}

/* ---- twins of the public problems ---- */

/* The twin factor k of a submission, in [1.5, 4): from the bytes of its
 * file (64-bit FNV-1a, Fowler, Noll and Vo), so that grading the same file
 * twice gives the same report, and a submission cannot know its own factor
 * before it is written: a table of the public answers cannot hold the
 * twins' answers. */
static double twin_factor_of(const char *text, size_t size)
{
    unsigned long long hash = 14695981039346656037ULL;
    for (size_t i = 0; i < size; i++) {
        hash ^= (unsigned char)text[i];
        hash *= 1099511628211ULL;
    }
    return 1.5 + 2.5 * (double)(hash >> 11) / 9007199254740992.0; /* 53 bits in [0, 1) */
}

/* The twin of a problem: the same rows and A, with b scaled by k > 0.
 * Every condition of every row kind (problem.h) is positively homogeneous
 * in (f, a, b): a = A f + b; f >= 0, a >= 0, f a = 0 (normal); a = 0
 * (bilateral); |f_T| <= mu f_N with a_T = 0 or f_T at the bound
 * (friction, Baraff 1994, section 5); f_T = -mu f_N slide (dynamic).  So
 * the twin's solution is k times the problem's, reached by the same
 * pivots with every step scaled by k; its expectations scale with it.
 * Copied through the text format (exact at %.17g).  0 on success. */
static int make_twin(const cf_test_problem *tp, double k, cf_test_problem *twin)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL)
        return -1;
    int written = cf_problem_write(out, tp->p) == 0;
    if (fclose(out) != 0 || !written) {
        free(text);
        return -1;
    }
    *twin = *tp;
    twin->p = cf_problem_read_string(text, tp->label, NULL);
    free(text);
    if (twin->p == NULL)
        return -1;
    cf_problem *p = twin->p;
    for (int i = 0; i < p->n; i++) {
        p->b[i] *= k;
        if (p->expect_f != NULL)
            p->expect_f[i] *= k;
        if (p->expect_a != NULL)
            p->expect_a[i] *= k;
    }
    p->expect_f_tol *= k;
    p->expect_a_tol *= k;
    for (int v = 0; v < p->n_invariants; v++) {
        p->invariants[v].value *= k;
        p->invariants[v].tol *= k;
    }
    return 0;
}

/* Whether a test runs a problem the students have: a public test, or a
 * hidden one on a public file (e.g. Example 4 with a pivot limit). */
static int published(const cf_test *t)
{
    for (int k = 0; k < t->n_sources; k++)
        if (t->sources[k].kind == CF_SOURCE_FILE && strncmp(t->sources[k].path, "public/", 7) == 0)
            return 1;
    return !t->hidden;
}

/* The twins of a test and their reference pivots.  0 on success. */
static int prepare_twins(cf_prepared_test *prepared, double factor, cf_solver ref)
{
    prepared->twin_factor = factor;
    prepared->twins = calloc((size_t)prepared->count, sizeof *prepared->twins);
    if (prepared->twins == NULL)
        return -1;
    /* An invalid problem (a NaN in b) has no twin: its answer is a
     * status, invalid-input, and nothing to scale. */
    int made = 0;
    while (made < prepared->count
           && (cf_problem_validate(prepared->problems[made].p, NULL) != 0
               || make_twin(&prepared->problems[made], factor, &prepared->twins[made]) == 0))
        made++;
    if (made < prepared->count) {
        cf_test_problems_free(prepared->twins, made);
        prepared->twins = NULL;
        return -1;
    }
    if (prepared->test->trace_points <= 0)
        return 0;
    prepared->twin_references = calloc((size_t)prepared->count, sizeof *prepared->twin_references);
    if (prepared->twin_references == NULL)
        return -1;
    for (int k = 0; k < prepared->count; k++) {
        if (prepared->twins[k].p == NULL)
            continue;
        prepared->twin_references[k] = reference_pivots(ref, prepared->twins[k].p,
                                                        prepared->test->max_pivots);
        if (prepared->twin_references[k] == NULL)
            return -1;
    }
    return 0;
}

/* Free what prepare_twins made (also after it failed half-way). */
static void free_twins(cf_prepared_test *prepared)
{
    for (int k = 0; prepared->twin_references != NULL && k < prepared->count; k++)
        cf_trace_free(prepared->twin_references[k]);
    free(prepared->twin_references);
    prepared->twin_references = NULL;
    if (prepared->twins != NULL)
        cf_test_problems_free(prepared->twins, prepared->count);
    prepared->twins = NULL;
}

/* The default budget of a submission: time the reference on every
 * problem, add the start of one isolated process per problem. */
static void set_budget(cf_session *s, cf_solver ref)
{
    int problems = 0;
    double start = now_seconds();
    for (int t = 0; t < s->m.n_tests; t++) {
        for (int k = 0; k < s->tests[t].count; k++, problems++)
            if (ref != NULL)
                cf_trace_free(reference_pivots(ref, s->tests[t].problems[k].p, s->tests[t].test->max_pivots));
        if (published(s->tests[t].test)) /* a twin costs what its problem does */
            problems += s->tests[t].count;
        problems += s->tests[t].test->n_rules; /* one process each, on a tiny state */
    }
    s->reference_seconds = now_seconds() - start;
    double expected = s->reference_seconds + problems * s->box.overhead;
    s->budget = CF_BUDGET_FACTOR * expected > CF_BUDGET_FLOOR ? CF_BUDGET_FACTOR * expected
                                                               : CF_BUDGET_FLOOR;
}

void cf_session_close(cf_session *s)
{
    for (int t = 0; s->tests != NULL && t < s->m.n_tests; t++) {
        cf_prepared_test *prepared = &s->tests[t];
        for (int k = 0; prepared->references != NULL && k < prepared->count; k++)
            cf_trace_free(prepared->references[k]);
        free(prepared->references);
        free_twins(prepared);
        cf_test_problems_free(prepared->problems, prepared->count);
    }
    free(s->tests);
    cf_manifest_free(&s->m);
    memset(s, 0, sizeof *s);
}

int cf_session_open(cf_session *s, const char *kit, const char *tests_path, const char *user,
                    char *why, size_t why_size)
{
    memset(s, 0, sizeof *s);
    if (realpath(kit, s->kit) == NULL) {
        snprintf(why, why_size, "the grading kit %s: %s", kit, strerror(errno));
        return -1;
    }
    if (cf_manifest_read(tests_path, &s->m, why, why_size) != 0)
        return -1;
    const char *cc = getenv("CF_GRADER_CC");
    if (cc != NULL && cc[0] == '/')
        snprintf(s->cc, sizeof s->cc, "%s", cc);
    else if (find_on_path(cc != NULL && cc[0] != '\0' ? cc : "cc", s->cc, sizeof s->cc) != 0) {
        snprintf(why, why_size, "no C compiler (cc) on PATH");
        cf_session_close(s);
        return -1;
    }
    /* The compiler runs where only the system folders are: name it by its real path. */
    char real_cc[PATH_MAX];
    if (realpath(s->cc, real_cc) != NULL && strlen(real_cc) < sizeof s->cc)
        memcpy(s->cc, real_cc, strlen(real_cc) + 1);
    if (cf_sandbox_init(&s->box, user, why, why_size) != 0) {
        cf_session_close(s);
        return -1;
    }
    /* Without namespaces, student code sees the machine's files as any
     * other user does: the tests (the hidden problems) must be closed to
     * it.  Only the headers and objects a build needs are copied in. */
    char hidden[PATH_MAX];
    const char *secrets[] = {tests_path, hidden};
    int secrets_named = pathf(hidden, sizeof hidden, "%s/tests/hidden", s->kit) == 0;
    for (size_t k = 0; k < sizeof secrets / sizeof secrets[0]; k++) {
        if (!secrets_named || cf_sandbox_reaches(&s->box, secrets[k], R_OK) != 0) {
            snprintf(why, why_size, "without namespaces, student code runs as another user of this"
                     " machine and could read %s: close the kit's tests to other users"
                     " (chmod -R go-rwx %s/tests, as setup.sh does on Gradescope)",
                     secrets_named ? secrets[k] : "the kit", s->kit);
            cf_session_close(s);
            return -1;
        }
    }
    cf_solver ref = cf_stage_solver(s->m.stage);
    s->tests = calloc((size_t)s->m.n_tests, sizeof *s->tests);
    if (s->tests == NULL) {
        snprintf(why, why_size, "out of memory");
        cf_session_close(s);
        return -1;
    }
    for (int t = 0; t < s->m.n_tests; t++) {
        cf_prepared_test *prepared = &s->tests[t];
        prepared->test = &s->m.tests[t];
        if (cf_test_problems(&s->m, prepared->test, &prepared->problems, &prepared->count, why,
                             why_size) != 0) {
            cf_session_close(s);
            return -1;
        }
        for (int k = 0; k < prepared->test->n_rules; k++) {
            if (cf_rule_find(s->m.stage, prepared->test->rules[k].name) == NULL) {
                snprintf(why, why_size, "test %s: stage %d has no rule test %s (grader/rules.c)",
                         prepared->test->name, s->m.stage, prepared->test->rules[k].name);
                cf_session_close(s);
                return -1;
            }
            char harness[PATH_MAX];
            if (pathf(harness, sizeof harness, "%s/rules.c", s->kit) != 0
                || access(harness, R_OK) != 0) {
                snprintf(why, why_size, "test %s has rule tests, but the kit %s has no rules.c"
                         " (grader/rules-%s.c)", prepared->test->name, s->kit, s->m.exercise);
                cf_session_close(s);
                return -1;
            }
        }
        if (prepared->test->trace_points <= 0)
            continue;
        if (ref == NULL) {
            snprintf(why, why_size, "test %s compares pivots, but stage %d has no reference solver",
                     prepared->test->name, s->m.stage);
            cf_session_close(s);
            return -1;
        }
        prepared->references = calloc((size_t)prepared->count, sizeof *prepared->references);
        for (int k = 0; prepared->references != NULL && k < prepared->count; k++)
            prepared->references[k] = reference_pivots(ref, prepared->problems[k].p,
                                                       prepared->test->max_pivots);
        for (int k = 0; prepared->references != NULL && k < prepared->count; k++) {
            if (prepared->references[k] == NULL) {
                free(prepared->references);
                prepared->references = NULL;
            }
        }
        if (prepared->references == NULL) {
            snprintf(why, why_size, "out of memory");
            cf_session_close(s);
            return -1;
        }
    }
    /* Every published problem gets a twin (make_twin) in each grading, at
     * the factor of the submission's file (twin_factor_of): a test of a
     * published problem passes only if its twin passes too.  Made here
     * once, at the factor's least value, to find a problem without one
     * before any submission is graded. */
    s->reference = ref;
    for (int t = 0; t < s->m.n_tests; t++) {
        if (!published(s->tests[t].test) || s->tests[t].count == 0)
            continue;
        int made = prepare_twins(&s->tests[t], 1.5, ref) == 0;
        free_twins(&s->tests[t]);
        if (!made) {
            snprintf(why, why_size, "test %s: cannot make the twins of its problems",
                     s->tests[t].test->name);
            cf_session_close(s);
            return -1;
        }
    }
    set_budget(s, ref);
    return 0;
}

/* ---- building ---- */

/* The kit a build sees: its headers, the harness and the library, at
 * /kit/include/, /kit/runner.o and /kit/libcommon.a; and the student's
 * file at /box/FILE.  Paths and names are stored in names (pairs). */
static int kit_files(const cf_session *s, const char *source, char (*names)[2][PATH_MAX],
                     cf_file *files, int room)
{
    int count = 0;
    char include[PATH_MAX];
    if (pathf(include, sizeof include, "%s/include", s->kit) != 0)
        return -1;
    DIR *listing = opendir(include);
    struct dirent *entry;
    while (listing != NULL && (entry = readdir(listing)) != NULL && count < room - 4) {
        size_t length = strlen(entry->d_name);
        if (length < 3 || strcmp(entry->d_name + length - 2, ".h") != 0)
            continue;
        if (pathf(names[count][0], PATH_MAX, "%s/%s", include, entry->d_name) != 0
            || pathf(names[count][1], PATH_MAX, "/kit/include/%s", entry->d_name) != 0)
            continue;
        count++;
    }
    if (listing != NULL)
        closedir(listing);
    if (pathf(names[count][0], PATH_MAX, "%s/runner.o", s->kit) != 0
        || pathf(names[count + 1][0], PATH_MAX, "%s/libcommon.a", s->kit) != 0
        || pathf(names[count + 2][0], PATH_MAX, "%s", source) != 0
        || pathf(names[count + 2][1], PATH_MAX, "/box/%s", s->m.file) != 0)
        return -1;
    snprintf(names[count][1], PATH_MAX, "/kit/runner.o");
    snprintf(names[count + 1][1], PATH_MAX, "/kit/libcommon.a");
    count += 3;
    /* The harness of the rule tests, which includes the student's file. */
    if (pathf(names[count][0], PATH_MAX, "%s/rules.c", s->kit) == 0
        && access(names[count][0], R_OK) == 0) {
        snprintf(names[count][1], PATH_MAX, "/kit/rules.c");
        count++;
    }
    for (int k = 0; k < count; k++)
        files[k] = (cf_file){names[k][0], names[k][1]};
    return count;
}

/* Run the compiler in a root that holds only the student's file and the
 * kit, with argv; the program it makes, /box/NAME, comes out at output.
 * 0 on success; -1 with problem filled.  *log receives what the compiler
 * said (cleaned; free it), or NULL. */
static int compile_program(const cf_session *s, const char *source, const char *work,
                           char **argv, const char *name, const char *output, char *problem,
                           size_t problem_size, char **log)
{
    char log_path[PATH_MAX];
    /* the kit's file names, too many for the stack: 64 pairs of paths */
    char (*names)[2][PATH_MAX] = malloc(CF_SANDBOX_MAX_FILES * sizeof *names);
    cf_file files[CF_SANDBOX_MAX_FILES];
    *log = NULL;
    problem[0] = '\0';
    if (names == NULL) {
        cf_textf(problem, problem_size, "grader error: out of memory");
        return -1;
    }
    int n_files = kit_files(s, source, names, files, CF_SANDBOX_MAX_FILES);
    if (pathf(log_path, sizeof log_path, "%s/build-%s.log", work, name) != 0 || n_files < 0) {
        cf_textf(problem, problem_size, "grader error: paths too long");
        free(names);
        return -1;
    }
    int log_fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    int output_fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
    /* Without namespaces the program runs as another user, who must be
     * allowed to execute it whatever the umask (the grader's is 077 there). */
    int failed = log_fd < 0 || output_fd < 0 || fchmod(output_fd, 0755) != 0;
    if (failed) {
        cf_textf(problem, problem_size, "grader error: cannot prepare the build in %s", work);
    } else {
        cf_run run = {.program = s->cc, .argv = argv, .in_fd = -1, .out_fd = log_fd,
                      .result_fd = -1, .limits = build_limits, .files = files,
                      .n_files = n_files, .collect_fd = output_fd, .collect_name = name,
                      .box_mib = 64};
        cf_outcome outcome;
        cf_sandbox_run(&s->box, &run, &outcome);
        if (outcome.started && outcome.exited && outcome.exit_code == 0 && outcome.collected)
            failed = 0;
        else if (outcome.started && outcome.exited && outcome.exit_code != 0)
            failed = 1, snprintf(problem, problem_size, "the compiler reported errors");
        else if (outcome.started && outcome.exited)
            failed = 1, snprintf(problem, problem_size, "the compiler made no program");
        else
            failed = 1, cf_outcome_describe(&outcome, problem, problem_size);
    }
    free(names);
    if (output_fd >= 0)
        failed |= close(output_fd) != 0;
    if (log_fd >= 0)
        close(log_fd);
    *log = read_file(log_path, 64 * 1024, NULL);
    remove(log_path);
    if (*log == NULL)
        *log = calloc(1, 1);
    if (*log != NULL)
        cf_clean_text(*log);
    if (failed)
        remove(output);
    return failed ? -1 : 0;
}

/* Compile and link the student's file with the harness in one run of the
 * compiler, in a root that holds only the file and the kit; the program
 * comes out at runner. */
static int build_submission(const cf_session *s, const char *source, const char *work,
                            const char *runner, cf_grade *g)
{
    char cc[sizeof s->cc], file[64], problem[300];
    snprintf(cc, sizeof cc, "%s", s->cc);
    snprintf(file, sizeof file, "%s", s->m.file);
    char *compile[] = {cc, "-std=c11", "-Wall", "-Wextra", "-pedantic",
                       "-D_POSIX_C_SOURCE=200809L", "-O2", "-g", "-I/kit/include", file,
                       "/kit/runner.o", "/kit/libcommon.a", "-lm", "-o", "runner", NULL};
    char *log = NULL;
    int failed = compile_program(s, source, work, compile, "runner", runner, problem,
                                 sizeof problem, &log);
    if (failed)
        cf_textf(g->status, sizeof g->status, "%s%s", strncmp(problem, "grader error", 12) == 0
              ? "" : "did not compile: ", problem);
    free(g->build_output);
    g->build_output = log;
    if (g->build_output != NULL)
        for (const char *at = g->build_output; (at = strstr(at, "warning:")) != NULL; at++)
            g->build_warnings++;
    return failed ? -1 : 0;
}

/* The program of the rule tests: the kit's harness (rules.c), which
 * includes the student's file to call its static functions.  0 on
 * success; -1 with why (the compiler's first error) for the rule tests to
 * report: the rest of the grading goes on without them. */
static int build_rules(const cf_session *s, const char *source, const char *work,
                       const char *program, char *why, size_t why_size)
{
    char cc[sizeof s->cc], problem[300];
    snprintf(cc, sizeof cc, "%s", s->cc);
    char *compile[] = {cc, "-std=c11", "-Wall", "-Wextra", "-pedantic",
                       "-D_POSIX_C_SOURCE=200809L", "-O2", "-g", "-I/kit/include", "-iquote/box",
                       "/kit/rules.c", "/kit/libcommon.a", "-lm", "-o", "rules", NULL};
    char *log = NULL;
    if (compile_program(s, source, work, compile, "rules", program, problem, sizeof problem,
                        &log) == 0) {
        free(log);
        return 0;
    }
    /* The first error line says the most ("no member named 'da_size'"). */
    const char *error = log != NULL ? strstr(log, "error:") : NULL;
    if (error != NULL) {
        size_t length = strcspn(error, "\n");
        cf_textf(why, why_size, "the rule tests' harness includes your file to call its functions,"
              " and did not compile with it (keep the struct dantzig and the functions'"
              " signatures as given): %.*s", (int)(length < 300 ? length : 300), error);
    } else {
        cf_textf(why, why_size, "the rule tests' harness did not build with your file: %s", problem);
    }
    free(log);
    return -1;
}

/* ---- running one problem ---- */

/* What a run returned: its status and forces. */
typedef struct cf_answer {
    int status;
    double *f; /* the problem's n entries */
} cf_answer;

/* What the program printed, cleaned, into details; the start of it into
 * excerpt too (when not NULL and still empty). */
static void show_output(FILE *details, const char *output_path, char *excerpt,
                        size_t excerpt_size)
{
    size_t size = 0;
    char *output = read_file(output_path, OUTPUT_SHOWN, &size);
    if (output == NULL)
        return;
    cf_clean_text(output);
    fprintf(details, "--- what the program printed (%s) ---\n%s%s\n", size == 0 ? "nothing"
            : size == OUTPUT_SHOWN ? "the first 64 KiB" : "all of it", output,
            size > 0 && output[size - 1] != '\n' ? "\n" : "");
    if (excerpt != NULL && excerpt[0] == '\0')
        snprintf(excerpt, excerpt_size, "%s", output);
    free(output);
}

/* Run program in the sandbox: its standard input from input_path (NULL:
 * writing the input failed), its output to output_path, its result record
 * (descriptor 3) to result_path, with limits whose wall time is at most
 * wall_left.  What happened goes to outcome. */
static void run_sandboxed(const cf_session *s, const char *program, const char *name,
                          const char *input_path, const char *output_path,
                          const char *result_path, cf_limits limits, double wall_left,
                          const char *dir, cf_outcome *outcome)
{
    int in_fd = input_path != NULL ? open(input_path, O_RDONLY | O_CLOEXEC) : -1;
    int out_fd = in_fd >= 0 ? open(output_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600) : -1;
    int result_fd = out_fd >= 0 ? open(result_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600) : -1;
    if (result_fd >= 0) {
        char argv0[16];
        snprintf(argv0, sizeof argv0, "%s", name);
        char *argv[] = {argv0, NULL};
        cf_run run = {.program = program, .argv = argv, .in_fd = in_fd, .out_fd = out_fd,
                      .result_fd = result_fd, .limits = limits, .collect_fd = -1};
        if (run.limits.wall_seconds > wall_left)
            run.limits.wall_seconds = wall_left > 0.05 ? wall_left : 0.05;
        cf_sandbox_run(&s->box, &run, outcome);
    } else {
        cf_textf(outcome->message, sizeof outcome->message, "cannot prepare %s", dir);
    }
    if (in_fd >= 0)
        close(in_fd);
    if (out_fd >= 0)
        close(out_fd);
    if (result_fd >= 0)
        close(result_fd);
}

/* Judge the answer to problem tp (its reference pivots reference) that a
 * run left: its result record (NULL: none, why says why when it was
 * malformed) and the run's outcome; append the details of a failure to
 * details (may be NULL), with the run's output.  When answer is not NULL,
 * the status and f it returned go there (status -1 when none). */
static void judge_problem(const cf_session *s, const cf_test *t, const cf_test_problem *tp,
                          const cf_trace *reference, const cf_outcome *outcome,
                          const cf_wire_result *result, const char *why, const char *output_path,
                          const char *stubs, cf_judgement *verdict, FILE *details, char *excerpt,
                          size_t excerpt_size, cf_answer *answer)
{
    if (answer != NULL)
        answer->status = -1;
    if (result != NULL && answer != NULL && answer->f != NULL) {
        answer->status = result->status;
        memcpy(answer->f, result->f, (size_t)tp->p->n * sizeof *answer->f);
    }
    cf_evidence evidence = {.m = &s->m, .test = t, .problem = tp, .reference = reference,
                            .outcome = outcome, .result = result, .result_problem = why,
                            .stubs = stubs};
    cf_judge(&evidence, verdict);
    int passed = (t->solve_points <= 0 || verdict->solve_ok)
              && (t->trace_points <= 0 || verdict->trace_ok);
    if (!passed && details != NULL) {
        fprintf(details, "=== %s\n%s\n", tp->label, verdict->message);
        cf_judge_details(details, &evidence);
        show_output(details, output_path, excerpt, excerpt_size);
        fprintf(details, "\n");
    }
}

/* Run the student's program on problems first .. first + count - 1 of a
 * test (or on the twin of problem first: count 1), in one process, and
 * judge each (verdicts[0 .. count - 1]); the details of a failure go to
 * details (may be NULL).  A run that ends early leaves the records of the
 * problems before: the rest are judged by how it ended. */
static void run_problems(const cf_session *s, const cf_prepared_test *prepared, int first,
                         int count, int twin, const char *work, const char *runner,
                         const char *stubs, double wall_left, cf_judgement *verdicts,
                         FILE *details, char *excerpt, size_t excerpt_size, cf_answer *answer)
{
    const cf_test *t = prepared->test;
    const cf_test_problem *problems = twin ? prepared->twins : prepared->problems;
    const cf_trace *const *references = twin ? (const cf_trace *const *)prepared->twin_references
                                             : (const cf_trace *const *)prepared->references;
    char dir[PATH_MAX], problem_path[PATH_MAX], output_path[PATH_MAX], result_path[PATH_MAX];
    memset(verdicts, 0, (size_t)count * sizeof *verdicts);
    if (answer != NULL)
        answer->status = -1;
    if (pathf(dir, sizeof dir, "%s/run-%s-%d%s", work, t->name, first, twin ? "-twin" : "") != 0
        || pathf(problem_path, sizeof problem_path, "%s/problem.bin", dir) != 0
        || pathf(output_path, sizeof output_path, "%s/output.txt", dir) != 0
        || pathf(result_path, sizeof result_path, "%s/result.bin", dir) != 0) {
        for (int k = 0; k < count; k++)
            snprintf(verdicts[k].message, sizeof verdicts[k].message, "the grader's paths are too long");
        return;
    }
    remove_tree(dir);

    cf_outcome outcome;
    memset(&outcome, 0, sizeof outcome);
    FILE *problem_file = NULL;
    int written = 0;
    if (make_dir(dir, 0700) == 0 && (problem_file = fopen(problem_path, "wb")) != NULL) {
        written = 1;
        for (int k = first; k < first + count; k++)
            written &= cf_wire_write_problem(problem_file, problems[k].p, t->max_pivots) == 0;
        written &= fclose(problem_file) == 0;
    }
    run_sandboxed(s, runner, "runner", written ? problem_path : NULL, output_path, result_path,
                  t->limits, wall_left, dir, &outcome);

    size_t size = 0, at = 0;
    char why[200] = "";
    unsigned char *data = (unsigned char *)read_file(result_path, RESULT_MAX, &size);
    /* An empty result file means the process ended before the solver
     * returned; why stays empty, and the judge says so.  In a batch, a
     * malformed record ends the reading: the problems after it have none. */
    int readable = data != NULL;
    for (int k = 0; k < count; k++) {
        const cf_test_problem *tp = &problems[first + k];
        cf_wire_result result;
        size_t used = 0;
        int have_result = readable && at < size
                       && cf_wire_parse_result_prefix(data + at, size - at, tp->p->n, &result,
                                                      &used, why, sizeof why) == 0;
        readable = have_result;
        at += used;
        if (have_result && k == count - 1 && at != size) {
            snprintf(why, sizeof why, "the result record is truncated or has extra bytes");
            cf_wire_result_free(&result);
            have_result = 0;
        }
        judge_problem(s, t, tp, references != NULL ? references[first + k] : NULL, &outcome,
                      have_result ? &result : NULL, why, output_path, stubs, &verdicts[k],
                      details, excerpt, excerpt_size, k == 0 ? answer : NULL);
        if (have_result)
            cf_wire_result_free(&result);
    }
    free(data);
    remove_tree(dir);
}

/* Run the student's program on problem k of a test, or on its twin, and
 * judge it (run_problems). */
static void run_problem(const cf_session *s, const cf_prepared_test *prepared, int k, int twin,
                        const char *work, const char *runner, const char *stubs, double wall_left,
                        cf_judgement *verdict, FILE *details, char *excerpt, size_t excerpt_size,
                        cf_answer *answer)
{
    run_problems(s, prepared, k, 1, twin, work, runner, stubs, wall_left, verdict, details,
                 excerpt, excerpt_size, answer);
}

/* ---- rule tests ---- */

/* Run the rule tests' program on one rule's state (the same sandbox and
 * limits as a problem) and judge it.  1 passed, 0 failed with message;
 * the details of a failure go to details. */
static int run_rule(const cf_session *s, const cf_test *t, const cf_rule *rule, const char *work,
                    const char *program, const char *stubs, double wall_left, char *message,
                    size_t message_size, FILE *details)
{
    char dir[PATH_MAX], state_path[PATH_MAX], output_path[PATH_MAX], result_path[PATH_MAX];
    message[0] = '\0';
    if (pathf(dir, sizeof dir, "%s/rule-%s", work, t->name) != 0
        || pathf(state_path, sizeof state_path, "%s/state.bin", dir) != 0
        || pathf(output_path, sizeof output_path, "%s/output.txt", dir) != 0
        || pathf(result_path, sizeof result_path, "%s/result.bin", dir) != 0) {
        snprintf(message, message_size, "the grader's paths are too long");
        return 0;
    }
    remove_tree(dir);
    cf_problem *p = NULL;
    cf_wire_rule state;
    int max_pivots = 0;
    if (cf_rule_state(rule, &p, &max_pivots, &state) != 0) {
        snprintf(message, message_size, "grader error: out of memory");
        return 0;
    }
    cf_outcome outcome;
    memset(&outcome, 0, sizeof outcome);
    FILE *state_file = NULL;
    int written = 0;
    if (make_dir(dir, 0700) == 0 && (state_file = fopen(state_path, "wb")) != NULL) {
        written = cf_wire_write_rule(state_file, p, max_pivots, &state) == 0;
        written &= fclose(state_file) == 0;
    }
    run_sandboxed(s, program, "rules", written ? state_path : NULL, output_path, result_path,
                  t->limits, wall_left, dir, &outcome);

    size_t size = 0;
    char why[200] = "";
    unsigned char *data = (unsigned char *)read_file(result_path, RESULT_MAX, &size);
    cf_wire_rule_result result;
    int have_result = data != NULL && size > 0
                   && cf_wire_parse_rule_result(data, size, p->n, &result, why, sizeof why) == 0;
    free(data);
    int passed = 0;
    if (have_result) {
        passed = cf_rule_judge(rule, &result, stubs, message, message_size);
    } else {
        /* A crash, a hang, an exit inside the function: said as for a problem. */
        char said[1280];
        cf_judge_outcome(&s->m, t, &outcome, why, said, sizeof said);
        cf_textf(message, message_size, "%s: %s", cf_rule_concept(rule), said);
    }
    if (!passed && details != NULL) {
        char how[300];
        cf_outcome_describe(&outcome, how, sizeof how);
        fprintf(details, "=== rule %s\n%s\n", cf_rule_name(rule), message);
        cf_rule_describe(details, rule);
        fprintf(details, "process: %s; CPU %.3f s, wall %.3f s, memory %ld KiB\n", how,
                outcome.cpu_seconds, outcome.wall_seconds, outcome.max_rss_kib);
        show_output(details, output_path, NULL, 0);
        fprintf(details, "\n");
    }
    if (have_result)
        cf_wire_rule_result_free(&result);
    cf_wire_rule_free(&state);
    cf_problem_free(p);
    remove_tree(dir);
    return passed;
}

/* Run every rule of a rule test; each passed rule scores its points. */
static void run_rule_test(const cf_session *s, const cf_test *t, const char *work,
                          const char *program, const char *build_problem, const char *stubs,
                          double deadline, FILE *details, cf_test_score *score)
{
    score->problems = t->n_rules;
    for (int k = 0; k < t->n_rules; k++) {
        const cf_rule *rule = cf_rule_find(s->m.stage, t->rules[k].name);
        char message[sizeof score->message];
        int passed = 0;
        if (now_seconds() >= deadline) {
            score->out_of_time = 1;
            cf_textf(message, sizeof message,
                  "not run: your submission used up its time budget (%.0f s for all tests)",
                  s->budget);
        } else if (build_problem != NULL && build_problem[0] != '\0') {
            snprintf(message, sizeof message, "%s", build_problem);
        } else if (rule == NULL) {
            cf_textf(message, sizeof message, "grader error: no rule test %s", t->rules[k].name);
        } else {
            passed = run_rule(s, t, rule, work, program, stubs, deadline - now_seconds(), message,
                              sizeof message, details);
        }
        if (passed)
            score->score += t->rules[k].points;
        else if (score->failed++ == 0)
            snprintf(score->message, sizeof score->message, "%s", message);
    }
}

/* A published problem's answer counts only if the submission also solves
 * its twin (make_twin): the twin's answer must pass the same judge, with
 * the same status, and its f must be k times the answer to the problem,
 * since the solution scales with b.  A table of the published answers
 * fails here.  Each part (answer, pivots) the problem passed stays passed
 * only if the twin passes it too; the message then shows no value of the
 * twin (a problem the student never sees). */
static void judge_twin(const cf_session *s, const cf_prepared_test *prepared, int k,
                       const char *work, const char *runner, const char *stubs, double deadline,
                       const cf_answer *mine, cf_answer *twin, cf_judgement *verdict, FILE *details)
{
    const cf_test *t = prepared->test;
    int solve = t->solve_points > 0 && verdict->solve_ok, trace = t->trace_points > 0 && verdict->trace_ok;
    if ((!solve && !trace) || prepared->twins[k].p == NULL)
        return; /* nothing to take away, or no twin */
    int passed = (t->solve_points <= 0 || verdict->solve_ok) && (t->trace_points <= 0 || verdict->trace_ok);
    double left = deadline - now_seconds();
    cf_judgement twin_verdict;
    memset(&twin_verdict, 0, sizeof twin_verdict);
    if (left > 0.0 && mine->f != NULL && twin->f != NULL)
        run_problem(s, prepared, k, 1, work, runner, stubs, left, &twin_verdict, NULL, NULL, 0, twin);
    int answer_ok = twin_verdict.solve_ok && twin->status == mine->status;
    /* Where the problem says its f is not unique (a singular A), the
     * certifier and the problem's invariants judge the twin alone. */
    const cf_problem *p = prepared->problems[k].p;
    if (answer_ok && mine->status == CF_OK && p->f_unique != 0) {
        double scale = 1.0;
        for (int i = 0; i < p->n; i++)
            scale = fabs(prepared->twin_factor * mine->f[i]) > scale ? fabs(prepared->twin_factor * mine->f[i]) : scale;
        for (int i = 0; answer_ok && i < p->n; i++)
            answer_ok = fabs(twin->f[i] - prepared->twin_factor * mine->f[i]) <= CF_TWIN_TOL * scale;
    }
    int lost = (solve && !answer_ok) || (trace && !twin_verdict.trace_ok);
    if (!lost)
        return;
    verdict->solve_ok &= answer_ok;
    verdict->trace_ok &= twin_verdict.trace_ok;
    char message[sizeof verdict->message];
    snprintf(message, sizeof message,
             "on its twin, the same problem with b scaled by the twin factor %.6g (in the"
             " report's header; every force must scale with b, by the same pivots) the answer %s",
             prepared->twin_factor,
             left <= 0.0 ? "was not computed (the time budget ran out)"
             : twin->status != mine->status || !twin_verdict.solve_ok ? "is not a solution"
             : solve && !answer_ok ? "does not scale" : "takes different pivots");
    if (passed)
        snprintf(verdict->message, sizeof verdict->message, "%s", message);
    else
        snprintf(verdict->message + strlen(verdict->message), sizeof verdict->message - strlen(verdict->message),
                 "; and it %s", message);
    if (details != NULL)
        fprintf(details, "=== %s (its twin)\n%s\n\n", prepared->problems[k].label, message);
}

/* The first name of the list needs (space separated) that stubs names
 * as still a stub, as a whole word, into name; 0 if none is. */
static int needed_stub(const char *needs, const char *stubs, char *name, size_t size)
{
    for (const char *word = needs; stubs != NULL && stubs[0] != '\0' && *word != '\0';) {
        size_t length = strcspn(word, " ");
        for (const char *at = stubs; length > 0 && *at != '\0'; at++) {
            if (strncmp(at, word, length) != 0)
                continue;
            int before = at > stubs && (isalnum((unsigned char)at[-1]) || at[-1] == '_');
            int after = isalnum((unsigned char)at[length]) || at[length] == '_';
            if (!before && !after) {
                snprintf(name, size, "%.*s", (int)length, word);
                return 1;
            }
        }
        word += length;
        while (*word == ' ')
            word++;
    }
    return 0;
}

/* Run every problem of a test; score it; save its details if it failed. */
static void run_test(const cf_session *s, const cf_prepared_test *prepared, const char *work,
                     const char *out_dir, const char *runner, const char *rules_program,
                     const char *rules_problem, const char *stubs, double deadline,
                     cf_test_score *score)
{
    const cf_test *t = prepared->test;
    char *details_text = NULL;
    size_t details_size = 0;
    FILE *details = open_memstream(&details_text, &details_size);
    int solve_passed = 0, trace_passed = 0;
    score->problems = prepared->count;
    /* The answers to a public problem and to its twin, to compare. */
    int most = 0;
    for (int k = 0; prepared->twins != NULL && k < prepared->count; k++)
        most = prepared->problems[k].p->n > most ? prepared->problems[k].p->n : most;
    cf_answer mine = {.status = -1, .f = calloc(most > 0 ? (size_t)most : 1, sizeof(double))};
    cf_answer twin = {.status = -1, .f = calloc(most > 0 ? (size_t)most : 1, sizeof(double))};
    if (t->n_rules > 0)
        run_rule_test(s, t, work, rules_program, rules_problem, stubs, deadline, details, score);
    /* A problem this test runs needs a function still a stub: it fails
     * unrun, whatever the rest of the stage would answer. */
    char stub[64];
    int blocked = needed_stub(t->needs, stubs, stub, sizeof stub);
    for (int k = 0; blocked && k < prepared->count; k++) {
        if (score->failed++ == 0)
            cf_textf(score->message, sizeof score->message,
                     "status not-implemented: %s: this test needs %s", stubs, stub);
        if (details != NULL)
            fprintf(details, "=== %s\nnot run: %s is still a stub\n\n",
                    prepared->problems[k].label, stub);
    }
    /* A batch test's problems run in one process, judged one by one below. */
    int batch = !blocked && t->batch && prepared->twins == NULL && prepared->count > 0;
    cf_judgement *batched = batch ? calloc((size_t)prepared->count, sizeof *batched) : NULL;
    if (batched != NULL && deadline - now_seconds() > 0.0)
        run_problems(s, prepared, 0, prepared->count, 0, work, runner, stubs,
                     deadline - now_seconds(), batched, details, score->excerpt,
                     sizeof score->excerpt, NULL);
    else if (batched != NULL)
        batch = 0; /* out of time: said below, problem by problem */
    for (int k = 0; !blocked && k < prepared->count; k++) {
        cf_judgement verdict;
        double left = deadline - now_seconds();
        if (batched != NULL && batch) {
            verdict = batched[k];
        } else if (left <= 0.0) {
            /* Over the submission's budget: the problems not run count as failed. */
            score->out_of_time = 1;
            if (score->failed++ == 0)
                cf_textf(score->message, sizeof score->message,
                      "not run: your submission used up its time budget (%.0f s for all tests)",
                      s->budget);
            continue;
        } else {
            run_problem(s, prepared, k, 0, work, runner, stubs, left, &verdict, details,
                        score->excerpt, sizeof score->excerpt,
                        prepared->twins != NULL ? &mine : NULL);
        }
        if (prepared->twins != NULL)
            judge_twin(s, prepared, k, work, runner, stubs, deadline, &mine, &twin, &verdict, details);
        solve_passed += verdict.solve_ok;
        trace_passed += verdict.trace_ok;
        int passed = (t->solve_points <= 0 || verdict.solve_ok) && (t->trace_points <= 0 || verdict.trace_ok);
        if (!passed && score->failed++ == 0) {
            if (prepared->count > 1)
                cf_textf(score->message, sizeof score->message, "%s: %s",
                      prepared->problems[k].label, verdict.message);
            else
                snprintf(score->message, sizeof score->message, "%s", verdict.message);
        }
    }
    free(batched);
    free(mine.f);
    free(twin.f);
    score->max = cf_test_points(t);
    if (prepared->count > 0)
        score->score = t->solve_points * solve_passed / prepared->count
                     + t->trace_points * trace_passed / prepared->count;
    if (score->failed == 0) {
        snprintf(score->message, sizeof score->message, "ok");
    } else if (score->problems > 1) {
        char first[sizeof score->message];
        snprintf(first, sizeof first, "%s", score->message);
        cf_textf(score->message, sizeof score->message, "%d of %d %s failed; first, %s",
              score->failed, score->problems, t->n_rules > 0 ? "rules" : "problems", first);
    }
    cf_clean_text(score->excerpt);
    if (details != NULL)
        fclose(details);
    /* A student's report keeps a hidden test's details to itself. */
    int shown = !t->hidden || s->instructor;
    if (!shown)
        score->excerpt[0] = '\0';
    if (score->failed > 0 && details_text != NULL && out_dir != NULL && shown) {
        snprintf(score->details, sizeof score->details, "%s/%s.txt", out_dir, t->name);
        FILE *saved = fopen(score->details, "w");
        if (saved != NULL) {
            fprintf(saved, "test %s (%s): %s\n%s\n\n%s", t->name, t->hidden ? "hidden" : "public",
                    t->description, score->message, details_text);
            fclose(saved);
        } else {
            score->details[0] = '\0';
        }
    }
    free(details_text);
}

static void print_test_line(FILE *report, const cf_session *s, const cf_test *t,
                            const cf_test_score *score)
{
    char got[32], max[32];
    cf_format_points(got, sizeof got, score->score);
    cf_format_points(max, sizeof max, score->max);
    char points[80];
    snprintf(points, sizeof points, "%s/%s", got, max);
    const char *verdict = score->failed == 0 ? "ok" : score->score > 0 ? "PART" : "FAIL";
    if (t->hidden && !s->instructor)
        fprintf(report, "  %-4s %-34s %7s  (hidden test: %s)", verdict, t->name, points, t->concept);
    else
        fprintf(report, "  %-4s %-34s %7s  %s", verdict, t->name, points,
                score->failed == 0 ? (t->hidden ? "(hidden test)" : "") : score->message);
    if (score->details[0] != '\0')
        fprintf(report, " (details: %s)", score->details);
    fprintf(report, "\n");
    fflush(report);
}

void cf_grade_free(cf_grade *g)
{
    free(g->build_output);
    free(g->scores);
    memset(g, 0, sizeof *g);
}

void cf_grade_submission(const cf_session *s, const char *path, const char *work_dir,
                         const char *out_dir, FILE *report, cf_grade *g)
{
    double start = now_seconds();
    memset(g, 0, sizeof *g);
    g->scores = calloc((size_t)s->m.n_tests, sizeof *g->scores);
    g->build_output = calloc(1, 1);
    if (g->scores == NULL || g->build_output == NULL) {
        cf_textf(g->status, sizeof g->status, "grader error: out of memory");
        return;
    }
    for (int t = 0; t < s->m.n_tests; t++) {
        g->scores[t].max = cf_test_points(&s->m.tests[t]);
        g->max += g->scores[t].max;
        cf_textf(g->scores[t].message, sizeof g->scores[t].message, "not run");
    }
    if (report == NULL || s->quiet)
        report = NULL;

    /* Which file to grade. */
    char source[PATH_MAX] = "";
    int matches = 0;
    if (is_directory(path)) {
        find_file(path, s->m.file, SEARCH_DEPTH, source, sizeof source, &matches);
        if (matches != 1) {
            cf_textf(g->status, sizeof g->status, "%s %s found in %s",
                  matches == 0 ? "no" : "more than one", s->m.file, path);
            for (int t = 0; t < s->m.n_tests; t++)
                cf_textf(g->scores[t].message, sizeof g->scores[t].message, "not graded: %s", g->status);
        }
    } else if (access(path, R_OK) == 0) {
        snprintf(source, sizeof source, "%s", path);
        matches = 1;
    } else {
        cf_textf(g->status, sizeof g->status, "cannot read %s", path);
    }
    /* Old details of these tests would mislead. */
    for (int t = 0; out_dir != NULL && t < s->m.n_tests; t++) {
        char old[PATH_MAX];
        snprintf(old, sizeof old, "%s/%s.txt", out_dir, s->m.tests[t].name);
        remove(old);
    }
    char work[PATH_MAX], runner[PATH_MAX + 8];
    snprintf(work, sizeof work, "%s", work_dir);
    snprintf(runner, sizeof runner, "%s/runner", work);
    if (matches == 1 && (make_dirs(work, 0711) != 0 || make_dir(work, 0711) != 0
                         || (out_dir != NULL && make_dirs(out_dir, 0755) != 0))) {
        cf_textf(g->status, sizeof g->status, "grader error: cannot make %s or %s", work,
              out_dir != NULL ? out_dir : "");
        matches = 0;
    }
    if (matches != 1) {
        if (report != NULL)
            fprintf(report, "not graded: %s\n", g->status);
        g->seconds = now_seconds() - start;
        return;
    }

    if (report != NULL)
        fprintf(report, "grading %s: %s\nisolation: %s\n", source, s->m.title,
                cf_sandbox_isolation(&s->box));
    if (build_submission(s, source, work, runner, g) != 0) {
        if (report != NULL)
            fprintf(report, "build: FAILED (%s); the compiler said:\n%s\n", g->status, g->build_output);
        for (int t = 0; t < s->m.n_tests; t++)
            cf_textf(g->scores[t].message, sizeof g->scores[t].message,
                  "not graded: your file did not compile");
        g->seconds = now_seconds() - start;
        return;
    }
    if (report != NULL) {
        if (g->build_warnings > 0)
            fprintf(report, "build: ok, with %d warning%s:\n%s\n", g->build_warnings,
                    g->build_warnings == 1 ? "" : "s", g->build_output);
        else
            fprintf(report, "build: ok\n");
    }
    g->graded = 1;
    cf_textf(g->status, sizeof g->status, "graded");

    char stubs[512] = "";
    size_t text_size = 0;
    char *text = read_file(source, (size_t)1 << 20, &text_size);
    double factor = twin_factor_of(text != NULL ? text : "", text != NULL ? text_size : 0);
    if (text != NULL) {
        find_stubs(text, stubs, sizeof stubs);
        free(text);
    }
    /* This grading's tests: the session's, with the public problems'
     * twins at this file's factor. */
    cf_prepared_test *tests = malloc((size_t)s->m.n_tests * sizeof *tests);
    int twins_made = tests != NULL;
    for (int t = 0; tests != NULL && t < s->m.n_tests; t++) {
        tests[t] = s->tests[t];
        tests[t].twins = NULL;
        tests[t].twin_references = NULL;
        if (twins_made && published(tests[t].test) && tests[t].count > 0)
            twins_made = prepare_twins(&tests[t], factor, s->reference) == 0;
    }
    if (!twins_made) {
        for (int t = 0; tests != NULL && t < s->m.n_tests; t++)
            free_twins(&tests[t]);
        free(tests);
        cf_textf(g->status, sizeof g->status, "grader error: cannot make the twins of the problems");
        g->graded = 0;
        if (report != NULL)
            fprintf(report, "not graded: %s\n", g->status);
        remove(runner);
        g->seconds = now_seconds() - start;
        return;
    }
    if (report != NULL)
        fprintf(report, "twin factor: %.6g (each public problem is graded again with b scaled by"
                        " it, from your file's bytes: the same file always gets the same)\n", factor);
    /* The rule tests' program, when the exercise has rule tests. */
    char rules_program[PATH_MAX + 8], rules_problem[600] = "";
    snprintf(rules_program, sizeof rules_program, "%s/rules", work);
    int has_rules = 0;
    for (int t = 0; t < s->m.n_tests; t++)
        has_rules |= s->m.tests[t].n_rules > 0;
    if (has_rules)
        build_rules(s, source, work, rules_program, rules_problem, sizeof rules_problem);
    double deadline = now_seconds() + s->budget;
    for (int t = 0; t < s->m.n_tests; t++) {
        cf_test_score *score = &g->scores[t];
        score->message[0] = '\0';
        run_test(s, &tests[t], work, out_dir, runner, rules_program, rules_problem, stubs,
                 deadline, score);
        g->total += score->score;
        g->out_of_time |= score->out_of_time;
        if (report != NULL)
            print_test_line(report, s, &s->m.tests[t], score);
    }
    if (g->out_of_time) {
        cf_textf(g->status, sizeof g->status, "graded until its time budget of %.0f s ran out",
              s->budget);
        if (report != NULL)
            fprintf(report, "Your submission used up its time budget of %.0f s (a few times what"
                            " the reference solution needs for every test, or at least %.0f s);"
                            " the tests it did not finish score 0.\n", s->budget, CF_BUDGET_FLOOR);
    }
    for (int t = 0; t < s->m.n_tests; t++)
        free_twins(&tests[t]);
    free(tests);
    remove(runner);
    if (has_rules)
        remove(rules_program);
    g->seconds = now_seconds() - start;
}
