# stage6.mk - chapter 6's figures (sliding friction): Painleve's rod mapped
# by stage 6 on a grid (figures/sliding.c), the animated simulation of a
# small stack (cf simulate), and the outputs of cf impulse the chapter
# quotes.  Included after book.mk.

STAGE6_SLIDING := $(BOOK_BIN)/sliding
STAGE6_BLOCK_DT := 1e-3
STAGE6_FIGURES := $(BOOK_FIG)/painleve-map.svg $(BOOK_FIG)/stack-slides.svg
STAGE6_FRAGMENTS := $(BOOK_GEN)/ex9d-impulse.txt $(BOOK_GEN)/ex8c-impulse.txt \
                    $(BOOK_GEN)/ex8c-solve.txt $(BOOK_GEN)/block-simulate.txt

$(BOOK_FIG)/painleve-map.svg $(BOOK_GEN)/painleve.values &: $(STAGE6_SLIDING)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(STAGE6_SLIDING) map $(BOOK_FIG)/painleve-map.svg.part $(BOOK_GEN)/painleve.values
	@mv $(BOOK_FIG)/painleve-map.svg.part $(BOOK_FIG)/painleve-map.svg

$(BOOK_FIG)/stack-slides.svg: tests/scenes/stack-slides-and-settles.scene $(CF)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(CF) simulate $< --steps 1600 --dt 1e-3 --svg $@.part > $(BOOK_GEN)/stack-slides.csv
	@mv $@.part $@

$(BOOK_GEN)/ex9d-impulse.txt: tests/scenes/ex9d-painleve-sliding-inconsistent.scene $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) impulse $< > $@.part
	@mv $@.part $@

$(BOOK_GEN)/ex8c-impulse.txt: tests/scenes/ex8c-box-sliding-inconsistent.scene $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) impulse $< > $@.part
	@mv $@.part $@

$(BOOK_GEN)/ex8c-solve.txt: tests/cases/ex8c-box-sliding-inconsistent.cf $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) solve --stage 6 $< > $@.part; test $$? -eq 1
	@mv $@.part $@

$(BOOK_GEN)/block-simulate.txt: tests/scenes/block-slides-to-rest.scene $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) simulate $< --steps 450 --dt $(STAGE6_BLOCK_DT) 2>&1 >/dev/null | sed 's/^/# /' > $@.part
	$(CF) simulate $< --steps 450 --dt $(STAGE6_BLOCK_DT) | sed -n '1p;2p;/stops/p;$$p' >> $@.part
	@mv $@.part $@

$(BOOK) $(BOOK_PAGE_FILES): $(STAGE6_FIGURES) $(STAGE6_FRAGMENTS)
$(BOOK_VALUES): $(BOOK_GEN)/painleve.values $(BOOK_GEN)/sliding-cases.values $(BOOK_GEN)/block.values

# The forces the chapter quotes from its problem files, solved by stage 6
# (ex8c is inconsistent: its matrices and status only), and exercise 1's
# two copies of Example 8 on either side of mu = 5/3 (ex8-mu166, ex8-mu167).
STAGE6_CASES := ex8a ex8b ex8c ex8d ex9c ex9e
STAGE6_MU_COPIES := 1.66 1.67
$(BOOK_GEN)/ex8-mu%.cf: $(call book_case,ex8a)
	@mkdir -p $(BOOK_GEN)
	sed 's/ mu 0\.5 / mu $(subst 166,1.66,$(subst 167,1.67,$*)) /' $< > $@.part
	grep -q ' mu $(subst 166,1.66,$(subst 167,1.67,$*)) ' $@.part
	@mv $@.part $@
$(BOOK_GEN)/sliding-cases.values: $(foreach c,$(STAGE6_CASES),$(call book_case,$(c))) $(STAGE6_SLIDING) \
        $(BOOK_GEN)/ex8-mu166.cf $(BOOK_GEN)/ex8-mu167.cf
	@mkdir -p $(BOOK_GEN)
	$(STAGE6_SLIDING) cases $@.part $(foreach c,$(STAGE6_CASES),$(c)=$(call book_case,$(c))) \
	    ex8mu166=$(BOOK_GEN)/ex8-mu166.cf ex8mu167=$(BOOK_GEN)/ex8-mu167.cf
	@mv $@.part $@

# The impulses the chapter quotes, read off cf impulse's output:
# impulse.KEY.P0 and .P1, the normal and tangential parts (four digits).
$(BOOK_GEN)/impulse.values: $(BOOK_GEN)/ex9d-impulse.txt $(BOOK_GEN)/ex8c-impulse.txt
	@mkdir -p $(BOOK_GEN)
	for k in ex9d ex8c; do \
	    sed -n 's/^contact [0-9]*: v = .*, P = (\([^,]*\), \([^)]*\))$$/\1 \2/p' $(BOOK_GEN)/$$k-impulse.txt | \
	        awk -v k=$$k 'NR == 1 { printf "impulse.%s.P0\t%.4g\nimpulse.%s.P1\t%.4g\n", k, $$1, k, $$2; n++ } \
	                      END { if (n != 1) exit 1 }' || exit 1; \
	done > $@.part
	@mv $@.part $@

# The pivots of Example 8d, whose second drive starts with delta a_d < 0.
$(BOOK_GEN)/ex8d-trace.txt: $(call book_case,ex8d) $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) trace --stage 6 $< > $@.part
	@mv $@.part $@
$(BOOK) $(BOOK_PAGE_FILES): $(BOOK_GEN)/ex8d-trace.txt
$(BOOK_VALUES): $(BOOK_GEN)/impulse.values

# The sliding block's numbers: its v_0 and mu (the scene), the step, the
# stop v_0^2/(2 mu g) of the exact motion, and where cf simulate stops it.
$(BOOK_GEN)/block.values: tests/scenes/block-slides-to-rest.scene $(BOOK_GEN)/block-simulate.txt \
        figures/block-values.awk
	@mkdir -p $(BOOK_GEN)
	awk -v dt=$(STAGE6_BLOCK_DT) -f figures/block-values.awk tests/scenes/block-slides-to-rest.scene \
	    $(BOOK_GEN)/block-simulate.txt > $@.part
	@mv $@.part $@
figures: $(STAGE6_FIGURES)

-include $(BUILD)/obj/figures/sliding.d
