# dantzig_step_driven: any rise of a_d counts, however small against its terms (delta a_d > 0 instead of dantzig_a_rises).
# expect: but nothing limits this step: every force and acceleration stays valid however far it goes, so
/^double dantzig_step_driven/,/^}/ s|if (dantzig_a_rises(s, d))|if (s->da[d] > 0.0)|
