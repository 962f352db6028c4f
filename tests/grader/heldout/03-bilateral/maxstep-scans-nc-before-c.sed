# The unclamped indices are scanned before the clamped ones, so on a tie between C and NC the unclamped index wins.
# function: bilateral_maxstep
# set: B
# shows when: a clamped contact force and an unclamped acceleration reach zero at exactly the same step (and d does not): the reference unclamps the contact in C, this clamps the one in NC
/^double bilateral_maxstep/,/END SOLUTION/{
/double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\]\.kind != CF_ROW_BILATERAL$/,/: INFINITY;$/c\
        double candidate = s->set[i] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;
s/^\( *\)double candidate = s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;/\1double candidate = s->set[i] == CF_SET_CLAMPED \&\& s->p->rows[i].kind != CF_ROW_BILATERAL\
\1                       ? dantzig_step_clamped(s, i)\
\1                       : INFINITY;/
}
