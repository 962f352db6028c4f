/* painleve.h - Painleve's rod as a 2D world: chapter 6's Example 9 at any
 * friction coefficient and angle, for its map and its tests.
 */
#ifndef CF_PAINLEVE_H
#define CF_PAINLEVE_H

#include "world2d.h"

/* A rod of length 2 (half-length 1), m = 1, I = 1/3, at theta degrees to
 * the floor, its lower end (the foot) on the floor and sliding in -x at
 * 1 m/s, no spin; friction mu.  NULL on no memory. */
cf_world2d *stage6_painleve_rod(double mu, double theta);

#endif
