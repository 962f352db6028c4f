# dantzig_drive_to_zero decides the move before it takes the step (the sets and the move do not depend on the new f and a).
/^cf_status dantzig_drive_to_zero/,/^}/ {
    /^        for (int i = 0; i < s->n; i++) {$/,/^        }$/d
    /^        status = dantzig_record_pivot(s, d, step, j, move, note);$/i\        for (int i = 0; i < s->n; i++) {\n            if (i == j)\n                continue;\n            s->f[i] += step * s->df[i];\n            s->a[i] += step * s->da[i];\n        }\n        if (move == CF_MOVE_C_TO_NC)\n            s->a[j] += step * s->da[j];\n        else\n            s->f[j] += step * s->df[j];
}
