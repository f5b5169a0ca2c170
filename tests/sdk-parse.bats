#!/usr/bin/env bats
bats_require_minimum_version 1.5.0

setup() { load helper; }

# The three puzzles of $DATA/formats/README.md.
P4='2....1.......3.1'
S4='2413314212344321'
P9='.93..1...2.....14.........8...879..3....3.....64......4...........1428..57....2..'
S9='893461752257983146641527398125879463789634521364215987412758639936142875578396214'
P16='F16....7....E....2G9...5..1...DA..A76.F.G.2E.5..3......9...4.C1.5..84G..3DA7C1.E.G42....E16C..A3....3.7D...5..G..A3D..C1.2.9..BF..1.....8...6E.2692.8...1F..G4.....4.CB....6..58.5.3.9.E...G..C....G.F.B.6.......3.A..1.7.4.8..C.E9653..C..8.G..8...7.2..A3.1..9'
S16='F16CAD47B583E92GE2G9B8356C1F47DA4DA761FCG92E358B38B5G2E9A7D4FC165BF84G923DA7C16E9G42FB58E16C7DA3C6E13A7DF8B592G47A3DE6C142G958BFBC1FD7G4835A6E92692E85A31FCBG47DG7D41CBF2E96A358A583296ED47GBFC1247GCF8B96E1DA35D35A9E167G428BFC1E9653DACBF82G478FCB742G5A3D16E9'
# The second puzzle of the collections (digits relabelled).
Q9='.51..3...7.....39.........6...645..1....1.....89......9...........3976..24....7..'
T9='651983427724561398893274156372645981465819273189732564937426815518397642246158739'
# The canonical 9x9 of the classic assignments (seeds 001, 003).
C9='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
# Seed 000's puzzle.
G9='1..489..673.....4......1295..712.6..5..7.3..8..6.957..9146......2.....378..512..4'

USAGE='usage: sdk-parse [-UVhkl] [-f format] [-z size] [--box RxC] [--variant name]
                 [--givens-only] [--keep-placed] [file ...]'

# parse_stdin TEXT [ARGS...]: runs sdk-parse on TEXT (printf %b) as stdin.
parse_stdin() {
  local text=$1
  shift
  printf '%b' "$text" >in.txt
  run --separate-stderr sdk-parse "$@" in.txt
}

# ---------------------------------------------------------------- line

# bats test_tags=memcheck
@test "sdk-parse reads one 81-cell line per puzzle with dots for empty cells" {
  run --separate-stderr sdk-parse "$DATA/formats/line81_dot.txt"
  assert_success
  assert_output "# one puzzle per line, '.' = empty; '#' starts a comment line
$P9
$Q9"
  assert_stderr ""
}

@test "sdk-parse reads zeros as empty cells in an 81-cell line" {
  run --separate-stderr sdk-parse "$DATA/formats/line81_zero.txt"
  assert_success
  assert_output "$P9
$Q9"
}

@test "sdk-parse reads - * _ and x as empty cells in a line" {
  run --separate-stderr sdk-parse "$DATA/formats/line81_other_blanks.txt"
  assert_success
  assert_output "$P9
$P9
$P9
$P9"
}

@test "sdk-parse reads an upper-case X as an empty cell in a line" {
  parse_stdin "${P9//./X}\n"
  assert_success "$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads a tdoku puzzle:count:solution line as a pair" {
  run --separate-stderr sdk-parse "$DATA/formats/line81_with_solution_suffix.txt"
  assert_success
  assert_output "# tdoku example/solve.c output style: puzzle:count:solution
$P9	$S9"
}

@test "sdk-parse drops the text after the cells of a line" {
  parse_stdin "$P9 # a note\n$P9;semi\n$P9,comma\n$Q9  ED=2.3/1.2/1.2\n"
  assert_success
  assert_output "$P9
$P9
$P9
$Q9"
}

# bats test_tags=memcheck
@test "sdk-parse keeps the text after the cells as one field with -k" {
  run --separate-stderr sdk-parse -k "$DATA/formats/line81_dot.txt" \
      "$DATA/formats/serate_output.txt"
  assert_success
  assert_output "# one puzzle per line, '.' = empty; '#' starts a comment line
$P9
$Q9	trailing comment after the 81 cells (gsf/HoDoKu style)
$P9	ED=2.3/1.2/1.2
$Q9	ED=2.3/1.2/1.2"
}

@test "sdk-parse keeps the text after the cells with --keep-comments" {
  run --separate-stderr sdk-parse --keep-comments "$DATA/formats/gsf_sudoku_output.txt"
  assert_success
  assert_output "# illustrative only: gsf default line = puzzle, '#', ordinal/rating/constraint summary
$P9	1   412 FN C22.m/S1.p"
}

@test "sdk-parse drops gsf and serate counters after the puzzle" {
  run --separate-stderr sdk-parse "$DATA/formats/gsf_sudoku_output.txt" \
      "$DATA/formats/serate_output.txt"
  assert_success
  assert_output "# illustrative only: gsf default line = puzzle, '#', ordinal/rating/constraint summary
$P9
$P9
$Q9"
}

@test "sdk-parse keeps the TAB fields of canonical records as they are" {
  parse_stdin "$P9\tunique\trating=3.2\n$P9\t$S9\tvalid\n$P4\tsome text with spaces\n$P16\tmultiple\n"
  assert_success
  assert_output "$P9	unique	rating=3.2
$P9	$S9	valid
$P4	some text with spaces
$P16	multiple"
}

@test "sdk-parse writes canonical cells for zeros and lower-case letters" {
  local lower
  lower=$(printf '%s' "$P16" | tr 'A-G.' 'a-g0')
  parse_stdin "${P9//./0}\t${S9}\n${lower}\n"
  assert_success
  assert_output "$P9	$S9
$P16"
}

@test "sdk-parse reads a 16-cell line with values 1-4 as a 4x4 puzzle" {
  parse_stdin "$P4\n${P4//./0}\n${P4//./-}\n"
  assert_success
  assert_output "$P4
$P4
$P4"
}

@test "sdk-parse reads a 256-cell line as a 16x16 puzzle" {
  parse_stdin "$P16\n${P16//./-}\n${P16//./_}\n"
  assert_success
  assert_output "$P16
$P16
$P16"
}

# bats test_tags=memcheck
@test "sdk-parse reads 256 cells with '.', a '0' and no 'G' as hex" {
  run --separate-stderr sdk-parse "$DATA/formats/hex16_0F_dot.txt"
  assert_success
  assert_output "# 256 chars, symbols 0-F, '.' = empty (0 is a VALUE here)
$P16"
}

# bats test_tags=memcheck
@test "sdk-parse reads 256 cells with letters 1-G and '.' empty" {
  run --separate-stderr sdk-parse "$DATA/formats/hex16_1G_dot.txt"
  assert_success
  assert_output "# 256 chars, symbols 1-9A-G, '.' = empty
$P16"
}

@test "sdk-parse reads 256 cells with letters 1-G and '0' empty" {
  run --separate-stderr sdk-parse "$DATA/formats/hex16_1G_zero.txt"
  assert_success
  assert_output "# 256 chars, symbols 1-9A-G, '0' = empty (only safe because 0 is not a symbol)
$P16"
}

@test "sdk-parse reads a pair of 16x16 canonical grids" {
  parse_stdin "$P16\t$S16\n"
  assert_success "$P16	$S16"
}

@test "sdk-parse reads a 4x4 pair given after a colon" {
  parse_stdin "$P4:1:$S4\n"
  assert_success "$P4	$S4"
}

# ---------------------------------------------------------------- csv

# bats test_tags=memcheck
@test "sdk-parse reads the quizzes,solutions csv as pairs" {
  run --separate-stderr sdk-parse "$DATA/formats/kaggle_quizzes_solutions.csv"
  assert_success
  assert_output "$P9	$S9
$Q9	$T9"
}

@test "sdk-parse reads the csv qqwing writes as pairs" {
  run --separate-stderr sdk-parse "$DATA/formats/qqwing_csv.csv"
  assert_success "$P9	$S9"
}

# bats test_tags=memcheck
@test "sdk-parse reads qqwing --csv with statistics captured from qqwing" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse qqwing-csv-stats.in)"
  assert_success "$P9	$S9"
}

