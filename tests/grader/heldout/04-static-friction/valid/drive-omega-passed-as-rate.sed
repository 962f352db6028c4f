# drive_to_zero hands fdirection the rate sigma * omega instead of scaling delta f by omega afterwards (the same delta f, as fdirection is linear in its rate).
# function: drive_to_zero
# set: B
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/cf_status status = fdirection(s, d, s->sigma, dz->df);/cf_status status = fdirection(s, d, s->sigma * s->omega, dz->df);/
/for (int i = 0; i < dz->n; i++)$/{
N
/\*= s->omega/d
}
}
