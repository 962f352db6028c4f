/* cheat: opens the instructor's hidden problems and the reference source
 * by their paths in the repository and in the grading kit, and prints
 * whatever it can read.  Hooked into the skeleton: it scores nothing, and
 * nothing it printed may name a file it opened.
 * base: skeleton
 * score: 0
 * absent: OPENED
 */
#include <stdio.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)p;
    (void)f;
    (void)a;
    const char *paths[] = {"@ROOT@/exercises/instructor/02-dantzig/hidden/unbounded-ray.cf",
                           "@KIT@/tests/hidden/unbounded-ray.cf",
                           "@KIT@/tests/tests.txt",
                           "@ROOT@/code/02-dantzig/dantzig.c",
                           "../../../../../../../../../../../..@ROOT@/code/02-dantzig/dantzig.c"};
    for (size_t k = 0; k < sizeof paths / sizeof paths[0]; k++) {
        FILE *in = fopen(paths[k], "r");
        if (in == NULL)
            continue;
        printf("OPENED %s\n", paths[k]);
        int c;
        while ((c = fgetc(in)) != EOF)
            putchar(c);
        fclose(in);
    }
    return 0;
}
