# single_contact_force: f = -b A instead of -b / A.
s|\*f = -b / A;|*f = -b * A;|
