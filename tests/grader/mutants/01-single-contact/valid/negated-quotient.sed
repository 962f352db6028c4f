# single_contact_force: f = b / -A, the same number.
s|\*f = -b / A;|*f = b / -A;|
