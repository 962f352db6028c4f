# book.mk - the book: build/book.html, the site build/book/, their figures and worked examples.
#   make book        the single file build/book.html (offline) and the site build/book/
#                    (one page per chapter), with every figure and worked example they show
#   make figures     the figures only
#   make book-test   the book's own checks and the browser checks (run by make test)
# Included by the top Makefile; everything generated goes below $(BUILD).
#
# Other editions: BOOK_EDITION=student leaves the answers to the exercises
# out, and BOOK_SOURCE_ROOT=DIR cuts the listings from DIR/code/... (a copy
# of code/ with the solution regions stripped) instead of code/.

BOOK := $(BUILD)/book.html
BOOK_SITE := $(BUILD)/book
BOOK_GEN := $(BUILD)/generated
BOOK_FIG := $(BUILD)/figures
BOOK_BIN := $(BUILD)/figures/bin
BOOK_FILTER := chapters/filters/book.lua
BOOK_CSS := chapters/filters/book.css
BOOK_EDITION ?= full
BOOK_SOURCE_ROOT ?=

# book.md, then the stage chapters in the order of the table of stages
# (code/tools/stages.def, the last field of each STAGE line), then the
# appendices, then the answers to the exercises (one file per chapter, in
# chapters/answers).  A chapter the table names joins the book, the site and
# the checks; one that does not exist yet does not break the build.
STAGES_DEF := code/tools/stages.def
BOOK_STAGE_CHAPTERS := $(shell sed -n 's/^STAGE.*, *"\([^"]*\)".$$/\1/p' $(STAGES_DEF))
BOOK_CHAPTER_FILES := $(wildcard $(BOOK_STAGE_CHAPTERS)) $(sort $(wildcard chapters/appendix-*.md))
BOOK_ANSWERS := $(sort $(wildcard chapters/answers/[0-9][0-9]-*.md))
BOOK_CHAPTERS := book.md $(BOOK_CHAPTER_FILES) $(BOOK_ANSWERS)

# The site's pages: index (book.md), one per chapter and appendix, the
# answers (unless the edition leaves them out) and the references.
BOOK_PAGES := index $(basename $(notdir $(BOOK_CHAPTER_FILES))) \
              $(if $(filter student,$(BOOK_EDITION)),,$(if $(BOOK_ANSWERS),answers)) references
BOOK_PAGE_FILES := $(foreach p,$(BOOK_PAGES),$(BOOK_SITE)/$(p).html)

# The worked examples: KEY:STAGE:CASE, where CASE is the stem of a problem
# file in tests/cases (ex2 is tests/cases/ex2-*.cf) and STAGE the solver
# that figures/worked.c runs on it (1, 2, 3, or 7: the fast stage, with the
# factor that chapter 7 builds by hand).  Scenes are drawn for stages 1 to 3.
BOOK_EXAMPLE_SPECS := ex1:1:ex1 ex1b:1:ex1b ex9:1:ex9 ex9b:1:ex9b \
                      ex2:2:ex2 ex2b:2:ex2b ex3:2:ex3 ex4:2:ex4 \
                      ex5a:3:ex5a ex5b:3:ex5b ex5c:3:ex5c ex5d:3:ex5d ex5e:3:ex5e ex5f:3:ex5f \
                      ex5g:3:ex5g ex5h:3:ex5h \
                      ex2-fast:7:ex2 ex2b-fast:7:ex2b ex3-fast:7:ex3 ex4-fast:7:ex4 ex5b-fast:7:ex5b
book_key = $(word 1,$(subst :, ,$(1)))
book_stage = $(word 2,$(subst :, ,$(1)))
book_stem = $(word 3,$(subst :, ,$(1)))
# The problem file of a stem: book_case,ex2 is tests/cases/ex2-*.cf.
book_case = $(firstword $(wildcard tests/cases/$(1)-*.cf))
# Its scene, tests/scenes/ex2-*.scene; the figure is drawn from it by cf draw.
book_scene = $(firstword $(wildcard tests/scenes/$(1)-*.scene))
BOOK_EXAMPLES := $(foreach s,$(BOOK_EXAMPLE_SPECS),$(call book_key,$(s)))
BOOK_SCENES := $(foreach s,$(BOOK_EXAMPLE_SPECS),$(if $(filter 1 2 3,$(call book_stage,$(s))),$(call book_key,$(s))))
BOOK_TRACES := $(foreach s,$(BOOK_EXAMPLE_SPECS),$(if $(filter-out 1,$(call book_stage,$(s))),$(call book_key,$(s))))

