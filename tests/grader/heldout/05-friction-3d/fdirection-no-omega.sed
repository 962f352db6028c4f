# delta f is never scaled by omega, so a turned path keeps going the same way.
# function: cone_fdirection
# set: B
# shows when: a drive's path turns back (s->base.omega = -1): delta f must be reversed
/^cf_status cone_fdirection/,/END SOLUTION/{
/^    for (int i = 0; i < n; i++)$/{
N
/dz->df\[i\] \*= s->base\.omega;/d
}
}
