# dantzig_maxstep: ignores ties, a later candidate with an equal step replaces the current one (<= instead of <).
/^double dantzig_maxstep/,/^}/ s|if (candidate < step) {|if (candidate <= step) {|
