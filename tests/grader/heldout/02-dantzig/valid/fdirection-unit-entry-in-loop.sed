# Valid: df is written in one pass, 1 at d and 0 elsewhere, instead of zeroing it and setting df[d] = 1 afterwards.
# function: fdirection
# set: B
# shows when: never: df is the same vector in every case
/^static cf_status fdirection/,/END SOLUTION/{
s/^\( *\)df\[i\] = 0\.0;$/\1df[i] = i == d ? 1.0 : 0.0;/
/^ *df\[d\] = 1\.0;$/d
}
