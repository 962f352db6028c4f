/* judge.c - verdicts and messages in the student's terms. */
#include "judge.h"

#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "replay.h"

/* Relative tolerance for comparing a step with the reference's. */
#define STEP_TOL 1e-8

/* What is said when the exercise has no hint of its own for a symptom. */
static const cf_hint fallback_hints[] = {
    {"not-finite", "a division by zero, or a value never set (f and a start as NaN in the grader)"},
    {"force-negative", "contact forces may only push (f >= 0)"},
    {"accel-negative", "the contact accelerates into its obstacle (a >= 0 is required)"},
    {"complementarity", "a contact that pushes (f > 0) must not separate (a = 0)"},
    {"bilateral", "a joint (bilateral row) must keep a = 0, with a force of either sign"},
    {"all-zero", "every force is zero: nothing pushes although the contacts are pressed together"},
    {"wrong-a", "a must be A f + b for the f you return"},
    {"expectations", "the answer is not the one this problem must have"},
    {"input-changed", "the problem is passed as const: never write into it"},
    {"calls-differ", "a solve must depend on its problem only: keep nothing from one call to the next (no static variables)"},
    {"no-pivots", "the pivots must be recorded as they happen"},
    {"trace-tie", "two candidates allowed the same step: only a strictly smaller step replaces the current choice"},
    {"trace-step", "the step differs from the algorithm's"},
    {"trace-move", "the index moved to the wrong set"},
    {"trace-drive", "the contacts are driven in a different order"},
    {"trace-drive-ends", "a drive ends only when the driven index reaches its new state"
                         " (drive_to_zero returns exactly then, and compute_forces counts each"
                         " drive in drive)"},
    {"trace-drive-number", "drives are numbered from 0 in the order they are made (trace.h): each"
                           " pivot records the number of the drive it belongs to"},
    {"trace-block", "the bilateral block is recorded with zero delta f and delta a, after every"
                    " joint's a is set to exactly 0"},
    {"trace-length", "the number of pivots differs from the algorithm's"},
    {"trace-state", "each pivot records the state after it: f after the step, and a = A f + b for"
                    " that f (recomputed where the solve recomputes it)"},
    {"trace-sets", "each pivot records the sets after its move: the row that moved is already in"
                   " its new set when the pivot is recorded"},
    {"cpu", "an endless loop? the reference solution needs milliseconds"},
    {"sleep", "is it sleeping, or waiting for input?"},
    {"output", "take the prints out of your loops"},
    {"memory", "does a loop allocate without end, or without freeing?"},
    {"crash", "an index out of range, or a NULL or freed pointer"},
    {"exit", "a solver must return its status, never call exit()"},
};

static const char *hint(const cf_evidence *e, const char *key)
{
    const char *text = cf_manifest_hint(e->m, key);
    if (text != NULL)
        return text;
    for (size_t k = 0; k < sizeof fallback_hints / sizeof fallback_hints[0]; k++)
        if (strcmp(fallback_hints[k].key, key) == 0)
            return fallback_hints[k].text;
    return "";
}

void cf_textf(char *out, size_t size, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(out, size, format, args);
    va_end(args);
}

/* Record the symptom and its hint, unless an earlier failure already did. */
__attribute__((format(printf, 3, 4)))
static void say(cf_judgement *j, const char *hint_text, const char *format, ...)
{
    if (j->symptom[0] != '\0')
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(j->symptom, sizeof j->symptom, format, args);
    va_end(args);
    snprintf(j->hint, sizeof j->hint, "%s", hint_text != NULL ? hint_text : "");
}

static const char *status_name(int status)
{
    return cf_status_name((cf_status)status);
}

/* ---- a process that gave no result ---- */

