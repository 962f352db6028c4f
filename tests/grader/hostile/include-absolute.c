/* cheat: includes the reference by its absolute path, and, in case that
 * is refused, by a path climbing above the root first.  Neither exists
 * where the compiler runs.
 * base: none
 * score: 0
 * expect: did not compile
 */
#include "@ROOT@/code/02-dantzig/dantzig.c"
