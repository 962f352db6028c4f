# drive_to_zero: delta a_d <= 0 is taken as failure, before maxstep has had its say.
# expect: delta a_d <= 0 alone is not failure
/^static cf_status drive_to_zero/,/^}/ s|^\( *\)int j;$|\1if (!is_friction(s, d) \&\& s->da[d] <= 0.0)\
\1    return CF_INCONSISTENT;\
\1int j;|
