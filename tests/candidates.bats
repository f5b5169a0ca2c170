#!/usr/bin/env bats
# candidates.bats: candidate grids (pencil-mark puzzles, sukaku) through
# the tools: the record of sdk(5), sdk-parse keeping the candidates of
# every pencil-mark format, sdk-fmt writing them, sdk-solve and
# sdk-validate working from them, and the tools that cannot use them
# refusing them aloud.

bats_require_minimum_version 1.5.0

setup() { load helper; }

# The candidates of the pencil-mark samples of data/formats.
PMC=".....678.........9..3.......2.4567...2..56.8.1............567...2..567...2..567...2...........5..8.....5678...3.567.9....56.89..3.5678.1...........4.........567.91....67..1..45....1...567...234567.9.2..56..9..34567....3.567.9.23.567.9.......8.1........12..5....12..5...........8.......7..........9...456...12..56.....3......1.....78912..5..8.12..5.789.2.456.....3.........456......4567.912..5678912.4567.91.3...789.....6......4......2..5....12..5........5........5.7.912..5.78912..5.7.9...4.....123....8.12...6.89..3.567.9....56.89..3.5678...3.567.91.3.567.91...567.9..3..6..9..3...........6..91...........4......2..............8...3.567.9....567.9....5..........7..1....6.89..3..6..9.....6.89..3..6.8..2.......1.3..6..91..4.6..9"
# The solution of the sukaku of data/cand, and its cells of one candidate.
SUKSOL=148259736793846152526173984437985621685712493912634578879361245264598317351427869
SUKGIV=........6....46.....6..39....7..5.216..7.2...91..3.........1.....45...1....42.8..

# cands GRID: the candidate line of a grid of givens or values (9x9).
cands() {
  awk '{ s = ""; for (i = 1; i <= 81; i++) { d = substr($0, i, 1)
    for (v = 1; v <= 9; v++) s = s (d == v ? v : (d == "." ? v : ".")) }
    print s }' <<<"$1"
}

# solve_brute FILE: checks that the 81-character grid on stdin is a
# solution of the candidate line in FILE: every value a candidate of its
# cell, every row, column and box 1-9 once. Prints "ok" or what fails.
check_solution() {
  awk -v c="$(cat "$1")" '{
    for (i = 0; i < 81; i++) {
      v = substr($0, i + 1, 1)
      if (substr(c, 9 * i + v, 1) != v) { print "r" int(i / 9) + 1 "c" i % 9 + 1 " not a candidate"; exit }
      r = int(i / 9); k = i % 9; b = int(r / 3) * 3 + int(k / 3)
      if (R[r, v]++ || C[k, v]++ || B[b, v]++) { print "repeat at " i; exit }
    }
    print "ok" }'
}

@test "sdk-parse keeps the candidates of HoDoKu's pencil-mark frame" {
  run --separate-stderr sdk-parse "$DATA/cand/pencilmark_grid_hodoku.txt"
  assert_success "$PMC"
}

@test "a candidate line is a record of the stream: every tool copies it whole" {
  run --separate-stderr sdk-parse <<<"$PMC"
  assert_success "$PMC"
  run --separate-stderr sdk-fmt --line <<<"$PMC"
  assert_success "$PMC"
  run --separate-stderr sdk-fmt -0 <<<"$PMC"
  assert_success "$(tr . 0 <<<"$PMC")"
  run --separate-stderr sdk-parse <<<"$(tr . 0 <<<"$PMC")"
  assert_success "$PMC"
}

@test "a candidate line with a bad place is reported at its line, the rest read" {
  local bad=${PMC:0:5}x${PMC:6}
  run --separate-stderr sdk-solve -c <<<"$bad
$SUKSOL"
  assert_failure 2
  [ "$output" = "$SUKSOL	solutions=1" ] || flunk "$output"
  [ "$stderr" = "sdk-solve: <stdin>:1: bad character at position 6 of a candidate line: want 6 or '.'" ] ||
      flunk "$stderr"
  run --separate-stderr sdk-parse <<<"$bad"
  assert_failure 2
  [ "$stderr" = "sdk-parse: <stdin>:1: bad character at position 6 of a candidate line: want 6 or '.'" ] ||
      flunk "$stderr"
}

