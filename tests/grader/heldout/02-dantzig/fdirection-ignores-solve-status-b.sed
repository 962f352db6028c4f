# The status of cf_solve_psd is not checked; whatever x holds is scattered into df and CF_OK returned.
# function: fdirection
# set: B
# shows when: A_CC is not positive semidefinite (an indefinite symmetric A), where the reference returns CF_SINGULAR
/^static cf_status fdirection/,/END SOLUTION/{
/^ *if (status != CF_OK)$/,/^ *return status;$/c\
    (void)status;
}
