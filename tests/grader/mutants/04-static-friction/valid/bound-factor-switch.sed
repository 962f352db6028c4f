# bound_factor reads the friction's state with a switch (friction_state_from_set) instead of comparing set codes.
/^static double bound_factor/,/^}/ {
    /^    if (in_state(dz, t, FRICTION_BOUND_PLUS))$/,/^    return 0\.0;$/c\    switch (friction_state_from_set(dz->set[t])) {\n    case FRICTION_BOUND_PLUS:\n        return dz->p->rows[t].mu;\n    case FRICTION_BOUND_MINUS:\n        return -dz->p->rows[t].mu;\n    default:\n        return 0.0;\n    }
}
