/* assemble.h - the contact problem a = A f + b from the rows of J, shared by
 * the 2D and the 3D world (Baraff 1994, section 3).
 *
 * A world cuts each row of J into parts, one per moving body the row
 * touches: the row's entries on that body's columns (3 in 2D: x, y, angle;
 * 6 in 3D: linear, then angular) and the direction its force acts in (the
 * same entries, unless sliding friction is folded into the row).  Then
 *
 *     A = J M^-1 (force directions)^T,    b += J M^-1 F_ext,
 *
 * assembled body by body: rows i and j meet in A only through a body they
 * share.  chapters/appendix-world.md derives both.
 */
#ifndef CF_ASSEMBLE_H
#define CF_ASSEMBLE_H

#include <stddef.h>

#include "problem.h"

/* The most columns a body has (3D: three linear, three angular). */
#define CF_MAX_DOF 6

/* One moving body's part of one row of J. */
typedef struct cf_row_part {
    int row;              /* the row of J */
    int body;             /* the moving body, 0 .. n_bodies - 1 */
    const double *j;      /* the row's dof entries on the body's columns */
    const double *force;  /* the direction of the row's force on the body */
} cf_row_part;

/* The bodies the parts refer to: dof columns each, M^-1 as a dof x dof
 * block per body (row-major, minv[k dof dof ...]), the applied generalised
 * forces F_ext (fext[k dof ...]).  Fixed bodies have no parts. */
typedef struct cf_bodies {
    int n_bodies;
    int dof;
    const double *minv;
    const double *fext;
} cf_bodies;

/* Room for one more element in a growing array of elements of 'size'
 * bytes: 0, or -1 on no memory. */
int cf_grow(void **items, int count, int *capacity, size_t size);

/* A problem being assembled: the world fills p's row kinds and b (with
 * the velocity terms), the parts of its rows, and M^-1 and F_ext of each
 * moving body; cf_assembly_finish does the rest. */
typedef struct cf_assembly {
    cf_problem *p;
    cf_row_part *parts;  /* room for 2 n */
    int n_parts;
    double *minv, *fext; /* zeroed, for n_bodies bodies of dof columns */
    cf_bodies bodies;
} cf_assembly;

/* Room for a problem of n rows named 'name' (the description copied) and
 * n_bodies bodies of dof columns: 0, or -1 on no memory (then finish
 * reports it). */
int cf_assembly_begin(cf_assembly *as, int n, int n_bodies, int dof, const char *name,
                      const char *description);
/* Add J M^-1 force^T to A and J M^-1 F_ext to b, free the rest, and return
 * the problem; NULL with "NAME: out of memory" in err if memory ran out
 * (failed: the world's own allocations failed). */
cf_problem *cf_assembly_finish(cf_assembly *as, int failed, cf_error *err);

/* 1 if p has the row kinds, A and b of the problem 'twin' to tol (relative
 * to 1 + |entry|); otherwise 0 and 'why' says the first difference. */
int cf_same_problem(const cf_problem *p, const cf_problem *twin, double tol, char *why, size_t size);

#endif
