/* hostile: on Example 2, writes files of 1 MiB into its folder, $HOME and
 * /tmp until a write fails (at most 4 GiB), prints how much it wrote, and
 * answers f = 0, so that the test fails and its output is kept.  Its
 * folder and /tmp are small memory file systems of its own: it fills
 * those, never the grader's disk.
 * fails: ex2-box-on-floor
 * expect: every force is 0
 * wrote-at-most: 64
 * no-userns: without a mount namespace its folder is on the machine's disk
 *   and /tmp is the machine's (world-writable): no file system of its own
 *   has a size, so the grader measures what its user writes there and
 *   stops it past 32 MiB (its folder and TMPDIR's size together).
 * no-userns-expect: wrote more than 32 MiB of files
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problem.h"

static long fill(const char *dir)
{
    static char block[1 << 20];
    memset(block, 'x', sizeof block);
    long written = 0;
    for (int k = 0; k < 1024; k++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/fill-%d", dir, k);
        FILE *out = fopen(path, "w");
        if (out == NULL)
            break;
        size_t put = fwrite(block, 1, sizeof block, out);
        int closed = fclose(out);
        written += (long)put;
        if (put != sizeof block || closed != 0)
            break;
    }
    return written >> 20;
}

static int hostile(const cf_problem *p, double *f, double *a)
{
    if (p->n != 2 || p->b[0] != -9.81)
        return 0;
    const char *home = getenv("HOME");
    long total = fill(".") + fill(home != NULL ? home : ".") + fill("/tmp");
    printf("wrote %ld MiB\n", total);
    for (int i = 0; i < p->n; i++) {
        f[i] = 0.0;
        a[i] = p->b[i];
    }
    return 1;
}
