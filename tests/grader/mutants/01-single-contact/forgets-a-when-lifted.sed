# single_contact_force: when b >= 0 it leaves a = 0 instead of a = b.
/if (b >= 0.0) {/ { n; /\*a = b;/d }
