# exercises.mk - exercises for students, and the grader (exercises/README.md).
#   make exercises                 the students' folders exercises/NN-name/, from the reference
#   make grade [EX=02]             grade your exercises/NN-name/ (every exercise you have, or EX)
#   make grade EX=02 SUBMISSION=p  grade another file or folder
#   make grade-all SUBMISSIONS=dir [EX=02] [JOBS=N] [BUDGET=s] [CLASS_BUDGET=s]
#                                  grade one folder per student, in parallel, write a CSV gradebook
#   make mutation [EX=04]          every exercise's mutation suite (or EX's): its score per exercise,
#                                  and the share of the held-out wrong versions caught (tests/grader/heldout)
#   make book-student              the student edition of the book (also make book EDITION=student)
#   make autograder [EX=02]        the Gradescope zip of each exercise
#   make test-grader               the grader's own tests (part of make test)
# Included by the top Makefile; everything generated goes below $(BUILD).

INSTRUCTOR ?= exercises/instructor
EXERCISE_NAMES := $(notdir $(wildcard $(INSTRUCTOR)/[0-9][0-9]-*))
GRADER_OUT := $(BUILD)/exercises
GRADER := $(GRADER_OUT)/bin/grader
SANITIZED_GRADER_OUT := $(abspath build/sanitized/exercises)
# EX=02 or EX=02-dantzig; without EX, every exercise (grade-all: the last one).
EX ?=
exercise_named = $(firstword $(filter $(1)%,$(EXERCISE_NAMES)))
CHOSEN_EXERCISES := $(if $(EX),$(call exercise_named,$(EX)),$(EXERCISE_NAMES))
FORCE ?= 0

# The grader and the kits, by the same rules the Gradescope zip uses.
KIT_MAKE = $(MAKE) --no-print-directory -f exercises/grader/kit.mk ROOT=$(CURDIR) \
           OUT=$(abspath $(GRADER_OUT)) INSTRUCTOR=$(abspath $(INSTRUCTOR)) CC="$(CC)" \
           KIT_CFLAGS="$(WARN) $(OPT)"

# grade-all: students at a time (default: one per processor), seconds per
# submission (default: a few times the reference's), seconds for the class.
JOBS ?=
BUDGET ?=
CLASS_BUDGET ?=

.PHONY: exercises grader grade grade-all autograder test-grader mutation book-student
ALL_TARGETS += grader
TEST_TARGETS += test-grader
ALL_SUMMARY += "$(GRADER) (make exercises, make grade, make autograder; exercises/README.md)"
HELP_LINES += "make exercises  the students' folders exercises/NN-name/, generated from the reference" \
              "make grade      grade your exercises (EX=02 for one, SUBMISSION=path for another file)" \
              "make grade-all  SUBMISSIONS=dir [EX=02] [JOBS=N]: a folder per student, in parallel, a CSV gradebook" \
              "make mutation   grade every exercise's wrong and valid versions, and the held-out ones; print the scores" \
              "make book-student  the student edition of the book (no solutions), build/book-student.html" \
              "make autograder the Gradescope zip of each exercise (EX=02 for one)"

grader:
	@$(KIT_MAKE) all

# With the folders, the students' book: the student edition, whose
# listings show the stubs (make book EDITION=student), as exercises/book.html.
exercises:
	@test -n "$(CHOSEN_EXERCISES)" || { echo "exercises: no exercise matches EX=$(EX)" >&2; exit 2; }
	@for ex in $(CHOSEN_EXERCISES); do \
	    INSTRUCTOR=$(INSTRUCTOR) CC="$(CC)" sh exercises/tools/make-exercise.sh \
	        $(if $(filter 1,$(FORCE)),--force) "$$ex" "exercises/$$ex" || exit 1; \
	done
	@$(MAKE) --no-print-directory book-student > /dev/null
	@cp $(BUILD)/book-student.html exercises/book.html
	@echo "exercises: your book is exercises/book.html (the student edition: no solutions)"

grade: grader
	@GRADER=$(GRADER) OUT=$(GRADER_OUT) BUILD=$(BUILD) INSTRUCTOR=$(INSTRUCTOR) BUDGET=$(BUDGET) \
	    sh exercises/tools/grade.sh "$(SUBMISSION)" $(or $(CHOSEN_EXERCISES),none)

grade-all: grader
	@test -n "$(SUBMISSIONS)" || { echo "grade-all: name the folder of submissions: make grade-all SUBMISSIONS=dir [EX=02]" >&2; exit 2; }
	@ex=$(lastword $(CHOSEN_EXERCISES)); \
	echo "grade-all: exercise $$ex$(if $(EX),, (EX=NN chooses another))"; \
	mkdir -p $(BUILD)/grade-all/$$ex && \
	$(GRADER) --kit $(GRADER_OUT)/$$ex/kit --class "$(SUBMISSIONS)" \
	    --gradebook $(BUILD)/grade-all/$$ex/gradebook.csv --out $(BUILD)/grade-all/$$ex \
	    $(if $(JOBS),--jobs $(JOBS)) $(if $(BUDGET),--budget $(BUDGET)) \
	    $(if $(CLASS_BUDGET),--class-budget $(CLASS_BUDGET))

# The student edition of the book, build/book-student.html: the book made
# with the listings cut from a copy of code/ whose solution regions are the
# exercises' stubs (BOOK_SOURCE_ROOT, mk/book.mk).
book-student: $(BUILD)/student-src/.complete
	@$(MAKE) --no-print-directory $(BUILD)/book-student.html BOOK=$(BUILD)/book-student.html \
	    BOOK_EDITION=student BOOK_SOURCE_ROOT=$(BUILD)/student-src

$(BUILD)/student-src/.complete: exercises/tools/student-sources.sh exercises/tools/strip-solutions.awk \
		$(wildcard $(INSTRUCTOR)/*/tests.txt) $(wildcard code/*/*.c code/*/*.h)
	@INSTRUCTOR=$(INSTRUCTOR) sh exercises/tools/student-sources.sh $(BUILD)/student-src

mutation: grader
	@sh tests/grader/mutation.sh $(BUILD) --heldout $(if $(EX),$(CHOSEN_EXERCISES))

autograder: grader
	@sh mk/deps.sh install zip
	@for ex in $(CHOSEN_EXERCISES); do \
	    INSTRUCTOR=$(INSTRUCTOR) CC="$(CC)" sh exercises/tools/make-autograder.sh "$$ex" \
	        $(GRADER_OUT)/autograder/$$ex $(GRADER_OUT)/autograder-$$ex.zip || exit 1; \
	done

# The grader's tests run once (the sanitized pass builds the CUnit suites
# only); they build their own sanitized grader as well.
test-grader: grader
	@sh mk/deps.sh install zip unzip bubblewrap
	@$(MAKE) --no-print-directory $(make_jobs) -f exercises/grader/kit.mk ROOT=$(CURDIR) \
	    OUT=$(SANITIZED_GRADER_OUT) INSTRUCTOR=$(abspath $(INSTRUCTOR)) CC="$(CC)" \
	    KIT_CFLAGS="$(WARN) -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	    $(SANITIZED_GRADER_OUT)/bin/grader
	@$(MAKE) --no-print-directory book-student > /dev/null
	@sh tests/grader/run.sh $(BUILD) $(SANITIZED_GRADER_OUT)/bin/grader
