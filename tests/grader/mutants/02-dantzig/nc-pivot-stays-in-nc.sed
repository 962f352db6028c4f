# dantzig_drive_to_zero: an unclamped j limits the step but is left in NC.
# expect: dantzig_drive_to_zero, an unclamped contact joins C, then d does: pivot
/^cf_status dantzig_drive_to_zero/,/^}/ { /} else if (!redundant(s, j)) {/ { n; n; s|s->set\[j\] = CF_SET_CLAMPED;|s->set[j] = CF_SET_UNCLAMPED;| } }
