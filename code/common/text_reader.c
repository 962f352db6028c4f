/* text_reader.c - lines, words, numbers and error reports: what the
 * readers of problem files (problem_io.c) and scene files (world2d_scene.c)
 * share.  Every error a reader reports says where and what was expected:
 *     tests/cases/box.cf:7: expected 4 numbers in row 2 of A, found 3
 */
#include "text_reader.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Error reports                                                       */
/* ------------------------------------------------------------------ */

/* Fill rep->err with "origin:line: message" (or "origin: message" when
 * line is 0) and return -1, so that callers can write 'return cf_report(...)'. */
int cf_report_v(const cf_reporter *rep, int line, const char *format, va_list args)
{
    cf_error *err = rep->err;
    size_t origin_length = strlen(rep->origin);
    if (origin_length >= sizeof err->file)
        origin_length = sizeof err->file - 1;
    memmove(err->file, rep->origin, origin_length); /* origin may be err->file itself */
    err->file[origin_length] = '\0';
    err->line = line;

    int prefix = 0;
    if (err->file[0] != '\0' && line > 0)
        prefix = snprintf(err->message, sizeof err->message, "%s:%d: ", err->file, line);
    else if (err->file[0] != '\0')
        prefix = snprintf(err->message, sizeof err->message, "%s: ", err->file);
    if (prefix < 0)
        prefix = 0;
    if ((size_t)prefix >= sizeof err->message)
        prefix = (int)sizeof err->message - 1;
    vsnprintf(err->message + prefix, sizeof err->message - (size_t)prefix, format, args);
    return -1;
}

int cf_report(const cf_reporter *rep, int line, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    cf_report_v(rep, line, format, args);
    va_end(args);
    return -1;
}

void *cf_parse_text(const char *text, const char *origin, cf_error *err, cf_text_parser parse,
                    const char *what)
{
    cf_error scratch;
    if (err == NULL)
        err = &scratch;
    memset(err, 0, sizeof *err);
    cf_reporter rep = {err, origin != NULL ? origin : "(string)"};
    if (text == NULL) {
        cf_report(&rep, 0, "expected the text of %s, found NULL", what);
        return NULL;
    }
    return parse(text, strlen(text), &rep);
}

void *cf_parse_file(const char *path, cf_error *err, cf_text_parser parse)
{
    cf_error scratch;
    if (err == NULL)
        err = &scratch;
    memset(err, 0, sizeof *err);
    cf_reporter rep = {err, path != NULL ? path : "(null)"};
    char *text;
    size_t length;
    if (path == NULL || cf_read_whole_file(&rep, &text, &length) != 0) {
        if (path == NULL)
            cf_report(&rep, 0, "expected a file name, found NULL");
        return NULL;
    }
    void *read = parse(text, length, &rep);
    free(text);
    return read;
}

/* ------------------------------------------------------------------ */
/* Words and numbers                                                   */
/* ------------------------------------------------------------------ */

/* Blanks separate words.  '\r' is one so that files saved with Windows
 * line endings read the same. */
int cf_is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

int cf_is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* "s" unless count is 1, for messages such as "expected 1 number". */
const char *cf_plural(long count)
{
    return count == 1 ? "" : "s";
}

char *cf_skip_blanks(char *text)
{
    while (cf_is_blank(*text))
        text++;
    return text;
}

/* Names and labels are made of letters, digits and _ . + - */
int cf_is_identifier_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || cf_is_digit(c) ||
           c == '_' || c == '.' || c == '+' || c == '-';
}

int cf_is_identifier(const char *text)
{
    if (text[0] == '\0')
        return 0;
    for (const char *c = text; *c != '\0'; c++)
        if (!cf_is_identifier_char(*c))
            return 0;
    return 1;
}

/* A number is one whole word that strtod accepts.  Programs in the course
 * never call setlocale, so the decimal point is always '.'. */
cf_number_result cf_parse_number(const char *word, double *value)
{
    char *end;
    double x = strtod(word, &end);
    if (end == word || *end != '\0')
        return CF_NUMBER_MALFORMED;
    if (!isfinite(x))
        return CF_NUMBER_NOT_FINITE;
    *value = x;
    return CF_NUMBER_OK;
}

