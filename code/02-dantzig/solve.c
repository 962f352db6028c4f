/* solve.c - Stage 2: the bookkeeping of a solve, which every later stage keeps.
 *
 * The paper's four functions (dantzig.c) work on a state: the forces and
 * accelerations, the direction of change, the sets C and NC, workspaces.
 * Here it is allocated and freed, the input is checked before a solve,
 * the next index to drive is chosen, pivots are recorded, and the answer
 * is certified before it is called a success.  When a solve cannot end in
 * a certified answer, the reason goes into s->why, with the condition and
 * the number, and from there into the caller's note.
 */
#include "dantzig_state.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"

static int write_why(char *why, size_t why_size, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int write_why(char *why, size_t why_size, const char *format, ...)
{
    if (why != NULL && why_size > 0) {
        va_list args;
        va_start(args, format);
        vsnprintf(why, why_size, format, args);
        va_end(args);
    }
    return 0;
}

/* Baraff's A = J M^-1 J^T is symmetric, and fdirection's L D L^T reads one
 * triangle only.  Computed in floating point the two triangles can differ
 * in the last bits, and an entry that should be zero can come out as
 * +4e-16 on one side and -4e-16 on the other; so the difference is judged
 * against the size an entry in that place can have, sqrt(A_ii A_jj) (for a
 * positive semidefinite A, |A_ij| <= sqrt(A_ii A_jj)), not against the
 * entries themselves.  SYMMETRY_TOL allows the roundoff of a sum of a few
 * thousand terms. */
#define SYMMETRY_TOL 1e-12

/* A is read in tiles of TILE x TILE, A_ij beside A_ji, so that the column
 * a tile's A_ji run down stays in the cache while its rows are read: read
 * one whole column at a time, every A_ji is a miss of its own once n rows
 * of A no longer fit in the cache (chapter 7 measures this). */
#define TILE 32

static int symmetric(const cf_problem *p, char *why, size_t why_size)
{
    const int n = p->n;
    for (int i0 = 0; i0 < n; i0 += TILE)
        for (int j0 = 0; j0 <= i0; j0 += TILE)
            for (int i = i0; i < n && i < i0 + TILE; i++)
                for (int j = j0; j < i && j < j0 + TILE; j++) {
                    double difference = fabs(p->A[i * n + j] - p->A[j * n + i]);
                    if (difference == 0.0)
                        continue;
                    double size = sqrt(fabs(p->A[i * n + i]) * fabs(p->A[j * n + j]));
                    if (difference > SYMMETRY_TOL * size)
                        return write_why(why, why_size,
                                         "A is not symmetric: |A[%d][%d] - A[%d][%d]| = %.3g, "
                                         "above %.0e sqrt(A_ii A_jj) = %.3g",
                                         i, j, j, i, difference, SYMMETRY_TOL, SYMMETRY_TOL * size);
                }
    return 1;
}

static int finite_entries(const cf_problem *p, char *why, size_t why_size)
{
    const int n = p->n;
    for (int i = 0; i < n; i++) {
        if (!isfinite(p->b[i]))
            return write_why(why, why_size, "b[%d] is %g, not a finite number", i, p->b[i]);
        for (int j = 0; j < n; j++)
            if (!isfinite(p->A[i * n + j]))
                return write_why(why, why_size, "A[%d][%d] is %g, not a finite number", i, j,
                            p->A[i * n + j]);
    }
    return 1;
}

cf_status dantzig_check(const cf_problem *p, const double *f, const double *a, unsigned kinds,
                        int must_be_symmetric, char *why, size_t why_size)
{
    if (why != NULL && why_size > 0)
        why[0] = '\0';
    if (p == NULL || f == NULL || a == NULL || p->n < 1 || p->rows == NULL || p->A == NULL
        || p->b == NULL) {
        write_why(why, why_size, "no problem, or no room for f and a");
        return CF_INVALID_INPUT;
    }
    if (!finite_entries(p, why, why_size))
        return CF_INVALID_INPUT;
    for (int i = 0; i < p->n; i++)
        if (!(kinds & DANTZIG_ROWS(p->rows[i].kind))) {
            char list[96] = "";
            for (int k = 0; k < CF_ROW_KIND_COUNT; k++)
                if (kinds & DANTZIG_ROWS(k)) {
                    strncat(list, list[0] != '\0' ? ", " : "", sizeof list - strlen(list) - 1);
                    strncat(list, cf_row_kind_name((cf_row_kind)k),
                            sizeof list - strlen(list) - 1);
                }
            write_why(why, why_size, "row %d is %s; this stage takes %s rows only", i,
                 cf_row_kind_name(p->rows[i].kind), list);
            return CF_UNSUPPORTED;
        }
    if (must_be_symmetric && !symmetric(p, why, why_size))
        return CF_UNSUPPORTED;
    return CF_OK;
}

/* The coupled blocks of A: rows i and j are in one block when A_ij or A_ji
 * is not zero, or when one is the other's friction row, and so on through
 * the rows they reach.  Forces of one block are solved together and carry
 * roundoff of each other's size; forces of two blocks never meet (the
 * zeros of A stay exact through every elimination).  A flood fill, with
 * s->clamped as its stack. */
static void find_blocks(dantzig *s)
{
    const int n = s->n;
    for (int i = 0; i < n; i++)
        s->block[i] = -1;
    for (int start = 0; start < n; start++) {
        if (s->block[start] >= 0)
            continue;
        int top = 0;
        s->block[start] = start;
        s->clamped[top++] = start;
        while (top > 0) {
            int i = s->clamped[--top];
            int partner = s->p->rows[i].normal;
            for (int j = 0; j < n; j++)
                if (s->block[j] < 0
                    && (s->p->A[(size_t)i * n + j] != 0.0 || s->p->A[(size_t)j * n + i] != 0.0
                        || j == partner || s->p->rows[j].normal == i)) {
                    s->block[j] = start;
                    s->clamped[top++] = j;
                }
        }
    }
}

cf_status dantzig_init(dantzig *s, const cf_problem *p, const cf_solve_options *options,
                       double *f, double *a, int default_cap)
{
    const int n = p->n;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->n = n;
    s->f = f;
    s->a = a;
    s->tol = options != NULL && options->tol > 0.0 ? options->tol : DANTZIG_TOL;
    s->max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : default_cap;
    s->trace = options != NULL ? options->trace : NULL;
    s->lesson_only = options != NULL && options->lesson_only;
    s->df = cf_vec_new(n);
    s->dj = cf_vec_new(n);
    s->da = cf_vec_new(n);
    s->da_size = cf_vec_new(n);
    s->rhs = cf_vec_new(n);
    s->x = cf_vec_new(n);
    s->A11 = cf_vec_new(n * n);
    s->set = malloc((size_t)n);
    s->deferred = calloc((size_t)n, 1);
    s->clamped = malloc((size_t)n * sizeof *s->clamped);
    s->block = malloc((size_t)n * sizeof *s->block);
    s->block_terms = cf_vec_new(n);
    s->terms = cf_vec_new(n);
    if (s->df == NULL || s->dj == NULL || s->da == NULL || s->da_size == NULL || s->rhs == NULL
        || s->x == NULL || s->A11 == NULL || s->set == NULL || s->deferred == NULL
        || s->clamped == NULL || s->block == NULL || s->block_terms == NULL || s->terms == NULL)
        return dantzig_stop(s, CF_NO_MEMORY, "out of memory for a problem of %d rows", n);
    find_blocks(s);
    return CF_OK;
}

void dantzig_free(dantzig *s)
{
    free(s->df);
    free(s->dj);
    free(s->da);
    free(s->da_size);
    free(s->rhs);
    free(s->x);
    free(s->A11);
    free(s->set);
    free(s->deferred);
    free(s->clamped);
    free(s->block);
    free(s->block_terms);
    free(s->terms);
}

void dantzig_start(dantzig *s)
{
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->set[i] = CF_SET_IGNORED;
    }
    dantzig_fresh_accelerations(s); /* a = b, and the size of every block's terms */
}

