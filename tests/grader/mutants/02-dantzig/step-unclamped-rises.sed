# dantzig_step_unclamped: an unclamped acceleration is a candidate when it rises, not when it falls.
# expect: check dantzig_step_unclamped and the NC loop of dantzig_maxstep (unclamped accelerations with delta a_i
/^double dantzig_step_unclamped/,/^}/ s|dantzig_a_falls(s, i)|dantzig_a_rises(s, i)|
