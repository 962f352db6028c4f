/* status.h - the named outcomes every solver in the course returns.
 *
 * A solver never hands back a number it cannot stand behind: when it
 * cannot find a solution it says why, with one of these statuses.
 */
#ifndef CF_STATUS_H
#define CF_STATUS_H

typedef enum cf_status {
    CF_OK = 0,          /* f solves the problem (and passes the certifier) */
    CF_NO_SOLUTION,     /* proven: no f satisfies the conditions (e.g. 1x1, A <= 0, b < 0) */
    CF_UNBOUNDED_RAY,   /* maxstep found no limit: a_d can never be driven to 0
                           (Baraff 1994, sections 4.4 and 5; Baraff 1991) */
    CF_PIVOT_LIMIT,     /* gave up after the pivot cap: cycling or non-termination */
    CF_SINGULAR,        /* fdirection met a singular system with no solution */
    CF_INACCURATE,      /* finished, but roundoff left the result uncertified */
    CF_UNSUPPORTED,     /* the problem is outside what this stage promises */
    CF_INVALID_INPUT,   /* NaN/inf, wrong sizes, NULL pointers */
    CF_NO_MEMORY,       /* an allocation failed */
    CF_NOT_IMPLEMENTED, /* an exercise skeleton that has not been written yet */
    CF_INCONSISTENT,    /* sliding friction: maxstep found no limit, the ray f + s delta f
                           keeps every other condition while a_d < 0 for all s >= 0; no
                           contact force exists (Baraff 1991; Baraff 1994, section 6) */
    CF_STATUS_COUNT
} cf_status;

/* Short stable name, e.g. "unbounded-ray"; used in files and on the command line. */
const char *cf_status_name(cf_status status);

/* One sentence a student can act on. */
const char *cf_status_explain(cf_status status);

/* Parse a name made by cf_status_name; returns 0 on success, -1 if unknown. */
int cf_status_from_name(const char *name, cf_status *out);

#endif
