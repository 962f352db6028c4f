# After a drive succeeds the drives that came back are not given another chance (s->returned_drive and returned_status are kept).
# function: compute_forces
# set: B
# shows when: a drive comes back (or meets a singular system), a later drive of another index succeeds, and the first could now succeed
/^static cf_status compute_forces/,/END SOLUTION/{
/^        memset(s->returned_drive, 0, (size_t)dz->n);/d
/^        s->returned_status = CF_OK;$/d
}
