/* svg.c - drawing in world coordinates as SVG (svg.h). */
#include "svg.h"

#include <math.h>
#include <string.h>

double cf_svg_force_scale(int k, const double *forces, double longest)
{
    double largest = 0.0;
    for (int i = 0; i < k; i++)
        largest = fmax(largest, fabs(forces[i]));
    if (largest <= 0.0)
        largest = 10.0;
    double wanted = largest / longest;
    double power = pow(10.0, floor(log10(wanted)));
    const double steps[3] = {1.0, 2.0, 5.0};
    for (int i = 0; i < 3; i++)
        if (steps[i] * power >= wanted)
            return steps[i] * power;
    return 10.0 * power;
}

double cf_svg_x(const cf_svg *s, double x) { return (x - s->x0) * s->pixels_per_unit; }
double cf_svg_y(const cf_svg *s, double y) { return (s->y1 - y) * s->pixels_per_unit; }

/* The marker id of an arrow colour. */
static const char *marker(const char *colour)
{
    if (strcmp(colour, CF_SVG_JOINT) == 0)
        return "joint";
    if (strcmp(colour, CF_SVG_LOAD) == 0)
        return "load";
    return strcmp(colour, CF_SVG_FRICTION) == 0 ? "friction" : "contact";
}

void cf_svg_begin(cf_svg *s, FILE *out, double x0, double x1, double y0, double y1,
                  double pixels_per_unit)
{
    s->out = out;
    s->x0 = x0;
    s->x1 = x1;
    s->y0 = y0;
    s->y1 = y1;
    s->pixels_per_unit = pixels_per_unit;
    double w = (x1 - x0) * pixels_per_unit, h = (y1 - y0) * pixels_per_unit;
    fprintf(out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
            "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">\n",
            w, h, w, h);
    fprintf(out, "<defs>\n");
    const char *colours[4] = {CF_SVG_CONTACT, CF_SVG_FRICTION, CF_SVG_JOINT, CF_SVG_LOAD};
    for (int k = 0; k < 4; k++)
        fprintf(out,
                "<marker id=\"head-%s\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"4.5\" "
                "markerHeight=\"4.5\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" "
                "fill=\"%s\"/></marker>\n",
                marker(colours[k]), colours[k]);
    fprintf(out, "<pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
                 "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#eeeeee\"/>"
                 "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#999\" stroke-width=\"1.5\"/></pattern>\n");
    fprintf(out, "</defs>\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
}

void cf_svg_end(cf_svg *s) { fprintf(s->out, "</svg>\n"); }

void cf_svg_polygon(cf_svg *s, int k, const double *xy, const char *fill)
{
    fprintf(s->out, "<polygon points=\"");
    for (int i = 0; i < k; i++)
        fprintf(s->out, "%s%.1f,%.1f", i == 0 ? "" : " ", cf_svg_x(s, xy[2 * i]), cf_svg_y(s, xy[2 * i + 1]));
    if (strcmp(fill, "hatch") == 0)
        fprintf(s->out, "\" fill=\"url(#hatch)\" stroke=\"#555\" stroke-width=\"1\"/>\n");
    else
        fprintf(s->out, "\" fill=\"%s\" stroke=\"#34495e\" stroke-width=\"1.5\"/>\n", fill);
}

void cf_svg_circle(cf_svg *s, double x, double y, double radius, const char *fill)
{
    fprintf(s->out,
            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"#34495e\" stroke-width=\"1.5\"/>\n",
            cf_svg_x(s, x), cf_svg_y(s, y), radius * s->pixels_per_unit, fill);
}

void cf_svg_line(cf_svg *s, double xa, double ya, double xb, double yb, const char *colour, double width)
{
    fprintf(s->out,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%g\" "
            "stroke-linecap=\"round\"/>\n",
            cf_svg_x(s, xa), cf_svg_y(s, ya), cf_svg_x(s, xb), cf_svg_y(s, yb), colour, width);
}

void cf_svg_text(cf_svg *s, double x, double y, const char *anchor, const char *colour, const char *text)
{
    fprintf(s->out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" fill=\"%s\">%s</text>\n", cf_svg_x(s, x),
            cf_svg_y(s, y), anchor, colour, text);
}

void cf_svg_arrow(cf_svg *s, double x, double y, double dx, double dy, const char *colour)
{
    fprintf(s->out,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\" "
            "marker-end=\"url(#head-%s)\"/>\n",
            cf_svg_x(s, x), cf_svg_y(s, y), cf_svg_x(s, x + dx), cf_svg_y(s, y + dy), colour, marker(colour));
}

void cf_svg_point(cf_svg *s, double x, double y, const char *label)
{
    fprintf(s->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"black\"/>\n", cf_svg_x(s, x), cf_svg_y(s, y));
    fprintf(s->out,
            "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"11\" fill=\"#555\">%s</text>\n",
            cf_svg_x(s, x), cf_svg_y(s, y) + 16, label);
}

void cf_svg_turn(cf_svg *s, double x, double y, double r, int counterclockwise)
{
    /* From the upper left round to the lower left, the long way. */
    double a = r * 0.7;
    double from_y = counterclockwise ? y - a : y + a, to_y = counterclockwise ? y + a : y - a;
    fprintf(s->out,
            "<path d=\"M %.1f %.1f A %.1f %.1f 0 1 %d %.1f %.1f\" fill=\"none\" stroke=\"%s\" "
            "stroke-width=\"2.5\" marker-end=\"url(#head-load)\"/>\n",
            cf_svg_x(s, x - a), cf_svg_y(s, from_y), r * s->pixels_per_unit, r * s->pixels_per_unit,
            counterclockwise ? 0 : 1, cf_svg_x(s, x - a), cf_svg_y(s, to_y), CF_SVG_LOAD);
}

void cf_svg_scale_bar(cf_svg *s)
{
    double x = s->x0 + 0.2, y = s->y1 - 0.3;
    char label[32];
    snprintf(label, sizeof label, "%g N", s->newtons_per_unit);
    fprintf(s->out,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\"/>\n",
            cf_svg_x(s, x), cf_svg_y(s, y), cf_svg_x(s, x + 1.0), cf_svg_y(s, y), CF_SVG_CONTACT);
    cf_svg_text(s, x + 1.1, y - 0.07, "start", "#333", label);
}
