# compute_forces: never drives anything and returns f = 0.
/^static cf_status compute_forces/,/^}/ s|while ((d = dantzig_next_to_drive(s)) >= 0) {|while (0 \&\& (d = dantzig_next_to_drive(s)) >= 0) {|
