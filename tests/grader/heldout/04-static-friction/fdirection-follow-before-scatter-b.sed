# The frictions at a bound are made to follow their normals before the solved x is scattered into df, so they follow a zero change.
# function: fdirection
# set: B
# shows when: a friction is at its bound and its normal force changes during a later step (the bounded friction must change by +-mu delta f_N)
/^static cf_status fdirection/,/END SOLUTION/{
/^    for (int r = 0; r < k; r++)$/{
N
/df\[dz->clamped\[r\]\] = dz->x\[r\];/d
}
/df\[t\] += bound_factor(dz, t) \* df\[dz->p->rows\[t\]\.normal\];/a\
    for (int r = 0; r < k; r++)\
        df[dz->clamped[r]] = dz->x[r];
}
