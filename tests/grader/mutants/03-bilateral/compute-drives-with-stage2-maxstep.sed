# compute_forces: drives with stage 2's maxstep, dantzig_maxstep, which lets a joint whose force falls leave C.
# expect: in C, a bilateral row, but bilateral_maxstep must ignore every joint: its force may be negative and it never
/^static cf_status compute_forces/,/^}/ s|dantzig_drive_to_zero(s, d, bilateral_maxstep);|dantzig_drive_to_zero(s, d, dantzig_maxstep);|
