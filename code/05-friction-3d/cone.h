/* cone.h - Stage 5: the state of one solve, the states of a 3D contact's
 * friction, and maxstep with the cone.
 *
 * Shared by friction_3d.c (compute-forces, drive-to-zero, fdirection)
 * and cone_maxstep.c (how far a drive may step, and what stops it).
 */
#ifndef CF_CONE_H
#define CF_CONE_H

#include "problem.h"
#include "solver.h"
#include "trace.h"

/* The state of a contact's friction, kept in set[] of both tangent rows. */
#define CONE_UNPROCESSED CF_SET_IGNORED /* f_T = 0, a_T free */
#define CONE_STICKING CF_SET_STICKING   /* C_F: a_T = 0, ||f_T|| <= mu f_N; f_T unknown */
#define CONE_AT_BOUND CF_SET_CONE       /* NC_F: f_T = mu f_N u, a_T = -lambda u, lambda >= 0 */
#define CONE_FREE CF_SET_FRICTIONLESS    /* mu = 0: no friction at all, a_T free */

/* What a pivot does: every step of drive-to-zero ends in one of these. */
typedef enum cone_move {
    M_DRIVEN_NORMAL_CLAMPED = 0, /* a_N,d reaches 0: d joins C, the drive ends */
    M_DRIVEN_FRICTION_STICKS,    /* a_T,d reaches 0: d joins C_F, the drive ends */
    M_DRIVEN_FRICTION_AT_BOUND,  /* ||f_T,d|| reaches mu f_N: d joins NC_F, the drive ends */
    M_NORMAL_LEAVES_C,           /* f_N,i reaches 0: i goes to NC, its friction is released */
    M_NORMAL_ENTERS_C,           /* a_N,i reaches 0: i goes from NC to C */
    M_STICKING_TO_BOUND,         /* ||f_T,i|| reaches mu f_N: C_F to NC_F */
    M_BOUND_UNSTICKS,            /* u . a_T,i rises to 0: NC_F to C_F */
    M_DRIVE_RETURNED,            /* the path turned back and the driven force returned to 0 */
    M_PATH_TURNS,                /* both states of an index block the step: turn back */
    CONE_MOVE_COUNT
} cone_move;

/* Everything one solve needs, allocated once. */
typedef struct cone_solve {
    const cf_problem *p;
    int n;
    double *f, *a;      /* the current forces and accelerations */
    double *df, *da;    /* the direction of change: delta f, delta a */
    char *set;          /* normal and bilateral rows: C, NC or not yet; tangent rows:
                           the contact's friction state (above) */
    int *tangent;       /* 2 per normal row: its tangent rows, or -1 */
    double *saved;      /* 3n: f and u before a correction, to go back to */
    double *u;          /* 2 per normal row: the unit friction direction at the bound,
                           or the direction a driven friction pushes (w) */
    double omega;       /* +1, or -1 after the path of the drive turned back */
    double tol;
    double largest_A;   /* max |A_ij|, the scale of delta a per unit delta f */
    int keep_direction; /* a friction at the bound keeps its direction when its normal lets go */
    int driven;         /* the normal row of the contact whose friction is driven, or -1 */
    int pivots, max_pivots, drive;
    int last_d, last_driven; /* the last drive: its index, and its contact if a friction */
    int turns, returned;
    int ray_driven;     /* the drive that maxstep found no limit for, or -1 */
    unsigned long long *seen; /* CYCLE_MEMORY hashes of states already passed (a ring) */
    int seen_count;
    int cycled;         /* the last attempt stopped because a state came round again */
    double *swept;      /* n: the fall-back's forces after its last sweeps */
    double shift;       /* the fall-back's Levenberg-Marquardt shift */
    int max_corrections; /* Newton steps of one correction */
    int sweeps;         /* how many sweeps the fall-back made (0: it did not run) */
    int swept_certified; /* the certifier accepted the sweeps' forces as they were */
    int last_j;         /* the index of the last pivot, of a drive or a correction (-1: none) */
    cone_move last_move; /* and its move */
    char *deferred;     /* deferred[d]: the drive of d failed; drive others first */
    cf_status deferred_status; /* why the first deferred drive failed */
    /* the clamped system of fdirection: k unknowns and k equations */
    int k;
    int *col_kind, *col_row; /* what unknown c is (below) and its row or contact */
    double *A11, *rhs, *x;
    /* the bilateral block (stage 3) */
    int n_bilateral, rank;
    int *bilateral;
    double *A_BB, *work;
    cf_trace *trace;
} cone_solve;

/* Where a drive found no limit: f + s delta f, s >= 0, keeps every
 * condition but the driven row's.  df: n values, the caller's. */
typedef struct cone_ray {
    int driven; /* the driven row (a normal, or a contact's first tangent row); -1: no ray */
    double *df; /* delta f */
} cone_ray;

/* What stage5_compute_forces does, for a problem that may also hold rows
 * the cone solve does not name (stage 6's dynamic rows, once folded into
 * their normal columns with their own mu set to 0): their forces stay 0
 * and their accelerations are free.  CF_UNSUPPORTED for friction2d rows.
 * If ray is not NULL, on CF_UNBOUNDED_RAY from a drive that maxstep found
 * no limit for, ray->driven names it, ray->df receives delta f, and f and
 * a hold where the ray starts; otherwise ray->driven = -1. */
cf_status cone_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                              double *a, cone_ray *ray);

/* The tangent rows of the contact whose normal row is i (-1 if none). */
int cone_t1(const cone_solve *s, int i);
int cone_t2(const cone_solve *s, int i);

/* The smallest s > 0 where ||f_T + s df_T|| = mu (f_N + s df_N) as f_T leaves
 * the cone, from the quadratic of chapter 5; INFINITY if it never leaves.
 * noise: what counts as roundoff in the quadratic's middle coefficient. */
double cone_exit_step(const double f_T[2], const double df_T[2], double f_N, double df_N,
                      double mu, double noise);

/* The largest step s along (delta f, delta a) that keeps every condition;
 * *limiting receives the index that limits it (-1 when nothing does: s is
 * then infinite) and *move the transition it makes. */
double cone_maxstep(const cone_solve *s, int d, int *limiting, cone_move *move);

/* count sweeps of projected Gauss-Seidel over the rows (cone_sweep.c): f
 * moves towards the conditions, row by row, every set ignored; a = A f + b
 * on return. */
void cone_sweeps(cone_solve *s, int count);

#endif
