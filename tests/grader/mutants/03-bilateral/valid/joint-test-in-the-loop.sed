# bilateral_maxstep skips a joint with continue at the top of its C loop instead of in the condition (the same candidates).
/^double bilateral_maxstep/,/^}/ {
    s|^        double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL$|        if (s->p->rows[i].kind == CF_ROW_BILATERAL)\n            continue;\n        double candidate = s->set[i] == CF_SET_CLAMPED|
}