static void judge_dead_process(const cf_evidence *e, cf_judgement *j)
{
    const cf_outcome *o = e->outcome;
    const cf_limits *l = &e->test->limits;
    int near_memory_limit = l->memory_mib > 0 && o->max_rss_kib >= l->memory_mib * 1024 * 3 / 4;
    if (!o->started) {
        say(j, NULL, "the grader could not start your program (%s)", o->message);
    } else if (o->disk_exceeded) {
        /* Only without namespaces: there its folder is on the machine's
         * disk, and the grader stops it (with namespaces a full tmpfs
         * just refuses the write). */
        say(j, "write only small files, in your folder or TMPDIR",
            "wrote more than %ld MiB of files (or too many files) and was stopped",
            o->disk_limit_mib);
    } else if (o->wall_timeout) {
        /* On a busy machine a loop may get a fraction of the CPU: only
         * a tenth or less is "hardly". */
        if (o->cpu_seconds < 0.1 * o->wall_seconds)
            say(j, hint(e, "sleep"), "did not finish within %g s and hardly used the CPU (%.2f s)",
                o->wall_limit, o->cpu_seconds);
        else
            say(j, hint(e, "cpu"), "did not finish within %g s (it used %.2f s of CPU time)",
                o->wall_limit, o->cpu_seconds);
    } else if (o->signaled && (o->signal == SIGXCPU
                               || (o->signal == SIGKILL && o->cpu_seconds >= l->cpu_seconds - 0.05))) {
        say(j, hint(e, "cpu"), "used more than %g s of CPU time and was stopped", l->cpu_seconds);
    } else if (o->signaled && o->signal == SIGXFSZ) {
        say(j, hint(e, "output"), "printed more than %ld KiB of output and was stopped",
            l->output_kib);
    } else if (near_memory_limit && (o->signaled || o->exit_code != 0)) {
        say(j, hint(e, "memory"), "ran out of memory (%ld MiB used, %ld MiB allowed)",
            o->max_rss_kib / 1024, l->memory_mib);
    } else if (o->signaled && o->signal == SIGSEGV) {
        say(j, hint(e, "crash"), "crashed with a segmentation fault (SIGSEGV)");
    } else if (o->signaled && o->signal == SIGABRT) {
        say(j, "a failed assert, or the C library found a corrupted heap (a double free, a write"
               " past the end of an allocation)", "aborted (SIGABRT)");
    } else if (o->signaled && o->signal == SIGFPE) {
        say(j, "an integer division by zero", "crashed with an arithmetic error (SIGFPE)");
    } else if (o->signaled) {
        say(j, hint(e, "crash"), "crashed: signal %d (%s)", o->signal, strsignal(o->signal));
    } else if (e->result_problem != NULL && e->result_problem[0] != '\0' && o->exit_code == 0) {
        say(j, "the result is written on descriptor 3 after your solver returns: leave it alone",
            "its result could not be read (%s)", e->result_problem);
    } else {
        say(j, hint(e, "exit"),
            "the program ended (exit code %d) inside your code, before the solver returned",
            o->exit_code);
    }
}

/* ---- the answer ---- */

static void judge_certificate(const cf_evidence *e, const double *a_true,
                              const cf_certificate *c, cf_judgement *j, const char *prefix)
{
    const cf_problem *p = e->problem->p;
    const double *f = e->result->f;
    int i = c->worst_row;
    char key[64];
    switch (c->worst_condition) {
    case CF_COND_FINITE:
        for (i = 0; i < p->n && isfinite(f[i]); i++) {
        }
        if (i == p->n)
            i = 0;
        say(j, hint(e, "not-finite"), "%sf[%d] = %g is not a finite number", prefix, i, f[i]);
        return;
    case CF_COND_ACCEL_NONNEG: {
        int all_zero = 1;
        for (int k = 0; k < p->n; k++)
            all_zero &= f[k] == 0.0;
        if (all_zero) {
            say(j, hint(e, "all-zero"), "%severy force is 0, so a[%d] = b[%d] = %.6g < 0", prefix, i,
                i, a_true[i]);
            return;
        }
        say(j, hint(e, "accel-negative"), "%sa[%d] = %.6g is negative", prefix, i, a_true[i]);
        return;
    }
    case CF_COND_FORCE_NONNEG:
        say(j, hint(e, "force-negative"), "%sf[%d] = %.6g is negative", prefix, i, f[i]);
        return;
    case CF_COND_BILATERAL:
        say(j, hint(e, "bilateral"), "%sjoint %d accelerates at a[%d] = %.6g, not 0 (f[%d] = %.6g)",
            prefix, i, i, a_true[i], i, f[i]);
        return;
    case CF_COND_COMPLEMENTARITY:
        say(j, hint(e, "complementarity"), "%sf[%d] = %.6g and a[%d] = %.6g are both positive",
            prefix, i, f[i], i, a_true[i]);
        return;
    default:
        /* The key is one word in tests.txt: "friction direction" becomes
         * condition:friction-direction. */
        snprintf(key, sizeof key, "condition:%s", cf_condition_name(c->worst_condition));
        for (char *k = key; *k != '\0'; k++)
            if (*k == ' ')
                *k = '-';
        say(j, hint(e, key), "%srow %d violates %s by %.3g (tolerance %g)", prefix, i,
            cf_condition_name(c->worst_condition), c->worst, c->tol);
        return;
    }
}

