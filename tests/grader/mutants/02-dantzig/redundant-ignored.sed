# dantzig_drive_to_zero: an unclamped j that reaches zero always joins C, even when its column is a combination of C's (never deferred).
/^cf_status dantzig_drive_to_zero/,/^}/ s|} else if (!redundant(s, j)) {|} else if (1 \|\| !redundant(s, j)) {|
