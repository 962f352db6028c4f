/* text_reader.c - the bottom layer of the readers of the course's text
 * formats, problem files (problem_read.c) and scene files
 * (world2d_scene.c): error reports, words and numbers, lines, whole files,
 * statements, and vector files.
 *
 * Every message a reader gives is made here, as "path:line: expected ...,
 * found ...", with any byte that is not printable ASCII escaped.  A number
 * is a decimal word that strtod reads whole and that a double can hold:
 * nan, inf, 1e999 (overflow), 1e-400 (underflow of a nonzero number to 0)
 * and hexadecimal 0x1p3 are refused.  A UTF-8 byte-order mark at the very
 * start of a text is skipped.  The statements of the
 * problem format are read in problem_read.c (the format is described in
 * chapters/appendix-problem-format.md), those of scenes in world2d_scene.c
 * (chapters/appendix-world.md).
 */
#include "text_reader.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Error reports                                                       */
/* ------------------------------------------------------------------ */

/* Copy text to out (of the given size), with every byte that is not
 * printable ASCII written as \xNN: a message quotes the words it could not
 * read, and a control byte among them (an escape sequence, a backspace)
 * must not reach the terminal as it is. */
static void escape_control_bytes(char *out, size_t size, const char *text)
{
    size_t used = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c != '\0'; c++) {
        int printable = *c >= 0x20 && *c < 0x7f;
        size_t need = printable ? 1 : 4;
        if (used + need >= size)
            break;
        if (printable)
            out[used] = (char)*c;
        else
            snprintf(out + used, 5, "\\x%02x", *c);
        used += need;
    }
    out[used] = '\0';
}

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
    char text[sizeof err->message];
    vsnprintf(text, sizeof text, format, args);
    escape_control_bytes(err->message + prefix, sizeof err->message - (size_t)prefix, text);
    return -1;
}

cf_reporter cf_reporter_start(cf_error *err, cf_error *scratch, const char *origin)
{
    if (err == NULL)
        err = scratch;
    memset(err, 0, sizeof *err);
    cf_reporter rep = {err, origin};
    return rep;
}

int cf_report(const cf_reporter *rep, int line, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    cf_report_v(rep, line, format, args);
    va_end(args);
    return -1;
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

/* 1 if the digits of the number before its exponent are not all 0. */
static int has_nonzero_digit(const char *word)
{
    for (const char *c = word; *c != '\0' && *c != 'e' && *c != 'E'; c++)
        if (*c >= '1' && *c <= '9')
            return 1;
    return 0;
}

/* A number is one whole word that strtod accepts, written in decimal.
 * Programs in the course never call setlocale, so the decimal point is
 * always '.'.  Overflow to infinity and underflow to zero are both
 * rejected: either way the file would not mean what it says. */
cf_number_result cf_parse_number(const char *word, double *value)
{
    const char *digits = word + (word[0] == '+' || word[0] == '-');
    if (digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
        return CF_NUMBER_HEX;
    char *end;
    double x = strtod(word, &end);
    if (end == word || *end != '\0')
        return CF_NUMBER_MALFORMED;
    if (!isfinite(x))
        return CF_NUMBER_NOT_FINITE;
    if (x == 0.0 && has_nonzero_digit(word))
        return CF_NUMBER_UNDERFLOW;
    *value = x;
    return CF_NUMBER_OK;
}

/* The message for a number that cf_parse_number refused: what was expected
 * instead, to follow "expected ". */
const char *cf_number_expected(cf_number_result result)
{
    switch (result) {
    case CF_NUMBER_NOT_FINITE:
        return "a finite number";
    case CF_NUMBER_HEX:
        return "a decimal number (hexadecimal is not part of the format)";
    case CF_NUMBER_UNDERFLOW:
        return "a number that a double can hold (this one rounds to 0)";
    default:
        return "a number";
    }
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

/* A UTF-8 byte-order mark, which some Windows editors put at the start of
 * every file they save.  It is skipped: it says nothing about the text. */
static const char utf8_bom[] = "\xEF\xBB\xBF";

void cf_line_reader_init(cf_line_reader *r, const char *text, size_t length)
{
    memset(r, 0, sizeof *r);
    r->text = text;
    r->length = length;
    if (length >= 3 && memcmp(text, utf8_bom, 3) == 0)
        r->next = 3;
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

/* ------------------------------------------------------------------ */
/* Whole texts and files, and statements: one per line               */
/* ------------------------------------------------------------------ */

void *cf_parse_text(const char *text, const char *origin, cf_error *err, cf_text_parser parse,
                    const char *what)
{
    cf_error scratch;
    cf_reporter rep = cf_reporter_start(err, &scratch, origin != NULL ? origin : "(string)");
    if (text == NULL) {
        cf_report(&rep, 0, "expected the text of %s, found NULL", what);
        return NULL;
    }
    return parse(text, strlen(text), &rep);
}

void *cf_parse_file(const char *path, cf_error *err, cf_text_parser parse)
{
    cf_error scratch;
    cf_reporter rep = cf_reporter_start(err, &scratch, path != NULL ? path : "(null)");
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
    return cf_fail(ps, "expected %s for %s, found '%.40s'", cf_number_expected(result), what, text);
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

/* ------------------------------------------------------------------ */
/* Vector files                                                        */
/* ------------------------------------------------------------------ */

/* Read exactly n numbers from the words of a text; 0 or -1 (reported). */
static int read_vector_words(cf_line_reader *r, const cf_reporter *rep, int n, double *values)
{
    int count = 0;
    for (;;) {
        int got = cf_next_line(r);
        if (got < 0)
            return cf_report(rep, r->number, "cannot allocate memory while reading this line");
        if (got == 0)
            break;
        if (cf_split_words(r, r->line) != 0)
            return cf_report(rep, r->number, "cannot allocate memory while reading this line");
        for (int k = 0; k < r->n_words; k++) {
            const char *text = r->words[k];
            if (count == n)
                return cf_report(rep, r->number, "expected %d number%s, found more: '%.40s' is "
                                 "number %d", n, cf_plural(n), text, n + 1);
            cf_number_result result = cf_parse_number(text, &values[count]);
            if (result != CF_NUMBER_OK)
                return cf_report(rep, r->number, "expected %s (number %d of %d), found '%.40s'",
                                 cf_number_expected(result), count + 1, n, text);
            count++;
        }
    }
    if (count < n)
        return cf_report(rep, r->number, "expected %d number%s, found %d before the end of the "
                         "file", n, cf_plural(n), count);
    return 0;
}

double *cf_read_vector_file(const char *path, int n, cf_error *err)
{
    cf_error scratch;
    cf_reporter rep = cf_reporter_start(err, &scratch, path != NULL ? path : "(null)");
    if (path == NULL) {
        cf_report(&rep, 0, "expected a file name, found NULL");
        return NULL;
    }
    if (n < 1) {
        cf_report(&rep, 0, "expected a vector length of at least 1, found %d", n);
        return NULL;
    }
    char *text;
    size_t length;
    if (cf_read_whole_file(&rep, &text, &length) != 0)
        return NULL;
    double *values = malloc((size_t)n * sizeof *values);
    cf_line_reader r;
    cf_line_reader_init(&r, text, length);
    int status = values == NULL ? cf_report(&rep, 0, "cannot allocate memory for %d numbers", n)
                                : read_vector_words(&r, &rep, n, values);
    cf_line_reader_free(&r);
    free(text);
    if (status != 0) {
        free(values);
        return NULL;
    }
    return values;
}