static void judge_answer(const cf_evidence *e, cf_judgement *j)
{
    const cf_problem *p = e->problem->p;
    const cf_wire_result *r = e->result;
    const int expected = e->problem->expect_status;
    char key[64];

    if (r->status == CF_NOT_IMPLEMENTED && expected != CF_NOT_IMPLEMENTED) {
        if (e->stubs != NULL && e->stubs[0] != '\0')
            say(j, NULL, "status not-implemented: %s", e->stubs);
        else
            say(j, NULL, "status not-implemented: a function still returns CF_NOT_IMPLEMENTED");
        return;
    }
    if (r->input_changed) {
        say(j, hint(e, "input-changed"), "your solver changed the problem it was given");
        return;
    }
    if (r->calls_differ) {
        say(j, hint(e, "calls-differ"), "called a second time on the same problem, your solver"
            " answered differently");
        return;
    }
    if (expected != CF_OK) {
        if (r->status == expected) {
            j->solve_ok = 1;
            return;
        }
        snprintf(key, sizeof key, "expect-status:%s", status_name(expected));
        const char *text = cf_manifest_hint(e->m, key);
        say(j, text != NULL ? text : cf_status_explain((cf_status)expected),
            "status %s, expected %s", status_name(r->status), status_name(expected));
        return;
    }

    double *a_true = malloc((size_t)p->n * sizeof *a_true);
    if (a_true == NULL) {
        say(j, NULL, "the grader ran out of memory judging this answer");
        return;
    }
    cf_certificate c = cf_certify(p, r->f, CF_CERTIFY_DEFAULT_TOL, a_true);
    if (r->status != CF_OK) {
        snprintf(key, sizeof key, "status:%s", status_name(r->status));
        const char *text = cf_manifest_hint(e->m, key);
        if (r->status == CF_INACCURATE && !c.ok) {
            /* The harness's own check rejected the answer: say what is wrong with it. */
            judge_certificate(e, a_true, &c, j, "status inaccurate (your answer fails the certifier): ");
        } else {
            say(j, text != NULL ? text : cf_status_explain((cf_status)r->status),
                "status %s, but this problem has a solution", status_name(r->status));
        }
        free(a_true);
        return;
    }
    if (!c.ok) {
        judge_certificate(e, a_true, &c, j, "");
        free(a_true);
        return;
    }
    double tol = 1e-8 * (c.accel_scale > 1.0 ? c.accel_scale : 1.0);
    for (int i = 0; i < p->n; i++) {
        if (!(fabs(r->a[i] - a_true[i]) <= tol)) {
            say(j, hint(e, "wrong-a"), "the a you returned is not A f + b: a[%d] = %.6g, A f + b gives %.6g",
                i, r->a[i], a_true[i]);
            free(a_true);
            return;
        }
    }
    char why[256];
    if (!cf_check_expectations(p, r->f, a_true, why, sizeof why)) {
        say(j, hint(e, "expectations"), "the forces pass the certifier but not this problem's expectations (%s)", why);
        free(a_true);
        return;
    }
    free(a_true);
    j->solve_ok = 1;
}

/* ---- the pivots ---- */

static void describe_pivot(char *text, size_t size, int d, double s, int j, int move)
{
    if (d < 0) {
        /* Stage 3 on: the bilateral block; stage 5 also records its corrections so. */
        snprintf(text, size, "record of no drive, limited by contact %d (%s: the bilateral block"
                 " A_BB f_B = -b_B, or a correction)", j, cf_move_name((cf_move)move));
        return;
    }
    snprintf(text, size, "drive of contact %d: step %.6g limited by contact %d (%s)", d, s, j,
             cf_move_name((cf_move)move));
}

/* Stages 2 to 5 record, at every pivot, the state after it, and for every
 * such state a = A f + b (the accelerations of the problem's own A; stage
 * 6 records the folded problem's): a record whose a is not A f + b for its
 * f (a block recorded before a is recomputed, an a left from before the
 * step) says a state the solve never was in.  The tolerance, 1e-6 of the
 * size of the terms, is far above the drift of a += s delta a over a
 * solve's pivots and far below a stale acceleration. */
