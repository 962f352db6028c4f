/* cf_test.h - CUnit helpers shared by the suites.
 *
 * CUnit's CU_ASSERT_DOUBLE_EQUAL prints no values; these print what was
 * got, what was wanted, the tolerance and where ("in Example 2").
 */
#ifndef CF_TEST_H
#define CF_TEST_H

#include <CUnit/CUnit.h>
#include <stdio.h>

#include "problem.h"
#include "solver.h"
#include "trace.h"

/* Directory of the repository's case files and of tests/peer/siconos,
 * relative to the repository root, where the tests run. */
#define CF_CASES_DIR "tests/cases"
#define CF_PEER_DIR "tests/peer/siconos"

/* Assert |got - want| <= tol; on failure say "got 4.9, want 4.905, tol 1e-09, in WHERE". */
#define CF_ASSERT_NEAR(got, want, tol, where) \
    cf_assert_near((got), (want), (tol), (where), __FILE__, __LINE__)

/* Assert a condition with a printf-style message shown on failure. */
#define CF_ASSERT_MSG(cond, ...) \
    cf_assert_msg((cond) ? 1 : 0, #cond, __FILE__, __LINE__, __VA_ARGS__)

int cf_assert_near(double got, double want, double tol, const char *where,
                   const char *file, unsigned line);
int cf_assert_msg(int ok, const char *expr, const char *file, unsigned line,
                  const char *fmt, ...);

/* The names of the files in dir that start with prefix and end with
 * suffix, sorted, NULL-terminated (NULL, with a failed assert, if dir
 * cannot be read).  Free with cf_test_free_names. */
char **cf_test_list_files(const char *dir, const char *prefix, const char *suffix, int *count);
void cf_test_free_names(char **names);

/* The first line of a file that starts with 'prefix', after it, without
 * its newline, into out; 0 when found ("# twin: ", "# expect-error: "). */
int cf_test_find_line(const char *path, const char *prefix, char *out, size_t size);

/* How many times needle occurs in text (arrows of one colour in a figure). */
int cf_test_occurrences(const char *text, const char *needle);

/* Every file matching the glob pattern must be refused by 'refused' (which
 * reads it, frees what it read, and returns 1 when it failed) with a
 * message that starts with the path and contains the text of the file's
 * "# expect-error: TEXT" line.  At least 'least' files. */
void cf_test_malformed(const char *pattern, int least, int (*refused)(const char *path, cf_error *err));

/* Read a case file from tests/cases; a failure to read is a failed assert
 * (with the reader's message) and returns NULL. */
cf_problem *cf_test_load(const char *case_name);

/* The worked examples of chapter 5 (static friction with the circular
 * cone) as case names: stage 5 solves each, and stage 6 agrees with it. */
#define CF_TEST_FRICTION3D_EXAMPLES 9
extern const char *const cf_test_friction3d_examples[CF_TEST_FRICTION3D_EXAMPLES];

/* A problem, its solver's answer and the pivots it made. */
typedef struct cf_solved {
    cf_problem *p;      /* owned: freed by cf_solved_free */
    double *f, *a;
    cf_trace *trace;
    cf_status status;
} cf_solved;

/* Take ownership of p and allocate f, a and a trace for it; status is
 * CF_INVALID_INPUT when p is NULL and CF_NO_MEMORY when allocation fails,
 * otherwise CF_OK until a solver sets it. */
cf_solved cf_solved_prepare(cf_problem *p);

/* cf_solved_prepare, then solve with the trace recorded. */
cf_solved cf_test_solve(cf_solver solver, cf_problem *p);

void cf_solved_free(cf_solved *s);

/* Status ok, certified by the independent certifier, and every expectation
 * written in the problem file holds. */
void cf_assert_solved_and_certified(const cf_solved *s, const char *where);

/* Pivot k (from 0) drove d, stepped s (to 1e-12 relative), was limited by j
 * and made the given move. */
void cf_assert_pivot(const cf_solved *s, int k, int d, double step, int j, cf_move move,
                     const char *where);

/* Register one suite of tests and run everything with the basic interface.
 * Returns the process exit code: 0 only when no test failed (CUnit's own
 * return value is 0 even when tests fail). */
typedef struct cf_test_case {
    const char *name;
    void (*run)(void);
} cf_test_case;

int cf_test_main(const char *suite_name, const cf_test_case *tests);

#endif
