# advance: the direction of a friction at the bound frozen where it met the cone, never re-aimed.
# expect: status unbounded-ray
/^static void advance/,/^}/ {
/s->u\[2 \* i\] = s->f\[t1\] \/ length;/d
/s->u\[2 \* i + 1\] = s->f\[t2\] \/ length;/d
}
