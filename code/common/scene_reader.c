/* scene_reader.c - statements shared by the 2D and the 3D scene readers
 * (scene_reader.h).  Messages say what was expected, as everywhere.
 */
#include "scene_reader.h"

#include <stdlib.h>
#include <string.h>

int cf_scene_values(cf_text_reader *ps, int k, int count, const char *form, const char *const *what,
                    double *values)
{
    if (k + count > cf_n_words(ps))
        return cf_fail(ps, "expected '%s', found the end of the line", form);
    for (int q = 0; q < count; q++)
        if (cf_read_finite(ps, cf_word(ps, k + q), what[q], &values[q]) != 0)
            return -1;
    return 0;
}

int cf_scene_end(cf_text_reader *ps, int k)
{
    if (cf_n_words(ps) > k)
        return cf_fail(ps, "expected the end of the line after '%.40s', found '%.40s'", cf_word(ps, k - 1),
                       cf_word(ps, k));
    return 0;
}

int cf_scene_options(cf_text_reader *ps, int k, const cf_option *options, int count, int *seen,
                     double (*values)[4], const char *form)
{
    while (k < cf_n_words(ps)) {
        int o = 0;
        while (o < count && strcmp(cf_word(ps, k), options[o].word) != 0)
            o++;
        if (o == count)
            return cf_fail(ps, "expected an option of '%s', found '%.40s'", form, cf_word(ps, k));
        if (seen[o])
            return cf_fail(ps, "expected each option once, found '%.40s' again", cf_word(ps, k));
        seen[o] = 1;
        if (cf_scene_values(ps, k + 1, options[o].count, form, options[o].what, values[o]) != 0)
            return -1;
        for (int q = 0; q < options[o].count; q++) {
            double v = values[o][q];
            if ((options[o].positive == 1 && !(v > 0.0)) || (options[o].positive == 2 && !(v >= 0.0)))
                return cf_fail(ps, "expected %s %s 0, found '%.40s'", options[o].what[q],
                               options[o].positive == 1 ? ">" : ">=", cf_word(ps, k + 1 + q));
        }
        k += 1 + options[o].count;
    }
    return 0;
}

int cf_scene_body(cf_text_reader *ps, const cf_body_lookup *bodies, int k, int allow_world, int *body)
{
    if (k >= cf_n_words(ps))
        return cf_fail(ps, "expected a body name, found the end of the line");
    *body = bodies->find(bodies->world, cf_word(ps, k));
    if (*body == -2)
        return cf_fail(ps, "expected the name of a body declared above%s, found '%.40s'",
                       allow_world ? " (or 'world')" : "", cf_word(ps, k));
    if (*body == CF_WORLD && !allow_world)
        return cf_fail(ps, "expected the name of a body declared above, found 'world' "
                       "(the world frame takes no loads)");
    return 0;
}

int cf_scene_pair(cf_text_reader *ps, const cf_body_lookup *bodies, int ka, int kb, int *a, int *b)
{
    if (cf_scene_body(ps, bodies, ka, 1, a) != 0 || cf_scene_body(ps, bodies, kb, 1, b) != 0)
        return -1;
    if (*a == *b)
        return cf_fail(ps, "expected two different bodies, found '%.40s' twice", cf_word(ps, ka));
    if ((*a < 0 || bodies->fixed(bodies->world, *a)) && (*b < 0 || bodies->fixed(bodies->world, *b)))
        return cf_fail(ps, "expected at least one moving body, found '%.40s' and '%.40s' both fixed",
                       cf_word(ps, ka), cf_word(ps, kb));
    return 0;
}

int cf_scene_new_body_name(cf_text_reader *ps, const cf_body_lookup *bodies, char *name, size_t size)
{
    const char *word = cf_word(ps, 1);
    if (!cf_is_identifier(word) || strlen(word) >= size)
        return cf_fail(ps, "expected a body name of at most %d letters, digits and _ . + -, found '%.40s'",
                       (int)size - 1, word);
    if (bodies->find(bodies->world, word) != -2)
        return cf_fail(ps, "expected a new body name, found '%.40s'%s", word,
                       strcmp(word, "world") == 0 ? " (the fixed frame's name)" : " (declared above)");
    strcpy(name, word);
    return 0;
}

int cf_scene_name(cf_text_reader *ps, int *seen_line, char *name, size_t size)
{
    if (cf_check_once(ps, seen_line, "name") != 0 || cf_expect_word_count(ps, 2, "name IDENT") != 0)
        return -1;
    if (!cf_is_identifier(cf_word(ps, 1)) || strlen(cf_word(ps, 1)) >= size)
        return cf_fail(ps, "expected a name of at most %d letters, digits and _ . + -, found '%.40s'",
                       (int)size - 1, cf_word(ps, 1));
    strcpy(name, cf_word(ps, 1));
    return 0;
}

