# single_contact_force: treats a small A (below 1e-3) as zero, so a heavy body gets no force.
s|if (A > 0.0) {|if (A > 1e-3) {|
