# maxstep: ignores ties, a later candidate with an equal step replaces the current one (<= instead of <).
# expect: but the driven contact 1 allows the same step 0.5 and comes first
/^static double maxstep/,/^}/ s|if (candidate < step) {|if (candidate <= step) {|
