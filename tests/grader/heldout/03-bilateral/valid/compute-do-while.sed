# Writes the drives as a do-while loop that asks for the next contact at its top and leaves when there is none, and keeps the least-norm status in a variable.
# function: compute_forces
# set: B
/^static cf_status compute_forces/,/END SOLUTION/{
/^    int d;$/,/^    return bilateral_least_norm_joints(s, b);$/c\
    int d;\
    do {\
        d = dantzig_next_to_drive(s);\
        if (d >= 0) {\
            status = dantzig_drive_to_zero(s, d, bilateral_maxstep);\
            if (status != CF_OK)\
                return status;\
            s->drive = s->drive + 1;\
            dantzig_fresh_accelerations(s);\
        }\
    } while (d >= 0);\
    status = bilateral_least_norm_joints(s, b);\
    return status;
}