#define STATE_TOL 1e-6

/* Exercise 3's record of the bilateral block (its first record, d = -1:
 * it drives nothing) says what the block did: zero delta f and delta a,
 * and every joint's a exactly 0 (the block sets it after computing a
 * afresh); its handout fixes both.  (Later stages make other records with
 * d = -1, corrections of stage 5 among them, that carry a direction.) */
static int recorded_block_differs(const cf_evidence *e, cf_judgement *j)
{
    const cf_problem *p = e->problem->p;
    const cf_wire_result *r = e->result;
    if (e->m->stage != 3 || r->pivot_count == 0)
        return 0;
    const cf_wire_pivot *block = &r->pivots[0];
    if (block->d >= 0 || block->df == NULL || block->da == NULL || block->a == NULL)
        return 0;
    for (int i = 0; i < p->n; i++) {
        if (block->df[i] != 0.0 || block->da[i] != 0.0) {
            say(j, hint(e, "trace-block"), "your record of the bilateral block (pivot 1) has"
                " delta f[%d] = %g and delta a[%d] = %g, where the block records zero delta f"
                " and delta a", i, block->df[i], i, block->da[i]);
            return 1;
        }
        if (p->rows[i].kind == CF_ROW_BILATERAL && block->a[i] != 0.0) {
            say(j, hint(e, "trace-block"), "your record of the bilateral block (pivot 1) has"
                " a[%d] = %g at a joint, where the block sets a = 0 exactly at every joint", i,
                block->a[i]);
            return 1;
        }
    }
    return 0;
}

static int recorded_state_differs(const cf_evidence *e, cf_judgement *j)
{
    const cf_problem *p = e->problem->p;
    const cf_wire_result *r = e->result;
    if (e->m->stage < 2 || e->m->stage > 5)
        return 0;
    const int n = p->n;
    double largest_A = 0.0, largest_b = 0.0, largest_f = 0.0;
    for (int c = 0; c < n * n; c++)
        largest_A = fmax(largest_A, fabs(p->A[c]));
    for (int i = 0; i < n; i++)
        largest_b = fmax(largest_b, fabs(p->b[i]));
    for (int k = 0; k < r->pivot_count; k++) {
        const cf_wire_pivot *pv = &r->pivots[k];
        if (pv->f == NULL || pv->a == NULL)
            continue;
        /* the scale of the solve so far: a drifts with the largest terms it met */
        for (int i = 0; i < n; i++)
            largest_f = fmax(largest_f, fabs(pv->f[i]));
        double scale = fmax(largest_b, largest_A * largest_f);
        for (int i = 0; i < n; i++) {
            double sum = p->b[i];
            for (int m = 0; m < n; m++)
                sum += p->A[i * n + m] * pv->f[m];
            if (!(fabs(pv->a[i] - sum) <= STATE_TOL * scale)) {
                char both[sizeof j->hint];
                snprintf(both, sizeof both, "A f + b gives %g for the f recorded there: %s", sum,
                         hint(e, "trace-state"));
                say(j, both, "your pivots are the algorithm's, but the state you recorded at"
                    " pivot %d has a[%d] = %g", k + 1, i, pv->a[i]);
                return 1;
            }
        }
    }
    return 0;
}

/* Where the move is one of the three shared ones (trace.h), the sets a
 * pivot records show where the move put its row (d or j), as the
 * algorithm's record of the same pivot does: the record is made after the
 * move (the handouts fix that).  Only that row is compared: other rows'
 * labels are not the pivot's business.  Called once every pivot matched. */
static const char *set_name(char c)
{
    return c == CF_SET_CLAMPED ? "C" : c == CF_SET_UNCLAMPED ? "NC" : "neither C nor NC";
}

static int recorded_sets_differ(const cf_evidence *e, cf_judgement *j)
{
    const cf_wire_result *r = e->result;
    const cf_trace *ref = e->reference;
    for (int k = 0; k < r->pivot_count && k < ref->count; k++) {
        const cf_wire_pivot *mine = &r->pivots[k];
        const cf_pivot *want = &ref->pivots[k];
        int row = mine->j;
        if (mine->sets == NULL || want->sets == NULL || row < 0 || row >= r->n
            || (mine->move != CF_MOVE_DRIVEN_TO_C && mine->move != CF_MOVE_C_TO_NC
                && mine->move != CF_MOVE_NC_TO_C)
            || mine->sets[row] == want->sets[row])
            continue;
        char both[sizeof j->hint];
        snprintf(both, sizeof both, "row %d is in %s in your record, in %s in the algorithm's: %s",
                 row, set_name(mine->sets[row]), set_name(want->sets[row]), hint(e, "trace-sets"));
        say(j, both, "your pivots are the algorithm's, but the sets you recorded at pivot %d"
            " differ", k + 1);
        return 1;
    }
    return 0;
}

