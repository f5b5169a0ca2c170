#!/usr/bin/env bats
# The technique engine and Sudoku Explainer's rater on grids that are not
# classic (sdk-solve -e, -H, -r): 6x6 and 8x8 with rectangular boxes, X,
# windoku and jigsaw, every technique over all the houses of the shape.
# fixtures/human-shapes/puzzles.txt holds one puzzle of each, in the order
# of the .out files; check.txt holds 66 minimal puzzles: 6x6 (lines 1-10),
# 8x8 (11-24), X (25-34), windoku (35-44), jigsaw (45-54), 10x10 (55-58),
# 12x12 (59), X windoku (60-62) and 4x4 X (63-66).
bats_require_minimum_version 1.5.0

setup() {
  load helper
  P="$FIXTURES/human-shapes/puzzles.txt"
}

# explain_case LINE NAME: -e on line LINE of puzzles.txt is NAME.out.
explain_case() {
  run -0 --separate-stderr sdk-solve -e --check < <(sed -n "$1p" "$P")
  assert_output < "$FIXTURES/human-shapes/$2.out"
  assert_stderr ""
}

# bats test_tags=memcheck
@test "sdk-solve -e explains a 6x6 puzzle of 2x3 boxes (an XY-wing)" {
  explain_case 1 6x6-2x3
  assert_line "15. XY-wing: pivot r5c6 (2/3), pincers r5c2 (2/5) and r1c6 (3/5) => r1c2<>5"
}

@test "sdk-solve -e explains a 6x6 puzzle of 3x2 boxes (pointing, claiming)" {
  explain_case 2 6x6-3x2
  assert_line "2. Pointing: 3 in box 4 lies only in column 2 => r1c2<>3, r2c2<>3, r3c2<>3"
  assert_line "3. Claiming: 3 in row 1 lies only in box 3 => r2c5<>3, r2c6<>3, r3c5<>3, r3c6<>3"
}

@test "sdk-solve -e explains an 8x8 puzzle (pointing, skyscraper)" {
  explain_case 3 8x8
  assert_line "20. Skyscraper: 6 in columns 3, 6, base r5c3-r5c6, tops r7c3, r8c6 => r7c5<>6, r7c7<>6, r8c1<>6, r8c2<>6"
}

@test "sdk-solve -e finds a hidden single and a full house in a diagonal of an X sudoku" {
  explain_case 4 x
  assert_line "27. Hidden single: the only place for 1 in diagonal is r3c3 => r3c3=1"
  assert_line "28. Full house: r1c1 is the last empty cell in diagonal => r1c1=2"
}

@test "sdk-solve -e finds hidden singles in the windows of a windoku" {
  explain_case 5 windoku
  assert_line "4. Hidden single: the only place for 8 in window 3 is r7c2 => r7c2=8"
  assert_line "15. Full house: r7c4 is the last empty cell in window 3 => r7c4=7"
}

@test "sdk-solve -e works in the regions of a jigsaw puzzle" {
  explain_case 6 jigsaw
  assert_line "4. Pointing: 6 in region 2 lies only in row 1 => r1c7<>6, r1c8<>6"
  assert_line "10. Claiming: 4 in row 7 lies only in region 7 => r8c1<>4, r8c2<>4, r9c2<>4, r9c3<>4"
}

@test "sdk-solve -e uses a diagonal as the base or the cover of locked candidates" {
  run -0 sdk-solve -e <<<"x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5"
  assert_line "3. Pointing: 7 in box 5 lies only in anti-diagonal => r7c3<>7"
  assert_line "4. Pointing: 3 in diagonal lies only in box 1 => r1c2<>3, r2c1<>3, r3c1<>3, r3c2<>3"
}

# bats test_tags=memcheck
@test "sdk-solve -H gives the next step on every shape" {
  run -0 --separate-stderr sdk-solve -H --check "$P"
  assert_output <<'EOF'
Hidden single: the only place for 4 in box 4 is r4c6 => r4c6=4
Naked pair: r4c3, r4c6 in row 4 hold only 3/5 => r4c1<>3, r4c4<>3
Hidden single: the only place for 1 in box 1 is r1c1 => r1c1=1
Hidden single: the only place for 9 in box 5 is r4c6 => r4c6=9
Hidden single: the only place for 9 in box 2 is r2c6 => r2c6=9
Hidden single: the only place for 3 in region 6 is r4c7 => r4c7=3
EOF
  assert_stderr ""
}

@test "sdk-solve -H --json names the houses of the shape" {
  run -0 sdk-solve -H --json < <(sed -n 6p "$P")
  assert_output '[{"technique":"Hidden single","key":"hidden-single-box","rating":1.2,"cells":["r4c7"],"place":[{"cell":"r4c7","value":3}],"remove":[],"text":"the only place for 3 in region 6 is r4c7"}]'
}

# bats test_tags=memcheck
@test "sdk-solve -r rates every shape as Sudoku Explainer would" {
  run -0 --separate-stderr sdk-solve -r --check "$P"
  assert_output <<'EOF'
2x3:246135315246462351531624653412124563	rating=4.2	level=hard	pearl=1.2	diamond=1.2
3x2:142536354612263145415263536421621354	rating=3.0	level=medium	pearl=3.0	diamond=3.0
2x4:1527483663845217241637585738614281732465465273813261857478451623	rating=6.6	level=expert	pearl=1.2	diamond=1.2
x:245697318678134259391258467514329786827461935963785142452916873736842591189573624	rating=1.5	level=easy	pearl=1.2	diamond=1.2
w:546382197872169543139457682765843219318295476924671835483726951691534728257918364	rating=1.5	level=easy	pearl=1.2	diamond=1.2
j=112222333111122333114222333414455666454555669445545669777888669777889999777888899:514698273973412568862537194428179356659843721731256849246385917187924635395761482	rating=3.4	level=medium	pearl=1.2	diamond=1.2
EOF
  assert_stderr ""
}

@test "sdk-solve -e --check finds every step of 66 minimal puzzles of nine shapes consistent with the solution" {
  run -0 --separate-stderr sdk-solve -e --check "$FIXTURES/human-shapes/check.txt"
  assert_stderr ""
  [ "$(grep -c '^[0-9]*\. ' <<<"$output")" -gt 4000 ]
  # Each puzzle ends on its solution, which sdk-solve finds as well.
  diff <(grep -v '^[0-9]*\. ' <<<"$output" | awk 'NR % 2 == 0') \
      <(sdk-solve "$FIXTURES/human-shapes/check.txt")
}

# The quickest 60 of them (direct pointing once placed a wrong value
# where a diagonal crossed the anti-diagonal in a box).
@test "sdk-solve -r --check rates minimal puzzles of nine shapes without a wrong step" {
  run -0 --separate-stderr sdk-solve -r --check < <(sed -n \
      '1,24p;27,29p;31,42p;44,60p;63,66p' "$FIXTURES/human-shapes/check.txt")
  assert_stderr ""
  [ "$(grep -c 'rating=' <<<"$output")" -eq 60 ]
}

@test "sdk-solve still refuses shapes with -m tactics and -t" {
  run -2 --separate-stderr sdk-solve -m tactics < <(sed -n 1p "$P")
  assert_stderr "sdk-solve: <stdin>:1: sdk-solve does not take 6x6 (2x3 boxes) grids with -m tactics, -m simple or -t"
  run -2 --separate-stderr sdk-solve -t < <(sed -n 4p "$P")
  [[ "$stderr" == "sdk-solve: <stdin>:1: sdk-solve does not take "*" grids with -m tactics, -m simple or -t" ]] ||
      flunk "unexpected: $stderr"
}
