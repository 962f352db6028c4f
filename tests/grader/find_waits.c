/* find_waits.c - a search of random problems for the solves of stage 4
 * whose drives fail and wait (compute_forces, Baraff 1994, section 4.3,
 * as chapter 4 extends it): the source of exercise 4's hidden tests
 * singular-drive-waits and drives-wait-first-status.
 *
 *     find_waits MODE FROM TO      seeds FROM to TO-1, each problem printed
 *                                  (a "seed S status N" line, then the file)
 *                                  when its solve does what MODE asks:
 *       singular  a drive fails with CF_SINGULAR, a later one succeeds, and
 *                 the solve ends with an answer the certifier accepts;
 *       endsing   the solve ends with CF_SINGULAR (a drive that waits);
 *       endret    the solve ends with CF_UNBOUNDED_RAY after a drive came
 *                 back to zero;
 *     find_waits pair S1 S2        the problems of seeds S1 and S2 side by
 *                                  side (A block diagonal: no body shared)
 *     find_waits show FILE         each drive of FILE's solve: its row and
 *                                  status, and the sets after it
 *
 * The random problems: 2 or 3 contacts with friction (mu 1/4, 1/2 or 1)
 * and at most one lone normal, rows shuffled, A = J J^T with a sparse
 * small-integer J, some rows of J repeated (with either sign), and some
 * normals' rows made the folded column of another contact (J_N +- mu J_F),
 * so that clamped systems with no solution occur; b of halves.
 *
 * It includes the reference's static_friction.c, as the rule harness
 * does, to follow compute_forces drive by drive (the loop below is the
 * reference's, with a record of each status); build it as run.sh does.
 */
#include "static_friction.c"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 8

typedef struct random_state {
    unsigned long long x;
} random_state;

static int draw(random_state *r, int k)
{
    r->x = r->x * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((r->x >> 33) % (unsigned)k);
}

static cf_problem *random_problem(long seed)
{
    random_state r = {(unsigned long long)seed * 2654435761ULL + 12345};
    const int k = 2 + draw(&r, 2), lone = draw(&r, 2);
    int n = 0, kind[MAX_ROWS], normal[MAX_ROWS]; /* kind 0 normal, 2 friction */
    for (int c = 0; c < k; c++) {
        kind[n] = 0, normal[n] = -1, n++;
        kind[n] = 2, normal[n] = n - 1, n++;
    }
    for (int c = 0; c < lone; c++)
        kind[n] = 0, normal[n] = -1, n++;
    int order[MAX_ROWS], where[MAX_ROWS];
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = draw(&r, i + 1), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    for (int i = 0; i < n; i++)
        where[order[i]] = i;
    const double mus[3] = {0.25, 0.5, 1.0};
    double mu_of[MAX_ROWS], J[MAX_ROWS][MAX_ROWS];
    for (int i = 0; i < n; i++)
        mu_of[i] = mus[draw(&r, 3)];
    for (int i = 0; i < n; i++) {
        if (i >= 1 && draw(&r, 4) == 0) {
            int o = draw(&r, i);
            for (int c = 0; c < n; c++)
                J[i][c] = J[o][c] * (draw(&r, 2) ? 1 : -1);
        } else {
            for (int c = 0; c < n; c++)
                J[i][c] = draw(&r, 3) ? 0 : draw(&r, 5) - 2;
        }
    }
    for (int i = 0; i < n; i++)
        if (kind[i] == 0 && draw(&r, 2) == 0) {
            int o = draw(&r, n);
            if (kind[o] == 2 && normal[o] != i) {
                double sign = draw(&r, 2) ? 1 : -1;
                for (int c = 0; c < n; c++)
                    J[i][c] = J[normal[o]][c] + sign * mu_of[o] * J[o][c];
            }
        }
    cf_problem *p = cf_problem_new(n);
    if (p == NULL)
        return NULL;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0;
            for (int c = 0; c < n; c++)
                sum += J[order[i]][c] * J[order[j]][c];
            p->A[i * n + j] = sum;
        }
    for (int i = 0; i < n; i++) {
        int o = order[i];
        p->rows[i].kind = kind[o] == 2 ? CF_ROW_FRICTION2D : CF_ROW_NORMAL;
        p->rows[i].normal = kind[o] == 2 ? where[normal[o]] : -1;
        p->rows[i].mu = kind[o] == 2 ? mu_of[o] : 0.0;
        p->b[i] = (draw(&r, 9) - 5) * 0.5;
    }
    snprintf(p->name, sizeof p->name, "seed-%ld", seed);
    return p;
}

typedef struct waits {
    int singular_then_ok; /* a drive failed singular, a later one succeeded */
    cf_status status;     /* the solve's, after the certifier */
    int returned;         /* drives that came back to zero */
} waits;

