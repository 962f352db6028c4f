# dantzig_step_clamped: a clamped force limits when it rises (delta f_i > 0), not when it falls.
/^double dantzig_step_clamped/,/^}/ s|dantzig_f_falls(s, i)|s->df[i] > 0.0|
