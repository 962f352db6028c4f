# compute_forces: never drives anything and returns f = 0.
# expect: every force is 0, so a[0] = b[0] = -9.81 < 0
# expect: compute_forces must call drive_to_zero
/^static cf_status compute_forces/,/^}/ s|while ((d = next_to_drive(s)) >= 0) {|while (0 \&\& (d = next_to_drive(s)) >= 0) {|
