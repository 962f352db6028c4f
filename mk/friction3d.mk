# friction3d.mk - stage 5's larger Siconos 3D problems, in make bench.
#   make bench-friction3d   solve the Siconos 3D files with n > 400 (long)
# make test solves the smaller ones; every file runs in one of the two.

HELP_LINES += 'make bench-friction3d  stage 5 on the larger Siconos 3D files (part of make bench)'

.PHONY: bench-friction3d
bench-friction3d: $(BUILD)/tests/test_05_friction_3d
	$(BUILD)/tests/test_05_friction_3d --bench

bench: bench-friction3d
