# The ray's direction is handed over as the folded solve left it, without unfolding the dynamic rows.
# function: hand_over_ray
# set: B
# shows when: an inconsistent configuration with a sliding contact (Painleve's rod sliding): ray->df has 0 in the dynamic rows instead of -mu v delta f_N, and ray->da misses the friction's effect
/^static void hand_over_ray/,/END SOLUTION/{
/^ *unfold(p, df);$/d
}
