#!/usr/bin/env bats
# inputs.bats: inputs that were read wrong or dropped in silence (issue
# 16): each is now read right, or reported with its file and line and
# exit status 2; and a file of another format given to a tool that reads
# the canonical stream.
bats_require_minimum_version 1.5.0

setup() { load helper; }

# The canonical 9x9 of the classic assignments, and its solution.
C9='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
S9='534678912672195348198342567859761423426853791713924856961537284287419635345286179'

# parse_stdin TEXT [ARGS...]: runs sdk-parse on TEXT (printf %b) as in.txt.
parse_stdin() {
  local text=$1
  shift
  printf '%b' "$text" >in.txt
  run --separate-stderr sdk-parse "$@" in.txt
}

# grid16 SEP [ROW COL VALUE]: a full 16x16 grid of decimal values joined
# by SEP, one row a line, maybe with VALUE at ROW, COL (from 0).
grid16() {
  awk -v sep="$1" -v r="${2--1}" -v c="${3--1}" -v val="${4-0}" 'BEGIN {
    for (i = 0; i < 16; i++) {
      line = ""
      for (j = 0; j < 16; j++) {
        v = (i * 4 + int(i / 4) + j) % 16 + 1
        if (i == r && j == c) v = val
        line = line (j ? sep : "") v
      }
      print line
    }
  }'
}

# ---------------------------------------------------------------- item 10

@test "sdk-parse reports a JSON puzzle member that holds a number" {
  parse_stdin '{"puzzle": 5}\n{"puzzle": "'$C9'"}\n'
  assert_failure 2
  assert_output "$C9"
  assert_stderr "sdk-parse: in.txt:1: member 'puzzle' holds no grid"
}

@test "sdk-parse reports a JSON text that holds no puzzle" {
  parse_stdin '{"name": "x", "level": 3}\n'
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:1: no puzzle in JSON text"
}

@test "sdk-parse reports a lone digit before a line puzzle and reads the puzzle" {
  parse_stdin "4\n$C9\n7\n$C9\n"
  assert_failure 2
  assert_output "$C9
$C9"
  assert_stderr "sdk-parse: in.txt:1: expected 16 values, found 0
sdk-parse: in.txt:3: bad size 7"
}

@test "sdk-parse reports a lone digit before a grid and reads the grid" {
  parse_stdin "9\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n"
  assert_failure 2
  assert_output "$C9"
  assert_stderr "sdk-parse: in.txt:1: expected 81 values, found 0"
}

@test "sdk-parse reports the value 17 in a 16x16 grid of integers at its line" {
  grid16 ' ' 3 4 17 >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:4: value 17 out of range for 16x16"
}

@test "sdk-parse reports the value 17 in a 16x16 csv grid at its line" {
  grid16 ',' 5 0 17 >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:6: value 17 out of range for 16x16"
}

@test "sdk-parse reads a 256-cell line with -f grid" {
  local p
  p=$(printf '%0256d' 0 | tr 0 .)
  p=1${p#?}
  parse_stdin "$p\n" -f grid
  assert_success "$p"
  assert_stderr ""
}

@test "sdk-parse reports a 729-character line under -z 4 and -z 16" {
  local z l
  l=$(printf '%0729d' 0 | tr 0 .)
  for z in 4 16; do
    parse_stdin "$l\n" -z $z
    assert_failure 2
    assert_output ""
    assert_stderr "sdk-parse: in.txt:1: expected a ${z}x${z} puzzle, found 9x9"
  done
}

@test "sdk-parse reads a CSV header thousands of columns wide in linear time" {
  awk -v p="$C9" 'BEGIN {
    for (i = 0; i < 60000; i++) printf "c%d,", i
    print "puzzle"
    for (i = 0; i < 60000; i++) printf ","
    print p
  }' >in.txt
  run --separate-stderr timeout 2 sdk-parse in.txt
  assert_success "$C9"
  assert_stderr ""
}

# ---------------------------------------------------------------- item 6

@test "sdk-parse reports the letter o for a zero at the line of its row" {
  parse_stdin '5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 o 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n'"$C9\n"
  assert_failure 2
  assert_output "$C9"
  assert_stderr "sdk-parse: in.txt:5: bad character 'o' in row"
}

@test "sdk-parse reports the letter o in a compact grid at the line of its row" {
  parse_stdin "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n0000o0079\n$C9\n"
  assert_failure 2
  assert_output "$C9"
  assert_stderr "sdk-parse: in.txt:9: bad character 'o' in row"
}

@test "sdk-parse reports a row of 8 at its line and reads the next puzzle" {
  parse_stdin '5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n'"$C9\n"
  assert_failure 2
  assert_output "$C9"
  assert_stderr "sdk-parse: in.txt:5: row has 8 cells, want 9"
}

# ---------------------------------------------------------------- item 9

