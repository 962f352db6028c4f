# single_contact_force: f = -b, as if A were 1.
s|\*f = -b / A;|*f = -b;|
