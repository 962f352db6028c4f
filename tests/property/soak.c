/* soak.c - the long run of the property test: make soak.
 *
 *   soak [--count N] [--first SEED] [--family NAME]...
 *        N problems of each family (default 100000; every family unless
 *        some are named), seeds SEED .. SEED + N - 1; prints the counts
 *        per stage and family with every bad seed kept; exit 1 on any
 *        wrong claim or false failure, 0 otherwise
 *   soak --family NAME --seed SEED [--stage N] [--verbose]
 *        that one problem: with --verbose, in full (the problem in the cf
 *        file format, then the reference answer and every stage's result
 *        as comments: the output can be given to cf solve); without, the
 *        problem alone
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "families.h"
#include "property.h"

static int usage(void)
{
    fprintf(stderr, "usage: soak [--count N] [--first SEED] [--family NAME]...\n"
                    "       soak --family NAME --seed SEED [--stage N] [--verbose]\n"
                    "families:");
    for (int k = 0; k < CF_FAMILY_COUNT; k++)
        fprintf(stderr, " %s", cf_family_name((cf_family)k));
    fprintf(stderr, "\n");
    return 2;
}

static int write_one(cf_family family, unsigned long long seed)
{
    cf_case c;
    if (cf_case_make(family, seed, &c) != 0 || cf_problem_write(stdout, c.p) != 0) {
        fprintf(stderr, "soak: cannot write the problem of seed %llu\n", seed);
        cf_case_free(&c);
        return 1;
    }
    cf_case_free(&c);
    return 0;
}

int main(int argc, char **argv)
{
    long count = 100000;
    unsigned long long first = 0, seed = 0;
    int have_seed = 0, verbose = 0, stage = 0, chosen = 0;
    int wanted[CF_FAMILY_COUNT] = {0};
    cf_family family = CF_FAMILY_DEGENERATE;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--verbose") == 0) {
            verbose = 1;
            continue;
        }
        if (value == NULL)
            return usage();
        i++;
        if (strcmp(arg, "--count") == 0) {
            count = atol(value);
        } else if (strcmp(arg, "--first") == 0) {
            first = strtoull(value, NULL, 10);
        } else if (strcmp(arg, "--seed") == 0) {
            seed = strtoull(value, NULL, 10);
            have_seed = 1;
        } else if (strcmp(arg, "--stage") == 0) {
            stage = atoi(value);
        } else if (strcmp(arg, "--family") == 0) {
            if (cf_family_from_name(value, &family) != 0)
                return usage();
            wanted[family] = 1;
            chosen++;
        } else {
            return usage();
        }
    }
    cf_property_run *run = malloc(sizeof *run);
    if (run == NULL) {
        fprintf(stderr, "soak: out of memory\n");
        return 2;
    }
    cf_property_init(run);
    if (have_seed) {
        int status;
        if (chosen != 1)
            status = usage();
        else if (stage != 0 && cf_property_stage_index(run, stage) < 0)
            status = usage();
        else if (!verbose)
            status = write_one(family, seed);
        else
            status = cf_property_explain(stdout, run, family, seed, stage) == 0 ? 0 : 1;
        free(run);
        return status;
    }
    printf("soak: %ld problems of each family, seeds %llu .. %llu\n", count, first,
           first + (unsigned long long)count - 1);
    long bad = 0;
    for (int k = 0; k < CF_FAMILY_COUNT; k++) {
        if (chosen > 0 && !wanted[k])
            continue;
        time_t start = time(NULL);
        if (cf_property_sweep(run, (cf_family)k, first, count) != 0) {
            fprintf(stderr, "soak: out of memory\n");
            free(run);
            return 2;
        }
        cf_property_print(stdout, run, (cf_family)k, "build/tests/soak");
        printf("  (%.0f s of wall-clock time)\n", difftime(time(NULL), start));
        fflush(stdout);
        bad += run->family[k].reference_rejected;
        for (int s = 0; s < run->stage_count; s++)
            bad += cf_property_wrong(run, (cf_family)k, s) + cf_property_false(run, (cf_family)k, s);
    }
    printf("soak: %ld bad results (wrong claims, false failures, rejected references)\n", bad);
    free(run);
    return bad == 0 ? 0 : 1;
}
