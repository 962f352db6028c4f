# Only the rows of set C are taken as unknowns, forgetting that a sticking friction (C_F) is an unknown too.
# function: fdirection
# set: B
# shows when: a friction sticks (C_F) and a later drive (of another friction or a normal) moves its contact, so its a_F must be held at zero by changing f_F
/^static cf_status fdirection/,/END SOLUTION/{
s/if (is_clamped(dz, i))/if (dz->set[i] == CF_SET_CLAMPED)/
s/^\(    const int n = dz->n;\)$/\1\
    (void)is_clamped;/
}
