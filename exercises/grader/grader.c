/* grader.c - grade a student's exercise, a whole class, or a Gradescope submission.
 *
 *   grader --kit DIR --submission PATH [--out DIR] [--results-json FILE]
 *   grader --kit DIR --class DIR --gradebook FILE [--out DIR]
 *   grader --failure-json FILE REASON
 *
 * The kit (made by exercises/grader/kit.mk) holds the grading harness:
 * include/, runner.o, libcommon.a, and tests/tests.txt with the public and
 * hidden problems.  For one submission the grader prints a line per test
 * and ends with "Score: X/Y"; it exits 0 with full marks, 1 when points
 * were lost, 2 when it could not grade at all.  The full output of each
 * failed test is saved in the --out folder.
 *
 * Options:
 *   --tests FILE       the tests (default KIT/tests/tests.txt)
 *   --work DIR         scratch space (default OUT/.work), removed at the end
 *   --user NAME        as root, run student code as NAME (default: a user id of
 *                      its own for each grading process, which no one else has)
 *   --budget SECONDS   a submission's time for all its tests (default: a few
 *                      times the reference's, at least CF_BUDGET_FLOOR)
 *   --jobs N           a class: students graded at the same time (default:
 *                      one per processor)
 *   --class-budget S   a class: no student is started, and none runs on,
 *                      past S seconds (default 3600)
 *   --audience WHO     student (default for --submission): a hidden test shows
 *                      only its name, concept and verdict, and keeps its details;
 *                      instructor (always for --class): everything
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "grade.h"
#include "report.h"

enum { EXIT_FULL_MARKS = 0, EXIT_POINTS_LOST = 1, EXIT_CANNOT_GRADE = 2 };

typedef struct options {
    const char *kit, *tests, *submission, *class_dir, *gradebook, *out, *work, *json, *user;
    const char *failure_json, *failure_reason, *budget, *jobs, *class_budget, *audience;
} options;

static const char usage_text[] =
    "usage: grader --kit DIR --submission PATH [--out DIR] [--results-json FILE]\n"
    "       grader --kit DIR --class DIR --gradebook FILE [--out DIR]\n"
    "       grader --failure-json FILE REASON\n"
    "options: --tests FILE (default KIT/tests/tests.txt), --work DIR (default OUT/.work),\n"
    "         --user NAME (as root, run student code as NAME; default: an unused user id),\n"
    "         --budget SECONDS (per submission), --jobs N, --class-budget SECONDS (a class),\n"
    "         --audience student|instructor (what hidden tests show; default student)\n";

static int parse_options(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof *o);
    o->user = NULL;
    o->out = "grade";
    for (int i = 1; i < argc; i++) {
        const char *flag = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        const char **slot = strcmp(flag, "--kit") == 0          ? &o->kit
                          : strcmp(flag, "--tests") == 0        ? &o->tests
                          : strcmp(flag, "--submission") == 0   ? &o->submission
                          : strcmp(flag, "--class") == 0        ? &o->class_dir
                          : strcmp(flag, "--gradebook") == 0    ? &o->gradebook
                          : strcmp(flag, "--out") == 0          ? &o->out
                          : strcmp(flag, "--work") == 0         ? &o->work
                          : strcmp(flag, "--results-json") == 0 ? &o->json
                          : strcmp(flag, "--user") == 0         ? &o->user
                          : strcmp(flag, "--failure-json") == 0 ? &o->failure_json
                          : strcmp(flag, "--budget") == 0       ? &o->budget
                          : strcmp(flag, "--jobs") == 0         ? &o->jobs
                          : strcmp(flag, "-j") == 0             ? &o->jobs
                          : strcmp(flag, "--class-budget") == 0 ? &o->class_budget
                          : strcmp(flag, "--audience") == 0     ? &o->audience
                                                                : NULL;
        if (slot == NULL || value == NULL) {
            fprintf(stderr, "grader: %s %s\n", slot == NULL ? "unknown option" : "missing value after", flag);
            return -1;
        }
        *slot = value;
        i++;
        if (slot == &o->failure_json) {
            if (i + 1 >= argc)
                return -1;
            o->failure_reason = argv[++i];
        }
    }
    if (o->failure_json != NULL)
        return 0;
    if (o->audience != NULL && strcmp(o->audience, "student") != 0 && strcmp(o->audience, "instructor") != 0)
        return -1;
    if (o->kit == NULL || (o->submission == NULL) == (o->class_dir == NULL)
        || (o->class_dir != NULL && o->gradebook == NULL))
        return -1;
    return 0;
}

static void print_score_line(FILE *out, const cf_grade *g)
{
    char total[32], max[32];
    cf_format_points(total, sizeof total, g->total);
    cf_format_points(max, sizeof max, g->max);
    fprintf(out, "Score: %s/%s\n", total, max);
}

/* ---- one submission ---- */

