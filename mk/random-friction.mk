# random-friction.mk - stages 4 and 5 against Siconos on the soak's random friction problems.
#   make bench-friction-random [FRICTION_RANDOM_COUNT=3000] [FRICTION_RANDOM_FIRST=0]
#                              [FRICTION_RANDOM_SECONDS=10]
#       the families friction2d and friction3d of tests/property (families.h), the same
#       seeds for every solver: stage 4 against Siconos fc2d Lemke and NSGS, stage 5
#       against fc3d NSGS, NSN_AC and PROX (each at its default and at 1e-9), every
#       answer certified on the problem as given; $(BUILD)/bench/friction-random.csv
# bench/bench_friction_random.c is the program; it solves as bench_friction.c does
# (bench/bench_fc_solve.c).  Chapter 5's table of it comes from the newest CSV: the
# build's after a run, else the committed bench/results/friction-random.csv.
# Read after property.mk: the program is linked with the soak's generator and judge.

HELP_LINES += 'make bench-friction-random  stages 4 and 5 against Siconos on the random friction problems of make soak'

FRICTION_RANDOM_COUNT ?= 3000
FRICTION_RANDOM_FIRST ?= 0
FRICTION_RANDOM_SECONDS ?= 10
FRICTION_RANDOM_CSV := $(firstword $(wildcard $(BUILD)/bench/friction-random.csv) \
                         bench/results/friction-random.csv)
FRICTION_RANDOM_FRAGMENT := $(BUILD)/generated/friction-random-bench.md

# (BENCH_FRICTION_RANDOM is named in bench.mk, with every program of bench/.)
$(BENCH_FRICTION_RANDOM): $(BENCH_OBJ_DIR)/bench_friction_random.o \
                          $(BENCH_OBJ_DIR)/bench_fc_solve.o $(PROPERTY_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lgmp $(BENCH_LIBS)

$(BENCH_OBJ_DIR)/bench_friction_random.o: CFLAGS_ALL += -Itests/property

.PHONY: bench-friction-random
bench-friction-random: bench-deps
	@$(MAKE) --no-print-directory $(BENCH_FRICTION_RANDOM)
	@mkdir -p $(BUILD)/bench
	OPENBLAS_NUM_THREADS=1 $(BENCH_FRICTION_RANDOM) --count $(FRICTION_RANDOM_COUNT) \
	    --first $(FRICTION_RANDOM_FIRST) --seconds $(FRICTION_RANDOM_SECONDS) \
	    --siconos "libsiconos-numerics-dev $$(dpkg-query -W -f='$${Version}' libsiconos-numerics-dev)" \
	    --command "make bench-friction-random FRICTION_RANDOM_COUNT=$(FRICTION_RANDOM_COUNT) FRICTION_RANDOM_FIRST=$(FRICTION_RANDOM_FIRST) FRICTION_RANDOM_SECONDS=$(FRICTION_RANDOM_SECONDS)" \
	    $(BUILD)/bench/friction-random.csv | tee $(BUILD)/bench/friction-random.txt
	@$(MAKE) --no-print-directory $(FRICTION_RANDOM_FRAGMENT)
	@echo "bench-friction-random: one row per problem and solver in" \
	      "$(BUILD)/bench/friction-random-cells.csv; to update the book's copy:" \
	      "cp $(BUILD)/bench/friction-random.csv bench/results/friction-random.csv"

$(FRICTION_RANDOM_FRAGMENT): $(FRICTION_RANDOM_CSV) $(BENCH_FRICTION_REPORT)
	@mkdir -p $(BUILD)/generated
	$(BENCH_FRICTION_REPORT) --random $(FRICTION_RANDOM_CSV) $@

$(BOOK) $(BOOK_PAGE_FILES): $(FRICTION_RANDOM_FRAGMENT)

-include $(BENCH_OBJ_DIR)/bench_friction_random.d
