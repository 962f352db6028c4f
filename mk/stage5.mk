# stage5.mk - chapter 5's figures and numbers (static friction in 3D), made
# by figures/cone.c with stage 5 and the comparison models, and by cf draw.
# After book.mk.

STAGE5_CONE := $(BOOK_BIN)/cone
STAGE5_FIGURES := $(BOOK_FIG)/cone-polar.svg $(BOOK_FIG)/cone-push.svg $(BOOK_FIG)/cone-drive.svg
STAGE5_VALUES := $(BOOK_GEN)/cone-polar.values $(BOOK_GEN)/cone-push.values \
                 $(BOOK_GEN)/siconos3d.values $(BOOK_GEN)/cone-exit.values \
                 $(BOOK_GEN)/cone-cases.values $(BOOK_GEN)/cone-drive.values \
                 $(BOOK_GEN)/cone-exercises.values $(BOOK_GEN)/rockpile.values

# Example 10's contact driven by hand: the cone, the path of the forces and
# the exit step (checked against stage 5's answer).
$(BOOK_FIG)/cone-drive.svg $(BOOK_GEN)/cone-drive.values &: $(STAGE5_CONE)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(STAGE5_CONE) drive $(BOOK_FIG)/cone-drive.svg.part $(BOOK_GEN)/cone-drive.values
	@mv $(BOOK_FIG)/cone-drive.svg.part $(BOOK_FIG)/cone-drive.svg

# The answers of exercises 1, 2, 4 and 5.
$(BOOK_GEN)/cone-exercises.values: $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) exercises $@.part
	@mv $@.part $@

# Stage 5's pivots on Example 10 pushed at 30 degrees: each pivot's step,
# its reason, its direction, the forces and the sets after it.
$(BOOK_GEN)/ex10b-trace.txt: $(call book_case,ex10b) $(CF)
	@mkdir -p $(BOOK_GEN)
	$(CF) trace --stage 5 $< > $@.part
	@mv $@.part $@
$(BOOK) $(BOOK_PAGE_FILES): $(BOOK_GEN)/ex10b-trace.txt

$(BOOK_FIG)/cone-polar.svg $(BOOK_GEN)/cone-polar.values &: $(STAGE5_CONE)
	@mkdir -p $(BOOK_FIG) $(BOOK_GEN)
	$(STAGE5_CONE) polar $(BOOK_FIG)/cone-polar.svg $(BOOK_GEN)/cone-polar.values

$(BOOK_GEN)/cone-push.values: $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) push $@

# The cube on the incline (Example 13a sticks, 13b slides), solved by stage 5.
STAGE5_CASES := ex13a ex13b ex10d ex14b
$(BOOK_GEN)/cone-cases.values: $(foreach c,$(STAGE5_CASES),$(call book_case,$(c))) $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) cases $@.part $(foreach c,$(STAGE5_CASES),$(c)=$(call book_case,$(c)))
	@mv $@.part $@

# Exercise 3's exit step, by the textbook root and by cone_exit_step.
$(BOOK_GEN)/cone-exit.values: $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) exit $@

# Example 10 pushed at 30 degrees (ex10b) in the 3D world's oblique view,
# solved with the cone and with the box side by side (cf draw --friction,
# the models of cf solve --friction), after the scene's twin check.
STAGE5_PUSH_CASE := $(call book_case,ex10b)
STAGE5_PUSH_SCENE := $(call book_scene,ex10b)
$(BOOK_FIG)/cone-push.svg: $(STAGE5_PUSH_CASE) $(STAGE5_PUSH_SCENE) $(CF)
	@mkdir -p $(BOOK_FIG)
	$(CF) build --check $(STAGE5_PUSH_CASE) $(STAGE5_PUSH_SCENE)
	$(CF) draw --friction cone --friction box $(STAGE5_PUSH_SCENE) > $@.part
	@mv $@.part $@

# The Siconos 3D files up to n = 400, as in make test; the larger ones run
# in make bench (make bench-friction3d).
$(BOOK_GEN)/siconos3d.md $(BOOK_GEN)/siconos3d.values &: tests/peer/siconos/fc/MANIFEST.tsv \
        $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) siconos tests/peer/siconos/fc 400 $(BOOK_GEN)/siconos3d.md \
	    $(BOOK_GEN)/siconos3d.values

# RockPile_tob1 with the budget make bench-stage5-large gives it (a cap of
# 24 pivots, SICONOS_LARGE_CAP in tests/test_05_friction_3d.c), and its
# reference solution: seconds, for the numbers of chapter 5's account of it.
STAGE5_ROCKPILE := tests/peer/siconos/fc/RockPile_tob1.dat
$(BOOK_GEN)/rockpile.values: $(STAGE5_ROCKPILE) $(STAGE5_ROCKPILE:.dat=.sol) $(STAGE5_CONE)
	@mkdir -p $(BOOK_GEN)
	$(STAGE5_CONE) rockpile $(STAGE5_ROCKPILE) 24 $@.part
	@mv $@.part $@

$(BOOK) $(BOOK_PAGE_FILES): $(STAGE5_FIGURES) $(BOOK_GEN)/siconos3d.md
$(BOOK_VALUES): $(STAGE5_VALUES)
figures: $(STAGE5_FIGURES)

-include $(BUILD)/obj/figures/cone.d
