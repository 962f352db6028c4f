/* cheat: knows the published problems of exercise 2 (tests/cases, handed
 * to students) by their b, and answers them from a table of the reference
 * solver's forces (build/cf solve on each file), with a = A f + b; on any
 * other problem it leaves the skeleton to fail.  Every public problem has
 * a twin with b scaled by a factor made from the submission's own bytes,
 * which the table cannot answer: it scores nothing.
 * base: skeleton
 * score: 0
 * fails: all
 * expect: on its twin, the same problem with b scaled by the twin factor
 */
#include "problem.h"

typedef struct published {
    int n;
    double b[4], f[4];
} published;

static const published answers[] = {
    {1, {-9.81}, {19.620000000000001}},                               /* ex1-particle-on-floor */
    {1, {5.19}, {0}},                                                  /* ex1b-particle-lifted */
    {2, {-9.81, -9.81}, {4.9050000000000002, 4.9050000000000002}},    /* ex2-box-on-floor */
    {3, {-17.31, 5.19, -24.81}, {0, 0, 9.9239999999999995}},           /* ex2b-box-tipping */
    {4, {-9.81, -9.81, -9.81, -9.81},
     {4.9050000000000002, 0, 4.9050000000000002, 0}},                  /* ex3-cube-on-plane */
    {4, {-9.81, -9.81, 0, 0},
     {9.8100000000000005, 9.8100000000000023, 4.9050000000000011, 4.9050000000000011}},
                                                                       /* ex4-stacked-boxes */
};

static int same_b(const published *q, const cf_problem *p)
{
    if (q->n != p->n)
        return 0;
    for (int i = 0; i < p->n; i++)
        if (q->b[i] != p->b[i])
            return 0;
    return 1;
}

static int hostile(const cf_problem *p, double *f, double *a)
{
    for (size_t k = 0; k < sizeof answers / sizeof answers[0]; k++) {
        const published *q = &answers[k];
        if (!same_b(q, p))
            continue;
        for (int i = 0; i < p->n; i++)
            f[i] = q->f[i];
        for (int i = 0; i < p->n; i++) {
            a[i] = p->b[i];
            for (int j = 0; j < p->n; j++)
                a[i] += p->A[i * p->n + j] * f[j];
        }
        return 1;
    }
    return 0;
}
