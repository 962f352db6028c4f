# stage6_impulse_in_cone: the loop over the rows starts at 1, so the first contact is never looked at.
# expect: a contact can only push: look at every row from the first, a pull at any contact rejects the impulse
/^int stage6_impulse_in_cone/,/^}/ s|for (int i = 0; i < p->n; i++) {|for (int i = 1; i < p->n; i++) {|
