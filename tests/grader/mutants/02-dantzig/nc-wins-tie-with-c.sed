# maxstep: an unclamped acceleration wins a tie against a clamped force (but not against d), as if NC were examined before C.
# expect: maxstep, a tie between a clamped force and an unclamped acceleration: maxstep chose j = 1 (an unclamped acceleration)
/^static double maxstep/,/^}/ { /double candidate = -s->a\[i\] \/ s->da\[i\];/ { n; s|if (candidate < step) {|if (candidate < step \|\| (candidate == step \&\& j != d)) {| } }