@test "sdk-parse loses only the truncated line of a JSON Lines file" {
  parse_stdin '{"puzzle": "'$C9'"}\n{"puzzle": "53..7\n{"puzzle": "'$C9'"}\n{"puzzle": "'$C9'"}\n'
  assert_failure 2
  assert_output "$C9
$C9
$C9"
  assert_stderr "sdk-parse: in.txt:2: bad JSON text"
}

@test "sdk-parse loses only a JSON Lines object cut before its brace" {
  parse_stdin '{"puzzle": "'$C9'"}\n{"puzzle": "'$C9'"\n{"puzzle": "'$C9'"}\n{"puzzle": "'$C9'"}\n'
  assert_failure 2
  assert_output "$C9
$C9
$C9"
  assert_stderr "sdk-parse: in.txt:2: JSON text ends early"
}

@test "sdk-parse loses only a broken JSON Lines object" {
  parse_stdin '{"puzzle": "'$C9'"}\n{"puzzle": "'$C9'",, }\n{"puzzle": "'$C9'"}\n'
  assert_failure 2
  assert_output "$C9
$C9"
  assert_stderr "sdk-parse: in.txt:2: bad JSON text"
}

@test "sdk-parse still reads a JSON array of objects over many lines" {
  parse_stdin '[\n{"puzzle": "'$C9'"},\n{\n  "puzzle": "'$C9'"\n}\n]\n'
  assert_success "$C9
$C9"
  assert_stderr ""
}

# ---------------------------------------------------------------- item 5

@test "sdk-solve gives one message for a 9x9 grid and points to sdk-parse" {
  cp "$DATA/formats/grid9_spaces_zero.txt" grid.txt
  run --separate-stderr sdk-solve grid.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-solve: grid.txt:1: this looks like a 9x9 grid, not one puzzle per line; try: sdk-parse grid.txt | sdk-solve"
}

@test "sdk-validate and sdk-fmt give one message for a grid after a title" {
  printf 'Puzzle 1\n\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n' >grid.txt
  run --separate-stderr sdk-validate grid.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-validate: grid.txt:3: this looks like a 9x9 grid, not one puzzle per line; try: sdk-parse grid.txt | sdk-validate"
  run --separate-stderr sdk-fmt <grid.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-fmt: <stdin>:3: this looks like a 9x9 grid, not one puzzle per line; try: ... | sdk-parse | sdk-fmt"
}

# Grids of sides 6 to 12 got one "expected 16, 81 or 256 cells" a line,
# and sdk-fmt --grid's groups of cells were called a pencil-mark grid.
@test "the tools give one message for grids of every side, sdk-fmt's name line included" {
  # a 16x16 grid's row is no pair of 8x8 rows; a 6x6 pair's row of --grid
  # (its wide gap) is no 12x12 row
  run --separate-stderr sdk-validate "$DATA/formats/grid16_boxed_1G.txt"
  assert_failure 2
  assert_stderr "sdk-validate: $DATA/formats/grid16_boxed_1G.txt:1: this looks like a 16x16 grid, not one puzzle per line; try: sdk-parse $DATA/formats/grid16_boxed_1G.txt | sdk-validate"
  sdk-gen -z 6 -s 1 | sdk-solve -p | sdk-fmt --grid | tail -n +2 >pair.txt
  run --separate-stderr sdk-solve pair.txt
  assert_stderr "sdk-solve: pair.txt:1: this looks like a 6x6 grid, not one puzzle per line; try: sdk-parse pair.txt | sdk-solve"
  sdk-gen -z 12 -s 1 | sdk-fmt --compact | tail -n +2 >c12.txt
  run --separate-stderr sdk-solve c12.txt
  assert_stderr "sdk-solve: c12.txt:1: this looks like a 12x12 grid, not one puzzle per line; try: sdk-parse c12.txt | sdk-solve"
  printf '%s\n' ...... ....2. 6..... 45.1.. .1.2.. 2..... >g6.txt
  run --separate-stderr sdk-validate g6.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-validate: g6.txt:1: this looks like a 6x6 grid, not one puzzle per line; try: sdk-parse g6.txt | sdk-validate"
  sdk-gen -z 6 -s 1 | sdk-fmt --grid >grid.txt
  run --separate-stderr sdk-solve grid.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-solve: grid.txt:1: this looks like a 6x6 grid, not one puzzle per line; try: sdk-parse grid.txt | sdk-solve"
  tail -n +2 grid.txt >rows.txt
  run --separate-stderr sdk-solve rows.txt
  assert_stderr "sdk-solve: rows.txt:1: this looks like a 6x6 grid, not one puzzle per line; try: sdk-parse rows.txt | sdk-solve"
  sdk-gen -z 12 -s 1 | sdk-fmt --board >b.txt
  run --separate-stderr sdk-fmt <b.txt
  assert_failure 2
  assert_stderr "sdk-fmt: <stdin>:1: this looks like a 12x12 grid, not one puzzle per line; try: ... | sdk-parse | sdk-fmt"
  printf '9x9 X\n' >x.txt
  run --separate-stderr sdk-solve x.txt
  assert_failure 2
  assert_stderr "sdk-solve: x.txt:1: this looks like a 9x9 grid, not one puzzle per line; try: sdk-parse x.txt | sdk-solve"
}

