# compute_forces: never drives anything and returns f = 0.
# expect: nothing was driven: compute_forces must call dantzig_drive_to_zero(s, d, dantzig_maxstep) for as long as
/^static cf_status compute_forces/,/^}/ s|while ((d = dantzig_next_to_drive(s)) >= 0) {|while (0 \&\& (d = dantzig_next_to_drive(s)) >= 0) {|
