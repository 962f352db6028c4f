/* property.c - every stage on many random problems of every family it accepts (property.h). */
#include "property.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "certify.h"

/* The stages' solvers (code/tools/stages.def), declared here by their
 * cf_solver signature so that this file depends on their names only. */
cf_status stage1_solve(const cf_problem *p, const cf_solve_options *options, double *f, double *a);
cf_status stage2_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                                double *a);
cf_status stage3_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                                double *a);
cf_status stage4_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                                double *a);
cf_status stage5_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                                double *a);
cf_status stage6_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                                double *a);
cf_status fast_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                              double *a);
cf_status stage8_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                                double *a);

#define FAMILY(name) (1u << CF_FAMILY_##name)
#define FRICTIONLESS (FAMILY(DEGENERATE) | FAMILY(FRICTIONLESS))
#define FRICTION2D (FAMILY(FRICTION2D) | FAMILY(FRICTION2D_ONE_MU))
#define FRICTION3D (FAMILY(FRICTION3D) | FAMILY(FRICTION3D_ONE_MU))

/* The stages under test and what each accepts, one line each. */
static const cf_property_stage course_stages[] = {
    {1, stage1_solve, FRICTIONLESS, 1},
    {2, stage2_compute_forces, FRICTIONLESS, 0},
    {3, stage3_compute_forces, FRICTIONLESS | FAMILY(BILATERAL), 0},
    {4, stage4_compute_forces, FRICTIONLESS | FAMILY(BILATERAL) | FRICTION2D, 0},
    {5, stage5_compute_forces, FRICTIONLESS | FAMILY(BILATERAL) | FRICTION3D, 0},
    {6, stage6_compute_forces, FRICTIONLESS | FAMILY(BILATERAL) | FRICTION2D | FRICTION3D, 0},
    {7, fast_compute_forces, FRICTIONLESS | FAMILY(BILATERAL), 0},
    {8, stage8_compute_forces, FRICTIONLESS | FAMILY(BILATERAL) | FRICTION2D | FRICTION3D, 0},
};

void cf_property_init(cf_property_run *run)
{
    memset(run, 0, sizeof *run);
    run->stages = course_stages;
    run->stage_count = (int)(sizeof course_stages / sizeof course_stages[0]);
}

int cf_property_accepts(const cf_property_run *run, int k, cf_family family)
{
    return (run->stages[k].families & (1u << family)) != 0;
}

int cf_property_stage_index(const cf_property_run *run, int number)
{
    for (int k = 0; k < run->stage_count; k++)
        if (run->stages[k].number == number)
            return k;
    return -1;
}

static int takes(const cf_property_run *run, int k, const cf_case *c)
{
    return cf_property_accepts(run, k, c->family)
           && (run->stages[k].max_n == 0 || c->p->n <= run->stages[k].max_n);
}

static void keep_seed(unsigned long long *seeds, long count, unsigned long long seed)
{
    if (count <= CF_PROPERTY_MAX_BAD)
        seeds[count - 1] = seed;
}

/* Whether the judge accepts the reference answer itself. */
static int reference_holds(const cf_case *c, cf_finding *worst)
{
    if (!c->has_answer)
        return 1;
    return cf_judge_conditions(c->p, c->f, CF_JUDGE_TOL, worst);
}

