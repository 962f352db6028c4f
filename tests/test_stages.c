/* test_common_stages.c - the table of stages (code/tools/stages.def)
 * against the repository it describes.
 *
 *  - every stage's folder exists, its solver solves Example 1, and every
 *    code/NN-* folder is in the table;
 *  - every stage chapter chapters/NN-*.md is in the table, and every chapter
 *    the table names exists;
 *  - the functions an exercise asks for are exactly those of the stage's
 *    folder with solution markers, and a stage has an exercise folder when
 *    (and only when) its line names them.
 */
#include <dirent.h>
#include <string.h>

#include "cf_test.h"
#include "certify.h"
#include "stages.h"

static int in_table(const char *name, int by_chapter)
{
    int stage_count;
    const cf_stage *stages = cf_stages(&stage_count);
    for (int s = 0; s < stage_count; s++) {
        const char *entry = by_chapter ? stages[s].chapter + strlen("chapters/") : stages[s].folder;
        if (strcmp(entry, name) == 0)
            return 1;
    }
    return 0;
}

/* Names in dir that start with two digits and a dash, each checked against the table. */
static void assert_listed(const char *dir, int by_chapter)
{
    DIR *d = opendir(dir);
    if (!CF_ASSERT_MSG(d != NULL, "cannot open %s", dir))
        return;
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        const char *name = entry->d_name;
        if (name[0] < '0' || name[0] > '9' || name[1] < '0' || name[1] > '9' || name[2] != '-')
            continue;
        CF_ASSERT_MSG(in_table(name, by_chapter), "%s/%s is not in code/tools/stages.def", dir, name);
    }
    closedir(d);
}

static int file_exists(const char *path)
{
    FILE *in = fopen(path, "r");
    if (in != NULL)
        fclose(in);
    return in != NULL;
}

static void test_folders_and_solvers(void)
{
    int stage_count;
    const cf_stage *stages = cf_stages(&stage_count);
    for (int s = 0; s < stage_count; s++) {
        CF_ASSERT_MSG(s == 0 || stages[s].number > stages[s - 1].number,
                      "stage %d: the table is not in stage order", stages[s].number);
        char path[256];
        snprintf(path, sizeof path, "code/%s", stages[s].folder);
        DIR *d = opendir(path);
        CF_ASSERT_MSG(d != NULL, "stage %d: no folder %s", stages[s].number, path);
        if (d != NULL)
            closedir(d);
        cf_solved solved = cf_test_solve(stages[s].solve, cf_test_load("ex1-particle-on-floor.cf"));
        char where[64];
        snprintf(where, sizeof where, "stage %d on Example 1", stages[s].number);
        cf_assert_solved_and_certified(&solved, where);
        cf_solved_free(&solved);
    }
    assert_listed("code", 0);
}

static void test_chapters(void)
{
    int stage_count;
    const cf_stage *stages = cf_stages(&stage_count);
    for (int s = 0; s < stage_count; s++)
        CF_ASSERT_MSG(file_exists(stages[s].chapter), "stage %d: no chapter %s", stages[s].number,
                      stages[s].chapter);
    assert_listed("chapters", 1);
}

/* The functions of the stage's .c files that hold solution markers, as
 * " name1 name2 ... " (each with a space on both sides) in out: a line at
 * column 0 with "name(" and no ';' opens a definition, and a BEGIN SOLUTION
 * line inside it marks the function. */
static void marked_functions(const char *folder, char *out, size_t size)
{
    snprintf(out, size, " ");
    char dir_path[256];
    snprintf(dir_path, sizeof dir_path, "code/%s", folder);
    DIR *d = opendir(dir_path);
    if (d == NULL)
        return;
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        size_t len = strlen(entry->d_name);
        if (len < 3 || strcmp(entry->d_name + len - 2, ".c") != 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir_path, entry->d_name);
        FILE *in = fopen(path, "r");
        if (in == NULL)
            continue;
        char line[512], name[96] = "";
        while (fgets(line, sizeof line, in) != NULL) {
            char *paren = strchr(line, '(');
            if (line[0] != ' ' && line[0] != '/' && line[0] != '*' && line[0] != '#'
                && paren != NULL && strchr(line, ';') == NULL) {
                char *begin = paren;
                while (begin > line && (begin[-1] == '_' || (begin[-1] >= 'a' && begin[-1] <= 'z')
                                        || (begin[-1] >= '0' && begin[-1] <= '9')))
                    begin--;
                snprintf(name, sizeof name, "%.*s", (int)(paren - begin), begin);
            } else if (name[0] != '\0' && strstr(line, "// BEGIN SOLUTION") != NULL) {
                size_t used = strlen(out);
                snprintf(out + used, size - used, "%s ", name);
                name[0] = '\0';
            }
        }
        fclose(in);
    }
    closedir(d);
}

static void test_exercises(void)
{
    int stage_count;
    const cf_stage *stages = cf_stages(&stage_count);
    for (int s = 0; s < stage_count; s++) {
        char marked[1024], listed[1024];
        marked_functions(stages[s].folder, marked, sizeof marked);
        snprintf(listed, sizeof listed, " %s ", stages[s].exercise);
        int count = 0;
        char word[96];
        for (const char *p = listed; sscanf(p, "%95s", word) == 1; p = strstr(p, word) + strlen(word)) {
            char spaced[100];
            snprintf(spaced, sizeof spaced, " %s ", word);
            count++;
            CF_ASSERT_MSG(strstr(marked, spaced) != NULL,
                          "stage %d: the exercise asks for %s, which code/%s does not define "
                          "inside BEGIN SOLUTION markers", stages[s].number, word, stages[s].folder);
        }
        for (const char *p = marked; sscanf(p, "%95s", word) == 1; p = strstr(p, word) + strlen(word)) {
            char spaced[100];
            snprintf(spaced, sizeof spaced, " %s ", word);
            CF_ASSERT_MSG(strstr(listed, spaced) != NULL,
                          "stage %d: code/%s has solution markers in %s, which the table's "
                          "exercise does not list", stages[s].number, stages[s].folder, word);
        }
        char tests_path[256];
        snprintf(tests_path, sizeof tests_path, "exercises/instructor/%s/tests.txt", stages[s].folder);
        CF_ASSERT_MSG((count > 0) == file_exists(tests_path),
                      "stage %d: the table names %d exercise functions, and %s %s", stages[s].number,
                      count, tests_path, file_exists(tests_path) ? "exists" : "does not exist");
    }
    assert_listed("exercises/instructor", 0);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"every stage's folder and solver; every code/NN-* folder listed", test_folders_and_solvers},
        {"every stage's chapter; every chapters/NN-*.md listed", test_chapters},
        {"every exercise's functions and folder", test_exercises},
        {NULL, NULL},
    };
    return cf_test_main("the table of stages", tests);
}