int cf_scene_description(cf_text_reader *ps, char **description)
{
    size_t length = strlen(*description) + 1;
    for (int k = 1; k < cf_n_words(ps); k++)
        length += strlen(cf_word(ps, k)) + 1;
    char *joined = realloc(*description, length + 1);
    if (joined == NULL)
        return cf_out_of_memory(ps);
    *description = joined;
    if (joined[0] != '\0')
        strcat(joined, "\n");
    for (int k = 1; k < cf_n_words(ps); k++) {
        if (k > 1)
            strcat(joined, " ");
        strcat(joined, cf_word(ps, k));
    }
    return 0;
}

int cf_scene_gravity(cf_text_reader *ps, int *seen_line, double *gravity)
{
    if (cf_check_once(ps, seen_line, "gravity") != 0 || cf_expect_word_count(ps, 2, "gravity G") != 0)
        return -1;
    return cf_read_finite(ps, cf_word(ps, 1), "the downward acceleration G", gravity);
}

void cf_scene_write_description(FILE *out, const char *description)
{
    const char *line = description;
    while (*line != '\0') {
        const char *end = strchr(line, '\n');
        int length = end != NULL ? (int)(end - line) : (int)strlen(line);
        fprintf(out, "description %.*s\n", length, line);
        line += length + (end != NULL ? 1 : 0);
    }
}

int cf_scene_keyword(cf_scene_parser *ps)
{
    const char *keyword = cf_word(&ps->text, 0), *header = ps->keywords[0];
    int found = -1;
    for (int k = 0; k < ps->n_keywords; k++)
        if (strcmp(ps->keywords[k], keyword) == 0)
            found = k;
    const char *other = strcmp(keyword, "2d") == 0 ? "2D" : strcmp(keyword, "3d") == 0 ? "3D" : NULL;
    if (ps->header_line == 0 && found != 0)
        return cf_fail(&ps->text, "expected '%s' as the first line that is not a comment, found '%.40s'%s%s%s",
                       header, keyword, other != NULL ? " (the header of a " : "", other != NULL ? other : "",
                       other != NULL ? " scene)" : "");
    if (found < 0) {
        char list[256] = "";
        for (int k = 0; k < ps->n_keywords; k++) {
            size_t used = strlen(list);
            snprintf(list + used, sizeof list - used, "%s%s", k > 0 ? ", " : "", ps->keywords[k]);
        }
        return cf_fail(&ps->text, "expected a keyword (%s), found '%.40s'", list, keyword);
    }
    return found;
}

int cf_scene_header(cf_scene_parser *ps)
{
    if (cf_check_once(&ps->text, &ps->header_line, ps->keywords[0]) != 0)
        return -1;
    return cf_scene_end(&ps->text, 1);
}

int cf_scene_read(cf_scene_parser *ps, const char *text, size_t length, const cf_reporter *rep,
                  int (*read_statement)(cf_scene_parser *ps), int (*row_count)(cf_scene_parser *ps))
{
    ps->text.rep = *rep;
    cf_line_reader_init(&ps->text.reader, text, length);
    int status = 0, got;
    while (status == 0 && (got = cf_next_content_line(&ps->text)) != 0)
        status = got < 0 ? -1 : read_statement(ps);
    int last = ps->text.reader.number;
    if (status == 0 && ps->header_line == 0)
        status = cf_fail_at(&ps->text, last, "expected '%s' as the first line that is not a comment, "
                            "found the end of the file", ps->keywords[0]);
    if (status == 0 && ps->name_line == 0)
        status = cf_fail_at(&ps->text, last, "expected a line 'name IDENT', found the end of the file");
    if (status == 0 && row_count(ps) == 0)
        status = cf_fail_at(&ps->text, last, "expected a contact or a joint, found the end of the file");
    cf_line_reader_free(&ps->text.reader);
    return status;
}

int cf_scene_dimensions(const char *path)
{
    cf_error err;
    cf_reporter rep = cf_reporter_start(NULL, &err, path);
    char *text = NULL;
    size_t length = 0;
    if (cf_read_whole_file(&rep, &text, &length) != 0)
        return 2;
    cf_text_reader ps;
    memset(&ps, 0, sizeof ps);
    ps.rep = rep;
    cf_line_reader_init(&ps.reader, text, length);
    int dimensions = cf_next_content_line(&ps) == 1 && strcmp(cf_word(&ps, 0), "3d") == 0 ? 3 : 2;
    cf_line_reader_free(&ps.reader);
    free(text);
    return dimensions;
}