/* a = A f + b, computed afresh after each drive.  The running sums
 * a += s delta a of drive_to_zero gather roundoff of the size of every
 * term they passed through: a contact whose acceleration rose to 15000
 * and came back to 0 can be left at -2e-12 when its terms are now all
 * zero, and would be driven for nothing. */
void dantzig_fresh_accelerations(dantzig *s)
{
    const int n = s->n;
    for (int i = 0; i < n; i++)
        s->block_terms[i] = 0.0;
    for (int i = 0; i < n; i++) {
        double terms = fabs(s->p->b[i]);
        double sum = dantzig_row_dot(s, i, s->f, 0.0, &terms);
        s->a[i] = sum + s->p->b[i];
        s->terms[i] = terms;
        s->block_terms[s->block[i]] = fmax(s->block_terms[s->block[i]], terms);
    }
}

void dantzig_delta_a(dantzig *s)
{
    s->largest_df = cf_max_abs(s->n, s->df);
    for (int i = 0; i < s->n; i++) {
        s->da_size[i] = 0.0;
        s->da[i] = dantzig_row_dot(s, i, s->df, 0.0, &s->da_size[i]);
    }
}

// start snippet row-dot
double dantzig_row_dot(const dantzig *s, int i, const double *x, double start, double *size)
{
    double sum = start, terms = size != NULL ? *size : 0.0;
    const double *A_i;
    const int *column;
    const int length = dantzig_row(s, i, &A_i, &column);
    for (int e = 0; e < length; e++) {
        double term = A_i[e] * x[column != NULL ? column[e] : e];
        sum += term;
        terms += fabs(term);
    }
    if (size != NULL)
        *size = terms;
    return sum;
}
// end snippet row-dot

