# single_contact_force: pushes even when the contact separates by itself (no b >= 0 case).
s|if (b >= 0.0) {|if (0) {|
