/* bench_check.c - the fast stage on every pile and every stack (bench_check.h). */
#include "bench_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "boxes.h"
#include "certify.h"
#include "fast.h"

/* Above this many contacts, every STRIDE-th size only: building a
 * problem of 4096 contacts and solving it take a second, and every even
 * size up to it would take an hour. */
#define EVERY_SIZE_TO 512
#define STRIDE 128

cf_scene2d *bench_stack_scene(int n_contacts)
{
    const int boxes = n_contacts / 2;
    char name[64];
    snprintf(name, sizeof name, "stack-%d", n_contacts);
    cf_world2d *w = cf_world2d_new(name);
    if (w == NULL)
        return NULL;
    cf_body2d floor = {.name = "floor", .shape = CF_SHAPE_BOX, .fixed = 1, .width = 4.0,
                       .height = 1.0, .x = 0.0, .y = -0.5};
    int failed = cf_world2d_add_body(w, &floor) < 0;
    for (int k = 0; k < boxes && !failed; k++) {
        cf_body2d box = {.shape = CF_SHAPE_BOX, .width = 2.0, .height = 2.0, .mass = 1.0,
                         .x = 0.0, .y = 1.0 + 2.0 * k};
        box.inertia = cf_shape2d_inertia(CF_SHAPE_BOX, 2.0, 2.0, 1.0);
        snprintf(box.name, sizeof box.name, "box%d", k);
        int body = cf_world2d_add_body(w, &box);
        /* Body k + 1 rests on body k (the floor under the first box). */
        for (int side = -1; side <= 1 && body >= 0; side += 2)
            if (cf_world2d_add_contact(w, body, body - 1, side, 2.0 * k, 0.0, 1.0) < 0)
                body = -1;
        failed = body < 0;
    }
    if (failed) {
        cf_world2d_free(w);
        return NULL;
    }
    return w;
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Solve one problem; the row says how it went.  Returns 1 for a failure. */
static int check_one(const cf_problem *p, const char *family, bench_row *row)
{
    const int n = p->n;
    double *f = calloc((size_t)n, sizeof *f), *a = calloc((size_t)n, sizeof *a);
    memset(row, 0, sizeof *row);
    snprintf(row->family, sizeof row->family, "%s", family);
    snprintf(row->solver, sizeof row->solver, "fast");
    row->n = n;
    row->runs = 1;
    row->dgesv = row->ratio = row->invariant_got = row->invariant_want = row->worst = NAN;
    if (f == NULL || a == NULL) {
        free(f);
        free(a);
        return -1;
    }
    double start = seconds_now();
    cf_status status = fast_compute_forces(p, NULL, f, a);
    row->median = row->min = row->max = seconds_now() - start;
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    char why[200] = "";
    int expected = cf_check_expectations(p, f, NULL, why, sizeof why);
    if (p->n_invariants > 0) {
        const cf_invariant *w = &p->invariants[0];
        double got = 0.0;
        for (int i = 0; i < n; i++)
            got += w->f_coef[i] * f[i];
        row->invariant_got = got;
        row->invariant_want = w->value;
    }
    row->worst = c.worst;
    snprintf(row->condition, sizeof row->condition, "%s", cf_condition_name(c.worst_condition));
    row->code = (int)status;
    int ok = status == CF_OK && c.ok && expected;
    snprintf(row->verdict, sizeof row->verdict, "%s", ok ? "ok" : "failed");
    snprintf(row->detail, sizeof row->detail, "%s%s%s", cf_status_name(status),
             expected ? "" : "; ", why);
    free(f);
    free(a);
    return !ok;
}

static int check_family(FILE *csv, bench_results *results, const char *family, int max_n)
{
    int solved = 0, failures = 0;
    double worst = 0.0, spent = 0.0;
    const int is_pile = strcmp(family, "pile-all") == 0;
    for (int n = 2; n <= max_n; n += 2) {
        if (n > EVERY_SIZE_TO && n % STRIDE != 0)
            continue;
        cf_scene2d *scene = is_pile ? cf_scene2d_pile(n) : bench_stack_scene(n);
        cf_problem *p = scene != NULL ? cf_scene2d_problem(scene, family) : NULL;
        cf_scene2d_free(scene);
        bench_row row;
        int failed = p != NULL ? check_one(p, family, &row) : -1;
        cf_problem_free(p);
        if (failed < 0) {
            fprintf(stderr, "bench: no memory for %s n = %d\n", family, n);
            return -1;
        }
        solved++;
        failures += failed;
        spent += row.median;
        if (row.worst > worst || isnan(row.worst))
            worst = row.worst;
        if (failed)
            printf("  FAILED %s n = %d: %s, violation %.2g\n", family, n, row.detail, row.worst);
        if (bench_results_add(results, &row) != 0)
            return -1;
        bench_csv_write_row(csv, &row);
    }
    printf("%s: the fast stage on %d sizes up to n = %d: %d ok, %d failed (inaccurate counts as"
           " failed); largest scaled violation %.2g; %.1f s\n",
           family, solved, max_n, solved - failures, failures, worst, spent);
    return failures;
}

int bench_check_all(FILE *csv, bench_results *results, int max_n)
{
    printf("\nevery size (even n; above %d: every %dth):\n", EVERY_SIZE_TO, STRIDE);
    int piles = check_family(csv, results, "pile-all", max_n);
    int stacks = piles < 0 ? -1 : check_family(csv, results, "stack-all", max_n);
    return piles < 0 || stacks < 0 ? -1 : piles + stacks;
}
