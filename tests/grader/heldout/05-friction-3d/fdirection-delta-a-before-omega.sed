# delta a is computed from delta f before delta f is scaled by omega.
# function: cone_fdirection
# set: B
# shows when: omega = -1 (a drive whose path turned back): delta a then points the other way from delta f
/^cf_status cone_fdirection/,/END SOLUTION/{
/^    dantzig_delta_a(dz);/d
/^    for (int c = 0; c < s->k; c++)$/{
N
s/$/\
    dantzig_delta_a(dz);/
}
}
