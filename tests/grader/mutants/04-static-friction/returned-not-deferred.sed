# compute_forces: a drive that came back to where it began ends the solve with its status, instead of waiting while the others are driven.
# expect: status unbounded-ray, but this problem has a solution: nothing limited a step: the bound moves with f_N (mu
/^static cf_status compute_forces/,/^}/ s|if (status == CF_SINGULAR \|\| (status == CF_UNBOUNDED_RAY && s->returned_drive\[d\])) {|if (0) {|
