#!/usr/bin/env bats
# fmt-shapes.bats: sdk-fmt on the shapes of sdk(5) that are not classic:
# boxes of R rows and C columns, X, windoku and jigsaw regions, in every
# text style (or its refusal), and drawn by --svg and --html, checked in
# Chromium when it is installed.
bats_require_minimum_version 1.5.0

setup() {
  load helper
  P6='2x3:..........64.5....32.41......12...3.'
  S6='463152512364154623326415635241241536'
  P8='2x4:1.8.2....7.41.8.6..8...5.2....3..3.6.42.5......6....45.2..7..8..'
  S8='1683275427541683613872457245613883165427542783163861457245723861'
  P12='3x4:C....1A....4...8....C.9.7..4.3.B.1.8...9..8A27.5.6..2.4.3C........B9.68..BC....15...A....47..B...4.29...A..1B9.C8.....2..A1..5.7..3.45....3.....'
  PX='x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5'
  PW='w:.4....7..19...5........2...9.......3....8......6..........7.5....3.........5...1.'
  J6='j=111222113224133324553444553664556666:3.....4.5......1.......1......6....3'
  T6='362415415326523164246531134652651243'
  J9='j=111222333112223333114223366144425566144555666744558669774558899777888999777888999:.......36..4...7...........38.....7.....3.....3......876........9..57..2..5....1.'
  T9='278519436514362789942785163389426571657931824136274958761843295893157642425698317'
  printf '%s\t%s\tunique\n' "$P6" "$S6" > pair6.txt
  printf '%s\t%s\n' "$P8" "$S8" > pair8.txt
  printf '%s\t%s\n' "$J6" "$T6" > pairj6.txt
  echo "$P6" > p6.txt
  echo "$P12" > p12.txt
  echo "$J9" > j9.txt
  printf '%s\n%s\n' "$PX" "$PW" > xw.txt
}

@test "sdk-fmt --boxed draws a 6x6 pair in 2x3 boxes under the name of its shape" {
  run -0 --separate-stderr sdk-fmt --boxed pair6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
. . .|. . .    4 6 3|1 5 2
. . .|. 6 4    5 1 2|3 6 4
-----+-----    -----+-----
. 5 .|. . .    1 5 4|6 2 3
3 2 .|4 1 .    3 2 6|4 1 5
-----+-----    -----+-----
. . .|. . 1    6 3 5|2 4 1
2 . .|. 3 .    2 4 1|5 3 6
unique
EOF
}

@test "sdk-fmt --grid groups 2x4 boxes by four columns, a blank line every two rows" {
  run -0 --separate-stderr sdk-fmt --grid pair8.txt
  assert_stderr ''
  assert_output <<'EOF'
8x8 (2x4 boxes)
1-8- 2---    1683 2754
-7-4 1-8-    2754 1683

6--8 ---5    6138 7245
-2-- --3-    7245 6138

-3-6 -42-    8316 5427
5--- ---6    5427 8316

---- 45-2    3861 4572
--7- -8--    4572 3861
EOF
}

@test "sdk-fmt --board draws 2x4 boxes and a pair's entries" {
  run -0 --separate-stderr sdk-fmt --board pair8.txt
  assert_stderr ''
  assert_output <<'EOF'
8x8 (2x4 boxes)
-----------------------------
| .1  6 .8  3 | .2  7  5  4 |
|  2 .7  5 .4 | .1  6 .8  3 |
-----------------------------
| .6  1  3 .8 |  7  2  4 .5 |
|  7 .2  4  5 |  6  1 .3  8 |
-----------------------------
|  8 .3  1 .6 |  5 .4 .2  7 |
| .5  4  2  7 |  8  3  1 .6 |
-----------------------------
|  3  8  6  1 | .4 .5  7 .2 |
|  4  5 .7  2 |  3 .8  6  1 |
-----------------------------
EOF
}

@test "sdk-fmt --report prints a 6x6 pair under its shape" {
  run -0 --separate-stderr sdk-fmt --report pair6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
The original puzzle:

--- ---
--- -64

-5- ---
32- 41-

--- --1
2-- -3-

Solution:

463 152
512 364

154 623
326 415

635 241
241 536

The puzzle was solved.
unique
EOF
}

