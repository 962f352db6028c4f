# live.mk - the live worked examples: the course's own code compiled to
# WebAssembly, run by the book's pages (chapters/filters/live.js).
#   make live        build/wasm/cf.wasm and the script that carries it
# Included by the top Makefile, after book.mk; everything goes below $(BUILD).
#
# cf (code/tools/cf.c, every stage, the certifier and the problem reader) is
# compiled by clang for wasm32-wasi against Debian's wasi-libc and linked by
# lld; nothing is downloaded.  The page runs it with a small WASI layer of
# its own (live.js): one fresh instance per command, files held in memory.
# The module is carried as base64 in a script (LIVE_WASM_JS), which the
# filter puts into every page with a live example, so that the book still
# opens from a file: Chromium forbids fetch() on file://.
#
# Which examples are live: every "### Example K:" of chapters 2 to 6 with
# problem files tests/cases/exK-*.cf (else exKa-*.cf, exKb-*.cf, ...), the
# stage of its chapter; figures/live-list.sh writes the list and, for the
# student edition (which carries no compiled code), the traces and solves
# that native cf computes, which its pages replay.

WASM_CC ?= clang
WASM_TARGET := --target=wasm32-wasi --sysroot=/usr
WASM_CFLAGS := $(WARN) -Os $(INCLUDES) -fno-exceptions
WASM_SRC := $(LIB_SRC) code/tools/cf.c
WASM_OBJ := $(patsubst %.c,$(BUILD)/wasm/obj/%.o,$(WASM_SRC))
LIVE_WASM := $(BUILD)/wasm/cf.wasm
LIVE_WASM_JS := $(BUILD)/generated/live-wasm.js
LIVE_LIST := $(BUILD)/generated/live.list
LIVE_DIR := $(BUILD)/generated/live
LIVE_CHAPTERS := $(filter chapters/02-% chapters/03-% chapters/04-% chapters/05-% chapters/06-%,$(BOOK_CHAPTER_FILES))

ALL_TARGETS += live
HELP_LINES += 'make live       the solver as WebAssembly for the live examples, build/wasm/cf.wasm'
.PHONY: live
live: $(LIVE_WASM_JS) $(LIVE_LIST)

$(BUILD)/wasm/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_TARGET) $(WASM_CFLAGS) -MMD -MP -c $< -o $@

$(LIVE_WASM): $(WASM_OBJ)
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_TARGET) $^ -o $@.part -lm -Wl,--strip-all
	@mv $@.part $@

$(LIVE_WASM_JS): $(LIVE_WASM)
	@mkdir -p $(dir $@)
	{ printf 'window.cfLiveWasm = "'; base64 -w 0 $<; printf '";\n'; } > $@.part
	@mv $@.part $@
	@echo "live: $< is $$(wc -c < $<) bytes, $$(wc -c < $@) in base64 in each page with a live example"

$(LIVE_LIST): figures/live-list.sh $(LIVE_CHAPTERS) $(wildcard tests/cases/ex*.cf tests/scenes/ex*.scene) $(CF)
	@mkdir -p $(dir $@) $(LIVE_DIR)
	sh figures/live-list.sh $(CF) $(LIVE_DIR) $(LIVE_CHAPTERS) > $@.part
	@mv $@.part $@

# Every page and the single file read the list; the full edition carries
# the module, the student edition the traces (book.lua, pass "live").
LIVE_META := --metadata book-live=$(LIVE_LIST) \
             $(if $(filter student,$(BOOK_EDITION)),,--metadata book-live-wasm=$(LIVE_WASM_JS))
PANDOC_COMMON += $(LIVE_META)
PANDOC_FLAGS += $(LIVE_META)
$(BOOK) $(BOOK_PAGE_FILES): $(LIVE_LIST) chapters/filters/live.js
ifneq ($(BOOK_EDITION),student)
$(BOOK) $(BOOK_PAGE_FILES): $(LIVE_WASM_JS)
endif

-include $(WASM_OBJ:.o=.d)

# The browser checks walk every stepper against cf (tests/book/browser.py),
# in the full edition and, when make test has built it, the student's.
BOOK_BROWSER_ARGS += --cf $(CF) --live-list $(LIVE_LIST) --student $(BUILD)/book-student.html
book-test: $(LIVE_LIST)
