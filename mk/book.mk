# book.mk - the book: build/book.html, its figures and its worked examples.
#   make book        the book, with every figure and worked example it shows
#   make figures     the figures only
#   make book-test   the book's own checks (run by make test)
# Included by the top Makefile; everything generated goes below $(BUILD).

BOOK := $(BUILD)/book.html
BOOK_GEN := $(BUILD)/generated
BOOK_FIG := $(BUILD)/figures
BOOK_BIN := $(BUILD)/figures/bin
BOOK_FILTER := chapters/filters/book.lua

# book.md, then the stage chapters in the order of the table of stages
# (code/common/stages.def, the last field of each STAGE line), then the
# appendices.  A chapter that does not exist yet does not break the build.
STAGES_DEF := code/common/stages.def
BOOK_STAGE_CHAPTERS := $(shell sed -n 's/^STAGE.*, *"\([^"]*\)".$$/\1/p' $(STAGES_DEF))
BOOK_CHAPTERS := book.md $(wildcard $(BOOK_STAGE_CHAPTERS)) \
                 $(sort $(wildcard chapters/appendix-*.md))

# The worked examples, each the stem of a case file in tests/cases
# (ex2 is tests/cases/ex2-*.cf), solved by stage 1, 2 or 3.
BOOK_STAGE1_EXAMPLES := ex1 ex1b ex9 ex9b
BOOK_STAGE2_EXAMPLES := ex2 ex2b ex3 ex4
BOOK_STAGE3_EXAMPLES := ex5a ex5b ex5c ex5d ex5e ex5f ex5g ex5h
BOOK_EXAMPLES := $(BOOK_STAGE1_EXAMPLES) $(BOOK_STAGE2_EXAMPLES) $(BOOK_STAGE3_EXAMPLES)
book_case = $(firstword $(wildcard tests/cases/$(1)-*.cf))
# Its scene, tests/scenes/ex2-*.scene; the figure is drawn from it by cf draw.
book_scene = $(firstword $(wildcard tests/scenes/$(1)-*.scene))

BOOK_WORKED := $(BOOK_BIN)/worked
BOOK_VALUES := $(BOOK_GEN)/book.values
BOOK_FIGURES := $(BOOK_FIG)/stages.svg \
                $(foreach e,$(BOOK_EXAMPLES),$(BOOK_FIG)/$(e)-scene.svg) \
                $(foreach e,$(BOOK_STAGE2_EXAMPLES) ex5e ex5f,$(BOOK_FIG)/$(e)-trace.svg)
BOOK_FRAGMENTS := $(foreach e,$(BOOK_EXAMPLES),$(BOOK_GEN)/$(e).md) \
                  $(BOOK_GEN)/certifier-diag-spread.md
# Everything a listing or a diff may be cut from.
BOOK_SOURCES := $(wildcard code/*/*.c code/*/*.h)

PANDOC_FLAGS := --from markdown --to html5 --standalone --self-contained --mathml \
                --toc --toc-depth=2 --number-sections --highlight-style=tango \
                --lua-filter $(BOOK_FILTER) --citeproc --bibliography book.bib \
                --metadata link-citations=true --fail-if-warnings

ALL_TARGETS += book
TEST_TARGETS += book-test
# The top Makefile echoes these word by word, so each entry is one word.
ALL_SUMMARY += '$(BOOK)  (the book: open it in a browser)'
HELP_LINES += 'make book       the book, build/book.html, with its figures and worked examples' \
              'make figures    the figures only, into build/figures/' \
              'make book-test  the book checks (part of make test)'

.PHONY: book figures book-test

book: $(BOOK)
	@echo "book: $(BOOK) ($$(wc -c < $(BOOK)) bytes): open it in a browser; it works offline"

figures: $(BOOK_FIGURES)

$(BOOK): $(BOOK_CHAPTERS) $(BOOK_FILTER) book.bib $(BOOK_FIGURES) $(BOOK_FRAGMENTS) \
         $(BOOK_VALUES) $(BOOK_SOURCES)
	@mkdir -p $(dir $@)
	pandoc $(BOOK_CHAPTERS) $(PANDOC_FLAGS) --metadata book-values=$(BOOK_VALUES) -o $@.part
	@mv $@.part $@

