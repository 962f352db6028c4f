# compute_forces lets every drive that ends in CF_UNBOUNDED_RAY wait, not only one that came back to where it began, so a real ray does not end the solve.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
s/if (status == CF_SINGULAR || (status == CF_UNBOUNDED_RAY && s->returned_drive\[d\]))/if (status == CF_SINGULAR || status == CF_UNBOUNDED_RAY)/
}
