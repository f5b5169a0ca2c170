#!/usr/bin/env bats
# sdk-fmt.bats: every style of sdk-fmt on the three sizes, pairs, fields,
# comments, and the error paths.
bats_require_minimum_version 1.5.0

setup() {
  load helper
  P4='2....1.......3.1'
  S4='2413314212344321'
  P9='.93..1...2.....14.........8...879..3....3.....64......4...........1428..57....2..'
  S9='893461752257983146641527398125879463789634521364215987412758639936142875578396214'
  T=$'\t'
  FX="$FIXTURES/sdk-fmt"
  echo "$P4" > p4.txt
  echo "$P9" > p9.txt
  printf '%s\t%s\n' "$P4" "$S4" > pair4.txt
  printf '%s\t%s\n' "$P9" "$S9" > pair9.txt
}

# golden CASE INPUT [OPTION ...]: sdk-fmt OPTION... FX/INPUT prints FX/CASE.
golden() {
  local out=$1 in=$2
  shift 2
  run -0 --separate-stderr sdk-fmt "$@" "$FX/$in"
  assert_output < "$FX/$out"
  assert_stderr ''
}

# bats test_tags=memcheck
@test "sdk-fmt prints a 4x4 puzzle boxed by default" {
  run -0 --separate-stderr sdk-fmt p4.txt
  assert_output <<'EOF'
2 .|. .
. 1|. .
---+---
. .|. .
. 3|. 1
EOF
  assert_stderr ''
}

@test "sdk-fmt --boxed prints a 9x9 grid as the classic eleven lines" {
  run -0 sdk-fmt --boxed <<<'423751968759683124168249357945362871872915436316478295537194682691827543284536719'
  assert_output <<'EOF'
4 2 3|7 5 1|9 6 8
7 5 9|6 8 3|1 2 4
1 6 8|2 4 9|3 5 7
-----+-----+-----
9 4 5|3 6 2|8 7 1
8 7 2|9 1 5|4 3 6
3 1 6|4 7 8|2 9 5
-----+-----+-----
5 3 7|1 9 4|6 8 2
6 9 1|8 2 7|5 4 3
2 8 4|5 3 6|7 1 9
EOF
}

@test "sdk-fmt -b prints dots for the empty cells of a 9x9 puzzle" {
  run -0 sdk-fmt -b p9.txt
  assert_output <<'EOF'
. 9 3|. . 1|. . .
2 . .|. . .|1 4 .
. . .|. . .|. . 8
-----+-----+-----
. . .|8 7 9|. . 3
. . .|. 3 .|. . .
. 6 4|. . .|. . .
-----+-----+-----
4 . .|. . .|. . .
. . .|1 4 2|8 . .
5 7 .|. . .|2 . .
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt --boxed prints a 16x16 puzzle with letters" {
  golden boxed-16.out p16.in --boxed
}

@test "sdk-fmt --grid prints a 4x4 puzzle with dashes" {
  run -0 sdk-fmt --grid p4.txt
  assert_output <<'EOF'
2- --
-1 --

-- --
-3 -1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -g prints a 9x9 puzzle in 152 489 376 style" {
  run -0 sdk-fmt -g p9.txt
  assert_output <<'EOF'
-93 --1 ---
2-- --- 14-
--- --- --8

--- 879 --3
--- -3- ---
-64 --- ---

4-- --- ---
--- 142 8--
57- --- 2--
EOF
}

@test "sdk-fmt --grid prints a 16x16 puzzle in groups of four" {
  golden grid-16.out p16.in --grid
}

@test "sdk-fmt --padded prints a 4x4 puzzle in fields of 3" {
  run -0 sdk-fmt --padded p4.txt
  assert_output <<'EOF'
  2  0  0  0
  0  1  0  0
  0  0  0  0
  0  3  0  1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -p prints a 9x9 solution in fields of 3" {
  run -0 sdk-fmt -p <<<"$S9"
  assert_output <<'EOF'
  8  9  3  4  6  1  7  5  2
  2  5  7  9  8  3  1  4  6
  6  4  1  5  2  7  3  9  8
  1  2  5  8  7  9  4  6  3
  7  8  9  6  3  4  5  2  1
  3  6  4  2  1  5  9  8  7
  4  1  2  7  5  8  6  3  9
  9  3  6  1  4  2  8  7  5
  5  7  8  3  9  6  2  1  4
EOF
}

