# stage6_impulse_in_cone: returns 1 as soon as one contact is inside its cone, without looking at the others.
# expect: at any contact, with or without friction, rejects the impulse
/^int stage6_impulse_in_cone/,/^}/ s|return 0; /\* outside the cone \*/|return 0; /* outside the cone */\n        if (row->kind == CF_ROW_FRICTION2D)\n            return 1;|
