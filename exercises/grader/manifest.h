/* manifest.h - an exercise's tests, points and hints, read from tests.txt.
 *
 * The format is described in exercises/instructor/README.md.  In short:
 * a header (exercise, title, file, stage, limits, hint lines), then one
 * block per test:
 *
 *     test ex2-box-on-floor
 *     public
 *     describe Example 2: a box resting on a floor at two corners.
 *     problem file public/ex2-box-on-floor.cf
 *     solve 3
 *     trace 2
 *
 * Points sit beside each check: "solve N" for the answer (status, the
 * certifier, the expected accelerations and invariants), "trace N" for the
 * pivots.  A test with several problems splits its points evenly among
 * them: that is the partial credit.  A rule test has "rule NAME POINTS"
 * lines instead of problems: each calls one function of the student's
 * file on a state made by hand (rules.h), for its own points.
 */
#ifndef CF_MANIFEST_H
#define CF_MANIFEST_H

#include <stddef.h>

#include "problem.h"
#include "sandbox.h"

typedef enum cf_source_kind {
    CF_SOURCE_FILE,     /* file PATH (relative to the manifest) */
    CF_SOURCE_RANDOM,   /* random N SEED, or random N1-N2 SEED: positive definite, boxes.h */
    CF_SOURCE_PILE,     /* pile N: boxes.h's pile with N contacts */
    CF_SOURCE_NAN,      /* nan N: identity A, b = -1 except b[0] = NaN */
    CF_SOURCE_SCALARS   /* scalars COUNT SEED: 1x1 problems, A in [0.25, 4], b in [-10, 10] */
} cf_source_kind;

typedef struct cf_source {
    cf_source_kind kind;
    char path[512];
    int n_from, n_to;   /* sizes (random, pile, nan); for scalars, both the count */
    unsigned long long seed;
} cf_source;

/* A rule test's check (rules.h): one function of the student's file called
 * on a state made by hand, worth its own points. */
#define CF_MAX_RULES 16
typedef struct cf_test_rule {
    char name[48];
    double points;
} cf_test_rule;

typedef struct cf_test {
    char name[64];
    int hidden;               /* 1: its problems are never shown, only its description */
    char description[600];
    char concept[160];        /* what it tests, in a few words: all a student sees of a
                                 hidden test until it is released */
    int max_pivots;           /* the solver's pivot limit (solve options); 0: its default */
    char visibility[24];      /* Gradescope: visible, hidden, after_due_date, after_published */
    double solve_points;
    double trace_points;
    int has_expect_status;    /* overrides the problem file's "expect status" */
    int expect_status;        /* a cf_status */
    cf_limits limits;
    int n_sources;
    cf_source *sources;
    char needs[200];          /* "needs NAME ...": the student's functions its problems need;
                                 while one is still a stub, every problem fails unrun */
    int batch;                /* "batch": all its problems in one process (one run) */
    int n_rules;              /* "rule NAME POINTS" lines: a rule test has these, no problems */
    cf_test_rule rules[CF_MAX_RULES];
    int line;                 /* where the block starts in tests.txt */
} cf_test;

typedef struct cf_hint {
    char key[48];
    char text[480];
} cf_hint;

typedef struct cf_manifest {
    char path[1024];          /* of tests.txt */
    char dir[1024];           /* its directory: where problem paths start */
    char exercise[64];        /* e.g. 02-dantzig */
    char title[160];
    char file[64];            /* the student's file, e.g. dantzig.c */
    int stage;
    cf_limits limits;         /* defaults for every test */
    int replay;               /* "diagnose pivots": explain failures by replay.h */
    int n_tests;
    cf_test *tests;
    int n_hints;
    cf_hint *hints;
} cf_manifest;

/* Read tests.txt.  0 on success; -1 with "path:line: what" in why. */
int cf_manifest_read(const char *path, cf_manifest *m, char *why, size_t why_size);
void cf_manifest_free(cf_manifest *m);

/* The exercise's hint for a symptom (e.g. "force-negative"), or NULL. */
const char *cf_manifest_hint(const cf_manifest *m, const char *key);

double cf_test_points(const cf_test *t);

/* One problem of a test, built from its sources, with a label such as
 * "ex2-box-on-floor.cf" or "random n = 7 (seed 3)". */
typedef struct cf_test_problem {
    char label[96];
    cf_problem *p;
    int expect_status;        /* a cf_status: CF_OK unless the file or test says otherwise */
} cf_test_problem;

/* Build every problem of a test.  0 on success (count and list filled;
 * free with cf_test_problems_free); -1 with why. */
int cf_test_problems(const cf_manifest *m, const cf_test *t, cf_test_problem **list, int *count,
                     char *why, size_t why_size);
void cf_test_problems_free(cf_test_problem *list, int count);

#endif
