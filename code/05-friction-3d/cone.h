/* cone.h - Stage 5: the state of one solve with the friction cone, the
 * states of a 3D contact's friction, and what the stage's files give each
 * other.
 *
 * The lesson is in five files, each calling only the ones before it:
 *   cone.c          the states of a contact, the trace of a pivot;
 *   cone_system.c   the clamped system: its unknowns, A11, the solve;
 *   cone_step.c     where a force leaves the cone, fdirection, the step
 *                   onto the cone, the pivots, and the Newton correction
 *                   that re-aims the frictions at the bound (exercise 5);
 *   cone_maxstep.c  how far a drive may step, and what stops it;
 *   friction_3d.c   drive-to-zero, the order of drives, compute-forces.
 * What runs only when the pivoting fails is apart, and not part of the
 * lesson: cone_cycles.c (noticing a cycle), cone_fallback.c (sweeps and
 * Newton's method on the sets read off them) and cone_sweep.c (the
 * sweeps).  The comparison models (box, pyramid, line) are in
 * friction_models.c, not part of the lesson either.
 */
#ifndef CF_CONE_H
#define CF_CONE_H

#include "static_friction.h"

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

/* What an unknown of fdirection is (cone_system.c). */
enum {
    COL_FORCE = 0, /* f_i of a normal or bilateral row in C (with the folded friction) */
    COL_TANGENT,   /* f_t of a tangent row of a sticking contact */
    COL_ANGLE      /* the friction across u at a contact at the bound or driven */
};

/* Stage 8's speedup (fast_friction.c); stage 5 itself has none.  solve:
 * A11 of the unknowns listed in s, its diagonal shifted by shift times its
 * largest entry, built from A's nonzeros and solved for s->base.dz.x with
 * the right side s->base.dz.rhs: 1 when it solved (*status), 0 when it
 * cannot take the system, which stage 5 then builds and solves as its
 * chapter teaches.  context is its state. */
struct cone_solve;
typedef struct cone_speedup {
    friction2d_speedup base; /* A's nonzeros, and the solver the retries call */
    int (*solve)(struct cone_solve *s, double shift, void *context, cf_status *status);
    void *context;
} cone_speedup;

/* Everything one solve needs, allocated once. */
typedef struct cone_solve {
    friction2d base;    /* stage 4: stage 2's state (dz), stage 3's joints, the path of a
                           drive (omega, turns), the drives that came back, the ray */
    int *tangent;       /* 2 per normal row: its tangent rows, or -1 */
    double *u;          /* 2 per normal row: the unit friction direction at the bound,
                           or the direction a driven friction pushes (w) */
    double *saved;      /* 3n: f and u before a correction step, to go back to */
    double *df_of_step; /* n: delta f of the drive's current step, as its trace shows it
                           (cone_pivot clears a friction's as it puts it on the cone);
                           NULL: the trace shows delta f as it is */
    int keep_direction; /* a friction at the bound keeps its direction when its normal lets go */
    int driven;         /* the normal row of the contact whose friction is driven, or -1 */
    int last_j;         /* the index of the last pivot, of a drive or a correction (-1: none) */
    cone_move last_move; /* and its move */
    int max_corrections; /* Newton steps of one correction */
    double shift;       /* > 0 only in the fall-back: Levenberg-Marquardt's shift */
    /* the clamped system of fdirection: k unknowns and k equations */
    int k;
    int *col_kind, *col_row; /* what unknown c is (COL_...) and its row or contact */
    double *kept;       /* n*n + n: A11 and rhs kept, to solve again */
    const cone_speedup *speedup; /* stage 8's, or NULL */
    int A11_deferred;   /* stage 8: A11 not built yet; its solve builds it */
    /* the fall-back (cone_cycles.c, cone_fallback.c) */
    unsigned long long *seen; /* hashes of the states already passed (a ring) */
    int seen_count;
    int cycled;         /* the last attempt stopped because a state came round again */
    double *swept;      /* n: the forces after the last sweeps */
    int sweeps;         /* how many sweeps the fall-back made (0: it did not run) */
    int swept_certified; /* the certifier accepted the sweeps' forces as they were */
    int swept_from_zero; /* the sweeps that found it started from f = 0, not where the pivoting stopped */
    cf_status pivoting;  /* how the pivoting ended before the fall-back ran */
} cone_solve;

/* ---- cone.c ---- */