static int grade_one(const cf_session *s, const options *o, const char *work)
{
    cf_grade g;
    cf_grade_submission(s, o->submission, work, o->out, stdout, &g);
    if (g.graded) {
        int failed = 0, hidden = 0;
        for (int t = 0; t < s->m.n_tests; t++) {
            failed += g.scores[t].failed > 0;
            hidden += g.scores[t].failed > 0 && s->m.tests[t].hidden;
        }
        if (failed > hidden)
            printf("%d of %d tests lost points; the full output of each public one is in %s/\n",
                   failed, s->m.n_tests, o->out);
        if (hidden > 0 && !s->instructor)
            printf("A hidden test shows only what it tests until your instructor releases it.\n");
    }
    print_score_line(stdout, &g);
    int code = g.total >= g.max - 1e-9 && g.graded ? EXIT_FULL_MARKS : EXIT_POINTS_LOST;
    if (o->json != NULL && cf_write_results_json(o->json, s, &g) != 0) {
        fprintf(stderr, "grader: cannot write %s\n", o->json);
        code = EXIT_CANNOT_GRADE;
    }
    cf_grade_free(&g);
    return code;
}

/* ---- a class: one folder per student ---- */

static int compare_names(const void *left, const void *right)
{
    return strcmp(*(char *const *)left, *(char *const *)right);
}

