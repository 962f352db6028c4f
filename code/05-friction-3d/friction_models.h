/* friction_models.h - Stage 5: the approximations of the friction cone that
 * engines use, as comparison models for the cone.
 *
 * The isotropic cone ||f_T|| <= mu f_N is stage 5's answer.  Engines
 * replace it with a polyhedral set, which keeps the problem an LCP:
 *  - box: two independent bounds |f_x|, |f_y| <= mu f_N0 per contact, with
 *    f_N0 the normal force before friction, computed once, as ODE does;
 *  - pyramid:K: f_T = sum_k beta_k d_k over K directions d_k evenly spread,
 *    beta >= 0, sum beta <= mu f_N (Stewart and Trinkle 1996);
 *  - line: one friction direction per contact, against the tangential
 *    acceleration before contact forces (the push), beta on +-d only.
 * Each is solved as an LCP by Lemke's method and judged by its own
 * conditions; the certifier then measures it against the cone's.
 */
#ifndef CF_FRICTION_MODELS_H
#define CF_FRICTION_MODELS_H

#include "solver.h"

typedef enum friction_model_kind {
    FRICTION_MODEL_CONE = 0,
    FRICTION_MODEL_BOX,
    FRICTION_MODEL_PYRAMID,
    FRICTION_MODEL_LINE
} friction_model_kind;

typedef struct friction_model {
    friction_model_kind kind;
    int sides; /* pyramid: K >= 3 */
} friction_model;

/* "cone", "box", "pyramid:K" (3 <= K <= 64) or "line": 0, or -1 if unknown. */
int friction_model_parse(const char *text, friction_model *model);

/* Solve p (rows normal and friction3d; the cone also takes bilateral rows)
 * under the model; f and a are in p's rows.  CF_OK only when the answer
 * satisfies the model's own conditions (the cone: the certifier). */
cf_status friction_model_solve(const cf_problem *p, friction_model model,
                               const cf_solve_options *options, double *f, double *a);

#endif