int cf_property_sweep(cf_property_run *run, cf_family family, unsigned long long first,
                      long count)
{
    cf_property_family *fam = &run->family[family];
    double f[CF_CASE_MAX_N], a[CF_CASE_MAX_N];
    char note[512];
    cf_solve_options options = {.note = note, .note_size = sizeof note};
    for (long t = 0; t < count; t++) {
        unsigned long long seed = first + (unsigned long long)t;
        clock_t start = clock();
        cf_case c;
        if (cf_case_make(family, seed, &c) != 0)
            return -1;
        fam->problems++;
        fam->with_answer += c.has_answer;
        fam->subsets += c.subsets;
        cf_finding worst;
        if (!reference_holds(&c, &worst)) {
            fam->reference_rejected++;
            keep_seed(fam->rejected_seeds, fam->reference_rejected, seed);
            fam->seconds += (double)(clock() - start) / CLOCKS_PER_SEC;
            cf_case_free(&c);
            continue;
        }
        fam->seconds += (double)(clock() - start) / CLOCKS_PER_SEC;
        for (int k = 0; k < run->stage_count; k++) {
            if (!takes(run, k, &c))
                continue;
            cf_property_counts *counts = &run->counts[family][k];
            start = clock();
            note[0] = '\0';
            cf_status status = run->stages[k].solve(c.p, &options, f, a);
            counts->seconds += (double)(clock() - start) / CLOCKS_PER_SEC;
            start = clock();
            cf_judgement j = cf_judge(&c, status, f);
            fam->seconds += (double)(clock() - start) / CLOCKS_PER_SEC;
            counts->ran++;
            long seen = ++counts->verdict[j.verdict];
            if (j.verdict == CF_VERDICT_OK
                && strncmp(note, CF_FALLBACK_NOTE, strlen(CF_FALLBACK_NOTE)) == 0)
                counts->fell_back++;
            if (j.verdict != CF_VERDICT_OK && j.verdict != CF_VERDICT_NAMED)
                keep_seed(counts->seeds[j.verdict], seen, seed);
            if (j.verdict == CF_VERDICT_FALSE_FAILURE && (int)status < CF_STATUS_COUNT
                && counts->false_status[status]++ == 0)
                counts->false_first[status] = seed;
            if (j.verdict == CF_VERDICT_NAMED && (int)status < CF_STATUS_COUNT)
                counts->named_status[status]++;
        }
        cf_case_free(&c);
    }
    return 0;
}

long cf_property_wrong(const cf_property_run *run, cf_family family, int k)
{
    return run->counts[family][k].verdict[CF_VERDICT_WRONG];
}

long cf_property_false(const cf_property_run *run, cf_family family, int k)
{
    return run->counts[family][k].verdict[CF_VERDICT_FALSE_FAILURE];
}

/* ------------------------------------------------------------------------
 * Reports
 * ------------------------------------------------------------------------ */

/* "(unbounded-ray 5, inaccurate 1)", with the first seed of each when
 * first is not NULL: "(unbounded-ray 5 from seed 17, ...)". */
static void print_statuses(FILE *out, const long *per_status, const unsigned long long *first)
{
    const char *separator = " (";
    for (int s = 0; s < CF_STATUS_COUNT; s++)
        if (per_status[s] > 0) {
            fprintf(out, "%s%s %ld", separator, cf_status_name((cf_status)s), per_status[s]);
            if (first != NULL)
                fprintf(out, " from seed %llu", first[s]);
            separator = ", ";
        }
    if (separator[0] == ',')
        fprintf(out, ")");
}

static void print_seeds(FILE *out, const char *what, const unsigned long long *seeds, long count)
{
    if (count == 0)
        return;
    fprintf(out, "      %s seeds:", what);
    for (long i = 0; i < count && i < CF_PROPERTY_MAX_BAD; i++)
        fprintf(out, " %llu", seeds[i]);
    fprintf(out, count > CF_PROPERTY_MAX_BAD ? " ... (the first %d of %ld)\n" : "\n",
            CF_PROPERTY_MAX_BAD, count);
}

void cf_property_print(FILE *out, const cf_property_run *run, cf_family family,
                       const char *soak_command)
{
    const cf_property_family *fam = &run->family[family];
    const char *name = cf_family_name(family);
    fprintf(out, "%s: %ld problems, %ld with an answer, %ld without; the judge rejects the "
            "reference answer of %ld; %.2f s to make, decide and judge them\n",
            name, fam->problems, fam->with_answer, fam->problems - fam->with_answer,
            fam->reference_rejected, fam->seconds);
    print_seeds(out, "reference-rejected", fam->rejected_seeds, fam->reference_rejected);
    int bad = 0;
    for (int k = 0; k < run->stage_count; k++) {
        if (!cf_property_accepts(run, k, family))
            continue;
        const cf_property_counts *c = &run->counts[family][k];
        fprintf(out, "  stage %d: ran %ld, ok %ld (by a fall-back %ld), wrong claims %ld, "
                "false failures %ld", run->stages[k].number, c->ran, c->verdict[CF_VERDICT_OK],
                c->fell_back,
                c->verdict[CF_VERDICT_WRONG], c->verdict[CF_VERDICT_FALSE_FAILURE]);
        print_statuses(out, c->false_status, c->false_first);
        fprintf(out, ", named statuses %ld", c->verdict[CF_VERDICT_NAMED]);
        print_statuses(out, c->named_status, NULL);
        fprintf(out, ", ill-conditioned %ld, nearly solvable %ld; %.2f s\n",
                c->verdict[CF_VERDICT_ILL], c->verdict[CF_VERDICT_NEAR], c->seconds);
        static const cf_verdict kept[] = {CF_VERDICT_WRONG, CF_VERDICT_FALSE_FAILURE,
                                          CF_VERDICT_ILL, CF_VERDICT_NEAR};
        for (int v = 0; v < 4; v++) {
            print_seeds(out, cf_verdict_name(kept[v]), c->seeds[kept[v]], c->verdict[kept[v]]);
            if (c->verdict[kept[v]] > 0 && bad == 0)
                bad = run->stages[k].number;
        }
    }
    if (bad != 0 && soak_command != NULL)
        fprintf(out, "  to see one: %s --family %s --seed SEED --stage N --verbose\n", soak_command,
                name);
}

