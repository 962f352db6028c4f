# cone_pivot: when the driven friction's own normal leaves C the drive goes on, driving a friction with no normal force to lean on.
/^int cone_pivot/,/^}/ { /^        if (s->driven == j) {$/,/^        }$/d; }
