# stage8.mk - chapter 8's tables (fast pivoting with friction), made by
# figures/fast.c with stages 4 and 8.  Included after book.mk.
#
# The comparison runs stage 4 and stage 8 on the chapters' 2D examples and
# on the Siconos 2D files up to n = 1400 (seconds), pivot by pivot; the
# steps table follows stage 8's kept factorization through the first
# solves of one Siconos file.  The times are make bench-fast-friction's.

STAGE8_FAST := $(BOOK_BIN)/fast
STAGE8_CASES := $(foreach e,ex6a ex6b ex6c ex6d ex7a ex7b ex7c ex7d ex11a ex11b ex12a ex12b,$(call book_case,$(e)))
STAGE8_STEPS_FILE := tests/peer/siconos/fc/FrictionContactProblem00071.dat
STAGE8_FRAGMENTS := $(BOOK_GEN)/fast-compare.md $(BOOK_GEN)/fast-steps.md \
                    $(BOOK_GEN)/fast-compare3d.md
STAGE8_VALUES := $(BOOK_GEN)/fast-compare.values $(BOOK_GEN)/fast-steps.values \
                 $(BOOK_GEN)/fast-compare3d.values \
                 $(BOOK_GEN)/fast-worked.values $(BOOK_GEN)/fast-exercises.values
STAGE8_WORKED := $(call book_case,ex7d)

# The answers to the exercises, by bordered.c itself.
$(BOOK_GEN)/fast-exercises.values: $(STAGE8_FAST)
	@mkdir -p $(BOOK_GEN)
	$(STAGE8_FAST) exercises $@.part
	@mv $@.part $@

# The worked example: the border of Example 7d's last pivot, checked
# against the same system solved afresh (fast exits 1 if they differ).
$(BOOK_GEN)/fast-worked.values: $(STAGE8_WORKED) $(STAGE8_FAST)
	@mkdir -p $(BOOK_GEN)
	$(STAGE8_FAST) worked $(STAGE8_WORKED) $@.part
	@mv $@.part $@

$(BOOK_GEN)/fast-compare.md $(BOOK_GEN)/fast-compare.values &: tests/peer/siconos/fc/MANIFEST.tsv \
        $(STAGE8_CASES) $(STAGE8_FAST)
	@mkdir -p $(BOOK_GEN)
	$(STAGE8_FAST) compare tests/peer/siconos/fc 1400 $(BOOK_GEN)/fast-compare.md \
	    $(BOOK_GEN)/fast-compare.values $(STAGE8_CASES)

# In 3D: stage 5 and stage 8 on the Siconos 3D files up to n = 400 (a
# second), pivot by pivot, with what the sparse clamped systems were.
$(BOOK_GEN)/fast-compare3d.md $(BOOK_GEN)/fast-compare3d.values &: tests/peer/siconos/fc/MANIFEST.tsv \
        $(STAGE8_FAST)
	@mkdir -p $(BOOK_GEN)
	$(STAGE8_FAST) compare3d tests/peer/siconos/fc 400 $(BOOK_GEN)/fast-compare3d.md \
	    $(BOOK_GEN)/fast-compare3d.values

$(BOOK_GEN)/fast-steps.md $(BOOK_GEN)/fast-steps.values &: $(STAGE8_STEPS_FILE) $(STAGE8_FAST)
	@mkdir -p $(BOOK_GEN)
	$(STAGE8_FAST) steps $(STAGE8_STEPS_FILE) 44 24 $(BOOK_GEN)/fast-steps.md \
	    $(BOOK_GEN)/fast-steps.values

$(BOOK) $(BOOK_PAGE_FILES): $(STAGE8_FRAGMENTS)
$(BOOK_VALUES): $(STAGE8_VALUES)

-include $(BUILD)/obj/figures/fast.d

