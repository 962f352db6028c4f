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

int clamped_sparse_init(clamped_sparse *fast, int n)
{
    *fast = (clamped_sparse){0};
    fast->n = n;
    sparse_lu_init(&fast->lu);
    size_t count = (size_t)n;
    fast->start = malloc((count + 1) * sizeof *fast->start);
    fast->first = malloc(count * sizeof *fast->first);
    fast->next = malloc(3 * count * sizeof *fast->next);
    fast->unknown = malloc(3 * count * sizeof *fast->unknown);
    fast->spread = calloc(3 * count, sizeof *fast->spread);
    fast->rhs = malloc(count * sizeof *fast->rhs);
    fast->y = malloc(count * sizeof *fast->y);
    fast->residual = malloc(count * sizeof *fast->residual);
    fast->seen = calloc(count, sizeof *fast->seen);
    fast->cols = malloc(count * sizeof *fast->cols);
    if (fast->start == NULL || fast->first == NULL || fast->next == NULL || fast->unknown == NULL
        || fast->spread == NULL || fast->rhs == NULL || fast->y == NULL
        || fast->residual == NULL || fast->seen == NULL || fast->cols == NULL)
        return 0;
    for (int i = 0; i < n; i++)
        fast->first[i] = -1;
    return 1;
}

void clamped_sparse_free(clamped_sparse *fast)
{
    sparse_lu_free(&fast->lu);
    free(fast->start);
    free(fast->column);
    free(fast->value);
    free(fast->first);
    free(fast->next);
    free(fast->unknown);
    free(fast->spread);
    free(fast->rhs);
    free(fast->y);
    free(fast->residual);
    free(fast->seen);
    free(fast->cols);
    *fast = (clamped_sparse){0};
}