/* The tangent rows of the contact whose normal row is i (-1 if none). */
int cone_t1(const cone_solve *s, int i);
int cone_t2(const cone_solve *s, int i);
double cone_mu(const cone_solve *s, int i);
/* The friction state of the contact whose normal row is i (CONE_FREE: none). */
char cone_state(const cone_solve *s, int i);
void cone_set_state(cone_solve *s, int i, char state);

/* The pivot just made, in the trace (a move of a correction has d < 0). */
cf_status cone_record_pivot(cone_solve *s, int d, double step, int j, cone_move move);

/* move takes index j straight back to where the move before took it. */
int cone_undoes(cone_move move, cone_move before);

/* ---- cone_system.c ---- */

/* The unknowns of the clamped system and their equations (s->k, col_*). */
void cone_list_unknowns(cone_solve *s);
/* A11 of those unknowns, into s->dz.A11 (with stage 8's speedup, built
 * when it is solved). */
void cone_build_A11(cone_solve *s);
/* Solve A11 x = rhs (s->dz.A11, rhs, x). */
cf_status cone_solve_clamped(cone_solve *s);
/* Solve (A11 + shift times its largest diagonal) x = rhs. */
cf_status cone_solve_shifted(cone_solve *s, double shift);
/* Unknown c as a change of at most three forces (rows idx, weights w);
 * equation r as a combination of at most two rows of a; and the part of
 * A11's diagonal that comes from a friction direction turning. */
int cone_unknown_vector(const cone_solve *s, int c, int idx[3], double w[3]);
int cone_equation_rows(const cone_solve *s, int r, int idx[3], double w[3]);
double cone_turning(const cone_solve *s, int r);
/* v += x times unknown c, as a change of the forces. */
void cone_add_unknown(const cone_solve *s, int c, double x, double *v);
/* The value of equation c for accelerations v. */
double cone_equation(const cone_solve *s, int c, const double *v);
/* ---- cone_step.c ---- */

/* The smallest s > 0 where ||f_T + s df_T|| = mu (f_N + s df_N) as f_T leaves
 * the cone, from the quadratic of chapter 5; INFINITY if it never leaves.
 * noise: what counts as roundoff in the quadratic's middle coefficient. */
double cone_exit_step(const double f_T[2], const double df_T[2], double f_N, double df_N,
                      double mu, double noise);

/* Baraff 1994, section 4.3, fdirection with the cone. */
cf_status cone_fdirection(cone_solve *s, int d);
/* f += step delta f, every friction at the bound back on its cone, a afresh. */
void cone_advance(cone_solve *s, double step);
/* Make the move that limited the step; 1 when it ends the drive. */
int cone_pivot(cone_solve *s, int d, int j, cone_move move);
/* A normal leaves C: its friction is released (or keeps its direction). */
void cone_release_friction(cone_solve *s, int i);
/* Before a Newton step of unknowns x (s->dz.x): f and u saved, delta f
 * and delta a set; cone_restore goes back to them. */
void cone_newton_direction(cone_solve *s);
void cone_restore(cone_solve *s);
/* A maxstep: the largest step s along (delta f, delta a) that keeps every
 * condition; *limiting receives the index that limits it (-1 when nothing
 * does: s is then infinite) and *move the transition it makes.  d < 0: a
 * correction, with no driven index. */
typedef double cone_maxstep_fn(const cone_solve *s, int d, int *limiting, cone_move *move);

/* Newton's method on the clamped equations, every set held, until each is
 * within zero times its row's roundoff, or they stop shrinking; maxstep
 * says where a step would break a condition. */
cf_status cone_correct(cone_solve *s, double zero, cone_maxstep_fn *maxstep);

/* ---- cone_maxstep.c ---- */

double cone_maxstep(const cone_solve *s, int d, int *limiting, cone_move *move);

/* ---- cone_cycles.c (not part of the lesson) ---- */

#define CONE_CYCLE_MEMORY 1024 /* how many states the cycle check remembers */

/* The state (sets, driven index, direction of the path, where) came round
 * again, often enough to be a cycle: 1, and s->cycled is set. */
int cone_comes_round(cone_solve *s, int d, int where);

/* ---- cone_fallback.c (not part of the lesson) ---- */
/* Sweeps, then Newton's method on the sets read off them, until the
 * certifier accepts f: CF_OK, or CF_PIVOT_LIMIT. */
cf_status cone_fallback(cone_solve *s);

/* ---- cone_sweep.c (not part of the lesson) ---- */

/* count sweeps of projected Gauss-Seidel over the rows: f moves towards
 * the conditions, row by row, every set ignored; a = A f + b on return. */
void cone_sweeps(cone_solve *s, int count);

#endif
