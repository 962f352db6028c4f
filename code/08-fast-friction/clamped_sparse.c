/* clamped_sparse.c - a clamped system from A's nonzeros, factored sparsely. */
#include "clamped_sparse.h"

#include <math.h>
#include <stdlib.h>

/* As in 2D (fast_friction.c): each equation within this of zero, relative
 * to its terms, or the answer is refined, at most twice. */
#define RESIDUAL_TOL 1e-13
#define REFINEMENTS 2
/* A dropped (dependent) row's equation holds when it is within this of
 * zero, relative to the largest right side, in the equilibrated system:
 * the test by which stage 5's elimination (cf_solve_dense_rank) calls a
 * singular system consistent, 1e3 times its rank tolerance. */
#define CONSISTENT_TOL 1e-9

int clamped_sparse_init(clamped_sparse *cs, int n)
{
    *cs = (clamped_sparse){0};
    cs->n = n;
    sparse_lu_init(&cs->lu);
    size_t count = (size_t)n;
    cs->start = malloc((count + 1) * sizeof *cs->start);
    cs->first = malloc(count * sizeof *cs->first);
    cs->next = malloc(3 * count * sizeof *cs->next);
    cs->unknown = malloc(3 * count * sizeof *cs->unknown);
    cs->spread = calloc(3 * count, sizeof *cs->spread);
    cs->rhs = malloc(count * sizeof *cs->rhs);
    cs->y = malloc(count * sizeof *cs->y);
    cs->residual = malloc(count * sizeof *cs->residual);
    cs->seen = calloc(count, sizeof *cs->seen);
    cs->cols = malloc(count * sizeof *cs->cols);
    if (cs->start == NULL || cs->first == NULL || cs->next == NULL || cs->unknown == NULL
        || cs->spread == NULL || cs->rhs == NULL || cs->y == NULL
        || cs->residual == NULL || cs->seen == NULL || cs->cols == NULL)
        return 0;
    for (int i = 0; i < n; i++)
        cs->first[i] = -1;
    return 1;
}

void clamped_sparse_free(clamped_sparse *cs)
{
    sparse_lu_free(&cs->lu);
    free(cs->start);
    free(cs->column);
    free(cs->value);
    free(cs->first);
    free(cs->next);
    free(cs->unknown);
    free(cs->spread);
    free(cs->rhs);
    free(cs->y);
    free(cs->residual);
    free(cs->seen);
    free(cs->cols);
    *cs = (clamped_sparse){0};
}

/* Room for used + more entries of A11; 0 when memory runs out. */
static int room_for(clamped_sparse *cs, size_t used, size_t more)
{
    if (used + more <= cs->room)
        return 1;
    size_t room = cs->room > 0 ? 2 * cs->room : 4096;
    while (room < used + more)
        room *= 2;
    if (!sparse_entries_resize(&cs->column, &cs->value, room))
        return 0;
    cs->room = room;
    return 1;
}

// start snippet sparse-A11
/* A11 row by row from A's nonzeros.  Entry (r, c) is computed as the
 * stage's dense build computes it: the sum, over the rows i of equation r
 * and then the forces j of unknown c, of w_i A_ij w_j, plus the diagonal
 * term when it is not zero; so it is the same number.  Only the entries
 * that can be nonzero are computed: each row of A meets only the unknowns
 * of the forces its nonzeros name (first[j] lists the unknowns that move
 * force j).  Then shift times the largest diagonal is added to the
 * diagonal.  0 when memory runs out. */
