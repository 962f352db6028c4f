# cone_exit_step: the middle coefficient compared with 0, not with the caller's noise, so a force moving along the side of the cone (qb of roundoff size) leaves at once.
# expect: cone_exit_step, a force sliding along a side of its cone (qb within the noise): cone_exit_step returned s
/^double cone_exit_step/,/^}/ s|if (qb > noise)|if (qb > 0.0)|
