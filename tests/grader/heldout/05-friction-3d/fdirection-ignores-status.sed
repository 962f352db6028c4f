# The status of the clamped solve is not looked at: the unknowns are added and CF_OK returned whatever happened.
# function: cone_fdirection
# set: B
# shows when: the clamped system has no solution (redundant contacts): cone_fdirection must return CF_SINGULAR
/^cf_status cone_fdirection/,/END SOLUTION/{
/^    if (status != CF_OK)$/{
N
s/^    if (status != CF_OK)\n        return status;$/    (void)status;/
}
}