# The name line is over the puzzle's grid alone: an X or windoku report's
# solution read back as a classic grid.
@test "sdk-fmt --report of an X or windoku pair reads back with both grids in the shape" {
  local x='x:............8.61....6.....4..5.......7.9...6...1.6....8...9....2........3.4.....5	148259736793846152526173984685312479472985361931467528857694213219538647364721895'
  run --separate-stderr sh -c 'sdk-fmt --report | sdk-parse' <<<"$x"
  assert_success '# The original puzzle:
x:............8.61....6.....4..5.......7.9...6...1.6....8...9....2........3.4.....5
# Solution:
x:148259736793846152526173984685312479472985361931467528857694213219538647364721895
# The puzzle was solved.'
  run --separate-stderr sh -c 'sdk-fmt --report | sdk-parse' <<<"x:w:.....1..2.4.....	3214412323411432"
  assert_success '# The original puzzle:
x:w:.....1..2.4.....
# Solution:
x:w:3214412323411432
# The puzzle was solved.'
}

# Boards without their name line were read only with square boxes: a 6x6
# one failed ("row has 2 cells, want 4"), even with -z 6.
@test "sdk-parse reads a board of any side without its name line" {
  local z r
  for z in "-z 4" "-z 6" "--box 3x2" "-z 8" "-z 10" "-z 12" "--box 4x3" "-z 16"; do
    r=$(sdk-gen $z -s 4)
    sdk-fmt --board <<<"$r" | sed '/^[0-9]*x[0-9]* /d' >b.txt
    ! grep -q 'boxes' b.txt
    run --separate-stderr sdk-parse b.txt
    assert_success "$r"
  done
  run --separate-stderr sdk-parse -z 6 b.txt
  assert_failure 2
  assert_stderr 'sdk-parse: b.txt:2: expected a 6x6 puzzle, found 16x16'
}

@test "sdk-fmt --padded names the shape above the rows" {
  run -0 --separate-stderr sdk-fmt --padded pair6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
  0  0  0  0  0  0      4  6  3  1  5  2
  0  0  0  0  6  4      5  1  2  3  6  4
  0  5  0  0  0  0      1  5  4  6  2  3
  3  2  0  4  1  0      3  2  6  4  1  5
  0  0  0  0  0  1      6  3  5  2  4  1
  2  0  0  0  3  0      2  4  1  5  3  6
unique
EOF
}

@test "sdk-fmt --sized names the shape above the size" {
  run -0 --separate-stderr sdk-fmt --sized p6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
6
0 0 0 0 0 0
0 0 0 0 6 4
0 5 0 0 0 0
3 2 0 4 1 0
0 0 0 0 0 1
2 0 0 0 3 0
EOF
}

@test "sdk-fmt --compact names the shape above the rows" {
  run -0 --separate-stderr sdk-fmt --compact p6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
......
....64
.5....
32.41.
.....1
2...3.
EOF
}

@test "sdk-fmt --csv=grid names the shape above the rows" {
  run -0 --separate-stderr sdk-fmt --csv=grid p6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
,,,,,
,,,,6,4
,5,,,,
3,2,,4,1,
,,,,,1
2,,,,3,
EOF
}

@test "sdk-fmt --candidates pencils a 6x6 grid by its rows, columns and boxes" {
  run -0 --separate-stderr sdk-fmt --candidates p6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 (2x3 boxes)
1456   1346   123456 1235   25     235
15     13     1235   1235   6      4
146    5      146    236    2      236
3      2      6      4      1      56
456    346    3456   256    245    1
2      146    1456   56     3      56
EOF
}

@test "sdk-fmt --line and --zero keep the shape before the cells, a pair's solution bare" {
  run -0 --separate-stderr sh -c 'sdk-fmt --line pair6.txt; sdk-fmt --zero pair6.txt'
  assert_stderr ''
  assert_output <<'EOF'
2x3:..........64.5....32.41......12...3.	463152512364154623326415635241241536	unique
2x3:000000000064050000320410000001200030	463152512364154623326415635241241536	unique
EOF
}

@test "sdk-fmt --csv keeps the shape in the puzzle column" {
  run -0 --separate-stderr sdk-fmt --csv pair6.txt
  assert_stderr ''
  assert_output <<'EOF'
puzzle,solution
2x3:..........64.5....32.41......12...3.,463152512364154623326415635241241536
EOF
}

