# After a step u is read from f_T but f_T is rescaled to its own length, not to the cone's radius mu f_N.
# function: cone_advance
# set: B
# shows when: the normal force of a contact at the bound changes during a step (the friction must stay at mu f_N)
/^void cone_advance/,/END SOLUTION/{
s/double radius = cone_mu(s, i) \* fmax(dz->f\[i\], 0\.0);/double radius = length;/
}
