/* bodies.c - random rigid bodies and A = J M^-1 J^T (bodies.h). */
#include "bodies.h"

#include <math.h>
#include <string.h>

void cf_bodies_init(cf_bodies *s, int dim)
{
    memset(s, 0, sizeof *s);
    s->dim = dim;
    s->dof = dim == 2 ? 3 : 6;
}

/* A rotation matrix uniform over all orientations (Shoemake's unit quaternion). */
static void random_rotation(cf_rng *r, double R[3][3])
{
    const double two_pi = 2.0 * 3.14159265358979323846;
    double u1 = cf_rng_unit(r), u2 = cf_rng_unit(r), u3 = cf_rng_unit(r);
    double w = sqrt(1.0 - u1) * sin(two_pi * u2), x = sqrt(1.0 - u1) * cos(two_pi * u2);
    double y = sqrt(u1) * sin(two_pi * u3), z = sqrt(u1) * cos(two_pi * u3);
    R[0][0] = 1 - 2 * (y * y + z * z);
    R[0][1] = 2 * (x * y - z * w);
    R[0][2] = 2 * (x * z + y * w);
    R[1][0] = 2 * (x * y + z * w);
    R[1][1] = 1 - 2 * (x * x + z * z);
    R[1][2] = 2 * (y * z - x * w);
    R[2][0] = 2 * (x * z - y * w);
    R[2][1] = 2 * (y * z + x * w);
    R[2][2] = 1 - 2 * (x * x + y * y);
}

int cf_bodies_add(cf_bodies *s, cf_rng *r, double mass, double size, int fixed)
{
    if (s->count >= CF_BODIES_MAX)
        return -1;
    int b = s->count++;
    double half[3];
    int cube = cf_rng_chance(r, 40);
    for (int k = 0; k < 3; k++) {
        half[k] = cube && k > 0 ? half[0] : size * cf_rng_uniform(r, 0.5, 1.5);
        s->center[b][k] = k < s->dim ? cf_rng_uniform(r, -4.0, 4.0) : 0.0;
        s->half[b][k] = half[k];
    }
    s->size[b] = fmax(half[0], fmax(half[1], s->dim == 3 ? half[2] : 0.0));
    memset(s->W[b], 0, sizeof s->W[b]);
    if (fixed)
        return b;
    double w = 1.0 / mass;
    if (s->dim == 2) {
        /* A box of sides 2 hx, 2 hy: I = m (hx^2 + hy^2) / 3. */
        double inertia = mass * (half[0] * half[0] + half[1] * half[1]) / 3.0;
        s->W[b][0][0] = s->W[b][1][1] = w;
        s->W[b][2][2] = 1.0 / inertia;
        return b;
    }
    /* A box: principal inertias m (hy^2 + hz^2) / 3, ...; the world's
     * inverse inertia R diag(1/I) R^T, computed in double. */
    double inverse[3];
    for (int k = 0; k < 3; k++) {
        double p = half[(k + 1) % 3], q = half[(k + 2) % 3];
        inverse[k] = 3.0 / (mass * (p * p + q * q));
    }
    double R[3][3];
    random_rotation(r, R);
    for (int k = 0; k < 3; k++)
        s->W[b][k][k] = w;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double sum = 0.0;
            for (int k = 0; k < 3; k++)
                sum += R[i][k] * inverse[k] * R[j][k];
            s->W[b][3 + i][3 + j] = sum;
        }
    return b;
}

void cf_bodies_point(const cf_bodies *s, cf_rng *r, int b, double *x)
{
    for (int k = 0; k < s->dim; k++)
        x[k] = s->center[b][k] + s->size[b] * cf_rng_uniform(r, -1.0, 1.0);
}

void cf_bodies_corner(const cf_bodies *s, cf_rng *r, int b, double *x)
{
    for (int k = 0; k < s->dim; k++)
        x[k] = s->center[b][k] + cf_rng_int(r, -1, 1) * s->half[b][k];
}

void cf_bodies_axis(const cf_bodies *s, cf_rng *r, double *d)
{
    for (int k = 0; k < 3; k++)
        d[k] = 0.0;
    d[cf_rng_int(r, 0, s->dim - 1)] = cf_rng_chance(r, 50) ? 1.0 : -1.0;
}

/* Body b's part of a row: d and the moment arm's r x d. */
static void body_part(const cf_bodies *s, int b, const double *x, const double *d, double sign,
                      double *row)
{
    double *part = row + (size_t)b * (size_t)s->dof;
    double rx = x[0] - s->center[b][0], ry = x[1] - s->center[b][1];
    if (s->dim == 2) {
        part[0] += sign * d[0];
        part[1] += sign * d[1];
        part[2] += sign * (rx * d[1] - ry * d[0]);
        return;
    }
    double rz = x[2] - s->center[b][2];
    part[0] += sign * d[0];
    part[1] += sign * d[1];
    part[2] += sign * d[2];
    part[3] += sign * (ry * d[2] - rz * d[1]);
    part[4] += sign * (rz * d[0] - rx * d[2]);
    part[5] += sign * (rx * d[1] - ry * d[0]);
}

int cf_bodies_row(cf_bodies *s, int first, int second, const double *x, const double *d)
{
    if (s->rows >= CF_BODIES_MAX_ROWS)
        return -1;
    double *row = s->J[s->rows];
    memset(row, 0, sizeof s->J[0]);
    body_part(s, first, x, d, 1.0, row);
    if (second >= 0)
        body_part(s, second, x, d, -1.0, row);
    return s->rows++;
}

int cf_bodies_copy_row(cf_bodies *s, int k)
{
    if (s->rows >= CF_BODIES_MAX_ROWS)
        return -1;
    memcpy(s->J[s->rows], s->J[k], sizeof s->J[0]);
    return s->rows++;
}

int cf_bodies_zero_row(cf_bodies *s)
{
    if (s->rows >= CF_BODIES_MAX_ROWS)
        return -1;
    memset(s->J[s->rows], 0, sizeof s->J[0]);
    return s->rows++;
}

void cf_bodies_matrix(const cf_bodies *s, double *A)
{
    const int n = s->rows, dof = s->dof;
    double WJt[CF_BODIES_MAX_DOF][CF_BODIES_MAX_ROWS];
    for (int b = 0; b < s->count; b++)
        for (int k = 0; k < dof; k++)
            for (int j = 0; j < n; j++) {
                double sum = 0.0;
                for (int l = 0; l < dof; l++)
                    sum += s->W[b][k][l] * s->J[j][b * dof + l];
                WJt[b * dof + k][j] = sum;
            }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int k = 0; k < s->count * dof; k++)
                sum += s->J[i][k] * WJt[k][j];
            A[i * n + j] = sum;
        }
}