@test "sdk-fmt --json gives the boxes of a 6x6 grid" {
  run -0 --separate-stderr sdk-fmt --json pair6.txt
  assert_stderr ''
  assert_output <<'EOF'
{"size":6,"boxes":[2,3],"grid":[[0,0,0,0,0,0],[0,0,0,0,6,4],[0,5,0,0,0,0],[3,2,0,4,1,0],[0,0,0,0,0,1],[2,0,0,0,3,0]],"solution":[[4,6,3,1,5,2],[5,1,2,3,6,4],[1,5,4,6,2,3],[3,2,6,4,1,5],[6,3,5,2,4,1],[2,4,1,5,3,6]],"fields":["unique"]}
EOF
}

@test "sdk-fmt --boxed draws a 12x12 grid of 3x4 boxes with letters" {
  run -0 --separate-stderr sdk-fmt p12.txt
  assert_stderr ''
  assert_output <<'EOF'
12x12 (3x4 boxes)
C . . .|. 1 A .|. . . 4
. . . 8|. . . .|C . 9 .
7 . . 4|. 3 . B|. 1 . 8
-------+-------+-------
. . . 9|. . 8 A|2 7 . 5
. 6 . .|2 . 4 .|3 C . .
. . . .|. . B 9|. 6 8 .
-------+-------+-------
. B C .|. . . 1|5 . . .
A . . .|. 4 7 .|. B . .
. 4 . 2|9 . . .|A . . 1
-------+-------+-------
B 9 . C|8 . . .|. . 2 .
. A 1 .|. 5 . 7|. . 3 .
4 5 . .|. . 3 .|. . . .
EOF
}

@test "sdk-fmt names X and windoku above their boxes" {
  run -0 --separate-stderr sdk-fmt xw.txt
  assert_stderr ''
  assert_output <<'EOF'
9x9 X
. . 8|. 5 .|. 7 .
. . 4|. . .|. 1 .
. . .|2 . .|. . .
-----+-----+-----
. . .|1 . .|. . .
7 . 1|. 6 .|. . 8
. . 2|. . .|. 6 .
-----+-----+-----
. . .|. . .|. 3 .
. . .|. 7 .|. 2 .
. . .|. 9 6|. . 5

9x9 windoku
. 4 .|. . .|7 . .
1 9 .|. . 5|. . .
. . .|. . 2|. . .
-----+-----+-----
9 . .|. . .|. . 3
. . .|. 8 .|. . .
. . 6|. . .|. . .
-----+-----+-----
. . .|. 7 .|5 . .
. . 3|. . .|. . .
. . .|5 . .|. 1 .
EOF
}

@test "sdk-fmt --compact and --candidates name X windoku" {
  echo "x:w:$(printf '%.0s.' {1..80})1" > xw1.txt
  run -0 --separate-stderr sh -c 'sdk-fmt --compact xw1.txt; sdk-fmt --candidates xw1.txt'
  assert_stderr ''
  assert_output <<'EOF'
9x9 X windoku
.........
.........
.........
.........
.........
.........
.........
.........
........1
9x9 X windoku
23456789  123456789 123456789 123456789 123456789 123456789 123456789 123456789 23456789
123456789 23456789  123456789 123456789 123456789 123456789 123456789 123456789 23456789
123456789 123456789 23456789  123456789 123456789 123456789 123456789 123456789 23456789
123456789 123456789 123456789 23456789  123456789 123456789 123456789 123456789 23456789
123456789 123456789 123456789 123456789 23456789  123456789 123456789 123456789 23456789
123456789 123456789 123456789 123456789 123456789 23456789  123456789 123456789 23456789
123456789 123456789 123456789 123456789 123456789 123456789 23456789  23456789  23456789
123456789 123456789 123456789 123456789 123456789 123456789 23456789  23456789  23456789
23456789  23456789  23456789  23456789  23456789  23456789  23456789  23456789  1
EOF
}

@test "sdk-fmt --json and --line keep X and windoku" {
  run -0 --separate-stderr sh -c 'sdk-fmt --json xw.txt; sdk-fmt --line xw.txt'
  assert_stderr ''
  assert_output <<'EOF'
{"size":9,"boxes":[3,3],"x":true,"grid":[[0,0,8,0,5,0,0,7,0],[0,0,4,0,0,0,0,1,0],[0,0,0,2,0,0,0,0,0],[0,0,0,1,0,0,0,0,0],[7,0,1,0,6,0,0,0,8],[0,0,2,0,0,0,0,6,0],[0,0,0,0,0,0,0,3,0],[0,0,0,0,7,0,0,2,0],[0,0,0,0,9,6,0,0,5]]}
{"size":9,"boxes":[3,3],"windoku":true,"grid":[[0,4,0,0,0,0,7,0,0],[1,9,0,0,0,5,0,0,0],[0,0,0,0,0,2,0,0,0],[9,0,0,0,0,0,0,0,3],[0,0,0,0,8,0,0,0,0],[0,0,6,0,0,0,0,0,0],[0,0,0,0,7,0,5,0,0],[0,0,3,0,0,0,0,0,0],[0,0,0,5,0,0,0,1,0]]}
x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5
w:.4....7..19...5........2...9.......3....8......6..........7.5....3.........5...1.
EOF
}

