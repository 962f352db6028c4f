# fdirection: ignores the status of cf_solve_psd and scatters whatever x holds.
# expect: expected singular: when fdirection returns anything but CF_OK, the drive stops at once with that status
/^static cf_status fdirection/,/^}/ { /if (status != CF_OK)/ { N; s|.*|    (void)status;| } }
