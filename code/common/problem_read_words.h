/* problem_read_words.h - the pieces the problem files' readers share:
 * error reports, words, numbers and lines (problem_read_words.c), and the
 * rules about rows (problem_check.c).  Internal to code/common: programs
 * use problem.h.
 */
#ifndef CF_PROBLEM_READ_WORDS_H
#define CF_PROBLEM_READ_WORDS_H

#include <stdarg.h>
#include <stddef.h>

#include "problem.h"

/* The largest size a file may declare; A alone then takes 3.2 GB. */
enum { MAX_ROWS = CF_PROBLEM_MAX_N };

/* ---- error reports ---- */

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
int cf_report_v(const cf_reporter *rep, int line, const char *format, va_list args);
int cf_report(const cf_reporter *rep, int line, const char *format, ...);

/* ---- words and numbers ---- */

int cf_is_blank(char c);           /* space, tab, '\r', '\v', '\f' */
int cf_is_digit(char c);
const char *cf_plural(long count); /* "s" unless count is 1 */
char *cf_skip_blanks(char *text);
int cf_is_identifier_char(char c); /* letters, digits, _ . + - */
int cf_is_identifier(const char *text);

typedef enum cf_number_result {
    CF_NUMBER_OK,
    CF_NUMBER_MALFORMED,  /* not a number at all, or trailing characters */
    CF_NUMBER_NOT_FINITE, /* nan, inf, or too large for a double */
    CF_NUMBER_HEX,        /* 0x1p3: C has it, the format does not */
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
 * row of a 4096-row problem is about 100 KB. */
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
/* The next line into r->line: 1, 0 at the end of the text, -1 out of memory. */
int cf_next_line(cf_line_reader *r);
/* Split the current line into words from 'from': 0, or -1 out of memory. */
int cf_split_words(cf_line_reader *r, char *from);
/* A whole file (rep->origin) in memory, NUL-terminated: 0, or -1 reported. */
int cf_read_whole_file(const cf_reporter *rep, char **text, size_t *length);

/* ---- rules about rows (problem_check.c) ---- */

/* Friction and dynamic rows are bound to a normal row. */
int cf_is_bound_kind(cf_row_kind kind);
/* Check the kinds of all rows and how friction rows are bound to normal
 * rows; row_line gives the line of each row for messages (NULL: line 0). */
int cf_check_rows(const cf_problem *p, const int *row_line, const cf_reporter *rep);

#endif