@test "sdk-fmt -C writes a candidate grid that sdk-parse reads back, every size" {
  local c4 c16
  run --separate-stderr sh -c 'sdk-fmt -C "$1" | sdk-parse' sh "$DATA/cand/sukaku.txt"
  assert_success "$(cat "$DATA/cand/sukaku.txt")"
  c4=$(sdk-fmt -C <<<'....4.1.....2..3' | sdk-parse)
  [ "$c4" = "1.3.123..234.2.4...4.23.1....2..1.3.1.34.2.412.4.2..1..4...4..3." ] || flunk "$c4"
  run --separate-stderr sh -c 'sdk-fmt -C | sdk-parse' <<<"$c4"
  assert_success "$c4"
  # 16x16: 4096 places, letters for 10 to 16
  c16=$(head -n 1 "$DATA/bench/sixteen.txt" | sdk-fmt -C | sdk-parse)
  [ "${#c16}" -eq 4096 ] || flunk "${#c16}"
  run --separate-stderr sh -c 'sdk-fmt -C | sdk-parse' <<<"$c16"
  assert_success "$c16"
  # and its solution is the puzzle's
  run --separate-stderr sdk-solve <<<"$c16"
  assert_success "$(head -n 1 "$DATA/bench/sixteen.txt" | sdk-solve)"
}

@test "sdk-fmt --candidates=frame writes Simple Sudoku's frame, read back on every size" {
  local c4 c16
  # the sample of the format, byte for byte
  run --separate-stderr sh -c 'sdk-parse "$1" | sdk-fmt --candidates=frame' sh \
      "$DATA/formats/pencilmark_grid_simplesudoku.txt"
  assert_success "$(cat "$DATA/formats/pencilmark_grid_simplesudoku.txt")"
  run --separate-stderr sh -c 'sdk-fmt --candidates=frame "$1" | sdk-parse' sh "$DATA/cand/sukaku.txt"
  assert_success "$(cat "$DATA/cand/sukaku.txt")"
  c4=1.3.123..234.2.4...4.23.1....2..1.3.1.34.2.412.4.2..1..4...4..3.
  run --separate-stderr sdk-fmt --candidates=frame <<<"$c4"
  assert_success "*----------------------------*
| {13}  {123} | {234}  {24}  |
| {4}   {23}  | {1}    {2}   |
|-------------+--------------|
| {13}  {134} | {24}   {124} |
| {2}   {14}  | {4}    {3}   |
*----------------------------*"
  run --separate-stderr sh -c 'sdk-fmt --candidates=frame | sdk-parse' <<<"$c4"
  assert_success "$c4"
  c16=$(head -n 1 "$DATA/bench/sixteen.txt" | sdk-fmt -C | sdk-parse)
  run --separate-stderr sh -c 'sdk-fmt --candidates=frame | sdk-parse' <<<"$c16"
  assert_success "$c16"
  run --separate-stderr sdk-fmt --candidates=boxed <<<"$c4"
  assert_failure 2
  [ "${stderr%%$'\n'*}" = "sdk-fmt: unknown candidates layout: boxed" ] || flunk "$stderr"
}

@test "sdk-fmt -C of a 4x4 candidate grid puts every cell in braces" {
  run --separate-stderr sdk-fmt -C <<<"1.3.123..234.2.4...4.23.1....2..1.3.1.34.2.412.4.2..1..4...4..3."
  assert_success "{13} {123} {234} {24}
{4}  {23} {1}  {2}
{13} {134} {24} {124}
{2}  {14} {4}  {3}"
}

# A 4x4 row of pencil marks whose first cell held four candidates was taken
# for a grid on a line of four groups ("1234 3412 2143 4321"): 7% of
# classic 4x4 puzzles and 28% of X ones did not read back, and the rows
# after one went to the next puzzles, one of which vanished.
@test "sdk-parse reads back sdk-fmt -C of 4x4 puzzles whose first cell has four candidates" {
  printf '%s\n' '4x4 X' '1234 1234 24   14' '124  124  3    14' '134  14   4    2' \
      '24   234  1    34' '' '4x4 X' '3    1    23   234' '34   2    13   134' \
      '123  3    4    123' '1234 34   123  13' >c4.txt
  run --separate-stderr sdk-parse c4.txt
  assert_success 'x:12341234.2.41..412.412.4..3.1..41.341..4...4.2...2.4.2341.....34
x:..3.1....23..234..34.2..1.3.1.34123...3....4123.1234..34123.1.3.'
  # four groups of four digits on a line are still a 4x4 grid
  run sdk-parse <<<"1234 3412 2143 4321"
  assert_success 1234341221434321
}