@test "sdk-parse reads an id,puzzle,solution csv as pairs" {
  run --separate-stderr sdk-parse "$DATA/formats/sudoku3m_style.csv"
  assert_success "$P9	$S9"
}

@test "sdk-parse reads a puzzle-only csv and stops at a comma-less line" {
  parse_stdin "Puzzle\n$P9\n\nGRID,level\n$Q9,hard\n$P4,easy\n"
  # A one-column csv has no comma: it is a header word then line puzzles.
  assert_success
  assert_output "# Puzzle
$P9
$Q9
$P4"
}

@test "sdk-parse reads Debian's csv grid" {
  run --separate-stderr sdk-parse "$DATA/formats/debian_csv.csv"
  assert_success "$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads csv grids that Debian's sudoku writes" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse debian-csv.in)"
  assert_success "$(cat "$(fixture sdk-parse debian-csv.out)")"
  assert_output "8..164..9.....74...162..8..65.3.19.21.......73.26.9.41..1..369...95.....5..918..4"
}

# bats test_tags=memcheck
@test "sdk-parse reads a decimal 16x16 csv grid" {
  run --separate-stderr sdk-parse "$DATA/formats/grid16_decimal_csv.csv"
  assert_success "$P16"
}

@test "sdk-parse reads a 4x4 csv grid" {
  parse_stdin "2,,,\n,1,,\n,,,\n,3,,1\n"
  assert_success "$P4"
}

# ---------------------------------------------------------------- grid

@test "sdk-parse reads the qqwing readable sample" {
  run --separate-stderr sdk-parse "$DATA/formats/grid9_qqwing_readable.txt"
  assert_success "$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads puzzle and solution as qqwing --readable prints them" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse qqwing-readable.in)"
  assert_success
  assert_output "$P9
$S9"
}

@test "sdk-parse copies qqwing's statistics as comments" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse qqwing-stats.in)"
  assert_success
  assert_output "$P9
$S9
# Number of Givens: 22
# Number of Singles: 40
# Number of Hidden Singles: 19
# Number of Naked Pairs: 2
# Number of Hidden Pairs: 0
# Number of Pointing Pairs/Triples: 0
# Number of Box/Line Intersections: 0
# Number of Guesses: 0
# Number of Backtracks: 0
# Difficulty: Intermediate"
}

@test "sdk-parse reads puzzle and solution as qqwing --compact prints them" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse qqwing-compact.in)"
  assert_success
  assert_output "$(cat "$(fixture sdk-parse qqwing-compact.out)")"
  assert_stderr ""
}

@test "sdk-parse reads a compact grid whose first row is full" {
  parse_stdin "$(printf '%s\n' "$S9" | fold -w9)\n"
  assert_success "$S9"
  assert_stderr ""
}

@test "sdk-parse reads a full 4x4 compact grid" {
  parse_stdin "2413\n3142\n1234\n4321\n"
  assert_success "$S4"
  assert_stderr ""
}

@test "sdk-parse reads the compact sample" {
  run --separate-stderr sdk-parse "$DATA/formats/grid9_compact.txt"
  assert_success "$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads Debian's standard layout and copies its % title" {
  run --separate-stderr sdk-parse "$DATA/formats/grid9_debian_standard.txt"
  assert_success
  assert_output "# invented - hard
$P9"
}

@test "sdk-parse reads Debian's compact layout with % titles" {
  run --separate-stderr sdk-parse "$DATA/formats/grid9_debian_compact.txt"
  assert_success
  assert_output "# my invented puzzle - medium
$P9
# second board, digits relabelled
$Q9"
}

@test "sdk-parse reads the standard layout captured from Debian's sudoku" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse debian-standard.in)"
  assert_success
  assert_output "# randomly generated - hard
.23...9.....78...55....2..7..16.8.9..9..3..1..4.1.96..9..4....81...26.....4...17.
# randomly generated - easy
..3.972..89.2.4....42.5.7..78..2.5.1.5.....3.2.1.8..76..9.6.45....3.9.18..854.3.."
}

# bats test_tags=memcheck
@test "sdk-parse reads the compact layout captured from Debian's sudoku -fcompact" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse debian-compact.in)"
  assert_success
  assert_output "# randomly generated - hard
.61.2.3..7.......29.5.4....6.42..8...9.....6...3..59.4....1.4.75.......9..2.9.63.
# randomly generated - medium
..78..2..93..46...5..9...4.8...5...2..9...4..1...7...5.6...8..4...41..67..8..73.."
}

@test "sdk-parse reads seed 000's grid with dashes, spaces and blank lines" {
  parse_stdin "1-- 489 --6\n73- --- -4-\n--- --1 295\n\n--7 12- 6--\n5-- 7-3 --8\n--6 -95 7--\n\n914 6-- ---\n-2- --- -37\n8-- 512 --4\n"
  assert_success "$G9"
}

@test "sdk-parse reads seed 000's grid without spaces or blank lines" {
  parse_stdin "1--489--6\n73-----4-\n-----1295\n--712-6--\n5--7-3--8\n--6-957--\n9146-----\n-2-----37\n8--512--4\n"
  assert_success "$G9"
}

