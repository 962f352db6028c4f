# Hands stage 2's dantzig_maxstep to the drive instead of bilateral_maxstep, so the joints are candidates after all.
# function: compute_forces
# set: A
s/status = dantzig_drive_to_zero(s, d, bilateral_maxstep);/status = dantzig_drive_to_zero(s, d, dantzig_maxstep);/