@test "sdk-fmt --padded prints 16x16 values as decimal integers" {
  golden padded-16.out p16.in --padded
}

@test "sdk-fmt --sized prints a 4x4 puzzle after its size" {
  run -0 sdk-fmt --sized p4.txt
  assert_output <<'EOF'
4
2 0 0 0
0 1 0 0
0 0 0 0
0 3 0 1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -s prints a 9x9 puzzle after its size" {
  run -0 sdk-fmt -s p9.txt
  assert_output <<'EOF'
9
0 9 3 0 0 1 0 0 0
2 0 0 0 0 0 1 4 0
0 0 0 0 0 0 0 0 8
0 0 0 8 7 9 0 0 3
0 0 0 0 3 0 0 0 0
0 6 4 0 0 0 0 0 0
4 0 0 0 0 0 0 0 0
0 0 0 1 4 2 8 0 0
5 7 0 0 0 0 2 0 0
EOF
}

@test "sdk-fmt --sized prints a 16x16 puzzle after its size" {
  golden sized-16.out p16.in --sized
}

@test "sdk-fmt --compact prints a 4x4 puzzle as 4 lines of 4" {
  run -0 sdk-fmt --compact p4.txt
  assert_output <<'EOF'
2...
.1..
....
.3.1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -c prints a 9x9 puzzle as 9 lines of 9" {
  run -0 sdk-fmt -c p9.txt
  assert_output <<'EOF'
.93..1...
2.....14.
........8
...879..3
....3....
.64......
4........
...1428..
57....2..
EOF
}

@test "sdk-fmt --compact prints a 16x16 puzzle as 16 lines of 16" {
  golden compact-16.out p16.in --compact
}

@test "sdk-fmt --board prints a 4x4 board 17 characters wide" {
  run -0 sdk-fmt --board p4.txt
  assert_output <<'EOF'
-----------------
| .2    |       |
|    .1 |       |
-----------------
|       |       |
|    .3 |    .1 |
-----------------
EOF
}

@test "sdk-fmt -B prints the 9x9 board of SPEC 4.2" {
  run -0 sdk-fmt -B <<<'53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
  assert_output <<'EOF'
----------------------------------
| .5 .3    |    .7    |          |
| .6       | .1 .9 .5 |          |
|    .9 .8 |          |    .6    |
----------------------------------
| .8       |    .6    |       .3 |
| .4       | .8    .3 |       .1 |
| .7       |    .2    |       .6 |
----------------------------------
|    .6    |          | .2 .8    |
|          | .4 .1 .9 |       .5 |
|          |    .8    |    .7 .9 |
----------------------------------
EOF
}

@test "sdk-fmt -B shows the second grid of a pair as entries" {
  run -0 sdk-fmt -B <<<"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79${T}534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  assert_line 1 '| .5 .3  4 |    .7    |          |'
  assert_line 2 '| .6       | .1 .9 .5 |          |'
  [ "${#lines[@]}" -eq 13 ]
}

# bats test_tags=memcheck
@test "sdk-fmt --board prints a 16x16 pair with givens and entries" {
  golden board-16.out pair16.in --board
}

@test "sdk-fmt --candidates prints 4x4 pencil marks in fields of 5" {
  run -0 sdk-fmt --candidates p4.txt
  assert_output <<'EOF'
2    4    134  34
34   1    234  234
14   24   234  234
4    3    24   1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -C prints 9x9 pencil marks in fields of 10" {
  run -0 sdk-fmt -C p9.txt
  assert_output <<'EOF'
678       9         3         24567     2568      1         567       2567      2567
2         58        5678      35679     5689      35678     1         4         5679
167       145       1567      2345679   2569      34567     35679     235679    8
1         125       125       8         7         9         456       1256      3
1789      1258      125789    2456      3         456       45679     1256789   1245679
13789     6         4         25        125       5         579       125789    12579
4         1238      12689     35679     5689      35678     35679     135679    15679
369       3         69        1         4         2         8         35679     5679
5         7         1689      369       689       368       2         1369      1469
EOF
}

@test "sdk-fmt --candidates prints 16x16 pencil marks in fields of 17" {
  golden candidates-16.out p16.in --candidates
}

# bats test_tags=memcheck
@test "sdk-fmt --candidates prints 0 for a cell with no candidate" {
  run -0 sdk-fmt --candidates <<<'12....3....4....'
  assert_output <<'EOF'
1    2    4    0
4    4    3    12
23   13   12   4
234  134  12   123
EOF
}

