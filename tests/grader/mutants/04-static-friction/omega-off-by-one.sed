# drive_to_zero: the loop that turns delta f round (times omega) skips the last index.
# expect: status unbounded-ray, but this problem has a solution: nothing limited a step: the bound moves with f_N (mu
/^static cf_status drive_to_zero/,/^}/ { /^        for (int i = 0; i < dz->n; i++)$/ { N; /dz->df\[i\] \*= s->omega;/ s|i < dz->n;|i < dz->n - 1;| } }
