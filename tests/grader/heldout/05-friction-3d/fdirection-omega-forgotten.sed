# cone_fdirection never scales delta f by s->base.omega, so a path that turned back keeps going forward.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
/for (int i = 0; i < n; i++)$/{
N
/\*= s->base\.omega/d
}
}