static void judge_pivots(const cf_evidence *e, cf_judgement *j)
{
    const cf_wire_result *r = e->result;
    const cf_trace *ref = e->reference;
    if (ref == NULL) {
        say(j, NULL, "the grader has no reference pivots for this problem");
        return;
    }
    if (r->status == CF_NOT_IMPLEMENTED) {
        say(j, NULL, "status not-implemented: %s", e->stubs != NULL && e->stubs[0] != '\0' ? e->stubs
                                                     : "a function still returns CF_NOT_IMPLEMENTED");
        return;
    }
    if (r->calls_differ) {
        say(j, hint(e, "calls-differ"), "called a second time on the same problem, your solver"
            " pivoted differently");
        return;
    }
    if (r->pivot_count == 0 && ref->count > 0) {
        say(j, hint(e, "no-pivots"), "your solve recorded no pivots (the algorithm makes %d)", ref->count);
        return;
    }
    char yours[200], theirs[200];
    int common = r->pivot_count < ref->count ? r->pivot_count : ref->count;
    for (int k = 0; k < common; k++) {
        const cf_wire_pivot *mine = &r->pivots[k];
        const cf_pivot *want = &ref->pivots[k];
        int same_step = fabs(mine->s - want->s) <= STEP_TOL * (fabs(want->s) > 1.0 ? fabs(want->s) : 1.0);
        /* Where a drive ends is part of the path: pivot k begins a new drive
         * in both traces or in neither (said first, as the likelier mistake);
         * then the drive's number itself, which trace.h fixes (from 0). */
        int mine_new = k > 0 && mine->drive != r->pivots[k - 1].drive;
        int want_new = k > 0 && want->drive != ref->pivots[k - 1].drive;
        int same = mine->d == want->d && mine->j == want->j && mine->move == (int)want->move
                   && same_step;
        if (same && mine_new != want_new) {
            say(j, hint(e, "trace-drive-ends"), "your pivots differ from the algorithm's at pivot"
                " %d: %s", k + 1, want_new ? "it goes on with the drive of the pivot before, where"
                " the algorithm's drive had ended (and a new one drives the same contact)"
                : "your drive of that contact had ended at the pivot before and a new one began,"
                " where the algorithm's drive goes on");
            return;
        }
        if (same && mine->drive != want->drive) {
            say(j, hint(e, "trace-drive-number"), "your pivot %d is recorded as a pivot of drive %d;"
                " the algorithm's is of drive %d", k + 1, mine->drive, want->drive);
            return;
        }
        if (same)
            continue;
        describe_pivot(yours, sizeof yours, mine->d, mine->s, mine->j, mine->move);
        describe_pivot(theirs, sizeof theirs, want->d, want->s, want->j, (int)want->move);
        const char *key = mine->d != want->d                       ? "trace-drive"
                        : same_step && mine->j != want->j            ? "trace-tie"
                        : !same_step                                 ? "trace-step"
                                                                     : "trace-move";
        char both[sizeof j->hint];
        snprintf(both, sizeof both, "yours is the %s, the algorithm's is the %s: %s", yours, theirs,
                 hint(e, key));
        say(j, both, "your pivots differ from the algorithm's at pivot %d", k + 1);
        return;
    }
    if (r->pivot_count != ref->count) {
        say(j, hint(e, "trace-length"), "you made %d pivots, the algorithm makes %d",
            r->pivot_count, ref->count);
        return;
    }
    if (recorded_sets_differ(e, j) || recorded_block_differs(e, j) || recorded_state_differs(e, j))
        return;
    j->trace_ok = 1;
}

