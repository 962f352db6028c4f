# At the end the drives that came back are not checked (friction2d_returned_drives is not called), so the solve returns CF_OK whatever they left.
# function: compute_forces
# set: B
# shows when: a drive came back (or met a singular system) and no other index was left to drive: the status should be the first such drive's (e.g. CF_UNBOUNDED_RAY), not the certifier's verdict on what remains
/^static cf_status compute_forces/,/END SOLUTION/{
s/return status != CF_OK ? status : friction2d_returned_drives(s);/return status;/
}