@test "sdk-fmt --boxed draws the regions of a 4x4 jigsaw grid (sdk-fmt(1))" {
  run -0 --separate-stderr sh -c "echo 'j=1112122233343444:....3.1.....42..' | sdk-fmt"
  assert_stderr ''
  assert_output <<'EOF'
4x4 jigsaw
. . .|.
 +---+
3|. 1 .
-+---+-
. . .|.
 +---+
4|2 . .
EOF
}

@test "sdk-fmt --boxed draws the regions of a 6x6 jigsaw pair side by side" {
  run -0 --separate-stderr sdk-fmt pairj6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 jigsaw
3 . .|. . .    3 6 2|4 1 5
   +-+   +-       +-+   +-
4 .|5|. .|.    4 1|5|3 2|6
 +-+ +-+ |      +-+ +-+ |
.|. . 1|.|.    5|2 3 1|6|4
-+-+ +-+-+     -+-+ +-+-+
. .|.|. . 1    2 4|6|5 3 1
   | +---+        | +---+
. .|.|. .|.    1 3|4|6 5|2
   +-+   +-       +-+   +-
6 .|. . . 3    6 5|1 2 4 3
EOF
}

@test "sdk-fmt --board draws the regions of a 4x4 jigsaw grid (sdk-fmt(1))" {
  run -0 --separate-stderr sh -c "echo 'j=1112122233343444:....3.1.....42..' | sdk-fmt --board"
  assert_stderr ''
  assert_output <<'EOF'
4x4 jigsaw
---------------------
|              |    |
|    +---------+    |
| .3 |      .1      |
-----+---------+-----
|              |    |
|    +---------+    |
| .4 | .2           |
---------------------
EOF
}

@test "sdk-fmt --board draws the regions of a 6x6 jigsaw pair, the solution as entries" {
  run -0 --separate-stderr sdk-fmt --board pairj6.txt
  assert_stderr ''
  assert_output <<'EOF'
6x6 jigsaw
-------------------------------
| .3    6    2 |  4    1    5 |
|         +----+         +-----
| .4    1 | .5 |  3    2 |  6 |
|    +----+    +----+    |    |
|  5 |  2    3   .1 |  6 |  4 |
-----+----+    +----+----+    |
|  2    4 |  6 |  5    3   .1 |
|         |    +---------+    |
|  1    3 |  4 |  6    5 |  2 |
|         +----+         +-----
| .6    5 |  1    2    4   .3 |
-------------------------------
EOF
}

@test "sdk-fmt --boxed draws the regions of a 9x9 jigsaw grid" {
  run -0 --separate-stderr sdk-fmt j9.txt
  assert_stderr ''
  assert_output <<'EOF'
9x9 jigsaw
. . .|. . .|. 3 6
   +-+   +-+
. .|4 . .|. 7 . .
   +-+   |   +---
. .|.|. .|. .|. .
 +-+ +-+ +---+
3|8 . .|.|. .|7 .
 |   +-+-+ +-+
.|. .|. 3 .|. . .
-+   |   +-+   +-
.|3 .|. .|.|. .|8
 +-+ |   | +-+-+
7 6|.|. .|. .|. .
   +-+---+ +-+
. 9 .|. 5 7|. . 2
. . 5|. . .|. 1 .
EOF
}

@test "sdk-fmt --json gives the regions of a jigsaw grid, --line and --csv its map" {
  run -0 --separate-stderr sh -c 'sdk-fmt --json pairj6.txt; sdk-fmt --line pairj6.txt; sdk-fmt --csv pairj6.txt'
  assert_stderr ''
  assert_output <<'EOF'
{"size":6,"regions":[[1,1,1,2,2,2],[1,1,3,2,2,4],[1,3,3,3,2,4],[5,5,3,4,4,4],[5,5,3,6,6,4],[5,5,6,6,6,6]],"grid":[[3,0,0,0,0,0],[4,0,5,0,0,0],[0,0,0,1,0,0],[0,0,0,0,0,1],[0,0,0,0,0,0],[6,0,0,0,0,3]],"solution":[[3,6,2,4,1,5],[4,1,5,3,2,6],[5,2,3,1,6,4],[2,4,6,5,3,1],[1,3,4,6,5,2],[6,5,1,2,4,3]]}
j=111222113224133324553444553664556666:3.....4.5......1.......1......6....3	362415415326523164246531134652651243
puzzle,solution
j=111222113224133324553444553664556666:3.....4.5......1.......1......6....3,362415415326523164246531134652651243
EOF
}

