#!/usr/bin/env bats
# play-shapes.bats: sdk-play on the shapes that are not classic (issue
# 20): the boards of generated and loaded games, games played to the end,
# the houses named in errors and conflicts, saves that keep the shape,
# and the options refused. The full screen is in screen.bats.

bats_require_minimum_version 1.5.0

setup() {
  load helper
  USAGE='usage: sdk-play [--jigsaw] [--screen] [--box RxC] [-d level] [-f file] [-s seed]
                [--variant list] [-z size] [seed]'
  # 9x9 X (sdk-gen --variant x -s 2).
  PX='x:.1.....8.....2...94.5.3........5.8..........6.........1...8......8.1.937.....32..'
  # 9x9 jigsaw (sdk-gen --jigsaw -s 4): the map and the givens.
  PJ9='j=111112333122122333122223334155666444555666644755558644778888694777888899777999999:........3..7...2.52.....81...4.......1........5.3.9........8....28.........9..3..'
}

# session ARGS...: runs sdk-play ARGS with the script of standard input.
session() {
  run --separate-stderr sdk-play "$@"
  assert_no_crash
}

# moves PUZZLE SOLUTION: a set command for each empty cell of the puzzle
# (a record, its shape terms before the last ':'), its solution's value.
moves() {
  awk -v p="${1##*:}" -v s="$2" 'BEGIN {
    n = int(sqrt(length(p)) + 0.5)
    for (i = 0; i < length(p); i++)
      if (substr(p, i + 1, 1) == ".")
        printf "set %d %d %s\n", i % n + 1, int(i / n) + 1, substr(s, i + 1, 1)
  }'
}

# --- boards ---------------------------------------------------------------

@test "sdk-play --box 2x3 plays the puzzle of sdk-gen --box 2x3 on its board" {
  session --box 2x3 -s 1 <<<exit
  assert_success
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
-----------------------
|       .5 |    .3    |
|       .6 | .5       |
-----------------------
| .3       |          |
| .5       | .4       |
-----------------------
| .1       |    .2    |
|          |    .4    |
-----------------------
Exiting...
EOF
  # the board sdk-fmt draws of sdk-gen's puzzle; -z 6 is the same game
  assert_output "$(sdk-gen --box 2x3 -s 1 | sdk-fmt --board)
Exiting..."
  session -z 6 -s 1 <<<exit
  assert_success "$(sdk-gen -z 6 -s 1 | sdk-fmt --board)
Exiting..."
}

@test "sdk-play -z 12 draws 3x4 boxes and values above 9 as letters; restart plays the next puzzle" {
  session -z 12 -s 1 <<<exit
  assert_success
  assert_output <<'EOF'
12x12 (3x4 boxes)
-------------------------------------------
|    .7       | .4          |    .A       |
| .2 .9 .4    |    .1 .C    | .8          |
|          .6 |             | .4    .B    |
-------------------------------------------
| .C          | .B    .3    |       .5    |
|    .6       |       .1    |    .9    .8 |
|             |             |    .2 .7    |
-------------------------------------------
| .6 .2    .C |             |       .A    |
| .A    .7    |    .5 .8 .9 |       .6    |
|       .8    |             |          .B |
-------------------------------------------
| .9 .5       |    .B    .6 |             |
|       .1    | .2 .C       | .A          |
|    .3       |          .A |       .1 .9 |
-------------------------------------------
Exiting...
EOF
  session -z 12 -s 1 <<'EOF'
restart
exit
EOF
  assert_success "$(sdk-gen -z 12 -s 1 -c 2 | sdk-fmt --board | grep -v '^$')
Exiting..."
}

@test "sdk-play --variant x names the variant above the board" {
  session --variant x -s 2 <<<exit
  assert_success
  assert_output <<'EOF'
9x9 X
----------------------------------
|    .1    |          |    .8    |
|          |    .2    |       .9 |
| .4    .5 |    .3    |          |
----------------------------------
|          |    .5    | .8       |
|          |          |       .6 |
|          |          |          |
----------------------------------
| .1       |    .8    |          |
|       .8 |    .1    | .9 .3 .7 |
|          |       .3 | .2       |
----------------------------------
Exiting...
EOF
}

