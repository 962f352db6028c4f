/* soak.c - the long run of the property test: make soak.
 *
 *   soak [COUNT [FIRST_SEED [MAX_N]]]   COUNT problems (default 100000) from
 *                                       FIRST_SEED (0), n <= MAX_N (10);
 *                                       exit 1 on any bad result
 *   soak --write SEED [MAX_N]           print that seed's problem, for cf solve
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "degenerate.h"
#include "property.h"

static int write_problem(unsigned long long seed, int max_n)
{
    cf_problem *p = cf_degenerate_problem(seed, max_n);
    if (p == NULL || cf_problem_write(stdout, p) != 0) {
        fprintf(stderr, "soak: cannot write the problem of seed %llu\n", seed);
        cf_problem_free(p);
        return 1;
    }
    cf_problem_free(p);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "--write") == 0)
        return write_problem(strtoull(argv[2], NULL, 10), argc > 3 ? atoi(argv[3]) : 10);
    long count = argc > 1 ? atol(argv[1]) : 100000;
    unsigned long long first = argc > 2 ? strtoull(argv[2], NULL, 10) : 0;
    int max_n = argc > 3 ? atoi(argv[3]) : 10;
    cf_property_run run;
    cf_property_init(&run);
    printf("soak: %ld random degenerate problems, seeds %llu .. %llu, n <= %d\n", count, first,
           first + (unsigned long long)count - 1, max_n);
    if (cf_property_sweep(&run, first, count, max_n) != 0) {
        fprintf(stderr, "soak: out of memory\n");
        return 2;
    }
    cf_property_print(stdout, &run);
    long bad = cf_property_bad(&run);
    printf("soak: %ld bad results (wrong claims, false failures, disagreements)\n", bad);
    return bad == 0 ? 0 : 1;
}
