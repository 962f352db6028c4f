# fdirection: sets delta f only for C and d, and leaves the other entries as the last direction had them.
# expect: fdirection, the unclamped forces: delta f_i = 0 for i in NC: delta f[2] = 0.5 for contact 2 in NC, should be 0
/^static cf_status fdirection/,/^}/ s|^        df\[i\] = 0.0;$|        if (s->set[i] == CF_SET_CLAMPED)\n            df[i] = 0.0;|
