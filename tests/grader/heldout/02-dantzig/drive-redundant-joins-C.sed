# Moves every unclamped index that reaches zero into C, without asking redundant() whether it depends on C.
# function: dantzig_drive_to_zero
# set: A
/^        } else if (!redundant(s, j)) {$/,/note = "a_j reached 0; redundant, deferred";/c\
        } else {\
            s->a[j] = 0.0;\
            s->set[j] = CF_SET_CLAMPED;\
            move = CF_MOVE_NC_TO_C;
s/^    for (;;) {$/    (void)redundant;\n    for (;;) {/