@test "sdk-fmt refuses a jigsaw grid in each style that cannot show its regions" {
  local style
  for style in grid padded sized compact candidates report csv=grid; do
    run -2 --separate-stderr sdk-fmt --"$style" j9.txt
    assert_output ''
    assert_stderr "sdk-fmt: j9.txt:1: a 9x9 jigsaw grid: the $style style cannot show its regions (use --boxed, --board, --line, --json, --svg or --html)"
  done
}

@test "sdk-fmt --sdk, --ss and --candidates=frame refuse every shape but the classic" {
  local style f
  for style in sdk ss candidates=frame; do
    for f in p6.txt xw.txt j9.txt; do
      run -2 --separate-stderr sdk-fmt --"$style" "$f"
      assert_output ''
    done
    assert_stderr "sdk-fmt: j9.txt:1: a 9x9 jigsaw grid: the $style style writes classic grids only (use --boxed, --board, --line, --json, --svg or --html)"
  done
  run -2 --separate-stderr sdk-fmt --ss xw.txt
  assert_stderr <<'EOF2'
sdk-fmt: xw.txt:1: a 9x9 X grid: the ss style writes classic grids only (use --boxed, --board, --line, --json, --svg or --html)
sdk-fmt: xw.txt:2: a 9x9 windoku grid: the ss style writes classic grids only (use --boxed, --board, --line, --json, --svg or --html)
EOF2
  run -2 --separate-stderr sdk-fmt --sdk p6.txt
  assert_stderr 'sdk-fmt: p6.txt:1: a 6x6 (2x3 boxes) grid: the sdk style writes classic grids only (use --boxed, --board, --line, --json, --svg or --html)'
}

@test "sdk-fmt prints the other records around a shape it refuses" {
  { echo '2....1.......3.1'; cat j9.txt; echo '# next'; cat p6.txt; } > mixed.txt
  run -2 --separate-stderr sdk-fmt --compact mixed.txt
  assert_stderr 'sdk-fmt: mixed.txt:2: a 9x9 jigsaw grid: the compact style cannot show its regions (use --boxed, --board, --line, --json, --svg or --html)'
  assert_output <<'EOF2'
2...
.1..
....
.3.1

# next
6x6 (2x3 boxes)
......
....64
.5....
32.41.
.....1
2...3.
EOF2
}

@test "sdk-fmt --boxed draws boxes of 4 rows and 2 columns" {
  run -0 sdk-fmt <<<"4x2:$(printf '%.0s.' {1..63})8"
  assert_output <<'EOF2'
8x8 (4x2 boxes)
. .|. .|. .|. .
. .|. .|. .|. .
. .|. .|. .|. .
. .|. .|. .|. .
---+---+---+---
. .|. .|. .|. .
. .|. .|. .|. .
. .|. .|. .|. .
. .|. .|. .|. 8
EOF2
}

# SVG and HTML.

# group CLASS FILE: the lines inside the first <g class="CLASS"> of FILE.
group() {
  sed -n "/^<g class=\"$1\"/,/^<\/g>/p" "$2" | sed '1d;$d'
}

# wellformed FILE: FILE parses as XML (skips when xmllint is missing).
wellformed() {
  command -v xmllint >/dev/null || skip "xmllint is not installed"
  xmllint --noout "$1" || flunk "$1 is not well-formed XML"
}

# boxlines N R C: the thick lines of an N x N grid of R x C boxes.
boxlines() {
  local n=$1 r=$2 c=$3 k
  for ((k = 0; k <= n; k += c)); do
    echo "<line x1=\"$((k * 120))\" y1=\"0\" x2=\"$((k * 120))\" y2=\"$((n * 120))\"/>"
  done
  for ((k = 0; k <= n; k += r)); do
    echo "<line x1=\"0\" y1=\"$((k * 120))\" x2=\"$((n * 120))\" y2=\"$((k * 120))\"/>"
  done
}