# The generators link the library of every stage.
$(BOOK_BIN)/%: $(BUILD)/obj/figures/%.o $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ $(LDLIBS_ALL)

# One worked example: its fragment, its values, and (stages 2, 3) its trace graph.
define book_example
$(BOOK_GEN)/$(1).md $(BOOK_GEN)/$(1).values $(if $(filter 2 3,$(2)),$(BOOK_GEN)/$(1)-trace.dot) &: $(call book_case,$(1)) $(BOOK_WORKED)
	@mkdir -p $(BOOK_GEN)
	$(BOOK_WORKED) $(2) $(call book_case,$(1)) $(1) $(BOOK_GEN)

# The scene (2D or 3D) must build the problem file's A and b before it is drawn.
$(BOOK_FIG)/$(1)-scene.svg: $(call book_case,$(1)) $(call book_scene,$(1)) $(CF)
	@mkdir -p $(BOOK_FIG)
	$(CF) build --check $(call book_case,$(1)) $(call book_scene,$(1))
	$(CF) draw --stage $(2) $(call book_scene,$(1)) > $$@.part
	@mv $$@.part $$@
endef
$(foreach e,$(BOOK_STAGE1_EXAMPLES),$(eval $(call book_example,$(e),1)))
$(foreach e,$(BOOK_STAGE2_EXAMPLES),$(eval $(call book_example,$(e),2)))
$(foreach e,$(BOOK_STAGE3_EXAMPLES),$(eval $(call book_example,$(e),3)))

# The certifier appendix quotes `cf check` on the diag(1, 1e11) case.
$(BOOK_GEN)/certifier-diag-spread.md: figures/cf-check.sh tests/cases/diag-spread.cf $(CF)
	@mkdir -p $(BOOK_GEN)
	sh figures/cf-check.sh $(CF) tests/cases/diag-spread.cf "1 0" "1 1e-11" > $@.part
	@mv $@.part $@

# The world appendix shows what cf build prints for Example 4's scene.
$(BOOK): $(BOOK_GEN)/ex4-built.cf
$(BOOK_GEN)/ex4-built.cf: tests/scenes/ex4-stacked-boxes.scene $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) build $< > $@.part
	@mv $@.part $@

# The world appendix draws a 3D scene with friction: the cube sliding on the
# incline (Example 13b), its forces from stage 5, after its twin check.
BOOK_WORLD3D_CASE := tests/cases/ex13b-cube-incline-at-bound.cf
BOOK_WORLD3D_SCENE := tests/scenes/ex13b-cube-incline-at-bound.scene
$(BOOK): $(BOOK_FIG)/world3d-incline.svg
figures: $(BOOK_FIG)/world3d-incline.svg
$(BOOK_FIG)/world3d-incline.svg: $(BOOK_WORLD3D_CASE) $(BOOK_WORLD3D_SCENE) $(CF)
	@mkdir -p $(BOOK_FIG)
	$(CF) build --check $(BOOK_WORLD3D_CASE) $(BOOK_WORLD3D_SCENE)
	$(CF) draw --stage 5 $(BOOK_WORLD3D_SCENE) > $@.part
	@mv $@.part $@

$(BOOK_VALUES): $(foreach e,$(BOOK_EXAMPLES),$(BOOK_GEN)/$(e).values)
	cat $^ > $@

$(BOOK_FIG)/%-trace.svg: $(BOOK_GEN)/%-trace.dot
	@mkdir -p $(dir $@)
	dot -Tsvg $< -o $@

# The stage map is drawn from the table of stages.
$(BOOK_FIG)/stages.svg: figures/stages.sh $(STAGES_DEF)
	@mkdir -p $(dir $@)
	@mkdir -p $(BOOK_GEN)
	sh figures/stages.sh $(STAGES_DEF) > $(BOOK_GEN)/stages.dot
	dot -Tsvg $(BOOK_GEN)/stages.dot -o $@

book-test: $(BOOK) $(BOOK_WORKED) $(CF)
	@sh tests/book/run.sh "$(BUILD)"

-include $(BUILD)/obj/figures/worked.d
