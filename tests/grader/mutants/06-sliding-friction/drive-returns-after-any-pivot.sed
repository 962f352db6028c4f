# drive_to_zero: returns after the first pivot, whichever index limited the step, before the driven index reaches its new state.
# expect: a drive must end only when the driven index reaches its new state
/^static cf_status drive_to_zero/,/^}/ s|^        if (done)$|        if (done \|\| 1)|
