#!/usr/bin/env bats
# rating.bats: human-style solving through sdk-solve -e, -H, -r and
# --check: each technique's hint line, every --explain action applied to
# generated puzzles and checked against their solution, known ratings,
# how the options combine, and the errors.
bats_require_minimum_version 1.5.0

setup() {
  load helper
}

# A 17-clue puzzle and its solution.
P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
S17='953168742862734951417952836746893125281645397395271468138529674574386219629417583'
# A puzzle with 872 solutions (serg) and the least of them.
M9='8.........95.......76.........426798...571243...893165......916....3.487....1.532'
L9='812345679395167824476289351153426798689571243724893165238754916561932487947618532'
# A puzzle with no solution and no conflict.
U9='..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..'

# hint_case KEY: sdk-solve -H on the grid of KEY in fixtures/human/steps.tsv
# writes exactly its step line. (Jellyfish and hidden quad have only
# candidate grids there, which -H cannot read: human.bats covers them.)
hint_case() {
  local key puzzle expected
  IFS=$'\t' read -r key puzzle expected \
      < <(grep "^$1	" "$FIXTURES/human/steps.tsv")
  [ "$key" = "$1" ] || flunk "no case $1"
  case ${#puzzle} in
  16 | 81 | 256) ;;
  *) flunk "the case of $1 is a candidate grid, which -H cannot read" ;;
  esac
  run -0 --separate-stderr sdk-solve -H --check <<<"$puzzle"
  assert_output "$expected"
  assert_stderr ""
}

# APPLY: an awk program that reads the output of sdk-solve -e on pairs
# (puzzle TAB solution), applies every action of every step to the grid
# of candidates, and fails when an action is malformed, places a value
# that is not a candidate or not the solution's, removes the solution's
# value, or when the path does not end on the solution. Prints the
# puzzles and steps checked.
APPLY='
function val(ch) { return ch == "." ? 0 : index("123456789ABCDEFG", ch) }
function bad(msg) { print "line " NR ": " msg; failed = 1; exit 1 }
function start(p, s,    i, j, k, v) {
  ncell = length(p); n = int(sqrt(ncell) + 0.5); b = int(sqrt(n) + 0.5)
  for (i = 0; i < ncell; i++) {
    cell[i] = val(substr(p, i + 1, 1)); sol[i] = val(substr(s, i + 1, 1))
    for (v = 1; v <= n; v++) cand[i, v] = cell[i] == 0
  }
  for (i = 0; i < ncell; i++)
    if (cell[i]) for (j = 0; j < ncell; j++) if (peer(i, j)) cand[j, cell[i]] = 0
  puzzles++; inrec = 1
}
function peer(i, j,    ri, ci, rj, cj) {
  if (i == j) return 0
  ri = int(i / n); ci = i % n; rj = int(j / n); cj = j % n
  return ri == rj || ci == cj || (int(ri / b) == int(rj / b) && int(ci / b) == int(cj / b))
}
function act(a,    m, r, c, v, i, j, op) {
  if (!match(a, /^r[0-9]+c[0-9]+(=|<>)[0-9]+$/)) bad("bad action " a)
  op = index(a, "<>") ? "<>" : "="
  split(substr(a, 2), m, /c|=|<>/); r = m[1]; c = m[2]; v = m[3] + 0
  if (r < 1 || r > n || c < 1 || c > n || v < 1 || v > n) bad("out of range " a)
  i = (r - 1) * n + (c - 1)
  if (op == "=") {
    if (!cand[i, v]) bad(a " places a value that is not a candidate")
    if (sol[i] != v) bad(a " places a wrong value")
    cell[i] = v
    for (j = 1; j <= n; j++) cand[i, j] = 0
    for (j = 0; j < ncell; j++) if (peer(i, j)) cand[j, v] = 0
  } else {
    if (sol[i] == v && cell[i] == 0) bad(a " removes the true value")
    cand[i, v] = 0
  }
  actions++
}
BEGIN { FS = "\t" }
/^[0-9]+\. / {
  if (!inrec) bad("a step outside a record")
  k = index($0, " => "); if (!k) bad("no actions: " $0)
  na = split(substr($0, k + 4), as, ", ")
  for (x = 1; x <= na; x++) act(as[x])
  steps++; next
}
!inrec { start($1, $2); want = $2; next }
{
  for (i = 0; i < ncell; i++) if (cell[i] != sol[i]) bad("the path does not end on the solution")
  if ($1 != want) bad("the last line is not the solution: " $1)
  inrec = 0
}
END { if (!failed) { if (inrec) bad("a record without its last line"); print puzzles " puzzles, " steps " steps, " actions " actions" } }
'

