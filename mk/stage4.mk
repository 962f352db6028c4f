# stage4.mk - chapter 4's worked examples and figures (static friction in 2D),
# made by figures/friction.c with the stage 4 solver.  Included after book.mk.

STAGE4_EXAMPLES := ex6a ex6b ex6c ex6d ex7a ex7b ex7c ex7d ex11a ex11b ex12a ex12b
STAGE4_SCENES := $(STAGE4_EXAMPLES)
STAGE4_FRICTION := $(BOOK_BIN)/friction
STAGE4_FRAGMENTS := $(foreach e,$(STAGE4_EXAMPLES),$(BOOK_GEN)/$(e).md)
STAGE4_VALUES := $(foreach e,$(STAGE4_EXAMPLES),$(BOOK_GEN)/$(e).values) \
                 $(BOOK_GEN)/friction-push.values $(BOOK_GEN)/siconos2d.values
STAGE4_FIGURES := $(BOOK_FIG)/friction-states.svg $(BOOK_FIG)/friction-push.svg \
                  $(BOOK_FIG)/ex6d-trace.svg \
                  $(foreach e,$(STAGE4_SCENES),$(BOOK_FIG)/$(e)-scene.svg)
stage4_scene = $(firstword $(wildcard tests/scenes/$(1)-*.scene))

define stage4_example
$(BOOK_GEN)/$(1).md $(BOOK_GEN)/$(1).values $(BOOK_GEN)/$(1)-trace.dot &: $(call book_case,$(1)) $(STAGE4_FRICTION)
	@mkdir -p $(BOOK_GEN)
	$(STAGE4_FRICTION) worked $(1) $(call book_case,$(1)) $(BOOK_GEN)
endef
$(foreach e,$(STAGE4_EXAMPLES),$(eval $(call stage4_example,$(e))))

# Each scene must build its problem file's A and b; it is drawn with the
# forces stage 4 computes.
define stage4_scene_rule
$(BOOK_FIG)/$(1)-scene.svg: $(call book_case,$(1)) $(call stage4_scene,$(1)) $(CF)
	@mkdir -p $(BOOK_FIG)
	$(CF) build --check $(call book_case,$(1)) $(call stage4_scene,$(1))
	$(CF) draw --stage 4 $(call stage4_scene,$(1)) > $$@.part
	@mv $$@.part $$@
endef
$(foreach e,$(STAGE4_SCENES),$(eval $(call stage4_scene_rule,$(e))))

$(BOOK_GEN)/friction-states.dot: $(STAGE4_FRICTION)
	@mkdir -p $(BOOK_GEN)
	$(STAGE4_FRICTION) states $@

$(BOOK_FIG)/friction-states.svg: $(BOOK_GEN)/friction-states.dot
	@mkdir -p $(dir $@)
	dot -Tsvg $< -o $@

$(BOOK_FIG)/friction-push.svg $(BOOK_GEN)/friction-push.values &: \
        tests/cases/ex12a-block-push-below-breakaway.cf $(STAGE4_FRICTION)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(STAGE4_FRICTION) push tests/cases/ex12a-block-push-below-breakaway.cf \
	    $(BOOK_FIG)/friction-push.svg $(BOOK_GEN)/friction-push.values

# The Siconos 2D files up to n = 1334 (seconds); the largest (n = 4040)
# is in make bench.  The same pivot cap as the tests.
$(BOOK_GEN)/siconos2d.md $(BOOK_GEN)/siconos2d.values &: tests/peer/siconos/fc/MANIFEST.tsv \
        $(STAGE4_FRICTION)
	@mkdir -p $(BOOK_GEN)
	$(STAGE4_FRICTION) siconos tests/peer/siconos/fc 1400 2000 $(BOOK_GEN)/siconos2d.md \
	    $(BOOK_GEN)/siconos2d.values

# The book, its figures and its values file take these in as well.
$(BOOK) $(BOOK_PAGE_FILES): $(STAGE4_FIGURES) $(STAGE4_FRAGMENTS) $(BOOK_GEN)/siconos2d.md
$(BOOK_VALUES): $(STAGE4_VALUES)
figures: $(STAGE4_FIGURES)

-include $(BUILD)/obj/figures/friction.d

# make bench-friction2d runs stage 4 against Siconos's 2D Lemke and NSGS,
# on the Siconos 2D files and on piles with friction (bench/bench_friction.c,
# built in friction3d.mk; not part of make bench).  Every solve has the same budget, 300 s of CPU,
# and stage 4 its default pivot cap (20 n + 20, the 0 below); a solve that
# runs out shows time-limit or pivot-limit in its cell.  The n = 4040 file
# takes stage 4 about a minute.
.PHONY: bench-friction2d
bench-friction2d: bench-deps
	@$(MAKE) --no-print-directory $(BENCH_FRICTION)
	@mkdir -p $(BUILD)/bench
	OPENBLAS_NUM_THREADS=1 $(BENCH_FRICTION) 2 tests/peer/siconos/fc 0 300 300 \
	    $(BUILD)/bench/friction2d.csv 16 64 256 | tee $(BUILD)/bench/friction2d.txt
HELP_LINES += 'make bench-friction2d  stage 4 against Siconos 2D Lemke and NSGS (hours)'
