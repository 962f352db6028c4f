/* bordered.c - Stage 8: the base factorization and its border (bordered.h). */
#include "bordered.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A pivot of the equilibrated base at most this is zero: A0 is singular. */
#define BASE_PIVOT_TOL 1e-11
/* ... and of the equilibrated Schur complement. */
#define BORDER_PIVOT_TOL 1e-11

/* Entry (i, j) of the clamped matrix when column j has beta: stage 4's
 * folded column A[:,j] + beta A[:,t_j] (static_friction.c, clamped_entry). */
static double column_entry(const bordered *b, int i, int j, double beta)
{
    const size_t n = (size_t)b->n;
    double entry = b->p->A[(size_t)i * n + (size_t)j];
    int t = b->friction_of[j];
    if (t >= 0)
        entry += beta * b->p->A[(size_t)i * n + (size_t)t];
    return entry;
}

int bordered_init(bordered *b, const cf_problem *p, const int *friction_of, int max_border)
{
    const int n = p->n;
    memset(b, 0, sizeof *b);
    b->p = p;
    b->n = n;
    b->friction_of = friction_of;
    b->k0 = -1;
    b->max_border = max_border;
    b->base = malloc((size_t)n * sizeof *b->base);
    b->position = malloc((size_t)n * sizeof *b->position);
    b->beta0 = malloc((size_t)n * sizeof *b->beta0);
    b->entry = malloc((size_t)max_border * sizeof *b->entry);
    b->added = malloc((size_t)max_border);
    b->beta = malloc((size_t)max_border * sizeof *b->beta);
    b->added_at = malloc((size_t)n * sizeof *b->added_at);
    b->removed_at = malloc((size_t)n * sizeof *b->removed_at);
    b->Z = malloc((size_t)max_border * (size_t)n * sizeof *b->Z);
    b->Crow = malloc((size_t)max_border * (size_t)n * sizeof *b->Crow);
    b->S = malloc((size_t)max_border * (size_t)max_border * sizeof *b->S);
    b->S_copy = malloc((size_t)max_border * (size_t)max_border * sizeof *b->S_copy);
    b->u = malloc((size_t)n * sizeof *b->u);
    b->g = malloc((size_t)max_border * sizeof *b->g);
    if (b->base == NULL || b->position == NULL || b->beta0 == NULL || b->entry == NULL
        || b->added == NULL || b->beta == NULL || b->added_at == NULL || b->removed_at == NULL
        || b->Z == NULL || b->Crow == NULL || b->S == NULL || b->S_copy == NULL || b->u == NULL
        || b->g == NULL)
        return 0;
    for (int j = 0; j < n; j++)
        b->position[j] = b->added_at[j] = b->removed_at[j] = -1;
    return 1;
}

void bordered_free(bordered *b)
{
    free(b->base);
    free(b->position);
    free(b->beta0);
    free(b->matrix);
    dense_lu_free(&b->lu);
    free(b->entry);
    free(b->added);
    free(b->beta);
    free(b->added_at);
    free(b->removed_at);
    free(b->Z);
    free(b->Crow);
    free(b->S);
    free(b->S_copy);
    dense_lu_free(&b->S_lu);
    free(b->u);
    free(b->g);
    memset(b, 0, sizeof *b);
}

static void clear_border(bordered *b)
{
    for (int e = 0; e < b->s; e++) {
        if (b->added[e])
            b->added_at[b->entry[e]] = -1;
        else
            b->removed_at[b->entry[e]] = -1;
    }
    b->s = 0;
}

void bordered_reset(bordered *b)
{
    clear_border(b);
    for (int c = 0; c < b->k0; c++)
        b->position[b->base[c]] = -1;
    b->k0 = -1;
}

/* Room for k * k doubles in *room (of *size); 0 when memory runs out. */
static int square_room(double **room, size_t *size, int k)
{
    size_t need = (size_t)k * (size_t)k;
    if (need <= *size && *room != NULL)
        return 1;
    free(*room);
    *room = malloc((need > 0 ? need : 1) * sizeof **room);
    *size = *room != NULL ? need : 0;
    return *room != NULL;
}

