# Stops at the pivot limit only when s->pivots has passed it (>), allowing one pivot too many.
# function: dantzig_drive_to_zero
# set: A
s/if (s->pivots >= s->max_pivots)/if (s->pivots > s->max_pivots)/
