# fdirection: the loop that scatters x into delta f stops one unknown early.
/^static cf_status fdirection/,/^}/ s|^    for (int r = 0; r < k; r++)$|    for (int r = 0; r < k - 1; r++)|
