/* cf_test.c - the CUnit helpers of cf_test.h. */
#include "cf_test.h"

#include <CUnit/Basic.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

int cf_assert_near(double got, double want, double tol, const char *where,
                   const char *file, unsigned line)
{
    int ok = isfinite(got) && fabs(got - want) <= tol;
    char message[512];
    snprintf(message, sizeof message, "got %.17g, want %.17g, tol %g, in %s",
             got, want, tol, where);
    if (!ok)
        fprintf(stderr, "\n    %s:%u: %s\n", file, line, message);
    CU_assertImplementation(ok ? CU_TRUE : CU_FALSE, line, message, file, "", CU_FALSE);
    return ok;
}

int cf_assert_msg(int ok, const char *expr, const char *file, unsigned line,
                  const char *fmt, ...)
{
    char message[1024];
    va_list args;
    va_start(args, fmt);
    vsnprintf(message, sizeof message, fmt, args);
    va_end(args);
    if (!ok)
        fprintf(stderr, "\n    %s:%u: %s (%s)\n", file, line, message, expr);
    CU_assertImplementation(ok ? CU_TRUE : CU_FALSE, line, message, file, "", CU_FALSE);
    return ok;
}

cf_problem *cf_test_load(const char *case_name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", CF_CASES_DIR, case_name);
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(path, &err);
    CF_ASSERT_MSG(p != NULL, "could not read %s: %s", path, err.message);
    return p;
}

int cf_test_main(const char *suite_name, const cf_test_case *tests)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
    CU_pSuite suite = CU_add_suite(suite_name, NULL, NULL);
    if (suite == NULL) {
        CU_cleanup_registry();
        return 2;
    }
    for (const cf_test_case *t = tests; t->name != NULL; t++) {
        if (CU_add_test(suite, t->name, t->run) == NULL) {
            CU_cleanup_registry();
            return 2;
        }
    }
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_tests_failed();
    unsigned ran = CU_get_number_of_tests_run();
    CU_cleanup_registry();
    return (failed != 0 || ran == 0) ? 1 : 0;
}