BOOK_WORKED := $(BOOK_BIN)/worked
BOOK_VALUES := $(BOOK_GEN)/book.values
# The benchmark's numbers that chapter 7 quotes, from the CSV bench.mk reports.
BOOK_BENCH_CSV := $(or $(BENCH_CSV),bench/results/bench.csv)
BOOK_BENCH_VALUES := $(BOOK_GEN)/bench.values
BOOK_EXAMPLE_LIST := $(BOOK_GEN)/examples.list
BOOK_FIGURES := $(BOOK_FIG)/stages.svg \
                $(foreach e,$(BOOK_SCENES),$(BOOK_FIG)/$(e)-scene.svg) \
                $(foreach e,$(BOOK_TRACES),$(BOOK_FIG)/$(e)-trace.svg)
# Each stage chapter's "What changed", made from the sources by
# tools/stage_diff.py: the full edition's, and the student edition's, which
# leaves out every function of an exercise (chapters/filters/book.lua reads
# it in that edition).  The chapters of stages 2 and up have one.
BOOK_CHANGE_STAGES := $(shell sed -n 's/^STAGE.\([0-9]*\),.*/\1/p' $(STAGES_DEF) | awk '$$1 >= 2 { printf "%02d ", $$1 }')
BOOK_CHANGES := $(foreach n,$(BOOK_CHANGE_STAGES),$(BOOK_GEN)/changes-$(n).md $(BOOK_GEN)/student-changes-$(n).md)
STAGE_DIFF_INPUTS := tools/stage_diff.py $(STAGES_DEF) $(wildcard code/[0-9][0-9]-*/*.c code/[0-9][0-9]-*/*.h)

$(BOOK_GEN)/changes-%.md: $(STAGE_DIFF_INPUTS)
	@mkdir -p $(dir $@)
	python3 tools/stage_diff.py chapter $* > $@.part
	@mv $@.part $@

$(BOOK_GEN)/student-changes-%.md: $(STAGE_DIFF_INPUTS)
	@mkdir -p $(dir $@)
	python3 tools/stage_diff.py chapter $* --student > $@.part
	@mv $@.part $@

BOOK_FRAGMENTS := $(foreach e,$(BOOK_EXAMPLES),$(BOOK_GEN)/$(e).md) $(BOOK_CHANGES) \
                  $(BOOK_GEN)/certifier-diag-spread.md $(BOOK_GEN)/ex4-built.cf \
                  $(BOOK_GEN)/stage-table.md
# Everything a listing, a diff or the API appendix may be cut from.
BOOK_SOURCES := $(wildcard code/*/*.c code/*/*.h)

PANDOC_COMMON := --from markdown --to html5 --standalone --self-contained --mathml \
                 --number-sections --highlight-style=tango --css $(BOOK_CSS) \
                 --lua-filter $(BOOK_FILTER) --citeproc --bibliography book.bib \
                 --metadata link-citations=true --fail-if-warnings \
                 --metadata book-values=$(BOOK_VALUES) --metadata book-edition=$(BOOK_EDITION) \
                 $(if $(BOOK_SOURCE_ROOT),--metadata book-source-root=$(BOOK_SOURCE_ROOT))
PANDOC_FLAGS := $(PANDOC_COMMON) --toc --toc-depth=2
BOOK_INPUTS := $(BOOK_CHAPTERS) $(BOOK_FILTER) $(BOOK_CSS) book.bib $(BOOK_FIGURES) \
               $(BOOK_FRAGMENTS) $(BOOK_VALUES) $(BOOK_SOURCES) $(BENCH_FIGURES) $(BENCH_FRAGMENTS)

ALL_TARGETS += book
TEST_TARGETS += book-test
# The top Makefile echoes these word by word, so each entry is one word.
ALL_SUMMARY += '$(BOOK)  (the book in one file: open it in a browser; it works offline)' \
               '$(BOOK_SITE)/index.html  (the book, one page per chapter)'
HELP_LINES += 'make book       the book: build/book.html and the site build/book/, with figures and worked examples' \
              'make figures    the figures only, into build/figures/' \
              'make book-test  the book checks and the browser checks (part of make test)'

