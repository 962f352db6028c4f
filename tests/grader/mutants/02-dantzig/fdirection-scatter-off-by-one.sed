# fdirection: scatters all but the last clamped change into delta f (r < k - 1, off by one).
/^static cf_status fdirection/,/^}/ s|^    for (int r = 0; r < k; r++)$|    for (int r = 0; r < k - 1; r++)|
