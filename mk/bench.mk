# bench.mk - the benchmark of the fast pivoting stage, and the chapter's report of it.
#   make bench         install what is missing, build bench/, run it (a few minutes),
#                      print the tables and write $(BUILD)/bench/bench.csv
#   make bench-report  the chapter's table, plot and text, from the freshest CSV:
#                      $(BUILD)/bench/bench.csv after a run, else the committed
#                      bench/results/bench.csv (so the book never needs a run)
# Included by the top Makefile; everything generated goes below $(BUILD).

BENCH_PACKAGES := libdart-external-odelcpsolver-dev libsiconos-numerics-dev liblapacke-dev \
                  liblapack3 libblas3 g++
BENCH_OUT := $(BUILD)/bench
BENCH_BIN := $(BUILD)/bench/bin/bench
BENCH_REPORT_BIN := $(BUILD)/bench/bin/report
CXX ?= c++

# Debian's reference LAPACK and BLAS, by path, so that the alternatives
# system (which Siconos' OpenBLAS takes over) does not choose for us.
BENCH_MULTIARCH := $(shell $(CC) -print-multiarch 2>/dev/null)
BENCH_LAPACK_DIR := /usr/lib/$(BENCH_MULTIARCH)/lapack
BENCH_BLAS_DIR := /usr/lib/$(BENCH_MULTIARCH)/blas

BENCH_SRC := bench/bench.c bench/bench_cell.c bench/bench_check.c bench/bench_rows.c bench/bench_ours.c \
             bench/bench_lapack.c bench/bench_ode.c bench/bench_siconos.c
BENCH_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(BENCH_SRC)) $(BUILD)/obj/bench/ode_shim.o
BENCH_LIBS := -Wl,--no-as-needed -Wl,--disable-new-dtags \
              -Wl,-rpath,$(BENCH_LAPACK_DIR):$(BENCH_BLAS_DIR) \
              -L$(BENCH_LAPACK_DIR) -L$(BENCH_BLAS_DIR) -llapack -lblas -llapacke \
              -lsiconos_numerics -ldart-external-odelcpsolver -lstdc++ -ldl -lm

# The report: the newest CSV there is.
BENCH_CSV := $(firstword $(wildcard $(BENCH_OUT)/bench.csv) bench/results/bench.csv)
BENCH_FIGURES := $(BUILD)/figures/fast-bench-pd.svg $(BUILD)/figures/fast-bench-pile.svg
BENCH_FRAGMENTS := $(foreach f,about pd pile variants pivots ode-piles targets, \
                     $(BUILD)/generated/fast-bench-$(f).md)

HELP_LINES += 'make bench      run the benchmark of the fast pivoting chapter (a few minutes)' \
              'make bench-report its tables and plot, from the newest CSV'

.PHONY: bench bench-build bench-report bench-deps

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

bench-report: $(BENCH_FIGURES) $(BENCH_FRAGMENTS)

$(BENCH_BIN): $(BENCH_OBJ) $(LIBCF)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ $(BENCH_LIBS)

$(BENCH_REPORT_BIN): $(BUILD)/obj/bench/report.o $(BUILD)/obj/bench/bench_rows.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $^ -o $@ -lm

# Siconos' headers include each other by bare name.
$(BUILD)/obj/bench/%.o: CFLAGS_ALL += -Ibench -isystem /usr/include/siconos \
                                      -isystem /usr/include/siconos/numerics

$(BUILD)/obj/bench/ode_shim.o: bench/ode_shim.cpp
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 -Wall -Wextra -Werror -pedantic $(OPT) -MMD -MP -c $< -o $@

$(BENCH_FIGURES) $(BENCH_FRAGMENTS) &: $(BENCH_CSV) $(BENCH_REPORT_BIN)
	@mkdir -p $(BUILD)/figures $(BUILD)/generated
	$(BENCH_REPORT_BIN) $(BENCH_CSV) $(BUILD)/figures $(BUILD)/generated

# The book shows the report (book.mk is read after this file, so the
# book's path is spelled out).
$(BUILD)/book.html: $(BENCH_FIGURES) $(BENCH_FRAGMENTS)
figures: $(BENCH_FIGURES)

-include $(BENCH_OBJ:.o=.d) $(BUILD)/obj/bench/report.d
