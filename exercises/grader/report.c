/* report.c - results.json with cJSON, and the CSV gradebook. */
#include "report.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Scores in results.json: rounded to hundredths, as printed. */
static double rounded(double points)
{
    return round(points * 100.0) / 100.0;
}

/* Serialise json to path: write a temporary file and rename it, so that
 * a reader never sees half a file. */
static int save_json(const char *path, cJSON *json)
{
    char *text = json != NULL ? cJSON_Print(json) : NULL;
    if (text == NULL)
        return -1;
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.partial", path);
    FILE *out = fopen(temporary, "w");
    int failed = out == NULL;
    if (!failed) {
        failed |= fputs(text, out) < 0 || fputc('\n', out) == EOF;
        failed |= fclose(out) != 0;
    }
    free(text);
    if (!failed)
        failed = rename(temporary, path) != 0;
    if (failed)
        remove(temporary);
    return failed ? -1 : 0;
}

int cf_write_failure_json(const char *path, const char *reason)
{
    cJSON *json = cJSON_CreateObject();
    char output[1200];
    snprintf(output, sizeof output,
             "The autograder could not grade this submission: %s\n"
             "This is not a verdict on your code; please tell your instructor.", reason);
    cf_clean_text(output);
    int failed = json == NULL || cJSON_AddNumberToObject(json, "score", 0) == NULL
              || cJSON_AddStringToObject(json, "output", output) == NULL
              || cJSON_AddStringToObject(json, "output_format", "text") == NULL
              || cJSON_AddArrayToObject(json, "tests") == NULL;
    failed = failed || save_json(path, json) != 0;
    cJSON_Delete(json);
    return failed ? -1 : 0;
}

/* The text shown above the tests: the build, then the score. */
static char *overall_output(const cf_session *s, const cf_grade *g)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL)
        return NULL;
    char total[32], max[32];
    cf_format_points(total, sizeof total, g->total);
    cf_format_points(max, sizeof max, g->max);
    fprintf(out, "%s\n", s->m.title);
    if (!g->graded && g->build_output != NULL && g->build_output[0] != '\0')
        fprintf(out, "Your file did not compile. The compiler said:\n%s\n", g->build_output);
    else if (!g->graded)
        fprintf(out, "Not graded: %s\n", g->status);
    else if (g->build_warnings > 0)
        fprintf(out, "Built, with %d warning%s:\n%s\n", g->build_warnings,
                g->build_warnings == 1 ? "" : "s", g->build_output);
    else
        fprintf(out, "Built without warnings.\n");
    fprintf(out, "Isolation of your code while graded: %s.\n", cf_sandbox_isolation(&s->box));
    fprintf(out, "Run it yourself with: make grade EX=%.2s\nScore: %s/%s\n", s->m.exercise, total, max);
    fclose(out);
    return text;
}

/* One entry of "tests".  A public test shows everything.  A hidden test
 * makes two: one visible at once with only its name, its concept, and
 * whether it passed (and its points); and its details (description, the
 * first failure), which Gradescope shows once the instructor publishes the
 * grades (visibility after_published), with no points of their own. */
static cJSON *test_entry(const char *name, int number, double score, double max, int passed,
                         const char *output, const char *visibility, const char *tag, int points)
{
    cJSON *test = cJSON_CreateObject();
    if (test == NULL)
        return NULL;
    char number_text[16];
    snprintf(number_text, sizeof number_text, "%d", number);
    int failed = cJSON_AddStringToObject(test, "name", name) == NULL
              || cJSON_AddStringToObject(test, "number", number_text) == NULL
              || (points && cJSON_AddNumberToObject(test, "score", rounded(score)) == NULL)
              || (points && cJSON_AddNumberToObject(test, "max_score", rounded(max)) == NULL)
              || cJSON_AddStringToObject(test, "status", passed ? "passed" : "failed") == NULL
              || cJSON_AddStringToObject(test, "output", output) == NULL
              || cJSON_AddStringToObject(test, "output_format", "text") == NULL
              || cJSON_AddStringToObject(test, "visibility", visibility) == NULL;
    cJSON *tags = failed ? NULL : cJSON_AddArrayToObject(test, "tags");
    cJSON *item = cJSON_CreateString(tag);
    if (tags == NULL || item == NULL) {
        cJSON_Delete(item);
        cJSON_Delete(test);
        return NULL;
    }
    cJSON_AddItemToArray(tags, item);
    return test;
}

