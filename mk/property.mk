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

# The certifier appendix's numbers (chapters/appendix-certifier.md), made
# by tests/property/appendix.c: the example of a light block next to a
# heavy one (its file, shown with cf check), the Siconos references
# certified, and the property test on PROPERTY_BOOK_COUNT problems per family.
PROPERTY_BOOK_COUNT := 2000
PROPERTY_APPENDIX := $(BUILD)/tests/appendix
PROPERTY_BOOK_VALUES := $(BOOK_GEN)/certifier-blocks.values $(BOOK_GEN)/certifier-peers.values \
                        $(BOOK_GEN)/certifier-property.values $(BOOK_GEN)/certifier-box.values
PROPERTY_BOOK_FRAGMENTS := $(BOOK_GEN)/certifier-blocks.md $(BOOK_GEN)/certifier-peers.md \
                           $(BOOK_GEN)/certifier-property.md $(BOOK_GEN)/certifier-box.md
# The box answer of the appendix's 3D case (Example 10b at the bound).
PROPERTY_BOX_CASE := tests/cases/ex10b-particle-push-30-at-bound.cf
PEER_FC_DAT := $(sort $(wildcard tests/peer/siconos/fc/*.dat))
PEER_LCP_DAT := $(sort $(wildcard tests/peer/siconos/lcp/*.dat))

$(PROPERTY_APPENDIX): $(BUILD)/obj/tests/property/appendix.o $(PROPERTY_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lgmp $(LDLIBS_ALL)

$(BOOK_GEN)/light-next-to-heavy.cf $(BOOK_GEN)/certifier-blocks.values &: $(PROPERTY_APPENDIX)
	@mkdir -p $(BOOK_GEN)
	$(PROPERTY_APPENDIX) blocks $(BOOK_GEN)/light-next-to-heavy.cf $(BOOK_GEN)/certifier-blocks.values

$(BOOK_GEN)/certifier-blocks.md: figures/cf-check.sh $(BOOK_GEN)/light-next-to-heavy.cf $(CF)
	@mkdir -p $(BOOK_GEN)
	sh figures/cf-check.sh $(CF) $(BOOK_GEN)/light-next-to-heavy.cf "1e16 1" "1e16 1.03" \
	    "1e16 0" > $@.part
	@mv $@.part $@

$(BOOK_GEN)/certifier-box.values: $(PROPERTY_APPENDIX) $(PROPERTY_BOX_CASE)
	@mkdir -p $(BOOK_GEN)
	$(PROPERTY_APPENDIX) box $(PROPERTY_BOX_CASE) $@.part
	@mv $@.part $@

$(BOOK_GEN)/certifier-box.md: figures/cf-check.sh $(PROPERTY_BOX_CASE) $(CF)
	@mkdir -p $(BOOK_GEN)
	sh figures/cf-check.sh $(CF) $(PROPERTY_BOX_CASE) "9.81 -4.905 -4.905" > $@.part
	@mv $@.part $@

$(BOOK_GEN)/certifier-peers.md $(BOOK_GEN)/certifier-peers.values &: $(PROPERTY_APPENDIX) \
        $(PEER_FC_DAT) $(PEER_LCP_DAT)
	@mkdir -p $(BOOK_GEN)
	$(PROPERTY_APPENDIX) peers $(BOOK_GEN)/certifier-peers.values $(BOOK_GEN)/certifier-peers.md \
	    $(PEER_FC_DAT) -- $(PEER_LCP_DAT)

$(BOOK_GEN)/certifier-property.md $(BOOK_GEN)/certifier-property.values &: $(PROPERTY_APPENDIX)
	@mkdir -p $(BOOK_GEN)
	$(PROPERTY_APPENDIX) property $(PROPERTY_BOOK_COUNT) $(BOOK_GEN)/certifier-property.values \
	    $(BOOK_GEN)/certifier-property.md

$(BOOK) $(BOOK_PAGE_FILES): $(PROPERTY_BOOK_FRAGMENTS)
$(BOOK_VALUES): $(PROPERTY_BOOK_VALUES)

-include $(BUILD)/obj/tests/property/appendix.d
