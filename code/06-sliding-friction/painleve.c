/* painleve.c - Painleve's rod as a 2D world (painleve.h). */
#include "painleve.h"

#include <math.h>
#include <stdio.h>

cf_world2d *stage6_painleve_rod(double mu, double theta)
{
    double t = theta * CF_PI / 180.0;
    char text[512];
    snprintf(text, sizeof text,
             "2d\nname painleve\nbody rod rod 2 at 0 %.17g angle %.17g mass 1 velocity -1 0\n"
             "contact rod world at %.17g 0 normal 0 1 mu %.17g sliding -1\n",
             sin(t), theta, -cos(t), mu);
    return cf_world2d_read_string(text, "painleve", NULL);
}
