# dantzig_drive_to_zero takes the step in f and in a in two loops instead of one.
/^cf_status dantzig_drive_to_zero/,/^}/ s|^            s->a\[i\] += step \* s->da\[i\];|        }\n        for (int i = 0; i < s->n; i++) {\n&|