@test "sdk-solve names CSV, JSON, XML, SadMan and boxed grids in one message each" {
  cp "$DATA/formats/kaggle_quizzes_solutions.csv" k.csv
  run --separate-stderr sdk-solve k.csv
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-solve: k.csv:1: this looks like CSV, not one puzzle per line; try: sdk-parse k.csv | sdk-solve"
  printf '{"puzzle": "%s"}\n{"puzzle": "%s"}\n' "$C9" "$C9" >p.json
  run --separate-stderr sdk-solve p.json
  assert_failure 2
  assert_stderr "sdk-solve: p.json:1: this looks like JSON, not one puzzle per line; try: sdk-parse p.json | sdk-solve"
  cp "$DATA/formats/collection.opensudoku" c.xml
  run --separate-stderr sdk-solve c.xml
  assert_failure 2
  assert_stderr "sdk-solve: c.xml:1: this looks like XML, not one puzzle per line; try: sdk-parse c.xml | sdk-solve"
  cp "$DATA/formats/sadman.sdk" s.sdk
  run --separate-stderr sdk-solve s.sdk
  assert_failure 2
  assert_stderr "sdk-solve: s.sdk:1: this looks like a SadMan .sdk file, not one puzzle per line; try: sdk-parse s.sdk | sdk-solve"
  sdk-parse "$DATA/formats/line81_dot.txt" | sdk-fmt --boxed >b.txt
  run --separate-stderr sdk-solve b.txt
  assert_failure 2
  assert_stderr "sdk-solve: b.txt:2: this looks like a 9x9 grid, not one puzzle per line; try: sdk-parse b.txt | sdk-solve"
}

@test "sdk-solve points to sdk-parse for puzzles with text after the cells" {
  printf '%s # 1 rated\n%s # 2\n' "$C9" "$C9" >rated.txt
  run --separate-stderr sdk-solve rated.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-solve: rated.txt:1: this looks like puzzles with text after the cells, not canonical records; try: sdk-parse rated.txt | sdk-solve"
}

@test "sdk-solve keeps one error a line for a canonical file with a few bad lines" {
  printf '%s\n%s\n1 2 3 4 5 6 7 8 9\n%s\n' "$C9" "${C9%?}" "$C9" >few.txt
  run --separate-stderr sdk-solve few.txt
  assert_failure 2
  assert_output "$S9
$S9"
  assert_stderr "sdk-solve: few.txt:2: expected 16, 81 or 256 cells, found 80
sdk-solve: few.txt:3: expected 16, 81 or 256 cells, found 17"
}

@test "sdk-solve reads the canonical records after a grid it pointed at" {
  printf '53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n%s\nbad\n' "$C9" >mix.txt
  run --separate-stderr sdk-solve mix.txt
  assert_failure 2
  assert_output "$S9"
  assert_stderr "sdk-solve: mix.txt:1: this looks like a 9x9 grid, not one puzzle per line; try: sdk-parse mix.txt | sdk-solve
sdk-solve: mix.txt:11: expected 16, 81 or 256 cells, found 3"
}

# ---------------------------------------------------------------- item 8

@test "sdk-parse reads a puzzle after a label on its line" {
  parse_stdin "Puzzle: 530 070 000 600 195 000 098 000 060 800 060 003 400 803 001 700 020 006 060 000 280 000 419 005 000 080 079\npuzzle 2: $C9\n"
  assert_success "$C9
$C9"
  assert_stderr ""
}

@test "sdk-parse reads gsf's q2 lines: counters, the puzzle, ratings" {
  parse_stdin "     1  $C9  99537  4714\n2;$C9;11.9;11.2\n$C9|12|3\n"
  assert_success "$C9
$C9
$C9"
  assert_stderr ""
}

@test "sdk-parse reads a csv without a header whose first column is an id" {
  parse_stdin "1,$C9\n2,$C9,$S9\n"
  assert_success "$C9
$C9	$S9"
  assert_stderr ""
}

@test "sdk-parse reads a csv whose header does not name the puzzle column" {
  parse_stdin "id,sudoku_string,answer_string\n7,$C9,$S9\n"
  assert_success "# id,sudoku_string,answer_string
$C9	$S9"
  assert_stderr ""
}

