/* sparse_lu.c - LU of a sparse matrix in minimum-degree order. */
#include "sparse_lu.h"

#include <math.h>
#include <stdlib.h>

#include "sparse_rows.h"

void sparse_lu_init(sparse_lu *lu)
{
    *lu = (sparse_lu){0};
}

void sparse_lu_free(sparse_lu *lu)
{
    free(lu->order);
    free(lu->scale);
    free(lu->diagonal);
    free(lu->l_start);
    free(lu->u_start);
    free(lu->l_column);
    free(lu->u_column);
    free(lu->l_value);
    free(lu->u_value);
    free(lu->work);
    free(lu->touched);
    free(lu->marked);
    free(lu->graph);
    free(lu->degree);
    free(lu->pivot);
    free(lu->taken);
    free(lu->dependent);
    free(lu->row_of);
    free(lu->heap);
    free(lu->bucket);
    free(lu->next);
    free(lu->prev);
    sparse_lu_init(lu);
}

static int words_of(int k)
{
    return (k + 63) / 64;
}

/* Room for k unknowns; 0 when memory runs out. */
static int room(sparse_lu *lu, int k)
{
    if (k <= lu->capacity)
        return 1;
    sparse_lu_free(lu);
    size_t count = (size_t)k, words = (size_t)words_of(k);
    lu->order = malloc(count * sizeof *lu->order);
    lu->scale = malloc(count * sizeof *lu->scale);
    lu->diagonal = malloc(count * sizeof *lu->diagonal);
    lu->l_start = malloc((count + 1) * sizeof *lu->l_start);
    lu->u_start = malloc((count + 1) * sizeof *lu->u_start);
    lu->work = calloc(count, sizeof *lu->work);
    lu->touched = malloc(count * sizeof *lu->touched);
    lu->marked = calloc(count, sizeof *lu->marked);
    lu->graph = malloc(count * words * sizeof *lu->graph);
    lu->degree = malloc(count * sizeof *lu->degree);
    lu->pivot = malloc(count * sizeof *lu->pivot);
    lu->taken = malloc(count * sizeof *lu->taken);
    lu->dependent = malloc(count * sizeof *lu->dependent);
    lu->row_of = malloc(count * sizeof *lu->row_of);
    lu->heap = malloc(count * sizeof *lu->heap);
    lu->bucket = malloc(count * sizeof *lu->bucket);
    lu->next = malloc(count * sizeof *lu->next);
    lu->prev = malloc(count * sizeof *lu->prev);
    if (lu->order == NULL || lu->scale == NULL || lu->diagonal == NULL
        || lu->l_start == NULL || lu->u_start == NULL || lu->work == NULL || lu->touched == NULL
        || lu->marked == NULL || lu->graph == NULL || lu->degree == NULL || lu->pivot == NULL
        || lu->taken == NULL || lu->dependent == NULL || lu->row_of == NULL || lu->heap == NULL
        || lu->bucket == NULL || lu->next == NULL || lu->prev == NULL) {
        sparse_lu_free(lu);
        return 0;
    }
    lu->capacity = k;
    return 1;
}

/* Room for one more entry of L (or U); 0 when memory runs out. */
static int grow(int **column, double **value, size_t *room_of, size_t used)
{
    if (used < *room_of)
        return 1;
    size_t more = *room_of > 0 ? 2 * *room_of : 1024;
    if (!sparse_entries_resize(column, value, more))
        return 0;
    *room_of = more;
    return 1;
}

static int count_bits(const uint64_t *row, const uint64_t *alive, int words)
{
    int count = 0;
    for (int w = 0; w < words; w++) {
        uint64_t bits = row[w] & alive[w];
        while (bits != 0) {
            bits &= bits - 1;
            count++;
        }
    }
    return count;
}

// start snippet minimum-degree
/* Unknowns by degree, one list per degree (bucket[d] the first of degree
 * d, then next[]): the unknown of least degree is found without a scan. */
static void bucket_insert(sparse_lu *lu, int u)
{
    int d = lu->degree[u];
    lu->prev[u] = -1;
    lu->next[u] = lu->bucket[d];
    if (lu->bucket[d] >= 0)
        lu->prev[lu->bucket[d]] = u;
    lu->bucket[d] = u;
}

static void bucket_remove(sparse_lu *lu, int u)
{
    if (lu->prev[u] >= 0)
        lu->next[lu->prev[u]] = lu->next[u];
    else
        lu->bucket[lu->degree[u]] = lu->next[u];
    if (lu->next[u] >= 0)
        lu->prev[lu->next[u]] = lu->prev[u];
}

