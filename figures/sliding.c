/* sliding.c - chapter 6's map of Painleve's rod, computed by stage 6.
 *
 *   sliding map OUT.svg OUT.values
 *
 * For mu from 0.05 to 3 and the rod's angle from 2 to 88 degrees (foot
 * sliding, no spin), stage 6 solves the rod's problem: each cell is drawn
 * as ok (a force exists) or inconsistent, and the closed form of the
 * boundary, mu = K_NN/|K_NT| = (1 + 3 cos^2)/(3 cos sin), is drawn over it.
 * At every inconsistent cell the sticking impulse is computed as well;
 * the values file says in how many it lay in the cone and was certified.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "impulse.h"
#include "painleve.h"
#include "sliding_friction.h"

#define MUS 60
#define ANGLES 44

static int map(const char *svg_path, const char *values_path)
{
    FILE *out = fopen(svg_path, "w"), *values = fopen(values_path, "w");
    if (out == NULL || values == NULL) {
        perror("sliding map");
        if (out != NULL)
            fclose(out);
        if (values != NULL)
            fclose(values);
        return 1;
    }
    /* mu times 160 pixels across, degrees times 4 up */
    const double sx = 160.0, sy = 4.0;
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                 "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, sans-serif\" "
                 "font-size=\"13\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            3.6 * sx, 108.0 * sy, 3.6 * sx, 108.0 * sy);
    fprintf(out, "<g transform=\"translate(%.1f %.1f)\">\n", 0.45 * sx, 96.0 * sy);
    int cells = 0, inconsistent = 0, in_cone = 0, after_ok = 0, other = 0;
    for (int i = 0; i < MUS; i++) {
        for (int k = 0; k < ANGLES; k++) {
            double mu = 0.05 * (i + 1), theta = 2.0 * (k + 1);
            cf_world2d *w = stage6_painleve_rod(mu, theta);
            if (w == NULL)
                return 1;
            stage6_resolution r;
            cf_status status = stage6_resolve(w, 1e-3, &r);
            cells++;
            const char *fill = "#d9ead3";
            if (r.first == CF_INCONSISTENT) {
                inconsistent++;
                fill = "#f4b6b6";
                in_cone += r.in_cone && r.impulse_status == CF_OK;
                after_ok += status == CF_OK;
            } else if (r.first != CF_OK) {
                other++;
                fill = "#999999";
            }
            fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
                    (mu - 0.025) * sx, -(theta + 1.0) * sy, 0.05 * sx, 2.0 * sy, fill);
            stage6_resolution_free(&r);
            cf_world2d_free(w);
        }
    }
    /* the boundary in closed form */
    fprintf(out, "<polyline fill=\"none\" stroke=\"#34495e\" stroke-width=\"2\" points=\"");
    double least = INFINITY, at = 0.0;
    for (double theta = 1.0; theta <= 89.0; theta += 0.25) {
        double t = theta * CF_PI / 180.0, c = cos(t), sn = sin(t);
        double mu = (1 + 3 * c * c) / (3 * c * sn);
        if (mu < least) {
            least = mu;
            at = theta;
        }
        if (mu <= 3.05)
            fprintf(out, " %.1f,%.1f", mu * sx, -theta * sy);
    }
    fprintf(out, "\"/>\n");
    for (int m = 0; m <= 3; m++)
        fprintf(out, "<text x=\"%.1f\" y=\"18\" text-anchor=\"middle\">%d</text>\n", m * sx, m);
    for (int d = 0; d <= 90; d += 30)
        fprintf(out, "<text x=\"-8\" y=\"%.1f\" text-anchor=\"end\">%d&#176;</text>\n",
                -d * sy + 4, d);
    fprintf(out, "<text x=\"%.1f\" y=\"36\" text-anchor=\"middle\">friction coefficient &#956;</text>\n",
            1.5 * sx);
    fprintf(out, "<text transform=\"translate(-48 %.1f) rotate(-90)\" text-anchor=\"middle\">"
                 "angle of the rod &#952;</text>\n", -45 * sy);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#8b0000\">inconsistent</text>\n", 2.2 * sx,
            -40 * sy);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#274e13\">a force exists</text>\n",
            0.2 * sx, -80 * sy);
    fprintf(out, "</g>\n</svg>\n");
    fprintf(values, "painleve.cells\t%d\npainleve.inconsistent\t%d\npainleve.in_cone\t%d\n"
                    "painleve.after_ok\t%d\npainleve.other\t%d\npainleve.least_mu\t%.4f\n"
                    "painleve.least_theta\t%.2f\n",
            cells, inconsistent, in_cone, after_ok, other, least, at);
    int failed = ferror(out) || ferror(values);
    failed |= fclose(out) != 0;
    failed |= fclose(values) != 0;
    return failed || other > 0 || in_cone != inconsistent || after_ok != inconsistent;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "map") == 0)
        return map(argv[2], argv[3]);
    fprintf(stderr, "usage: sliding map OUT.svg OUT.values\n");
    return 2;
}
