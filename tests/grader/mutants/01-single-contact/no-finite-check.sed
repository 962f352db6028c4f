# single_contact_force: never checks that A and b are finite numbers.
s|if (!isfinite(A) \|\| !isfinite(b))|if (0)|
