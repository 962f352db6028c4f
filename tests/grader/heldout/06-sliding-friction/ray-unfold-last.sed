# hand_over_ray computes delta a and copies f and df first and unfolds df last, so ray->df and ray->da are the folded direction's.
# function: hand_over_ray
# set: A
/^static void hand_over_ray/,/END SOLUTION/{
/^ *unfold(p, df);$/d
/^    }$/a\
    unfold(p, df);
}
