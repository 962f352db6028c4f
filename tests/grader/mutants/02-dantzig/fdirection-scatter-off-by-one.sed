# fdirection: scatters all but the last clamped change into delta f (r < k - 1, off by one).
# expect: fdirection's direction changes the acceleration of clamped contact
/^static cf_status fdirection/,/^}/ s|^    for (int r = 0; r < k; r++)$|    for (int r = 0; r < k - 1; r++)|
