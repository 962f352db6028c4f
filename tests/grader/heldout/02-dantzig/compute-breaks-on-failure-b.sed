# When a drive fails the loop stops, but compute_forces returns CF_OK instead of the drive's status.
# function: compute_forces
# set: B
# shows when: a drive ends with CF_UNBOUNDED_RAY, CF_PIVOT_LIMIT or CF_SINGULAR: the reference returns that status, this returns CF_OK and the certifier turns it into CF_INACCURATE (or the fallback answers)
/^static cf_status compute_forces/,/END SOLUTION/{
s/^\( *\)return status;$/\1break;/
}