static int add_test_json(cJSON *tests, const cf_test *t, int number, const cf_test_score *score)
{
    char name[128];
    char output[sizeof score->message + sizeof score->excerpt + sizeof t->description + 128];
    int passed = score->problems > 0 && score->failed == 0;
    cJSON *entry;
    if (!t->hidden) {
        snprintf(name, sizeof name, "%s", t->name);
        snprintf(output, sizeof output, "%s\n\n%s%s%s", t->description,
                 passed ? "Passed." : score->message,
                 score->excerpt[0] != '\0' ? "\n\nWhat your program printed:\n" : "", score->excerpt);
        cf_clean_text(output);
        entry = test_entry(name, number, score->score, score->max, passed, output, t->visibility,
                           "public", 1);
        if (entry == NULL)
            return -1;
        cJSON_AddItemToArray(tests, entry);
        return 0;
    }
    snprintf(name, sizeof name, "%s (hidden)", t->name);
    snprintf(output, sizeof output, "Tests %s. %s\nIts details are shown when your instructor"
             " releases the grades.", t->concept, passed ? "Passed." : "Failed.");
    cf_clean_text(output);
    entry = test_entry(name, number, score->score, score->max, passed, output, "visible", "hidden", 1);
    if (entry == NULL)
        return -1;
    cJSON_AddItemToArray(tests, entry);
    snprintf(name, sizeof name, "%s (hidden): details", t->name);
    snprintf(output, sizeof output, "%s\n\n%s", t->description, passed ? "Passed." : score->message);
    cf_clean_text(output);
    entry = test_entry(name, number, 0.0, 0.0, passed, output, "after_published", "hidden", 0);
    if (entry == NULL)
        return -1;
    cJSON_AddItemToArray(tests, entry);
    return 0;
}

int cf_write_results_json(const char *path, const cf_session *s, const cf_grade *g)
{
    cJSON *json = cJSON_CreateObject();
    char *output = overall_output(s, g);
    int failed = json == NULL || output == NULL;
    if (!failed) {
        cf_clean_text(output);
        failed = cJSON_AddNumberToObject(json, "score", rounded(g->total)) == NULL
              || cJSON_AddStringToObject(json, "output", output) == NULL
              || cJSON_AddStringToObject(json, "output_format", "text") == NULL
              || cJSON_AddNumberToObject(json, "execution_time", round(g->seconds)) == NULL;
    }
    cJSON *tests = failed ? NULL : cJSON_AddArrayToObject(json, "tests");
    failed = failed || tests == NULL;
    for (int t = 0; !failed && t < s->m.n_tests; t++)
        failed = add_test_json(tests, &s->m.tests[t], t + 1, &g->scores[t]) != 0;
    failed = failed || save_json(path, json) != 0;
    free(output);
    cJSON_Delete(json);
    return failed ? -1 : 0;
}

/* One CSV cell, the only way the gradebook writes one (RFC 4180): a cell
 * holding a comma, a quote or a line break is quoted, with quotes doubled.
 * A text cell that starts with =, +, -, @, a tab or a carriage return
 * would be read by a spreadsheet as a formula: it gets a leading ', which
 * spreadsheets show as text.  Numbers are written as they are.  last ends
 * the row. */
static void csv_cell(FILE *csv, const char *text, int is_text, int last)
{
    int formula = is_text && text[0] != '\0' && strchr("=+-@\t\r", text[0]) != NULL;
    int quoted = strpbrk(text, ",\"\n\r") != NULL;
    if (quoted)
        fputc('"', csv);
    if (formula)
        fputc('\'', csv);
    for (const char *c = text; *c != '\0'; c++) {
        if (*c == '"')
            fputc('"', csv);
        fputc(*c, csv);
    }
    if (quoted)
        fputc('"', csv);
    fputc(last ? '\n' : ',', csv);
}

static void csv_points(FILE *csv, double points, int last)
{
    char text[32];
    cf_format_points(text, sizeof text, points);
    csv_cell(csv, text, 0, last);
}

void cf_gradebook_header(FILE *csv, const cf_session *s)
{
    csv_cell(csv, "student", 1, 0);
    for (int t = 0; t < s->m.n_tests; t++) {
        char column[96];
        snprintf(column, sizeof column, "%s (%g)", s->m.tests[t].name, cf_test_points(&s->m.tests[t]));
        csv_cell(csv, column, 1, 0);
    }
    csv_cell(csv, "total", 1, 0);
    csv_cell(csv, "max", 1, 0);
    csv_cell(csv, "status", 1, 1);
    fflush(csv);
}

void cf_gradebook_row(FILE *csv, const cf_session *s, const char *student, const cf_grade *g)
{
    csv_cell(csv, student, 1, 0);
    for (int t = 0; t < s->m.n_tests; t++)
        csv_points(csv, g->scores != NULL ? g->scores[t].score : 0.0, 0);
    csv_points(csv, g->total, 0);
    csv_points(csv, g->max, 0);
    csv_cell(csv, g->status, 1, 1);
    fflush(csv);
}
