#!/usr/bin/env bats
# The technique engine (lib/human.c), through its test driver
# tests/human-test.c: each technique's step line, and every step of
# hundreds of puzzles checked against their solution.
bats_require_minimum_version 1.5.0

setup_file() {
  TOP="$BATS_TEST_DIRNAME/.."
  export HT="$BATS_FILE_TMPDIR/human-test"
  # CFLAGS and LDFLAGS come from make (make sanitize builds the library
  # with the sanitizers, and the driver must be linked the same way).
  ${CC:-cc} -std=c99 -Wall -Wextra -Wpedantic -Wshadow \
    -Wstrict-prototypes -Wmissing-prototypes ${CFLAGS--O2} -I"$TOP/lib" \
    -o "$HT" "$TOP/tests/human-test.c" "$TOP/lib/libsdk.a" ${LDFLAGS-} \
    -lpthread >"$BATS_FILE_TMPDIR/build.out" 2>&1
  # Under tests/memcheck the driver runs under valgrind as the tools do.
  if [ -n "${SDK_MEMCHECK-}" ] && [ -x "$HT" ]; then
    mv "$HT" "$HT.bin"
    printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$SDK_MEMCHECK" "$HT.bin" \
      >"$HT"
    chmod 755 "$HT"
  fi
}

setup() {
  load helper
}

# step_case KEY: the next step of the puzzle of KEY in
# fixtures/human/steps.tsv (a grid, or a candidate line) is its line.
step_case() {
  local key puzzle expected
  IFS=$'\t' read -r key puzzle expected \
      < <(grep "^$1	" "$FIXTURES/human/steps.tsv")
  [ "$key" = "$1" ] || flunk "no case $1"
  run -0 "$HT" -u step "$puzzle"
  assert_output "$expected"
}

# check_ok COUNT: the output of a check run says COUNT puzzles solved.
check_ok() {
  [[ "$output" == "$1 puzzles solved ("*"), "*" steps checked" ]] ||
      flunk "unexpected: $output"
}

# bats test_tags=memcheck
@test "the test driver builds without a warning" {
  run cat "$BATS_FILE_TMPDIR/build.out"
  assert_output ""
  [ -x "$HT" ]
}

# bats test_tags=memcheck
@test "full house is the next step" { step_case full-house; }
# bats test_tags=memcheck
@test "hidden single in a box is the next step" {
  step_case hidden-single-box
}
# bats test_tags=memcheck
@test "hidden single in a row or column is the next step" {
  step_case hidden-single-line
}
# bats test_tags=memcheck
@test "naked single is the next step" { step_case naked-single; }
# bats test_tags=memcheck
@test "pointing is the next step" { step_case pointing; }
# bats test_tags=memcheck
@test "claiming is the next step" { step_case claiming; }
# bats test_tags=memcheck
@test "naked pair is the next step" { step_case naked-pair; }
# bats test_tags=memcheck
@test "X-wing is the next step" { step_case x-wing; }
# bats test_tags=memcheck
@test "hidden pair is the next step" { step_case hidden-pair; }
# bats test_tags=memcheck
@test "skyscraper is the next step" { step_case skyscraper; }
# bats test_tags=memcheck
@test "finned X-wing is the next step" { step_case finned-x-wing; }
# bats test_tags=memcheck
@test "naked triple is the next step" { step_case naked-triple; }
# bats test_tags=memcheck
@test "swordfish is the next step" { step_case swordfish; }
# bats test_tags=memcheck
@test "hidden triple is the next step" { step_case hidden-triple; }
# bats test_tags=memcheck
@test "two-string kite is the next step" { step_case two-string-kite; }
# bats test_tags=memcheck
@test "XY-wing is the next step" { step_case xy-wing; }
# bats test_tags=memcheck
@test "empty rectangle is the next step" { step_case empty-rectangle; }
# bats test_tags=memcheck
@test "finned swordfish is the next step" { step_case finned-swordfish; }
# bats test_tags=memcheck
@test "XYZ-wing is the next step" { step_case xyz-wing; }
# bats test_tags=memcheck
@test "W-wing is the next step" { step_case w-wing; }
# bats test_tags=memcheck
@test "unique rectangle type 1 is the next step" {
  step_case unique-rectangle-1
}
# bats test_tags=memcheck
@test "unique rectangle type 2 is the next step" {
  step_case unique-rectangle-2
}
# bats test_tags=memcheck
@test "unique rectangle type 3 is the next step" {
  step_case unique-rectangle-3
}
# bats test_tags=memcheck
@test "unique rectangle type 4 is the next step" {
  step_case unique-rectangle-4
}
# bats test_tags=memcheck
@test "naked quad is the next step" { step_case naked-quad; }
# bats test_tags=memcheck
@test "jellyfish is the next step" { step_case jellyfish; }
# bats test_tags=memcheck
@test "finned jellyfish is the next step" { step_case finned-jellyfish; }
# bats test_tags=memcheck
@test "hidden quad is the next step" { step_case hidden-quad; }
# bats test_tags=memcheck
@test "BUG+1 is the next step" { step_case bug; }
# bats test_tags=memcheck
@test "X-chain is the next step" { step_case x-chain; }
# bats test_tags=memcheck
@test "XY-chain is the next step" { step_case xy-chain; }
# bats test_tags=memcheck
@test "forcing chain is the next step" { step_case forcing-chain; }
# bats test_tags=memcheck
@test "guess is the next step when nothing else applies" {
  step_case guess
}

