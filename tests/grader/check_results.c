/* check_results.c - is a results.json what Gradescope's autograder spec asks for?
 *
 *   check_results FILE [--score X] [--tests N] [--absent TEXT]... [--visible OUT]
 *
 * Checks the schema: a top-level "score" (number), "output" (string) and
 * "tests" (array); each test with name and number (strings), score and
 * max_score (numbers), status ("passed" or "failed"), output (string),
 * output_format ("text"), tags (strings) and visibility (visible, hidden,
 * after_due_date, after_published); the tests' scores add up to the score.
 * --score and --tests check the total and the number of tests; --absent
 * checks that TEXT appears nowhere in the file (a hidden problem must not
 * leak).  An entry without score and max_score (the details of a hidden
 * test) must be after_published; --tests counts the entries with points.
 * --visible writes to OUT the text a student sees before the grades are
 * published: the top-level output and every visible test's name and output.
 * Prints one line; exits 0 when everything holds, 1 otherwise.
 */
#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *path, const char *what, const char *detail)
{
    printf("%s: INVALID: %s%s%s\n", path, what, detail != NULL ? ": " : "", detail != NULL ? detail : "");
    return 1;
}

static char *read_all(const char *path)
{
    FILE *in = fopen(path, "rb");
    if (in == NULL)
        return NULL;
    size_t capacity = 1 << 16, size = 0;
    char *text = malloc(capacity + 1);
    size_t got;
    while (text != NULL && (got = fread(text + size, 1, capacity - size, in)) > 0) {
        size += got;
        if (size == capacity) {
            char *bigger = realloc(text, capacity * 2 + 1);
            if (bigger == NULL) {
                free(text);
                text = NULL;
                break;
            }
            text = bigger;
            capacity *= 2;
        }
    }
    fclose(in);
    if (text != NULL)
        text[size] = '\0';
    return text;
}

static int is_string(const cJSON *object, const char *key)
{
    return cJSON_IsString(cJSON_GetObjectItemCaseSensitive(object, key));
}

static int is_number(const cJSON *object, const char *key)
{
    return cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(object, key));
}

static const char *string_of(const cJSON *object, const char *key)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(object, key);
    return cJSON_IsString(item) ? item->valuestring : "";
}

/* One test entry; NULL if it is well formed, else what is wrong. */
static const char *check_test(const cJSON *test)
{
    static const char *const visibilities[] = {"visible", "hidden", "after_due_date", "after_published"};
    if (!cJSON_IsObject(test))
        return "a test is not an object";
    if (!is_string(test, "name") || !is_string(test, "number") || !is_string(test, "output"))
        return "a test lacks a string name, number or output";
    int points = is_number(test, "score") && is_number(test, "max_score");
    if (!points && (is_number(test, "score") || is_number(test, "max_score")
                    || strcmp(string_of(test, "visibility"), "after_published") != 0))
        return "a test lacks a numeric score or max_score, and is not details shown after publishing";
    const char *status = string_of(test, "status");
    if (strcmp(status, "passed") != 0 && strcmp(status, "failed") != 0)
        return "a test's status is neither passed nor failed";
    if (strcmp(string_of(test, "output_format"), "text") != 0)
        return "a test's output_format is not text";
    int known = 0;
    for (size_t k = 0; k < 4; k++)
        known |= strcmp(string_of(test, "visibility"), visibilities[k]) == 0;
    if (!known)
        return "a test's visibility is not one of Gradescope's";
    const cJSON *tags = cJSON_GetObjectItemCaseSensitive(test, "tags");
    const cJSON *tag;
    if (!cJSON_IsArray(tags))
        return "a test's tags are not an array";
    cJSON_ArrayForEach(tag, tags)
        if (!cJSON_IsString(tag))
            return "a tag is not a string";
    if (!points)
        return NULL;
    double score = cJSON_GetObjectItemCaseSensitive(test, "score")->valuedouble;
    double max = cJSON_GetObjectItemCaseSensitive(test, "max_score")->valuedouble;
    if (score < 0 || score > max + 1e-9)
        return "a test's score is outside 0..max_score";
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: check_results FILE [--score X] [--tests N] [--absent TEXT]... [--visible OUT]\n");
        return 2;
    }
    const char *path = argv[1];
    char *text = read_all(path);
    if (text == NULL)
        return fail(path, "cannot read it", NULL);
    cJSON *json = cJSON_Parse(text);
    int bad = 0;
    double total = 0.0, max_total = 0.0;
    int count = 0;
    const char *problem = NULL;
    if (json == NULL || !cJSON_IsObject(json))
        problem = "not a JSON object";
    else if (!is_number(json, "score") || !is_string(json, "output"))
        problem = "no numeric score or string output";
    else if (!cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(json, "tests")))
        problem = "no tests array";
    if (problem == NULL) {
        const cJSON *test;
        cJSON_ArrayForEach(test, cJSON_GetObjectItemCaseSensitive(json, "tests")) {
            if ((problem = check_test(test)) != NULL)
                break;
            if (!is_number(test, "score"))
                continue;
            total += cJSON_GetObjectItemCaseSensitive(test, "score")->valuedouble;
            max_total += cJSON_GetObjectItemCaseSensitive(test, "max_score")->valuedouble;
            count++;
        }
    }
    double score = problem == NULL ? cJSON_GetObjectItemCaseSensitive(json, "score")->valuedouble : 0.0;
    if (problem == NULL && count > 0 && fabs(total - score) > 0.011 * count)
        problem = "the tests' scores do not add up to the score";
    for (int i = 2; problem == NULL && i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--score") == 0 && fabs(score - atof(argv[i + 1])) > 1e-6)
            problem = "the score is not the expected one";
        else if (strcmp(argv[i], "--tests") == 0 && count != atoi(argv[i + 1]))
            problem = "the number of tests is not the expected one";
        else if (strcmp(argv[i], "--absent") == 0 && strstr(text, argv[i + 1]) != NULL)
            problem = "it contains a text that must not appear";
        else if (strcmp(argv[i], "--visible") == 0) {
            FILE *out = fopen(argv[i + 1], "w");
            if (out == NULL) {
                problem = "cannot write the visible text";
                break;
            }
            fprintf(out, "%s\n", string_of(json, "output"));
            const cJSON *test;
            cJSON_ArrayForEach(test, cJSON_GetObjectItemCaseSensitive(json, "tests"))
                if (strcmp(string_of(test, "visibility"), "visible") == 0)
                    fprintf(out, "%s\n%s\n", string_of(test, "name"), string_of(test, "output"));
            if (fclose(out) != 0)
                problem = "cannot write the visible text";
        }
    }
    if (problem != NULL)
        bad = fail(path, problem, NULL);
    else
        printf("%s: valid; score %g of %g, %d tests\n", path, score, max_total, count);
    cJSON_Delete(json);
    free(text);
    return bad;
}
