/* rules.h - rule tests: one function of the student's file, one rule, one state.
 *
 * A problem test judges a whole solve: a wrong rule shows only where a
 * solve happens to meet it, and two wrong rules can hide each other.  A
 * rule test calls one function of Baraff 1994, section 4.3 (fdirection,
 * maxstep, drive_to_zero; exercises 2 to 4, and 6), of exercise 5's cone
 * (cone_exit_step, fdirection, advance) or the cone of the sticking
 * impulse (stage6_impulse_in_cone, Baraff 1991; exercise 6) on a small
 * state made by hand, whose answer is worked out in the comments of
 * rules.c, and checks one rule with a stated tolerance.  tests.txt names
 * them: "rule NAME POINTS" in a test block.
 *
 * The state travels to the exercise's harness (rules-NN-name.c, which
 * includes the student's file) as a wire record; the harness, run in the
 * same sandbox and with the same limits as every other run of student
 * code, sends back what the function left; rules.c judges it here.
 */
#ifndef CF_RULES_H
#define CF_RULES_H

#include <stddef.h>
#include <stdio.h>

#include "problem.h"
#include "wire.h"

typedef struct cf_rule cf_rule;

/* The rule test NAME of a stage, or NULL. */
const cf_rule *cf_rule_find(int stage, const char *name);

/* The stage has a harness for rule tests (its kit has rules.c). */
int cf_rule_stage_has_rules(int stage);

const char *cf_rule_name(const cf_rule *r);
/* What it checks, in a few words ("maxstep, a tie between d and a
 * clamped force"): every message of the rule starts with it. */
const char *cf_rule_concept(const cf_rule *r);

/* The student's functions the rule calls ("fdirection", "maxstep
 * drive_to_zero ..."): a stub among them fails the test. */
const char *cf_rule_functions(const cf_rule *r);

/* Build the state: the problem (A, b), the pivot limit and the rest of
 * the solver's state.  0 on success (free with cf_problem_free and
 * cf_wire_rule_free); -1 out of memory. */
int cf_rule_state(const cf_rule *r, cf_problem **p, int *max_pivots, cf_wire_rule *state);

/* Judge what the call left.  1 passed; 0 failed, with a message that
 * names the rule and what went wrong.  stubs: the skeleton's "TODO(...)"
 * names still in the file ("maxstep is still a stub"), or "". */
int cf_rule_judge(const cf_rule *r, const cf_wire_rule_result *res, const char *stubs,
                  char *message, size_t size);

/* The state and the expectation, for the saved details of a failure. */
void cf_rule_describe(FILE *out, const cf_rule *r);

#endif
