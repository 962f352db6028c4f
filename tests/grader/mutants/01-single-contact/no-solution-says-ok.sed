# single_contact_force: returns CF_OK where no force helps.
s|    return CF_NO_SOLUTION;|    return CF_OK;|