@test "sdk-fmt --report prints a 4x4 pair as solved" {
  run -0 sdk-fmt --report pair4.txt
  assert_output <<'EOF'
The original puzzle:

2- --
-1 --

-- --
-3 -1

Solution:

24 13
31 42

12 34
43 21

The puzzle was solved.
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -r prints the report of the classic three-tactic solver" {
  run -0 sdk-fmt -r <<<"1..489..673.....4......1295..712.6..5..7.3..8..6.957..9146......2.....378..512..4${T}152489376739256841468371295387124659591763428246895713914637582625948137873512964"
  assert_output <<'EOF'
The original puzzle:

1-- 489 --6
73- --- -4-
--- --1 295

--7 12- 6--
5-- 7-3 --8
--6 -95 7--

914 6-- ---
-2- --- -37
8-- 512 --4

Solution:

152 489 376
739 256 841
468 371 295

387 124 659
591 763 428
246 895 713

914 637 582
625 948 137
873 512 964

The puzzle was solved.
EOF
}

@test "sdk-fmt --report prints a 16x16 pair" {
  golden report-16.out pair16.in --report
}

@test "sdk-fmt --report says an unsolvable puzzle has no solution" {
  run -0 sdk-fmt --report <<<"11..............${T}unsolvable"
  assert_output <<EOF
The original puzzle:

11 --
-- --

-- --
-- --

The puzzle has no solution.
unsolvable
EOF
}

@test "sdk-fmt --report says an invalid puzzle has no solution" {
  run -0 sdk-fmt --report <<<"11..............${T}incomplete${T}invalid"
  assert_output <<EOF
The original puzzle:

11 --
-- --

-- --
-- --

The puzzle has no solution.
incomplete${T}invalid
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt --report says a puzzle without a solution was not solved" {
  run -0 sdk-fmt --report p4.txt
  assert_output <<'EOF'
The original puzzle:

2- --
-1 --

-- --
-3 -1

The puzzle was not solved.
EOF
}

@test "sdk-fmt --csv prints a header and a 4x4 row" {
  run -0 sdk-fmt --csv p4.txt pair4.txt
  assert_output <<EOF
puzzle,solution
$P4,
$P4,$S4
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -x prints 9x9 pairs with one header and drops fields" {
  printf '%s\t%s\tunique\n' "$P9" "$S9" > f.txt
  run -0 sdk-fmt -x f.txt p9.txt
  assert_output <<EOF
puzzle,solution
$P9,$S9
$P9,
EOF
}

@test "sdk-fmt --csv prints a 16x16 row" {
  golden csv-16.out p16.in --csv
}

@test "sdk-fmt --csv=grid prints a 4x4 grid of comma-separated values" {
  run -0 sdk-fmt --csv=grid p4.txt
  assert_output <<'EOF'
2,,,
,1,,
,,,
,3,,1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -xgrid prints a 9x9 pair side by side" {
  run -0 sdk-fmt -xgrid pair9.txt
  assert_output <<'EOF'
,9,3,,,1,,,,8,9,3,4,6,1,7,5,2
2,,,,,,1,4,,2,5,7,9,8,3,1,4,6
,,,,,,,,8,6,4,1,5,2,7,3,9,8
,,,8,7,9,,,3,1,2,5,8,7,9,4,6,3
,,,,3,,,,,7,8,9,6,3,4,5,2,1
,6,4,,,,,,,3,6,4,2,1,5,9,8,7
4,,,,,,,,,4,1,2,7,5,8,6,3,9
,,,1,4,2,8,,,9,3,6,1,4,2,8,7,5
5,7,,,,,2,,,5,7,8,3,9,6,2,1,4
EOF
}

@test "sdk-fmt --csv=grid prints 16x16 values as decimal integers" {
  golden csvgrid-16.out p16.in --csv=grid
}

@test "sdk-fmt --csv=FOO is a usage error" {
  run -2 --separate-stderr sdk-fmt --csv=rows p4.txt
  assert_output ''
  [ "${stderr_lines[0]}" = 'sdk-fmt: unknown csv layout: rows' ]
  [ "${stderr_lines[1]}" = 'usage: sdk-fmt [-0BCJSUVbcdghlprs] [-x[grid]] [file ...]' ]
  [ "${stderr_lines[2]}" = '       sdk-fmt -G|-H [-aCeN] [-n count] [-o dir] [-P paper] [file ...]' ]
}

