/* stages.h - the solver of every stage, declared from the table of stages.
 *
 * code/common/stages.def lists the stages; each one's solver is a
 * cf_solver (solver.h).  Including this header declares them all, so that
 * a program can make its own table from stages.def with only the fields
 * it needs, for example:
 *
 *     #define STAGE(number, folder, solver, title, paper, change, exercise, chapter) \
 *         {number, solver},
 *     #define PLANNED(number, title, paper, change)
 *     static const my_stage stages[] = {
 *     #include "stages.def"
 *     };
 *     #undef STAGE
 *     #undef PLANNED
 */
#ifndef CF_STAGES_H
#define CF_STAGES_H

#include "solver.h"

#define STAGE(number, folder, solver, title, paper, change, exercise, chapter) \
    cf_status solver(const cf_problem *p, const cf_solve_options *options, double *f, double *a);
#define PLANNED(number, title, paper, change)
#include "stages.def"
#undef STAGE
#undef PLANNED

/* The solver of stage number, or NULL when the table has no such stage. */
cf_solver cf_stage_solver(int number);

#endif
