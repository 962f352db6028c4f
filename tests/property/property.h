/* property.h - every stage on many random problems of every family it
 * accepts, each result judged independently.
 *
 * For each family (families.h) and seed: make the problem and its
 * reference answer, run every stage that accepts the family, and sort
 * each result with the judge (judge.h): ok, wrong claim, false failure
 * (counted per status: unsupported, unbounded-ray, ...), named status on
 * a problem with no answer (per status), ill-conditioned, nearly
 * solvable.  The seeds of every result that is not ok or named are kept,
 * up to CF_PROPERTY_MAX_BAD of each kind.  Before any stage runs, the
 * judge checks the reference answer itself (a manufactured answer must
 * satisfy every condition): a problem whose reference it rejects is a
 * defect of the generator, counted apart.
 */
#ifndef CF_PROPERTY_H
#define CF_PROPERTY_H

#include <stdio.h>

#include "families.h"
#include "judge.h"
#include "solver.h"

#define CF_PROPERTY_MAX_STAGES 16
#define CF_PROPERTY_MAX_BAD 32 /* seeds kept per stage, family and kind of bad result */

/* A stage under test: its number, its solver, the families it accepts
 * (a bit 1 << family for each) and the largest problem it takes (0: any). */
typedef struct cf_property_stage {
    int number;
    cf_solver solve;
    unsigned families;
    int max_n;
} cf_property_stage;

typedef struct cf_property_counts {
    long ran;
    long verdict[CF_VERDICT_COUNT];
    long false_status[CF_STATUS_COUNT]; /* the statuses of the false failures */
    unsigned long long false_first[CF_STATUS_COUNT]; /* the first seed of each */
    long named_status[CF_STATUS_COUNT]; /* named statuses on problems with no answer */
    long fell_back;                     /* ok answers a fall-back found (CF_FALLBACK_NOTE) */
    double seconds;                     /* processor time in the stage's solver */
    unsigned long long seeds[CF_VERDICT_COUNT][CF_PROPERTY_MAX_BAD];
} cf_property_counts;

typedef struct cf_property_family {
    long problems, with_answer;
    long reference_rejected; /* reference answers the judge does not accept */
    unsigned long long rejected_seeds[CF_PROPERTY_MAX_BAD];
    long subsets;            /* clamped sets the exact check tried */
    double seconds;          /* processor time making, deciding and judging */
} cf_property_family;

typedef struct cf_property_run {
    int stage_count;
    const cf_property_stage *stages;
    cf_property_family family[CF_FAMILY_COUNT];
    cf_property_counts counts[CF_FAMILY_COUNT][CF_PROPERTY_MAX_STAGES];
} cf_property_run;

/* Every stage of the course, with the families it accepts. */
void cf_property_init(cf_property_run *run);

/* 1 when stage k of the run accepts this family. */
int cf_property_accepts(const cf_property_run *run, int k, cf_family family);

/* The index of stage number 'number' in the run, or -1. */
int cf_property_stage_index(const cf_property_run *run, int number);

/* Problems of one family from seeds first .. first + count - 1.
 * Returns 0, or -1 when memory ran out. */
int cf_property_sweep(cf_property_run *run, cf_family family, unsigned long long first,
                      long count);

/* One seed in full, for a person: the problem in the cf file format (so
 * that the output can be given to cf solve), then, as comments, what the
 * generator chose, the reference answer and, for each stage (or only
 * stage 'only', if it is not 0), its status, note, forces and verdict
 * with the worst finding.  Returns 0, or -1 when memory ran out or the
 * problem cannot be written. */
int cf_property_explain(FILE *out, const cf_property_run *run, cf_family family,
                        unsigned long long seed, int only);

/* The counts of one family, per stage, with every bad seed kept and the
 * command that shows one. */
void cf_property_print(FILE *out, const cf_property_run *run, cf_family family,
                       const char *soak_command);

/* Wrong claims of stage k on a family; false failures likewise. */
long cf_property_wrong(const cf_property_run *run, cf_family family, int k);
long cf_property_false(const cf_property_run *run, cf_family family, int k);

#endif