@test "full house is the next step given by sdk-solve -H" { hint_case full-house; }
@test "hidden single in a box is the next step given by sdk-solve -H" {
  hint_case hidden-single-box
}
@test "hidden single in a line is the next step given by sdk-solve -H" {
  hint_case hidden-single-line
}
@test "naked single is the next step given by sdk-solve -H" { hint_case naked-single; }
@test "pointing is the next step given by sdk-solve -H" { hint_case pointing; }
@test "claiming is the next step given by sdk-solve -H" { hint_case claiming; }
@test "naked pair is the next step given by sdk-solve -H" { hint_case naked-pair; }
@test "X-wing is the next step given by sdk-solve -H" { hint_case x-wing; }
@test "hidden pair is the next step given by sdk-solve -H" { hint_case hidden-pair; }
@test "skyscraper is the next step given by sdk-solve -H" { hint_case skyscraper; }
@test "finned X-wing is the next step given by sdk-solve -H" { hint_case finned-x-wing; }
@test "naked triple is the next step given by sdk-solve -H" { hint_case naked-triple; }
@test "swordfish is the next step given by sdk-solve -H" { hint_case swordfish; }
@test "hidden triple is the next step given by sdk-solve -H" { hint_case hidden-triple; }
@test "two-string kite is the next step given by sdk-solve -H" {
  hint_case two-string-kite
}
@test "XY-wing is the next step given by sdk-solve -H" { hint_case xy-wing; }
@test "empty rectangle is the next step given by sdk-solve -H" {
  hint_case empty-rectangle
}
@test "finned swordfish is the next step given by sdk-solve -H" {
  hint_case finned-swordfish
}
@test "XYZ-wing is the next step given by sdk-solve -H" { hint_case xyz-wing; }
@test "W-wing is the next step given by sdk-solve -H" { hint_case w-wing; }
# bats test_tags=memcheck
@test "unique rectangle type 1 is the next step given by sdk-solve -H" {
  hint_case unique-rectangle-1
}
@test "unique rectangle type 2 is the next step given by sdk-solve -H" {
  hint_case unique-rectangle-2
}
@test "unique rectangle type 3 is the next step given by sdk-solve -H" {
  hint_case unique-rectangle-3
}
@test "unique rectangle type 4 is the next step given by sdk-solve -H" {
  hint_case unique-rectangle-4
}
@test "naked quad is the next step given by sdk-solve -H" { hint_case naked-quad; }
@test "finned jellyfish is the next step given by sdk-solve -H" {
  hint_case finned-jellyfish
}
@test "BUG+1 is the next step given by sdk-solve -H" { hint_case bug; }
@test "X-chain is the next step given by sdk-solve -H" { hint_case x-chain; }
@test "XY-chain is the next step given by sdk-solve -H" { hint_case xy-chain; }
# bats test_tags=memcheck
@test "forcing chain is the next step given by sdk-solve -H" {
  hint_case forcing-chain
}
# bats test_tags=memcheck
@test "guess is the next step given by sdk-solve -H when nothing else applies" {
  hint_case guess
}

