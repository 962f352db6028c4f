/* report.h - what a grade becomes: Gradescope's results.json and a CSV gradebook.
 *
 * results.json follows Gradescope's autograder specification: a total
 * "score", an "output" shown above the tests, and "tests", each with name,
 * number, score, max_score, status, output, output_format, tags and
 * visibility.  It is written with cJSON (Debian's libcjson-dev).  Hidden
 * tests show their description and the verdict, never the program's
 * output (which could print the hidden problem).
 */
#ifndef CF_REPORT_H
#define CF_REPORT_H

#include <stdio.h>

#include "grade.h"

/* Write results.json for a graded (or failed-to-build) submission.
 * 0 on success. */
int cf_write_results_json(const char *path, const cf_session *s, const cf_grade *g);

/* Write results.json saying the autograder itself could not grade:
 * score 0 and the reason.  0 on success. */
int cf_write_failure_json(const char *path, const char *reason);

/* The gradebook: a header row, then one row per student. */
void cf_gradebook_header(FILE *csv, const cf_session *s);
void cf_gradebook_row(FILE *csv, const cf_session *s, const char *student, const cf_grade *g);

#endif
