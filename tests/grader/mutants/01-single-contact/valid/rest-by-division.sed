# single_contact_force: b > 0 instead of b >= 0, so b = 0 takes f = -b / A = 0 (a = 0 = b).
s|if (b >= 0.0) {|if (b > 0.0) {|