@test "sdk-solve -H has a case for every technique with a grid it can read" {
  run -0 cut -f1 "$FIXTURES/human/steps.tsv"
  [ "${#lines[@]}" -eq 33 ]
  # Jellyfish and hidden quad have candidate grids only (human.bats).
  run -0 awk -F '\t' 'length($2) == 16 || length($2) == 81 ||
      length($2) == 256 { k++ } END { print k }' \
      "$FIXTURES/human/steps.tsv"
  assert_output 31
  run -0 grep -c '^@test ".* is the next step given by sdk-solve -H' \
      "$BATS_TEST_FILENAME"
  assert_output 31
}

@test "sdk-solve -e actions solve 300 generated 9x9 puzzles, no true candidate removed" {
  sdk-gen -s 11 -c 300 -p -j 2 >pairs.txt
  sdk-solve -e --check -j 2 pairs.txt >explained.txt
  run -0 awk "$APPLY" explained.txt
  [[ "$output" == "300 puzzles, "* ]] || flunk "$output"
}

@test "sdk-solve -e actions solve hard and expert puzzles, and 4x4 and 16x16 ones" {
  {
    sdk-gen -s 12 -c 40 -p -d expert -j 2
    sdk-gen -s 13 -c 40 -p -d hard -j 2
    sdk-gen -s 14 -z 4 -c 100 -p
    sdk-gen -s 15 -z 16 -c 2 -p -j 2
  } >pairs.txt
  sdk-solve -e --check -j 2 pairs.txt >explained.txt
  run -0 awk "$APPLY" explained.txt
  [[ "$output" == "182 puzzles, "* ]] || flunk "$output"
}

@test "sdk-solve -e actions solve 50 of the hardest puzzles" {
  head -n 50 "$DATA/bench/magictour_top1465.txt" | cut -f1 | sdk-solve -p >pairs.txt
  sdk-solve -e --check -j 2 pairs.txt >explained.txt
  run -0 awk "$APPLY" explained.txt
  [[ "$output" == "50 puzzles, "* ]] || flunk "$output"
}

# bats test_tags=memcheck
@test "sdk-solve -e writes the record, numbered steps, then the solution" {
  run -0 --separate-stderr sdk-solve -e <<<"2.434..11.3.32..	note"
  assert_output <<'EOF'
2.434..11.3.32..	note
1. Full house: r1c2 is the last empty cell in row 1 => r1c2=1
2. Full house: r2c2 is the last empty cell in box 1 => r2c2=3
3. Full house: r2c3 is the last empty cell in row 2 => r2c3=2
4. Full house: r3c2 is the last empty cell in column 2 => r3c2=4
5. Full house: r3c4 is the last empty cell in row 3 => r3c4=2
6. Full house: r4c3 is the last empty cell in column 3 => r4c3=1
7. Full house: r4c4 is the last empty cell in row 4 => r4c4=4
2143432114323214	note
EOF
  assert_stderr ""
}

# bats test_tags=memcheck
@test "sdk-solve -e -p -r ends with the pair and its rating" {
  run -0 sdk-solve -e -p -r <<<"$P17"
  [ "${lines[0]}" = "$P17" ]
  [ "${lines[1]}" = "1. Hidden single: the only place for 2 in column 9 is r1c9 => r1c9=2" ]
  [ "${lines[-1]}" = "$P17	$S17	rating=2.6	level=medium	pearl=1.5	diamond=1.5" ]
  [ "${#lines[@]}" -eq 75 ]
}

@test "sdk-solve -e and -r give the same output with -j 1 and -j 2" {
  head -n 200 "$DATA/bench/17_clue.txt" >in.txt
  sdk-solve -e -r in.txt >one.txt
  sdk-solve -e -r -j 2 in.txt >two.txt
  cmp one.txt two.txt
  sdk-solve -r -j 2 in.txt >rated.txt
  grep -v '^[0-9]*\. ' one.txt | awk 'NR % 2 == 0' | cmp - rated.txt
}

