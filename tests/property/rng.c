/* rng.c - the seeded random numbers of the property test (rng.h). */
#include "rng.h"

#include <math.h>

cf_rng cf_rng_new(unsigned long long seed, unsigned long long purpose)
{
    cf_rng r;
    r.state = (seed + 1) * 0x9E3779B97F4A7C15ULL ^ (purpose + 1) * 0xD1B54A32D192ED03ULL;
    r.state ^= r.state >> 31;
    if (r.state == 0)
        r.state = 1;
    return r;
}

unsigned long long cf_rng_next(cf_rng *r)
{
    r->state ^= r->state >> 12;
    r->state ^= r->state << 25;
    r->state ^= r->state >> 27;
    return r->state * 2685821657736338717ULL;
}

int cf_rng_int(cf_rng *r, int lo, int hi)
{
    return lo + (int)(cf_rng_next(r) % (unsigned long long)(hi - lo + 1));
}

int cf_rng_chance(cf_rng *r, int percent)
{
    return cf_rng_int(r, 0, 99) < percent;
}

double cf_rng_unit(cf_rng *r)
{
    return (double)(cf_rng_next(r) >> 11) * 0x1p-53;
}

double cf_rng_uniform(cf_rng *r, double lo, double hi)
{
    return lo + (hi - lo) * cf_rng_unit(r);
}

double cf_rng_decades(cf_rng *r, double lo, double hi)
{
    return pow(10.0, cf_rng_uniform(r, lo, hi));
}

void cf_rng_direction(cf_rng *r, int dim, double *v)
{
    if (dim == 2) {
        double angle = cf_rng_uniform(r, 0.0, 2.0 * 3.14159265358979323846);
        v[0] = cos(angle);
        v[1] = sin(angle);
        return;
    }
    /* Archimedes: z uniform in [-1, 1] and an angle uniform around it. */
    double z = cf_rng_uniform(r, -1.0, 1.0);
    double angle = cf_rng_uniform(r, 0.0, 2.0 * 3.14159265358979323846);
    double radius = sqrt(fmax(0.0, 1.0 - z * z));
    v[0] = radius * cos(angle);
    v[1] = radius * sin(angle);
    v[2] = z;
}
