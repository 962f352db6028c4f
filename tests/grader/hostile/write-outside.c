/* hostile: on every problem, tries to create files outside its folder: in
 * the folder above it, next to the submission, in the grader's kit, in
 * /tmp, /run/lock, /dev/shm and /var/tmp, and in the directory the test
 * names (@ESCAPE@).  Then it solves correctly.  In its private root every
 * attempt fails (or, for /tmp, lands in its own /tmp), and every test
 * passes.
 * fails:
 * score: full
 * no-userns: /tmp, /var/tmp, /dev/shm and /run/lock are world-writable on
 *   most machines and in containers, and nothing hides them without a mount
 *   namespace: its writes there succeed while it runs.  The grader deletes
 *   every file of the run's user there after each run, which is what is
 *   checked (the verdict is the same).
 */
#include <stdio.h>

#include "problem.h"

static void try_to_write(const char *path)
{
    FILE *out = fopen(path, "a");
    if (out != NULL) {
        fprintf(out, "escaped\n");
        fclose(out);
        printf("wrote %s\n", path);
    }
}

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)p;
    (void)f;
    (void)a;
    try_to_write("../ESCAPED");
    try_to_write("@SUBMISSION@/ESCAPED");
    try_to_write("@KIT@/ESCAPED");
    try_to_write("@KIT@/tests/tests.txt");
    try_to_write("@ESCAPE@/ESCAPED");
    try_to_write("/tmp/cf-grader-test-ESCAPED");
    try_to_write("/run/lock/cf-grader-test-ESCAPED");
    try_to_write("/dev/shm/cf-grader-test-ESCAPED");
    try_to_write("/var/tmp/cf-grader-test-ESCAPED");
    return 0;
}