@test "every technique has a case" {
  run -0 cut -f1 "$FIXTURES/human/steps.tsv"
  [ "${#lines[@]}" -eq 33 ]
}

# bats test_tags=memcheck
@test "uniqueness techniques wait until the puzzle is said to be unique" {
  local p
  for k in unique-rectangle-1 unique-rectangle-2 unique-rectangle-3 \
      unique-rectangle-4 bug; do
    p=$(grep "^$k	" "$FIXTURES/human/steps.tsv" | cut -f2)
    run -0 "$HT" step "$p"
    [[ "$output" != "Unique rectangle"* && "$output" != "BUG"* ]] ||
        flunk "$k without -u: $output"
  done
}

# bats test_tags=memcheck
@test "a 16x16 step names values 10 to 16 as numbers" {
  run -0 "$HT" -u step "$(sed -n 2p "$DATA/bench/sixteen.txt")"
  assert_output \
      "Hidden single: the only place for 16 in box 2 is r2c8 => r2c8=16"
}

# bats test_tags=memcheck
@test "a 4x4 puzzle is explained step by step to its solution" {
  run -0 "$HT" explain 2.434..11.3.32..
  assert_output <<'EOF'
1. Full house: r1c2 is the last empty cell in row 1 => r1c2=1
2. Full house: r2c2 is the last empty cell in box 1 => r2c2=3
3. Full house: r2c3 is the last empty cell in row 2 => r2c3=2
4. Full house: r3c2 is the last empty cell in column 2 => r3c2=4
5. Full house: r3c4 is the last empty cell in row 3 => r3c4=2
6. Full house: r4c3 is the last empty cell in column 3 => r4c3=1
7. Full house: r4c4 is the last empty cell in row 4 => r4c4=4
2143432114323214
EOF
}

# bats test_tags=memcheck
@test "a solved grid has no next step" {
  run -0 "$HT" step 2143432114323214
  assert_output "solved"
}

# bats test_tags=memcheck
@test "a grid with two equal values in a house is refused" {
  run -2 "$HT" step "$(sed -n 1p "$DATA/bench/emerentius_invalid.txt")"
}

# bats test_tags=memcheck
@test "a puzzle without a solution ends stuck" {
  run -1 "$HT" explain "$(sed -n 4p "$DATA/bench/emerentius_invalid.txt")"
  assert_line "stuck"
}

# bats test_tags=memcheck
@test "ratings and levels of the first puzzles of two sets" {
  run -0 --separate-stderr "$HT" rate "$DATA/bench/emerentius_easy.txt" 3
  assert_output <<'EOF'
1.2 easy hidden-single-box
1.2 easy hidden-single-box
2.3 easy naked-single
EOF
  run -0 --separate-stderr "$HT" rate "$DATA/bench/magictour_top1465.txt" 5
  assert_output <<'EOF'
7.3 expert forcing-chain
9.0 extreme guess
9.0 extreme guess
3.4 medium hidden-pair
3.4 medium hidden-pair
EOF
}

@test "every step of 300 17-clue puzzles is right and solves them" {
  run -0 --separate-stderr "$HT" check "$DATA/bench/17_clue.txt" 300
  check_ok 300
}

@test "every step of 100 top1465 puzzles is right and solves them" {
  run -0 --separate-stderr "$HT" check "$DATA/bench/magictour_top1465.txt" 100
  check_ok 100
}

# bats test_tags=memcheck
@test "every step of the emerentius sets is right and solves them" {
  run -0 --separate-stderr "$HT" check "$DATA/bench/emerentius_easy.txt"
  check_ok 50
  run -0 --separate-stderr "$HT" check "$DATA/bench/emerentius_medium.txt"
  check_ok 11
  run -0 --separate-stderr "$HT" check "$DATA/bench/emerentius_hard.txt"
  check_ok 20
}

@test "every step of 30 of the hardest puzzles is right and solves them" {
  run -0 --separate-stderr "$HT" check "$DATA/bench/forum_hardest_1106.txt" 30
  check_ok 30
}

# bats test_tags=memcheck
@test "every step of the 16x16 puzzles is right and solves them" {
  run -0 --separate-stderr "$HT" check "$DATA/bench/sixteen.txt"
  check_ok 55
}

@test "every step of random puzzles with many solutions is right" {
  random_puzzles 4 300 0.3 0.8 5 >p4.txt
  run -0 --separate-stderr "$HT" check p4.txt
  check_ok 300
  random_puzzles 9 100 0.4 0.7 6 >p9.txt
  run -0 --separate-stderr "$HT" check p9.txt
  check_ok 100
  random_puzzles 16 4 0.3 0.5 7 >p16.txt
  run -0 --separate-stderr "$HT" check p16.txt
  check_ok 4
}
