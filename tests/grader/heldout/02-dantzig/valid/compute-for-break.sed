# Writes compute-forces as a for loop that asks for the next contact and breaks when there is none, with the status declared once.
# function: compute_forces
# set: B
/^    int d;$/,/^    return CF_OK;$/d
s/^    dantzig_start(s); \/\* f = 0, a = b, every index not yet considered \*\/$/&\
    cf_status status = CF_OK;\
    for (;;) {\
        int d = dantzig_next_to_drive(s);\
        if (d < 0)\
            break;\
        status = dantzig_drive_to_zero(s, d, dantzig_maxstep);\
        if (status != CF_OK)\
            break;\
        s->drive += 1;\
        dantzig_fresh_accelerations(s);\
    }\
    return status;/