@test "a candidate grid whose every cell has one candidate stays a candidate grid" {
  local c
  c=$(cands "$SUKSOL")
  run --separate-stderr sdk-fmt -C <<<"$c"
  assert_success
  [ "${lines[0]}" = "{1}       4         8         2         5         9         7         3         6" ] ||
      flunk "${lines[0]}"
  run --separate-stderr sh -c 'sdk-fmt -C | sdk-parse' <<<"$c"
  assert_success "$c"
  run --separate-stderr sdk-validate <<<"$c"
  assert_success "$c	valid"
}

@test "sdk-fmt: a style that cannot show candidates refuses the grid, exit 2, the rest printed" {
  local s
  for s in --boxed --grid --padded --sized --compact --board --report --csv --json --sdk --ss; do
    run --separate-stderr sdk-fmt "$s" <<<"$PMC
$SUKSOL"
    assert_failure 2
    [ -n "$output" ] || flunk "$s printed nothing of the second record"
    [[ "$stderr" == "sdk-fmt: <stdin>:1: a candidate grid: the "*" style cannot show candidates (use --candidates, --line, --svg or --html)" ]] ||
        flunk "$s: $stderr"
  done
  run --separate-stderr sdk-fmt --boxed <<<"$PMC"
  [ "$stderr" = "sdk-fmt: <stdin>:1: a candidate grid: the boxed style cannot show candidates (use --candidates, --line, --svg or --html)" ] ||
      flunk "$stderr"
}

@test "sdk-fmt --svg and --html pencil a candidate grid's own candidates" {
  run --separate-stderr sdk-fmt --svg "$DATA/cand/sukaku.txt"
  assert_success
  # no givens, and one pencilled value for each candidate of the grid
  [[ "$output" != *'class="givens"'* ]] || flunk "givens drawn"
  [ "$(grep -c '^<text x=' <<<"$output")" -eq "$(tr -cd '1-9' <"$DATA/cand/sukaku.txt" | wc -c)" ] ||
      flunk "$(grep -c '^<text x=' <<<"$output")"
  run --separate-stderr sdk-fmt --html "$DATA/cand/sukaku.txt"
  assert_success
  [[ "$output" == *'class="candidates"'* ]] || flunk "no candidates"
}

@test "sdk-solve: a sukaku has one solution only because of its candidates" {
  run --separate-stderr sdk-solve -c "$DATA/cand/sukaku.txt"
  assert_success "$(cat "$DATA/cand/sukaku.txt")	solutions=1"
  run --separate-stderr sh -c 'sdk-parse --givens-only "$1" | sdk-solve -c -l 100' sh "$DATA/cand/sukaku.txt"
  assert_success "$SUKGIV	solutions=100+"
  run --separate-stderr sdk-solve "$DATA/cand/sukaku.txt"
  assert_success "$SUKSOL"
  check_solution "$DATA/cand/sukaku.txt" <<<"$output" | grep -qx ok
  run --separate-stderr sdk-solve -1 "$DATA/cand/sukaku.txt"
  assert_success "$SUKSOL"
  run --separate-stderr sdk-solve -p "$DATA/cand/sukaku.txt"
  assert_success "$(cat "$DATA/cand/sukaku.txt")	$SUKSOL"
}

@test "sdk-solve -a, -c and --limit count only what the candidates allow" {
  local c
  # the givens' own candidates: as many solutions as the givens
  c=$(cands "$SUKGIV")
  run --separate-stderr sdk-solve -c -l 100 <<<"$c"
  assert_success "$c	solutions=100+"
  run --separate-stderr sdk-solve -a -l 3 <<<"$c"
  assert_success
  [ "${#lines[@]}" -eq 3 ] || flunk "$output"
  [ "$output" = "$(sdk-solve -a -l 3 <<<"$SUKGIV")" ] || flunk "$output"
  for s in "${lines[@]}"; do
    check_solution <(echo "$c") <<<"$s" | grep -qx ok || flunk "$s"
  done
  # the canonical solution is the least the candidates allow
  first=${lines[0]}
  run --separate-stderr sdk-solve <<<"$c"
  assert_success "$first	multiple"
}

