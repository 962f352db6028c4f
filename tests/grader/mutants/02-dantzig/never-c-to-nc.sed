# maxstep: the C loop is skipped, so no clamped force ever limits the step (never C to NC).
# expect: f[0] = -1 is negative
# expect: past the point where contact 0 in C reaches zero (step 4): check its C loop
/^static double maxstep/,/^}/ s|if (s->set\[i\] == CF_SET_CLAMPED \&\& s->df\[i\] < -force_noise) {|if (0 \&\& s->df[i] < -force_noise) {|
