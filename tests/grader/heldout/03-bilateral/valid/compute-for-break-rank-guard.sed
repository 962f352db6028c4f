# Writes the drives as a for loop that breaks when no contact is left, and calls bilateral_least_norm_joints only when b->rank < b->k.
# function: compute_forces
# set: B
/^    int d;$/,/^    return bilateral_least_norm_joints(s, b);$/c\
    for (;;) {\
        int d = dantzig_next_to_drive(s);\
        if (d < 0)\
            break;\
        status = dantzig_drive_to_zero(s, d, bilateral_maxstep);\
        if (status != CF_OK)\
            return status;\
        s->drive += 1;\
        dantzig_fresh_accelerations(s);\
    }\
    if (b->rank < b->k)\
        return bilateral_least_norm_joints(s, b);\
    return CF_OK;
