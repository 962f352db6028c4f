# drive_to_zero takes the step in f and in a in two loops instead of one.
/^static cf_status drive_to_zero/,/^}/ s|^            dz->a\[i\] += step \* dz->da\[i\];|        }\n        for (int i = 0; i < dz->n; i++) {\n&|
