# advance: a friction at the bound is not put back on its cone after a step.
# expect: violates friction cone
/^static void advance/,/^}/ {
/s->f\[t1\] = radius \* s->u\[2 \* i\];/d
/s->f\[t2\] = radius \* s->u\[2 \* i + 1\];/d
}
