# fdirection: its first loop stops one short (i < n - 1): the last contact is never gathered into C, and its delta f is never reset.
# expect: fdirection's direction changes the acceleration of clamped contact
/^static cf_status fdirection/,/^}/ s|for (int i = 0; i < n; i++) {|for (int i = 0; i < n - 1; i++) {|
