# dantzig_maxstep: ignores ties, a later candidate with an equal step replaces the current one (<= instead of <).
# expect: maxstep, a tie between d and a clamped force: dantzig_maxstep chose j
/^double dantzig_maxstep/,/^}/ s|if (candidate < step) {|if (candidate <= step) {|