@test "sdk-parse reads a grid with column letters and row letters" {
  parse_stdin '  A B C D E F G H I\nA 5 3 . . 7 . . . .\nB 6 . . 1 9 5 . . .\nC . 9 8 . . . . 6 .\nD 8 . . . 6 . . . 3\nE 4 . . 8 . 3 . . 1\nF 7 . . . 2 . . . 6\nG . 6 . . . . 2 8 .\nH . . . 4 1 9 . . 5\nI . . . . 8 . . 7 9\n'
  assert_success "$C9"
  assert_stderr ""
}

@test "sdk-parse reads a grid with column numbers and row letters, boxed" {
  parse_stdin '    1 2 3   4 5 6   7 8 9\n  +-------+-------+-------+\nA | 5 3 . | . 7 . | . . . |\nB | 6 . . | 1 9 5 | . . . |\nC | . 9 8 | . . . | . 6 . |\n  +-------+-------+-------+\nD | 8 . . | . 6 . | . . 3 |\nE | 4 . . | 8 . 3 | . . 1 |\nF | 7 . . | . 2 . | . . 6 |\n  +-------+-------+-------+\nG | . 6 . | . . . | 2 8 . |\nH | . . . | 4 1 9 | . . 5 |\nI | . . . | . 8 . | . 7 9 |\n  +-------+-------+-------+\n'
  assert_success "$C9"
  assert_stderr ""
}

@test "sdk-parse reads a grid with row numbers and no header" {
  parse_stdin '1 530070000\n2 600195000\n3 098000060\n4 800060003\n5 400803001\n6 700020006\n7 060000280\n8 000419005\n9 000080079\n'
  assert_success "$C9"
  assert_stderr ""
}

@test "sdk-parse reads a grid drawn with Unicode box characters" {
  parse_stdin '┌───────┬───────┬───────┐\n│ 5 3 . │ . 7 . │ . . . │\n│ 6 . . │ 1 9 5 │ . . . │\n│ . 9 8 │ . . . │ . 6 . │\n├───────┼───────┼───────┤\n│ 8 . . │ . 6 . │ . . 3 │\n│ 4 . . │ 8 . 3 │ . . 1 │\n│ 7 . . │ . 2 . │ . . 6 │\n├───────┼───────┼───────┤\n│ . 6 . │ . . . │ 2 8 . │\n│ . . . │ 4 1 9 │ . . 5 │\n│ . . . │ . 8 . │ . 7 9 │\n└───────┴───────┴───────┘\n'
  assert_success "$C9"
  assert_stderr ""
}

@test "sdk-parse reads a grid drawn with double Unicode lines" {
  parse_stdin '╔═══════╦═══════╦═══════╗\n║ 5 3 . ║ . 7 . ║ . . . ║\n║ 6 . . ║ 1 9 5 ║ . . . ║\n║ . 9 8 ║ . . . ║ . 6 . ║\n╠═══════╬═══════╬═══════╣\n║ 8 . . ║ . 6 . ║ . . 3 ║\n║ 4 . . ║ 8 . 3 ║ . . 1 ║\n║ 7 . . ║ . 2 . ║ . . 6 ║\n╠═══════╬═══════╬═══════╣\n║ . 6 . ║ . . . ║ 2 8 . ║\n║ . . . ║ 4 1 9 ║ . . 5 ║\n║ . . . ║ . 8 . ║ . 7 9 ║\n╚═══════╩═══════╩═══════╝\n'
  assert_success "$C9"
  assert_stderr ""
}

@test "sdk-parse reads OpenSudoku XML with single-quoted attributes" {
  parse_stdin "<opensudoku>\n<game created='0' data='$C9'/>\n</opensudoku>\n"
  assert_success "$C9"
  assert_stderr ""
}

@test "sdk-parse reads an A-P 16x16 grid without -f" {
  local want
  want=$(sdk-parse -f ap "$DATA/formats/hex16_AP_spoj.txt")
  run --separate-stderr sdk-parse "$DATA/formats/hex16_AP_spoj.txt"
  assert_success "$want"
  assert_stderr ""
  [ "${#want}" -eq 256 ] || flunk "-f ap gave: $want"
}

@test "sdk-parse reads an A-P 16x16 grid whose first rows hold no letter past G" {
  { printf 'A-B-C-D-E-F-G---\n'; sed -n '2,16p' "$DATA/formats/hex16_AP_spoj.txt"; } >ap.txt
  run --separate-stderr sdk-parse -f ap ap.txt
  assert_success
  local want=$output
  run --separate-stderr sdk-parse ap.txt
  assert_success "$want"
  assert_stderr ""
}

@test "sdk-parse reports a flat JSON array of 256 values holding 17" {
  awk 'BEGIN { printf "["; for (i = 0; i < 256; i++) { v = i % 16 + 1; if (i == 20) v = 17; printf "%s%d", (i ? "," : ""), v } print "]" }' >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:1: bad grid in array"
}
