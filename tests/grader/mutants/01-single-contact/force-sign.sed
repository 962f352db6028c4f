# single_contact_force: f = b / A, the wrong sign.
s|\*f = -b / A;|*f = b / A;|
