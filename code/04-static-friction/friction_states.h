/* friction_states.h - Stage 4: the states of a friction index and the
 * transitions between them, as one table.
 *
 * Baraff 1994, section 5 (2D static friction): a contact's friction force
 * f_F either sticks (a_F = 0, |f_F| <= mu f_N) or is at the bound with
 * the friction opposing the tangential acceleration.  The solver, its
 * pivot trace and the book's transition diagram all take the names and
 * the one-character codes from this table, so they cannot disagree.
 */
#ifndef CF_FRICTION_STATES_H
#define CF_FRICTION_STATES_H

#include <stdio.h>

#include "trace.h"

/* The state of a friction index. */
typedef enum friction_state {
    FRICTION_UNPROCESSED = 0, /* not yet processed: f_F = 0, a_F free */
    FRICTION_STICKING,        /* C_F: a_F = 0, |f_F| <= mu f_N; f_F is an unknown */
    FRICTION_BOUND_PLUS,      /* NC_F+: f_F = +mu f_N, a_F <= 0 */
    FRICTION_BOUND_MINUS,     /* NC_F-: f_F = -mu f_N, a_F >= 0 */
    FRICTION_NONE,            /* mu = 0: no friction to find, f_F = 0 and a_F free */
    FRICTION_STATE_COUNT
} friction_state;

typedef struct friction_state_info {
    char set;               /* the code in set[] and in the pivot trace */
    const char *name;       /* the paper's name: "C_F", "NC_F+", ... */
    const char *conditions; /* what holds in this state */
} friction_state_info;

/* What a pivot does: every step of drive-to-zero ends in one of these. */
typedef enum transition {
    /* the driven index */
    T_DRIVEN_NORMAL_CLAMPED = 0, /* a_N,d reaches 0: d joins C, the drive ends */
    T_DRIVEN_FRICTION_STICKS,    /* a_F,d reaches 0: d joins C_F, the drive ends */
    T_DRIVEN_FRICTION_AT_BOUND,  /* |f_F,d| reaches mu f_N: d joins NC_F+ or NC_F- */
    /* normal indices */
    T_NORMAL_LEAVES_C,           /* f_N,i reaches 0: i goes to NC, its friction is released */
    T_NORMAL_ENTERS_C,           /* a_N,i reaches 0: i goes from NC to C */
    T_NORMAL_DEFERRED,           /* a_N,i reaches 0, but i is redundant: it waits in NC */
    /* friction indices */
    T_STICKING_TO_PLUS,          /* f_F,i reaches +mu f_N: C_F to NC_F+ */
    T_STICKING_TO_MINUS,         /* f_F,i reaches -mu f_N: C_F to NC_F- */
    T_PLUS_UNSTICKS,             /* a_F,i rises to 0: NC_F+ to C_F */
    T_MINUS_UNSTICKS,            /* a_F,i falls to 0: NC_F- to C_F */
    /* the path of the drive */
    T_PATH_TURNS,                /* both states of an index block the step: turn back */
    T_DRIVE_RETURNED,            /* turned back, f_d returned to 0: the drive failed */
    /* not a pivot: an index processed without a drive */
    T_ALREADY_STICKING,          /* |a_F| is roundoff when processed: straight to C_F */
    T_RELEASED,                  /* the normal left C: f_F = 0, back to not yet processed */
    TRANSITION_COUNT
} transition;

#define FRICTION_ANY (-1) /* as the from-state of a transition: every processed state */

typedef struct transition_info {
    const char *note;   /* what the trace says */
    cf_move move;       /* how the shared trace classifies it */
    int from, to;       /* friction states; -1 (from) or FRICTION_STATE_COUNT (to): none */
    const char *label;  /* the edge label in the diagram */
} transition_info;

const friction_state_info *friction_state_of(friction_state state);
const transition_info *friction_transition_of(transition t);

/* The friction state whose code is c, or FRICTION_STATE_COUNT. */
friction_state friction_state_from_set(char c);

/* The state diagram of a friction index, as Graphviz DOT, from the table. */
void friction_states_print_dot(FILE *out);

#endif
