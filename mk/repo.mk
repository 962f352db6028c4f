# repo.mk - checks of the repository as a whole.
#   make fresh-check   the README's two commands on a fresh Debian 12 root
#                      (tools/fresh-debian.sh: root, debootstrap, minutes;
#                      not part of make test)
# Included by the top Makefile.

HELP_LINES += 'make fresh-check the README on a fresh Debian 12 root (as root; minutes)'

.PHONY: fresh-check
fresh-check:
	@sh tools/fresh-debian.sh