/* Factor the clamped matrix of now as the base, with an empty border. */
static int factor_base(bordered *b, int k, const int *clamped, const double *beta_of, int *no_memory)
{
    bordered_reset(b);
    if (!square_room(&b->matrix, &b->matrix_room, k)) {
        *no_memory = 1;
        return 0;
    }
    for (int c = 0; c < k; c++) {
        b->base[c] = clamped[c];
        b->beta0[c] = beta_of[clamped[c]];
    }
    for (int r = 0; r < k; r++)
        for (int c = 0; c < k; c++)
            b->matrix[(size_t)r * (size_t)k + (size_t)c] =
                column_entry(b, clamped[r], clamped[c], b->beta0[c]);
    b->refactored++;
    if (!dense_lu_factor(&b->lu, k, b->matrix, BASE_PIVOT_TOL, no_memory))
        return 0; /* singular: redundant contacts */
    b->k0 = k;
    for (int c = 0; c < k; c++)
        b->position[b->base[c]] = c;
    return 1;
}

/* Take entry e out of the border: close the gap in every array and in S. */
static void drop_entry(bordered *b, int e)
{
    const size_t n = (size_t)b->n;
    int last = b->s - 1;
    if (b->added[e])
        b->added_at[b->entry[e]] = -1;
    else
        b->removed_at[b->entry[e]] = -1;
    for (int q = e; q < last; q++) {
        b->entry[q] = b->entry[q + 1];
        b->added[q] = b->added[q + 1];
        b->beta[q] = b->beta[q + 1];
        memcpy(b->Z + (size_t)q * n, b->Z + (size_t)(q + 1) * n, (size_t)b->k0 * sizeof *b->Z);
        memcpy(b->Crow + (size_t)q * n, b->Crow + (size_t)(q + 1) * n,
               (size_t)b->k0 * sizeof *b->Crow);
        if (b->added[q])
            b->added_at[b->entry[q]] = q;
        else
            b->removed_at[b->entry[q]] = q;
    }
    /* S without row e and column e, kept with stride max_border */
    const int m = b->max_border;
    for (int r = 0, rr = 0; r <= last; r++) {
        if (r == e)
            continue;
        for (int c = 0, cc = 0; c <= last; c++) {
            if (c == e)
                continue;
            b->S[rr * m + cc] = b->S[r * m + c];
            cc++;
        }
        rr++;
    }
    b->s = last;
}

/* D of the bordered system: entry (e, q) is column q's entry in row e when
 * both are added unknowns; a removed index has no row or column in D. */
static double border_D(const bordered *b, int e, int q)
{
    if (!b->added[e] || !b->added[q])
        return 0.0;
    return column_entry(b, b->entry[e], b->entry[q], b->beta[q]);
}

static double dot(int k, const double *x, const double *y)
{
    double sum = 0.0;
    for (int c = 0; c < k; c++)
        sum += x[c] * y[c];
    return sum;
}

// start snippet add-entry
/* Append an entry: an added unknown j with beta (added = 1), or the removal
 * of base index j (added = 0).  One solve with A0 gives its Z. */
static void add_entry(bordered *b, int j, int added, double beta)
{
    const size_t n = (size_t)b->n;
    const int k0 = b->k0, e = b->s, m = b->max_border;
    double *Z = b->Z + (size_t)e * n, *C = b->Crow + (size_t)e * n;
    b->entry[e] = j;
    b->added[e] = (char)added;
    b->beta[e] = beta;
    if (added) {
        b->added_at[j] = e;
        for (int c = 0; c < k0; c++) {
            Z[c] = column_entry(b, b->base[c], j, beta);      /* B's column: rows of the base */
            C[c] = column_entry(b, j, b->base[c], b->beta0[c]); /* C's row: row j, base columns */
        }
    } else {
        b->removed_at[j] = e;
        for (int c = 0; c < k0; c++)
            Z[c] = C[c] = 0.0;
        Z[b->position[j]] = C[b->position[j]] = 1.0; /* x_j = 0, equation j freed */
    }
    dense_lu_solve(&b->lu, Z);
    b->s = e + 1;
    for (int q = 0; q <= e; q++) {
        const double *Zq = b->Z + (size_t)q * n, *Cq = b->Crow + (size_t)q * n;
        b->S[e * m + q] = border_D(b, e, q) - dot(k0, C, Zq);
        if (q != e)
            b->S[q * m + e] = border_D(b, q, e) - dot(k0, Cq, Z);
    }
}

