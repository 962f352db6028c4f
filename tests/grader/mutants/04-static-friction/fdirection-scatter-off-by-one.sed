# fdirection: the loop that scatters x into delta f stops one unknown early.
# expect: the step differs from the algorithm's: check delta f (fdirection: A
/^static cf_status fdirection/,/^}/ s|^    for (int r = 0; r < k; r++)$|    for (int r = 0; r < k - 1; r++)|
