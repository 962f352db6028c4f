/* svg.h - drawing in world coordinates (y up) as SVG, for the figures of
 * scenes and their forces.  The arrow colours are the book's: contact
 * (normal) forces red, friction forces orange, joint forces green, applied
 * loads blue.
 */
#ifndef CF_SVG_H
#define CF_SVG_H

#include <stdio.h>

#define CF_SVG_CONTACT "#d62728"
#define CF_SVG_FRICTION "#e67e22"
#define CF_SVG_JOINT "#2ca02c"
#define CF_SVG_LOAD "#1f5fbf"

typedef struct cf_svg {
    FILE *out;
    double x0, x1, y0, y1;    /* the world window */
    double pixels_per_unit;
    double newtons_per_unit;  /* the force scale, shown by the scale bar */
} cf_svg;

/* The smallest round force scale (1, 2 or 5 times a power of ten newtons
 * per unit) that draws the largest of the k forces at most 'longest' long. */
double cf_svg_force_scale(int k, const double *forces, double longest);

/* Open the drawing of the window [x0, x1] x [y0, y1]. */
void cf_svg_begin(cf_svg *s, FILE *out, double x0, double x1, double y0, double y1,
                  double pixels_per_unit);
void cf_svg_end(cf_svg *s);

double cf_svg_x(const cf_svg *s, double x);
double cf_svg_y(const cf_svg *s, double y);

/* A polygon through k world points; fill "hatch" draws a fixed body. */
void cf_svg_polygon(cf_svg *s, int k, const double *xy, const char *fill);
void cf_svg_circle(cf_svg *s, double x, double y, double radius, const char *fill);
void cf_svg_line(cf_svg *s, double xa, double ya, double xb, double yb, const char *colour,
                 double width);
/* Text at a world point; anchor "start", "middle" or "end"; may hold markup. */
void cf_svg_text(cf_svg *s, double x, double y, const char *anchor, const char *colour,
                 const char *text);
/* An arrow from (x, y) by (dx, dy) in one of the four colours above. */
void cf_svg_arrow(cf_svg *s, double x, double y, double dx, double dy, const char *colour);
/* A contact point, labelled with its row below it. */
void cf_svg_point(cf_svg *s, double x, double y, const char *label);
/* A counterclockwise (positive) or clockwise arc of radius r around (x, y). */
void cf_svg_turn(cf_svg *s, double x, double y, double r, int counterclockwise);
/* The scale bar in the top-left corner: one unit of length in newtons. */
void cf_svg_scale_bar(cf_svg *s);

#endif