# cellrects CELLS: the squares of the cells numbered CELLS (0 to N*N-1) of
# a 9x9 grid.
cellrects() {
  local i
  for i in "$@"; do
    echo "<rect x=\"$((i % 9 * 120))\" y=\"$((i / 9 * 120))\" width=\"120\" height=\"120\"/>"
  done
}

@test "sdk-fmt --svg draws the thick lines of 2x3, 2x4, 4x2 and 3x4 boxes" {
  sdk-fmt --svg pair6.txt > a6.svg
  [ "$(group boxes a6.svg)" = "$(boxlines 6 2 3)" ] || flunk "$(group boxes a6.svg)"
  [ "$(group cells a6.svg | grep -c '^<rect .* width="120" height="120"/>$')" -eq 36 ]
  grep -q '^<svg .* width="64mm" height="64mm" viewBox="-24 -24 768 768">$' a6.svg
  sdk-fmt --svg pair8.txt > a8.svg
  [ "$(group boxes a8.svg)" = "$(boxlines 8 2 4)" ] || flunk "$(group boxes a8.svg)"
  sdk-fmt --svg <<<"4x2:${P8#2x4:}" > b8.svg
  [ "$(group boxes b8.svg)" = "$(boxlines 8 4 2)" ] || flunk "$(group boxes b8.svg)"
  sdk-fmt --svg p12.txt > a12.svg
  [ "$(group boxes a12.svg)" = "$(boxlines 12 3 4)" ] || flunk "$(group boxes a12.svg)"
  group givens a12.svg | grep -q '>C</text>$'
  run ! grep -q 'class="regions"\|class="diagonals"\|class="windows"' a6.svg a12.svg
  for f in a6 a8 b8 a12; do wellformed $f.svg; done
}

@test "sdk-fmt --svg draws a thick line wherever two jigsaw regions meet" {
  sdk-fmt --svg pairj6.txt > j6.svg
  run ! grep -q 'class="boxes"' j6.svg
  run -0 group regions j6.svg
  assert_output <<'EOF2'
<line x1="0" y1="0" x2="0" y2="720"/>
<line x1="120" y1="240" x2="120" y2="360"/>
<line x1="240" y1="120" x2="240" y2="240"/>
<line x1="240" y1="360" x2="240" y2="720"/>
<line x1="360" y1="0" x2="360" y2="240"/>
<line x1="360" y1="360" x2="360" y2="600"/>
<line x1="480" y1="240" x2="480" y2="360"/>
<line x1="600" y1="120" x2="600" y2="360"/>
<line x1="600" y1="480" x2="600" y2="600"/>
<line x1="720" y1="0" x2="720" y2="720"/>
<line x1="0" y1="0" x2="720" y2="0"/>
<line x1="240" y1="120" x2="360" y2="120"/>
<line x1="600" y1="120" x2="720" y2="120"/>
<line x1="120" y1="240" x2="240" y2="240"/>
<line x1="360" y1="240" x2="480" y2="240"/>
<line x1="0" y1="360" x2="240" y2="360"/>
<line x1="360" y1="360" x2="600" y2="360"/>
<line x1="360" y1="480" x2="600" y2="480"/>
<line x1="240" y1="600" x2="360" y2="600"/>
<line x1="600" y1="600" x2="720" y2="600"/>
<line x1="0" y1="720" x2="720" y2="720"/>
EOF2
  # a pair draws its solution lighter in the other cells
  [ "$(group solved j6.svg | grep -c '^<text ')" -eq 29 ]
  wellformed j6.svg
}

@test "sdk-fmt --svg shades the diagonals of X and the windows of windoku" {
  local i d=() w=()
  for ((i = 0; i < 81; i++)); do
    if ((i / 9 == i % 9 || i / 9 + i % 9 == 8)); then d+=("$i"); fi
    if ((i / 9 % 4 != 0 && i % 9 % 4 != 0)); then w+=("$i"); fi
  done
  sdk-fmt --svg <<<"$PX" > x.svg
  grep -q '^<g class="diagonals" fill="#e2e2e2" stroke="#000" stroke-width="4">$' x.svg
  [ "$(group diagonals x.svg)" = "$(cellrects "${d[@]}")" ] || flunk "$(group diagonals x.svg)"
  run ! grep -q 'class="windows"' x.svg
  sdk-fmt --svg <<<"$PW" > w.svg
  grep -q '^<g class="windows" fill="#c8c8c8" stroke="#000" stroke-width="4">$' w.svg
  [ "$(group windows w.svg)" = "$(cellrects "${w[@]}")" ] || flunk "$(group windows w.svg)"
  run ! grep -q 'class="diagonals"' w.svg
  # both: the cells, the diagonals, the windows, then the box lines
  sdk-fmt --svg <<<"x:w:${PX#x:}" > xw.svg
  run -0 sh -c "grep -o '^<g class=\"[a-z]*\"' xw.svg"
  assert_output <<'EOF2'
<g class="cells"
<g class="diagonals"
<g class="windows"
<g class="boxes"
<g class="givens"
EOF2
  for f in x w xw; do wellformed $f.svg; done
}