/* The paper drives "some" d with a_d < 0; this takes the one with the most
 * negative a_d (ties: the first), the rule of Dantzig's simplex method.
 * Taking the first index instead makes every new load on the top of a
 * pile of boxes re-balance all the levels below it, pivot by pivot, and a
 * pile of 320 contacts then needs more than 10 n + 10 pivots.  Only
 * indices that accelerate into their obstacle by more than roundoff
 * qualify. */
int dantzig_next_to_drive(const dantzig *s)
{
    int chosen = -1;
    for (int i = 0; i < s->n; i++)
        if (s->p->rows[i].kind == CF_ROW_NORMAL && s->set[i] != CF_SET_CLAMPED
            && !dantzig_reached_zero(s, i) && (chosen < 0 || s->a[i] < s->a[chosen]))
            chosen = i;
    return chosen;
}

cf_status dantzig_record_pivot(dantzig *s, int d, double step, int j, cf_move move,
                               const char *note_text)
{
    if (s->trace == NULL)
        return CF_OK;
    return cf_trace_add(s->trace, s->drive, d, step, j, move, note_text, s->df, s->da, s->f,
                        s->a, s->set);
}

cf_status dantzig_stop(dantzig *s, cf_status status, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(s->why, sizeof s->why, format, args);
    va_end(args);
    return status;
}

void dantzig_refine(dantzig *s, const dantzig_refinement *how)
{
    cf_certificate before = cf_certify_sparse(s->p, s->rows, s->f, CF_CERTIFY_DEFAULT_TOL, NULL);
    const int n = s->n;
    /* a refinement step is a full Newton step on the clamped set: it would
     * mend a student's wrong forces whose sets are right */
    for (int step = 0; step < 3 && !before.ok && !s->lesson_only; step++) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (how->is_unknown(how->stage, i))
                s->clamped[k++] = i;
        for (int r = 0; r < k; r++) {
            int i = s->clamped[r];
            long double residual = s->p->b[i];
            const double *A_i;
            const int *column;
            const int length = dantzig_row(s, i, &A_i, &column);
            for (int e = 0; e < length; e++)
                residual += (long double)A_i[e] * s->f[column != NULL ? column[e] : e];
            for (int c = 0; c < k; c++)
                s->A11[r * k + c] = how->entry(how->stage, s->clamped[r], s->clamped[c]);
            s->rhs[r] = (double)-residual;
        }
        if (k == 0 || how->solve((void *)how->stage, k) != CF_OK)
            break;
        for (int i = 0; i < n; i++)
            s->dj[i] = s->f[i];
        for (int r = 0; r < k; r++)
            s->f[s->clamped[r]] += s->x[r];
        if (how->follow != NULL)
            how->follow((void *)how->stage);
        cf_certificate after = cf_certify_sparse(s->p, s->rows, s->f, CF_CERTIFY_DEFAULT_TOL, NULL);
        if (!(after.worst < before.worst)) {
            for (int i = 0; i < n; i++)
                s->f[i] = s->dj[i]; /* no better: keep what was there */
            break;
        }
        before = after;
    }
    dantzig_fresh_accelerations(s);
}

static int clamped_in_A_CC(const void *stage, int i)
{
    return ((const dantzig *)stage)->set[i] == CF_SET_CLAMPED;
}

static double entry_of_A(const void *stage, int row, int j)
{
    const dantzig *s = stage;
    return s->p->A[(size_t)row * (size_t)s->n + (size_t)j];
}

static cf_status solve_A_CC(void *stage, int k)
{
    dantzig *s = stage;
    return cf_solve_psd(k, s->A11, s->rhs, s->x, DANTZIG_RANK_TOL);
}

int dantzig_symmetric(const cf_problem *p, double *f, double *a)
{
    return dantzig_check(p, f, a, ~0u, 1, NULL, 0) == CF_OK;
}

void dantzig_polish(dantzig *s)
{
    dantzig_refinement how = {s, clamped_in_A_CC, entry_of_A, solve_A_CC, NULL};
    dantzig_refine(s, &how);
}

cf_status dantzig_certify(dantzig *s, cf_status status)
{
    if (status != CF_OK)
        return status;
    /* Report a = A f + b afresh rather than the running sums, and claim
     * success only for an answer the certifier accepts. */
    cf_certificate c = cf_certify_sparse(s->p, s->rows, s->f, CF_CERTIFY_DEFAULT_TOL, s->a);
    if (c.ok)
        return CF_OK;
    return dantzig_stop(s, CF_INACCURATE,
                        "the certifier rejects the answer: row %d (%s) violates %s by %.2g "
                        "(tol %.0e)",
                        c.worst_row, cf_row_kind_name(s->p->rows[c.worst_row].kind),
                        cf_condition_name(c.worst_condition), c.worst, c.tol);
}

void dantzig_write_note(const dantzig *s, const cf_solve_options *options, cf_status status)
{
    if (options == NULL || options->note == NULL || options->note_size == 0)
        return;
    snprintf(options->note, options->note_size, "%s", status == CF_OK ? "" : s->why);
}
