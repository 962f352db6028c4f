# Zeroes nothing outside C: delta f is written only at d and at the clamped indices, so entries left from an earlier direction stay in s->df.
# function: fdirection
# set: A
/^        df\[i\] = 0\.0;$/d
