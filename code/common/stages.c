/* stages.c - find a stage's solver by its number, in the table of stages. */
#include "stages.h"

#include <stddef.h>

typedef struct stage_solver {
    int number;
    cf_solver solve;
} stage_solver;

#define STAGE(number, folder, solver, title, paper, change, exercise, chapter) {number, solver},
#define PLANNED(number, title, paper, change)
static const stage_solver stage_solvers[] = {
#include "stages.def"
};
#undef STAGE
#undef PLANNED

cf_solver cf_stage_solver(int number)
{
    for (size_t k = 0; k < sizeof stage_solvers / sizeof stage_solvers[0]; k++)
        if (stage_solvers[k].number == number)
            return stage_solvers[k].solve;
    return NULL;
}
