# hand_over_ray computes delta a = A delta f with its own loops instead of cf_matvec.
/^static void hand_over_ray/,/^}/ s|^    cf_matvec(p->n, p->A, df, ray->da);|    for (int i = 0; i < p->n; i++) {\n        ray->da[i] = 0.0;\n        for (int j = 0; j < p->n; j++)\n            ray->da[i] += p->A[i * p->n + j] * df[j];\n    }|
