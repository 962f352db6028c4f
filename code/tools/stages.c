/* stages.c - the table of stages (stages.def) as C data. */
#include "stages.h"

#include <stddef.h>

/* Every stage's solver is a cf_solver. */
#define STAGE(number, folder, solver, title, paper, change, exercise, chapter) \
    cf_status solver(const cf_problem *p, const cf_solve_options *options, double *f, double *a);
#define PLANNED(number, title, paper, change)
#define BUILDS_ON(number, earlier)
#include "stages.def"
#undef STAGE

#define STAGE(number, folder, solver, title, paper, change, exercise, chapter) \
    {number, folder, solver, title, paper, change, exercise, chapter},
static const cf_stage stages[] = {
#include "stages.def"
};
#undef STAGE
#undef PLANNED
#undef BUILDS_ON

const cf_stage *cf_stages(int *count)
{
    *count = (int)(sizeof stages / sizeof stages[0]);
    return stages;
}

const cf_stage *cf_find_stage(int number)
{
    for (size_t k = 0; k < sizeof stages / sizeof stages[0]; k++)
        if (stages[k].number == number)
            return &stages[k];
    return NULL;
}

cf_solver cf_stage_solver(int number)
{
    const cf_stage *stage = cf_find_stage(number);
    return stage != NULL ? stage->solve : NULL;
}
