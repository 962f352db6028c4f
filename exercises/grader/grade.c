/* grade.c - build a submission against the grading harness, run, judge. */
#define _XOPEN_SOURCE 700 /* nftw */
#include "grade.h"

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
#include "stages.h"
#include "wire.h"


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
__attribute__((format(printf, 3, 4)))
static void textf(char *out, size_t size, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(out, size, format, args);
    va_end(args);
}

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

static int copy_file(const char *from, const char *to, mode_t mode)
{
    size_t size;
    char *data = read_file(from, (size_t)4 << 20, &size);
    if (data == NULL)
        return -1;
    int fd = open(to, O_WRONLY | O_CREAT | O_TRUNC, mode);
    int failed = fd < 0 || write(fd, data, size) != (ssize_t)size;
    if (fd >= 0)
        failed |= close(fd) != 0;
    free(data);
    return failed || chmod(to, mode) != 0 ? -1 : 0;
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
        textf(text + used, size - used, "%s%s", k == 0 ? "" : k == count - 1 ? " and " : ", ",
              names[k]);
    }
    if (count > 0) {
        size_t used = strlen(text);
        textf(text + used, size - used, "%s", count == 1 ? " is still a stub" : " are still stubs");
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
static cf_trace *reference_pivots(cf_solver reference, const cf_problem *p)
{
    cf_trace *trace = cf_trace_new(p->n);
    double *f = malloc((size_t)p->n * sizeof *f);
    double *a = malloc((size_t)p->n * sizeof *a);
    if (trace != NULL && f != NULL && a != NULL) {
        cf_solve_options options = {.trace = trace};
        reference(p, &options, f, a);
    }
    free(f);
    free(a);
    return trace;
}

void cf_session_close(cf_session *s)
{
    for (int t = 0; s->tests != NULL && t < s->m.n_tests; t++) {
        cf_prepared_test *prepared = &s->tests[t];
        for (int k = 0; prepared->references != NULL && k < prepared->count; k++)
            cf_trace_free(prepared->references[k]);
        free(prepared->references);
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
    if (cf_sandbox_init(&s->box, user, why, why_size) != 0) {
        cf_session_close(s);
        return -1;
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
            prepared->references[k] = reference_pivots(ref, prepared->problems[k].p);
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
    return 0;
}

/* ---- building ---- */

/* Run one build command in the build box; its output is appended to log_fd. */
static int run_build_step(const cf_session *s, char *const *argv, const char *box, int log_fd,
                          char *problem, size_t problem_size)
{
    cf_run run = {.program = s->cc, .argv = argv, .cwd = box, .in_fd = -1, .out_fd = log_fd,
                  .result_fd = -1, .limits = build_limits,
                  .private_tmp = !cf_sandbox_below_tmp(s->kit) && !cf_sandbox_below_tmp(box)};
    cf_outcome outcome;
    cf_sandbox_run(&s->box, &run, &outcome);
    if (outcome.started && outcome.exited && outcome.exit_code == 0)
        return 0;
    if (outcome.started && outcome.exited)
        snprintf(problem, problem_size, "the compiler reported errors");
    else
        cf_outcome_describe(&outcome, problem, problem_size);
    return -1;
}

/* Compile the student's file with the harness; leave the program at runner. */
static int build_submission(const cf_session *s, const char *source, const char *work,
                            const char *runner, cf_grade *g)
{
    char box[PATH_MAX], copy[PATH_MAX], log_path[PATH_MAX], include[PATH_MAX];
    char runner_o[PATH_MAX], library[PATH_MAX], built[PATH_MAX], file[64], problem[300] = "";
    snprintf(file, sizeof file, "%s", s->m.file);
    if (pathf(box, sizeof box, "%s/build", work) != 0
        || pathf(copy, sizeof copy, "%s/%s", box, file) != 0
        || pathf(log_path, sizeof log_path, "%s/build.log", work) != 0
        || pathf(include, sizeof include, "-I%s/include", s->kit) != 0
        || pathf(runner_o, sizeof runner_o, "%s/runner.o", s->kit) != 0
        || pathf(library, sizeof library, "%s/libcommon.a", s->kit) != 0
        || pathf(built, sizeof built, "%s/runner", box) != 0) {
        textf(g->status, sizeof g->status, "grader error: paths too long");
        return -1;
    }
    remove_tree(box);
    int log_fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (log_fd < 0 || cf_sandbox_make_box(&s->box, box) != 0 || copy_file(source, copy, 0644) != 0) {
        textf(g->status, sizeof g->status, "grader error: cannot prepare the build in %s", box);
        if (log_fd >= 0)
            close(log_fd);
        return -1;
    }
    char *compile[] = {"cc", "-std=c11", "-Wall", "-Wextra", "-pedantic",
                       "-D_POSIX_C_SOURCE=200809L", "-O2", "-g", include, "-c", file,
                       "-o", "student.o", NULL};
    char *link[] = {"cc", "-o", "runner", runner_o, "student.o", library, "-lm", NULL};
    int failed = run_build_step(s, compile, box, log_fd, problem, sizeof problem) != 0
              || run_build_step(s, link, box, log_fd, problem, sizeof problem) != 0;
    close(log_fd);

    free(g->build_output);
    g->build_output = read_file(log_path, 64 * 1024, NULL);
    remove(log_path);
    if (g->build_output == NULL)
        g->build_output = calloc(1, 1);
    if (g->build_output != NULL) {
        cf_clean_text(g->build_output);
        for (const char *at = g->build_output; (at = strstr(at, "warning:")) != NULL; at++)
            g->build_warnings++;
    }
    if (failed) {
        textf(g->status, sizeof g->status, "did not compile: %s", problem);
    } else if (copy_file(built, runner, 0755) != 0) {
        textf(g->status, sizeof g->status, "grader error: cannot copy the built program");
        failed = 1;
    }
    remove_tree(box);
    return failed ? -1 : 0;
}

/* ---- running one problem ---- */

/* Run the student's program on one problem and judge it; append the
 * details of a failure to details. */
static void run_problem(const cf_session *s, const cf_prepared_test *prepared, int k,
                        const char *work, const char *runner, const char *stubs,
                        cf_judgement *verdict, FILE *details, char *excerpt, size_t excerpt_size)
{
    const cf_test_problem *tp = &prepared->problems[k];
    char dir[PATH_MAX], box[PATH_MAX], problem_path[PATH_MAX], output_path[PATH_MAX],
        result_path[PATH_MAX];
    memset(verdict, 0, sizeof *verdict);
    if (pathf(dir, sizeof dir, "%s/run-%s-%d", work, prepared->test->name, k) != 0
        || pathf(box, sizeof box, "%s/box", dir) != 0
        || pathf(problem_path, sizeof problem_path, "%s/problem.bin", dir) != 0
        || pathf(output_path, sizeof output_path, "%s/output.txt", dir) != 0
        || pathf(result_path, sizeof result_path, "%s/result.bin", dir) != 0) {
        snprintf(verdict->message, sizeof verdict->message, "the grader's paths are too long");
        return;
    }
    remove_tree(dir);

    cf_outcome outcome;
    memset(&outcome, 0, sizeof outcome);
    int in_fd = -1, out_fd = -1, result_fd = -1;
    FILE *problem_file = NULL;
    if (make_dir(dir, 0711) == 0 && cf_sandbox_make_box(&s->box, box) == 0
        && (problem_file = fopen(problem_path, "wb")) != NULL) {
        int written = cf_wire_write_problem(problem_file, tp->p) == 0;
        written &= fclose(problem_file) == 0;
        in_fd = written ? open(problem_path, O_RDONLY) : -1;
        out_fd = open(output_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        result_fd = open(result_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    }
    if (in_fd >= 0 && out_fd >= 0 && result_fd >= 0) {
        char *argv[] = {"runner", NULL};
        cf_run run = {.program = runner, .argv = argv, .cwd = box, .in_fd = in_fd,
                      .out_fd = out_fd, .result_fd = result_fd, .limits = prepared->test->limits,
                      .private_tmp = 1}; /* it needs no path: fds only */
        cf_sandbox_run(&s->box, &run, &outcome);
    } else {
        textf(outcome.message, sizeof outcome.message, "cannot prepare %s", dir);
    }
    if (in_fd >= 0)
        close(in_fd);
    if (out_fd >= 0)
        close(out_fd);
    if (result_fd >= 0)
        close(result_fd);

    size_t size = 0;
    char why[200] = "";
    unsigned char *data = (unsigned char *)read_file(result_path, RESULT_MAX, &size);
    cf_wire_result result;
    int have_result = data != NULL && size > 0
                   && cf_wire_parse_result(data, size, tp->p->n, &result, why, sizeof why) == 0;
    /* An empty result file means the process ended before the solver
     * returned; why stays empty, and the judge says so. */
    free(data);

    cf_evidence evidence = {.m = &s->m, .test = prepared->test, .problem = tp,
                            .reference = prepared->references != NULL ? prepared->references[k] : NULL,
                            .outcome = &outcome, .result = have_result ? &result : NULL,
                            .result_problem = why, .stubs = stubs};
    cf_judge(&evidence, verdict);
    int passed = (prepared->test->solve_points <= 0 || verdict->solve_ok)
              && (prepared->test->trace_points <= 0 || verdict->trace_ok);
    if (!passed && details != NULL) {
        fprintf(details, "=== %s\n%s\n", tp->label, verdict->message);
        cf_judge_details(details, &evidence);
        char *output = read_file(output_path, OUTPUT_SHOWN, &size);
        if (output != NULL) {
            cf_clean_text(output);
            fprintf(details, "--- what the program printed (%s) ---\n%s%s\n", size == 0 ? "nothing"
                    : size == OUTPUT_SHOWN ? "the first 64 KiB" : "all of it", output,
                    size > 0 && output[size - 1] != '\n' ? "\n" : "");
            if (excerpt != NULL && excerpt[0] == '\0')
                snprintf(excerpt, excerpt_size, "%s", output);
            free(output);
        }
        fprintf(details, "\n");
    }
    if (have_result)
        cf_wire_result_free(&result);
    remove_tree(dir);
}

/* Run every problem of a test; score it; save its details if it failed. */
static void run_test(const cf_session *s, const cf_prepared_test *prepared, const char *work,
                     const char *out_dir, const char *runner, const char *stubs,
                     cf_test_score *score)
{
    const cf_test *t = prepared->test;
    char *details_text = NULL;
    size_t details_size = 0;
    FILE *details = open_memstream(&details_text, &details_size);
    int solve_passed = 0, trace_passed = 0;
    score->problems = prepared->count;
    for (int k = 0; k < prepared->count; k++) {
        cf_judgement verdict;
        run_problem(s, prepared, k, work, runner, stubs, &verdict, details, score->excerpt,
                    sizeof score->excerpt);
        solve_passed += verdict.solve_ok;
        trace_passed += verdict.trace_ok;
        int passed = (t->solve_points <= 0 || verdict.solve_ok) && (t->trace_points <= 0 || verdict.trace_ok);
        if (!passed && score->failed++ == 0) {
            if (prepared->count > 1)
                textf(score->message, sizeof score->message, "%s: %s",
                      prepared->problems[k].label, verdict.message);
            else
                snprintf(score->message, sizeof score->message, "%s", verdict.message);
        }
    }
    score->max = cf_test_points(t);
    score->score = t->solve_points * solve_passed / prepared->count
                 + t->trace_points * trace_passed / prepared->count;
    if (score->failed == 0) {
        snprintf(score->message, sizeof score->message, "ok");
    } else if (prepared->count > 1) {
        char first[sizeof score->message];
        snprintf(first, sizeof first, "%s", score->message);
        textf(score->message, sizeof score->message, "%d of %d problems failed; first, %s",
              score->failed, prepared->count, first);
    }
    cf_clean_text(score->excerpt);
    if (details != NULL)
        fclose(details);
    if (score->failed > 0 && details_text != NULL && out_dir != NULL) {
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

static void print_test_line(FILE *report, const cf_test *t, const cf_test_score *score)
{
    char got[32], max[32];
    cf_format_points(got, sizeof got, score->score);
    cf_format_points(max, sizeof max, score->max);
    char points[80];
    snprintf(points, sizeof points, "%s/%s", got, max);
    const char *verdict = score->failed == 0 ? "ok" : score->score > 0 ? "PART" : "FAIL";
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
        textf(g->status, sizeof g->status, "grader error: out of memory");
        return;
    }
    for (int t = 0; t < s->m.n_tests; t++) {
        g->scores[t].max = cf_test_points(&s->m.tests[t]);
        g->max += g->scores[t].max;
        textf(g->scores[t].message, sizeof g->scores[t].message, "not run");
    }
    if (report == NULL || s->quiet)
        report = NULL;

    /* Which file to grade. */
    char source[PATH_MAX] = "";
    int matches = 0;
    if (is_directory(path)) {
        find_file(path, s->m.file, SEARCH_DEPTH, source, sizeof source, &matches);
        if (matches != 1) {
            textf(g->status, sizeof g->status, "%s %s found in %s",
                  matches == 0 ? "no" : "more than one", s->m.file, path);
            for (int t = 0; t < s->m.n_tests; t++)
                textf(g->scores[t].message, sizeof g->scores[t].message, "not graded: %s", g->status);
        }
    } else if (access(path, R_OK) == 0) {
        snprintf(source, sizeof source, "%s", path);
        matches = 1;
    } else {
        textf(g->status, sizeof g->status, "cannot read %s", path);
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
        textf(g->status, sizeof g->status, "grader error: cannot make %s or %s", work,
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
        fprintf(report, "grading %s: %s\n", source, s->m.title);
    if (build_submission(s, source, work, runner, g) != 0) {
        if (report != NULL)
            fprintf(report, "build: FAILED; the compiler said:\n%s\n", g->build_output);
        for (int t = 0; t < s->m.n_tests; t++)
            textf(g->scores[t].message, sizeof g->scores[t].message,
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
    textf(g->status, sizeof g->status, "graded");

    char stubs[512] = "";
    char *text = read_file(source, (size_t)1 << 20, NULL);
    if (text != NULL) {
        find_stubs(text, stubs, sizeof stubs);
        free(text);
    }
    for (int t = 0; t < s->m.n_tests; t++) {
        cf_test_score *score = &g->scores[t];
        score->message[0] = '\0';
        run_test(s, &s->tests[t], work, out_dir, runner, stubs, score);
        g->total += score->score;
        if (report != NULL)
            print_test_line(report, &s->m.tests[t], score);
    }
    remove(runner);
    g->seconds = now_seconds() - start;
}