@test "sdk-fmt --svg --candidates pencils a 6x6 cell in the pattern of a 2x3 box" {
  sdk-fmt --svg --candidates p6.txt > c6.svg
  run -0 sh -c "sed -n '/class=\"candidates\"/,/<\/g>/p' c6.svg | sed -n 2,5p"
  assert_output <<'EOF2'
<text x="20" y="40">1</text>
<text x="20" y="100">4</text>
<text x="60" y="100">5</text>
<text x="100" y="100">6</text>
EOF2
  wellformed c6.svg
}

@test "sdk-fmt --html draws every shape on one well-formed page, answers too" {
  { cat pair6.txt pairj6.txt; sdk-solve -p xw.txt; } > all.txt
  run -0 --separate-stderr sdk-fmt --html --answers -n 4 all.txt
  assert_stderr ''
  echo "$output" > all.html
  [ "$(grep -c '^<figure>$' all.html)" -eq 8 ]
  [ "$(grep -c '^<g class="regions"' all.html)" -eq 2 ]
  [ "$(grep -c '^<g class="diagonals"' all.html)" -eq 2 ]
  [ "$(grep -c '^<g class="windows"' all.html)" -eq 2 ]
  wellformed all.html
}

# Chromium: real renderings, read pixel by pixel.

# shoot SVG: renders the lone SVG document SVG (no title) as SVG.png.
shoot() {
  command -v python3 >/dev/null || skip "python3 is not installed"
  chrome --force-device-scale-factor=2 --window-size=420,420 \
      --screenshot="$PWD/$1.png" "file://$PWD/$1"
  [ -s "$1.png" ] || flunk "no $1.png"
}

# pixels PNG PROBE...: for each PROBE, in the units of a lone SVG grid
# drawn at 96 dpi, twice over: "p,X,Y" prints the grey of the pixel at X,
# Y; "h,X,Y" the number of dark pixels across the upright line near X, on
# the row Y; "v,X,Y" those across the level line near Y, on the column X.
# The PNG is read by tests/png.py.
pixels() {
  py "$@" <<'PY'
import sys
from png import grey
w, h, rows = grey(sys.argv[1])
# 12 units a mm, 96 px an inch, twice over
scale = 96 / 25.4 / 12 * 2
for probe in sys.argv[2:]:
    kind, x, y = probe.split(',')
    X, Y = round((int(x) + 24) * scale), round((int(y) + 24) * scale)
    span = round(24 * scale)
    if kind == 'p':
        print(rows[Y][X])
    elif kind == 'h':
        print(sum(1 for k in range(X - span, X + span) if rows[Y][k] < 128))
    else:
        print(sum(1 for k in range(Y - span, Y + span) if rows[k][X] < 128))
PY
}

@test "chromium shades the cells of the diagonals of X, not the others" {
  sdk-fmt --svg <<<"$PX" > x.svg
  shoot x.svg
  # cells (1,1), (4,4), (0,8) and (8,0) shaded; (0,1), (4,5), (8,4) white
  run -0 pixels x.svg.png p,140,140 p,500,500 p,980,20 p,20,980 \
      p,140,20 p,620,500 p,500,980
  assert_output <<'EOF2'
226
226
226
226
255
255
255
EOF2
}

@test "chromium shades the windows of windoku, darker, not the cells between" {
  sdk-fmt --svg <<<"$PW" > w.svg
  shoot w.svg
  # cells (1,1), (3,3), (5,7) in windows; (0,0), (4,4), (1,4) not
  run -0 pixels w.svg.png p,140,140 p,380,380 p,860,620 p,20,20 p,500,500 \
      p,500,140
  assert_output <<'EOF2'
200
200
200
255
255
255
EOF2
}

