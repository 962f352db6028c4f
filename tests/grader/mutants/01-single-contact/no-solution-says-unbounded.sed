# single_contact_force: returns CF_UNBOUNDED_RAY where no force helps.
s|    return CF_NO_SOLUTION;|    return CF_UNBOUNDED_RAY;|