/* The student folders of dir, sorted; NULL on error. */
static char **list_students(const char *dir, int *count)
{
    DIR *listing = opendir(dir);
    if (listing == NULL)
        return NULL;
    char **names = NULL;
    int used = 0, failed = 0;
    struct dirent *entry;
    while (!failed && (entry = readdir(listing)) != NULL) {
        if (entry->d_name[0] == '.')
            continue;
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
        if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
            continue;
        char **bigger = realloc(names, (size_t)(used + 1) * sizeof *names);
        char *name = malloc(strlen(entry->d_name) + 1);
        if (bigger == NULL || name == NULL) {
            free(name);
            if (bigger != NULL)
                names = bigger;
            failed = 1;
            break;
        }
        names = bigger;
        strcpy(name, entry->d_name);
        names[used++] = name;
    }
    closedir(listing);
    if (failed) {
        for (int k = 0; k < used; k++)
            free(names[k]);
        free(names);
        return NULL;
    }
    if (used > 0)
        qsort(names, (size_t)used, sizeof *names, compare_names);
    *count = used;
    return names != NULL ? names : calloc(1, sizeof *names);
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A positive number from an option, or fallback when the option is absent;
 * -1 when it is not a positive number. */
static double positive_option(const char *text, double fallback)
{
    if (text == NULL)
        return fallback;
    char *end;
    double value = strtod(text, &end);
    return end != text && *end == '\0' && value > 0 ? value : -1;
}

/* What a worker hands back: the grade of one student, one value a line. */
static int save_summary(const char *path, const cf_session *s, const cf_grade *g)
{
    FILE *out = fopen(path, "w");
    if (out == NULL)
        return -1;
    fprintf(out, "%d\n%.17g\n%.17g\n%s\n", g->graded, g->total, g->seconds, g->status);
    for (int t = 0; t < s->m.n_tests; t++)
        fprintf(out, "%.17g\n", g->scores != NULL ? g->scores[t].score : 0.0);
    return fclose(out) != 0 ? -1 : 0;
}

static void load_summary(const char *path, const cf_session *s, cf_grade *g)
{
    FILE *in = fopen(path, "r");
    char line[256];
    int ok = in != NULL && fgets(line, sizeof line, in) != NULL && sscanf(line, "%d", &g->graded) == 1
          && fgets(line, sizeof line, in) != NULL && sscanf(line, "%lf", &g->total) == 1
          && fgets(line, sizeof line, in) != NULL && sscanf(line, "%lf", &g->seconds) == 1
          && fgets(g->status, sizeof g->status, in) != NULL;
    g->status[strcspn(g->status, "\n")] = '\0';
    for (int t = 0; ok && t < s->m.n_tests; t++)
        ok = fgets(line, sizeof line, in) != NULL && sscanf(line, "%lf", &g->scores[t].score) == 1;
    if (!ok) {
        g->graded = 0;
        g->total = 0.0;
        for (int t = 0; t < s->m.n_tests; t++)
            g->scores[t].score = 0.0;
        snprintf(g->status, sizeof g->status, "grader error: its worker ended without a grade");
    }
    if (in != NULL)
        fclose(in);
}

/* One student, in a process of its own (a worker); 0 or the worker's pid. */
static pid_t start_student(cf_session *s, const options *o, const char *work, const char *student,
                           int index, double class_deadline)
{
    pid_t pid = fork();
    if (pid != 0)
        return pid < 0 ? 0 : pid;
    char path[4096], out[4096], scratch[4200], summary[4200];
    snprintf(path, sizeof path, "%s/%s", o->class_dir, student);
    snprintf(out, sizeof out, "%s/%s", o->out, student);
    snprintf(scratch, sizeof scratch, "%s/student-%d", work, index);
    snprintf(summary, sizeof summary, "%s/summary-%d", work, index);
    double left = class_deadline - now_seconds();
    if (s->budget > left)
        s->budget = left > 0.1 ? left : 0.1;
    cf_grade g;
    cf_grade_submission(s, path, scratch, out, NULL, &g);
    int failed = save_summary(summary, s, &g) != 0;
    rmdir(scratch);
    cf_grade_free(&g);
    _exit(failed ? 1 : 0);
}

static int grade_class(cf_session *s, const options *o, const char *work)
{
    double started = now_seconds();
    long processors = sysconf(_SC_NPROCESSORS_ONLN);
    double jobs_option = positive_option(o->jobs, processors > 0 ? (double)processors : 1.0);
    double class_budget = positive_option(o->class_budget, 3600.0);
    if (jobs_option < 1 || class_budget < 0) {
        fprintf(stderr, "grader: --jobs and --class-budget take a positive number\n");
        return EXIT_CANNOT_GRADE;
    }
    int jobs = (int)jobs_option;
    int count = 0;
    char **students = list_students(o->class_dir, &count);
    if (students == NULL) {
        fprintf(stderr, "grader: cannot list %s: %s\n", o->class_dir, strerror(errno));
        return EXIT_CANNOT_GRADE;
    }
    cf_grade *grades = calloc((size_t)count + 1, sizeof *grades);
    pid_t *workers = calloc((size_t)count + 1, sizeof *workers);
    FILE *csv = fopen(o->gradebook, "w");
    if (mkdir(o->out, 0755) != 0 && errno != EEXIST)
        fprintf(stderr, "grader: cannot make %s: %s\n", o->out, strerror(errno));
    int failed = grades == NULL || workers == NULL || csv == NULL || (mkdir(work, 0700) != 0 && errno != EEXIST);
    for (int k = 0; !failed && k < count; k++) {
        grades[k].scores = calloc((size_t)s->m.n_tests, sizeof *grades[k].scores);
        failed = grades[k].scores == NULL;
    }
    if (failed) {
        fprintf(stderr, "grader: cannot write %s or %s: %s\n", o->gradebook, work, strerror(errno));
        for (int k = 0; grades != NULL && k < count; k++)
            free(grades[k].scores);
        for (int k = 0; k < count; k++)
            free(students[k]);
        free(students);
        free(grades);
        free(workers);
        if (csv != NULL)
            fclose(csv);
        return EXIT_CANNOT_GRADE;
    }
    s->quiet = 1;
    s->box.process_slack = 3 * jobs * (s->m.limits.processes > 8 ? s->m.limits.processes : 8);
    printf("grading %d submission%s of %s in %s, %d at a time; each may take %.0f s, the class %.0f s\n",
           count, count == 1 ? "" : "s", s->m.exercise, o->class_dir, jobs, s->budget, class_budget);
    fflush(stdout);
    double deadline = started + class_budget;
    int next = 0, running = 0, done = 0;
    double sum = 0.0;
    while (done < count) {
        while (running < jobs && next < count && now_seconds() < deadline) {
            workers[next] = start_student(s, o, work, students[next], next, deadline);
            if (workers[next] == 0) {
                snprintf(grades[next].status, sizeof grades[next].status, "grader error: cannot fork");
                done++;
            } else {
                running++;
            }
            next++;
        }
        if (running == 0 && next < count) {
            /* The class budget ran out: the rest are not graded. */
            for (; next < count; next++, done++)
                snprintf(grades[next].status, sizeof grades[next].status,
                         "not graded: the class's time budget of %.0f s ran out", class_budget);
            break;
        }
        if (running == 0)
            break;
        int status;
        pid_t ended = wait(&status);
        if (ended < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        int k = 0;
        while (k < next && workers[k] != ended)
            k++;
        if (k == next)
            continue; /* a process a worker left behind, come back to us */
        workers[k] = 0;
        running--;
        done++;
        char summary[4200];
        snprintf(summary, sizeof summary, "%s/summary-%d", work, k);
        grades[k].max = 0.0;
        for (int t = 0; t < s->m.n_tests; t++)
            grades[k].max += cf_test_points(&s->m.tests[t]);
        load_summary(summary, s, &grades[k]);
        remove(summary);
        sum += grades[k].total;
        char total[32], max[32];
        cf_format_points(total, sizeof total, grades[k].total);
        cf_format_points(max, sizeof max, grades[k].max);
        printf("[%*d/%d] %-24s %6s/%-4s %5.1f s  %s\n", count >= 100 ? 3 : count >= 10 ? 2 : 1,
               done, count, students[k], total, max, grades[k].seconds, grades[k].status);
        fflush(stdout);
    }
    cf_gradebook_header(csv, s);
    for (int k = 0; k < count; k++) {
        if (grades[k].max == 0.0)
            for (int t = 0; t < s->m.n_tests; t++)
                grades[k].max += cf_test_points(&s->m.tests[t]);
        cf_gradebook_row(csv, s, students[k], &grades[k]);
        free(grades[k].scores);
        free(students[k]);
    }
    free(students);
    free(grades);
    free(workers);
    failed = fclose(csv) != 0;
    rmdir(work);
    printf("gradebook: %s (%d student%s, mean %.2f) in %.0f s\n", o->gradebook, count,
           count == 1 ? "" : "s", count > 0 ? sum / count : 0.0, now_seconds() - started);
    return failed ? EXIT_CANNOT_GRADE : EXIT_FULL_MARKS;
}

/* Without namespaces, student code runs as another user of the machine:
 * nothing the grader writes may be writable to it (a late writer would
 * change the results), and what it creates is root's alone.  0 when so;
 * -1 with why otherwise. */
static int outputs_closed(const cf_session *s, const options *o, const char *work, char *why,
                          size_t why_size)
{
    if (s->box.isolation != CF_ISOLATION_USER)
        return 0;
    umask(077); /* the details of hidden tests, results.json, the gradebook */
    const char *paths[] = {o->out, work, o->json, o->gradebook};
    for (size_t k = 0; k < sizeof paths / sizeof paths[0]; k++) {
        if (paths[k] == NULL || paths[k][0] == '\0')
            continue;
        /* The path, or the nearest folder above it that exists. */
        char at[4096];
        snprintf(at, sizeof at, "%s", paths[k]);
        struct stat st;
        while (stat(at, &st) != 0) {
            char *slash = strrchr(at, '/');
            if (slash == NULL) {
                snprintf(at, sizeof at, ".");
                break;
            }
            slash[slash == at ? 1 : 0] = '\0';
        }
        if (cf_sandbox_reaches(&s->box, at, W_OK) != 0) {
            snprintf(why, why_size, "without namespaces, student code runs as another user of this"
                     " machine and could write %.300s (for %.300s): write the results where only root may",
                     at, paths[k]);
            return -1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    options o;
    if (parse_options(argc, argv, &o) != 0) {
        fputs(usage_text, stderr);
        return EXIT_CANNOT_GRADE;
    }
    if (o.failure_json != NULL)
        return cf_write_failure_json(o.failure_json, o.failure_reason) == 0 ? 0 : EXIT_CANNOT_GRADE;

    char tests[4096], work[4096], why[1024] = "";
    snprintf(tests, sizeof tests, "%s", o.tests != NULL ? o.tests : "");
    if (o.tests == NULL)
        snprintf(tests, sizeof tests, "%s/tests/tests.txt", o.kit);
    snprintf(work, sizeof work, "%s", o.work != NULL ? o.work : "");
    if (o.work == NULL)
        snprintf(work, sizeof work, "%s/.work", o.out);

    cf_session session;
    if (cf_session_open(&session, o.kit, tests, o.user, why, sizeof why) != 0) {
        fprintf(stderr, "grader: %s\n", why);
        if (o.json != NULL)
            cf_write_failure_json(o.json, why);
        return EXIT_CANNOT_GRADE;
    }
    if (outputs_closed(&session, &o, work, why, sizeof why) != 0) {
        fprintf(stderr, "grader: %s\n", why);
        if (o.json != NULL)
            cf_write_failure_json(o.json, why);
        cf_session_close(&session);
        return EXIT_CANNOT_GRADE;
    }
    double budget = positive_option(o.budget, session.budget);
    if (budget < 0) {
        fprintf(stderr, "grader: --budget takes a positive number of seconds\n");
        cf_session_close(&session);
        return EXIT_CANNOT_GRADE;
    }
    session.budget = budget;
    session.instructor = o.class_dir != NULL || (o.audience != NULL && strcmp(o.audience, "instructor") == 0);
    int code = o.class_dir != NULL ? grade_class(&session, &o, work) : grade_one(&session, &o, work);
    rmdir(work);
    cf_session_close(&session);
    return code;
}
