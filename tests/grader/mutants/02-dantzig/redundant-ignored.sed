# dantzig_drive_to_zero: an unclamped j that reaches zero always joins C, even when its column is a combination of C's (never deferred).
# expect: dantzig_drive_to_zero, an unclamped contact that reaches zero but is redundant with C waits in NC (deferred):
/^cf_status dantzig_drive_to_zero/,/^}/ s|} else if (!redundant(s, j)) {|} else if (1 \|\| !redundant(s, j)) {|
