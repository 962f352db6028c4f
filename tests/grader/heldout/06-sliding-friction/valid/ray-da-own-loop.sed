# hand_over_ray computes ray->da = A df with its own double loop instead of cf_matvec.
# function: hand_over_ray
# set: B
/^static void hand_over_ray/,/END SOLUTION/{
/cf_matvec(p->n, p->A, df, ray->da);/c\
    for (int i = 0; i < p->n; i++) {\
        double sum = 0.0;\
        for (int j = 0; j < p->n; j++)\
            sum += p->A[i * p->n + j] * df[j];\
        ray->da[i] = sum;\
    }
}
