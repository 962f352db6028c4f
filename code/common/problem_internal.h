/* problem_internal.h - what the problem reader (problem_read.c), the
 * rules about rows (problem_check.c) and the writer (problem_write.c)
 * share.  Internal to code/common: programs use problem.h.  The words,
 * numbers, lines and messages of the text format are in text_reader.h.
 */
#ifndef CF_PROBLEM_INTERNAL_H
#define CF_PROBLEM_INTERNAL_H

#include "problem.h"
#include "text_reader.h"

/* The largest size a file may declare; A alone then takes 3.2 GB. */
enum { MAX_ROWS = CF_PROBLEM_MAX_N };

/* ---- rules about rows (problem_check.c) ---- */

/* Friction and dynamic rows are bound to a normal row. */
int cf_is_bound_kind(cf_row_kind kind);
/* Check the kinds of all rows and how friction rows are bound to normal
 * rows; row_line gives the line of each row for messages (NULL: line 0). */
int cf_check_rows(const cf_problem *p, const int *row_line, const cf_reporter *rep);

#endif