@test "sdk-solve: a candidate grid with no candidate in a cell is invalid, said where" {
  local c=${PMC:0:18}.........${PMC:27}
  run --separate-stderr sdk-solve <<<"$c"
  assert_failure 1
  assert_output "$c	invalid"
  [ "$stderr" = "sdk-solve: <stdin>:1: candidates: r1c3 has no candidate" ] || flunk "$stderr"
}

@test "sdk-solve -m tactics and -t refuse candidate grids, the rest solved" {
  run --separate-stderr sdk-solve -m tactics <<<"$PMC
$SUKSOL"
  assert_failure 2
  [ "${#lines[@]}" -eq 1 ] || flunk "$output"
  [ "$stderr" = "sdk-solve: <stdin>:1: sdk-solve does not take candidate grids with -m tactics, -m simple or -t; sdk-parse --givens-only keeps their cells of one candidate as givens" ] ||
      flunk "$stderr"
}

@test "sdk-solve -e, -H and -r work from the candidates as given" {
  local c
  c=$(cat "$DATA/cand/sukaku.txt")
  # every step checked against the solution; the rating of the grid
  run --separate-stderr sdk-solve -e --check <<<"$c"
  assert_success
  [ "${lines[0]}" = "$c" ] || flunk "${lines[0]}"
  [ "${lines[${#lines[@]}-1]}" = "$SUKSOL" ] || flunk "${lines[${#lines[@]}-1]}"
  run --separate-stderr sdk-solve -r --check <<<"$c"
  assert_success "$SUKSOL	rating=8.4	level=expert	pearl=1.2	diamond=1.2"
  # without the candidates it has no rating: it has many solutions
  run --separate-stderr sdk-solve -r <<<"$SUKGIV"
  assert_success
  [[ "$output" == *"rating=-"* ]] || flunk "$output"
  # the hint starts from the candidates: a step the givens do not give
  run --separate-stderr sdk-solve -H <<<"$c"
  assert_success "Hidden single: the only place for 6 in box 1 is r3c3 => r3c3=6"
  run --separate-stderr sdk-solve -H <<<"$SUKGIV"
  assert_success "Hidden single: the only place for 2 in box 4 is r6c3 => r6c3=2"
}

@test "a step never uses a candidate the grid has taken away" {
  local c
  c=$(cat "$DATA/cand/sukaku.txt")
  # every candidate a step of -e takes out is one the grid has
  sdk-solve -e --json <<<"$c" | sed -n 2p | sed 's/"remove":\[/\n&/g' |
      sed -n 's/^"remove":\[\([^]]*\)\].*/\1/p' | tr '}' '\n' |
      sed -n 's/.*"cell":"r\([0-9]\)c\([0-9]\)","value":\([0-9]\).*/\1 \2 \3/p' >removed
  [ "$(wc -l <removed)" -gt 20 ] || flunk "$(cat removed)"
  awk -v c="$c" '{ p = 9 * (9 * ($1 - 1) + $2 - 1) + $3
    if (substr(c, p, 1) != $3) { print "r" $1 "c" $2 " has no " $3; bad = 1 } }
    END { exit bad }' removed || flunk "a removal of a candidate the grid lacks"
}

