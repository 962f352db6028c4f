# Marks the joints with the trace's CF_SET_BILATERAL code ("always clamped") instead of putting them in C as CF_SET_CLAMPED.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/s/^        s->set\[i\] = CF_SET_CLAMPED;$/        s->set[i] = CF_SET_BILATERAL;/