@test "sdk-play --variant windoku names the variant above the board" {
  session --variant windoku -s 3 <<<exit
  assert_success
  assert_output <<'EOF'
9x9 windoku
----------------------------------
|          |       .7 |          |
|          |          |          |
|       .4 | .6 .2    | .1       |
----------------------------------
| .8    .1 |          | .9       |
|          |          |          |
| .6       |       .3 |    .8 .7 |
----------------------------------
|          |          |          |
|    .5 .9 |          |    .1    |
|          | .4       |          |
----------------------------------
Exiting...
EOF
}

@test "sdk-play --jigsaw draws the borders of the regions" {
  session --jigsaw -z 6 -s 1 <<<exit
  assert_success
  assert_output <<'EOF'
6x6 jigsaw
-------------------------------
|              |      .4      |
|              |    +----+    |
|              | .2 |    | .6 |
---------------+    |    +-----
|      .4   .5 |    |         |
|    +----+    +----+    +-----
|    |    | .3 | .5      |    |
-----+    |    |    +----+    |
|         | .6 |    | .2   .3 |
|         +----+----+         |
|              |              |
-------------------------------
Exiting...
EOF
}

@test "sdk-play -f draws a loaded 9x9 jigsaw grid" {
  echo "$PJ9" >p.txt
  session -f p.txt <<<exit
  assert_success
  assert_stderr ''
  assert_output <<'EOF'
9x9 jigsaw
----------------------------------------------
|                        |    |           .3 |
|    +---------+    +----+    |              |
|    |      .7 |    |         | .2        .5 |
|    |         +----+    +----+         +-----
| .2 |                   |      .8   .1 |    |
|    +---------+---------+----+---------+    |
|    |      .4 |              |              |
-----+         |              +----+         |
|      .1      |                   |         |
-----+         +---------+----+    |         |
|    | .5        .3      | .9 |    |         |
|    +----+--------------+    |    +----+    |
|         |                .8 |    |    |    |
|         +----+              +----+    +-----
|      .2   .8 |                   |         |
|              +-------------------+         |
|              | .9             .3           |
----------------------------------------------
Exiting...
EOF
}

# --- games played to the end -------------------------------------------------

@test "sdk-play plays a 6x6 game to the end" {
  local pair
  pair=$(sdk-gen --box 2x3 -s 1 -p)
  moves "${pair%$'\t'*}" "${pair#*$'\t'}" >moves.txt
  [ "$(wc -l <moves.txt)" -eq 26 ]
  echo hint >>moves.txt
  session --box 2x3 -s 1 <moves.txt
  assert_success
  assert_stderr ''
  [ "$(grep -c '^Error' <<<"$output")" -eq 1 ] || flunk "$output"
  [ "$(grep -c '^6x6 (2x3 boxes)$' <<<"$output")" -eq 27 ]
  run -0 tail -n 12 <<<"$output"
  assert_output <<'EOF'
|  4  1 .5 |  2 .3  6 |
|  2  3 .6 | .5  1  4 |
-----------------------
| .3  6  4 |  1  5  2 |
| .5  2  1 | .4  6  3 |
-----------------------
| .1  4  3 |  6 .2  5 |
|  6  5  2 |  3 .4  1 |
-----------------------
Puzzle solved successfully
Error: invalid command
Exiting...
EOF
}

