/* friction_states.c - the table of friction states and transitions (Stage 4). */
#include "friction_states.h"

// start snippet friction-states
/* Baraff 1994, section 5.1: at a contact with static friction, either
 * a_F = 0 and |f_F| <= mu f_N, or the friction is at the bound and
 * opposes a_F.  The conditions are the paper's; the names C_F, NC_F+ and
 * NC_F- are the course's own. */
static const friction_state_info states[FRICTION_STATE_COUNT] = {
    [FRICTION_UNPROCESSED] = {CF_SET_IGNORED, "not yet processed", "f_F = 0, a_F free"},
    [FRICTION_STICKING] = {CF_SET_STICKING, "C_F", "a_F = 0, |f_F| <= mu f_N"},
    [FRICTION_BOUND_PLUS] = {CF_SET_BOUND_PLUS, "NC_F+", "f_F = +mu f_N, a_F <= 0"},
    [FRICTION_BOUND_MINUS] = {CF_SET_BOUND_MINUS, "NC_F-", "f_F = -mu f_N, a_F >= 0"},
    [FRICTION_NONE] = {CF_SET_FRICTIONLESS, "mu = 0", "f_F = 0, a_F free"},
};
// end snippet friction-states

#define NONE FRICTION_STATE_COUNT

static const transition_info transitions[TRANSITION_COUNT] = {
    [T_DRIVEN_NORMAL_CLAMPED] = {"driven normal reached a = 0, joins C", CF_MOVE_DRIVEN_TO_C,
                                 NONE, NONE, ""},
    [T_DRIVEN_FRICTION_STICKS] = {"driven friction sticks, joins C_F", CF_MOVE_OTHER,
                                  FRICTION_UNPROCESSED, FRICTION_STICKING,
                                  "driven: a_F reaches 0"},
    [T_DRIVEN_FRICTION_AT_BOUND] = {"driven friction at the bound, joins NC_F", CF_MOVE_OTHER,
                                    FRICTION_UNPROCESSED, NONE,
                                    "driven: |f_F| reaches mu f_N"},
    [T_NORMAL_LEAVES_C] = {"normal force reached 0, C to NC", CF_MOVE_C_TO_NC, NONE, NONE, ""},
    [T_NORMAL_ENTERS_C] = {"normal acceleration reached 0, NC to C", CF_MOVE_NC_TO_C, NONE,
                           NONE, ""},
    [T_NORMAL_DEFERRED] = {"a_N reached 0; redundant, deferred", CF_MOVE_OTHER, NONE, NONE,
                           ""},
    [T_STICKING_TO_PLUS] = {"friction reached +mu f_N, C_F to NC_F+", CF_MOVE_OTHER,
                            FRICTION_STICKING, FRICTION_BOUND_PLUS, "f_F reaches +mu f_N"},
    [T_STICKING_TO_MINUS] = {"friction reached -mu f_N, C_F to NC_F-", CF_MOVE_OTHER,
                             FRICTION_STICKING, FRICTION_BOUND_MINUS, "f_F reaches -mu f_N"},
    [T_PLUS_UNSTICKS] = {"a_F rose to 0, NC_F+ to C_F", CF_MOVE_OTHER, FRICTION_BOUND_PLUS,
                         FRICTION_STICKING, "a_F rises to 0"},
    [T_MINUS_UNSTICKS] = {"a_F fell to 0, NC_F- to C_F", CF_MOVE_OTHER, FRICTION_BOUND_MINUS,
                          FRICTION_STICKING, "a_F falls to 0"},
    [T_PATH_TURNS] = {"both states block the step: the path turns back", CF_MOVE_OTHER, NONE,
                      NONE, ""},
    [T_DRIVE_RETURNED] = {"the driven force returned to zero: the drive failed", CF_MOVE_OTHER,
                          NONE, NONE, ""},
    [T_ALREADY_STICKING] = {"a_F already 0, joins C_F", CF_MOVE_OTHER, FRICTION_UNPROCESSED,
                            FRICTION_STICKING, "processed with a_F = 0"},
    [T_RELEASED] = {"its normal left C: f_F = 0", CF_MOVE_OTHER, FRICTION_ANY,
                    FRICTION_UNPROCESSED, "its normal leaves C"},
};

const friction_state_info *friction_state_of(friction_state state)
{
    if ((int)state < 0 || state >= FRICTION_STATE_COUNT)
        return &states[FRICTION_UNPROCESSED];
    return &states[state];
}

const transition_info *friction_transition_of(transition t)
{
    if ((int)t < 0 || t >= TRANSITION_COUNT)
        return &transitions[T_RELEASED];
    return &transitions[t];
}

friction_state friction_state_from_set(char c)
{
    for (int s = 0; s < FRICTION_STATE_COUNT; s++)
        if (states[s].set == c)
            return (friction_state)s;
    return FRICTION_STATE_COUNT;
}

static void print_edge(FILE *out, int from, int to, const char *label)
{
    fprintf(out, "  s%d -> s%d [label=\"%s\"];\n", from, to, label);
}

void friction_states_print_dot(FILE *out)
{
    fprintf(out, "digraph friction_states {\n");
    fprintf(out, "  graph [rankdir=LR, fontname=\"Helvetica\", nodesep=0.5];\n");
    fprintf(out, "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n");
    fprintf(out, "  edge [fontname=\"Helvetica\", fontsize=10];\n");
    for (int s = 0; s < FRICTION_STATE_COUNT; s++)
        if (s != FRICTION_NONE) /* a contact without friction takes no part */
            fprintf(out, "  s%d [label=\"%s\\n%s\"];\n", s, states[s].name, states[s].conditions);
    for (int t = 0; t < TRANSITION_COUNT; t++) {
        const transition_info *info = &transitions[t];
        if (info->from == NONE || info->label[0] == '\0')
            continue;
        if (info->to == NONE) {
            /* a driven friction reaches the bound on the side it was driven to */
            print_edge(out, info->from, FRICTION_BOUND_PLUS, "driven up: f_F reaches +mu f_N");
            print_edge(out, info->from, FRICTION_BOUND_MINUS, "driven down: f_F reaches -mu f_N");
        } else if (info->from == FRICTION_ANY) {
            for (int s = 0; s < FRICTION_STATE_COUNT; s++)
                if (s != info->to && s != FRICTION_NONE)
                    fprintf(out, "  s%d -> s%d [label=\"%s\", style=dashed];\n", s, info->to,
                            info->label);
        } else {
            print_edge(out, info->from, info->to, info->label);
        }
    }
    fprintf(out, "}\n");
}
