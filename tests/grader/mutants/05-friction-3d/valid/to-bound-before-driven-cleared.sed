# cone_pivot puts a driven friction that reached its cone at the bound first and then clears s->driven (to_bound does not read it).
/^int cone_pivot/,/^}/ { /case M_DRIVEN_FRICTION_AT_BOUND:/ { N; N; s|\(\n        s->driven = -1;\)\(\n        to_bound(s, contact);\)|\2\1| } }