.PHONY: book figures book-test book-site

# make book EDITION=student is make book-student (mk/exercises.mk): the
# student edition alone, build/book-student.html.
ifeq ($(EDITION),student)
book: book-student
else
book: $(BOOK) book-site
	@echo "book: $(BOOK) ($$(wc -c < $(BOOK)) bytes) and $(BOOK_SITE)/index.html ($(words $(BOOK_PAGES)) pages): open either in a browser; both work offline"
endif

book-site: $(BOOK_PAGE_FILES)

# The number check's report: every decimal number typed in the text (not
# from the data, not marked [x]{.given}, not a stated constant), with its
# file and heading, and their count.  The build itself fails on the first
# such number (book-numbers=fail, the default).
.PHONY: book-numbers
HELP_LINES += 'make book-numbers  list the hand-typed numbers of the book (chapters/filters/book.lua)'
book-numbers: $(BOOK_INPUTS)
	@pandoc $(BOOK_CHAPTERS) $(PANDOC_COMMON) --metadata book-numbers=report -o /dev/null

figures: $(BOOK_FIGURES)

$(BOOK): $(BOOK_INPUTS)
	@mkdir -p $(dir $@)
	pandoc $(BOOK_CHAPTERS) $(PANDOC_FLAGS) -o $@.part
	@mv $@.part $@

# One page of the site: the whole book goes through the filter (so that
# numbers and links are the book's), which keeps the page's chapter.
$(BOOK_SITE)/index.html: $(BOOK_INPUTS)
	@mkdir -p $(dir $@)
	pandoc $(BOOK_CHAPTERS) $(PANDOC_COMMON) --metadata book-page=index -o $@.part
	@mv $@.part $@

$(BOOK_SITE)/%.html: $(BOOK_INPUTS)
	@mkdir -p $(dir $@)
	pandoc $(BOOK_CHAPTERS) $(PANDOC_COMMON) --metadata book-page=$* -o $@.part
	@mv $@.part $@

# The generators link the library of every stage.
$(BOOK_BIN)/%: $(BUILD)/obj/figures/%.o $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ $(LDLIBS_ALL)

# One worked example: its fragment, its values, its trace graph (stages 2,
# 3 and 7) and its scene (stages 1 to 3, solved by the example's stage).
define book_example
$(BOOK_GEN)/$(1).md $(BOOK_GEN)/$(1).values $(if $(filter-out 1,$(2)),$(BOOK_GEN)/$(1)-trace.dot) &: $(3) $(BOOK_WORKED)
	@mkdir -p $(BOOK_GEN)
	$(BOOK_WORKED) $(2) $(3) $(1) $(BOOK_GEN)

# The scene (2D or 3D) must build the problem file's A and b before it is drawn.
$(BOOK_FIG)/$(1)-scene.svg: $(3) $(call book_scene,$(4)) $(CF)
	@mkdir -p $(BOOK_FIG)
	$(CF) build --check $(3) $(call book_scene,$(4))
	$(CF) draw --stage $(2) $(call book_scene,$(4)) > $$@.part
	@mv $$@.part $$@
endef
$(foreach s,$(BOOK_EXAMPLE_SPECS),$(eval $(call book_example,$(call book_key,$(s)),$(call book_stage,$(s)),$(call book_case,$(call book_stem,$(s))),$(call book_stem,$(s)))))

# The certifier appendix quotes `cf check` on the diag(1, 1e11) case.
$(BOOK_GEN)/certifier-diag-spread.md: figures/cf-check.sh tests/cases/diag-spread.cf $(CF)
	@mkdir -p $(BOOK_GEN)
	sh figures/cf-check.sh $(CF) tests/cases/diag-spread.cf "1 0" "1 1e-11" > $@.part
	@mv $@.part $@

# The world appendix shows what cf build prints for Example 4's scene.
$(BOOK_GEN)/ex4-built.cf: tests/scenes/ex4-stacked-boxes.scene $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) build $< > $@.part
	@mv $@.part $@

