/* problem_check.c - the rules about rows that a problem must follow,
 * whether it was read from a file (problem_read.c calls cf_check_rows once
 * the whole file is read) or built in memory (cf_problem_validate): every
 * row has a known kind, friction and dynamic rows are bound to a normal
 * row, the two tangent rows of a 3D contact share their mu, the slides of
 * a sliding contact form a unit vector, and every number is finite.
 */
#include "problem_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The two slides of a 3D sliding contact must form a unit vector to this tolerance. */
static const double slide_unit_tolerance = 1e-9;

/* ------------------------------------------------------------------ */
/* Rules about rows, shared by the reader and cf_problem_validate      */
/* ------------------------------------------------------------------ */

/* Friction and dynamic rows are bound to a normal row. */
int cf_is_bound_kind(cf_row_kind kind)
{
    return kind == CF_ROW_FRICTION2D || kind == CF_ROW_FRICTION3D || kind == CF_ROW_DYNAMIC;
}

/* row_line[i] is the line that declared row i, or row_line is NULL for a
 * problem built in memory (then every message has line 0). */
static int line_of_row(const int *row_line, int row)
{
    return row_line != NULL ? row_line[row] : 0;
}

static int later_line(const int *row_line, int row1, int row2)
{
    int line1 = line_of_row(row_line, row1), line2 = line_of_row(row_line, row2);
    return line1 > line2 ? line1 : line2;
}

/* The fields of one row must agree with its kind (see problem.h). */
static int check_row_fields(const cf_problem *p, int i, const int *row_line, const cf_reporter *rep)
{
    const cf_row *row = &p->rows[i];
    int line = line_of_row(row_line, i);
    if ((int)row->kind < 0 || row->kind >= CF_ROW_KIND_COUNT)
        return cf_report(rep, line, "expected row %d to have a kind from 0 to %d, found %d",
                         i, CF_ROW_KIND_COUNT - 1, (int)row->kind);
    const char *kind = cf_row_kind_name(row->kind);

    if (!cf_is_bound_kind(row->kind)) {
        if (row->normal != -1 || row->mu != 0.0 || row->slide != 0.0)
            return cf_report(rep, line,
                             "expected row %d (%s) to have normal -1, mu 0 and slide 0, "
                             "found normal %d, mu %g, slide %g",
                             i, kind, row->normal, row->mu, row->slide);
        return 0;
    }
    if (row->normal < 0 || row->normal >= p->n)
        return cf_report(rep, line, "expected row %d (%s) to be bound to a row from 0 to %d, "
                         "found normal %d", i, kind, p->n - 1, row->normal);
    if (row->normal == i)
        return cf_report(rep, line, "expected row %d (%s) to be bound to a normal row other "
                         "than itself, found 'normal %d'", i, kind, i);
    cf_row_kind target = p->rows[row->normal].kind;
    if (target != CF_ROW_NORMAL)
        return cf_report(rep, line, "expected row %d (%s) to be bound to a normal row, "
                         "found row %d, which is %s", i, kind, row->normal,
                         cf_row_kind_name(target));
    if (!isfinite(row->mu) || row->mu < 0.0)
        return cf_report(rep, line, "expected mu >= 0 for row %d (%s), found %g", i, kind,
                         row->mu);
    if (row->kind != CF_ROW_DYNAMIC && row->slide != 0.0)
        return cf_report(rep, line, "expected slide 0 for row %d (%s), found %g", i, kind,
                         row->slide);
    if (!isfinite(row->slide))
        return cf_report(rep, line, "expected a finite slide for row %d (%s), found %g",
                         i, kind, row->slide);
    return 0;
}

/* The rows bound to one normal row. */
typedef struct bound_rows {
    int count;      /* 0, 1 or 2: a third is an error */
    int member[2];  /* their indices */
} bound_rows;

/* What a normal row may carry: nothing; one friction2d row (a 2D contact);
 * two friction3d rows of the same mu (a 3D contact); or one or two dynamic
 * rows (a sliding contact, 2D or 3D) whose slides form a unit vector. */
