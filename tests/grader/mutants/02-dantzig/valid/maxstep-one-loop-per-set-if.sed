# dantzig_maxstep looks through C and NC with if statements instead of conditional expressions, same order and the same strict <.
/^double dantzig_maxstep/,/^}/ {
    s|^        double candidate = s->set\[i\] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY;|        double candidate = INFINITY;\n        if (s->set[i] == CF_SET_CLAMPED)\n            candidate = dantzig_step_clamped(s, i);|
    s|^        double candidate = s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;|        double candidate = INFINITY;\n        if (s->set[i] == CF_SET_UNCLAMPED)\n            candidate = dantzig_step_unclamped(s, i);|
}
