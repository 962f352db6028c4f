/* cone_cycles.c - Stage 5: noticing that the pivoting goes round in a cycle.
 *
 * NOT PART OF THE LESSON.  Termination is not proven with friction
 * (Baraff 1994, section 5), and the pivoting does cycle on some problems:
 * a friction at the cone with a_T = 0 blocks both of its states and the
 * pivots pass it back and forth without a step, or two contacts push each
 * other's normal off in turn.  The drive asks here after every pivot; a
 * cycle ends the attempt, and the fall-back (cone_fallback.c) takes over.
 */
#include "cone.h"

#define CYCLE_REPEATS 3 /* a state passed this often before is a cycle */

// start snippet cycles
/* A cycle comes back to a state it passed: the same sets, the same driven
 * index, the path going the same way.  A number made from the state
 * (FNV-1a) is kept for the last CONE_CYCLE_MEMORY states; one met CYCLE_REPEATS
 * times before ends the attempt.  Only the sets are compared, not the
 * forces, so a long legitimate path could be taken for a cycle; that
 * costs the fall-back's time, never a wrong answer. */
int cone_comes_round(cone_solve *s, int d, int where)
{
    unsigned long long h = 14695981039346656037ull;
    for (int i = 0; i < s->base.dz.n; i++) {
        h ^= (unsigned char)s->base.dz.set[i];
        h *= 1099511628211ull;
    }
    int extra[4] = {d, s->driven, s->base.omega > 0.0, where};
    for (int k = 0; k < 4; k++) {
        h ^= (unsigned long long)(unsigned)extra[k];
        h *= 1099511628211ull;
    }
    int before = 0, remembered = s->seen_count < CONE_CYCLE_MEMORY ? s->seen_count : CONE_CYCLE_MEMORY;
    for (int k = 0; k < remembered; k++)
        before += s->seen[k] == h;
    s->seen[s->seen_count % CONE_CYCLE_MEMORY] = h;
    s->seen_count++;
    if (before >= CYCLE_REPEATS)
        s->cycled = 1;
    return s->cycled;
}
// end snippet cycles