static int check_bound_rows(const cf_problem *p, int normal, const bound_rows *bound,
                            const int *row_line, const cf_reporter *rep)
{
    const cf_row *rows = p->rows;
    int first = bound->member[0];
    if (bound->count == 0)
        return 0;
    if (bound->count == 2) {
        int second = bound->member[1];
        int line = later_line(row_line, first, second);
        if (rows[first].kind != rows[second].kind)
            return cf_report(rep, line, "expected the rows bound to normal row %d to be of one "
                             "kind (one friction2d, two friction3d, or one or two dynamic), "
                             "found row %d %s and row %d %s", normal,
                             first, cf_row_kind_name(rows[first].kind),
                             second, cf_row_kind_name(rows[second].kind));
        if (rows[first].kind == CF_ROW_FRICTION2D)
            return cf_report(rep, line, "expected one friction2d row bound to normal row %d, "
                             "found two (rows %d and %d)", normal, first, second);
        if (rows[first].mu != rows[second].mu)
            return cf_report(rep, line, "expected the same mu on rows %d and %d (both bound to "
                             "normal row %d), found %g and %g", first, second, normal,
                             rows[first].mu, rows[second].mu);
        if (rows[first].kind == CF_ROW_DYNAMIC) {
            double length = hypot(rows[first].slide, rows[second].slide);
            if (fabs(length - 1.0) > slide_unit_tolerance)
                return cf_report(rep, line, "expected the slides of dynamic rows %d and %d to form "
                                 "a unit vector (to within %g), found length %.17g",
                                 first, second, slide_unit_tolerance, length);
        }
        return 0;
    }
    /* One bound row. */
    int line = line_of_row(row_line, first);
    if (rows[first].kind == CF_ROW_FRICTION3D)
        return cf_report(rep, line, "expected two friction3d rows bound to normal row %d "
                         "(one per tangent direction), found one (row %d)", normal, first);
    if (rows[first].kind == CF_ROW_DYNAMIC && rows[first].slide != 1.0 && rows[first].slide != -1.0)
        return cf_report(rep, line, "expected slide +1 or -1 for row %d, the only dynamic row of "
                         "normal row %d, found %.17g", first, normal, rows[first].slide);
    return 0;
}

/* Check the kinds of all rows and how friction rows are bound to normal rows. */
int cf_check_rows(const cf_problem *p, const int *row_line, const cf_reporter *rep)
{
    for (int i = 0; i < p->n; i++)
        if (check_row_fields(p, i, row_line, rep) != 0)
            return -1;

    bound_rows *bound = calloc((size_t)p->n, sizeof *bound);
    if (bound == NULL)
        return cf_report(rep, 0, "cannot allocate memory to check the rows");
    int status = 0;
    for (int i = 0; i < p->n && status == 0; i++) {
        if (!cf_is_bound_kind(p->rows[i].kind))
            continue;
        int normal = p->rows[i].normal;
        bound_rows *b = &bound[normal];
        if (b->count == 2)
            status = cf_report(rep, line_of_row(row_line, i), "expected at most two rows bound to "
                               "normal row %d, found a third (row %d, after rows %d and %d)",
                               normal, i, b->member[0], b->member[1]);
        else
            b->member[b->count++] = i;
    }
    for (int k = 0; k < p->n && status == 0; k++)
        status = check_bound_rows(p, k, &bound[k], row_line, rep);
    free(bound);
    return status;
}

/* ------------------------------------------------------------------ */
/* Validation of a problem in memory                                   */
/* ------------------------------------------------------------------ */

/* The first entry of values that is not finite, or -1. */
static long first_non_finite(const double *values, size_t count)
{
    for (size_t k = 0; k < count; k++)
        if (!isfinite(values[k]))
            return (long)k;
    return -1;
}

static int check_expected_vector(const cf_problem *p, const double *values, double tol,
                                 const char *which, const cf_reporter *rep)
{
    if (values == NULL)
        return 0;
    long bad = first_non_finite(values, (size_t)p->n);
    if (bad >= 0)
        return cf_report(rep, 0, "expected finite numbers in 'expect %s', found %g at entry %ld",
                         which, values[bad], bad);
    if (!isfinite(tol) || tol < 0.0)
        return cf_report(rep, 0, "expected a tolerance >= 0 for 'expect %s', found %g", which, tol);
    return 0;
}