# bats test_tags=memcheck
@test "sdk-parse reads a grid with blank lines between boxes and a quoted title" {
  run --separate-stderr sdk-parse "$DATA/formats/grid9_gsf_blank_line_boxes.txt"
  assert_success
  assert_output "# \"invented-001\"
$P9"
}

@test "sdk-parse reads a grid of digits separated by spaces with zeros" {
  run --separate-stderr sdk-parse "$DATA/formats/grid9_spaces_zero.txt"
  assert_success "$P9"
}

@test "sdk-parse reads a grid with ! separators and = lines" {
  parse_stdin ". 9 3 ! . . 1 ! . . .\n2 . . ! . . . ! 1 4 .\n. . . ! . . . ! . . 8\n======+=======+======\n. . . ! 8 7 9 ! . . 3\n. . . ! . 3 . ! . . .\n. 6 4 ! . . . ! . . .\n======+=======+======\n4 . . ! . . . ! . . .\n. . . ! 1 4 2 ! 8 . .\n5 7 . ! . . . ! 2 . .\n"
  assert_success "$P9"
}

@test "sdk-parse reads the 4x4 line and the 4x4 boxed grid" {
  run --separate-stderr sdk-parse "$DATA/formats/four_by_four.txt"
  assert_success
  assert_output "# 16-char line, '.' = empty, values 1-4
$P4
# same as 4-line grid with 2x2 box separators
$P4"
}

# bats test_tags=memcheck
@test "sdk-parse reads a boxed 16x16 grid with values 1-G" {
  run --separate-stderr sdk-parse "$DATA/formats/grid16_boxed_1G.txt"
  assert_success "$P16"
}

@test "sdk-parse reads a 16x16 grid of spaced characters with zeros" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse grid16-spaces-zero.in)"
  assert_success "$P16"
}

# bats test_tags=memcheck
@test "sdk-parse reads a 16x16 grid of decimal integers" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse grid16-decimal-spaces.in)"
  assert_success "$P16"
}

# bats test_tags=memcheck
@test "sdk-parse reads a grid pair side by side" {
  parse_stdin "2... 2413\n.1.. 3142\n.... 1234\n.3.1 4321\n"
  assert_success "$P4	$S4"
}

# bats test_tags=memcheck
@test "sdk-parse attaches a status line under a grid as fields" {
  parse_stdin "2...\n.1..\n....\n.3.1\nunique rating=3.2\n"
  assert_success "$P4	unique	rating=3.2"
}

# ---------------------------------------------------------------- digits

# bats test_tags=memcheck
@test "sdk-parse reads seed 003's 60 digits then 21 as one puzzle" {
  parse_stdin "5 3 0 0 7 0 0 0 0 6 0 0 1 9 5 0 0 0 0 9 8 0 0 0 0 6 0 8 0 0 0 6 0 0 0 3 4 0 0 8 0 3 0 0 1 7 0 0 0 2 0 0 0 6 0 6 0 0 0 0\n2 8 0 0 0 0 4 1 9 0 0 5 0 0 0 0 8 0 0 7 9\n"
  assert_success "$C9"
}

@test "sdk-parse reads digits mixed with other characters" {
  parse_stdin "(5,3,0,0,7,0,0,0,0,6,0,0,1,9,5,0,0,0,0,9,8,0,0,0,0,6,0,8,0,0,0,6,0,0,0,3,4,0,0,8,0,3,0,0,1,7,0,0,0,2,0,0,0,6,0,6,0,0,0,0,\n2,8,0,0,0,0,4,1,9,0,0,5,0,0,0,0,8,0,0,7,9)\n"
  assert_success "$C9"
}

@test "sdk-parse reads 16 digits over lines as a 4x4 puzzle with -z 4" {
  parse_stdin "2 0 0 0 0 1 0\n0 0 0 0 0 0 3 0 1\n" -z 4
  assert_success "$P4"
}

@test "sdk-parse forces the digits format with -f digits" {
  parse_stdin "${C9:0:40}\n${C9:40}\n" -f digits
  assert_success "$C9"
}

# ---------------------------------------------------------------- sized

@test "sdk-parse reads a 4x4 sized puzzle with the size alone on a line" {
  parse_stdin "4\n2 0 0 0\n0 1 0 0\n0 0 0 0\n0 3 0 1\n"
  assert_success "$P4"
}

@test "sdk-parse reads a 4x4 sized puzzle inline after its size" {
  parse_stdin "4 1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 0\n"
  assert_success "123434122143432."
}

@test "sdk-parse reads a 9x9 sized puzzle and ignores input up to the next size, its words kept as comments" {
  parse_stdin "9\n5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\nextra stuff 1 2 3\n4\n2 4 1 3 3 1 4 2 1 2 3 4 4 3 2 1\n"
  assert_success
  assert_output "$C9
# extra stuff 1 2 3
$S4"
}

# bats test_tags=memcheck
@test "sdk-parse reads a 16x16 sized puzzle with values 10-16 as integers" {
  run --separate-stderr sdk-parse "$(fixture sdk-parse sized16.in)"
  assert_success "$P16"
}

# bats test_tags=memcheck
@test "sdk-parse reads a sized pair written side by side" {
  parse_stdin "4\n2 0 0 0    2 4 1 3\n0 1 0 0    3 1 4 2\n0 0 0 0    1 2 3 4\n0 3 0 1    4 3 2 1\n"
  assert_success "$P4	$S4"
}

@test "sdk-parse forces the sized format with -f sized" {
  parse_stdin "4\n2 0 0 0 0 1 0 0 0 0 0 0 0 3 0 1\n" -f sized
  assert_success "$P4"
}

# ---------------------------------------------------------------- board

# bats test_tags=memcheck
@test "sdk-parse reads an sdk-play board with entries as a pair" {
  cat >in.txt <<'EOF'
----------------------------------
|  8 .9 .3 |  4  6 .1 |  7  5  2 |
| .2  5  7 |  9  8  3 | .1 .4  6 |
|  6  4  1 |  5  2  7 |  3  9 .8 |
----------------------------------
|  1  2  5 | .8 .7 .9 |  4  6 .3 |
|  7  8  9 |  6 .3  4 |  5  2  1 |
|  3 .6 .4 |  2  1  5 |  9  8  7 |
----------------------------------
| .4  1  2 |  7  5  8 |  6  3  9 |
|  9  3  6 | .1 .4 .2 | .8  7  5 |
| .5 .7  8 |  3  9  6 | .2  1  4 |
----------------------------------
EOF
  run --separate-stderr sdk-parse in.txt
  assert_success "$P9	$S9"
}

