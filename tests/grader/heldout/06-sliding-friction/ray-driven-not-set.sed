# hand_over_ray keeps the stub's (void)driven and never sets ray->driven.
# function: hand_over_ray
# set: A
/^static void hand_over_ray/,/END SOLUTION/{
s/ray->driven = driven;/(void)driven;/
}
