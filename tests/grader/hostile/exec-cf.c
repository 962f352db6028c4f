/* cheat: answers by running the course's own tool, build/cf, on each
 * problem and reading its f.  Hooked into the skeleton, so without the
 * tool it scores nothing.  In the grader's private root there is no
 * build/cf (nor any path of the repository).
 * base: skeleton
 * score: 0
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    FILE *out = fopen("/tmp/problem.cf", "w");
    if (out == NULL)
        return 0;
    fprintf(out, "cf-problem 1\nname cheat\nsize %d\nrow 0-%d normal\nA dense\n", p->n, p->n - 1);
    for (int i = 0; i < p->n * p->n; i++)
        fprintf(out, "%.17g%c", p->A[i], i % p->n == p->n - 1 ? '\n' : ' ');
    fprintf(out, "b");
    for (int i = 0; i < p->n; i++)
        fprintf(out, " %.17g", p->b[i]);
    fprintf(out, "\n");
    fclose(out);
    FILE *tool = popen("@CF@ solve /tmp/problem.cf 2>/dev/null", "r");
    if (tool == NULL)
        return 0;
    char line[65536];
    int found = 0;
    while (fgets(line, sizeof line, tool) != NULL) {
        if (strncmp(line, "f:", 2) != 0)
            continue;
        char *at = line + 2;
        for (int i = 0; i < p->n; i++)
            f[i] = strtod(at, &at);
        found = 1;
    }
    pclose(tool);
    if (!found)
        return 0;
    printf("ANSWERED BY build/cf\n");
    for (int i = 0; i < p->n; i++) {
        a[i] = p->b[i];
        for (int j = 0; j < p->n; j++)
            a[i] += p->A[i * p->n + j] * f[j];
    }
    return 1;
}
