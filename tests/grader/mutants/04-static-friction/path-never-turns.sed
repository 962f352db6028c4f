# drive_to_zero: never turns the path back when an index blocks the step both ways, so that index flips with steps of zero until the pivot limit.
/^static cf_status drive_to_zero/,/^}/ s|if (j == last_j && undoes(move, last_move) && dantzig_is_zero_step(dz, step)) {|if (0 \&\& j == last_j \&\& undoes(move, last_move) \&\& dantzig_is_zero_step(dz, step)) {|
