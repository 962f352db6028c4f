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
 *   --user NAME        as root, run student code as NAME (default nobody)
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "grade.h"
#include "report.h"

enum { EXIT_FULL_MARKS = 0, EXIT_POINTS_LOST = 1, EXIT_CANNOT_GRADE = 2 };

typedef struct options {
    const char *kit, *tests, *submission, *class_dir, *gradebook, *out, *work, *json, *user;
    const char *failure_json, *failure_reason;
} options;

static const char usage_text[] =
    "usage: grader --kit DIR --submission PATH [--out DIR] [--results-json FILE]\n"
    "       grader --kit DIR --class DIR --gradebook FILE [--out DIR]\n"
    "       grader --failure-json FILE REASON\n"
    "options: --tests FILE (default KIT/tests/tests.txt), --work DIR (default OUT/.work),\n"
    "         --user NAME (as root, run student code as NAME; default nobody)\n";

static int parse_options(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof *o);
    o->user = "nobody";
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
        int failed = 0;
        for (int t = 0; t < s->m.n_tests; t++)
            failed += g.scores[t].failed > 0;
        if (failed > 0)
            printf("%d of %d tests lost points; the full output of each is in %s/\n", failed,
                   s->m.n_tests, o->out);
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

static int grade_class(cf_session *s, const options *o, const char *work)
{
    int count = 0;
    char **students = list_students(o->class_dir, &count);
    if (students == NULL) {
        fprintf(stderr, "grader: cannot list %s: %s\n", o->class_dir, strerror(errno));
        return EXIT_CANNOT_GRADE;
    }
    FILE *csv = fopen(o->gradebook, "w");
    if (csv == NULL) {
        fprintf(stderr, "grader: cannot write %s: %s\n", o->gradebook, strerror(errno));
        for (int k = 0; k < count; k++)
            free(students[k]);
        free(students);
        return EXIT_CANNOT_GRADE;
    }
    s->quiet = 1;
    cf_gradebook_header(csv, s);
    printf("grading %d submission%s of %s in %s\n", count, count == 1 ? "" : "s", s->m.exercise,
           o->class_dir);
    double sum = 0.0;
    for (int k = 0; k < count; k++) {
        char path[4096], out[4096];
        snprintf(path, sizeof path, "%s/%s", o->class_dir, students[k]);
        snprintf(out, sizeof out, "%s/%s", o->out, students[k]);
        cf_grade g;
        cf_grade_submission(s, path, work, out, NULL, &g);
        char total[32], max[32];
        cf_format_points(total, sizeof total, g.total);
        cf_format_points(max, sizeof max, g.max);
        printf("[%*d/%d] %-24s %6s/%-4s %5.1f s  %s\n", count >= 10 ? 2 : 1, k + 1, count,
               students[k], total, max, g.seconds, g.status);
        fflush(stdout);
        cf_gradebook_row(csv, s, students[k], &g);
        sum += g.total;
        cf_grade_free(&g);
        free(students[k]);
    }
    free(students);
    int failed = fclose(csv) != 0;
    printf("gradebook: %s (%d student%s, mean %.2f)\n", o->gradebook, count, count == 1 ? "" : "s",
           count > 0 ? sum / count : 0.0);
    return failed ? EXIT_CANNOT_GRADE : EXIT_FULL_MARKS;
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
    int code = o.class_dir != NULL ? grade_class(&session, &o, work) : grade_one(&session, &o, work);
    rmdir(work);
    cf_session_close(&session);
    return code;
}
