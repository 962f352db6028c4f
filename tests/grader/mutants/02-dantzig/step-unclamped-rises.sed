# dantzig_step_unclamped: an unclamped acceleration is a candidate when it rises, not when it falls.
/^double dantzig_step_unclamped/,/^}/ s|dantzig_a_falls(s, i)|dantzig_a_rises(s, i)|
