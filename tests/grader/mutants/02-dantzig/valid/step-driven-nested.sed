# dantzig_step_driven as one expression (the same three cases in the same order).
/^double dantzig_step_driven/,/^}/ {
    /^    if (dantzig_reached_zero(s, d))$/,/^    return INFINITY;$/c\    return dantzig_reached_zero(s, d) ? 0.0 : dantzig_a_rises(s, d) ? -s->a[d] / s->da[d] : INFINITY;
}
