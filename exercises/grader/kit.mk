# kit.mk - build the grader and each exercise's grading kit.
#
# Used by the course's Makefile (mk/exercises.mk) and, unchanged, by the
# Gradescope autograder's setup.sh, so both grade with exactly the same
# harness:
#
#   make -f exercises/grader/kit.mk ROOT=/abs/path/to/course OUT=/abs/path/to/build
#
# ROOT holds code/, tests/cases/ and exercises/ (the repository, or the
# autograder zip, which has the same layout).  Made below OUT:
#
#   bin/grader                 the grader (with the reference solvers, for pivots)
#   EX/kit/include/            the headers a submission compiles against
#   EX/kit/runner.o            the harness's main (runner.c) for EX's stage
#   EX/kit/libcommon.a         code/common and wire.c: what a submission links with
#   EX/kit/rules.c             the harness of EX's rule tests (grader/rules-EX.c), if it has
#                              one; it includes the student's file, wire.h and harness.h
#                              (in include/)
#   EX/kit/tests/              tests.txt, public/ (from tests/cases), hidden/
#
# for every exercise EX in EXERCISES (default: every stage of the course's
# table, code/tools/stages.def, that names functions for an exercise).
#
# The Gradescope zip holds no exercise's solution as source: each file of a
# stage with solution regions comes compiled, as PREBUILT/code/NN-name/FILE.o
# (exercises/tools/make-autograder.sh), and is used where its source is
# missing.  In the repository there is no PREBUILT folder: every stage
# builds from its sources.

ROOT ?= $(CURDIR)
OUT ?= $(ROOT)/build/exercises
INSTRUCTOR ?= $(ROOT)/exercises/instructor
# The table of stages: STAGE(number, "folder", solver, "title", "paper",
# "change", "exercise functions", "chapter"), one line each.
STAGES_DEF := $(ROOT)/code/tools/stages.def
stages_field = $(shell sed -n 's/^STAGE.[0-9]*, *"\([^"]*\)", *\([a-z0-9_]*\), *"[^"]*", *"[^"]*", *"[^"]*", *"\([^"]*\)".*/$(1)/p' $(STAGES_DEF))
EXERCISES ?= $(shell sed -n 's/^STAGE.[0-9]*, *"\([^"]*\)", *[a-z0-9_]*, *"[^"]*", *"[^"]*", *"[^"]*", *"[^"][^"]*".*/\1/p' $(STAGES_DEF))
CC ?= cc
KIT_CFLAGS ?= -std=c11 -Wall -Wextra -Werror -pedantic -D_POSIX_C_SOURCE=200809L -O2 -g

