# maxstep: an unclamped acceleration is a candidate when it rises (delta a_i > 0), not when it falls.
/^static double maxstep/,/^}/ s|if (s->set\[i\] == CF_SET_UNCLAMPED \&\& s->da\[i\] < -accel_noise) {|if (s->set[i] == CF_SET_UNCLAMPED \&\& s->da[i] > accel_noise) {|
