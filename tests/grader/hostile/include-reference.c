/* cheat: the whole submission is the reference itself, included through
 * a relative path from where the submission lies to the repository
 * (@REFERENCE@ is that path, "../../../../code/02-dantzig/dantzig.c" or
 * so).  The compiler runs in a root without the repository: it does not
 * compile.
 * base: none
 * score: 0
 * expect: did not compile
 */
#include "@REFERENCE@"
