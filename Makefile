# Contact Forces - build every stage, the tools, the figures and the book.
#   make          install what is missing, build everything, say where the book is
#   make test     run every test suite, then again under ASan and UBSan
#   make help     the other targets
# GNU Make.  Everything generated goes below build/.

SHELL := /bin/sh
.DEFAULT_GOAL := all

BUILD ?= build
SAN ?= 0
CC ?= cc
TEST_TIMEOUT ?= 300

WARN := -std=c11 -Wall -Wextra -Werror -pedantic -D_POSIX_C_SOURCE=200809L
ifeq ($(SAN),1)
OPT := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
else
OPT := -O2 -g
endif

# Stage folders are code/NN-name; code/common holds what is not under study.
STAGE_DIRS := $(sort $(wildcard code/[0-9][0-9]-*))
CODE_DIRS := code/common $(STAGE_DIRS) code/tools
INCLUDES := $(addprefix -I,$(CODE_DIRS))
CFLAGS_ALL := $(WARN) $(OPT) $(INCLUDES) $(CFLAGS)
LDLIBS_ALL := -lm $(LDLIBS)

# The compiler and flags that built $(BUILD) are kept in $(BUILD)/compiler,
# which every object depends on.  When they change (make CC=clang after
# make, say) the record is rewritten, so every object is rebuilt, and the
# objects of separate makes below $(BUILD) (the grader's) are deleted:
# one build never mixes two compilers.  build/sanitized keeps its own.
COMPILER_STAMP := $(BUILD)/compiler
COMPILER_ID := $(CC) $(CFLAGS_ALL) [$(shell $(CC) --version 2>/dev/null | head -n 1)]

# The library: code/common, every stage, and the table of stages
# (code/tools/stages.c), which names every stage's solver, and the
# simulation loop of cf simulate (code/tools/simulate.c), which uses stage 6.
LIB_SRC := $(wildcard code/common/*.c) $(foreach d,$(STAGE_DIRS),$(wildcard $(d)/*.c)) \
           code/tools/stages.c code/tools/simulate.c
LIB_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(LIB_SRC))
LIBCF := $(BUILD)/lib/libcf.a
CF := $(BUILD)/cf

TEST_SRC := $(sort $(wildcard tests/test_*.c))
TEST_BIN := $(patsubst tests/%.c,$(BUILD)/tests/%,$(TEST_SRC))
TEST_SUPPORT_SRC := $(filter-out $(TEST_SRC),$(wildcard tests/*.c))
TEST_SUPPORT_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(TEST_SUPPORT_SRC))

# Further parts (book, figures, exercises, benchmark) add themselves here.
# HELP_LINES and ALL_SUMMARY hold shell-quoted strings, one per line shown,
# for example:  HELP_LINES += 'make book       the book, build/book.html'
ALL_TARGETS := programs
TEST_TARGETS :=
HELP_LINES :=
include $(sort $(wildcard mk/*.mk))
# Whatever they build, they build after the compiler record is checked.
$(ALL_TARGETS) $(TEST_TARGETS): | $(COMPILER_STAMP)

# Keep objects and test binaries between runs.
.SECONDARY:

# make builds MAKE_JOBS targets at a time (one per processor) unless -j
# says otherwise (make -j1: one at a time); each target's output is kept
# together (--output-sync).  The -j of the command line shows in MAKEFLAGS
# only when a recipe runs, so the test is made there.
MAKE_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
make_jobs = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(MAKE_JOBS)) --output-sync=target

.PHONY: all programs deps doctor test check check-sanitized help clean
all: deps
	@$(MAKE) --no-print-directory $(make_jobs) $(ALL_TARGETS)
	@echo
	@echo "built: $(CF) (the command-line tool), $(LIBCF) (every stage), tests with 'make test'"
	$(if $(strip $(ALL_SUMMARY)),@printf 'built: %s\n' $(ALL_SUMMARY))

programs: $(CF) $(LIBCF)

deps:
	@CC="$(CC)" sh mk/deps.sh install

doctor:
	@CC="$(CC)" sh mk/deps.sh doctor

ifneq ($(COMPILER_ID),$(file <$(COMPILER_STAMP)))
$(COMPILER_STAMP): _compiler_changed
endif
$(COMPILER_STAMP):
	@mkdir -p $(dir $@)
	@if [ -f $@ ]; then \
	    echo "build: $(BUILD) was built by '$$(cat $@)'; rebuilding it with $(CC)"; \
	    find $(BUILD) -mindepth 1 \( -name sanitized -o -path $(BUILD)/obj \) -prune \
	        -o -name '*.o' -exec rm -f {} +; \
	fi
	@printf '%s\n' '$(COMPILER_ID)' > $@

$(BUILD)/obj/%.o: %.c $(COMPILER_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -MMD -MP -c $< -o $@

$(LIBCF): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(CF): $(BUILD)/obj/code/tools/cf.o $(LIBCF)
	$(CC) $(CFLAGS_ALL) $^ -o $@ $(LDLIBS_ALL)

$(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(TEST_SUPPORT_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lcunit $(LDLIBS_ALL)

$(BUILD)/obj/tests/%.o: CFLAGS_ALL += -Itests

# make test: the plain build, then the same suites under the sanitizers,
# then the other suites.  The grader's own tests (test-grader: most of the
# time, much of it spent waiting on sandboxed programs) run beside them from
# the start; their report is printed once both are done.  Every suite runs
# even when one fails; the last line says which failed.
test: deps
	@$(MAKE) --no-print-directory $(make_jobs) $(ALL_TARGETS) book-student $(TEST_BIN) $(CF)
	@echo "make test: the grader's tests run beside the others; their report comes last"
	@{ $(MAKE) --no-print-directory test-grader > $(BUILD)/test-grader.log 2>&1; \
	   echo $$? > $(BUILD)/test-grader.status; } & \
	failed=""; \
	$(MAKE) --no-print-directory check || failed="$$failed check"; \
	$(MAKE) --no-print-directory check-sanitized || failed="$$failed check-sanitized"; \
	for target in $(filter-out test-grader,$(TEST_TARGETS)); do \
	    $(MAKE) --no-print-directory $$target || failed="$$failed $$target"; \
	done; \
	wait; \
	echo "== make test-grader"; cat $(BUILD)/test-grader.log; \
	[ "$$(cat $(BUILD)/test-grader.status 2>/dev/null)" = 0 ] || failed="$$failed test-grader"; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed"; exit 1; fi; \
	echo "make test: every suite passed (plain and sanitized)"

check: $(TEST_BIN) $(CF)
	@sh tests/run-tests.sh "$(BUILD)" "$(TEST_TIMEOUT)" $(TEST_BIN)

check-sanitized:
	@$(MAKE) --no-print-directory BUILD=build/sanitized SAN=1 check

.PHONY: _empty _compiler_changed
_empty:
	@:
_compiler_changed:
	@:

help:
	@echo "make            install missing packages, build every stage, tool, figure and the book"
	@echo "make test       every test suite, plain and under ASan+UBSan"
	@echo "make check      the test suites, plain build only"
	@echo "make doctor     one line per missing tool, with the command that installs it"
	@echo "make clean      remove build/"
	$(if $(strip $(HELP_LINES)),@printf '%s\n' $(HELP_LINES))

clean:
	rm -rf build

-include $(LIB_OBJ:.o=.d) $(TEST_SUPPORT_OBJ:.o=.d) $(patsubst $(BUILD)/tests/%,$(BUILD)/obj/tests/%.d,$(TEST_BIN)) $(BUILD)/obj/code/tools/cf.d
