#!/usr/bin/env bats
# tests/se-test.c: Sudoku Explainer's rater (lib/se*.c) step by step. Each
# test takes a puzzle whose path in serate 1.2.1.3 uses the technique named
# (tests/data/se-paths.tsv: puzzle, ER, EP, ED and serate's path, from
# ../shared/rate/se-calibration.tsv) and asserts the whole line: every
# step's name and rating in order, and the three ratings.

bats_require_minimum_version 1.5.0

setup_file() {
  TOP="$BATS_TEST_DIRNAME/.."
  export ST="$BATS_FILE_TMPDIR/se-test"
  # CFLAGS and LDFLAGS come from make, as for tests/human.bats.
  ${CC:-cc} -std=c99 -Wall -Wextra -Wpedantic -Wshadow \
    -Wstrict-prototypes -Wmissing-prototypes -D_POSIX_C_SOURCE=200809L \
    ${CFLAGS--O2} -I"$TOP/lib" -o "$ST" "$TOP/tests/se-test.c" \
    "$TOP/lib/libsdk.a" ${LDFLAGS-} -lpthread \
    >"$BATS_FILE_TMPDIR/build.out" 2>&1
  if [ -n "${SDK_MEMCHECK-}" ] && [ -x "$ST" ]; then
    mv "$ST" "$ST.bin"
    printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$SDK_MEMCHECK" "$ST.bin" \
      >"$ST"
    chmod 755 "$ST"
  fi
}

setup() {
  load helper
  [ -x "$ST" ] || flunk "$(cat "$BATS_FILE_TMPDIR/build.out")"
}

# path PUZZLE: the expected line of PUZZLE and ours must agree.
path() {
  grep "^$1	" "$DATA/se-paths.tsv" >want.txt
  [ -s want.txt ] || flunk "no line for $1"
  printf '%s\n' "$1" | "$ST" >got.txt
  diff want.txt got.txt
}

# bats test_tags=memcheck
@test "se: Hidden Single" {
  path '................12..3.45........1....5.......6..7....8....6.8.7..5...4..1..2.....'
}

@test "se: Direct Pointing" {
  path '................12..3.45...........3.2.6.....67.1........2...7...4....5..8..3....'
}

@test "se: Direct Hidden Pair, Naked Pair, Pointing" {
  path '................12..3.45.........6.......34...7.1..........83..1..2.....9.4....7.'
}

@test "se: Claiming, Direct Hidden Triplet" {
  path '..4...23.....72.........1.62.3......1...86..3...7.4.......6..9..9........6..485..'
}

@test "se: Hidden Pair, Naked Single" {
  path '................12..3.45........43...1.6...7.6...........1...6...4...5...8...7...'
}

@test "se: Hidden Triplet" {
  path '.8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....'
}

@test "se: Naked Triplet" {
  path '3..4...8.....5.2...........152.......7..1.......9...6..15...7..6..3.4............'
}

@test "se: Naked Quad" {
  path '.2.4....94..18.......36..5......63..3..94.5.......8.1........4.8.2......96......7'
}

@test "se: X-Wing" {
  path '9...8.7...52...8...7.....9.6.9..8.....5496..2....7.....1..5....4..........714...3'
}

@test "se: Swordfish" {
  path '831.......54...1.8.........47.....5...2.8..7.3..72.4...2...4..57.6.......48.6.2.1'
}

@test "se: XY-Wing" {
  path '..26..4...9..37.1....9.4...9....1..4...82.37......6...6....9..87.....2..4........'
}

@test "se: XYZ-Wing" {
  path '8..6.13..76...8.2.....2..85...4.5.....41..5.7..6.72......8.9.....5.3.....9....1..'
}

# bats test_tags=memcheck
@test "se: Turbot Fish" {
  path '................12..3.45...........4...2.35....61........7...6..1.......45..8....'
}

@test "se: Forcing Chain, Forcing X-Chain" {
  path '5...8..29.26..7....71.3.8....2.1......93....1...6.5...3...9.....9....3.6...7...1.'
}

@test "se: Bidirectional Cycle" {
  path '9..8.5...65...24.....6..7.8.......3.7.4....6.2..1.8..9.7...1..........46..1...92.'
}

@test "se: Bidirectional X-Cycle" {
  path '.5...96..89..13.................1..7..2.7..8..3....9....7.6..5..1....3....8.4.1..'
}

@test "se: Bidirectional Y-Cycle" {
  path '..2...6......3..72...65.....2.5.....3.18.9.4...9...1......8..3..47...98.8...7..1.'
}

@test "se: Nishio Forcing Chains" {
  path '....75....1..2.....4...3...5.....3.2...8...1.......6.....1..48.2........7........'
}

@test "se: Cell and Region Forcing Chains" {
  path '...8....9.873...4.6..7.......85..97...........43..75.......3....3...145.4....2..1'
}

@test "se: Dynamic Cell and Region Forcing Chains" {
  path '..4.3....5...........9.47...1..758.4.6....2..24...1...9......1..2...6..7..1.5...8'
}

# bats test_tags=memcheck
@test "se: Dynamic Contradiction Forcing Chains" {
  path '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..'
}

@test "se: Dynamic Forcing Chains (+) and (+ Forcing Chains)" {
  path '1....6.8..5.1..2.6...3..1....9.4..7.........26....18...4.9.....7....2..8..5.3....'
}

@test "se: Unique Rectangle type 1" {
  path '.5.7..3.9.......72.....3.6..7..69...2....86...8..34...8.3.4.7...9.8..........1.5.'
}

@test "se: Unique Rectangle type 2, BUG type 1" {
  path '7.......14.5.93.6.36....4..1..3.5..9....89..58.....7.4....78......6.....6..531...'
}

@test "se: Unique Rectangle type 3" {
  path '..5....1..1.3.6....7...5.......647..5....2.499.....1.229....3.5..36....4...4..2..'
}

@test "se: Unique Rectangle type 4" {
  path '................12..3..4.........3.5......46..2..7........1......4...6.3.7.82....'
}

@test "se: Unique Loop type 1" {
  path '.3.4...6..2...14.9..46.....5.....1..6....895...8..7..4..98...........81.3...4...5'
}

@test "se: Unique Loop type 2" {
  path '..5.......6129...82..8.4....1.4....2....6..89...5.9.....2....9.1.9..7.25....8...6'
}

@test "se: BUG type 2" {
  path '.8..6..5.1..4.7...5.9.12...32......6.4....1..6...3.52......5.4....6..2.843.......'
}

@test "se: Aligned Pair Exclusion" {
  path '...8.6.4...1......4...1..375.9.....6643.7..98....8.......93.......1.....31..58.7.'
}

@test "se: Aligned Triplet Exclusion" {
  path '.2..914....86....13....7...8....6.7..1.72...4......6..6..9..5....4....8..3.......'
}
