# cone_exit_step tests qb > 0 instead of qb > noise, keeping the stub's (void)noise and ignoring the noise it is given for the middle coefficient.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/if (qb > noise)$/if (qb > 0.0)/
/^ *double qa = /i\
    (void)noise;
}