@test "sdk-fmt --json prints a 4x4 pair with its fields" {
  printf '%s\t%s\tunique\trating=1\n' "$P4" "$S4" > f.txt
  run -0 sdk-fmt --json p4.txt f.txt
  assert_output <<'EOF'
{"size":4,"grid":[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]]}
{"size":4,"grid":[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]],"solution":[[2,4,1,3],[3,1,4,2],[1,2,3,4],[4,3,2,1]],"fields":["unique","rating=1"]}
EOF
}

@test "sdk-fmt -J prints a 9x9 puzzle with its fields" {
  run -0 sdk-fmt -J <<<"$P9${T}clues=24"
  assert_output '{"size":9,"grid":[[0,9,3,0,0,1,0,0,0],[2,0,0,0,0,0,1,4,0],[0,0,0,0,0,0,0,0,8],[0,0,0,8,7,9,0,0,3],[0,0,0,0,3,0,0,0,0],[0,6,4,0,0,0,0,0,0],[4,0,0,0,0,0,0,0,0],[0,0,0,1,4,2,8,0,0],[5,7,0,0,0,0,2,0,0]],"fields":["clues=24"]}'
}

@test "sdk-fmt --json prints a 16x16 puzzle" {
  golden json-16.out p16.in --json
}

# bats test_tags=memcheck
@test "sdk-fmt --json escapes quotes, backslashes and control characters" {
  run -0 sdk-fmt --json <<<"$P4${T}say \"hi\" \\ now"$'\x01'
  assert_output '{"size":4,"grid":[[2,0,0,0],[0,1,0,0],[0,0,0,0],[0,3,0,1]],"fields":["say \"hi\" \\ now\u0001"]}'
}

@test "sdk-fmt --sdk prints a 4x4 [Puzzle] section" {
  run -0 sdk-fmt --sdk p4.txt
  assert_output <<'EOF'
[Puzzle]
2...
.1..
....
.3.1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -d prints a 9x9 pair as [Puzzle] and [Solution]" {
  run -0 sdk-fmt -d pair9.txt
  assert_output <<'EOF'
[Puzzle]
.93..1...
2.....14.
........8
...879..3
....3....
.64......
4........
...1428..
57....2..
[Solution]
893461752
257983146
641527398
125879463
789634521
364215987
412758639
936142875
578396214
EOF
}

@test "sdk-fmt --sdk prints a 16x16 [Puzzle] section" {
  golden sdk-16.out p16.in --sdk
}

@test "sdk-fmt --ss prints a 4x4 Simple Sudoku frame" {
  run -0 sdk-fmt --ss p4.txt
  assert_output <<'EOF'
*-----*
|2.|..|
|.1|..|
|--+--|
|..|..|
|.3|.1|
*-----*
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt -S prints a 9x9 Simple Sudoku file" {
  run -0 sdk-fmt -S p9.txt
  assert_output <<'EOF'
*-----------*
|.93|..1|...|
|2..|...|14.|
|...|...|..8|
|---+---+---|
|...|879|..3|
|...|.3.|...|
|.64|...|...|
|---+---+---|
|4..|...|...|
|...|142|8..|
|57.|...|2..|
*-----------*
EOF
}

@test "sdk-fmt --ss prints a 16x16 Simple Sudoku frame" {
  golden ss-16.out p16.in --ss
}

# bats test_tags=memcheck
@test "sdk-fmt --line prints canonical records of the three sizes" {
  printf '%s\n' "$P4" "2000010000000301" "$P9" > f.txt
  tail -n 1 "$FX/pair16.in" >> f.txt
  run -0 sdk-fmt --line f.txt
  assert_output <<EOF
$P4
2....1.......3.1
$P9
$(cat "$FX/pair16.in")
EOF
}

@test "sdk-fmt -l keeps lower-case input upper-case and the fields" {
  run -0 sdk-fmt -l < "$FX/p16.in"
  assert_output "$(cat "$FX/p16.in")"
  run -0 sdk-fmt -l <<<"$(tr 'A-G' 'a-g' < "$FX/p16.in")${T}x=1"
  assert_output "$(cat "$FX/p16.in")${T}x=1"
}

