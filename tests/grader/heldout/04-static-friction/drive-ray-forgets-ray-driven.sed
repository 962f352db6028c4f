# When maxstep finds nothing the drive stops with CF_UNBOUNDED_RAY but does not record which row it was driving in s->ray_driven.
# function: drive_to_zero
# set: B
# shows when: a drive finds no limit (an unbounded ray, e.g. an inconsistent configuration): stage4_solve with a ray gets no driven row and no delta f, and falls back instead of returning the ray
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^            s->ray_driven = d;$/d
}
