# stage6_impulse_in_cone: the loop over the rows starts at 1, so the first contact is never looked at.
/^int stage6_impulse_in_cone/,/^}/ s|for (int i = 0; i < p->n; i++) {|for (int i = 1; i < p->n; i++) {|
