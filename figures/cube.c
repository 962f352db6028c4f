/* cube.c - draw Example 3, the cube on a plane, the one worked example in
 * 3D (2D scenes are drawn by 'cf draw' from tests/scenes).
 *
 *   cube CASE OUT.svg
 *
 * It builds A = J M^-1 J^T and b of the cube on its four corners itself
 * (Baraff 1994, section 3), CHECKS that they equal those of the problem
 * file CASE (exit 1 if not, leaving no figure), solves the file with stage
 * 2 and draws the cube in an oblique projection (x right, z up, y into the
 * page) with the contact forces as arrows.  Exit 2 on bad usage.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dantzig.h"
#include "problem.h"
#include "svg.h"
#include "world2d.h"

enum { EXIT_OK = 0, EXIT_MISMATCH = 1, EXIT_USAGE = 2 };

static const double corners[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

/* Row i: J = [n, r_i x n] with n = (0, 0, 1), r_i = (x_i, y_i, -1), so
 * r_i x n = (y_i, -x_i, 0); m = 1, I = (2/3) m about every axis. */
static int matches_file(const cf_problem *p)
{
    const double m = 1.0, inertia = m * (4.0 + 4.0) / 12.0;
    if (p->n != 4)
        return 0;
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            double a = 1.0 / m + (corners[i][1] * corners[j][1] + corners[i][0] * corners[j][0]) / inertia;
            if (fabs(a - p->A[i * 4 + j]) > 1e-12 * (1.0 + fabs(a)))
                return 0;
        }
        if (fabs(p->b[i] + CF_GRAVITY) > 1e-12 * CF_GRAVITY)
            return 0;
    }
    return 1;
}

static void project(const double p[3], double out[2])
{
    out[0] = p[0] + 0.5 * p[1];
    out[1] = p[2] + 0.35 * p[1];
}

static void draw(FILE *out, const double f[4])
{
    cf_svg s;
    cf_svg_begin(&s, out, -4.0, 4.0, -1.4, 3.4, 80.0);
    s.newtons_per_unit = cf_svg_force_scale(4, f, 1.6);
    double plane[8], q[2];
    const double pc[4][3] = {{-2.6, -2.2, 0}, {2.6, -2.2, 0}, {2.6, 2.2, 0}, {-2.6, 2.2, 0}};
    for (int k = 0; k < 4; k++) {
        project(pc[k], q);
        plane[2 * k] = q[0];
        plane[2 * k + 1] = q[1];
    }
    cf_svg_polygon(&s, 4, plane, "#eeeeee");
    /* Forces at the back corners (y = +1) first, the front ones after the
     * cube, so the translucent cube sits between them. */
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            const double faces[3][4][3] = {
                {{-1, -1, 0}, {1, -1, 0}, {1, -1, 2}, {-1, -1, 2}}, /* front */
                {{1, -1, 0}, {1, 1, 0}, {1, 1, 2}, {1, -1, 2}},     /* right */
                {{-1, -1, 2}, {1, -1, 2}, {1, 1, 2}, {-1, 1, 2}},   /* top */
            };
            fprintf(out, "<g fill-opacity=\"0.75\">\n");
            for (int k = 0; k < 3; k++) {
                double xy[8];
                for (int c = 0; c < 4; c++) {
                    project(faces[k][c], q);
                    xy[2 * c] = q[0];
                    xy[2 * c + 1] = q[1];
                }
                cf_svg_polygon(&s, 4, xy, k == 1 ? "#c8d4e3" : "#dde6f0");
            }
            fprintf(out, "</g>\n");
        }
        for (int i = 0; i < 4; i++) {
            if ((corners[i][1] > 0.0) != (pass == 0))
                continue;
            double base[3] = {corners[i][0], corners[i][1], 0.0};
            project(base, q);
            double len = f[i] / s.newtons_per_unit;
            char label[96], index[8];
            snprintf(label, sizeof label, "f<tspan baseline-shift=\"sub\" font-size=\"10\">%d</tspan> = %.4g", i,
                     fabs(f[i]) < 1e-9 ? 0.0 : f[i]);
            snprintf(index, sizeof index, "%d", i);
            if (len > 1e-9)
                cf_svg_arrow(&s, q[0], q[1], 0.0, len, CF_SVG_CONTACT);
            cf_svg_text(&s, q[0] + (corners[i][0] < 0.0 ? -0.12 : 0.12), len > 1e-9 ? q[1] + len - 0.05 : q[1] - 0.5,
                        corners[i][0] < 0.0 ? "end" : "start", CF_SVG_CONTACT, label);
            cf_svg_point(&s, q[0], q[1], index);
        }
    }
    cf_svg_scale_bar(&s);
    cf_svg_end(&s);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: cube CASE OUT.svg\n");
        return EXIT_USAGE;
    }
    cf_error err;
    cf_problem *p = cf_problem_read_file(argv[1], &err);
    if (p == NULL) {
        fprintf(stderr, "cube: %s\n", err.message);
        return EXIT_USAGE;
    }
    double f[4], a[4];
    int code = EXIT_OK;
    if (!matches_file(p)) {
        fprintf(stderr, "cube: the problem file %s does not describe the drawn scene\n", argv[1]);
        code = EXIT_MISMATCH;
    } else if (stage2_compute_forces(p, NULL, f, a) != CF_OK) {
        fprintf(stderr, "cube: stage 2 did not solve %s\n", argv[1]);
        code = EXIT_MISMATCH;
    }
    FILE *out = code == EXIT_OK ? fopen(argv[2], "w") : NULL;
    if (code == EXIT_OK && out == NULL) {
        fprintf(stderr, "cube: cannot write %s\n", argv[2]);
        code = EXIT_USAGE;
    }
    if (out != NULL) {
        draw(out, f);
        if (fclose(out) != 0)
            code = EXIT_USAGE;
    }
    cf_problem_free(p);
    return code;
}
