# friction3d.mk - the 3D friction benchmark, and chapter 5's table of it.
#   make bench-friction3d [FRICTION3D_FILE_SECONDS=300] [FRICTION3D_STACK_SECONDS=120]
#                          stage 5 against Siconos's fc3d NSGS, NSN_AC and PROX (each at
#                          its default tolerance and at 1e-9) on every Siconos 3D file
#                          and on stacks of 3D boxes: $(BUILD)/bench/friction3d.csv (long)
#   make bench-stage5-large  the test suite's check of stage 5 on the larger 3D files
# bench/bench_friction.c is the program of both friction benchmarks (2D: stage4.mk).
# The chapter's tables come from the newest CSV: the build's after a run, else
# the committed bench/results/friction3d.csv (so the book never needs a run).

HELP_LINES += 'make bench-friction3d  stage 5 against Siconos fc3d on the 3D files and stacks (hours)' \
              'make bench-stage5-large  test_05 on the Siconos 3D files with n > 400, asserting its target'

FRICTION3D_CSV := $(firstword $(wildcard $(BUILD)/bench/friction3d.csv) bench/results/friction3d.csv)
FRICTION3D_FRAGMENTS := $(BUILD)/generated/friction3d-bench-files.md \
                        $(BUILD)/generated/friction3d-bench-stacks.md

# (BENCH_FRICTION and BENCH_FRICTION_REPORT are named in bench.mk, with
# every program of bench/.)
$(BENCH_FRICTION): $(BENCH_OBJ_DIR)/bench_friction.o $(BENCH_OBJ_DIR)/bench_fc_solve.o \
                   $(BENCH_OBJ_DIR)/bench_cell.o $(BENCH_OBJ_DIR)/bench_rows.o $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ $(BENCH_LIBS)

$(BENCH_FRICTION_REPORT): $(BENCH_OBJ_DIR)/report_friction.o $(BENCH_OBJ_DIR)/bench_rows.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lm

# Every solve has FRICTION3D_FILE_SECONDS of CPU on the files (default
# 300), FRICTION3D_STACK_SECONDS on the stacks (default 120; 2 to 128
# boxes: n = 24 to 1536), stage 5 its default pivot cap (the 0).  Some
# fifty solves use their whole budget (stage 5 and the solvers at 1e-9 on
# the files with n > 600, and on the largest stacks): hours in all.  The
# committed CSV says in its "# budget" line what budget it had, and in its
# "# note" line the command that made it.
FRICTION3D_FILE_SECONDS ?= 300
FRICTION3D_STACK_SECONDS ?= 120
.PHONY: bench-friction3d bench-stage5-large
bench-friction3d: bench-deps
	@$(MAKE) --no-print-directory $(BENCH_FRICTION)
	@mkdir -p $(BUILD)/bench
	OPENBLAS_NUM_THREADS=1 $(BENCH_FRICTION) 3 tests/peer/siconos/fc 0 \
	    $(FRICTION3D_FILE_SECONDS) $(FRICTION3D_STACK_SECONDS) \
	    $(BUILD)/bench/friction3d.csv 2 3 4 6 8 12 16 24 32 64 128 | tee $(BUILD)/bench/friction3d.txt
	@$(MAKE) --no-print-directory $(FRICTION3D_FRAGMENTS)
	@echo "bench-friction3d: to update the book's copy:" \
	      "cp $(BUILD)/bench/friction3d.csv bench/results/friction3d.csv"

# The target of the stage: every 3D file up to n = 900 certified, the two
# largest ended within their budget (a pivot cap), and every file whose
# Siconos reference solution the certifier accepts certified; fails otherwise.
bench-stage5-large: $(BUILD)/tests/test_05_friction_3d
	$(BUILD)/tests/test_05_friction_3d --bench

$(FRICTION3D_FRAGMENTS) &: $(FRICTION3D_CSV) $(BENCH_FRICTION_REPORT)
	@mkdir -p $(BUILD)/generated
	$(BENCH_FRICTION_REPORT) $(FRICTION3D_CSV) $(FRICTION3D_FRAGMENTS)

$(BOOK) $(BOOK_PAGE_FILES): $(FRICTION3D_FRAGMENTS)

-include $(BENCH_OBJ_DIR)/bench_friction.d $(BENCH_OBJ_DIR)/report_friction.d \
         $(BENCH_OBJ_DIR)/bench_fc_solve.d
