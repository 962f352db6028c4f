# bench.mk - the benchmark of the fast pivoting stage, and the chapter's report of it.
#   make bench         install what is missing, build bench/, run it (minutes: under
#                      ten on a machine of two cores), print the tables and write
#                      $(BUILD)/bench/bench.csv
#   make bench-report  the chapter's table, plot and text, from the freshest CSV:
#                      $(BUILD)/bench/bench.csv after a run, else the committed
#                      bench/results/bench.csv (so the book never needs a run)
#   make bench-programs  every program of bench/, built and not run (make test does this)
# The friction benchmarks have targets of their own: make bench-friction2d
# (stage4.mk) and make bench-friction3d (friction3d.mk), hours each, and
# make bench-friction-random (random-friction.mk), on the soak's problems.
# Included by the top Makefile; everything generated goes below $(BUILD).

BENCH_PACKAGES := libdart-external-odelcpsolver-dev libsiconos-numerics-dev liblapacke-dev \
                  liblapack3 libblas3 libopenblas0-pthread g++
BENCH_OUT := $(BUILD)/bench
# Where the bench's sources and programs are: make test builds a copy with
# a planted error elsewhere (BENCH_DIR, BENCH_BIN_DIR) to see the build fail.
BENCH_DIR ?= bench
BENCH_BIN_DIR ?= $(BUILD)/bench/bin
BENCH_BIN := $(BENCH_BIN_DIR)/bench
BENCH_REPORT_BIN := $(BENCH_BIN_DIR)/report
BENCH_FRICTION := $(BENCH_BIN_DIR)/bench_friction
BENCH_FRICTION_REPORT := $(BENCH_BIN_DIR)/report_friction
BENCH_FRICTION_RANDOM := $(BENCH_BIN_DIR)/bench_friction_random
BENCH_OBJ_DIR := $(BUILD)/obj/$(BENCH_DIR)
CXX ?= c++

# The two anchors, each by path, so that the alternatives system (which
# points libblas.so.3 and liblapack.so.3 at OpenBLAS once Siconos brings
# it) does not choose for us: Debian's reference LAPACK and BLAS, linked;
# OpenBLAS (its pthread build, run on one thread), opened by the cells
# that time it (bench/bench_lapack.c).
BENCH_MULTIARCH := $(shell $(CC) -print-multiarch 2>/dev/null)
BENCH_LAPACK_DIR := /usr/lib/$(BENCH_MULTIARCH)/lapack
BENCH_BLAS_DIR := /usr/lib/$(BENCH_MULTIARCH)/blas
BENCH_OPENBLAS := /usr/lib/$(BENCH_MULTIARCH)/openblas-pthread/libopenblas.so.0

BENCH_SRC := $(addprefix $(BENCH_DIR)/,bench.c bench_cell.c bench_check.c bench_rows.c \
             bench_ours.c bench_lapack.c bench_ode.c bench_siconos.c)
BENCH_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(BENCH_SRC)) $(BENCH_OBJ_DIR)/ode_shim.o
BENCH_LIBS := -Wl,--no-as-needed -Wl,--disable-new-dtags \
              -Wl,-rpath,$(BENCH_LAPACK_DIR):$(BENCH_BLAS_DIR) \
              -L$(BENCH_LAPACK_DIR) -L$(BENCH_BLAS_DIR) -llapack -lblas -llapacke \
              -lsiconos_numerics -ldart-external-odelcpsolver -lstdc++ -ldl -lm
# Every program of bench/, and every source each is made of: a source of
# bench/ that none uses fails make test (bench-programs-test).
BENCH_PROGRAMS := $(BENCH_BIN) $(BENCH_REPORT_BIN) $(BENCH_FRICTION) $(BENCH_FRICTION_REPORT) \
                  $(BENCH_FRICTION_RANDOM)
BENCH_ALL_SRC := $(BENCH_SRC) $(BENCH_DIR)/ode_shim.cpp $(BENCH_DIR)/report.c \
                 $(BENCH_DIR)/bench_friction.c $(BENCH_DIR)/bench_fc_solve.c \
                 $(BENCH_DIR)/report_friction.c $(BENCH_DIR)/bench_friction_random.c

# The report: the newest CSV there is.
BENCH_CSV := $(firstword $(wildcard $(BENCH_OUT)/bench.csv) bench/results/bench.csv)
BENCH_FIGURES := $(BUILD)/figures/fast-bench-pd.svg $(BUILD)/figures/fast-bench-pile.svg \
                 $(BUILD)/figures/fast-bench-stack.svg
BENCH_FRAGMENTS := $(foreach f,about pd pile stack variants pivots ode-piles targets, \
                     $(BUILD)/generated/fast-bench-$(f).md)

HELP_LINES += 'make bench      the benchmark of the fast pivoting chapter (under ten minutes)' \
              'make bench-report its tables and plot, from the newest CSV' \
              'make bench-programs  build every program of bench/ without running it (in make test)'

