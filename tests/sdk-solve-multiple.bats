#!/usr/bin/env bats
# sdk-solve-multiple.bats: a puzzle with several solutions gets the
# canonical one, the status field multiple and a note on stderr.

bats_require_minimum_version 1.5.0

setup() { load helper; }

# A 17-clue puzzle and its solution.
P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
S17='953168742862734951417952836746893125281645397395271468138529674574386219629417583'
# A puzzle with 872 solutions (serg) and the least of them.
M9='8.........95.......76.........426798...571243...893165......916....3.487....1.532'
L9='812345679395167824476289351153426798689571243724893165238754916561932487947618532'
# A 4x4 puzzle with 6 solutions, and the least.
M4='1.3..4..........'
L4='1234341221434321'

@test "sdk-solve writes the canonical solution of a puzzle with several, with multiple" {
  run --separate-stderr sdk-solve <<<"$M9"
  assert_success "$L9	multiple"
  assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
}

# A puzzle with two solutions (M9 with givens of the greater added); the
# fast search finds the greater first, the least comes from a second
# search that starts where the count's propagation left off.
M2='824.......95.......76....2....426798...571243...893165..2..5916....3.487....1.532'
L2='824167359395248671176359824513426798689571243247893165432785916951632487768914532'
G2='824167359395248671176359824513426798968571243247893165432785916651932487789614532'

@test "sdk-solve writes the lesser of two solutions, whichever the count finds first" {
  run sdk-solve -a <<<"$M2"
  assert_success "$L2
$G2"
  run --separate-stderr sdk-solve <<<"$M2"
  assert_success "$L2	multiple"
  run sdk-solve -c <<<"$M2"
  assert_success "$M2	solutions=2"
}

@test "sdk-solve marks only the records with several solutions" {
  printf '%s\n# a comment\n%s\tnote\n%s\n' "$P17" "$M9" "$M4" >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_success
  assert_output <<OUT
$S17
# a comment
$L9	note	multiple
$L4	multiple
OUT
  assert_stderr <<ERR
sdk-solve: in.txt:3: multiple solutions, writing the canonical one
sdk-solve: in.txt:4: multiple solutions, writing the canonical one
ERR
}

@test "sdk-solve -p writes the puzzle, the canonical solution and multiple" {
  run --separate-stderr sdk-solve -p <<<"$M9"
  assert_success "$M9	$L9	multiple"
  assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
}

@test "sdk-solve writes multiple with every method and with -j 2" {
  local m
  for m in fast tactics simple; do
    run --separate-stderr sdk-solve -m "$m" <<<"$M9"
    assert_success "$L9	multiple"
    assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
  done
  printf '%s\n%s\n' "$M9" "$P17" >in.txt
  run --separate-stderr sdk-solve -j 2 in.txt
  assert_success "$L9	multiple
$S17"
  assert_stderr "sdk-solve: in.txt:1: multiple solutions, writing the canonical one"
}

@test "sdk-solve -r rates a puzzle with several solutions and writes multiple" {
  run --separate-stderr sdk-solve -r <<<"$M4"
  assert_success
  assert_output "$L4	rating=-	multiple"
  assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
}

@test "sdk-solve does not repeat a multiple field it reads" {
  sdk-validate -u <<<"$M9" >in.txt || true
  run --separate-stderr sdk-solve in.txt
  assert_success "$L9	incomplete	multiple"
}

@test "sdk-solve -1, -c and -a write no multiple field" {
  run -0 --separate-stderr sdk-solve -1 <<<"$M4"
  [[ $output != *multiple* ]] || flunk "$output"
  assert_stderr ""
  run -0 --separate-stderr sdk-solve -c <<<"$M4"
  assert_output "$M4	solutions=6"
  assert_stderr ""
  run -0 --separate-stderr sdk-solve -a <<<"$M4"
  assert_output "$L4
1234341223414123
1234341241232341
1234341243212143
1234342121434312
1234342143122143"
  assert_stderr ""
}

@test "check-or-solve prints the least solution of a puzzle with several, as the classic program" {
  run --separate-stderr sh "$EXAMPLES/check-or-solve" <<'IN'
4
1 0 3 0
0 4 0 0
0 0 0 0
0 0 0 0
IN
  assert_success
  assert_output <<'OUT'
  1  2  3  4
  3  4  1  2
  2  1  4  3
  4  3  2  1
OUT
  assert_stderr ""
}

@test "sdk-solve: with 2>&1 each note comes after its record's line, with -j 1 and -j 2" {
  local j
  for j in 1 2; do
    sdk-solve -j "$j" <<<"$S17
$M9
$P17" >out 2>&1
    [ "$(cat out)" = "$S17
$L9	multiple
sdk-solve: <stdin>:2: multiple solutions, writing the canonical one
$S17" ] || flunk "-j $j: $(cat out)"
  done
}

@test "sdk-solve: with two files, the lines and notes are all written" {
  sdk-solve <<<"$M9
$P17
$M9" >out 2>err
  [ "$(cat out)" = "$L9	multiple
$S17
$L9	multiple" ] || flunk "$(cat out)"
  [ "$(cat err)" = "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one
sdk-solve: <stdin>:3: multiple solutions, writing the canonical one" ] ||
    flunk "$(cat err)"
}