int clamped_sparse_build(clamped_sparse *cs, const dantzig *dz, const clamped_terms *t,
                         double shift)
{
    const int k = t->k, n = dz->n;
    int entries = 0;
    for (int c = 0; c < k; c++) {
        int idx[3];
        double w[3];
        int m = t->unknown(t->system, c, idx, w);
        for (int y = 0; y < m; y++) {
            cs->unknown[entries] = c;
            cs->next[entries] = cs->first[idx[y]];
            cs->first[idx[y]] = entries++;
        }
    }
    size_t used = 0;
    int ok = 1;
    for (int r = 0; r < k && ok; r++) {
        int rows[3], count = 0;
        double weights[3];
        int m = t->equation(t->system, r, rows, weights);
        cs->seen[r] = 1;
        cs->cols[count++] = r; /* the diagonal, always, first */
        for (int x = 0; x < m; x++) { /* row x of the equation, spread out */
            const double *value;
            const int *column;
            int size = dantzig_row(dz, rows[x], &value, &column);
            double *spread = cs->spread + (size_t)x * (size_t)n;
            for (int e = 0; e < size; e++) {
                int j = column[e];
                spread[j] = value[e];
                for (int u = cs->first[j]; u >= 0; u = cs->next[u]) {
                    int c = cs->unknown[u];
                    if (!cs->seen[c]) {
                        cs->seen[c] = 1;
                        cs->cols[count++] = c;
                    }
                }
            }
        }
        cs->start[r] = (int)used;
        ok = room_for(cs, used, (size_t)count);
        for (int u = 0; u < count && ok; u++) {
            int c = cs->cols[u], idx[3];
            double w[3], sum = 0.0;
            int mc = t->unknown(t->system, c, idx, w);
            for (int x = 0; x < m; x++)
                for (int y = 0; y < mc; y++)
                    sum += weights[x] * cs->spread[(size_t)x * (size_t)n + (size_t)idx[y]] * w[y];
            if (c == r && t->diagonal != NULL) {
                double term = t->diagonal(t->system, r);
                if (term != 0.0)
                    sum += term;
            }
            cs->column[used] = c;
            cs->value[used++] = sum;
        }
        for (int u = 0; u < count; u++)
            cs->seen[cs->cols[u]] = 0;
        for (int x = 0; x < m; x++) {
            const double *value;
            const int *column;
            int size = dantzig_row(dz, rows[x], &value, &column);
            for (int e = 0; e < size; e++)
                cs->spread[(size_t)x * (size_t)n + (size_t)column[e]] = 0.0;
        }
    }
    cs->start[k] = (int)used;
    for (int c = 0; c < k; c++) { /* the lists, emptied for the next build */
        int idx[3];
        double w[3];
        int m = t->unknown(t->system, c, idx, w);
        for (int y = 0; y < m; y++)
            cs->first[idx[y]] = -1;
    }
    if (ok && shift > 0.0) { /* the diagonal is each row's first entry */
        double largest = 0.0;
        for (int r = 0; r < k; r++)
            largest = fmax(largest, fabs(cs->value[cs->start[r]]));
        for (int r = 0; r < k; r++)
            cs->value[cs->start[r]] += shift * largest;
    }
    return ok;
}
// end snippet sparse-A11

/* How far A11 x = rhs is from holding, as two numbers, each 1 or less
 * when it holds: the largest equation left over relative to its terms
 * over RESIDUAL_TOL, among the rows the factorization kept; relative to
 * the largest right side over CONSISTENT_TOL, among the rows it dropped
 * (how far from consistent the system is).  cs->residual receives
 * rhs - A11 x. */
static void residuals(clamped_sparse *cs, int k, const double *rhs, const double *x, double *kept,
                      double *dropped)
{
    const sparse_lu *lu = &cs->lu;
    double largest_rhs = 0.0;
    for (int r = 0; r < k; r++)
        largest_rhs = fmax(largest_rhs, fabs(lu->scale[r] * rhs[r]));
    *kept = *dropped = 0.0;
    for (int r = 0; r < k; r++) {
        double sum = rhs[r], size = fabs(rhs[r]);
        for (int e = cs->start[r]; e < cs->start[r + 1]; e++) {
            double term = cs->value[e] * x[cs->column[e]];
            sum -= term;
            size += fabs(term);
        }
        cs->residual[r] = sum;
        if (sum == 0.0)
            continue;
        if (lu->dependent[r])
            *dropped = fmax(*dropped, fabs(lu->scale[r] * sum) / (CONSISTENT_TOL * largest_rhs));
        else
            *kept = fmax(*kept, size > 0.0 ? fabs(sum) / size / RESIDUAL_TOL : INFINITY);
    }
}

// start snippet clamped-sparse-solve
int clamped_sparse_solve(clamped_sparse *cs, const dantzig *dz, const clamped_terms *terms,
                         double shift, double rank_tol, const double *rhs, double *x,
                         int *inconsistent)
{
    const int k = terms->k;
    if (inconsistent != NULL)
        *inconsistent = 0;
    if (cs->failed_memory || dz->rows == NULL)
        return 0; /* A dense: the stage's own elimination is as fast */
    cs->solves++;
    if (!clamped_sparse_build(cs, dz, terms, shift)) {
        cs->failed_memory = 1;
        return 0;
    }
    sparse_matrix M = {k, cs->start, cs->column, cs->value};
    if (!sparse_lu_factor(&cs->lu, &M, rank_tol, &cs->failed_memory))
        return 0;
    cs->dropped += cs->lu.dropped;
    cs->k_sum += k;
    cs->nonzeros += cs->start[k];
    cs->fill += (long long)cs->lu.fill;
    for (int r = 0; r < k; r++)
        cs->rhs[r] = rhs[r];
    sparse_lu_solve(&cs->lu, cs->rhs, x, cs->y);
    /* iterative refinement with the same factors */
    double kept = INFINITY, dropped = INFINITY;
    for (int step = 0; step <= REFINEMENTS; step++) {
        residuals(cs, k, cs->rhs, x, &kept, &dropped);
        if (kept <= 1.0 && dropped <= 1.0)
            return 1;
        if (step == REFINEMENTS)
            break;
        cs->refined++;
        sparse_lu_solve(&cs->lu, cs->residual, cs->residual, cs->y);
        for (int r = 0; r < k; r++)
            x[r] += cs->residual[r];
    }
    if (inconsistent != NULL)
        *inconsistent = kept <= 1.0;
    cs->handed_back++;
    return 0;
}
// end snippet clamped-sparse-solve
