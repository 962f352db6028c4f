# fdirection: the loop that adds the unknowns x into delta f stops one unknown early.
# expect: every unknown added
/^static cf_status fdirection/,/^}/ s|^    for (int c = 0; c < s->k; c++)$|    for (int c = 0; c < s->k - 1; c++)|
