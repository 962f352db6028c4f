# Stops driving when a drive fails but then returns CF_OK instead of the drive's status.
# function: compute_forces
# set: A
/cf_status status = dantzig_drive_to_zero(s, d, dantzig_maxstep);/,/return status;/s/return status;/break;/
