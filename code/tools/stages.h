/* stages.h - the course's stages, as listed in its one table of stages.
 *
 * code/tools/stages.def holds one line per stage: its number, folder,
 * solver, title, paper section, what changes from the stage before, the
 * functions its exercise asks for, and its chapter.  C programs read it
 * here; make and sh read the same lines with sed (exercises/grader/kit.mk,
 * mk/book.mk, figures/stages.sh).
 */
#ifndef CF_STAGES_H
#define CF_STAGES_H

#include "solver.h"

typedef struct cf_stage {
    int number;
    const char *folder;   /* "02-dantzig": code/02-dantzig, exercises/instructor/02-dantzig */
    cf_solver solve;
    const char *title;
    const char *paper;    /* "Baraff 1994, section 4" */
    const char *change;   /* what changes from the stage before */
    const char *exercise; /* the functions its exercise asks for, space separated; "" if none */
    const char *chapter;  /* "chapters/02-dantzig.md" */
} cf_stage;

/* The stages that have code, in order; *count receives how many. */
const cf_stage *cf_stages(int *count);

/* The stage with this number, or NULL when the table has none. */
const cf_stage *cf_find_stage(int number);

/* Its solver, or NULL. */
cf_solver cf_stage_solver(int number);

#endif
