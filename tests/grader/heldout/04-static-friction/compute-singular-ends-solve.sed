# Only a drive that came back waits; a drive whose clamped system has no solution (CF_SINGULAR) ends the solve at once.
# function: compute_forces
# set: B
# shows when: a drive meets a singular clamped system (redundant contacts) but driving the other indices first would let the solve finish
/^static cf_status compute_forces/,/END SOLUTION/{
s/if (status == CF_SINGULAR || (status == CF_UNBOUNDED_RAY && s->returned_drive\[d\])) {/if (status == CF_UNBOUNDED_RAY \&\& s->returned_drive[d]) {/
}
