# sdk: a Unix toolkit for sudoku puzzles. See README.md.
.POSIX:
.SUFFIXES:
.SUFFIXES: .o .c

VERSION = 0.1.0
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
LIBDIR = $(PREFIX)/lib
INCDIR = $(PREFIX)/include
MANDIR = $(PREFIX)/share/man
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR = $(PREFIX)/share/zsh/site-functions

CC = cc
AR = ar
CFLAGS = -O3 -g
LDFLAGS =
LDLIBS = -lpthread
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Ilib
WFLAGS = -std=c99 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes
WERROR =
SANFLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

BIN = \
	bin/sdk-parse \
	bin/sdk-canon \
	bin/sdk-fmt \
	bin/sdk-gen \
	bin/sdk-play \
	bin/sdk-solve \
	bin/sdk-validate
LIBOBJ = \
	lib/buf.o \
	lib/cand.o \
	lib/canon-grid.o \
	lib/canon-map.o \
	lib/canon-puz9.o \
	lib/canon.o \
	lib/gen-jigsaw.o \
	lib/gen-pencil.o \
	lib/gen-order.o \
	lib/gen-rate.o \
	lib/gen-share.o \
	lib/gen.o \
	lib/grid.o \
	lib/human-chains.o \
	lib/human-fish.o \
	lib/human-singles.o \
	lib/human-step.o \
	lib/human-subsets.o \
	lib/human-wings.o \
	lib/human.o \
	lib/lines.o \
	lib/loop.o \
	lib/parse-grid.o \
	lib/parse-json.o \
	lib/parse-line.o \
	lib/parse-shape.o \
	lib/parse-queue.o \
	lib/parse.o \
	lib/play.o \
	lib/print.o \
	lib/rand.o \
	lib/record.o \
	lib/screen.o \
	lib/se-align.o \
	lib/se-basic.o \
	lib/se-chain.o \
	lib/se-unique.o \
	lib/se.o \
	lib/shape-opt.o \
	lib/simd.o \
	lib/solve-band.o \
	lib/solve-band16.o \
	lib/solve-eight.o \
	lib/solve-twelve.o \
	lib/solve-nine.o \
	lib/solve-rect.o \
	lib/solve-bits.o \
	lib/solve-sat.o \
	lib/solve-classic.o \
	lib/solve.o \
	lib/style.o \
	lib/util.o
LIB = lib/libsdk.a
HDR = lib/sdk.h
MAN1 = \
	man/sdk-parse.1 \
	man/sdk-canon.1 \
	man/sdk-fmt.1 \
	man/sdk-gen.1 \
	man/sdk-play.1 \
	man/sdk-solve.1 \
	man/sdk-validate.1
MAN5 = man/sdk.5
MAN7 = man/sdk.7

all: $(BIN)

$(BIN): $(LIB)
$(BIN) $(LIBOBJ): $(HDR)
$(LIBOBJ): lib/internal.h

.c.o:
	$(CC) $(WFLAGS) $(WERROR) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

.c:
	$(CC) $(WFLAGS) $(WERROR) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    $(LIB) $(LDLIBS)

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) -rcs $@ $(LIBOBJ)

# The bats suite (tests/run): TESTS=tests/x.bats runs one file. The files
# and their tests run side by side, JOBS at a time (default: one per
# processor) when GNU parallel is there, one after another when not.
TESTS = tests
JOBS =
check: all
	PATH="$$PWD/bin:$$PATH" CC="$(CC)" CFLAGS="$(CFLAGS)" \
	    LDFLAGS="$(LDFLAGS)" JOBS="$(JOBS)" tests/run $(TESTS)

sanitize:
	$(MAKE) clean
	$(MAKE) CFLAGS='$(SANFLAGS)' LDFLAGS='$(SANFLAGS)' check
	$(MAKE) clean

demo: all
	bin/sdk-gen -s 7 -n 30 | bin/sdk-solve | bin/sdk-fmt --boxed

bench: all
	sh bench/run $(SET)
	sh bench/rate
	sh bench/tdoku
	sh bench/canon
	sh bench/sixteen
	sh bench/cand
	sh bench/shapes
	sh bench/matched

screenshots: all
	SDK_SHOTS="$$PWD/screenshots" PATH="$$PWD/bin:$$PATH" \
	    bats tests/sdk-fmt-print.bats

# cppcheck on lib/ and bin/: the warning, performance and portability
# checks (not style); findings are errors. Suppressed: missingIncludeSystem
# (the system headers are not given), and in gen.c a ctuuninitvar that is
# wrong (orb is made on the first try, before gen_try reads it).
CPPCHECK = cppcheck
CPPCHECKFLAGS = --std=c99 --enable=warning,performance,portability \
	--inline-suppr --error-exitcode=1 --quiet \
	-D_POSIX_C_SOURCE=200809L -D__GNUC__ -Ilib \
	--suppress=missingIncludeSystem --suppress=ctuuninitvar:lib/gen.c

