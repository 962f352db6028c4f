# Reads "a joint's force may be negative" as a rule on the sign: every clamped row with f_i >= 0 is a candidate, joints included, and one with f_i < 0 is skipped.
# function: bilateral_maxstep
# set: A
/^double bilateral_maxstep/,/END SOLUTION/{
s/double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\]\.kind != CF_ROW_BILATERAL$/double candidate = s->set[i] == CF_SET_CLAMPED \&\& s->f[i] >= 0.0/
}