@test "chromium draws thick lines between jigsaw regions, thin ones inside" {
  sdk-fmt --svg j9.txt > j9.svg
  shoot j9.svg
  # row 0 (regions 111222333): thick between columns 2|3 and 5|6, thin
  # between 0|1 and 3|4; column 0 (1111 1 7777): thick under row 4,
  # thin under row 0
  run -0 pixels j9.svg.png h,360,20 h,720,20 h,120,20 h,480,20 \
      v,20,600 v,20,120
  [ "${lines[0]}" -ge 6 ] && [ "${lines[1]}" -ge 6 ] &&
      [ "${lines[4]}" -ge 6 ] || flunk "thick lines: ${lines[*]}"
  [ "${lines[2]}" -le 4 ] && [ "${lines[3]}" -le 4 ] &&
      [ "${lines[5]}" -le 4 ] || flunk "thin lines: ${lines[*]}"
  [ "${lines[2]}" -ge 1 ] || flunk "no thin line: ${lines[*]}"
}

@test "chromium draws the box lines of 2x3 boxes thick every 3 columns and 2 rows" {
  sdk-fmt --svg p6.txt > a6.svg
  shoot a6.svg
  run -0 pixels a6.svg.png h,360,20 h,120,20 h,240,20 v,20,240 v,20,120 \
      v,20,360
  [ "${lines[0]}" -ge 4 ] && [ "${lines[3]}" -ge 4 ] ||
      flunk "thick lines: ${lines[*]}"
  [ "${lines[1]}" -le 3 ] && [ "${lines[2]}" -le 3 ] &&
      [ "${lines[4]}" -le 3 ] && [ "${lines[5]}" -le 3 ] ||
      flunk "thin lines: ${lines[*]}"
}

@test "sdk-fmt --board draws a 16x16 jigsaw grid, 81 columns wide, and sdk-parse reads it back" {
  echo 'j=11112222223333331111224222333343115124444444444311552244666477735115522466667773515555586666773355588888866677779958AA8888667BB799988A8CCCCC77BB99999A8ACCCCBBBB999A9AAACCCCBDBB99AAAAAEECCBBDBBFFFFAAEEGCGGGDDBFFFFFFFEGGGGGGDDFFFEEEEEGGGDDGDDFFEEEEEEGGDDDDDD:.G.......7..6..3.3..CE..8..54....F8...43............3.......GA.....1...E..4..5...9.C.2....G..37.......A...1............4....C...A....C....2.87...B95.D6.7C........3A7.......E.G....2.9...1........A...2.GD..9........G.1.A..7..4......C.5E......F..E..D..6......' > j16.txt
  run -0 --separate-stderr sdk-fmt --board j16.txt
  assert_stderr ''
  [ "${#lines[@]}" -eq 34 ] || flunk "${#lines[@]} lines"
  local frame
  frame=$(printf '%081d' 0 | tr 0 -)
  [ "${lines[1]}" = "$frame" ] || flunk "frame: ${lines[1]}"
  [ "${lines[2]}" = '|      .G           |                          .7 |           .6             .3 |' ] ||
      flunk "row 0: ${lines[2]}"
  [ "${lines[3]}" = '|                   |         +----+              |                   +----+    |' ] ||
      flunk "rule 0: ${lines[3]}"
  [ "${lines[33]}" = "$frame" ] || flunk "last line: ${lines[33]}"
  sdk-fmt --board j16.txt > j16.board
  run -0 --separate-stderr sdk-parse j16.board
  assert_stderr ''
  assert_output "$(cat j16.txt)"
}

@test "sdk-fmt --boxed and --board refuse a jigsaw grid of scattered regions aloud, and go on" {
  printf '%s\n' 'j=1212212134344343:1...............' "$J6" >sc.txt
  run --separate-stderr sdk-fmt --boxed sc.txt
  assert_failure 2
  assert_stderr 'sdk-fmt: sc.txt:1: a 4x4 jigsaw grid of scattered regions: the boxed style cannot show them (use --line or --json)'
  [ "$output" = "$(sdk-fmt --boxed <<<"$J6")" ] || flunk "$output"
  run --separate-stderr sdk-fmt --board sc.txt
  assert_failure 2
  assert_stderr 'sdk-fmt: sc.txt:1: a 4x4 jigsaw grid of scattered regions: the board style cannot show them (use --line or --json)'
  run -0 --separate-stderr sdk-fmt --line sc.txt
  assert_output "$(cat sc.txt)"
}
