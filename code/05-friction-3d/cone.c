/* cone.c - Stage 5: the friction of a 3D contact, and where it leaves the cone.
 *
 * A 3D contact has a normal row and two tangent rows; its friction f_T is
 * a 2-vector, inside the isotropic cone ||f_T|| <= mu f_N.  Its state is
 * kept in set[] of both tangent rows: not yet processed, sticking (C_F),
 * at the bound (NC_F), or free (mu = 0).  Here are the small helpers every
 * file of the stage uses: the tangent rows of a contact, its state, the
 * trace of a pivot, and the tests of a pivot that undoes the last one.
 */
#include "cone.h"

#include <math.h>

int cone_t1(const cone_solve *s, int i)
{
    return s->tangent[2 * i];
}

int cone_t2(const cone_solve *s, int i)
{
    return s->tangent[2 * i + 1];
}

double cone_mu(const cone_solve *s, int i)
{
    return s->base.dz.p->rows[cone_t1(s, i)].mu;
}

char cone_state(const cone_solve *s, int i)
{
    int t1 = cone_t1(s, i);
    return t1 < 0 ? CONE_FREE : s->base.dz.set[t1];
}

void cone_set_state(cone_solve *s, int i, char state)
{
    s->base.dz.set[cone_t1(s, i)] = state;
    s->base.dz.set[cone_t2(s, i)] = state;
}


static const char *const move_notes[CONE_MOVE_COUNT] = {
    [M_DRIVEN_NORMAL_CLAMPED] = "driven normal reached a = 0, joins C",
    [M_DRIVEN_FRICTION_STICKS] = "driven friction sticks, joins C_F",
    [M_DRIVEN_FRICTION_AT_BOUND] = "driven friction reached the cone, joins NC_F",
    [M_NORMAL_LEAVES_C] = "normal force reached 0, C to NC",
    [M_NORMAL_ENTERS_C] = "normal acceleration reached 0, NC to C",
    [M_STICKING_TO_BOUND] = "friction reached the cone, C_F to NC_F",
    [M_BOUND_UNSTICKS] = "a_T reached 0, NC_F to C_F",
    [M_DRIVE_RETURNED] = "the driven force returned to zero",
    [M_PATH_TURNS] = "both states block the step: the path turns back",
};

/* The shared trace's name for a move: stage 2's three, or "other". */
cf_status cone_record_pivot(cone_solve *s, int d, double step, int j, cone_move move)
{
    /* a pivot of a correction (d < 0) is not one of a drive's */
    cf_move shared = d < 0                             ? CF_MOVE_OTHER
                     : move == M_DRIVEN_NORMAL_CLAMPED ? CF_MOVE_DRIVEN_TO_C
                     : move == M_NORMAL_LEAVES_C       ? CF_MOVE_C_TO_NC
                     : move == M_NORMAL_ENTERS_C       ? CF_MOVE_NC_TO_C
                                                       : CF_MOVE_OTHER;
    const char *note = shared == CF_MOVE_OTHER ? move_notes[move] : NULL;
    dantzig *dz = &s->base.dz;
    if (d < 0 || s->df_of_step == NULL || dz->trace == NULL)
        return dantzig_record_pivot(dz, d, step, j, shared, note);
    return cf_trace_add(dz->trace, dz->drive, d, step, j, shared, note, s->df_of_step, dz->da,
                        dz->f, dz->a, dz->set);
}

int cone_undoes(cone_move move, cone_move before)
{
    return (move == M_STICKING_TO_BOUND && before == M_BOUND_UNSTICKS)
           || (move == M_BOUND_UNSTICKS && before == M_STICKING_TO_BOUND)
           || (move == M_NORMAL_LEAVES_C && before == M_NORMAL_ENTERS_C)
           || (move == M_NORMAL_ENTERS_C && before == M_NORMAL_LEAVES_C);
}
