/* trace.c - recording pivots and printing them as text or Graphviz DOT. */
#include "trace.h"

#include <stdlib.h>
#include <string.h>

static const char *const move_names[CF_MOVE_COUNT] = {
    [CF_MOVE_DRIVEN_TO_C] = "driven index reached zero, joins C",
    [CF_MOVE_C_TO_NC] = "force reached zero, C to NC",
    [CF_MOVE_NC_TO_C] = "acceleration reached zero, NC to C",
    [CF_MOVE_OTHER] = "other",
};

const char *cf_move_name(cf_move move)
{
    if ((int)move < 0 || move >= CF_MOVE_COUNT)
        return "unknown";
    return move_names[move];
}

cf_trace *cf_trace_new(int n)
{
    if (n < 1)
        return NULL;
    cf_trace *t = calloc(1, sizeof *t);
    if (t != NULL)
        t->n = n;
    return t;
}

static void pivot_free(cf_pivot *pivot)
{
    free(pivot->df);
    free(pivot->da);
    free(pivot->f);
    free(pivot->a);
    free(pivot->sets);
}

void cf_trace_free(cf_trace *t)
{
    if (t == NULL)
        return;
    for (int k = 0; k < t->count; k++)
        pivot_free(&t->pivots[k]);
    free(t->pivots);
    free(t);
}

static double *copy_doubles(int n, const double *from)
{
    double *to = malloc((size_t)n * sizeof *to);
    if (to != NULL)
        memcpy(to, from, (size_t)n * sizeof *to);
    return to;
}

cf_status cf_trace_add(cf_trace *t, int drive, int d, double s, int j, cf_move move,
                       const char *note, const double *df, const double *da,
                       const double *f, const double *a, const char *sets)
{
    if (t->count == t->capacity) {
        int capacity = t->capacity > 0 ? 2 * t->capacity : 16;
        cf_pivot *grown = realloc(t->pivots, (size_t)capacity * sizeof *grown);
        if (grown == NULL)
            return CF_NO_MEMORY;
        t->pivots = grown;
        t->capacity = capacity;
    }
    cf_pivot pivot = {.drive = drive, .d = d, .s = s, .j = j, .move = move};
    if (note != NULL)
        snprintf(pivot.note, sizeof pivot.note, "%s", note);
    pivot.df = copy_doubles(t->n, df);
    pivot.da = copy_doubles(t->n, da);
    pivot.f = copy_doubles(t->n, f);
    pivot.a = copy_doubles(t->n, a);
    pivot.sets = malloc((size_t)t->n);
    if (pivot.df == NULL || pivot.da == NULL || pivot.f == NULL || pivot.a == NULL
        || pivot.sets == NULL) {
        pivot_free(&pivot);
        return CF_NO_MEMORY;
    }
    memcpy(pivot.sets, sets, (size_t)t->n);
    t->pivots[t->count++] = pivot;
    return CF_OK;
}

static void print_vector(FILE *out, const char *label, int n, const double *v)
{
    fprintf(out, "  %-8s", label);
    for (int i = 0; i < n; i++)
        fprintf(out, " %12.6g", v[i]);
    fputc('\n', out);
}

/* "{0, 2}" for the indices whose membership is the given character. */
static void print_set(FILE *out, int n, const char *sets, char member)
{
    fputc('{', out);
    int first = 1;
    for (int i = 0; i < n; i++) {
        if (sets[i] != member)
            continue;
        fprintf(out, first ? "%d" : ", %d", i);
        first = 0;
    }
    fputc('}', out);
}

/* The friction sets of stage 4, only when some friction row is in one. */
static void print_friction_sets(FILE *out, int n, const char *sets, const char *separator)
{
    static const struct { char member; const char *name; } friction_sets[] = {
        {CF_SET_STICKING, "C_F"}, {CF_SET_BOUND_PLUS, "NC_F+"}, {CF_SET_BOUND_MINUS, "NC_F-"},
        {CF_SET_CONE, "NC_F"}};
    for (size_t k = 0; k < sizeof friction_sets / sizeof friction_sets[0]; k++) {
        if (memchr(sets, friction_sets[k].member, (size_t)n) == NULL)
            continue;
        fprintf(out, "%s%s = ", separator, friction_sets[k].name);
        print_set(out, n, sets, friction_sets[k].member);
    }
}

void cf_trace_print_text(FILE *out, const cf_trace *t)
{
    for (int k = 0; k < t->count; k++) {
        const cf_pivot *p = &t->pivots[k];
        fprintf(out, "pivot %d (drive %d, driving index %d): step s = %.9g, limited by index %d: %s%s%s\n",
                k + 1, p->drive + 1, p->d, p->s, p->j,
                p->move == CF_MOVE_OTHER ? "" : cf_move_name(p->move),
                p->note[0] != '\0' && p->move != CF_MOVE_OTHER ? "; " : "", p->note);
        print_vector(out, "delta f", t->n, p->df);
        print_vector(out, "delta a", t->n, p->da);
        print_vector(out, "f", t->n, p->f);
        print_vector(out, "a", t->n, p->a);
        fprintf(out, "  C = ");
        print_set(out, t->n, p->sets, CF_SET_CLAMPED);
        fprintf(out, ", NC = ");
        print_set(out, t->n, p->sets, CF_SET_UNCLAMPED);
        print_friction_sets(out, t->n, p->sets, ", ");
        fputc('\n', out);
    }
}

static void print_dot_state(FILE *out, int n, const char *sets)
{
    fprintf(out, "C = ");
    print_set(out, n, sets, CF_SET_CLAMPED);
    fprintf(out, "\\nNC = ");
    print_set(out, n, sets, CF_SET_UNCLAMPED);
    print_friction_sets(out, n, sets, "\\n");
}

void cf_trace_print_dot(FILE *out, const cf_trace *t, const char *title)
{
    fprintf(out, "digraph pivots {\n");
    fprintf(out, "  graph [rankdir=TB, fontname=\"Helvetica\", label=\"%s\", labelloc=t];\n",
            title != NULL ? title : "pivot trace");
    fprintf(out, "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n");
    fprintf(out, "  edge [fontname=\"Helvetica\", fontsize=10];\n");
    fprintf(out, "  s0 [label=\"start\\nf = 0, a = b\\nC = {}, NC = {}\"];\n");
    for (int k = 0; k < t->count; k++) {
        const cf_pivot *p = &t->pivots[k];
        fprintf(out, "  s%d [label=\"", k + 1);
        print_dot_state(out, t->n, p->sets);
        fprintf(out, "\"%s];\n", p->move == CF_MOVE_DRIVEN_TO_C ? ", penwidth=2" : "");
        const char *what = p->move == CF_MOVE_DRIVEN_TO_C ? "a_d reached 0"
                           : p->move == CF_MOVE_C_TO_NC   ? "f_j reached 0"
                           : p->move == CF_MOVE_NC_TO_C   ? "a_j reached 0"
                                                          : p->note;
        fprintf(out, "  s%d -> s%d [label=\"drive %d: s = %.4g\\nj = %d (%s)\"];\n",
                k, k + 1, p->d, p->s, p->j, what);
    }
    fprintf(out, "}\n");
}
