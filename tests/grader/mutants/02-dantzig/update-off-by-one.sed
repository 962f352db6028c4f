# dantzig_drive_to_zero: takes the step in every f_i and a_i but the last (i < s->n - 1).
# expect: dantzig_drive_to_zero must update a += s delta a
/^cf_status dantzig_drive_to_zero/,/^}/ s|for (int i = 0; i < s->n; i++) {|for (int i = 0; i < s->n - 1; i++) {|
