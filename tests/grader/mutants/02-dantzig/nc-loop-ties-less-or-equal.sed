# maxstep: in the NC loop only, an equal step replaces the current choice (<= instead of <), so a tie goes to the later unclamped index.
# expect: maxstep chose contact 0 in NC, but the driven contact 2 allows the same step 2
/^static double maxstep/,/^}/ { /double candidate = -s->a\[i\] \/ s->da\[i\];/ { n; s|if (candidate < step) {|if (candidate <= step) {| } }