@test "sdk-fmt --zero writes 0 for the empty cells of a line" {
  run -0 sdk-fmt --zero p4.txt
  assert_output '2000010000000301'
}

# bats test_tags=memcheck
@test "sdk-fmt -0 writes 0 in both grids of a pair and keeps the fields" {
  run -0 sdk-fmt -0 <<<"$P4${T}2.13314212344321${T}multiple"
  assert_output "2000010000000301${T}2013314212344321${T}multiple"
}

@test "sdk-fmt shows a 4x4 pair side by side in the grid-like styles" {
  run -0 sdk-fmt pair4.txt
  assert_output <<'EOF'
2 .|. .    2 4|1 3
. 1|. .    3 1|4 2
---+---    ---+---
. .|. .    1 2|3 4
. 3|. 1    4 3|2 1
EOF
  run -0 sdk-fmt -g pair4.txt
  assert_output <<'EOF'
2- --    24 13
-1 --    31 42

-- --    12 34
-3 -1    43 21
EOF
  run -0 sdk-fmt -p pair4.txt
  assert_output <<'EOF'
  2  0  0  0      2  4  1  3
  0  1  0  0      3  1  4  2
  0  0  0  0      1  2  3  4
  0  3  0  1      4  3  2  1
EOF
  run -0 sdk-fmt -s pair4.txt
  assert_output <<'EOF'
4
2 0 0 0    2 4 1 3
0 1 0 0    3 1 4 2
0 0 0 0    1 2 3 4
0 3 0 1    4 3 2 1
EOF
  run -0 sdk-fmt -c pair4.txt
  assert_output <<'EOF'
2...    2413
.1..    3142
....    1234
.3.1    4321
EOF
  run -0 sdk-fmt -S pair4.txt
  assert_output <<'EOF'
*-----*    *-----*
|2.|..|    |24|13|
|.1|..|    |31|42|
|--+--|    |--+--|
|..|..|    |12|34|
|.3|.1|    |43|21|
*-----*    *-----*
EOF
}

@test "sdk-fmt shows a 9x9 pair side by side in the boxed style" {
  run -0 sdk-fmt pair9.txt
  assert_output <<'EOF'
. 9 3|. . 1|. . .    8 9 3|4 6 1|7 5 2
2 . .|. . .|1 4 .    2 5 7|9 8 3|1 4 6
. . .|. . .|. . 8    6 4 1|5 2 7|3 9 8
-----+-----+-----    -----+-----+-----
. . .|8 7 9|. . 3    1 2 5|8 7 9|4 6 3
. . .|. 3 .|. . .    7 8 9|6 3 4|5 2 1
. 6 4|. . .|. . .    3 6 4|2 1 5|9 8 7
-----+-----+-----    -----+-----+-----
4 . .|. . .|. . .    4 1 2|7 5 8|6 3 9
. . .|1 4 2|8 . .    9 3 6|1 4 2|8 7 5
5 7 .|. . .|2 . .    5 7 8|3 9 6|2 1 4
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt prints the fields of a record on one line after the grid" {
  run -0 sdk-fmt -c <<<"$P4${T}$S4${T}unique${T}rating=1.5${T}level=easy"
  assert_output <<EOF
2...    2413
.1..    3142
....    1234
.3.1    4321
unique${T}rating=1.5${T}level=easy
EOF
  run -0 sdk-fmt -B <<<"$P4${T}incomplete"
  assert_line 7 'incomplete'
  [ "${#lines[@]}" -eq 8 ]
  run -0 sdk-fmt -d <<<"$P4${T}$S4${T}unique"
  assert_line 10 'unique'
  [ "${#lines[@]}" -eq 11 ]
}

@test "sdk-fmt keeps a field that is not a grid of the same size as text" {
  run -0 sdk-fmt -c <<<"$P4${T}$S9"
  assert_output <<EOF
2...
.1..
....
.3.1
$S9
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt prints comments as headings with blank lines between puzzles" {
  printf '# one\n# two\n%s\n%s\n# three\n%s\n' "$P4" "$P4" "$S4" > f.txt
  run -0 sdk-fmt -c f.txt
  assert_output <<'EOF'
# one
# two
2...
.1..
....
.3.1

2...
.1..
....
.3.1

# three
2413
3142
1234
4321
EOF
}

