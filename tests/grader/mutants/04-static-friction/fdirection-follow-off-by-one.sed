# fdirection: the loop that makes each friction at a bound follow its normal stops one row early.
# expect: fdirection, a friction at its bound follows its normal: delta f_F = +-mu delta f_N: delta f
/^static cf_status fdirection/,/^}/ s|^    for (int t = 0; t < n; t++)$|    for (int t = 0; t < n - 1; t++)|
