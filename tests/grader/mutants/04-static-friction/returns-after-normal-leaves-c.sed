# pivot: ends every drive when a clamped normal leaves C, not only the drive of that normal's own friction.
# expect: status pivot-limit, but this problem has a solution: a drive never ended: pivot must return
/^static int pivot/,/^}/ s|return is_friction(dz, d) && dz->p->rows\[d\].normal == j;|(void)d;\n        return 1;|
