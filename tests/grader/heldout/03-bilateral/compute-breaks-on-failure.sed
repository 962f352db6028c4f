# Stops driving when a drive fails (the pivot limit) but goes on to the least-norm joints and returns their CF_OK.
# function: compute_forces
# set: A
/status = dantzig_drive_to_zero(s, d, bilateral_maxstep);/,/return status;/s/return status;/break;/
