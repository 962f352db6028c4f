# Loops while dantzig_next_to_drive returns > 0 instead of >= 0, so the loop ends when contact 0 is the one to drive.
# function: compute_forces
# set: A
s/while ((d = dantzig_next_to_drive(s)) >= 0) {/while ((d = dantzig_next_to_drive(s)) > 0) {/
