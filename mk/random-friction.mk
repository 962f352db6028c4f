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

HELP_LINES += 'make bench-friction-random  stages 4 and 5 against Siconos on the random friction problems of make soak' \
              'make bench-friction-random-one-mu  the same problems with one mu per problem (a control)'

FRICTION_RANDOM_COUNT ?= 3000
FRICTION_RANDOM_FIRST ?= 0
FRICTION_RANDOM_SECONDS ?= 10
FRICTION_RANDOM_CSV := $(firstword $(wildcard $(BUILD)/bench/friction-random.csv) \
                         bench/results/friction-random.csv)
FRICTION_RANDOM_FRAGMENT := $(BUILD)/generated/friction-random-bench.md
# The control: the same problems, every contact of each given the mu of its
# first (bench_friction_random.c, --one-mu).  Such a problem may have no
# answer (its manufactured one was made with the contacts' own mu), so a
# solver that gives up on it may be right; what the control shows is how
# the wrong claims change when the contacts' mu are equal.
FRICTION_RANDOM_ONE_MU_CSV := $(firstword $(wildcard $(BUILD)/bench/friction-random-one-mu.csv) \
                                bench/results/friction-random-one-mu.csv)
FRICTION_RANDOM_VALUES := $(BUILD)/generated/friction-random.values

# (BENCH_FRICTION_RANDOM is named in bench.mk, with every program of bench/.)
$(BENCH_FRICTION_RANDOM): $(BENCH_OBJ_DIR)/bench_friction_random.o \
                          $(BENCH_OBJ_DIR)/bench_fc_solve.o $(PROPERTY_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lgmp $(BENCH_LIBS)

$(BENCH_OBJ_DIR)/bench_friction_random.o: CFLAGS_ALL += -Itests/property

# run_friction_random NAME FLAGS: the bench on the same seeds, with FLAGS,
# into $(BUILD)/bench/NAME.csv (and .txt); its --command is make's own line.
define run_friction_random
@$(MAKE) --no-print-directory $(BENCH_FRICTION_RANDOM)
@mkdir -p $(BUILD)/bench
OPENBLAS_NUM_THREADS=1 $(BENCH_FRICTION_RANDOM) $(2) --count $(FRICTION_RANDOM_COUNT) \
    --first $(FRICTION_RANDOM_FIRST) --seconds $(FRICTION_RANDOM_SECONDS) \
    --siconos "libsiconos-numerics-dev $$(dpkg-query -W -f='$${Version}' libsiconos-numerics-dev)" \
    --command "make bench-$(1) FRICTION_RANDOM_COUNT=$(FRICTION_RANDOM_COUNT) FRICTION_RANDOM_FIRST=$(FRICTION_RANDOM_FIRST) FRICTION_RANDOM_SECONDS=$(FRICTION_RANDOM_SECONDS)" \
    $(BUILD)/bench/$(1).csv | tee $(BUILD)/bench/$(1).txt
@$(MAKE) --no-print-directory $(FRICTION_RANDOM_FRAGMENT) $(FRICTION_RANDOM_VALUES)
@echo "bench-$(1): one row per problem and solver in $(BUILD)/bench/$(1)-cells.csv;" \
      "to update the book's copy: cp $(BUILD)/bench/$(1).csv bench/results/$(1).csv"
endef

.PHONY: bench-friction-random bench-friction-random-one-mu
bench-friction-random: bench-deps
	$(call run_friction_random,friction-random,)

bench-friction-random-one-mu: bench-deps
	$(call run_friction_random,friction-random-one-mu,--one-mu)

$(FRICTION_RANDOM_VALUES): $(FRICTION_RANDOM_CSV) $(FRICTION_RANDOM_ONE_MU_CSV) figures/friction-random-values.awk
	@mkdir -p $(dir $@)
	awk -F, -v prefix=fr -f figures/friction-random-values.awk $(FRICTION_RANDOM_CSV) > $@.part
	awk -F, -v prefix=fr1 -f figures/friction-random-values.awk $(FRICTION_RANDOM_ONE_MU_CSV) >> $@.part
	@mv $@.part $@

$(BOOK_VALUES): $(FRICTION_RANDOM_VALUES)

$(FRICTION_RANDOM_FRAGMENT): $(FRICTION_RANDOM_CSV) $(BENCH_FRICTION_REPORT)
	@mkdir -p $(BUILD)/generated
	$(BENCH_FRICTION_REPORT) --random $(FRICTION_RANDOM_CSV) $@

$(BOOK) $(BOOK_PAGE_FILES): $(FRICTION_RANDOM_FRAGMENT)

-include $(BENCH_OBJ_DIR)/bench_friction_random.d
