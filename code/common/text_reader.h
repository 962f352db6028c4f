/* text_reader.h - reading line-by-line text formats strictly: lines with
 * '#' comments, words, numbers, and error messages "file:line: expected ...".
 *
 * Shared by the problem file reader (problem_read.c, the .cf format) and the
 * scene file reader (world2d_scene.c, the .scene format), so that both
 * formats follow the same rules for words, numbers and comments.
 */
#ifndef CF_TEXT_READER_H
#define CF_TEXT_READER_H

#include <stdarg.h>
#include <stddef.h>

#include "problem.h"

/* Where error messages go, and the file (or other origin) they are about. */
typedef struct cf_reporter {
    cf_error *err;
    const char *origin;
} cf_reporter;

/* The reporter of a reading function, into err cleared, or into scratch
 * when the caller passed NULL (it does not want the message). */
cf_reporter cf_reporter_start(cf_error *err, cf_error *scratch, const char *origin);

/* Fill rep->err with "origin:line: message" (or "origin: message" when
 * line is 0), bytes that are not printable ASCII escaped as \xNN, and
 * return -1, so that callers can write 'return cf_report(...)'. */
int cf_report(const cf_reporter *rep, int line, const char *format, ...);
int cf_report_v(const cf_reporter *rep, int line, const char *format, va_list args);

/* ---- words and numbers ---- */

int cf_is_blank(char c);     /* space, tab, '\r', '\v', '\f' */
int cf_is_digit(char c);
const char *cf_plural(long count); /* "s" unless count is 1 */
char *cf_skip_blanks(char *text);
/* Names and labels: one or more of letters, digits and _ . + - */
int cf_is_identifier(const char *text);
int cf_is_identifier_char(char c);

typedef enum cf_number_result {
    CF_NUMBER_OK,
    CF_NUMBER_MALFORMED,  /* not a number at all, or trailing characters */
    CF_NUMBER_NOT_FINITE, /* nan, inf, or too large for a double */
    CF_NUMBER_HEX,        /* 0x1p3: C has it, the formats do not */
    CF_NUMBER_UNDERFLOW   /* a nonzero number too small for a double: 1e-400 */
} cf_number_result;

/* One whole word as a decimal number that a double holds: CF_NUMBER_OK,
 * or why not (nan, inf and 1e999 are not finite; 1e-400 underflows to 0;
 * 0x1p3 is hexadecimal; anything else is malformed). */
cf_number_result cf_parse_number(const char *word, double *value);
/* What a message says was expected instead of a refused number. */
const char *cf_number_expected(cf_number_result result);
/* A count or an index: decimal digits only, at most max.  0 or -1. */
int cf_parse_count(const char *word, long max, long *value);

/* ---- lines ---- */

/* Hands out a text one line at a time, with its comment removed, and
 * splits a line into words in place.  Lines may be of any length: a dense
 * row of a 4096-row problem is about 100 KB.  A UTF-8 byte-order mark at
 * the start of the text is skipped. */
typedef struct cf_line_reader {
    const char *text;  /* the whole input, NUL-terminated */
    size_t length;
    size_t next;       /* where the next line starts */
    int number;        /* 1-based number of the current line; 0 before the first */
    char *line;        /* the current line, without its '#' comment */
    size_t capacity;
    char **words;      /* the words of the current line, after cf_split_words */
    int n_words;
    int word_capacity;
} cf_line_reader;

void cf_line_reader_init(cf_line_reader *r, const char *text, size_t length);
void cf_line_reader_free(cf_line_reader *r);
/* The next line into r->line: 1, 0 at the end of the text, -1 on no memory. */
int cf_next_line(cf_line_reader *r);
/* Split the current line into words from 'from' on: 0, or -1 on no memory. */
int cf_split_words(cf_line_reader *r, char *from);
/* The file rep->origin in memory, NUL-terminated: 0, or -1 with rep filled. */
int cf_read_whole_file(const cf_reporter *rep, char **text, size_t *length);

/* A parser of a whole text: the thing read, or NULL with rep filled. */
typedef void *(*cf_text_parser)(const char *text, size_t length, const cf_reporter *rep);

/* Parse text named origin in messages; 'what' names it when text is NULL
 * ("a problem").  err may be NULL; it is cleared first. */
void *cf_parse_text(const char *text, const char *origin, cf_error *err, cf_text_parser parse,
                    const char *what);
/* Read the file at path and parse it; err as above. */
void *cf_parse_file(const char *path, cf_error *err, cf_text_parser parse);

/* ---- statements: one per line, reported at the current line ---- */

typedef struct cf_text_reader {
    cf_reporter rep;
    cf_line_reader reader;
    char *after_keyword;  /* the current line after its first word */
} cf_text_reader;

/* Report at the current line (cf_fail) or at a given one; both return -1. */
int cf_fail(cf_text_reader *ps, const char *format, ...);
int cf_fail_at(cf_text_reader *ps, int line, const char *format, ...);
int cf_out_of_memory(cf_text_reader *ps);
const char *cf_word(const cf_text_reader *ps, int k);
int cf_n_words(const cf_text_reader *ps);
/* The statement has exactly 'count' words; 'form' shows how it should look. */
int cf_expect_word_count(cf_text_reader *ps, int count, const char *form);
/* Word k must be the fixed word 'literal' of the statement 'form'. */
int cf_expect_literal(cf_text_reader *ps, int k, const char *literal, const char *form);
/* Statements that may appear once: *seen_line is 0 until the first. */
int cf_check_once(cf_text_reader *ps, int *seen_line, const char *what);
/* One finite number; 'what' names it in the message. */
int cf_read_finite(cf_text_reader *ps, const char *text, const char *what, double *value);
/* The message for a word that is not a (finite) number; returns -1. */
int cf_number_error(cf_text_reader *ps, cf_number_result result, const char *text,
                    const char *what);
int cf_read_tolerance(cf_text_reader *ps, const char *text, double *tol);
/* Exactly 'want' numbers in the 'found' words from word 'first' on. */
int cf_read_numbers(cf_text_reader *ps, int first, int found, int want, double *values,
                    const char *what);
/* The next line that has words, split into words: 1, 0 at the end, -1 on error. */
int cf_next_content_line(cf_text_reader *ps);

#endif
