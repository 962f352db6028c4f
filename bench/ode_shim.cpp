// ode_shim.cpp - a C entry point for ODE's dSolveLCP, whose header is C++
// (namespaces, default arguments).  Built as C++, called from bench_ode.c.
#include <dart/external/odelcpsolver/lcp.h>

extern "C" int bench_ode_solve_lcp(int n, double *A, double *x, double *b, double *w, double *lo,
                                   double *hi)
{
    // nub = 0: no unbounded variables; findex = NULL: no friction coupling.
    bool ok = dart::external::ode::dSolveLCP(n, A, x, b, w, 0, lo, hi, nullptr, false);
    return ok ? 1 : 0;
}
