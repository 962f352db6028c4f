/* replay.h - find the first pivot of a student's solve that breaks the algorithm's rules.
 *
 * A wrong answer says that something is wrong; the pivots say where.  The
 * replay walks through the pivots a student's solver recorded (their
 * delta f, delta a, f, a and sets) from the start f = 0, a = b, and checks
 * each one against Baraff 1994, section 4.3, as the course implements it
 * (the book, chapter 2):
 *
 *   - compute_forces drives the contact with the most negative a (beyond
 *     roundoff), and only then;
 *   - fdirection: delta f_d = 1, delta f = 0 outside C, (A delta f)_C = 0;
 *   - delta a = A delta f;
 *   - maxstep: the smallest step of d, C and NC, first candidate on ties;
 *   - dantzig_drive_to_zero: f += s delta f, a += s delta a, j changes sets (or,
 *     when j is redundant, stays in NC, deferred until C changes), and the
 *     drive ends when d joins C;
 *   - the answer returned is the state after the last pivot, with no
 *     contact left accelerating into its obstacle.
 *
 * With joints (bilateral rows, Baraff 1994, section 4.5) the first record
 * is the bilateral block: every joint in C, f_B solving A_BB f_B = -b_B;
 * maxstep then ignores the joints, which never leave C.
 *
 * Each rule is checked on the student's own state, so a difference that
 * is only roundoff, or a tie broken as allowed, is not reported.
 */
#ifndef CF_REPLAY_H
#define CF_REPLAY_H

#include <stddef.h>

#include "problem.h"
#include "wire.h"

/* The roundoff tolerances of the stage-2 reference (dantzig.h's
 * DANTZIG_TOL and DANTZIG_FORCE_ROUNDOFF). */
#define CF_REPLAY_TOL 1e-12
#define CF_REPLAY_FORCE_ROUNDOFF 1e-13
/* delta a_d counts as a rise only beyond this times the size of its terms
 * (roundoff.c's DELTA_A_D_TOL). */
#define CF_REPLAY_DELTA_A_D_TOL 1e-13

/* 1 and a sentence in text ("pivot 2 (drive of contact 1): dantzig_maxstep
 * ...") when a rule is broken; 0 when every recorded pivot follows the rules
 * or there is nothing to replay.  stage names the functions a sentence
 * blames: 2 (dantzig_maxstep and its dantzig_step_* candidates) or 3
 * (bilateral_maxstep, with stage 2's candidates). */
int cf_replay_diagnose(int stage, const cf_problem *p, const cf_wire_result *r, char *text,
                       size_t size);

#endif
