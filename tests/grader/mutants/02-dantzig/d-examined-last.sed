# maxstep: the driven index is examined after C and NC with a strict <, so a tie between d and a clamped force goes to the clamped one.
# expect: maxstep chose contact 0 in C, but the driven contact 1 allows the same step 2
/^static double maxstep/,/^}/ {
    /if (s->da\[d\] > accel_noise) {/,/^    }$/d
    /Roundoff can leave/i\    if (s->da[d] > accel_noise \&\& -s->a[d] / s->da[d] < step) {\n        j = d;\n        step = -s->a[d] / s->da[d];\n    }
}
