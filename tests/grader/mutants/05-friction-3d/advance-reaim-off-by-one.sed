# cone_advance: the loop that puts the frictions at the bound back on their cones stops one row early, which misses a contact whose normal is the last row.
# expect: at its cone f_T must oppose a_T: cone_advance re-aims each friction at the bound where the step took it, and
/^void cone_advance/,/^}/ s|^    for (int i = 0; i < dz->n; i++) {$|    for (int i = 0; i < dz->n - 1; i++) {|
