# unknown_vector: the folded column A[:,N] + u_1 A[:,T1] + u_2 A[:,T2], without mu.
# expect: status unbounded-ray
/^static int unknown_vector/,/^}/ {
s|w\[1\] = mu \* s->u\[2 \* i\];|w[1] = s->u[2 * i];|
s|w\[2\] = mu \* s->u\[2 \* i + 1\];|w[2] = s->u[2 * i + 1];|
}
