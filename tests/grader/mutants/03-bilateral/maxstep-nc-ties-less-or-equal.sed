# bilateral_maxstep: in the NC loop a step equal to the current one replaces it (<= instead of <), so an unclamped acceleration wins a tie with d or with a clamped force.
# expect: maxstep, a tie between d and an unclamped acceleration: bilateral_maxstep chose j
/^double bilateral_maxstep/,/^}/ { /CF_SET_UNCLAMPED ? dantzig_step_unclamped/ { n; s|if (candidate < step) {|if (candidate <= step) {| } }