# The world appendix draws a 3D scene with friction: the cube sliding on the
# incline (Example 13b), its forces from stage 5, after its twin check.
BOOK_WORLD3D_CASE := tests/cases/ex13b-cube-incline-at-bound.cf
BOOK_WORLD3D_SCENE := tests/scenes/ex13b-cube-incline-at-bound.scene
$(BOOK) $(BOOK_PAGE_FILES): $(BOOK_FIG)/world3d-incline.svg
figures: $(BOOK_FIG)/world3d-incline.svg
$(BOOK_FIG)/world3d-incline.svg: $(BOOK_WORLD3D_CASE) $(BOOK_WORLD3D_SCENE) $(CF)
	@mkdir -p $(BOOK_FIG)
	$(CF) build --check $(BOOK_WORLD3D_CASE) $(BOOK_WORLD3D_SCENE)
	$(CF) draw --stage 5 $(BOOK_WORLD3D_SCENE) > $@.part
	@mv $@.part $@

$(BOOK_VALUES): $(foreach e,$(BOOK_EXAMPLES),$(BOOK_GEN)/$(e).values) $(BOOK_BENCH_VALUES)
	cat $^ > $@

$(BOOK_BENCH_VALUES): $(BOOK_BENCH_CSV) figures/bench-values.awk
	@mkdir -p $(dir $@)
	awk -F, -f figures/bench-values.awk $(BOOK_BENCH_CSV) > $@.part
	@mv $@.part $@

# What book-test solves again: one "KEY STAGE CASE" line per example.
$(BOOK_EXAMPLE_LIST): mk/book.mk
	@mkdir -p $(dir $@)
	@printf '%s\n' $(foreach s,$(BOOK_EXAMPLE_SPECS),'$(call book_key,$(s)) $(call book_stage,$(s)) $(call book_case,$(call book_stem,$(s)))') > $@

$(BOOK_FIG)/%-trace.svg: $(BOOK_GEN)/%-trace.dot
	@mkdir -p $(dir $@)
	dot -Tsvg $< -o $@

# book.md's table of chapters, from the table of stages.
$(BOOK_GEN)/stage-table.md: figures/stage-table.sh $(STAGES_DEF) $(BOOK_STAGE_CHAPTERS)
	@mkdir -p $(dir $@)
	sh figures/stage-table.sh $(STAGES_DEF) > $@.part
	@mv $@.part $@

# The stage map is drawn from the table of stages.
$(BOOK_FIG)/stages.svg: figures/stages.sh $(STAGES_DEF)
	@mkdir -p $(dir $@)
	@mkdir -p $(BOOK_GEN)
	sh figures/stages.sh $(STAGES_DEF) > $(BOOK_GEN)/stages.dot
	dot -Tsvg $(BOOK_GEN)/stages.dot -o $@

# The browser checks (tests/book/browser.py): Debian's chromium and its
# WebDriver, chromium-driver, driven over HTTP by Python's standard library.
# Both are Debian packages that make installs; nothing comes from npm or
# pip, and the checks need no network.  See tests/book/README.md.
book-test: $(BOOK) book-site $(BOOK_WORKED) $(CF) $(BOOK_EXAMPLE_LIST)
	@sh tests/book/run.sh "$(BUILD)"
	@python3 tests/book/browser.py --site $(BOOK_SITE) --single $(BOOK) --out $(BUILD)/book-check \
	    $(BOOK_BROWSER_ARGS)

# The book's checks again with no locale at all (LC_ALL=C, LANG unset), as
# on a fresh minimal machine: they must not depend on the caller's locale.
TEST_TARGETS += book-test-c-locale
HELP_LINES += 'make book-test-c-locale  the book checks with LC_ALL=C and LANG unset (part of make test)'
.PHONY: book-test-c-locale
book-test-c-locale: $(BOOK) book-site $(BOOK_WORKED) $(CF) $(BOOK_EXAMPLE_LIST)
	@mkdir -p $(BUILD)/book-test-c-locale
	@if env -u LANG -u LANGUAGE LC_ALL=C sh tests/book/run.sh "$(BUILD)" \
	        > $(BUILD)/book-test-c-locale/log 2>&1; then \
	    echo "book (LC_ALL=C): $$(tail -n 1 $(BUILD)/book-test-c-locale/log)"; \
	else \
	    grep '^FAIL' -A 1 $(BUILD)/book-test-c-locale/log; \
	    echo "book (LC_ALL=C): FAIL: $$(tail -n 1 $(BUILD)/book-test-c-locale/log)"; exit 1; \
	fi

-include $(BUILD)/obj/figures/worked.d
