# Scans C and NC in one loop in index order, so on a tie an unclamped index with a lower index wins over a clamped one.
# function: bilateral_maxstep
# set: A
/^    for (int i = 0; i < s->n; i++) {$/{
N
/\n.*CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;$/{
:loop
N
/\n    }$/!b loop
d
}
}
s/^                               : INFINITY;$/                               : s->set[i] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i)\
                                                                : INFINITY;/