@test "sdk-parse reads a board with a few entries as givens then givens plus entries" {
  cat >in.txt <<'EOF'
-----------------
| .2  4 |       |
|    .1 |       |
-----------------
|       |       |
|    .3 |    .1 |
-----------------
EOF
  run --separate-stderr sdk-parse in.txt
  assert_success "$P4	24...1.......3.1"
}

@test "sdk-parse keeps only the givens of a board with --givens-only" {
  cat >in.txt <<'EOF'
-----------------
| .2  4 |       |
|    .1 |       |
-----------------
|       |       |
|    .3 |    .1 |
-----------------
EOF
  run --separate-stderr sdk-parse --givens-only in.txt
  assert_success "$P4"
}

@test "sdk-parse reads a board without entries as a plain puzzle" {
  cat >in.txt <<'EOF'
-----------------
| .2    |       |
|    .1 |       |
-----------------
|       |       |
|    .3 |    .1 |
-----------------
EOF
  run --separate-stderr sdk-parse in.txt
  assert_success "$P4"
}

# ---------------------------------------------------------------- sdk ss sdm

# bats test_tags=memcheck
@test "sdk-parse reads SadMan's [Puzzle] and skips the [State] section" {
  run --separate-stderr sdk-parse "$DATA/formats/sadman.sdk"
  assert_success "$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads a SadMan [Solution] after the grid as a pair" {
  parse_stdin "[Puzzle]\n$(printf '%s\n' "$P9" | fold -w9)\n[Solution]\n$(printf '%s\n' "$S9" | fold -w9)\n"
  assert_success "$P9	$S9"
}

@test "sdk-parse reads a SadMan [Puzzle] whose first row is full" {
  parse_stdin "[Puzzle]\n$(printf '%s\n' "$S9" | fold -w9)\n"
  assert_success "$S9"
  assert_stderr ""
}

@test "sdk-parse copies sudocue's # metadata lines" {
  run --separate-stderr sdk-parse "$DATA/formats/sudocue.sdk"
  assert_success
  assert_output "#AAnonymous Setter
#DInvented sample puzzle
#CNot from any publication
#B11-06-2024
#Sinvented
#LMedium
#Uhttp://example.invalid/
$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads a Simple Sudoku .ss file" {
  run --separate-stderr sdk-parse "$DATA/formats/simple_sudoku.ss"
  assert_success "$P9"
}

@test "sdk-parse reads X as an empty cell in a .ss file" {
  sed 's/\./X/g' "$DATA/formats/simple_sudoku.ss" >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_success "$P9"
}

@test "sdk-parse reads a SudoCue .sdm file" {
  run --separate-stderr sdk-parse "$DATA/formats/sudocue.sdm"
  assert_success
  assert_output "$P9
$Q9"
}

# bats test_tags=memcheck
@test "sdk-parse reads a .sdm file with -f sdm" {
  run --separate-stderr sdk-parse -f sdm "$DATA/formats/sudocue.sdm"
  assert_success
  assert_output "$P9
$Q9"
}

# ---------------------------------------------------------------- candidates

# The candidate grid of the three pencil-mark samples, one line of sdk(5).
PMC=".....678.........9..3.......2.4567...2..56.8.1............567...2..567...2..567...2...........5..8.....5678...3.567.9....56.89..3.5678.1...........4.........567.91....67..1..45....1...567...234567.9.2..56..9..34567....3.567.9.23.567.9.......8.1........12..5....12..5...........8.......7..........9...456...12..56.....3......1.....78912..5..8.12..5.789.2.456.....3.........456......4567.912..5678912.4567.91.3...789.....6......4......2..5....12..5........5........5.7.912..5.78912..5.7.9...4.....123....8.12...6.89..3.567.9....56.89..3.5678...3.567.91.3.567.91...567.9..3..6..9..3...........6..91...........4......2..............8...3.567.9....567.9....5..........7..1....6.89..3..6..9.....6.89..3..6.8..2.......1.3..6..91..4.6..9"
# Their cells of one candidate as givens, what --givens-only keeps.
PMG=".93..1...2.....14.........81..879..3....3.....64..5...4.........3.1428..57....2.."

# bats test_tags=memcheck
@test "sdk-parse keeps the candidates of pencil marks in braces" {
  run --separate-stderr sdk-parse "$DATA/formats/pencilmark_braces.txt"
  assert_success "$PMC"
}

# bats test_tags=memcheck
@test "sdk-parse keeps the candidates of the framed simplesudoku pencil-mark grid" {
  run --separate-stderr sdk-parse "$DATA/formats/pencilmark_grid_simplesudoku.txt"
  assert_success "$PMC"
}

# bats test_tags=memcheck
@test "sdk-parse keeps the candidates of a 729-character pencil-mark line" {
  run --separate-stderr sdk-parse "$DATA/formats/pencilmark_729.txt"
  assert_success
  assert_output "# 729 chars: cell i, digit d -> position 9*i+d-1 holds d or '.'
$PMC"
}

@test "sdk-parse --givens-only keeps the cells of one candidate of every pencil-mark format" {
  local f
  for f in braces grid_simplesudoku 729; do
    run --separate-stderr sdk-parse --givens-only \
        "$DATA/formats/pencilmark_$f.txt"
    assert_success
    [ "${lines[${#lines[@]}-1]}" = "$PMG" ] || flunk "$f: $output"
  done
}

# ---------------------------------------------------------------- hodoku

@test "sdk-parse reads HoDoKu library lines and drops placed digits" {
  run --separate-stderr sdk-parse "$DATA/formats/hodoku_library.txt"
  assert_success
  assert_output "$P9
$P9"
}

# bats test_tags=memcheck
@test "sdk-parse keeps HoDoKu's placed digits with --keep-placed" {
  run --separate-stderr sdk-parse --keep-placed "$DATA/formats/hodoku_library.txt"
  assert_success
  assert_output "$P9
893..1.5.2....314....5....8.2.879..3....3.5...64.1....4.2......9..14287.57...62.."
}

# ---------------------------------------------------------------- json xml

# bats test_tags=memcheck
@test "sdk-parse reads a nested JSON object with value and solution arrays" {
  run --separate-stderr sdk-parse "$DATA/formats/api_dosuku_style.json"
  assert_success "$P9	$S9"
}

# bats test_tags=memcheck
@test "sdk-parse reads flat JSON arrays with null empty cells" {
  run --separate-stderr sdk-parse "$DATA/formats/api_flat_null.json"
  assert_success "$P9	$S9"
}

@test "sdk-parse reads a JSON board of arrays" {
  run --separate-stderr sdk-parse "$DATA/formats/api_sugoku_board.json"
  assert_success "$P9"
}

@test "sdk-parse reads a bare JSON array of rows" {
  parse_stdin "[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]]\n"
  assert_success "$P4"
}

# bats test_tags=memcheck
@test "sdk-parse reads a JSON array of objects and one object per line" {
  parse_stdin "[{\"puzzle\":\"$P9\"},\n {\"puzzle\":\"$P4\",\"solution\":\"$S4\"}]\n{\"sudoku\":\"$P16\"}\n{\"grid\":[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]],\"fields\":[\"unique\",\"rating=3.2\"]}\n"
  assert_success
  assert_output "$P9
$P4	$S4
$P16
$P4	unique	rating=3.2"
}

# bats test_tags=memcheck
@test "sdk-parse reads an OpenSudoku collection with a version 3 game" {
  run --separate-stderr sdk-parse "$DATA/formats/collection.opensudoku"
  assert_success
  assert_output "$P9
$P9"
}

# bats test_tags=memcheck
@test "sdk-parse reads an OpenSudoku version 1 collection" {
  run --separate-stderr sdk-parse "$DATA/formats/collection_v1.opensudoku"
  assert_success
  assert_output "$P9
$Q9"
}

# ---------------------------------------------------------------- hex ap

# bats test_tags=memcheck
@test "sdk-parse reads hex with -f hex" {
  run --separate-stderr sdk-parse -f hex "$DATA/formats/hex16_0F_dot.txt"
  assert_success
  assert_output "# 256 chars, symbols 0-F, '.' = empty (0 is a VALUE here)
$P16"
}

# bats test_tags=memcheck
@test "sdk-parse reads the A-P alphabet with -f ap" {
  run --separate-stderr sdk-parse -f ap "$DATA/formats/hex16_AP_spoj.txt"
  assert_success "$P16"
}

@test "sdk-parse reads an A-P grid without -f ap, as with it" {
  run --separate-stderr sdk-parse -f ap "$DATA/formats/hex16_AP_spoj.txt"
  local want=$output
  run --separate-stderr sdk-parse "$DATA/formats/hex16_AP_spoj.txt"
  assert_success "$want"
  assert_stderr ""
}

# ---------------------------------------------------------------- options

@test "sdk-parse lists its formats with -l" {
  run --separate-stderr sdk-parse -l
  assert_success
  assert_output "line        one puzzle per line: 16, 81 or 256 cells
csv         a header line, then puzzle,solution rows; or N rows of N comma-separated values
grid        N lines of N cells, with or without separators
digits      a run of cells split over lines in any way
sized       the size, then N*N integers, 0 for empty
board       the sdk-play board
sdk         SadMan Sudoku .sdk
ss          Simple Sudoku .ss
sdm         SudoCue .sdm: one 81-digit puzzle per line
candidates  a pencil-mark grid, or a 729-character line
hodoku      HoDoKu library lines
json        JSON objects or arrays
xml         OpenSudoku XML collections
hex         16x16 with values 0-F, . empty
ap          16x16 with values A-P, - empty"
}

@test "sdk-parse lists its formats with --list-formats" {
  run --separate-stderr sdk-parse --list-formats
  assert_success
  [ "${#lines[@]}" -eq 15 ]
  assert_line 14 "ap          16x16 with values A-P, - empty"
}

@test "sdk-parse forces the grid format with -f grid" {
  run --separate-stderr sdk-parse -f grid "$DATA/formats/grid9_compact.txt"
  assert_success "$P9"
}

@test "sdk-parse reports a line that is not a line puzzle under -f line" {
  run --separate-stderr sdk-parse --format=line "$DATA/formats/grid9_compact.txt"
  assert_failure 2
  assert_output ""
  [ "${#stderr_lines[@]}" -ge 1 ]
  [[ "${stderr_lines[0]}" == "sdk-parse: "*"grid9_compact.txt:1: "* ]]
}

@test "sdk-parse reports a line of the wrong length under -f line" {
  parse_stdin "${P9}.\n$P9\n${P9:1}\n" -f line
  assert_failure 2
  assert_output "$P9"
  assert_stderr "sdk-parse: in.txt:1: expected 16, 81 or 256 cells, found 82
sdk-parse: in.txt:3: expected 16, 81 or 256 cells, found 80"
}

@test "sdk-parse reads 16-cell lines as 16x16 rows with -z 16" {
  parse_stdin "$(printf '%s\n' "$P16" | fold -w16)\n" -z 16
  assert_success "$P16"
}

@test "sdk-parse reports a puzzle of another size than -z" {
  parse_stdin "$P9\n$P4\n" -z 4
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:1: expected a 4x4 puzzle, found 9x9"
}

@test "sdk-parse reports a 16-cell line out of range with -z 4" {
  parse_stdin "2....1.......3.7\n$P4\n" --size=4
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:1: value 7 out of range for 4x4 in cell 16"
}

@test "sdk-parse rejects a bad -z size with usage" {
  run --separate-stderr sdk-parse -z 5 /dev/null
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: bad size '5': want 4, 6, 8, 9, 10, 12 or 16
$USAGE"
}

@test "sdk-parse prints its help on stdout with --help" {
  run --separate-stderr sdk-parse --help
  assert_success "$(cat "$(fixture help sdk-parse.txt)")"
  assert_stderr ""
}

@test "sdk-parse prints its version with --version" {
  run --separate-stderr sdk-parse --version
  assert_success "sdk-parse 0.1.0"
}

@test "sdk-parse exits 2 with usage on stderr for a bad option" {
  run --separate-stderr sdk-parse -Q
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: invalid option -- 'Q'
$USAGE"
}

@test "sdk-parse exits 2 with usage on stderr for a bad long option" {
  run --separate-stderr sdk-parse --nope
  assert_failure 2
  assert_output ""
  [[ $stderr == *$'\n'"$USAGE" ]] || flunk "no usage: $stderr"
}

@test "sdk-parse exits 2 for an unknown format" {
  run --separate-stderr sdk-parse -f nope /dev/null
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: unknown format 'nope' (sdk-parse -l lists them)
$USAGE"
}

@test "sdk-parse reads standard input when given - or no operand" {
  printf '%s\n' "$P9" >in.txt
  run --separate-stderr sdk-parse - <in.txt
  assert_success "$P9"
  run --separate-stderr sdk-parse <in.txt
  assert_success "$P9"
}

@test "sdk-parse reads several files in order" {
  run --separate-stderr sdk-parse "$DATA/formats/sudocue.sdm" \
      "$DATA/formats/four_by_four.txt"
  assert_success
  assert_output "$P9
$Q9
# 16-char line, '.' = empty, values 1-4
$P4
# same as 4-line grid with 2x2 box separators
$P4"
}

@test "sdk-parse writes each record at once with -U" {
  run --separate-stderr sdk-parse -U "$DATA/formats/line81_zero.txt"
  assert_success
  assert_output "$P9
$Q9"
}

# ---------------------------------------------------------------- errors

@test "sdk-parse reports file:line for a short row and reads the next puzzle" {
  parse_stdin ".93..1...\n2.....14.\n........8\n...879..3\n....3...\n.64......\n4........\n...1428..\n57....2..\n$Q9\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:5: row has 8 cells, want 9"
}

# bats test_tags=memcheck
@test "sdk-parse reports a short row in a boxed grid" {
  cat >in.txt <<EOF
 . 9 3 | . . 1 | . . .
 2 . . | . . . | 1 4 .
 . . . | . . . | . . 8
-------+-------+-------
 . . . | 8 7 9 | . . 3
 . . . | . 3 . | . .
 . 6 4 | . . . | . . .
-------+-------+-------
 4 . . | . . . | . . .
 . . . | 1 4 2 | 8 . .
 5 7 . | . . . | 2 . .

$P4
EOF
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:6: row has 8 cells, want 9"
}

@test "sdk-parse reports an incomplete grid and reads the next puzzle" {
  parse_stdin ".93..1...\n2.....14.\n........8\n...879..3\n....3....\n.64......\n4........\n\n$Q9\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: expected 9 rows, found 7"
}

# bats test_tags=memcheck
@test "sdk-parse reports an incomplete grid at the end of the input" {
  parse_stdin "# t\n2...\n.1..\n....\n"
  assert_failure 2
  assert_output "# t"
  assert_stderr "sdk-parse: in.txt:2: expected 4 rows, found 3"
}

@test "sdk-parse reports a value out of range for a 4x4 grid" {
  parse_stdin "2...\n.1..\n....\n.3.7\n\n$P4\n"
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:1: value 7 out of range for 4x4 in cell 16"
}

@test "sdk-parse reports a bad character in a JSON puzzle string" {
  parse_stdin "{\"puzzle\":\"${P9:0:60}?${P9:61}\"}\n{\"puzzle\":\"$Q9\"}\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: bad character '?' in cell 61"
}

@test "sdk-parse reports a bad character in a HoDoKu line" {
  parse_stdin ":0000:x:${P9:0:60}?${P9:61}::::\n:0000:x:$Q9::::\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: bad character '?' in cell 61"
}

# bats test_tags=memcheck
@test "sdk-parse reports a bad character in an OpenSudoku game" {
  parse_stdin "<opensudoku>\n<game data=\"${P9:0:60}?${P9:61}\"/>\n<game data=\"${Q9//./0}\"/>\n</opensudoku>\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:2: bad character '?' in cell 61"
}

@test "sdk-parse reports a line puzzle cut by a stray character" {
  parse_stdin "${P9:0:60}?${P9:61}\n$Q9\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: bad character '?' in cell 61"
}

@test "sdk-parse reports a canonical record with a bad character" {
  parse_stdin "${P9:0:60}?${P9:61}\tunique\n$Q9\tunique\n"
  assert_failure 2
  assert_output "$Q9	unique"
  assert_stderr "sdk-parse: in.txt:1: bad character '?' in cell 61"
}

@test "sdk-parse reports a puzzle line with a stray letter" {
  parse_stdin "${P9:0:60}H${P9:61}\n$Q9\n"
  assert_failure 2
  assert_output "$Q9"
  [ -n "$stderr" ]
}

@test "sdk-parse reports a line one cell short" {
  parse_stdin "${P9:1}\n$Q9\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: expected 81 cells, found 80"
}

@test "sdk-parse reports a line one cell too long without writing it" {
  parse_stdin "${P9}.\n$Q9\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: expected 81 cells, found 82"
}

@test "sdk-parse reports a digits run that ends short" {
  parse_stdin "5 3 0 0 7 0 0 0 0 6 0 0 1 9 5 0 0 0 0 9 8 0 0 0 0 6 0 8 0 0 0 6 0 0 0 3 4 0 0 8 0 3 0 0 1 7 0 0 0 2 0 0 0 6 0 6 0 0 0 0\n2 8 0 0 0 0 4 1 9 0 0 5 0 0 0 0 8 0 0 7\n"
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:1: expected 81 cells, found 80"
}

@test "sdk-parse reports a bad size in the sized format" {
  parse_stdin "5\n1 2 3 4 5\n\n4\n2 0 0 0 0 1 0 0 0 0 0 0 0 3 0 1\n"
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:1: bad size 5"
}

@test "sdk-parse reports a sized value out of range for 4x4" {
  parse_stdin "4\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 7\n4\n2 0 0 0 0 1 0 0 0 0 0 0 0 3 0 1\n"
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:5: value 7 out of range for 4x4"
}

# bats test_tags=memcheck
@test "sdk-parse reports a sized puzzle with too few values" {
  parse_stdin "4\n1 2 3 4\n3 4 1 2\n2 1 4 3\n"
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:1: expected 16 values, found 12"
}

@test "sdk-parse reports a bad value in the sized format" {
  parse_stdin "4\n1 2 3 4\n3 4 x 2\n2 1 4 3\n4 3 2 1\n4\n2 0 0 0 0 1 0 0 0 0 0 0 0 3 0 1\n"
  assert_failure 2
  assert_output "$P4"
  assert_stderr "sdk-parse: in.txt:3: bad value 'x'"
}

@test "sdk-parse reports a JSON puzzle of the wrong length" {
  parse_stdin "{\"puzzle\":\"${P9:1}\"}\n{\"puzzle\":\"$Q9\"}\n"
  assert_failure 2
  assert_output "$Q9"
  assert_stderr "sdk-parse: in.txt:1: expected 16, 81 or 256 cells, found 80"
}

@test "sdk-parse reports a JSON grid with a short row" {
  parse_stdin "{\"grid\":[[2,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]]}\n{\"puzzle\":\"$Q9\"}\n"
  assert_failure 2
  assert_output "$Q9"
  [ -n "$stderr" ]
}

# The shapes sdk-fmt --json writes (sdk-fmt(1), SHAPES).
G6='[[0,0,0,0,0,0],[0,0,0,0,6,4],[0,5,0,0,0,0],[3,2,0,4,1,0],[0,0,0,0,0,1],[2,0,0,0,3,0]]'
R6='[[1,1,1,2,2,2],[1,1,3,2,2,4],[1,3,3,3,2,4],[5,5,3,4,4,4],[5,5,3,6,6,4],[5,5,6,6,6,6]]'
J6='[[3,0,0,0,0,0],[4,0,5,0,0,0],[0,0,0,1,0,0],[0,0,0,0,0,1],[0,0,0,0,0,0],[6,0,0,0,0,3]]'
G4='[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]]'
OK4='{"size":4,"grid":[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]]}'

@test "sdk-parse reads the shape members of sdk-fmt --json" {
  parse_stdin "{\"size\":9,\"boxes\":[3,3],\"x\":true,\"grid\":\"$Q9\"}
{\"size\":9,\"boxes\":[3,3],\"windoku\":true,\"x\":false,\"grid\":\"$Q9\"}
{\"size\":6,\"boxes\":[2,3],\"grid\":$G6}
{\"size\":6,\"boxes\":[3,2],\"grid\":$G6}
{\"size\":6,\"regions\":$R6,\"x\":true,\"grid\":$J6,\"solution\":[[3,6,2,4,1,5],[4,1,5,3,2,6],[5,2,3,1,6,4],[2,4,6,5,3,1],[1,3,4,6,5,2],[6,5,1,2,4,3]]}
{\"size\":4,\"x\":true,\"grid\":$G4}
"
  assert_success
  assert_output "x:$Q9
w:$Q9
2x3:..........64.5....32.41......12...3.
3x2:..........64.5....32.41......12...3.
j=111222113224133324553444553664556666:x:3.....4.5......1.......1......6....3	362415415326523164246531134652651243
x:2....1.......3.1"
  assert_stderr ""
}

@test "sdk-parse takes --variant and --box for what the JSON members leave out" {
  parse_stdin "{\"size\":6,\"x\":true,\"grid\":$G6}\n{\"size\":6,\"boxes\":[2,3],\"grid\":$G6}\n" --box 3x2 --variant x
  assert_success
  assert_output "3x2:x:..........64.5....32.41......12...3.
2x3:x:..........64.5....32.41......12...3."
  assert_stderr ""
}

@test "sdk-parse reports a bad JSON member 'size' and reads the next record" {
  parse_stdin "{\"size\":7,\"boxes\":[2,3],\"grid\":$G6}\n{\"size\":\"6x6\",\"grid\":$G6}\n{\"size\":4,\"boxes\":[2,3],\"grid\":$G6}\n{\"size\":6,\"grid\":$G6}\n$OK4\n"
  assert_failure 2
  assert_output "2....1.......3.1"
  assert_stderr "sdk-parse: in.txt:1: member 'size' is not a side (4, 6, 8, 9, 10, 12 or 16)
sdk-parse: in.txt:2: bad grid in member 'grid'
sdk-parse: in.txt:3: member 'size' is 4, the grid 6x6
sdk-parse: in.txt:4: a 6x6 grid that does not draw its boxes: 2x3 or 3x2? (--box)"
}

@test "sdk-parse leaves alone a JSON member 'size' that is not a number" {
  parse_stdin "{\"size\":\"medium\",\"puzzle\":\"530070000600195000098000060800060003400803001700020006060000280000419005000080079\"}\n{\"size\":\"small\",\"boxes\":[2,3],\"grid\":$G6}\n{\"size\":null,\"x\":true,\"grid\":\"2....1.......3.1\"}\n"
  assert_success
  assert_output "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
2x3:..........64.5....32.41......12...3.
x:2....1.......3.1"
  assert_stderr ""
}

@test "sdk-parse reports a bad JSON member 'boxes' and reads the next record" {
  parse_stdin "{\"size\":6,\"boxes\":[2,4],\"grid\":$G6}\n{\"size\":6,\"boxes\":[2],\"grid\":$G6}\n{\"size\":6,\"boxes\":\"2x3\",\"grid\":$G6}\n{\"size\":6,\"boxes\":[1,6],\"grid\":$G6}\n{\"size\":6,\"boxes\":[0,6],\"grid\":$G6}\n$OK4\n"
  assert_failure 2
  assert_output "2....1.......3.1"
  assert_stderr "sdk-parse: in.txt:1: boxes of 2x4 do not tile a grid of side 6
sdk-parse: in.txt:2: member 'boxes' is not [rows,columns]
sdk-parse: in.txt:3: member 'boxes' is not [rows,columns]
sdk-parse: in.txt:4: boxes of 1x6: a box has two rows and two columns or more
sdk-parse: in.txt:5: boxes of 0x6 do not tile a grid of side 6"
}

@test "sdk-parse reports a bad JSON member 'regions' and reads the next record" {
  parse_stdin "{\"size\":6,\"regions\":[[1,1,1,2,2,2],[1,1,3,2,2,4],[1,3,3,3,2,4],[5,5,3,4,4,4],[5,5,3,6,6,4]],\"grid\":$J6}
{\"size\":6,\"regions\":[[1,1,1,2,2,2],[1,1,3,2,2,4,4],[1,3,3,3,2],[5,5,3,4,4,4],[5,5,3,6,6,4],[5,5,6,6,6,6]],\"grid\":$J6}
{\"size\":6,\"regions\":[[1,1,1,2,2,2],[1,1,3,2,2,4],[1,3,3,3,2,4],[5,5,3,4,4,4],[5,5,3,6,6,4],[5,5,6,6,6,0]],\"grid\":$J6}
{\"size\":6,\"regions\":[[1,1,1,2,2,2],[1,1,3,2,2,4],[1,3,3,3,2,4],[5,5,3,4,4,4],[5,5,3,6,6,4],[5,5,6,6,6,5]],\"grid\":$J6}
{\"size\":6,\"regions\":[[1,1,1,2,2,2],[1,1,3,2,2,4],[1,3,3,3,2,4],[5,5,3,4,4,4],[5,5,3,6,6,4],[5,5,6,6,6,7]],\"grid\":$J6}
{\"size\":6,\"boxes\":[2,3],\"regions\":$R6,\"grid\":$J6}
$OK4
"
  assert_failure 2
  assert_output "2....1.......3.1"
  assert_stderr "sdk-parse: in.txt:1: member 'regions' is not 6 rows of 6 regions 1 to 6
sdk-parse: in.txt:2: member 'regions' is not 6 rows of 6 regions 1 to 6
sdk-parse: in.txt:3: member 'regions' is not 6 rows of 6 regions 1 to 6
sdk-parse: in.txt:4: region 5 has 7 cells, not 6
sdk-parse: in.txt:5: region 7 in a grid of side 6
sdk-parse: in.txt:6: a jigsaw grid has no boxes"
}

@test "sdk-parse reports a JSON member 'x' or 'windoku' that is not true or false, and windoku of side 6" {
  parse_stdin "{\"size\":4,\"x\":\"yes\",\"grid\":$G4}\n{\"size\":4,\"windoku\":1,\"grid\":$G4}\n{\"size\":6,\"boxes\":[2,3],\"windoku\":true,\"grid\":$G6}\n$OK4\n"
  assert_failure 2
  assert_output "2....1.......3.1"
  assert_stderr "sdk-parse: in.txt:1: member 'x' is not true or false
sdk-parse: in.txt:2: member 'windoku' is not true or false
sdk-parse: in.txt:3: windoku needs a side of 4, 9 or 16"
}

# bats test_tags=memcheck
@test "sdk-parse reports a JSON text that ends early" {
  parse_stdin "{\"puzzle\":\n"
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: in.txt:1: JSON text ends early"
}

# bats test_tags=memcheck
@test "sdk-parse reports a missing file and still reads the others" {
  printf '%s\n' "$P9" >in.txt
  run --separate-stderr sdk-parse nofile in.txt
  assert_failure 2
  assert_output "$P9"
  assert_stderr "sdk-parse: nofile: No such file or directory"
}

@test "sdk-parse reports an unreadable file and still reads the others" {
  [ "$(id -u)" -ne 0 ] || skip "root reads every file"
  printf '%s\n' "$P4" >secret.txt
  chmod 000 secret.txt
  printf '%s\n' "$P9" >in.txt
  run --separate-stderr sdk-parse secret.txt in.txt
  assert_failure 2
  assert_output "$P9"
  assert_stderr "sdk-parse: secret.txt: Permission denied"
}

@test "sdk-parse reports a directory operand and still reads the others" {
  mkdir dir
  printf '%s\n' "$P9" >in.txt
  run --separate-stderr sdk-parse dir in.txt
  assert_failure 2
  assert_output "$P9"
  assert_stderr "sdk-parse: dir: Is a directory"
}

@test "sdk-parse reports a write error on /dev/full" {
  [ -w /dev/full ] || skip "no /dev/full"
  run --separate-stderr bash -c 'sdk-parse "$1" >/dev/full' _ "$DATA/formats/line81_dot.txt"
  assert_failure 2
  assert_stderr "sdk-parse: write error: No space left on device"
}

@test "sdk-parse ends quietly on a broken pipe" {
  for i in $(seq 20000); do printf '%s\n' "$P9"; done >in.txt
  run --separate-stderr bash -c 'sdk-parse in.txt | head -1'
  assert_success "$P9"
  assert_stderr ""
}

# ---------------------------------------------------------------- input forms

@test "sdk-parse copies comments in place between records" {
  parse_stdin "# first\n$P9\n#second\n\n$P4\n# last\n"
  assert_success
  assert_output "# first
$P9
#second
$P4
# last"
}

@test "sdk-parse copies a comment in place inside a run of error records" {
  parse_stdin "${P9:1}\n# kept\n$Q9\n"
  assert_failure 2
  assert_output "# kept
$Q9"
  assert_stderr "sdk-parse: in.txt:1: expected 81 cells, found 80"
}

# bats test_tags=memcheck
@test "sdk-parse reads CRLF input" {
  parse_stdin "# c\r\n$P9\r\n2...\r\n.1..\r\n....\r\n.3.1\r\n\r\n$P9\tunique\r\n"
  assert_success
  assert_output "# c
$P9
$P4
$P9	unique"
  [[ "$output" != *$'\r'* ]]
}

@test "sdk-parse drops a byte-order mark on the first line" {
  parse_stdin "\357\273\277# title\n$P9\n"
  assert_success
  assert_output "# title
$P9"
}

@test "sdk-parse drops a byte-order mark before a puzzle" {
  parse_stdin "\357\273\277$P9\n"
  assert_success "$P9"
}

@test "sdk-parse reads a final line without a newline" {
  parse_stdin "$P9\n$Q9"
  assert_success
  assert_output "$P9
$Q9"
}

@test "sdk-parse reads a final grid row without a newline" {
  parse_stdin "2...\n.1..\n....\n.3.1"
  assert_success "$P4"
}

@test "sdk-parse writes nothing and exits 0 on empty input" {
  : >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_success ""
  assert_stderr ""
  run --separate-stderr sdk-parse </dev/null
  assert_success ""
}

@test "sdk-parse skips blank lines" {
  parse_stdin "\n\n$P9\n\n   \n$Q9\n\n"
  assert_success
  assert_output "$P9
$Q9"
}

@test "sdk-parse keeps a grid with a repeated digit (it does not judge)" {
  parse_stdin "11..............\n"
  assert_success "11.............."
}

# bats test_tags=memcheck
@test "sdk-parse reports a grid row with a stray character and drops that grid" {
  parse_stdin ".93..1...\n2.....14.\n........8\n...879..3\n....3?...\n.64......\n4........\n...1428..\n57....2..\n2....1.......3.1\n"
  assert_failure 2
  assert_output "2....1.......3.1"
  assert_stderr "sdk-parse: in.txt:5: bad character '?' in row"
}

@test "sdk-parse reads a sized puzzle, then the line puzzle after its tail" {
  parse_stdin "4\n2 0 0 0\n0 1 0 0\n0 0 0 0\n0 3 0 1 4 4\n$P9\n"
  assert_success
  assert_output "2....1.......3.1
$P9"
}

# Words in a sized puzzle's tail (the free-text field sdk-fmt --sized
# writes under the grid) are kept as comments; they vanished.
@test "sdk-parse keeps the words after a sized puzzle as comments, and skips its numbers" {
  parse_stdin "4\n2 0 0 0\n0 1 0 0\n0 0 0 0\n0 3 0 1\nfrom book 3\n7 7 7\nunique but not\n$P9\n"
  assert_success
  assert_output "2....1.......3.1
# from book 3
# unique but not
$P9"
}

# A record is at most 32768 bytes as it is written: its shape, its cells
# and its other fields (half a stream line, so that every tool reads it).
@test "sdk-parse refuses a record longer than 32768 bytes, its shape counted, and goes on" {
  local m='j=111222333111222333111222333444555666444555666444555666777888999777888999777888999:'
  local x
  x=$(printf '%*s' 32686 '' | tr ' ' x)
  printf '%s\t%s\n' "$P9" "$x" >ok.txt
  run -0 --separate-stderr sdk-parse ok.txt
  [ "${#output}" -eq 32768 ] || flunk "${#output} bytes"
  assert_output "$P9	$x"
  printf '%s\t%sx\n%s\n' "$P9" "$x" "$P4" >long.txt
  run -2 --separate-stderr sdk-parse long.txt
  assert_output "$P4"
  assert_stderr "sdk-parse: long.txt:1: record longer than 32768 bytes"
  # The region map's 84 bytes count too.
  x=${x:84}
  printf '%s%s\t%s\n' "$m" "$P9" "$x" >ok.txt
  run -0 --separate-stderr sdk-parse ok.txt
  [ "${#output}" -eq 32768 ] || flunk "${#output} bytes"
  printf '%s%s\t%sx\n%s\n' "$m" "$P9" "$x" "$P4" >long.txt
  run -2 --separate-stderr sdk-parse long.txt
  assert_output "$P4"
  assert_stderr "sdk-parse: long.txt:1: record longer than 32768 bytes"
}