# The ratings below are serate 1.2.1.3's (ER/EP/ED), from the same
# puzzles rated with it.
# bats test_tags=memcheck
@test "sdk-solve -r rates known puzzles as Sudoku Explainer does" {
  run -0 --separate-stderr sh -c \
      'sed -n 4,5p "$1" | sdk-solve -r | cut -f 2-' sh \
      "$DATA/bench/magictour_top1465.txt"
  assert_output <<'EOF'
rating=3.4	level=medium	pearl=1.2	diamond=1.2
rating=3.4	level=medium	pearl=1.2	diamond=1.2
EOF
  run -0 sh -c 'head -n 3 "$1" | sdk-solve -r | cut -f 2-' sh \
      "$DATA/bench/emerentius_easy.txt"
  assert_output <<'EOF'
rating=1.2	level=easy	pearl=1.2	diamond=1.2
rating=1.2	level=easy	pearl=1.2	diamond=1.2
rating=2.0	level=easy	pearl=1.2	diamond=1.2
EOF
  run -0 sdk-solve -r <<<"$P17"
  assert_output "$S17	rating=2.6	level=medium	pearl=1.5	diamond=1.5"
}

@test "sdk-solve -r rates nested forcing chains as Sudoku Explainer does" {
  run -0 --separate-stderr sh -c \
      'sed -n 1,3p "$1" | sdk-solve -r | cut -f 2-' sh \
      "$DATA/bench/magictour_top1465.txt"
  assert_output <<'EOF'
rating=9.0	level=extreme	pearl=1.2	diamond=1.2
rating=9.5	level=extreme	pearl=1.2	diamond=1.2
rating=9.6	level=extreme	pearl=1.2	diamond=1.2
EOF
}

@test "sdk-solve -r agrees with serate on every puzzle of tests/data/se-paths.tsv" {
  cut -f 1 "$DATA/se-paths.tsv" | sdk-solve -r -c --check >out.txt
  awk -F '\t' '{ print $2 "/" $3 "/" $4 }' "$DATA/se-paths.tsv" >want.txt
  awk -F '\t' '{ print substr($3, 8) "/" substr($5, 7) "/" substr($6, 9) }' \
      out.txt >got.txt
  diff want.txt got.txt
}

# bats test_tags=memcheck
@test "sdk-solve -r goes after the fields, replaces old ratings, and follows -c" {
  printf '%s\trating=9.9\tnote\tlevel=extreme\tpearl=9.9\tdiamond=1.0\n' \
      "$P17" >in.txt
  run -0 sdk-solve -r in.txt
  assert_output "$S17	note	rating=2.6	level=medium	pearl=1.5	diamond=1.5"
  run -0 sdk-solve -r -c in.txt
  assert_output "$P17	note	solutions=1	rating=2.6	level=medium	pearl=1.5	diamond=1.5"
  run -0 sdk-solve in.txt
  assert_output "$S17	rating=9.9	note	level=extreme	pearl=9.9	diamond=1.0"
}

# bats test_tags=memcheck
@test "sdk-solve -r does not rate a puzzle with many solutions or none" {
  run -0 sdk-solve -r -c <<<"$M9"
  assert_output "$M9	solutions=872	rating=-"
  run -0 --separate-stderr sdk-solve -r <<<"$M9"
  assert_output "$L9	rating=-	multiple"
  assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
  printf '%s\trating=9.0\tlevel=extreme\n' "$U9" >in.txt
  run -1 --separate-stderr sdk-solve -r in.txt
  assert_output "$U9	unsolvable	rating=-"
  assert_stderr "sdk-solve: in.txt:1: no solution"
  run -0 --separate-stderr sdk-solve -e --check <<<"$M9"
  [ "${lines[-1]}" = "$L9	multiple" ]
  assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
  run -1 sh -c 'printf "%s\n" "$1" | sdk-solve -e | grep "Unique rectangle\|BUG"' sh "$M9"
}