/* A count or an index: decimal digits only, at most max.  0 or -1. */
int cf_parse_count(const char *word, long max, long *value)
{
    long x = 0;
    if (word[0] == '\0')
        return -1;
    for (const char *c = word; *c != '\0'; c++) {
        if (!cf_is_digit(*c))
            return -1;
        x = 10 * x + (*c - '0');
        if (x > max)
            return -1;
    }
    *value = x;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Lines                                                               */
/* ------------------------------------------------------------------ */

void cf_line_reader_init(cf_line_reader *r, const char *text, size_t length)
{
    memset(r, 0, sizeof *r);
    r->text = text;
    r->length = length;
}

void cf_line_reader_free(cf_line_reader *r)
{
    free(r->line);
    free(r->words);
}

/* Read the next line into r->line.  1 when there was one, 0 at the end of
 * the text, -1 when memory ran out. */
int cf_next_line(cf_line_reader *r)
{
    if (r->next >= r->length)
        return 0;
    const char *start = r->text + r->next;
    const char *newline = memchr(start, '\n', r->length - r->next);
    size_t length = newline != NULL ? (size_t)(newline - start) : r->length - r->next;
    if (length + 1 > r->capacity) {
        size_t capacity = r->capacity < 256 ? 256 : r->capacity;
        while (capacity < length + 1)
            capacity *= 2;
        char *bigger = realloc(r->line, capacity);
        if (bigger == NULL)
            return -1;
        r->line = bigger;
        r->capacity = capacity;
    }
    memcpy(r->line, start, length);
    r->line[length] = '\0';
    r->next += length + (newline != NULL ? 1 : 0);
    r->number++;
    r->n_words = 0;

    char *comment = strchr(r->line, '#');
    if (comment != NULL)
        *comment = '\0';
    return 1;
}

/* Split the current line into words, starting at 'from'.  0, or -1 when
 * memory ran out. */
int cf_split_words(cf_line_reader *r, char *from)
{
    r->n_words = 0;
    char *c = from;
    for (;;) {
        c = cf_skip_blanks(c);
        if (*c == '\0')
            return 0;
        if (r->n_words == r->word_capacity) {
            int capacity = r->word_capacity < 16 ? 16 : 2 * r->word_capacity;
            char **bigger = realloc(r->words, (size_t)capacity * sizeof *bigger);
            if (bigger == NULL)
                return -1;
            r->words = bigger;
            r->word_capacity = capacity;
        }
        r->words[r->n_words++] = c;
        while (*c != '\0' && !cf_is_blank(*c))
            c++;
        if (*c != '\0')
            *c++ = '\0';
    }
}

/* Read a whole file into memory, NUL-terminated.  0, or -1 with rep filled. */
int cf_read_whole_file(const cf_reporter *rep, char **text, size_t *length)
{
    FILE *file = fopen(rep->origin, "r");
    if (file == NULL)
        return cf_report(rep, 0, "cannot open: %s", strerror(errno));

    size_t capacity = 1 << 16, used = 0;
    char *buffer = malloc(capacity);
    while (buffer != NULL) {
        used += fread(buffer + used, 1, capacity - used - 1, file);
        if (used < capacity - 1)
            break;  /* the end of the file, or an error: told apart below */
        char *bigger = realloc(buffer, 2 * capacity);
        if (bigger == NULL)
            free(buffer);
        buffer = bigger;
        capacity *= 2;
    }
    int read_error = ferror(file) ? errno : 0;
    fclose(file);
    if (buffer == NULL)
        return cf_report(rep, 0, "cannot allocate memory to read the file");
    if (read_error != 0) {
        free(buffer);
        return cf_report(rep, 0, "cannot read: %s", strerror(read_error));
    }
    buffer[used] = '\0';

    /* A NUL byte would silently end a line early: say so instead. */
    const char *nul = memchr(buffer, '\0', used);
    if (nul != NULL) {
        int line = 1;
        for (const char *c = buffer; c < nul; c++)
            line += *c == '\n';
        free(buffer);
        return cf_report(rep, line, "expected text, found a NUL byte (is this a binary file?)");
    }
    *text = buffer;
    *length = used;
    return 0;
}

int cf_fail(cf_text_reader *ps, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    cf_report_v(&ps->rep, ps->reader.number, format, args);
    va_end(args);
    return -1;
}

int cf_fail_at(cf_text_reader *ps, int line, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    cf_report_v(&ps->rep, line, format, args);
    va_end(args);
    return -1;
}

int cf_out_of_memory(cf_text_reader *ps)
{
    return cf_fail(ps, "cannot allocate memory while reading this line");
}

const char *cf_word(const cf_text_reader *ps, int k)
{
    return ps->reader.words[k];
}

int cf_n_words(const cf_text_reader *ps)
{
    return ps->reader.n_words;
}

/* The statement has exactly 'count' words; 'form' shows how it should look. */
int cf_expect_word_count(cf_text_reader *ps, int count, const char *form)
{
    if (cf_n_words(ps) < count)
        return cf_fail(ps, "expected '%s', found the end of the line after '%.40s'",
                    form, cf_word(ps, cf_n_words(ps) - 1));
    if (cf_n_words(ps) > count)
        return cf_fail(ps, "expected the end of the line after '%.40s', found '%.40s'",
                    cf_word(ps, count - 1), cf_word(ps, count));
    return 0;
}

/* Word k must be the fixed word 'literal' of the statement 'form'. */
int cf_expect_literal(cf_text_reader *ps, int k, const char *literal, const char *form)
{
    if (strcmp(cf_word(ps, k), literal) != 0)
        return cf_fail(ps, "expected '%s' (the line has the form '%s'), found '%.40s'",
                    literal, form, cf_word(ps, k));
    return 0;
}

/* Statements that may appear once, such as 'name' or 'b'. */
int cf_check_once(cf_text_reader *ps, int *seen_line, const char *what)
{
    if (*seen_line != 0)
        return cf_fail(ps, "expected one '%s' line, found a second one (the first is on line %d)",
                    what, *seen_line);
    *seen_line = ps->reader.number;
    return 0;
}

int cf_number_error(cf_text_reader *ps, cf_number_result result, const char *text, const char *what)
{
    if (result == CF_NUMBER_NOT_FINITE)
        return cf_fail(ps, "expected a finite number for %s, found '%.40s'", what, text);
    return cf_fail(ps, "expected a number for %s, found '%.40s'", what, text);
}

int cf_read_finite(cf_text_reader *ps, const char *text, const char *what, double *value)
{
    cf_number_result result = cf_parse_number(text, value);
    return result == CF_NUMBER_OK ? 0 : cf_number_error(ps, result, text, what);
}

int cf_read_tolerance(cf_text_reader *ps, const char *text, double *tol)
{
    if (cf_read_finite(ps, text, "the tolerance", tol) != 0)
        return -1;
    if (*tol < 0.0)
        return cf_fail(ps, "expected a tolerance >= 0, found '%.40s'", text);
    return 0;
}

/* Read the numbers of a statement: 'found' words starting at word 'first',
 * of which there must be exactly 'want'; 'what' names them in messages
 * ("b", "'expect f'"). */
int cf_read_numbers(cf_text_reader *ps, int first, int found, int want, double *values,
                        const char *what)
{
    if (found != want)
        return cf_fail(ps, "expected %d number%s in %s, found %d", want, cf_plural(want), what, found);
    for (int k = 0; k < want; k++) {
        cf_number_result result = cf_parse_number(cf_word(ps, first + k), &values[k]);
        if (result != CF_NUMBER_OK) {
            char where[96];
            snprintf(where, sizeof where, "entry %d of %s", k, what);
            return cf_number_error(ps, result, cf_word(ps, first + k), where);
        }
    }
    return 0;
}

/* The next line that has words, split into words.  1, 0 at the end of
 * the text, -1 on error (reported). */
int cf_next_content_line(cf_text_reader *ps)
{
    for (;;) {
        int got = cf_next_line(&ps->reader);
        if (got <= 0)
            return got < 0 ? cf_out_of_memory(ps) : 0;
        if (cf_split_words(&ps->reader, ps->reader.line) != 0)
            return cf_out_of_memory(ps);
        if (cf_n_words(ps) > 0)
            return 1;
    }
}

