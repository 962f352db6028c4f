# bilateral_maxstep: in the NC loop a step equal to the current one replaces it (<= instead of <), so an unclamped acceleration wins a tie with d or with a clamped force.
/^double bilateral_maxstep/,/^}/ { /CF_SET_UNCLAMPED ? dantzig_step_unclamped/ { n; s|if (candidate < step) {|if (candidate <= step) {| } }
