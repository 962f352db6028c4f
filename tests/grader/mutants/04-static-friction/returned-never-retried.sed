# compute_forces: a drive that came back is never tried again, even after another drive changed the state.
# expect: status inaccurate (your answer fails the certifier): row
/^static cf_status compute_forces/,/^}/ s|memset(s->returned_drive, 0, (size_t)dz->n);|(void)s->returned_drive;|
