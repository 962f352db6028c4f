/* static_friction.h - Stage 4: static Coulomb friction in 2D, exactly.
 *
 * Baraff 1994, section 5: Dantzig's pivoting of stages 2 and 3 extended by
 * one friction index per contact, whose force either sticks or stays at
 * the bound mu f_N opposing the tangential acceleration.  The clamped
 * system becomes nonsymmetric and is solved by Gaussian elimination at
 * every pivot; bilateral rows are solved first, as in stage 3.  Normal
 * rows follow stage 2's rules (code/02-dantzig), called, not copied.
 */
#ifndef CF_STATIC_FRICTION_H
#define CF_STATIC_FRICTION_H

#include "bilateral.h"
#include "dantzig.h"
#include "friction_states.h"

/* Solve p: rows normal, bilateral or friction2d (CF_UNSUPPORTED for any
 * other kind).  options may be NULL.  Fills f and a (n each).  A need not
 * be symmetric (stage 6 folds sliding friction into it).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Otherwise:
 * CF_PIVOT_LIMIT (the pivot cap, 20 n + 20 unless options say otherwise:
 * termination is not proven, section 5), CF_UNBOUNDED_RAY (maxstep found
 * no limit, or a drive came back to where it began and no other was
 * left), CF_SINGULAR (a clamped system with no solution), CF_INACCURATE,
 * CF_INVALID_INPUT, CF_NO_MEMORY; f and a then hold where it stopped, and
 * the note says why. */
cf_status stage4_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);

/* Where a drive found no limit: along f + s delta f, s >= 0, every
 * condition holds but the driven row's (stages 4 and 5). */
typedef struct friction2d_ray {
    int driven; /* the row whose drive maxstep found no limit for; -1: no such ray */
    double *df; /* n values, the caller's: delta f */
} friction2d_ray;

/* stage4_compute_forces; on CF_UNBOUNDED_RAY from a drive that maxstep
 * found no limit for, ray (if not NULL) names it and receives delta f,
 * and f and a hold where the ray starts (stage 6). */
cf_status stage4_solve(const cf_problem *p, const cf_solve_options *options, double *f,
                       double *a, friction2d_ray *ray);

/* What a faster stage changes of this one, and of stage 5 (stage 8,
 * code/08-fast-friction): the same pivots, with every product with a row
 * of A over its nonzeros (rows), and the solver the fall-backs try again
 * with (again).  Without one (NULL) the stages run as their chapters
 * teach them. */
struct friction2d;
typedef struct friction2d_speedup {
    const sparse_rows *rows; /* A's nonzeros (dantzig.rows) */
    cf_solver again;         /* what cf_fall_back and the retries call */
    /* fdirection's delta f from a factorization kept up to date from pivot
     * to pivot, instead of A11 built and eliminated afresh: 1 when it gave
     * df (and *status), 0 when its factorization cannot take the system (a
     * singular A11), and stage 4 eliminates it afresh.  NULL: stage 4's own
     * always.  context is its state. */
    int (*fdirection)(struct friction2d *s, int d, double sigma, double *df, void *context,
                      cf_status *status);
    void *context;
} friction2d_speedup;

/* stage4_solve with a speedup (NULL: stage4_solve itself). */
cf_status stage4_solve_with(const cf_problem *p, const cf_solve_options *options,
                            const friction2d_speedup *speedup, double *f, double *a,
                            friction2d_ray *ray);

/* Everything one solve needs: stage 2's state, stage 3's block, and the
 * friction's own. */
typedef struct friction2d {
    dantzig dz;              /* f, a, delta f, delta a, the sets, workspaces, the cap */
    bilateral_block joints;  /* the bilateral rows (stage 3) */
    int *friction_of;        /* friction_of[i]: the friction row of normal row i, or -1 */
    double *work;            /* n*n + n: room for the solve of the clamped system */
    double sigma;            /* the driven index moves at rate sigma: 1 for a normal,
                                -sign(a_F,d) for a friction (against its acceleration) */
    double omega;            /* +1, or -1 after the path of the drive turned back */
    int turns, returned;     /* how often a drive's path turned back, and came back */
    char *returned_drive;    /* 1: the drive of i came back to its start, or met a clamped
                                system with no solution; drive others first */
    cf_status returned_status; /* why the first of them failed */
    int ray_driven;          /* the drive maxstep found no limit for, or -1 */
    const friction2d_speedup *speedup; /* stage 8's, or NULL */
} friction2d;

/* What a later stage keeps of this one (stage 5): allocate and free the
 * state (the cap 20 n + 20 unless options set one: termination is not
 * proven, section 5), the next normal to drive (stage 2's rule, leaving
 * out the drives that came back to where they began), and the note. */
cf_status friction2d_start(friction2d *s, const cf_problem *p, const cf_solve_options *options,
                           double *f, double *a);
void friction2d_finish(friction2d *s);
int friction2d_next_to_drive(const friction2d *s);
void friction2d_write_note(const friction2d *s, const cf_solve_options *options, cf_status status);
/* Solve the clamped system A11 x = rhs of k unknowns (s->dz.A11, rhs, x). */
cf_status friction2d_solve_clamped(friction2d *s, int k);
/* After the last drive: a drive that came back (or met a singular system)
 * with no other index left to drive first leaves an answer only if the
 * certifier accepts it; else the status of the first such drive, named. */
cf_status friction2d_returned_drives(friction2d *s);
/* The end of a solve: an ok only for an answer the certifier accepts, and
 * the ray (if ray is not NULL) when maxstep found no limit. */
cf_status friction2d_end(friction2d *s, cf_status status, friction2d_ray *ray);

/* maxstep's choice so far (stages 4 and 5): the smallest step found, the
 * index that limits it, and the move it makes (a transition here; stage 5
 * has moves of its own for the cone). */
typedef struct friction2d_limit {
    double step;
    int j;
    int move;
} friction2d_limit;

/* Stage 2's rule: only a strictly smaller step replaces the current one. */
void friction2d_consider(friction2d_limit *best, double step, int j, int move);

/* The largest step s along (delta f, delta a) that keeps every condition;
 * *limiting receives the index that limits it (-1 when nothing does: s is
 * then infinite) and *move the transition it makes (maxstep.c). */
double friction2d_maxstep(const friction2d *s, int d, int *limiting, transition *move);

/* fdirection's unknowns, for stage 8: whether index i is one (a normal or
 * bilateral row in C, a friction in C_F), and the factor beta of the
 * friction folded into the column of normal j (+-mu at a bound, else 0). */
int friction2d_is_unknown(const friction2d *s, int i);
double friction2d_fold(const friction2d *s, int j);

#endif