# make bench-fast-friction: stage 8 beside stages 4 and 5 and Siconos's
# solvers at tolerance 1e-9, on every Siconos friction file and on the
# generated piles (2D) and stacks (3D) up to n = 2048, each solve in a
# child limited in CPU time: in 2D 90 s on a file (stage 4 needs about a
# minute for n = 4040) and 30 s on a pile; in 3D 20 s on either (the
# Siconos solvers at 1e-9 use their whole budget on the large files).
# About 40 minutes in all.  The chapter's tables come from the newest
# CSVs: the build's after a run, else the committed bench/results copies.
FAST_FRICTION_2D_SECONDS ?= 90
FAST_FRICTION_2D_STACK_SECONDS ?= 30
FAST_FRICTION_3D_SECONDS ?= 20
FAST_FRICTION_3D_STACK_SECONDS ?= 20
FAST_FRICTION_2D_COLUMNS := stage4,stage8,lemke,nsgs-1e-9
FAST_FRICTION_3D_COLUMNS := stage5,stage8,nsgs-1e-9,nsn-ac-1e-9,prox-1e-9
FAST_FRICTION_CSV2 := $(firstword $(wildcard $(BUILD)/bench/fast-friction-2d.csv) bench/results/fast-friction-2d.csv)
FAST_FRICTION_CSV3 := $(firstword $(wildcard $(BUILD)/bench/fast-friction-3d.csv) bench/results/fast-friction-3d.csv)

HELP_LINES += 'make bench-fast-friction  stage 8 against stages 4 and 5 and Siconos, files and stacks (40 min)'

.PHONY: bench-fast-friction
bench-fast-friction: bench-deps
	@$(MAKE) --no-print-directory $(BENCH_FRICTION)
	@mkdir -p $(BUILD)/bench
	OPENBLAS_NUM_THREADS=1 BENCH_COLUMNS=$(FAST_FRICTION_2D_COLUMNS) $(BENCH_FRICTION) 2 \
	    tests/peer/siconos/fc 0 $(FAST_FRICTION_2D_SECONDS) $(FAST_FRICTION_2D_STACK_SECONDS) \
	    $(BUILD)/bench/fast-friction-2d.csv 16 32 64 128 256 512 1024 | tee $(BUILD)/bench/fast-friction-2d.txt
	OPENBLAS_NUM_THREADS=1 BENCH_COLUMNS=$(FAST_FRICTION_3D_COLUMNS) $(BENCH_FRICTION) 3 \
	    tests/peer/siconos/fc 0 $(FAST_FRICTION_3D_SECONDS) $(FAST_FRICTION_3D_STACK_SECONDS) \
	    $(BUILD)/bench/fast-friction-3d.csv 2 4 8 16 32 64 128 170 | tee $(BUILD)/bench/fast-friction-3d.txt
	@$(MAKE) --no-print-directory $(BOOK_GEN)/fast-bench-2d.md $(BOOK_GEN)/fast-bench-3d.md
	@echo "bench-fast-friction: to update the book's copies:" \
	      "cp $(BUILD)/bench/fast-friction-[23]d.csv bench/results/"

$(BOOK_GEN)/fast-bench-2d.md $(BOOK_GEN)/fast-bench-2d.values &: $(FAST_FRICTION_CSV2) figures/fast-bench.awk
	@mkdir -p $(BOOK_GEN)
	awk -F, -v dim=2 -v md=$(BOOK_GEN)/fast-bench-2d.md -v values=$(BOOK_GEN)/fast-bench-2d.values \
	    -f figures/fast-bench.awk $(FAST_FRICTION_CSV2)

$(BOOK_GEN)/fast-bench-3d.md $(BOOK_GEN)/fast-bench-3d.values &: $(FAST_FRICTION_CSV3) figures/fast-bench.awk
	@mkdir -p $(BOOK_GEN)
	awk -F, -v dim=3 -v md=$(BOOK_GEN)/fast-bench-3d.md -v values=$(BOOK_GEN)/fast-bench-3d.values \
	    -f figures/fast-bench.awk $(FAST_FRICTION_CSV3)

$(BOOK) $(BOOK_PAGE_FILES): $(BOOK_GEN)/fast-bench-2d.md $(BOOK_GEN)/fast-bench-3d.md
$(BOOK_VALUES): $(BOOK_GEN)/fast-bench-2d.values $(BOOK_GEN)/fast-bench-3d.values
