# property.mk - the property test: every stage on random problems of every family it accepts.
#   make test   runs build/tests/test_property (a few thousand problems per family) with the
#               other suites
#   make soak   SOAK_COUNT problems per family (10^5 unless given; not part of make test):
#               counts per stage and family, every bad seed, and how to see one
# The families, the judge and the exact check are in tests/property (property.h); the
# exact check (exact.c) uses GMP's rationals.

PROPERTY_SRC := $(addprefix tests/property/,rng.c bodies.c degenerate.c exact.c families.c \
                  judge.c property.c)
PROPERTY_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(PROPERTY_SRC))
SOAK_BIN := $(BUILD)/tests/soak
SOAK_COUNT ?= 100000

HELP_LINES += 'make soak       every stage on 10^5 random problems per family (SOAK_COUNT=N), judged independently'

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
	$(SOAK_BIN) --count $(SOAK_COUNT)

-include $(PROPERTY_OBJ:.o=.d) $(BUILD)/obj/tests/property/soak.d
