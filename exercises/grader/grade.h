/* grade.h - grading one submission: build it, run every test problem, judge.
 *
 * A session holds what every submission of an exercise is graded against,
 * prepared before any student code runs: the tests, their problems (read
 * by the grader, so no student can change them), and the reference
 * solver's pivots for the tests that compare pivots.
 */
#ifndef CF_GRADE_H
#define CF_GRADE_H

#include <stdio.h>

#include "manifest.h"
#include "sandbox.h"
#include "solver.h"
#include "trace.h"

typedef struct cf_prepared_test {
    const cf_test *test;
    cf_test_problem *problems;
    int count;
    cf_trace **references;   /* count entries (NULL where the test compares no pivots) */
    cf_test_problem *twins;  /* in one grading, public tests: each problem with b scaled
                                by twin_factor (count entries); NULL otherwise */
    cf_trace **twin_references; /* the reference's pivots on the twins, as references */
    double twin_factor;      /* k in [1.5, 4), from the submission's file: a public
                                problem's twin has b scaled by k (grade.c, make_twin) */
} cf_prepared_test;

typedef struct cf_session {
    cf_manifest m;
    cf_sandbox box;
    char kit[1024];          /* include/, runner.o, libcommon.a */
    char cc[1024];           /* the compiler, resolved on PATH */
    int quiet;               /* 1: no line per test (class mode) */
    int instructor;          /* 1: hidden tests show their details (the instructor's
                                reports); 0: only name, concept and verdict (a student's) */
    double reference_seconds;/* the reference solver's time over every test problem, in process */
    double budget;           /* seconds a submission may take over all its tests */
    cf_solver reference;     /* the stage's reference solver (NULL if it has none) */
    cf_prepared_test *tests; /* m.n_tests entries */
} cf_session;

/* The result of one test for one submission. */
typedef struct cf_test_score {
    double score, max;
    int problems, failed;
    char message[1300];      /* one line: "ok", or the first failure in the student's terms */
    char details[1024];      /* path of the saved output of a failed test, or "" */
    char excerpt[2048];      /* start of the program's output in the first failure, cleaned */
    int out_of_time;         /* 1: problems were not run, the submission's budget ran out */
} cf_test_score;

typedef struct cf_grade {
    char status[200];        /* "graded", "build failed", "no dantzig.c in the submission", ... */
    int graded;              /* 1: the tests ran (the build succeeded) */
    char *build_output;      /* what the compiler said (cleaned), never NULL after grading */
    int build_warnings;
    cf_test_score *scores;   /* m.n_tests entries */
    double total, max;
    double seconds;
    int out_of_time;         /* 1: the submission's time budget ran out */
} cf_grade;

/* The submission's budget, by default: BUDGET_FACTOR times what the
 * reference needs for every test (its solves, and the start of one
 * isolated process per problem), and never less than the floor. */
#define CF_BUDGET_FACTOR 4.0
#define CF_BUDGET_FLOOR 10.0

/* Read the manifest, decide the sandbox user, build every problem and the
 * reference pivots.  0 on success; -1 with why. */
int cf_session_open(cf_session *s, const char *kit, const char *tests_path, const char *user,
                    char *why, size_t why_size);
void cf_session_close(cf_session *s);

/* Grade the submission at path (a file, or a folder holding the exercise's
 * file), working in work_dir and saving failed tests' output in out_dir.
 * Prints a line per test to report (unless quiet or report is NULL).
 * Always fills g (free with cf_grade_free). */
void cf_grade_submission(const cf_session *s, const char *path, const char *work_dir,
                         const char *out_dir, FILE *report, cf_grade *g);
void cf_grade_free(cf_grade *g);

/* Points as printed: "3", "2.5", "0.67". */
void cf_format_points(char *text, size_t size, double points);

/* Replace what is not printable ASCII (and not a newline or tab) by '?'. */
void cf_clean_text(char *text);

#endif