# bats test_tags=memcheck
@test "sdk-play plays a jigsaw game to the end, a hint first" {
  local pair
  pair=$(sdk-gen --jigsaw -z 6 -s 1 -p)
  { echo hint; moves "${pair%$'\t'*}" "${pair#*$'\t'}"; } >moves.txt
  session --jigsaw -z 6 -s 1 <moves.txt
  assert_success
  assert_stderr ''
  [ "$(grep -c '^Error' <<<"$output")" -eq 0 ] || flunk "$output"
  [ "$(grep '^Hint' <<<"$output")" = 'Hint: Hidden single: the only place for 5 in region 2 is r1c6 => r1c6=5' ] ||
      flunk "$output"
  run -0 tail -n 16 <<<"$output"
  assert_output <<'EOF'
6x6 jigsaw
-------------------------------
|  6    3    2 |  1   .4    5 |
|              |    +----+    |
|  4    5    1 | .2 |  3 | .6 |
---------------+    |    +-----
|  1   .4   .5 |  3 |  6    2 |
|    +----+    +----+    +-----
|  2 |  6 | .3 | .5    1 |  4 |
-----+    |    |    +----+    |
|  5    1 | .6 |  4 | .2   .3 |
|         +----+----+         |
|  3    2    4 |  6    5    1 |
-------------------------------
Puzzle solved successfully
Exiting...
EOF
}

# --- houses named --------------------------------------------------------------

# bats test_tags=memcheck
@test "sdk-play set names the house of every shape a value clashes in" {
  session --box 2x3 -s 1 <<'EOF'
set 1 1 5
set 1 2 1
set 1 1 6
set 1 1 7
exit
EOF
  assert_success
  run -0 grep '^Error' <<<"$output"
  assert_output <<'EOF'
Error: value is invalid: r1c3 already holds 5 in row 1
Error: value is invalid: r5c1 already holds 1 in column 1
Error: value is invalid: r2c3 already holds 6 in box 1
Error: value is invalid: r1c1 takes 0 to 6
EOF
  session --variant x -s 2 <<'EOF'
set 1 1 3
exit
EOF
  run -0 grep '^Error' <<<"$output"
  assert_output 'Error: value is invalid: r8c8 already holds 3 in the diagonal'
  session --variant windoku -s 3 <<'EOF'
set 2 2 1
exit
EOF
  run -0 grep '^Error' <<<"$output"
  assert_output 'Error: value is invalid: r4c3 already holds 1 in window 1'
  session --jigsaw -z 6 -s 1 <<'EOF'
set 1 3 3
exit
EOF
  run -0 grep '^Error' <<<"$output"
  assert_output 'Error: value is invalid: r4c3 already holds 3 in region 4'
}

@test "sdk-play takes the letters of values above 9 on 12x12, and names their range" {
  session -z 12 -s 1 <<'EOF'
set 1 1 D
set 1 1 13
set 3 1 A
set 1 1 b
hint 2 1
candidates 1 1
exit
EOF
  assert_success
  [[ $output == *"|  B .7       | .4  "* ]] || flunk "no B in r1c1: $output"
  run -0 grep -v '^[-|]' <<<"$output"
  assert_output <<'EOF'
12x12 (3x4 boxes)
Error: value is invalid: r1c1 takes 0 to 12, or A to C
Error: value is invalid: r1c1 takes 0 to 12, or A to C
Error: value is invalid: r1c10 already holds A in row 1
12x12 (3x4 boxes)
Hint: set cell to 7
Candidates: 1 3 5 8 B
Exiting...
EOF
}

@test "sdk-play hint takes the next step on the shape's houses" {
  session --variant x -s 2 <<'EOF'
hint
exit
EOF
  run -0 grep '^Hint' <<<"$output"
  assert_output 'Hint: Hidden single: the only place for 8 in box 9 is r9c9 => r9c9=8'
  session --box 2x3 -s 1 <<'EOF'
hint
mark 3 3 13
hint
exit
EOF
  run -0 grep -v '^[-|6]' <<<"$output"
  assert_output <<'EOF'
Hint: Hidden single: the only place for 3 in box 1 is r2c2 => r2c2=3
Marks: 1 3
Hint: your pencil marks rule out every solution
Exiting...
EOF
}