/* The order of elimination: at each step an unknown that shares a row or
 * a column with the fewest unknowns not yet eliminated.  Eliminating v
 * joins all its neighbours to each other: that is the fill it makes, and
 * the graph is kept as it becomes.  One bit row per unknown. */
static void minimum_degree(sparse_lu *lu, const sparse_matrix *M, uint64_t *alive)
{
    const int k = M->k, words = words_of(k);
    uint64_t *graph = lu->graph;
    for (size_t w = 0; w < (size_t)k * (size_t)words; w++)
        graph[w] = 0;
    for (int w = 0; w < words; w++)
        alive[w] = 0;
    for (int r = 0; r < k; r++) {
        alive[r / 64] |= (uint64_t)1 << (r % 64);
        lu->bucket[r] = -1;
        for (int e = M->start[r]; e < M->start[r + 1]; e++) {
            int c = M->column[e];
            if (c == r || M->value[e] == 0.0)
                continue;
            graph[(size_t)r * words + (size_t)(c / 64)] |= (uint64_t)1 << (c % 64);
            graph[(size_t)c * words + (size_t)(r / 64)] |= (uint64_t)1 << (r % 64);
        }
    }
    for (int r = k - 1; r >= 0; r--) { /* each list in the order of the unknowns */
        lu->degree[r] = count_bits(graph + (size_t)r * words, alive, words);
        bucket_insert(lu, r);
    }
    int least = 0;
    for (int p = 0; p < k; p++) {
        while (lu->bucket[least] < 0)
            least++;
        int v = lu->bucket[least];
        bucket_remove(lu, v);
        lu->order[p] = v;
        alive[v / 64] &= ~((uint64_t)1 << (v % 64));
        const uint64_t *row_v = graph + (size_t)v * words;
        for (int w = 0; w < words; w++) {
            uint64_t bits = row_v[w] & alive[w];
            while (bits != 0) {
                int u = w * 64 + __builtin_ctzll(bits);
                bits &= bits - 1;
                uint64_t *row_u = graph + (size_t)u * words;
                for (int x = 0; x < words; x++)
                    row_u[x] |= row_v[x];
                row_u[u / 64] &= ~((uint64_t)1 << (u % 64));
                bucket_remove(lu, u);
                lu->degree[u] = count_bits(row_u, alive, words);
                bucket_insert(lu, u);
                if (lu->degree[u] < least)
                    least = lu->degree[u];
            }
        }
    }
}
// end snippet minimum-degree

/* The rows of U that a row being eliminated still has to subtract, by
 * their place p: a heap, smallest first, since subtracting row q can only
 * add entries in columns that rows after q take. */
static void heap_push(int *heap, int *size, int q)
{
    int at = (*size)++;
    while (at > 0 && heap[(at - 1) / 2] > q) {
        heap[at] = heap[(at - 1) / 2];
        at = (at - 1) / 2;
    }
    heap[at] = q;
}

static int heap_pop(int *heap, int *size)
{
    int top = heap[0], last = heap[--*size], at = 0;
    for (;;) {
        int child = 2 * at + 1;
        if (child >= *size)
            break;
        if (child + 1 < *size && heap[child + 1] < heap[child])
            child++;
        if (heap[child] >= last)
            break;
        heap[at] = heap[child];
        at = child;
    }
    if (*size > 0)
        heap[at] = last;
    return top;
}

/* Note column c among the row's nonzeros; if a row above took it, that
 * row is to be subtracted. */
static void touch(sparse_lu *lu, int *count, int c, int *pending)
{
    if (!lu->marked[c]) {
        lu->marked[c] = 1;
        lu->touched[(*count)++] = c;
        if (lu->taken[c])
            heap_push(lu->heap, pending, lu->row_of[c]);
    }
}