@test "sdk-validate: what is wrong with a candidate grid, at its position" {
  local c1 c2 c3
  c1=.........${PMC:9}                           # r1c1: no candidate
  # row 1 without 5: take 5 from each cell of row 1
  c2=$(awk '{ s = $0; for (i = 0; i < 9; i++) s = substr(s, 1, 9 * i + 4) "." substr(s, 9 * i + 6); print s }' <<<"$PMC")
  # r1c1 and r1c2 can only hold 9
  c3=........9........9${PMC:18}
  run --separate-stderr sdk-validate -e <<<"$c1
$c2
$c3"
  assert_failure 1
  assert_output "$c1	invalid
$c2	invalid
$c3	invalid"
  [ "$stderr" = "sdk-validate: <stdin>:1: r1c1 has no candidate
sdk-validate: <stdin>:2: row 1 has no place for 5
sdk-validate: <stdin>:3: row 1: r1c1 and r1c2 can only hold 9
sdk-validate: <stdin>:3: box 1: r1c1 and r1c2 can only hold 9" ] || flunk "$stderr"
}

@test "sdk-validate -u and -m on candidate grids: unique, minimal, the candidates that can come back" {
  local c
  c=$(cat "$DATA/cand/sukaku.txt")
  run --separate-stderr sdk-validate -u <<<"$c"
  assert_success "$c	incomplete	unique"
  run --separate-stderr sdk-validate -u <<<"$PMC"
  assert_success "$PMC	incomplete	unique"
  run --separate-stderr sdk-validate -u <<<"$(cands "$SUKGIV")"
  assert_failure 1
  [[ "$output" == *"	incomplete	multiple" ]] || flunk "$output"
  # a candidate grid made one solution by one removal too many is not
  # minimal: the first candidate that can come back is named
  run --separate-stderr sdk-validate -m -e <<<"$c"
  assert_failure 1
  assert_output "$c	incomplete	unique	not-minimal"
  [[ "$stderr" == "sdk-validate: <stdin>:1: candidates that can come back: "* ]] || flunk "$stderr"
}

@test "sdk-validate -m: a minimal candidate grid, each candidate it lacks needed" {
  local c
  # make one: put back every candidate that can come back, in turn
  c=$(cat "$DATA/cand/sukaku.txt")
  for i in $(seq 0 80); do
    for v in 1 2 3 4 5 6 7 8 9; do
      p=$((9 * i + v - 1))
      [ "${c:p:1}" = . ] || continue
      t=${c:0:p}$v${c:p+1}
      [ "$(sdk-solve -c -l 2 <<<"$t" | cut -f2)" = solutions=1 ] && c=$t
    done
  done
  run --separate-stderr sdk-validate -m <<<"$c"
  assert_success "$c	incomplete	unique	minimal"
}

@test "the tools that cannot use candidates refuse them aloud, exit 2, the rest done" {
  run --separate-stderr sdk-canon <<<"$PMC
$SUKGIV"
  assert_failure 2
  [ "${#lines[@]}" -eq 1 ] || flunk "$output"
  [ "$stderr" = "sdk-canon: <stdin>:1: sdk-canon does not take candidate grids; sdk-parse --givens-only keeps their cells of one candidate as givens" ] ||
      flunk "$stderr"
}

@test "sdk-play refuses a candidate grid rather than play it empty" {
  run --separate-stderr sdk-play -f "$DATA/cand/sukaku.txt" </dev/null
  assert_failure 2
  [ "$stderr" = "sdk-play: $DATA/cand/sukaku.txt:1: a candidate grid: sdk-play plays puzzles of givens (sdk-parse --givens-only keeps its cells of one candidate as givens)" ] ||
      flunk "$stderr"
}

# bats test_tags=memcheck
@test "sdk-gen --pencil: candidate grids with one solution, minimal, the pair's solution" {
  run --separate-stderr sdk-gen --pencil -s 3 -c 4 -p
  assert_success
  [ "${#lines[@]}" -eq 4 ] || flunk "$output"
  cut -f1 <<<"$output" >puz.txt
  cut -f2 <<<"$output" >sol.txt
  [ "$(awk '{ print length($0) }' puz.txt | sort -u)" = 729 ] || flunk "not candidate lines"
  run --separate-stderr sdk-validate -m puz.txt
  assert_success
  [ "$(cut -f2- <<<"$output" | sort -u)" = "incomplete	unique	minimal" ] || flunk "$output"
  run --separate-stderr sdk-solve puz.txt
  assert_success "$(cat sol.txt)"
}

@test "sdk-gen --pencil -z 4: minimal by counting, each candidate it lacks put back" {
  local c i v p t
  sdk-gen --pencil -z 4 -s 5 -c 3 >puz.txt
  while read -r c; do
    [ "$(sdk-solve -c <<<"$c" | cut -f2)" = solutions=1 ] || flunk "$c"
    for i in $(seq 0 63); do
      [ "${c:i:1}" = . ] || continue
      v=$((i % 4 + 1))
      t=${c:0:i}$v${c:i+1}
      [ "$(sdk-solve -c -l 2 <<<"$t" | cut -f2)" = solutions=2+ ] ||
          flunk "$c: $v back in cell $((i / 4)) keeps one solution"
    done
  done <puz.txt
}

@test "sdk-gen --pencil is seeded: the same puzzles for a seed, with any -j or shard" {
  sdk-gen --pencil -s 9 -c 6 >one.txt
  sdk-gen --pencil -s 9 -c 6 -j 2 | cmp - one.txt
  { sdk-gen --pencil -s 9 -c 6 --shard 1/2; } >s1.txt
  { sdk-gen --pencil -s 9 -c 6 --shard 2/2; } >s2.txt
  paste -d '\n' s1.txt s2.txt | cmp - one.txt
  run sdk-gen --pencil -s 10 -c 6
  [ "$output" != "$(cat one.txt)" ] || flunk "another seed, the same puzzles"
}

@test "sdk-gen --pencil refuses the options it cannot keep, and sides 12 and 16" {
  local o
  for o in --classic "-d easy" "--rating 2-3" "-n 30" "-y rot180"; do
    run --separate-stderr sdk-gen --pencil $o
    assert_failure 2
    [ "${stderr%%$'\n'*}" = "sdk-gen: --pencil cannot be used with --classic, -d, --rating, -n or -y" ] ||
        flunk "$o: $stderr"
  done
  run --separate-stderr sdk-gen --pencil -z 16
  assert_failure 2
  [ "$stderr" = "sdk-gen: --pencil makes puzzles of side 4 to 10, not 16x16" ] || flunk "$stderr"
  run --separate-stderr sdk-gen --pencil -z 12 --jigsaw
  assert_failure 2
  [ "$stderr" = "sdk-gen: --pencil makes puzzles of side 4 to 10, not 12x12" ] || flunk "$stderr"
}

# The first puzzle of sdk-gen -d easy -s 3, which sdk-play -d easy -s 3
# plays: in its solution r1c1 is 6 and r2c8 is 5.
EASY3=..17...8.......3.9.......6.2...9...5.483....7.16...9.8....845...731......2....1..

@test "sdk-play mark pencils a cell, shows and clears its marks; the classic game has no such command" {
  run --separate-stderr sdk-play -d easy -s 3 <<'EOF'
mark 1 1 6a
mark 1 1 96
mark r1c1
mark 3 1 5
mark 1 1 0
exit
EOF
  assert_success
  [ "$(grep -e '^Marks' -e '^Error' <<<"$output")" = "Error: value is invalid
Marks: 6 9
Marks: 6 9
Error: the cell is filled
Marks: none" ] || flunk "$output"
  run --separate-stderr sdk-play -s 1 <<'EOF'
30
mark 1 1 5
exit
EOF
  [[ "$output" == *"Error: invalid command"* ]] || flunk "$output"
}

@test "sdk-play hint: the next step from the board and the pencil marks" {
  run --separate-stderr sdk-play -d easy -s 3 <<'EOF'
hint
mark 1 1 6
hint
mark 1 1 79
hint
exit
EOF
  assert_success
  [ "$(grep '^Hint' <<<"$output")" = "Hint: Hidden single: the only place for 5 in box 3 is r2c8 => r2c8=5
Hint: Hidden single: the only place for 5 in box 3 is r2c8 => r2c8=5
Hint: your pencil marks rule out every solution" ] || flunk "$output"
}

@test "sdk-play save keeps the pencil marks; -f and sdk-solve -H read them back" {
  local marks
  run --separate-stderr sdk-play -d easy -s 3 <<'EOF'
mark 1 1 79
mark 9 9 6
save g.txt
exit
EOF
  assert_success
  [ "$(cut -f1,3 g.txt)" = "$EASY3	game=playing" ] || flunk "$(cat g.txt)"
  marks=$(cut -f4 g.txt)
  [ "${marks:0:15}" = "marks=......7.9" ] || flunk "$marks"
  [ "${#marks}" -eq 735 ] || flunk "${#marks}"
  run --separate-stderr sdk-play -f g.txt <<'EOF'
mark 1 1
mark 9 9
mark 2 1
hint
exit
EOF
  assert_success
  [ "$(grep -e '^Marks' -e '^Hint' <<<"$output")" = "Marks: 7 9
Marks: 6
Marks: none
Hint: your pencil marks rule out every solution" ] || flunk "$output"
  run --separate-stderr sdk-solve -H g.txt
  assert_failure 1
  [ "$stderr" = "sdk-solve: g.txt:1: the pencil marks of the game rule out every solution" ] ||
      flunk "$stderr"
  # with r1c1 marked 6 9 instead, the hint of the board
  awk -F '\t' -v OFS='\t' '{ $4 = "marks=.....6..9" substr($4, 16); print }' g.txt >h.txt
  run --separate-stderr sdk-solve -H h.txt
  assert_success "Hidden single: the only place for 5 in box 3 is r2c8 => r2c8=5"
}
