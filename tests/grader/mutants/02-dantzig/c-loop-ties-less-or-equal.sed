# maxstep: in the C loop only, an equal step replaces the current choice (<= instead of <), so a tie between two clamped forces goes to the later index.
# expect: allows the same step
/^static double maxstep/,/^}/ { /double candidate = -s->f\[i\] \/ s->df\[i\];/ { n; s|if (candidate < step) {|if (candidate <= step) {| } }
