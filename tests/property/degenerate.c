/* degenerate.c - seeded random contact problems of the hardest kind (degenerate.h). */
#include "degenerate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BODIES 4
#define DOFS (3 * MAX_BODIES) /* x, y and rotation of each body */
#define MAX_ROWS 16

/* xorshift64* (Vigna 2016): the whole state is one integer of the caller's. */
static unsigned long long draw(unsigned long long *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ULL;
}

/* A whole number in [lo, hi]. */
static int draw_in(unsigned long long *state, int lo, int hi)
{
    return lo + (int)(draw(state) % (unsigned long long)(hi - lo + 1));
}

/* 1 with probability percent / 100. */
static int chance(unsigned long long *state, int percent)
{
    return draw_in(state, 0, 99) < percent;
}

/* A row of a contact between one body and the ground, or between two
 * bodies: small integers in the three columns of each body it touches. */
static void fresh_row(unsigned long long *state, int bodies, int J[DOFS])
{
    int first = draw_in(state, 0, bodies - 1);
    for (int k = 0; k < 3; k++)
        J[3 * first + k] = draw_in(state, -3, 3);
    if (bodies > 1 && chance(state, 50)) {
        int second = (first + draw_in(state, 1, bodies - 1)) % bodies;
        for (int k = 0; k < 3; k++)
            J[3 * second + k] = draw_in(state, -3, 3);
    }
}

/* Row i of J: fresh, or (exactly) redundant with the fresh rows before it. */
static void make_row(unsigned long long *state, int bodies, int J[][DOFS], int i,
                     const int *fresh, int fresh_count)
{
    memset(J[i], 0, sizeof J[i]);
    int kind = fresh_count == 0 ? 0 : draw_in(state, 0, 99);
    int u = fresh_count > 0 ? fresh[draw_in(state, 0, fresh_count - 1)] : 0;
    int v = fresh_count > 0 ? fresh[draw_in(state, 0, fresh_count - 1)] : 0;
    if (kind < 50) {
        fresh_row(state, bodies, J[i]);
    } else if (kind < 65) { /* an exact tie: the same contact twice */
        memcpy(J[i], J[u], sizeof J[i]);
    } else if (kind < 72) { /* parallel: twice the row */
        for (int k = 0; k < DOFS; k++)
            J[i][k] = 2 * J[u][k];
    } else if (kind < 77) { /* opposite: minus the row */
        for (int k = 0; k < DOFS; k++)
            J[i][k] = -J[u][k];
    } else if (kind < 90) { /* a sum or a difference of two rows */
        int sign = chance(state, 50) ? 1 : -1;
        for (int k = 0; k < DOFS; k++)
            J[i][k] = J[u][k] + sign * J[v][k];
    } /* else a zero row: a contact that nothing can push */
}

cf_problem *cf_degenerate_problem(unsigned long long seed, int max_n)
{
    if (max_n < 1 || max_n > MAX_ROWS)
        return NULL;
    /* Mix the seed so that neighbouring seeds start far apart. */
    unsigned long long state = (seed + 1) * 0x9E3779B97F4A7C15ULL;
    state ^= state >> 31;
    if (state == 0)
        state = 1;
    const int n = draw_in(&state, 1, max_n);
    const int bodies = draw_in(&state, 1, MAX_BODIES);
    cf_problem *p = cf_problem_new(n);
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "degenerate-%llu", seed);

    /* W = M^-1: per body, 2^-e for translation and 2^-(e + r) for
     * rotation; e spans [-20, 20] on two problems in three. */
    double W[DOFS];
    int spread = chance(&state, 67);
    for (int body = 0; body < bodies; body++) {
        int e = spread ? draw_in(&state, -20, 20) : 0;
        int r = spread ? draw_in(&state, -2, 2) : 0;
        W[3 * body] = W[3 * body + 1] = ldexp(1.0, -e);
        W[3 * body + 2] = ldexp(1.0, -(e + r));
    }

    int J[MAX_ROWS][DOFS];
    int fresh[MAX_ROWS], fresh_count = 0;
    for (int i = 0; i < n; i++) {
        make_row(&state, bodies, J, i, fresh, fresh_count);
        int nonzero = 0;
        for (int k = 0; k < 3 * bodies; k++)
            nonzero |= J[i][k] != 0;
        if (nonzero && (fresh_count == 0 || chance(&state, 50)))
            fresh[fresh_count++] = i;
    }

    /* The external forces: small integers, gravity-like on one problem in two. */
    double WF[DOFS];
    int gravity = chance(&state, 50);
    for (int k = 0; k < 3 * bodies; k++) {
        int F = gravity ? (k % 3 == 1 ? -draw_in(&state, 1, 3) : 0) : draw_in(&state, -3, 3);
        WF[k] = W[k] * F;
    }

    /* A = J W J^T, b = J W F: every sum is exact (see degenerate.h). */
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int k = 0; k < 3 * bodies; k++)
                sum += (double)(J[i][k] * J[j][k]) * W[k];
            p->A[i * n + j] = sum;
        }
        double sum = 0.0;
        for (int k = 0; k < 3 * bodies; k++)
            sum += J[i][k] * WF[k];
        p->b[i] = sum;
    }

    /* One problem in five gets a b that is not J W F: then a solution may
     * or may not exist.  The changes are powers of two times small
     * integers, so b stays exact. */
    int twist = draw_in(&state, 0, 99);
    int row = draw_in(&state, 0, n - 1);
    double unit = ldexp(1.0, draw_in(&state, -20, 20));
    if (twist < 6) { /* a zero row pushed into its obstacle: no solution */
        for (int j = 0; j < n; j++)
            p->A[row * n + j] = p->A[j * n + row] = 0.0;
        p->b[row] = -unit * draw_in(&state, 1, 3);
    } else if (twist < 13) { /* one row's b moved */
        p->b[row] += unit * draw_in(&state, -3, 3);
    } else if (twist < 20) { /* every b equal */
        for (int i = 0; i < n; i++)
            p->b[i] = -unit;
    }
    return p;
}
