# property.mk - the property test of every stage on random degenerate problems.
#   make test   runs build/tests/test_property (a few thousand problems) with the other suites
#   make soak   10^5 problems (not part of make test): counts per stage and every bad seed
# The exact check (tests/property/exact.c) uses GMP's rationals.

PROPERTY_SRC := tests/property/degenerate.c tests/property/exact.c tests/property/property.c
PROPERTY_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(PROPERTY_SRC))
SOAK_BIN := $(BUILD)/tests/soak
SOAK_COUNT ?= 100000

HELP_LINES += 'make soak       every stage on 10^5 random degenerate problems, judged exactly'

# The suite's own rule: the exact check's objects come before the library
# the stages are in, and GMP after it.
$(BUILD)/tests/test_property: $(BUILD)/obj/tests/test_property.o $(TEST_SUPPORT_OBJ) \
                              $(PROPERTY_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lcunit -lgmp $(LDLIBS_ALL)

$(BUILD)/obj/tests/test_property.o: CFLAGS_ALL += -Itests/property

$(SOAK_BIN): $(BUILD)/obj/tests/property/soak.o $(PROPERTY_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lgmp $(LDLIBS_ALL)

.PHONY: soak
soak: deps
	@$(MAKE) --no-print-directory $(SOAK_BIN)
	$(SOAK_BIN) $(SOAK_COUNT)

-include $(PROPERTY_OBJ:.o=.d) $(BUILD)/obj/tests/property/soak.d