lint:
	mandoc -Tlint -Wwarning $(MAN1) $(MAN5) $(MAN7)
	$(CPPCHECK) $(CPPCHECKFLAGS) lib/*.c bin/*.c

# libFuzzer targets (clang): each runs FUZZTIME seconds; see fuzz/run.
FUZZTIME = 60
fuzz:
	FUZZTIME=$(FUZZTIME) fuzz/run

# A part of the suite under valgrind (see tests/memcheck): any memory
# error or definite leak fails the test. The part is the tests tagged
# memcheck (a "# bats test_tags=memcheck" line above the test; about 200
# of 590): about 5 minutes on 2 cores, where the whole suite took 18 to
# 40 (MEMCHECK_TESTS=tests runs it all, MEMCHECK_TESTS=tests/x.bats one
# file). They reach:
# - every reader of sdk-parse: a sample file of each of the 15 formats and
#   their detection, pairs, fields, and the error paths of grids, JSON,
#   OpenSudoku and sized input; the inputs the fuzzers found;
# - every style of sdk-fmt: boxed, grid, padded, sized, compact, board,
#   candidates, report, csv, json, sdk, ss, line, svg (one, sheet, -o DIR)
#   and html (answers, paper);
# - sdk-gen (minimal, -n, -y, -p, --classic, -d), sdk-solve (the three
#   methods, -1, -c, -a, -t, -s, -P, -j, -e, -r, -H, --check; 4x4, 9x9,
#   16x16), sdk-validate (-e, -u, -m, -q, -f, -j), sdk-play (every command
#   on 4x4, 9x9 and 16x16, loaded and generated games, long lines, NUL);
# - the technique engine through its test driver (tests/human-test.c):
#   the step of every technique, explain, rate, and every step checked on
#   the 81 emerentius puzzles.
# That is enough: valgrind is there for what the sanitizers do not see
# (reads of uninitialised memory), and that turns on the code path, which
# is the same for more puzzles of a kind. What the rest of the suite adds
# is volume (thousands of puzzles, 16x16 generation, files of a million
# records, option errors), which make sanitize and the fuzzers run.
MEMCHECK_TESTS = --filter-tags memcheck tests
memcheck:
	$(MAKE) clean
	$(MAKE) CFLAGS='-O1 -g' all
	CC="$(CC)" CFLAGS='-O1 -g' JOBS="$(JOBS)" \
	    tests/memcheck $(MEMCHECK_TESTS); \
	    s=$$?; $(MAKE) clean; exit $$s

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
	    $(DESTDIR)$(MANDIR)/man7
	for f in $(BIN); do \
		cp -f $$f $(DESTDIR)$(BINDIR) && \
		chmod 755 $(DESTDIR)$(BINDIR)/$${f#bin/} || exit 1; \
	done
	cp -f $(LIB) $(DESTDIR)$(LIBDIR)
	chmod 644 $(DESTDIR)$(LIBDIR)/libsdk.a
	cp -f $(HDR) $(DESTDIR)$(INCDIR)
	chmod 644 $(DESTDIR)$(INCDIR)/sdk.h
	for f in $(MAN1); do \
		cp -f $$f $(DESTDIR)$(MANDIR)/man1 && \
		chmod 644 $(DESTDIR)$(MANDIR)/man1/$${f#man/} || exit 1; \
	done
	cp -f $(MAN5) $(DESTDIR)$(MANDIR)/man5
	cp -f $(MAN7) $(DESTDIR)$(MANDIR)/man7
	chmod 644 $(DESTDIR)$(MANDIR)/man5/sdk.5 $(DESTDIR)$(MANDIR)/man7/sdk.7
	mkdir -p $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	for f in $(BIN); do \
		cp -f completion/sdk.bash $(DESTDIR)$(BASHCOMPDIR)/$${f#bin/} && \
		chmod 644 $(DESTDIR)$(BASHCOMPDIR)/$${f#bin/} || exit 1; \
	done
	cp -f completion/_sdk $(DESTDIR)$(ZSHCOMPDIR)/_sdk
	chmod 644 $(DESTDIR)$(ZSHCOMPDIR)/_sdk

uninstall:
	for f in $(BIN); do rm -f $(DESTDIR)$(BINDIR)/$${f#bin/}; done
	for f in $(MAN1); do rm -f $(DESTDIR)$(MANDIR)/man1/$${f#man/}; done
	rm -f $(DESTDIR)$(LIBDIR)/libsdk.a $(DESTDIR)$(INCDIR)/sdk.h
	rm -f $(DESTDIR)$(MANDIR)/man5/sdk.5 $(DESTDIR)$(MANDIR)/man7/sdk.7
	for f in $(BIN); do rm -f $(DESTDIR)$(BASHCOMPDIR)/$${f#bin/}; done
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_sdk

clean:
	rm -f $(BIN) $(LIBOBJ) $(LIB)

.PHONY: all check demo sanitize bench lint screenshots install uninstall clean \
	fuzz memcheck
