/* rng.h - the seeded random numbers of the property test.
 *
 * xorshift64* (Vigna 2016).  The whole state is one integer that the
 * caller owns, so a problem is a function of its seed alone and two
 * problems never share a stream.
 */
#ifndef CF_RNG_H
#define CF_RNG_H

typedef struct cf_rng {
    unsigned long long state;
} cf_rng;

/* A stream for this seed and this purpose (the family's number, say):
 * neighbouring seeds start far apart. */
cf_rng cf_rng_new(unsigned long long seed, unsigned long long purpose);

unsigned long long cf_rng_next(cf_rng *r);

/* A whole number in [lo, hi]. */
int cf_rng_int(cf_rng *r, int lo, int hi);

/* 1 with probability percent / 100. */
int cf_rng_chance(cf_rng *r, int percent);

/* A double in [0, 1), 53 random bits. */
double cf_rng_unit(cf_rng *r);

/* A double in [lo, hi). */
double cf_rng_uniform(cf_rng *r, double lo, double hi);

/* 10^x with x uniform in [lo, hi]: a size spread over decades. */
double cf_rng_decades(cf_rng *r, double lo, double hi);

/* A unit vector in dim (2 or 3) dimensions, uniform on the circle or sphere. */
void cf_rng_direction(cf_rng *r, int dim, double *v);

#endif
