# The status of the clamped solve is not checked: whatever x holds is scattered and fdirection returns CF_OK.
# function: fdirection
# set: B
# shows when: the clamped system has no solution (redundant contacts, a singular A11), where fdirection must return CF_SINGULAR and the drive wait
/^static cf_status fdirection/,/END SOLUTION/{
/^    if (status != CF_OK)$/{
N
s/^    if (status != CF_OK)\n        return status;$/    (void)status;/
}
}
