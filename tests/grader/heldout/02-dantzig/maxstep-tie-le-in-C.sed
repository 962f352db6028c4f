# Uses <= when comparing the clamped candidates, so on a tie a later clamped index wins over d or an earlier one.
# function: dantzig_maxstep
# set: A
/CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY;$/,/^        }$/s/if (candidate < step) {/if (candidate <= step) {/
