# C and NC are scanned in one loop in index order, so a tie between C and NC goes to the lower index.
# function: dantzig_maxstep
# set: B
# shows when: an unclamped index with a lower index than a clamped one allows exactly the same step (and d does not): the reference takes the clamped index (C before NC), this the unclamped one
/^double dantzig_maxstep/,/END SOLUTION/{
/^    for (int i = 0; i < s->n; i++) {$/{
N
/CF_SET_UNCLAMPED ? dantzig_step_unclamped/{
:a
N
/\n    }$/!ba
d
}
}
s/double candidate = s->set\[i\] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY;/double candidate = s->set[i] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i)\
                           : s->set[i] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;/
}
