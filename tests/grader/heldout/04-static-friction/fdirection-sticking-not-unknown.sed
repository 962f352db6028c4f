# fdirection takes as unknowns only the rows whose set is CF_SET_CLAMPED, leaving the sticking frictions (C_F) out of A11.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/if (is_clamped(dz, i))/if (dz->set[i] == CF_SET_CLAMPED)/
}
