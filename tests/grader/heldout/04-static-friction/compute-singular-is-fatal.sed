# compute_forces lets only a drive that came back wait; a drive that returns CF_SINGULAR ends the whole solve.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
s/if (status == CF_SINGULAR || (status == CF_UNBOUNDED_RAY && s->returned_drive\[d\]))/if (status == CF_UNBOUNDED_RAY \&\& s->returned_drive[d])/
}