static int check_invariant(const cf_problem *p, int k, const cf_reporter *rep)
{
    const cf_invariant *inv = &p->invariants[k];
    if (memchr(inv->label, '\0', sizeof inv->label) == NULL)
        return cf_report(rep, 0, "expected the label of invariant %d to end within %zu characters, "
                         "found no terminating NUL", k, sizeof inv->label);
    if (inv->f_coef == NULL || inv->a_coef == NULL)
        return cf_report(rep, 0, "expected coefficient arrays in invariant '%s', found NULL",
                         inv->label);
    if (first_non_finite(inv->f_coef, (size_t)p->n) >= 0 ||
        first_non_finite(inv->a_coef, (size_t)p->n) >= 0 || !isfinite(inv->value))
        return cf_report(rep, 0, "expected finite numbers in invariant '%s', found NaN or infinity",
                         inv->label);
    if (!isfinite(inv->tol) || inv->tol < 0.0)
        return cf_report(rep, 0, "expected a tolerance >= 0 in invariant '%s', found %g",
                         inv->label, inv->tol);
    return 0;
}

/* Everything but the rows: numbers and expectations. */
static int check_numbers(const cf_problem *p, const cf_reporter *rep)
{
    size_t n = (size_t)p->n;
    long bad = first_non_finite(p->A, n * n);
    if (bad >= 0)
        return cf_report(rep, 0, "expected finite numbers in A, found %g at row %ld, column %ld",
                         p->A[bad], bad / (long)n, bad % (long)n);
    bad = first_non_finite(p->b, n);
    if (bad >= 0)
        return cf_report(rep, 0, "expected finite numbers in b, found %g at entry %ld", p->b[bad],
                         bad);
    if (check_expected_vector(p, p->expect_f, p->expect_f_tol, "f", rep) != 0 ||
        check_expected_vector(p, p->expect_a, p->expect_a_tol, "a", rep) != 0)
        return -1;
    if (p->f_unique < -1 || p->f_unique > 1)
        return cf_report(rep, 0, "expected f_unique to be -1, 0 or 1, found %d", p->f_unique);
    if (p->has_expect_status != 0 && p->has_expect_status != 1)
        return cf_report(rep, 0, "expected has_expect_status to be 0 or 1, found %d",
                         p->has_expect_status);
    if (p->has_expect_status &&
        ((int)p->expect_status < 0 || p->expect_status >= CF_STATUS_COUNT))
        return cf_report(rep, 0, "expected a status from 0 to %d, found %d",
                         CF_STATUS_COUNT - 1, (int)p->expect_status);
    if (p->n_invariants < 0 || (p->n_invariants > 0 && p->invariants == NULL))
        return cf_report(rep, 0, "expected n_invariants >= 0 and an invariants array, "
                         "found %d and %s", p->n_invariants, p->invariants ? "an array" : "NULL");
    for (int k = 0; k < p->n_invariants; k++)
        if (check_invariant(p, k, rep) != 0)
            return -1;
    return 0;
}

int cf_problem_validate(const cf_problem *p, cf_error *err)
{
    cf_error scratch;
    if (err == NULL) {
        memset(&scratch, 0, sizeof scratch);
        err = &scratch;
    }
    err->file[sizeof err->file - 1] = '\0';  /* the caller's file name, if any */
    cf_reporter rep = {err, err->file};
    if (p == NULL)
        return cf_report(&rep, 0, "expected a problem, found NULL");
    if (p->n < 1 || p->n > MAX_ROWS)
        return cf_report(&rep, 0, "expected a size n from 1 to %d, found %d", MAX_ROWS, p->n);
    if (p->rows == NULL || p->A == NULL || p->b == NULL || p->description == NULL)
        return cf_report(&rep, 0, "expected rows, A, b and description to be allocated, "
                         "found a NULL pointer");
    if (cf_check_rows(p, NULL, &rep) != 0 || check_numbers(p, &rep) != 0)
        return -1;
    return 0;
}
