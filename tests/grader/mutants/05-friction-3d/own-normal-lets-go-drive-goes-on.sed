# cone_pivot: when the driven friction's own normal leaves C the drive goes on, driving a friction with no normal force to lean on.
# expect: your pivots differ from the algorithm's at pivot 10
/^int cone_pivot/,/^}/ { /^        if (s->driven == j) {$/,/^        }$/d; }