// start snippet factor
int sparse_lu_factor(sparse_lu *lu, const sparse_matrix *M, double rank_tol, int *no_memory)
{
    const int k = M->k;
    *no_memory = 0;
    lu->k = lu->dropped = 0;
    uint64_t *alive = NULL;
    if (!room(lu, k) || (alive = malloc((size_t)words_of(k) * sizeof *alive)) == NULL) {
        *no_memory = 1;
        return 0;
    }
    minimum_degree(lu, M, alive);
    free(alive);
    for (int r = 0; r < k; r++) {
        double diagonal = 0.0;
        for (int e = M->start[r]; e < M->start[r + 1]; e++)
            if (M->column[e] == r)
                diagonal = fabs(M->value[e]);
        /* the power of two nearest 1/sqrt|M_rr|, as dense_lu.c */
        lu->scale[r] = diagonal > 0.0 ? ldexp(1.0, -ilogb(diagonal) / 2) : 1.0;
        lu->taken[r] = 0;
    }
    double *w = lu->work;
    size_t l_used = 0, u_used = 0;
    int ok = 1;
    /* Row p of L and U (Doolittle, row by row, rows in minimum-degree
     * order): row order[p] of S M S, minus the rows of U above it, each
     * times the multiplier that zeroes its pivot's column.  Only the
     * nonzeros and their fill are touched. */
    for (int p = 0; p < k && ok; p++) {
        int r = lu->order[p], count = 0, pending = 0;
        double size = 0.0;
        for (int e = M->start[r]; e < M->start[r + 1]; e++) {
            int c = M->column[e];
            w[c] += lu->scale[r] * M->value[e] * lu->scale[c];
            touch(lu, &count, c, &pending);
        }
        for (int t = 0; t < count; t++)
            size = fmax(size, fabs(w[lu->touched[t]]));
        lu->l_start[p] = (int)l_used;
        while (pending > 0 && ok) {
            int q = heap_pop(lu->heap, &pending), c = lu->pivot[q];
            if (w[c] == 0.0)
                continue;
            double l = w[c] / lu->diagonal[q];
            w[c] = 0.0;
            if (!grow(&lu->l_column, &lu->l_value, &lu->l_room, l_used)) {
                *no_memory = 1;
                ok = 0;
                break;
            }
            lu->l_column[l_used] = q;
            lu->l_value[l_used++] = l;
            for (int e = lu->u_start[q]; e < lu->u_start[q + 1]; e++) {
                int j = lu->u_column[e];
                w[j] -= l * lu->u_value[e];
                touch(lu, &count, j, &pending);
            }
        }
        /* The pivot: the row's own unknown when it is within a factor of
         * ten of the largest entry left (threshold pivoting: it keeps the
         * order's sparsity), else the largest. */
        int pivot = -1;
        double largest = 0.0;
        for (int t = 0; t < count; t++) {
            int c = lu->touched[t];
            if (!lu->taken[c] && fabs(w[c]) > largest) {
                largest = fabs(w[c]);
                pivot = c;
            }
        }
        if (!lu->taken[r] && fabs(w[r]) >= 0.1 * largest)
            pivot = r;
        if (!(largest > rank_tol * size)) {
            pivot = -1; /* row r depends on the rows above, to roundoff: dropped */
            lu->dropped++;
        }
        lu->pivot[p] = pivot;
        lu->dependent[r] = pivot < 0;
        if (pivot >= 0)
            lu->row_of[pivot] = p;
        lu->diagonal[p] = pivot >= 0 ? w[pivot] : 0.0;
        if (pivot >= 0)
            lu->taken[pivot] = 1;
        lu->u_start[p] = (int)u_used;
        for (int t = 0; t < count && ok && pivot >= 0; t++) {
            int c = lu->touched[t];
            if (lu->taken[c] || w[c] == 0.0)
                continue;
            if (!grow(&lu->u_column, &lu->u_value, &lu->u_room, u_used)) {
                *no_memory = 1;
                ok = 0;
                break;
            }
            lu->u_column[u_used] = c;
            lu->u_value[u_used++] = w[c];
        }
        for (int t = 0; t < count; t++) {
            w[lu->touched[t]] = 0.0;
            lu->marked[lu->touched[t]] = 0;
        }
        lu->u_start[p + 1] = (int)u_used;
        lu->l_start[p + 1] = (int)l_used;
    }
    if (!ok)
        return 0;
    lu->k = k;
    lu->fill = l_used + u_used;
    return 1;
}
// end snippet factor

void sparse_lu_solve(const sparse_lu *lu, const double *rhs, double *x, double *y)
{
    const int k = lu->k;
    for (int p = 0; p < k; p++) {
        int r = lu->order[p];
        double sum = lu->scale[r] * rhs[r];
        for (int e = lu->l_start[p]; e < lu->l_start[p + 1]; e++)
            sum -= lu->l_value[e] * y[lu->l_column[e]];
        y[p] = sum;
    }
    /* back substitution, by columns: x of a column no row took is 0 */
    for (int c = 0; c < k; c++)
        x[c] = 0.0;
    for (int p = k - 1; p >= 0; p--) {
        int c = lu->pivot[p];
        if (c < 0)
            continue;
        double sum = y[p];
        for (int e = lu->u_start[p]; e < lu->u_start[p + 1]; e++)
            sum -= lu->u_value[e] * x[lu->u_column[e]];
        x[c] = sum / lu->diagonal[p];
    }
    for (int c = 0; c < k; c++)
        x[c] *= lu->scale[c];
}
