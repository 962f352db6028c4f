# stage6_impulse_in_cone looks at the rows from the last down (the answer does not depend on the order).
/^int stage6_impulse_in_cone/,/^}/ s|for (int i = 0; i < p->n; i++) {|for (int i = p->n - 1; i >= 0; i--) {|