# bats test_tags=memcheck
@test "sdk-solve -r -s counts the levels and the steps of each technique" {
  printf '%s\n%s\n' "$P17" 2.434..11.3.32.. >in.txt
  run -0 --separate-stderr sdk-solve -r -s in.txt
  [[ "$stderr" == *"
sdk-solve: levels: easy 1, medium 1, hard 0, expert 0, extreme 0
sdk-solve: steps: hidden-single 67, direct-hidden-pair 4, pointing 5" ]] ||
      flunk "stderr: $stderr"
  run -0 --separate-stderr sdk-solve -H -s in.txt
  [[ "$stderr" == *"
sdk-solve: steps: full-house 1, hidden-single-line 1" ]] || flunk "stderr: $stderr"
}

# bats test_tags=memcheck
@test "sdk-solve -H writes solved for a full grid and one line per record" {
  printf '%s\n# c\n%s\n' 2143432114323214 "$P17" >in.txt
  run -0 --separate-stderr sdk-solve -H -j 2 in.txt
  assert_output <<'EOF'
solved
# c
Hidden single: the only place for 2 in column 9 is r1c9 => r1c9=2
EOF
}

# bats test_tags=memcheck
@test "sdk-solve -H, -e and -r write the status of unsolvable and invalid grids" {
  printf '%s\n11..............\n' "$U9" >in.txt
  for o in -H -e -r; do
    run -1 --separate-stderr sdk-solve $o in.txt
    assert_stderr <<'EOF'
sdk-solve: in.txt:1: no solution
sdk-solve: in.txt:2: givens conflict: row 1 holds 1 twice (r1c1, r1c2)
EOF
  done
  run -1 --separate-stderr sdk-solve -H in.txt
  assert_output <<EOF
$U9	unsolvable
11..............	invalid
EOF
  run -1 --separate-stderr sdk-solve -e in.txt
  assert_output <<EOF
$U9
$U9	unsolvable
11..............
11..............	invalid
EOF
}

@test "sdk-solve --check passes every step of hundreds of puzzles" {
  head -n 300 "$DATA/bench/17_clue.txt" >in.txt
  run -0 --separate-stderr sdk-solve -r --check -j 2 in.txt
  [ "${#lines[@]}" -eq 300 ]
  assert_stderr ""
  run -0 --separate-stderr sdk-solve -H --check "$DATA/bench/sixteen.txt"
  [ "${#lines[@]}" -eq 55 ]
}

@test "sdk-solve exits 2 when -e, -H, -r and --check are misused" {
  local u
  for u in "-H -p" "-H -e" "-H -r" "-H -c" "-H -a" "-e -a" "-r -1" \
      "--check" "--check -p"; do
    run -2 --separate-stderr sdk-solve $u </dev/null
    [[ "$stderr" == *"usage: sdk-solve "* ]] || flunk "$u: $stderr"
  done
  run -2 --separate-stderr sdk-solve --check </dev/null
  [[ "$stderr" == "sdk-solve: --check needs -e, -H or -r"* ]] || flunk "$stderr"
}

@test "sdk-solve -e and -r exit 2 on a write error" {
  [ -w /dev/full ] || skip "no /dev/full"
  run -2 --separate-stderr sh -c 'printf "%s\n" "$1" | sdk-solve -e >/dev/full' sh "$P17"
  [[ "$stderr" == "sdk-solve: write error"* ]] || flunk "stderr: $stderr"
}

@test "sdk-solve -r --check checks every step of a thousand generated puzzles and the 17-clue set" {
  local l
  for l in easy medium hard expert; do
    sdk-gen -s 31 -c 250 -d "$l" -j 2 | cut -f 1
  done >gen.txt
  cat "$DATA/bench/17_clue.txt" >>gen.txt
  run -0 --separate-stderr sdk-solve -r --check -s -j 2 gen.txt
  [ "${#lines[@]}" -eq 1300 ]
  [[ "$stderr" == *"sdk-solve: 1300 records, 1300 solved, 0 unsolvable, 0 invalid,"* ]] ||
      flunk "stderr: $stderr"
  [[ "$stderr" == *"sdk-solve: levels: easy 462, medium 326, hard 250, expert 262, extreme 0"* ]] ||
      flunk "stderr: $stderr"
}