// end snippet add-entry

int bordered_factor(bordered *b, int k, const int *clamped, const double *beta_of,
                    int *no_memory)
{
    *no_memory = 0;
    return factor_base(b, k, clamped, beta_of, no_memory);
}

int bordered_update(bordered *b, int k, const int *clamped, const double *beta_of,
                    int *no_memory)
{
    *no_memory = 0;
    if (b->k0 < 0)
        return factor_base(b, k, clamped, beta_of, no_memory);
    /* What the border should hold: every clamped j that is not the base's
     * own column (added), and every base index that left or changed
     * (removed). */
    int needed = 0;
    for (int r = 0; r < k; r++) {
        int j = clamped[r], c = b->position[j];
        if (c < 0 || b->beta0[c] != beta_of[j])
            needed += c < 0 ? 1 : 2;
    }
    /* base indices that left C: count them by a pass over the base */
    int r = 0;
    for (int c = 0; c < b->k0; c++) {
        int j = b->base[c];
        while (r < k && clamped[r] < j)
            r++;
        if (r >= k || clamped[r] != j)
            needed++;
    }
    if (needed > b->max_border)
        return factor_base(b, k, clamped, beta_of, no_memory);
    /* drop what should not be there */
    for (int e = b->s - 1; e >= 0; e--) {
        int j = b->entry[e];
        /* is j clamped now?  (a binary search in the increasing list) */
        int lo = 0, hi = k - 1, found = 0;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            if (clamped[mid] == j) {
                found = 1;
                break;
            }
            if (clamped[mid] < j)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        int c = b->position[j];
        int own = found && c >= 0 && b->beta0[c] == beta_of[j]; /* the base's column serves */
        if (b->added[e] ? (!found || own || b->beta[e] != beta_of[j]) : own)
            drop_entry(b, e);
    }
    /* add what is missing */
    for (r = 0; r < k; r++) {
        int j = clamped[r], c = b->position[j];
        if (c >= 0 && b->beta0[c] == beta_of[j])
            continue;
        if (c >= 0 && b->removed_at[j] < 0)
            add_entry(b, j, 0, 0.0);
        if (b->added_at[j] < 0)
            add_entry(b, j, 1, beta_of[j]);
    }
    r = 0;
    for (int c = 0; c < b->k0; c++) {
        int j = b->base[c];
        while (r < k && clamped[r] < j)
            r++;
        if ((r >= k || clamped[r] != j) && b->removed_at[j] < 0)
            add_entry(b, j, 0, 0.0);
    }
    return 1;
}

// start snippet solve
int bordered_solve(bordered *b, int k, const int *clamped, const double *rhs, double *x)
{
    const size_t n = (size_t)b->n;
    const int k0 = b->k0, s = b->s, m = b->max_border;
    /* r0: the base rows whose equation the base still carries; 0 for a
     * removed row (its multiplier takes it up) */
    for (int c = 0; c < k0; c++)
        b->u[c] = b->removed_at[b->base[c]] >= 0 ? 0.0 : rhs[b->base[c]];
    dense_lu_solve(&b->lu, b->u);
    if (s > 0) {
        /* S w = r1 - C u; a singular S (the clamped system is, or nearly)
         * is not solved here */
        for (int r = 0; r < s; r++)
            for (int c = 0; c < s; c++)
                b->S_copy[r * s + c] = b->S[r * m + c];
        int no_memory = 0;
        if (!dense_lu_factor(&b->S_lu, s, b->S_copy, BORDER_PIVOT_TOL, &no_memory))
            return 0;
        for (int e = 0; e < s; e++) {
            double r1 = b->added[e] ? rhs[b->entry[e]] : 0.0;
            b->g[e] = r1 - dot(k0, b->Crow + (size_t)e * n, b->u);
        }
        dense_lu_solve(&b->S_lu, b->g); /* w */
        for (int e = 0; e < s; e++) {
            const double *Z = b->Z + (size_t)e * n;
            for (int c = 0; c < k0; c++)
                b->u[c] -= b->g[e] * Z[c];
        }
    }
    for (int r = 0; r < k; r++) {
        int j = clamped[r];
        x[j] = b->added_at[j] >= 0 ? b->g[b->added_at[j]] : b->u[b->position[j]];
    }
    return 1;
}
// end snippet solve
