/* siconos.h - read the Siconos numerics test files in tests/peer/siconos.
 *
 * Format: tests/peer/siconos/README.md.  Dense matrices are column-major;
 * SBM (sparse block) and CSparse text dumps are also read.  Trailing text
 * after the last needed number is ignored, as Siconos does.
 */
#ifndef CF_SICONOS_H
#define CF_SICONOS_H

#include "problem.h"

/* An LCP file (n, M, q): w = M z + q  becomes  a = A f + b, every row normal. */
cf_problem *cf_siconos_read_lcp(const char *path, cf_error *err);

/* A friction-contact file (d, nc, W, q, mu): rows are grouped by contact as
 * normal, tangent 1 (, tangent 2); tangents become friction2d (d = 2) or
 * friction3d (d = 3) rows bound to the contact's normal row. */
cf_problem *cf_siconos_read_fc(const char *path, cf_error *err);

#endif
