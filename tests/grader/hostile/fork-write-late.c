/* hostile: on every problem, leaves a child behind (in a session of its
 * own) that waits 1 s, then writes "full marks" into its result
 * descriptor, the grader's results.json and the gradebook.  Then it
 * answers f = 0, so that every test fails unless the late writes count.
 * The grader must have waited for the child to be gone (its PID namespace
 * ends with the program) and never read or write anything late.
 * base: skeleton
 * score: 0
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "problem.h"

static void write_to(const char *path)
{
    FILE *out = fopen(path, "w");
    if (out != NULL) {
        fputs("{\"score\": 1000, \"output\": \"full marks\"}\n", out);
        fclose(out);
    }
}

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)p;
    (void)f;
    (void)a;
    if (fork() == 0) {
        setsid();
        sleep(1);
        const char junk[] = "full marks";
        ssize_t ignored = write(3, junk, sizeof junk);
        (void)ignored;
        write_to("@JSON@");
        write_to("@GRADEBOOK@");
        _exit(0);
    }
    return 0;
}