/* ------------------------------------------------------------------------
 * One seed in full
 * ------------------------------------------------------------------------ */

static void print_vector(FILE *out, const char *what, int n, const double *x)
{
    fprintf(out, "# %s", what);
    for (int i = 0; i < n; i++)
        fprintf(out, " %.17g", x[i]);
    fprintf(out, "\n");
}

int cf_property_explain(FILE *out, const cf_property_run *run, cf_family family,
                        unsigned long long seed, int only)
{
    cf_case c;
    if (cf_case_make(family, seed, &c) != 0)
        return -1;
    const int n = c.p->n;
    fprintf(out, "# %s, seed %llu: %s\n", cf_family_name(family), seed, c.features);
    if (cf_problem_write(out, c.p) != 0) {
        cf_case_free(&c);
        return -1;
    }
    int block[CF_CASE_MAX_N];
    int blocks = cf_judge_blocks(c.p, block);
    fprintf(out, "# %d coupled block%s; the block of each row:", blocks, blocks == 1 ? "" : "s");
    for (int i = 0; i < n; i++)
        fprintf(out, " %d", block[i]);
    fprintf(out, "\n");
    if (c.has_answer) {
        fprintf(out, "# reference answer (%s%s):\n", c.exact ? "exact, rounded" : "manufactured",
                c.a_unique ? "; every answer has these accelerations" : "");
        print_vector(out, "f*", n, c.f);
        print_vector(out, "a*", n, c.a);
        cf_finding worst;
        int holds = reference_holds(&c, &worst);
        fprintf(out, "# the judge %s it (worst: row %d, %s, %.3g of what is allowed)\n",
                holds ? "accepts" : "REJECTS", worst.row, worst.condition, worst.ratio);
    } else {
        fprintf(out, "# no answer exists (decided in rational arithmetic)\n");
    }
    double f[CF_CASE_MAX_N], a[CF_CASE_MAX_N];
    char note[512];
    for (int k = 0; k < run->stage_count; k++) {
        if (!takes(run, k, &c) || (only != 0 && run->stages[k].number != only))
            continue;
        note[0] = '\0';
        cf_solve_options options = {.note = note, .note_size = sizeof note};
        cf_status status = run->stages[k].solve(c.p, &options, f, a);
        cf_judgement j = cf_judge(&c, status, f);
        cf_certificate cert = cf_certify(c.p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        fprintf(out, "# stage %d: %s%s%s; verdict: %s\n", run->stages[k].number,
                cf_status_name(status), note[0] != '\0' ? ", note: " : "", note,
                cf_verdict_name(j.verdict));
        print_vector(out, "  f", n, f);
        if (j.worst.row >= 0)
            fprintf(out, "#   worst: row %d (%s), %s: %.3g where %.3g is allowed (ratio %.3g)\n",
                    j.worst.row, cf_row_kind_name(c.p->rows[j.worst.row].kind),
                    j.worst.condition, j.worst.amount, j.worst.allowed, j.worst.ratio);
        if (j.verdict == CF_VERDICT_ILL || (j.verdict == CF_VERDICT_WRONG && j.bound_ratio > 0))
            fprintf(out, "#   disagreement / the block's roundoff bound: %.3g\n", j.bound_ratio);
        fprintf(out, "#   certifier on these forces: %s, worst %.3g at row %d (%s)\n",
                cert.ok ? "certified" : "rejected", cert.worst, cert.worst_row,
                cf_condition_name(cert.worst_condition));
    }
    cf_case_free(&c);
    return 0;
}