GRADER_SRC_DIR := $(ROOT)/exercises/grader
PREBUILT ?= $(ROOT)/prebuilt
COMMON_SRC ?= $(wildcard $(ROOT)/code/common/*.c)
# The sources of stage folder $(1): its .c files, and the .c each object of
# PREBUILT/code/$(1)/ stands for (the object is used in its place).
stage_sources = $(sort $(wildcard $(ROOT)/code/$(1)/*.c) \
                  $(patsubst $(PREBUILT)/%.o,$(ROOT)/%.c,$(wildcard $(PREBUILT)/code/$(1)/*.o)))
# The reference stages the grader links, for the pivots it compares:
# every stage of the table, as grade.c's reference_solvers names them all.
REFERENCE_STAGES ?= $(call stages_field,\1)
STAGE_DIRS := $(addprefix $(ROOT)/code/,$(REFERENCE_STAGES))
STAGE_SRC := $(foreach d,$(REFERENCE_STAGES),$(call stage_sources,$(d))) $(ROOT)/code/tools/stages.c
GRADER_SRC := $(addprefix $(GRADER_SRC_DIR)/,grader.c grade.c judge.c manifest.c replay.c report.c rules.c sandbox.c)
INCLUDES := -I$(ROOT)/code/common $(addprefix -I,$(STAGE_DIRS)) -I$(ROOT)/code/tools -I$(GRADER_SRC_DIR) \
            $(addprefix -I$(ROOT)/code/,$(EXERCISES))
# A stage of several files: the ones besides the exercise's file are given,
# and go into the kit's library with code/common.
kit_file = $(shell sed -n 's/^file[[:space:]]*//p' $(INSTRUCTOR)/$(1)/tests.txt)
# A stage built on an earlier stage's files says so in its tests.txt with a
# comment line "# uses 04-static-friction": that folder's headers and
# objects are given too.
kit_uses = $(shell sed -n 's/^\#[[:space:]]*uses[[:space:]]*//p' $(INSTRUCTOR)/$(1)/tests.txt)
kit_given = $(call obj,$(filter-out $(ROOT)/code/$(1)/$(call kit_file,$(1)),$(call stage_sources,$(1))) \
              $(foreach u,$(call kit_uses,$(1)),$(call stage_sources,$(u))))

# Objects mirror their sources: OUT/obj/<path below ROOT>.o
obj = $(patsubst $(ROOT)/%.c,$(OUT)/obj/%.o,$(1))
COMMON_OBJ := $(call obj,$(COMMON_SRC) $(GRADER_SRC_DIR)/wire.c)
STAGE_OBJ := $(call obj,$(STAGE_SRC))
GRADER_OBJ := $(call obj,$(GRADER_SRC))

.PHONY: all grader kits
all: grader kits
grader: $(OUT)/bin/grader
kits: $(foreach ex,$(EXERCISES),$(OUT)/$(ex)/kit/.complete)

$(OUT)/obj/%.o: $(ROOT)/%.c
	@mkdir -p $(dir $@)
	$(CC) $(KIT_CFLAGS) $(INCLUDES) -MMD -MP -c $< -o $@

# A reference the zip ships compiled, where its source is missing.
$(OUT)/obj/code/%.o: $(PREBUILT)/code/%.o
	@mkdir -p $(dir $@)
	cp $< $@

$(OUT)/lib/libcommon.a: $(COMMON_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(OUT)/lib/libstages.a: $(STAGE_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

# The stages (and their table, code/tools/stages.c) before code/common,
# which they call.
$(OUT)/bin/grader: $(GRADER_OBJ) $(OUT)/lib/libstages.a $(OUT)/lib/libcommon.a
	@mkdir -p $(dir $@)
	$(CC) $(KIT_CFLAGS) $(GRADER_OBJ) $(OUT)/lib/libstages.a $(OUT)/lib/libcommon.a \
	    -o $@ -lcjson -lm

# One kit per exercise.  The exercise 02-dantzig grades the stage in
# code/02-dantzig: its line in the table names the runner's solver, its headers join
# code/common's, its public problems are the tests/cases files its
# tests.txt names as public/NAME.
define kit_rules
$(OUT)/$(1)/kit/runner.o: $(GRADER_SRC_DIR)/runner.c
	@mkdir -p $$(dir $$@)
	$$(CC) $$(KIT_CFLAGS) $$(INCLUDES) -DCF_RUNNER_SOLVER=$(shell sed -n 's/^STAGE.[0-9]*, *"$(1)", *\([a-z0-9_]*\),.*/\1/p' $(STAGES_DEF)) -MMD -MP -c $$< -o $$@

$(OUT)/$(1)/kit/.complete: $(OUT)/$(1)/kit/runner.o $(OUT)/lib/libcommon.a $(call kit_given,$(1)) \
		$(wildcard $(ROOT)/code/common/*.h $(ROOT)/code/$(1)/*.h) \
		$(INSTRUCTOR)/$(1)/tests.txt $(wildcard $(INSTRUCTOR)/$(1)/hidden/*) \
		$(wildcard $(ROOT)/tests/cases/*.cf) $(wildcard $(GRADER_SRC_DIR)/rules-$(1).c) \
		$(GRADER_SRC_DIR)/wire.h $(GRADER_SRC_DIR)/harness.h \
		$(foreach u,$(call kit_uses,$(1)),$(wildcard $(ROOT)/code/$(u)/*.h))
	rm -rf $(OUT)/$(1)/kit/include $(OUT)/$(1)/kit/tests $(OUT)/$(1)/kit/rules.c
	mkdir -p $(OUT)/$(1)/kit/include $(OUT)/$(1)/kit/tests/public $(OUT)/$(1)/kit/tests/hidden
	cp $(ROOT)/code/common/*.h $(ROOT)/code/$(1)/*.h $(foreach u,$(call kit_uses,$(1)),$(ROOT)/code/$(u)/*.h) $(OUT)/$(1)/kit/include/
	cp $(OUT)/lib/libcommon.a $(OUT)/$(1)/kit/libcommon.a
	$(if $(strip $(call kit_given,$(1))),ar rs $(OUT)/$(1)/kit/libcommon.a $(call kit_given,$(1)))
	cp $(INSTRUCTOR)/$(1)/tests.txt $(OUT)/$(1)/kit/tests/tests.txt
	$(if $(wildcard $(GRADER_SRC_DIR)/rules-$(1).c),cp $(GRADER_SRC_DIR)/rules-$(1).c $(OUT)/$(1)/kit/rules.c && cp $(GRADER_SRC_DIR)/wire.h $(GRADER_SRC_DIR)/harness.h $(OUT)/$(1)/kit/include/)
	for name in $$$$(sed -n 's|^problem[[:space:]]*file[[:space:]]*public/||p' $(INSTRUCTOR)/$(1)/tests.txt); do \
	    cp $(ROOT)/tests/cases/$$$$name $(OUT)/$(1)/kit/tests/public/ || exit 1; done
	if [ -d $(INSTRUCTOR)/$(1)/hidden ]; then cp -R $(INSTRUCTOR)/$(1)/hidden/. $(OUT)/$(1)/kit/tests/hidden/; fi
	touch $$@
endef
$(foreach ex,$(EXERCISES),$(eval $(call kit_rules,$(ex))))

-include $(COMMON_OBJ:.o=.d) $(STAGE_OBJ:.o=.d) $(GRADER_OBJ:.o=.d) \
	$(foreach ex,$(EXERCISES),$(OUT)/$(ex)/kit/runner.d)
