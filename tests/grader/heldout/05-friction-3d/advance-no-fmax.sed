# The friction at the bound is put back on a cone of radius mu f_N, without taking a negative f_N as zero.
# function: cone_advance
# set: B
# shows when: the step leaves a normal force at the bound a hair below zero (its normal letting go): f_T then points against u, and the next step reads u reversed
/^void cone_advance/,/END SOLUTION/{
s/double radius = cone_mu(s, i) \* fmax(dz->f\[i\], 0\.0);/double radius = cone_mu(s, i) * dz->f[i];/
}
