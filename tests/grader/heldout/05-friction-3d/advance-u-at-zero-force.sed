# The direction u is always read from f_T, also where f_T = 0 and there is no direction to read.
# function: cone_advance
# set: B
# shows when: a friction at the cone has f_T = 0 (its normal let go, f_N = 0, and it kept its direction): u becomes 0/0
/^void cone_advance/,/END SOLUTION/{
s/^        if (length > 0\.0) {$/        {/
}