# bats test_tags=memcheck
@test "sdk-play -f refuses givens and saves that break a rule of the shape, naming the house" {
  echo "${PX/x:.1/x:11}" >p.txt
  session -f p.txt </dev/null
  assert_failure 2
  assert_output ''
  assert_stderr "sdk-play: p.txt:1: givens conflict: row 1 holds 1 twice (r1c1, r1c2)"
  printf '%s\t%s\tgame=playing\n' "$PX" "3${PX#x:.}" >s.txt
  session -f s.txt </dev/null
  assert_failure 2
  assert_stderr "sdk-play: s.txt:1: corrupt save: the board breaks a rule: diagonal holds 3 twice (r1c1, r8c8)"
  printf '%s\t%s\tgame=playing\n' "$PX" "..${PX#x:.1}" >s.txt
  session -f s.txt </dev/null
  assert_failure 2
  assert_stderr "sdk-play: s.txt:1: corrupt save: r1c2 is empty on the board, but its given is 1"
}

# validate_x V: loads a save of the X puzzle with V in r1c1, validates
# it and prints the lines that are not the board.
validate_x() {
  printf '%s\t%s\tgame=playing\n' "$PX" "$1${PX#x:.}" >s.txt
  printf 'validate\nexit\n' | sdk-play -f s.txt | grep -v '^[-|]'
}

@test "sdk-play validate on a loaded X game checks the board against its one solution" {
  run -0 validate_x 7
  assert_output '9x9 X
Validation passed: board is solvable
Exiting...'
  run -0 validate_x 2
  assert_output '9x9 X
Validation failed: board is unsolvable: the 2 in r1c1 is wrong
Exiting...'
}

# --- saves -----------------------------------------------------------------------

# bats test_tags=memcheck
@test "sdk-play save writes the shape with the game, and -f plays it on" {
  session --jigsaw -z 6 -s 1 <<'EOF'
set 1 1 6
mark 2 1 14
save g.txt
exit
EOF
  assert_success
  run -0 cat g.txt
  assert_output "j=111222111232444233454336554366555666:....4....2.6.45.....35....6.23......	6...4....2.6.45.....35....6.23......	game=playing	marks=......1..4..$(printf '%0204d' 0 | tr 0 .)"
  session -f g.txt <<'EOF'
mark 2 1
undo
set 2 1 3
save h.txt
exit
EOF
  assert_success
  run -0 grep -v '^[-|]' <<<"$output"
  assert_output <<'EOF'
6x6 jigsaw
Marks: 1 4
Error: nothing to undo
6x6 jigsaw
Saved to h.txt
Exiting...
EOF
  run -0 cut -f2 h.txt
  assert_output '63..4....2.6.45.....35....6.23......'
  # a 9x9 jigsaw and a 12x12 save read back as they were written
  echo "$PJ9" >p.txt
  session -f p.txt <<'EOF'
set 1 1 5
save a.txt
exit
EOF
  session -f a.txt <<'EOF'
save b.txt
exit
EOF
  run -0 cat b.txt
  assert_output "${PJ9}	5${PJ9#*:.}	game=playing"
  session -z 12 -s 1 <<'EOF'
set 1 1 B
save c.txt
exit
EOF
  session -f c.txt <<'EOF'
save d.txt
exit
EOF
  cmp c.txt d.txt
  run -0 cut -f2 d.txt
  [[ $output == B7..4....A..294..1C.8...* ]] || flunk "$output"
}

# --- refusals ----------------------------------------------------------------------

