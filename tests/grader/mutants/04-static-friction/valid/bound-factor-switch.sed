# bound_factor reads the friction's state with a switch (friction_state_from_set) instead of comparing set codes.
/^double bound_factor/,/^}/ {
    /^    if (s->set\[t\] == friction_state_of(FRICTION_BOUND_PLUS)->set)$/,/^    return 0\.0;$/c\    switch (friction_state_from_set(s->set[t])) {\n    case FRICTION_BOUND_PLUS:\n        return s->p->rows[t].mu;\n    case FRICTION_BOUND_MINUS:\n        return -s->p->rows[t].mu;\n    default:\n        return 0.0;\n    }
}