void cf_judge(const cf_evidence *e, cf_judgement *j)
{
    memset(j, 0, sizeof *j);
    if (e->result == NULL) {
        judge_dead_process(e, j);
    } else {
        if (e->test->solve_points > 0)
            judge_answer(e, j);
        if (e->test->trace_points > 0)
            judge_pivots(e, j);
        /* Where the pivots say more than the symptom, say it. */
        if (j->symptom[0] != '\0' && e->m->replay && e->result->status != CF_NOT_IMPLEMENTED)
            cf_replay_diagnose(e->m->stage, e->problem->p, e->result, j->diagnosis,
                               sizeof j->diagnosis);
    }
    if (j->symptom[0] == '\0')
        return;
    if (j->diagnosis[0] != '\0')
        snprintf(j->message, sizeof j->message, "%s; %s", j->symptom, j->diagnosis);
    else if (j->hint[0] != '\0')
        snprintf(j->message, sizeof j->message, "%s: %s", j->symptom, j->hint);
    else
        snprintf(j->message, sizeof j->message, "%s", j->symptom);
}

void cf_judge_outcome(const cf_manifest *m, const cf_test *t, const cf_outcome *o,
                      const char *result_problem, char *message, size_t size)
{
    cf_evidence e = {.m = m, .test = t, .outcome = o, .result_problem = result_problem};
    cf_judgement j;
    memset(&j, 0, sizeof j);
    judge_dead_process(&e, &j);
    if (j.hint[0] != '\0')
        snprintf(message, size, "%s: %s", j.symptom, j.hint);
    else
        snprintf(message, size, "%s", j.symptom);
}

/* ---- details for the saved file ---- */

static void print_vector(FILE *out, const char *label, int n, const double *v)
{
    fprintf(out, "%-16s", label);
    int shown = n < 24 ? n : 24;
    for (int i = 0; i < shown; i++)
        fprintf(out, " %.10g", v[i]);
    if (shown < n)
        fprintf(out, " ... (%d more)", n - shown);
    fprintf(out, "\n");
}

void cf_judge_details(FILE *out, const cf_evidence *e)
{
    const cf_problem *p = e->problem->p;
    const cf_outcome *o = e->outcome;
    char how[300];
    cf_outcome_describe(o, how, sizeof how);
    fprintf(out, "problem: %s (n = %d)\n", e->problem->label, p->n);
    fprintf(out, "process: %s; CPU %.3f s, wall %.3f s, memory %ld KiB\n", how, o->cpu_seconds,
            o->wall_seconds, o->max_rss_kib);
    const cf_wire_result *r = e->result;
    if (r == NULL) {
        fprintf(out, "result: none (%s)\n",
                e->result_problem != NULL && e->result_problem[0] != '\0' ? e->result_problem
                                                                          : "the process wrote no result");
        return;
    }
    fprintf(out, "status: %s (expected %s)\n", status_name(r->status),
            status_name(e->problem->expect_status));
    if (r->input_changed)
        fprintf(out, "the solver changed the problem it was given\n");
    print_vector(out, "f:", p->n, r->f);
    print_vector(out, "a (returned):", p->n, r->a);
    double *a_true = malloc((size_t)p->n * sizeof *a_true);
    if (a_true != NULL) {
        cf_certificate c = cf_certify(p, r->f, CF_CERTIFY_DEFAULT_TOL, a_true);
        print_vector(out, "A f + b:", p->n, a_true);
        fprintf(out, "certificate: ");
        cf_certificate_print(out, p, &c);
        char why[256];
        if (cf_check_expectations(p, r->f, a_true, why, sizeof why))
            fprintf(out, "expectations: every stated expectation holds\n");
        else
            fprintf(out, "expectations: %s\n", why);
        free(a_true);
    }
    const cf_trace *ref = e->reference;
    int rows = r->pivot_count;
    if (ref != NULL && ref->count > rows)
        rows = ref->count;
    if (rows > 40)
        rows = 40;
    if (rows > 0)
        fprintf(out, "pivots, yours | the algorithm's%s:\n", ref == NULL ? " (not compared)" : "");
    for (int k = 0; k < rows; k++) {
        char yours[200] = "-", theirs[200] = "-";
        if (k < r->pivot_count)
            describe_pivot(yours, sizeof yours, r->pivots[k].d, r->pivots[k].s, r->pivots[k].j,
                           r->pivots[k].move);
        if (ref != NULL && k < ref->count)
            describe_pivot(theirs, sizeof theirs, ref->pivots[k].d, ref->pivots[k].s,
                           ref->pivots[k].j, (int)ref->pivots[k].move);
        fprintf(out, "  %3d  %s\n       %s\n", k + 1, yours, theirs);
    }
}
