# fdirection: sets delta f only for C and d, and leaves the other entries as the last direction had them.
# expect: fdirection changes the force of contact
/^static cf_status fdirection/,/^}/ s|^        df\[i\] = 0.0;$|        if (s->set[i] == CF_SET_CLAMPED)\n            df[i] = 0.0;|