.PHONY: bench bench-build bench-report bench-deps bench-programs bench-programs-test

bench-deps:
	@sh mk/deps.sh install $(BENCH_PACKAGES)

bench: bench-deps
	@$(MAKE) --no-print-directory bench-build
	@mkdir -p $(BENCH_OUT)
	@rm -f $(BENCH_OUT)/bench.failed
	{ OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 GOTO_NUM_THREADS=1 $(BENCH_BIN) --out $(BENCH_OUT) \
	  --packages "$$(dpkg-query -W -f='$${Package} $${Version}; ' $(BENCH_PACKAGES) 2>/dev/null)" \
	  || echo $$? > $(BENCH_OUT)/bench.failed; } | tee $(BENCH_OUT)/bench.txt
	@if [ -f $(BENCH_OUT)/bench.failed ]; then \
	  echo "bench: the benchmark failed (exit $$(cat $(BENCH_OUT)/bench.failed))" >&2; exit 1; fi
	@$(MAKE) --no-print-directory bench-report
	@echo "bench: table in $(BENCH_OUT)/bench.txt, CSV in $(BENCH_OUT)/bench.csv;" \
	      "to update the book's copy: cp $(BENCH_OUT)/bench.csv bench/results/bench.csv"

bench-build: $(BENCH_BIN)

bench-programs: $(BENCH_PROGRAMS)

bench-report: $(BENCH_FIGURES) $(BENCH_FRAGMENTS)

$(BENCH_BIN): $(BENCH_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ $(BENCH_LIBS)

$(BENCH_REPORT_BIN): $(BENCH_OBJ_DIR)/report.o $(BENCH_OBJ_DIR)/bench_rows.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lm

# Siconos' headers include each other by bare name.
$(BENCH_OBJ_DIR)/%.o: CFLAGS_ALL += -I$(BENCH_DIR) -isystem /usr/include/siconos \
                                    -isystem /usr/include/siconos/numerics \
                                    -DBENCH_OPENBLAS_LIBRARY='"$(BENCH_OPENBLAS)"'

$(BENCH_OBJ_DIR)/ode_shim.o: $(BENCH_DIR)/ode_shim.cpp
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 -Wall -Wextra -Werror -pedantic $(OPT) -MMD -MP -c $< -o $@

$(BENCH_FIGURES) $(BENCH_FRAGMENTS) &: $(BENCH_CSV) $(BENCH_REPORT_BIN)
	@mkdir -p $(BUILD)/figures $(BUILD)/generated
	$(BENCH_REPORT_BIN) $(BENCH_CSV) $(BUILD)/figures $(BUILD)/generated

# make test: every program of bench/ builds (so that a change of the
# library's interface cannot break one unseen; running them is make
# bench's), and a copy of bench/ with a planted error, a member the 2D
# world does not have, fails to build: a check that cannot fail proves
# nothing.
TEST_TARGETS += bench-programs-test
BENCH_PLANTED := $(BUILD)/planted-bench
bench-programs-test:
	@sh mk/deps.sh install $(BENCH_PACKAGES)
	@unused="$(filter-out $(BENCH_ALL_SRC),$(wildcard bench/*.c bench/*.cpp))"; \
	if [ -n "$$unused" ]; then echo "bench: FAIL: no program is built from $$unused"; exit 1; fi
	@$(MAKE) --no-print-directory bench-programs
	@echo "bench: every program of bench/ builds: $(notdir $(BENCH_PROGRAMS))"
	@rm -rf $(BENCH_PLANTED) && mkdir -p $(BENCH_PLANTED)/src
	@cp bench/*.c bench/*.h bench/*.cpp $(BENCH_PLANTED)/src/
	@printf '%s\n' 'int bench_planted_boxes(const cf_scene2d *scene);' \
	    'int bench_planted_boxes(const cf_scene2d *scene) { return scene->n_boxes; }' \
	    >> $(BENCH_PLANTED)/src/bench_check.c
	@if $(MAKE) --no-print-directory bench-programs BENCH_DIR=$(BENCH_PLANTED)/src \
	        BENCH_BIN_DIR=$(BENCH_PLANTED)/bin > $(BENCH_PLANTED)/log 2>&1; then \
	    echo "bench: FAIL: a bench source that does not compile built"; exit 1; \
	else \
	    grep -m 1 'error:' $(BENCH_PLANTED)/log | sed 's/^/bench: planted: /'; \
	    echo "bench: a bench source that does not compile fails the build, as it must"; \
	fi

# The book shows the report (book.mk is read after this file, so the
# book's path is spelled out).
$(BUILD)/book.html: $(BENCH_FIGURES) $(BENCH_FRAGMENTS)
figures: $(BENCH_FIGURES)

-include $(BENCH_OBJ:.o=.d) $(BENCH_OBJ_DIR)/report.d
