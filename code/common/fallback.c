/* fallback.c - how every fall-back keeps an answer (fallback.h). */
#include "fallback.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "certify.h"

int cf_fall_back_keep(const cf_problem *p, const cf_solve_options *options, const double *g,
                      double *c, double *f, double *a, const char *format, ...)
{
    if (!cf_certify(p, g, CF_CERTIFY_DEFAULT_TOL, c).ok)
        return 0;
    memcpy(f, g, (size_t)p->n * sizeof *f);
    memcpy(a, c, (size_t)p->n * sizeof *a);
    if (options != NULL && options->note != NULL && options->note_size > 0) {
        int prefix = snprintf(options->note, options->note_size, "%s", CF_FALLBACK_NOTE);
        if (prefix >= 0 && (size_t)prefix < options->note_size) {
            va_list args;
            va_start(args, format);
            vsnprintf(options->note + prefix, options->note_size - (size_t)prefix, format, args);
            va_end(args);
        }
    }
    return 1;
}
