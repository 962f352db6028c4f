# maxstep: the driven index is examined after C and NC with a strict <, so a tie between d and a clamped force goes to the clamped one.
# expect: maxstep chose contact 0 in C, but the driven contact 1 allows the same step 0.5
/^static double maxstep/,/^}/ {
    /^    if (reached_zero(s, d)) {$/,/^    }$/d
    /Roundoff can leave/i\    if (reached_zero(s, d)) {\n        j = d;\n        step = 0.0;\n    } else if (s->da[d] > DELTA_A_D_TOL * s->da_size[d]\n               \&\& -s->a[d] / s->da[d] < step) {\n        j = d;\n        step = -s->a[d] / s->da[d];\n    }
}
