# single_contact_force: A >= 0 instead of A > 0, so A = 0 divides by zero.
s|if (A > 0.0) {|if (A >= 0.0) {|
