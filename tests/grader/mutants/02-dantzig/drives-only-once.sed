# compute_forces: if instead of while, so only the first contact it picks (the most negative a) is driven.
# expect: is negative; compute_forces stopped, but contact
/^static cf_status compute_forces/,/^}/ s|while ((d = dantzig_next_to_drive(s)) >= 0) {|if ((d = dantzig_next_to_drive(s)) >= 0) {|
