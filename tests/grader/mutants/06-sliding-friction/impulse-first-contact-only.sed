# stage6_impulse_in_cone: only the first contact (its two rows) is looked at.
# expect: at any contact, with or without friction, rejects the impulse
/^int stage6_impulse_in_cone/,/^}/ s|for (int i = 0; i < p->n; i++) {|for (int i = 0; i < 2 \&\& i < p->n; i++) {|
