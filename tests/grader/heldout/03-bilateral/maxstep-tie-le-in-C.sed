# Uses <= when comparing the clamped candidates, so on a tie a later clamped index wins over d or an earlier one.
# function: bilateral_maxstep
# set: A
/^                               : INFINITY;$/,/^        }$/s/if (candidate < step) {/if (candidate <= step) {/