@test "sdk-fmt prints no blank line after the last puzzle" {
  printf '%s\n%s\n' "$P4" "$P4" > f.txt
  run -0 sh -c 'sdk-fmt -c f.txt | tail -n 1'
  assert_output '.3.1'
  run -0 sh -c 'sdk-fmt -c f.txt | wc -l'
  [ "$output" -eq 9 ]
}

@test "sdk-fmt prints no blank lines in the one-line styles" {
  printf '# a\n%s\n%s\n# b\n%s\n' "$P4" "$P4" "$P4" > f.txt
  run -0 sdk-fmt -l f.txt
  assert_output <<EOF
# a
$P4
$P4
# b
$P4
EOF
  run -0 sdk-fmt -x f.txt
  assert_output <<EOF
# a
puzzle,solution
$P4,
$P4,
# b
$P4,
EOF
  run -0 sdk-fmt -J f.txt
  [ "${#lines[@]}" -eq 5 ]
  assert_line 3 '# b'
}

@test "sdk-fmt reads standard input for - and skips blank lines" {
  printf '%s\n\n  \n' "$P4" > in.txt
  run -0 sdk-fmt -c - p4.txt < in.txt
  assert_output <<'EOF'
2...
.1..
....
.3.1

2...
.1..
....
.3.1
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt reports a malformed record with file:line and goes on" {
  printf '%s\n2....1.......3\n%s\n' "$P4" "$S4" > bad.txt
  run -2 --separate-stderr sdk-fmt -c bad.txt
  assert_output <<'EOF'
2...
.1..
....
.3.1

2413
3142
1234
4321
EOF
  assert_stderr 'sdk-fmt: bad.txt:2: expected 16, 81 or 256 cells, found 14'
}

@test "sdk-fmt names standard input <stdin> in messages" {
  run -2 --separate-stderr sdk-fmt -l <<<"$P4"$'\n'"2....1.......3.7"
  assert_output "$P4"
  assert_stderr "sdk-fmt: <stdin>:2: value 7 out of range for 4x4 in cell 16"
}

@test "sdk-fmt reports a missing file and prints the others" {
  run -2 --separate-stderr sdk-fmt -l nosuch.txt p4.txt
  assert_output "$P4"
  assert_stderr 'sdk-fmt: nosuch.txt: No such file or directory'
}

@test "sdk-fmt exits 2 with the usage on stderr for a bad option" {
  run -2 --separate-stderr sdk-fmt --bogus p4.txt
  assert_output ''
  [ "${stderr_lines[${#stderr_lines[@]} - 1]}" = '       sdk-fmt -G|-H [-aCeN] [-n count] [-o dir] [-P paper] [file ...]' ]
  run -2 --separate-stderr sdk-fmt -q p4.txt
  assert_output ''
  [ "${stderr_lines[${#stderr_lines[@]} - 1]}" = '       sdk-fmt -G|-H [-aCeN] [-n count] [-o dir] [-P paper] [file ...]' ]
}

@test "sdk-fmt --help prints the help on stdout and exits 0" {
  run -0 --separate-stderr sdk-fmt --help
  assert_output "$(cat "$(fixture help sdk-fmt.txt)")"
  assert_stderr ''
  run -0 sdk-fmt -h
  assert_output "$(cat "$(fixture help sdk-fmt.txt)")"
}

@test "sdk-fmt --version prints the name and version" {
  run -0 --separate-stderr sdk-fmt --version
  assert_output 'sdk-fmt 0.1.0'
  assert_stderr ''
  run -0 sdk-fmt -V
  assert_output 'sdk-fmt 0.1.0'
}

@test "sdk-fmt exits 2 with a message when the output cannot be written" {
  run -2 --separate-stderr sh -c 'sdk-fmt p9.txt > /dev/full'
  assert_stderr 'sdk-fmt: write error: No space left on device'
  run -2 --separate-stderr sh -c 'sdk-fmt -U -l p4.txt > /dev/full'
  assert_stderr 'sdk-fmt: write error: No space left on device'
}

@test "sdk-fmt ends quietly on a broken pipe" {
  for i in $(seq 2000); do echo "$P9"; done > many.txt
  run --separate-stderr sh -c 'sdk-fmt -b many.txt | head -n 1'
  assert_success
  assert_output '. 9 3|. . 1|. . .'
  assert_stderr ''
}

@test "sdk-fmt uses the last style option given" {
  run -0 sdk-fmt -g -c p4.txt
  assert_output <<'EOF'
2...
.1..
....
.3.1
EOF
  run -0 sdk-fmt -0 --boxed p4.txt
  assert_line 0 '2 .|. .'
}

