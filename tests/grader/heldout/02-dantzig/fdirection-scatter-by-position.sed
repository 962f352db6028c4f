# Scatters the solution x by its position in C, df[r] = x[r], instead of by the contact index clamped[r].
# function: fdirection
# set: A
s/df\[s->clamped\[r\]\] = s->x\[r\];/df[r] = s->x[r];/
