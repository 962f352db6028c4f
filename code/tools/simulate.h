/* simulate.h - a small simulation loop for a 2D world, with stage 6's forces.
 *
 * Explicit time stepping (semi-implicit Euler) with stage 6 for the
 * contact forces at every step, the sticking impulse where a configuration
 * is inconsistent, and one velocity-level step where a sliding contact
 * would reverse within a step (it stops and sticks instead).  Contacts
 * carry their state (sliding with a direction, or at rest) from step to
 * step; they move with their body A, and leave when they separate.  No new
 * contacts are found: this is a loop for the chapter's figures and tests,
 * not a simulator, and not part of any stage: it is the tool's (cf
 * simulate), and calls stage 6 through its headers.
 */
#ifndef CF_SIMULATE_H
#define CF_SIMULATE_H

#include <stdio.h>

#include "status.h"
#include "world2d.h"

typedef struct simulate_report {
    cf_status status;   /* CF_OK, or the status that stopped the run */
    int steps;          /* steps taken */
    int impulses;       /* sticking impulses applied (inconsistent configurations) */
    int velocity_steps; /* steps taken at the velocity level (a slide that stopped) */
    double energy0;     /* kinetic + potential energy at the start */
    double max_rise;    /* the largest rise of the energy above its value before, over all steps */
} simulate_report;

/* The kinetic and potential energy of the moving bodies. */
double simulate_energy(const cf_world2d *w);

/* Take steps of length dt.  csv (may be NULL) receives one line per moving
 * body per step: step,t,body,x,y,angle,vx,vy,omega,energy,contacts,sliding,event.
 * svg (may be NULL) receives an animated SVG (SMIL) of the run with the
 * total contact force on each body as an arrow.  Returns report->status. */
cf_status simulate_run(cf_world2d *w, int steps, double dt, FILE *csv, FILE *svg,
                          simulate_report *report);

#endif
