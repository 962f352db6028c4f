# repo.mk - checks of the repository as a whole.
#   make fresh-check   the README's two commands on a fresh Debian 12 root
#                      (tools/fresh-debian.sh: root, debootstrap, minutes;
#                      not part of make test)
# Included by the top Makefile.

HELP_LINES += 'make fresh-check the README on a fresh Debian 12 root (as root; minutes)'

.PHONY: fresh-check
fresh-check:
	@sh tools/fresh-debian.sh

# make test: the repository needs nothing beside it; what cf solve prints,
# cf check accepts; every command of README.md works.
TEST_TARGETS += selfcontained-test solve-check readme-test stages-test
HELP_LINES += 'make selfcontained-test  no reference leaves the repository (part of make test)' \
              'make solve-check  cf check accepts what cf solve prints (part of make test)' \
              'make readme-test  every command README.md shows works (part of make test)'

.PHONY: selfcontained-test solve-check readme-test stages-test
selfcontained-test:
	@sh tests/selfcontained/run.sh
	@sh tests/selfcontained/run.sh --self-test

solve-check: $(CF)
	@sh tests/solve-check/run.sh $(BUILD)

# The planted README must fail: a test that cannot fail proves nothing.
readme-test: $(CF)
	@sh tests/readme/run.sh $(BUILD)
	@mkdir -p $(BUILD)/readme-test
	@printf '```sh\nbuild/cf solve missing-case.cf\n```\n' > $(BUILD)/readme-test/README.md
	@if sh tests/readme/run.sh $(BUILD) $(BUILD)/readme-test/README.md > $(BUILD)/readme-test/log 2>&1; then \
	    echo "readme: FAIL: a README with a failing command passed"; exit 1; \
	else echo "readme: a README with a failing command fails, as it must"; fi

# make test: no stage folder holds a copy of another stage's function (what
# a stage keeps it calls), every chapter shows its generated "What changed",
# and copies planted in a scratch tree fail that check (tests/stages/run.sh).
HELP_LINES += 'make stages-test no stage copies another; planted copies fail (part of make test)'
stages-test:
	@sh tests/stages/run.sh $(BUILD)