/* The reference's compute_forces and stage4_solve, drive by drive. */
static int solve(const cf_problem *p, FILE *show, waits *w)
{
    const int n = p->n;
    double *f = calloc((size_t)n, sizeof *f), *a = calloc((size_t)n, sizeof *a);
    cf_trace *trace = cf_trace_new(n);
    cf_solve_options options = {.trace = trace, .max_pivots = 1000, .lesson_only = 1};
    friction2d s;
    memset(&s, 0, sizeof s);
    s.ray_driven = -1;
    memset(w, 0, sizeof *w);
    int failed = f == NULL || a == NULL || trace == NULL;
    cf_status status = failed ? CF_NO_MEMORY : friction2d_start(&s, p, &options, f, a);
    if (status == CF_OK) {
        dantzig *dz = &s.dz;
        dantzig_start(dz);
        for (int t = 0; t < n; t++)
            if (is_friction(dz, t) && p->rows[t].mu == 0.0)
                set_friction(dz, t, FRICTION_NONE);
        status = bilateral_solve_block(dz, &s.joints);
        int had_singular = 0;
        while (status == CF_OK) {
            int d = friction2d_next_to_drive(&s);
            if (d < 0 && (d = next_friction(&s)) < 0)
                break;
            status = drive_to_zero(&s, d);
            if (show != NULL)
                fprintf(show, "drive %d of row %d: %s, %d pivots in all, sets %.*s\n", dz->drive, d,
                        cf_status_name(status), dz->pivots, n, dz->set);
            dz->drive++;
            if (status == CF_SINGULAR || (status == CF_UNBOUNDED_RAY && s.returned_drive[d])) {
                s.returned_drive[d] = 1;
                had_singular |= status == CF_SINGULAR;
                if (s.returned_status == CF_OK)
                    s.returned_status = status;
                status = CF_OK;
                continue;
            }
            if (status != CF_OK)
                break;
            w->singular_then_ok |= had_singular;
            memset(s.returned_drive, 0, (size_t)n);
            s.returned_status = CF_OK;
            dantzig_fresh_accelerations(dz);
        }
        if (status == CF_OK)
            status = bilateral_least_norm_joints(dz, &s.joints);
        if (status == CF_OK)
            status = friction2d_returned_drives(&s);
        if (status == CF_OK)
            refine(&s);
        w->returned = s.returned;
    }
    if (!failed)
        status = friction2d_end(&s, status, NULL);
    w->status = status;
    friction2d_finish(&s);
    cf_trace_free(trace);
    free(f);
    free(a);
    return failed ? -1 : 0;
}

/* Two problems side by side: rows of q after those of p, A block diagonal. */
static cf_problem *pair(const cf_problem *p, const cf_problem *q, long seed_p, long seed_q)
{
    const int n = p->n + q->n;
    cf_problem *both = cf_problem_new(n);
    if (both == NULL)
        return NULL;
    for (int i = 0; i < n; i++) {
        const cf_problem *from = i < p->n ? p : q;
        const int at = i < p->n ? 0 : p->n, k = i - at;
        both->rows[i] = from->rows[k];
        if (from->rows[k].normal >= 0)
            both->rows[i].normal = from->rows[k].normal + at;
        both->b[i] = from->b[k];
        for (int j = 0; j < from->n; j++)
            both->A[i * n + at + j] = from->A[k * from->n + j];
    }
    snprintf(both->name, sizeof both->name, "seeds-%ld-and-%ld", seed_p, seed_q);
    return both;
}

int main(int argc, char **argv)
{
    const char *mode = argc >= 2 ? argv[1] : "";
    if (strcmp(mode, "show") == 0 && argc == 3) {
        cf_error error;
        memset(&error, 0, sizeof error);
        cf_problem *p = cf_problem_read_file(argv[2], &error);
        if (p == NULL) {
            fprintf(stderr, "find_waits: %s\n", error.message);
            return 2;
        }
        waits w;
        int failed = solve(p, stdout, &w);
        printf("status %s\n", cf_status_name(w.status));
        cf_problem_free(p);
        return failed ? 2 : 0;
    }
    if (strcmp(mode, "pair") == 0 && argc == 4) {
        const long seed_p = atol(argv[2]), seed_q = atol(argv[3]);
        cf_problem *p = random_problem(seed_p), *q = random_problem(seed_q);
        cf_problem *both = p != NULL && q != NULL ? pair(p, q, seed_p, seed_q) : NULL;
        int failed = both == NULL || cf_problem_write(stdout, both) != 0;
        cf_problem_free(both);
        cf_problem_free(p);
        cf_problem_free(q);
        return failed ? 2 : 0;
    }
    if (argc != 4 || (strcmp(mode, "singular") != 0 && strcmp(mode, "endsing") != 0
                      && strcmp(mode, "endret") != 0)) {
        fprintf(stderr, "usage: find_waits singular|endsing|endret FROM TO\n"
                        "       find_waits pair SEED1 SEED2\n"
                        "       find_waits show FILE\n");
        return 2;
    }
    for (long seed = atol(argv[2]); seed < atol(argv[3]); seed++) {
        cf_problem *p = random_problem(seed);
        waits w;
        if (p == NULL || solve(p, NULL, &w) != 0) {
            fprintf(stderr, "find_waits: out of memory\n");
            cf_problem_free(p);
            return 2;
        }
        int wanted = mode[0] == 's'   ? w.singular_then_ok && w.status == CF_OK
                     : mode[3] == 's' ? w.status == CF_SINGULAR
                                      : w.status == CF_UNBOUNDED_RAY && w.returned > 0;
        if (wanted) {
            printf("seed %ld status %s\n", seed, cf_status_name(w.status));
            if (cf_problem_write(stdout, p) != 0)
                return 2;
        }
        cf_problem_free(p);
    }
    return 0;
}
