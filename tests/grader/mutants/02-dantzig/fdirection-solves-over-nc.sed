# fdirection: builds A11 over the unclamped set NC instead of the clamped set C.
# expect: fdirection's direction changes the acceleration of clamped contact
/^static cf_status fdirection/,/^}/ s|if (s->set\[i\] == CF_SET_CLAMPED)|if (s->set[i] == CF_SET_UNCLAMPED)|
