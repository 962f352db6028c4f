/* replay.h - find the first pivot of a student's solve that breaks the algorithm's rules.
 *
 * A wrong answer says that something is wrong; the pivots say where.  The
 * replay walks through the pivots a student's solver recorded (their
 * delta f, delta a, f, a and sets) from the start f = 0, a = b, and checks
 * each one against Baraff 1994, section 4.3, as the course implements it
 * (the book, chapter 2):
 *
 *   - compute_forces drives the first contact with a < 0, and only then;
 *   - fdirection: delta f_d = 1, delta f = 0 outside C, (A delta f)_C = 0;
 *   - delta a = A delta f;
 *   - maxstep: the smallest step of d, C and NC, first candidate on ties;
 *   - drive_to_zero: f += s delta f, a += s delta a, j changes sets, and
 *     the drive ends when d joins C;
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

/* The roundoff tolerance of the stage-2 harness (dantzig.c's DEFAULT_TOL). */
#define CF_REPLAY_TOL 1e-10

/* 1 and a sentence in text ("pivot 2 (drive of contact 1): maxstep ...")
 * when a rule is broken; 0 when every recorded pivot follows the rules or
 * there is nothing to replay. */
int cf_replay_diagnose(const cf_problem *p, const cf_wire_result *r, char *text, size_t size);

#endif
