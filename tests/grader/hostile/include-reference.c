/* cheat: the whole submission is the reference itself, included through
 * a relative path that climbs to / and down into the repository, so
 * that it reaches it from wherever the compiler runs (@REFERENCE@ is that
 * path).  The compiler runs in a root without the repository: it does not
 * compile.
 * base: none
 * score: 0
 * expect: did not compile
 */
#include "@REFERENCE@"