/* Room for used + more entries of A11; 0 when memory runs out. */
static int room_for(clamped_sparse *fast, size_t used, size_t more)
{
    if (used + more <= fast->room)
        return 1;
    size_t room = fast->room > 0 ? 2 * fast->room : 4096;
    while (room < used + more)
        room *= 2;
    int *column = realloc(fast->column, room * sizeof *column);
    if (column == NULL)
        return 0;
    fast->column = column;
    double *value = realloc(fast->value, room * sizeof *value);
    if (value == NULL)
        return 0;
    fast->value = value;
    fast->room = room;
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
int clamped_sparse_build(clamped_sparse *fast, const dantzig *dz, const clamped_terms *t,
                         double shift)
{
    const int k = t->k, n = dz->n;
    int entries = 0;
    for (int c = 0; c < k; c++) {
        int idx[3];
        double w[3];
        int m = t->unknown(t->system, c, idx, w);
        for (int y = 0; y < m; y++) {
            fast->unknown[entries] = c;
            fast->next[entries] = fast->first[idx[y]];
            fast->first[idx[y]] = entries++;
        }
    }
    size_t used = 0;
    int ok = 1;
    for (int r = 0; r < k && ok; r++) {
        int rows[3], count = 0;
        double weights[3];
        int m = t->equation(t->system, r, rows, weights);
        fast->seen[r] = 1;
        fast->cols[count++] = r; /* the diagonal, always, first */
        for (int x = 0; x < m; x++) { /* row x of the equation, spread out */
            const double *value;
            const int *column;
            int size = dantzig_row(dz, rows[x], &value, &column);
            double *spread = fast->spread + (size_t)x * (size_t)n;
            for (int e = 0; e < size; e++) {
                int j = column[e];
                spread[j] = value[e];
                for (int u = fast->first[j]; u >= 0; u = fast->next[u]) {
                    int c = fast->unknown[u];
                    if (!fast->seen[c]) {
                        fast->seen[c] = 1;
                        fast->cols[count++] = c;
                    }
                }
            }
        }
        fast->start[r] = (int)used;
        ok = room_for(fast, used, (size_t)count);
        for (int u = 0; u < count && ok; u++) {
            int c = fast->cols[u], idx[3];
            double w[3], sum = 0.0;
            int mc = t->unknown(t->system, c, idx, w);
            for (int x = 0; x < m; x++)
                for (int y = 0; y < mc; y++)
                    sum += weights[x] * fast->spread[(size_t)x * (size_t)n + (size_t)idx[y]] * w[y];
            if (c == r && t->diagonal != NULL) {
                double term = t->diagonal(t->system, r);
                if (term != 0.0)
                    sum += term;
            }
            fast->column[used] = c;
            fast->value[used++] = sum;
        }
        for (int u = 0; u < count; u++)
            fast->seen[fast->cols[u]] = 0;
        for (int x = 0; x < m; x++) {
            const double *value;
            const int *column;
            int size = dantzig_row(dz, rows[x], &value, &column);
            for (int e = 0; e < size; e++)
                fast->spread[(size_t)x * (size_t)n + (size_t)column[e]] = 0.0;
        }
    }
    fast->start[k] = (int)used;
    for (int c = 0; c < k; c++) { /* the lists, emptied for the next build */
        int idx[3];
        double w[3];
        int m = t->unknown(t->system, c, idx, w);
        for (int y = 0; y < m; y++)
            fast->first[idx[y]] = -1;
    }
    if (ok && shift > 0.0) { /* the diagonal is each row's first entry */
        double largest = 0.0;
        for (int r = 0; r < k; r++)
            largest = fmax(largest, fabs(fast->value[fast->start[r]]));
        for (int r = 0; r < k; r++)
            fast->value[fast->start[r]] += shift * largest;
    }
    return ok;
}
// end snippet sparse-A11

/* How far A11 x = rhs is from holding, as two numbers, each 1 or less
 * when it holds: the largest equation left over relative to its terms
 * over RESIDUAL_TOL, among the rows the factorization kept; relative to
 * the largest right side over CONSISTENT_TOL, among the rows it dropped
 * (how far from consistent the system is).  fast->residual receives
 * rhs - A11 x. */
static void residuals(clamped_sparse *fast, int k, const double *rhs, const double *x, double *kept,
                      double *dropped)
{
    const sparse_lu *lu = &fast->lu;
    double largest_rhs = 0.0;
    for (int r = 0; r < k; r++)
        largest_rhs = fmax(largest_rhs, fabs(lu->scale[r] * rhs[r]));
    *kept = *dropped = 0.0;
    for (int r = 0; r < k; r++) {
        double sum = rhs[r], size = fabs(rhs[r]);
        for (int e = fast->start[r]; e < fast->start[r + 1]; e++) {
            double term = fast->value[e] * x[fast->column[e]];
            sum -= term;
            size += fabs(term);
        }
        fast->residual[r] = sum;
        if (sum == 0.0)
            continue;
        if (lu->dependent[r])
            *dropped = fmax(*dropped, fabs(lu->scale[r] * sum) / (CONSISTENT_TOL * largest_rhs));
        else
            *kept = fmax(*kept, size > 0.0 ? fabs(sum) / size / RESIDUAL_TOL : INFINITY);
    }
}

// start snippet clamped-sparse-solve
int clamped_sparse_solve(clamped_sparse *fast, const dantzig *dz, const clamped_terms *terms,
                         double shift, double rank_tol, const double *rhs, double *x,
                         int *inconsistent)
{
    const int k = terms->k;
    if (inconsistent != NULL)
        *inconsistent = 0;
    if (fast->failed_memory || dz->rows == NULL)
        return 0; /* A dense: the stage's own elimination is as fast */
    fast->solves++;
    if (!clamped_sparse_build(fast, dz, terms, shift)) {
        fast->failed_memory = 1;
        return 0;
    }
    sparse_matrix M = {k, fast->start, fast->column, fast->value};
    if (!sparse_lu_factor(&fast->lu, &M, rank_tol, &fast->failed_memory))
        return 0;
    fast->dropped += fast->lu.dropped;
    fast->k_sum += k;
    fast->nonzeros += fast->start[k];
    fast->fill += (long long)fast->lu.fill;
    for (int r = 0; r < k; r++)
        fast->rhs[r] = rhs[r];
    sparse_lu_solve(&fast->lu, fast->rhs, x, fast->y);
    /* iterative refinement with the same factors */
    double kept = INFINITY, dropped = INFINITY;
    for (int step = 0; step <= REFINEMENTS; step++) {
        residuals(fast, k, fast->rhs, x, &kept, &dropped);
        if (kept <= 1.0 && dropped <= 1.0)
            return 1;
        if (step == REFINEMENTS)
            break;
        fast->refined++;
        sparse_lu_solve(&fast->lu, fast->residual, fast->residual, fast->y);
        for (int r = 0; r < k; r++)
            x[r] += fast->residual[r];
    }
    if (inconsistent != NULL)
        *inconsistent = kept <= 1.0;
    fast->handed_back++;
    return 0;
}
// end snippet clamped-sparse-solve