@test "sdk-play -d on a shape plays the puzzle of sdk-gen -d with the same options" {
  local opts
  for opts in "--box 2x3 -d easy" "--variant x -d hard" "--jigsaw -d medium"; do
    # shellcheck disable=SC2086
    session $opts -s 1 <<<exit
    assert_success
    assert_stderr ''
    # shellcheck disable=SC2086
    [ "$output" = "$(sdk-gen $opts -s 1 | sdk-fmt --board | sed '$d')
Exiting..." ] || flunk "$opts: $output"
  done
}

@test "sdk-play -d refuses a level the shape cannot reach, as sdk-gen does" {
  local want
  want=$(sdk-gen --variant x -z 4 -d hard 2>&1) && flunk "sdk-gen made one"
  [ "$want" = "sdk-gen: no 4x4 X puzzle is hard: they rate 1.0 to 1.5 (easy)" ]
  # exit 1, as for a classic level not found
  session --variant x -z 4 -d hard -s 1 </dev/null
  assert_failure 1
  assert_output ''
  assert_stderr "${want/sdk-gen/sdk-play}"
}

@test "sdk-play refuses shapes that do not fit, as sdk-gen does" {
  local args msg
  while IFS='|' read -r args msg; do
    # shellcheck disable=SC2086
    session $args </dev/null
    assert_failure 2
    assert_output ''
    assert_stderr "sdk-play: $msg
$USAGE"
  done <<'EOF'
--box 2x6|bad box shape '2x6' (2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 2x5, 5x2, 3x4, 4x3 or 4x4)
--box 3|bad box shape '3' (2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 2x5, 5x2, 3x4, 4x3 or 4x4)
--variant y|unknown variant 'y' (x or windoku)
--variant x,|unknown variant '' (x or windoku)
-z 6 --variant windoku|windoku needs a side of 4, 9 or 16, not 6
--box 2x4 --variant windoku|windoku needs a side of 4, 9 or 16, not 8
--jigsaw --box 3x3|--jigsaw has regions, not boxes: no --box
--jigsaw --variant windoku|--jigsaw takes --variant x, not windoku
-z 9 --box 2x3|--box 2x3 makes a side of 6, not 9
--box 2x3 -f p.txt|-f plays the shape of its puzzle: no --box, --jigsaw, --variant or -z 6
-z 12 -f p.txt|-f plays the shape of its puzzle: no --box, --jigsaw, --variant or -z 12
--variant x -f p.txt|-f plays the shape of its puzzle: no --box, --jigsaw, --variant or -z 9
--box 2x3 -s -1|bad seed '-1'
EOF
}

@test "sdk-play plays a shaped game from a seed of the clock" {
  session --box 3x2 <<<exit
  assert_success
  assert_stderr ''
  [ "${lines[0]}" = "6x6 (3x2 boxes)" ] || flunk "$output"
  [ "${#lines[@]}" -eq 11 ] || flunk "$output"
}

@test "sdk-play -f loads back the board it printed, every shape its name line gives" {
  local opts
  for opts in "--jigsaw -z 6" "--variant windoku" "--box 3x4" "--variant x"; do
    # shellcheck disable=SC2086
    sdk-play -s 2 $opts <<<exit | sed '$d' >board.txt
    # shellcheck disable=SC2086
    [ "$(sdk-parse board.txt)" = "$(sdk-gen -s 2 $opts)" ] ||
        flunk "$opts: $(sdk-parse board.txt)"
    session -f board.txt <<<exit
    assert_success
    assert_stderr ''
    [ "$output" = "$(cat board.txt)
Exiting..." ] || flunk "$opts: $output"
  done
}

@test "sdk-play -f plays a 16x16 jigsaw grid, its board 81 columns wide as sdk-fmt --board draws it" {
  echo 'j=11112222223333331111224222333343115124444444444311552244666477735115522466667773515555586666773355588888866677779958AA8888667BB799988A8CCCCC77BB99999A8ACCCCBBBB999A9AAACCCCBDBB99AAAAAEECCBBDBBFFFFAAEEGCGGGDDBFFFFFFFEGGGGGGDDFFFEEEEEGGGDDGDDFFEEEEEEGGDDDDDD:.G.......7..6..3.3..CE..8..54....F8...43............3.......GA.....1...E..4..5...9.C.2....G..37.......A...1............4....C...A....C....2.87...B95.D6.7C........3A7.......E.G....2.9...1........A...2.GD..9........G.1.A..7..4......C.5E......F..E..D..6......' > j16.txt
  session -f j16.txt <<<exit
  assert_success
  assert_stderr ''
  [ "$output" = "$(sdk-fmt --board j16.txt)
Exiting..." ] || flunk "$output"
}
