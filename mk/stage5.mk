# stage5.mk - chapter 5's figures and numbers (static friction in 3D), made
# by figures/cone.c with stage 5 and the comparison models.  After book.mk.

STAGE5_CONE := $(BOOK_BIN)/cone
STAGE5_FIGURES := $(BOOK_FIG)/cone-polar.svg $(BOOK_FIG)/cone-push.svg
STAGE5_VALUES := $(BOOK_GEN)/cone-polar.values $(BOOK_GEN)/cone-push.values \
                 $(BOOK_GEN)/siconos3d.values

$(BOOK_FIG)/cone-polar.svg $(BOOK_GEN)/cone-polar.values &: $(STAGE5_CONE)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(STAGE5_CONE) polar $(BOOK_FIG)/cone-polar.svg $(BOOK_GEN)/cone-polar.values

$(BOOK_FIG)/cone-push.svg $(BOOK_GEN)/cone-push.values &: $(STAGE5_CONE)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(STAGE5_CONE) push $(BOOK_FIG)/cone-push.svg $(BOOK_GEN)/cone-push.values

# The Siconos 3D files up to n = 400, as in make test; the larger ones run
# in make bench (make bench-friction3d).
$(BOOK_GEN)/siconos3d.md $(BOOK_GEN)/siconos3d.values &: tests/peer/siconos/fc/MANIFEST.tsv \
        $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) siconos tests/peer/siconos/fc 400 $(BOOK_GEN)/siconos3d.md \
	    $(BOOK_GEN)/siconos3d.values

$(BOOK) $(BOOK_PAGE_FILES): $(STAGE5_FIGURES) $(BOOK_GEN)/siconos3d.md
$(BOOK_VALUES): $(STAGE5_VALUES)
figures: $(STAGE5_FIGURES)

-include $(BUILD)/obj/figures/cone.d
