/* status.c - names and explanations for cf_status. */
#include "status.h"

#include <string.h>

static const char *const status_names[CF_STATUS_COUNT] = {
    [CF_OK] = "ok",
    [CF_NO_SOLUTION] = "no-solution",
    [CF_UNBOUNDED_RAY] = "unbounded-ray",
    [CF_PIVOT_LIMIT] = "pivot-limit",
    [CF_SINGULAR] = "singular",
    [CF_INACCURATE] = "inaccurate",
    [CF_UNSUPPORTED] = "unsupported",
    [CF_INVALID_INPUT] = "invalid-input",
    [CF_NO_MEMORY] = "no-memory",
    [CF_NOT_IMPLEMENTED] = "not-implemented",
    [CF_INCONSISTENT] = "inconsistent",
};

static const char *const status_explanations[CF_STATUS_COUNT] = {
    [CF_OK] = "the forces satisfy every condition of the problem",
    [CF_NO_SOLUTION] = "no forces can satisfy the conditions of this problem",
    /* One string in two pieces: the parentheses tell clang the missing
     * comma is intended (-Wstring-concatenation). */
    [CF_UNBOUNDED_RAY] = ("the driven acceleration can never reach zero: increasing the force "
                          "along the pivot direction is never limited (no solution found)"),
    [CF_PIVOT_LIMIT] = "the solver stopped after its pivot limit without finishing",
    [CF_SINGULAR] = "a linear system of the clamped set was singular and had no solution",
    [CF_INACCURATE] = "the solver finished but roundoff left an answer the certifier rejects",
    [CF_UNSUPPORTED] = "the problem is outside what this stage of the course handles",
    [CF_INVALID_INPUT] = "the input was malformed (sizes, NULL pointers, NaN or infinity)",
    [CF_NO_MEMORY] = "memory could not be allocated",
    [CF_NOT_IMPLEMENTED] = "this part of the exercise has not been written yet",
    [CF_INCONSISTENT] = ("sliding friction leaves no contact force that works: an impulse "
                         "must stop the sliding (cf impulse)"),
};

const char *cf_status_name(cf_status status)
{
    if ((int)status < 0 || status >= CF_STATUS_COUNT)
        return "unknown-status";
    return status_names[status];
}

const char *cf_status_explain(cf_status status)
{
    if ((int)status < 0 || status >= CF_STATUS_COUNT)
        return "unknown status";
    return status_explanations[status];
}

int cf_status_from_name(const char *name, cf_status *out)
{
    for (int s = 0; s < CF_STATUS_COUNT; s++) {
        if (strcmp(name, status_names[s]) == 0) {
            *out = (cf_status)s;
            return 0;
        }
    }
    return -1;
}
