# pivot: ends every drive when a clamped normal leaves C, not only the drive of that normal's own friction.
# expect: a drive must end only when the driven index reaches its new state
/^static int pivot/,/^}/ s|return is_friction(s, d) \&\& s->p->rows\[d\].normal == j;|return 1;|
