# compute_forces: if instead of while, so only the first contact it picks (the most negative a) is driven.
# expect: compute_forces stopped, but contact 1 still has a = -11.772 < 0
/^static cf_status compute_forces/,/^}/ s|while ((d = next_to_drive(s)) >= 0) {|if ((d = next_to_drive(s)) >= 0) {|