@test "sdk-fmt -U flushes each record to a pipe" {
  mkfifo in.fifo
  sdk-fmt -U -l < in.fifo > out.txt 3>&- &
  exec 5> in.fifo
  printf '%s\n' "$P4" >&5
  # Up to 10 s while the input is still open (a loaded machine, valgrind):
  # without the flush the record comes out only at the end of the input.
  for i in $(seq 50); do
    [ -s out.txt ] && break
    sleep 0.2
  done
  exec 5>&-
  wait
  run cat out.txt
  assert_output "$P4"
  [ "$i" -lt 50 ]
}

@test "sdk-fmt EXAMPLES in the man page are the ones tested here" {
  run -0 sed -n 's/^\.Dl \$ //p' "$BATS_TEST_DIRNAME/../man/sdk-fmt.1"
  assert_output <<'EOF'
echo 2....1.......3.1 | sdk-fmt
printf '2....1.......3.1\et2413314212344321\en' | sdk-fmt -B
sdk-fmt --candidates puzzles.txt
sdk-fmt --csv=grid puzzles.txt > puzzles.csv
sdk-fmt -r pairs.txt
sdk-parse grid.txt | sdk-fmt --svg > puzzle.svg
sdk-gen -c 12 | sdk-solve -p | sdk-fmt --html -a -n 4 > booklet.html
sdk-gen -c 12 -d hard | sdk-solve -p | sdk-fmt --html -a -n 4 > hard.html
sdk-fmt --svg -o svg puzzles.txt
sdk-fmt --svg --sheet -n 6 -P letter -o sheets puzzles.txt
EOF
}

@test "sdk-fmt man page example: echo a puzzle | sdk-fmt" {
  run -0 sh -c 'echo 2....1.......3.1 | sdk-fmt'
  assert_output <<'EOF'
2 .|. .
. 1|. .
---+---
. .|. .
. 3|. 1
EOF
}

@test "sdk-fmt man page example: printf a pair | sdk-fmt -B" {
  run -0 sh -c "printf '2....1.......3.1\t2413314212344321\n' | sdk-fmt -B"
  assert_output <<'EOF'
-----------------
| .2  4 |  1  3 |
|  3 .1 |  4  2 |
-----------------
|  1  2 |  3  4 |
|  4 .3 |  2 .1 |
-----------------
EOF
}

@test "sdk-fmt man page example: sdk-fmt --candidates puzzles.txt" {
  printf '# two puzzles\n%s\n%s\n' "$P4" "$S4" > puzzles.txt
  run -0 sdk-fmt --candidates puzzles.txt
  assert_output <<'EOF'
# two puzzles
2    4    134  34
34   1    234  234
14   24   234  234
4    3    24   1

2    4    1    3
3    1    4    2
1    2    3    4
4    3    2    1
EOF
}

@test "sdk-fmt man page example: sdk-fmt --csv=grid puzzles.txt > puzzles.csv" {
  printf '%s\n%s\n' "$P4" "$S4" > puzzles.txt
  run -0 sh -c 'sdk-fmt --csv=grid puzzles.txt > puzzles.csv'
  assert_output ''
  run cat puzzles.csv
  assert_output <<'EOF'
2,,,
,1,,
,,,
,3,,1

2,4,1,3
3,1,4,2
1,2,3,4
4,3,2,1
EOF
}

@test "sdk-fmt man page example: sdk-fmt -r pairs.txt" {
  cp pair4.txt pairs.txt
  run -0 sdk-fmt -r pairs.txt
  assert_output <<'EOF'
The original puzzle:

2- --
-1 --

-- --
-3 -1

Solution:

24 13
31 42

12 34
43 21

The puzzle was solved.
EOF
}

@test "sdk-fmt man page example: hard puzzles captioned with their level and rating" {
  run -0 sh -c 'sdk-gen -s 4 -c 12 -d hard | sdk-solve -p | sdk-fmt --html -a -n 4 > hard.html'
  [ "$(grep -c '^<figure>$' hard.html)" -eq 24 ]
  run -0 sh -c "grep '^<figcaption>' hard.html | sed 's/<[^>]*>//g; s/^[0-9]*\. //; s/ [0-9.]*\$//' | sort | uniq -c"
  assert_output "     24 hard"
}
