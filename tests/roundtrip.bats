#!/usr/bin/env bats
bats_require_minimum_version 1.5.0

setup() { load helper; }

P4='2....1.......3.1'
S4='2413314212344321'
P9='.93..1...2.....14.........8...879..3....3.....64......4...........1428..57....2..'
S9='893461752257983146641527398125879463789634521364215987412758639936142875578396214'
P16='F16....7....E....2G9...5..1...DA..A76.F.G.2E.5..3......9...4.C1.5..84G..3DA7C1.E.G42....E16C..A3....3.7D...5..G..A3D..C1.2.9..BF..1.....8...6E.2692.8...1F..G4.....4.CB....6..58.5.3.9.E...G..C....G.F.B.6.......3.A..1.7.4.8..C.E9653..C..8.G..8...7.2..A3.1..9'
S16='F16CAD47B583E92GE2G9B8356C1F47DA4DA761FCG92E358B38B5G2E9A7D4FC165BF84G923DA7C16E9G42FB58E16C7DA3C6E13A7DF8B592G47A3DE6C142G958BFBC1FD7G4835A6E92692E85A31FCBG47DG7D41CBF2E96A358A583296ED47GBFC1247GCF8B96E1DA35D35A9E167G428BFC1E9653DACBF82G478FCB742G5A3D16E9'

# records SIZE: plain puzzles, pairs, annotations and comments of one size.
records() {
  local p s
  case $1 in
  4) p=$P4 s=$S4 ;;
  9) p=$P9 s=$S9 ;;
  16) p=$P16 s=$S16 ;;
  esac
  printf '# %sx%s puzzles\n' "$1" "$1"
  printf '%s\n' "$p"
  printf '%s\t%s\n' "$p" "$s"
  printf '%s\tunique\n' "$p"
  printf '%s\trating=3.2\n' "$p"
  printf '%s\tunique\trating=3.2\tlevel=hard\n' "$p"
  printf '# a comment between records\n'
  printf '%s\t%s\tunique\tclues=22\n' "$p" "$s"
  printf '%s\tinvalid\n' "$p"
  printf '%s\tmultiple\tsolutions=2\n' "$p"
  printf '%s\tnot-minimal\n' "$p"
  printf '%s\n' "$s"
  printf '%s\tvalid\n' "$s"
}

# records_plain SIZE: the records without annotations (for csv).
records_plain() {
  records "$1" | grep -v '	[a-z]'
}

# roundtrip STYLE FILE: sdk-fmt --STYLE FILE | sdk-parse, into $output.
roundtrip() {
  run --separate-stderr bash -c 'set -o pipefail; sdk-fmt --"$1" "$2" | sdk-parse' _ "$1" "$2"
}

# shaped STYLE CELLS SHAPE...: the round trip gives back the record of
# CELLS under each SHAPE ('' for none) unchanged.
shaped() {
  local st=$1 r=$2 pre
  shift 2
  for pre in "$@"; do
    echo "$pre$r" >in.txt
    roundtrip "$st" in.txt
    assert_success "$pre$r"
    assert_stderr ''
  done
}

# check STYLE SIZE: the round trip gives back the records unchanged.
check() {
  records "$2" >in.txt
  roundtrip "$1" in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ""
}

@test "records for the round trip hold plain puzzles, pairs, fields and comments" {
  records 9 >in.txt
  [ "$(grep -c "^$P9	$S9" in.txt)" -eq 2 ]
  [ "$(grep -c '^#' in.txt)" -eq 2 ]
  [ "$(wc -l <in.txt)" -eq 13 ]
}

@test "sdk-fmt changes the text in every style (the round trip is not a copy)" {
  records 9 >in.txt
  for style in boxed grid padded sized compact board json sdk ss csv; do
    sdk-fmt --"$style" in.txt >out.txt
    ! cmp -s in.txt out.txt || flunk "--$style wrote its input unchanged"
  done
}

@test "sdk-fmt --line | sdk-parse gives back 4x4 records" { check line 4; }
@test "sdk-fmt --line | sdk-parse gives back 9x9 records" { check line 9; }
@test "sdk-fmt --line | sdk-parse gives back 16x16 records" { check line 16; }

@test "sdk-fmt --zero | sdk-parse gives back 9x9 records" {
  records 9 >in.txt
  roundtrip zero in.txt
  assert_success "$(cat in.txt)"
}

@test "sdk-fmt --boxed | sdk-parse gives back 4x4 records" { check boxed 4; }
@test "sdk-fmt --boxed | sdk-parse gives back 9x9 records" { check boxed 9; }
@test "sdk-fmt --boxed | sdk-parse gives back 16x16 records" { check boxed 16; }

@test "sdk-fmt --grid | sdk-parse gives back 4x4 records" { check grid 4; }
@test "sdk-fmt --grid | sdk-parse gives back 9x9 records" { check grid 9; }
@test "sdk-fmt --grid | sdk-parse gives back 16x16 records" { check grid 16; }

@test "sdk-fmt --padded | sdk-parse gives back 4x4 records" { check padded 4; }
@test "sdk-fmt --padded | sdk-parse gives back 9x9 records" { check padded 9; }
@test "sdk-fmt --padded | sdk-parse gives back 16x16 records" { check padded 16; }

# A 16x16 grid of integers whose rows but two hold no value past 9: the
# 0 of those rows is an empty cell, as in the others (it was read as the 1
# of the hex rule, and 10 as 11).
@test "sdk-fmt --padded | sdk-parse gives back sparse 16x16 records of every shape" {
  shaped padded "$(printf '%021d' 0 | tr 0 .)2$(printf '%0100d' 0 | tr 0 .)A$(printf '%0133d' 0 | tr 0 .)" '' x: w: x:w:
}

# Rows of 16 cells that hold no value past 4 under the name of a 16x16
# shape are its rows, not 4x4 puzzles (the name line was lost).
@test "sdk-fmt --compact | sdk-parse gives back 16x16 X and windoku records whose rows hold only 1 to 4" {
  shaped compact "1$(printf '%0255d' 0 | tr 0 .)" x: w: x:w:
}

# A 10x10 row that starts with 1 under the name line (or --box) is ten
# cells, not the label 1 and nine cells.
@test "sdk-fmt --boxed and --padded | sdk-parse give back 10x10 records whose first cell is 1" {
  local r st pre
  r="1$(printf '%099d' 0 | tr 0 .)"
  for st in boxed padded; do
    for pre in '2x5:' '5x2:'; do
      echo "$pre$r" >in.txt
      roundtrip "$st" in.txt
      assert_success "$pre$r"
      assert_stderr ''
    done
  done
  echo "2x5:$r" | sdk-fmt --boxed | sed 1d >nl.txt
  run --separate-stderr sdk-parse --box 2x5 nl.txt
  assert_success "2x5:$r"
  assert_stderr ''
}

# A 4x4 pair's row given whole, "32 14    32 14", is two halves of a
# row, not four cells of pencil marks.
@test "sdk-fmt --grid | sdk-parse gives back 4x4 pairs whose row is given whole" {
  printf '%s\t%s\n' 'x:3214............' 3214412323411432 '2413............' 2413314212344321 \
      '....3214........' 1432321441232341 >in.txt
  roundtrip grid in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ''  # two candidates a cell, boxes barred: pencil marks still
  printf '12 34 | 13 24\n34 12 | 24 13\n-----+------\n13 24 | 12 34\n24 13 | 34 12\n' >pm.txt
  run -0 --separate-stderr sdk-parse pm.txt
  assert_output '12....341.3..2.4..3412...2.41.3.1.3..2.412....34.2.41.3...3412..'
  assert_stderr ''
}

# A shaped puzzle in the csv style's puzzle column, its solution the
# cells alone (every row was an error).
@test "sdk-fmt --csv | sdk-parse gives back records of other shapes, pairs too" {
  printf '%s\t%s\n' '2x3:..........64.5....32.41......12...3.' 463152512364154623326415635241241536 \
      'j=111222113224133324553444553664556666:3.....4.5......1.......1......6....3' 362415415326523164246531134652651243 >in.txt
  printf '%s\n' 'x:w:....2...612.....9.3....7....................9...5.8......7...6..4......3.........' >>in.txt
  roundtrip csv in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ''
  printf 'puzzle,solution\n2x3:1.,\n2x3:..........64.5....32.41......12...3.,4631\n' >bad.csv
  run --separate-stderr sdk-parse bad.csv
  assert_failure 2
  assert_output '2x3:..........64.5....32.41......12...3.'
  assert_stderr 'sdk-parse: bad.csv:2: expected 36 cells, found 2
sdk-parse: bad.csv:3: bad solution field in row'
  # -z and --variant as for the stream's lines
  printf 'puzzle,solution\n2x3:..........64.5....32.41......12...3.,\n' >z.csv
  run --separate-stderr sdk-parse -z 9 z.csv
  assert_failure 2
  assert_output ''
  assert_stderr 'sdk-parse: z.csv:2: expected a 9x9 puzzle, found 6x6'
  run -0 --separate-stderr sdk-parse --variant x z.csv
  assert_output '2x3:x:..........64.5....32.41......12...3.'
}

@test "sdk-fmt --sized | sdk-parse gives back 4x4 records" { check sized 4; }
@test "sdk-fmt --sized | sdk-parse gives back 9x9 records" { check sized 9; }
@test "sdk-fmt --sized | sdk-parse gives back 16x16 records" { check sized 16; }

@test "sdk-fmt --compact | sdk-parse gives back 4x4 records" {
  check compact 4
}
@test "sdk-fmt --compact | sdk-parse gives back 9x9 records" {
  check compact 9
}
@test "sdk-fmt --compact | sdk-parse gives back 16x16 records" { check compact 16; }

@test "sdk-fmt --compact | sdk-parse gives back 9x9 puzzles with an empty cell in row 1" {
  records 9 | grep -v "^$S9" >in.txt
  roundtrip compact in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ""
}

@test "sdk-fmt --board | sdk-parse gives back 4x4 records" { check board 4; }
@test "sdk-fmt --board | sdk-parse gives back 9x9 records" { check board 9; }
@test "sdk-fmt --board | sdk-parse gives back 16x16 records" { check board 16; }

@test "sdk-fmt --json | sdk-parse gives back 4x4 records" { check json 4; }
@test "sdk-fmt --json | sdk-parse gives back 9x9 records" { check json 9; }
@test "sdk-fmt --json | sdk-parse gives back 16x16 records" { check json 16; }

@test "sdk-fmt --sdk | sdk-parse gives back 4x4 records" {
  check sdk 4
}
@test "sdk-fmt --sdk | sdk-parse gives back 9x9 records" {
  check sdk 9
}

@test "sdk-fmt --sdk | sdk-parse gives back 9x9 puzzles with an empty cell in row 1" {
  records 9 | grep -v "^$S9" >in.txt
  roundtrip sdk in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ""
}
@test "sdk-fmt --sdk | sdk-parse gives back 16x16 records" { check sdk 16; }

@test "sdk-fmt --ss | sdk-parse gives back 4x4 records" { check ss 4; }
@test "sdk-fmt --ss | sdk-parse gives back 9x9 records" { check ss 9; }
@test "sdk-fmt --ss | sdk-parse gives back 16x16 records" { check ss 16; }

@test "sdk-fmt --csv | sdk-parse gives back 4x4 records without annotations" {
  records_plain 4 >in.txt
  roundtrip csv in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ""
}
@test "sdk-fmt --csv | sdk-parse gives back 9x9 records without annotations" {
  records_plain 9 >in.txt
  roundtrip csv in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ""
}
@test "sdk-fmt --csv | sdk-parse gives back 16x16 records without annotations" {
  records_plain 16 >in.txt
  roundtrip csv in.txt
  assert_success "$(cat in.txt)"
  assert_stderr ""
}

@test "sdk-fmt --csv=grid | sdk-parse gives back plain puzzles of every size" {
  printf '%s\n' "$P4" "$P9" "$P16" "$S9" >in.txt
  run --separate-stderr bash -c 'set -o pipefail; sdk-fmt --csv=grid in.txt | sdk-parse'
  assert_success "$(cat in.txt)"
  assert_stderr ""
}

@test "sdk-fmt | sdk-parse gives back records of mixed sizes in every style" {
  { records 4; records 16; records 9; } | grep -v "^$S9\|^$S4" >in.txt
  for style in line boxed grid padded sized compact board json sdk ss; do
    roundtrip "$style" in.txt
    [ "$status" -eq 0 ] || flunk "--$style: exit $status: $stderr"
    [ "$output" = "$(cat in.txt)" ] || flunk "--$style: records changed"
  done
}

# ---------------------------------------------------------------- larger

@test "sdk-fmt | sdk-parse gives back the 50 easy puzzles in every style" {
  local data="$DATA/bench/emerentius_easy.txt"
  [ "$(grep -c . "$data")" -eq 50 ]
  for style in line boxed grid padded sized compact board json sdk ss csv; do
    roundtrip "$style" "$data"
    [ "$status" -eq 0 ] || flunk "--$style: exit $status: $stderr"
    [ "$output" = "$(cat "$data")" ] || flunk "--$style: records changed"
  done
}

@test "sdk-fmt | sdk-parse gives back the first 16x16 puzzles of sixteen.txt" {
  head -5 "$DATA/bench/sixteen.txt" >in.txt
  [ "$(wc -l <in.txt)" -eq 5 ]
  for style in line boxed grid padded sized compact board json sdk ss csv; do
    roundtrip "$style" in.txt
    [ "$status" -eq 0 ] || flunk "--$style: exit $status: $stderr"
    [ "$output" = "$(cat in.txt)" ] || flunk "--$style: records changed"
  done
}

# The shapes of the round trips of sdk-fmt's styles through sdk-parse.
SHAPES='-z 6
--box 3x2
-z 8
--box 4x2
-z 10
-z 12
--box 4x3
--variant x
--variant windoku
--variant x,windoku
-z 4 --variant x
-z 6 --variant x
-z 16 --variant x
-z 4 --jigsaw
-z 6 --jigsaw
--jigsaw
--jigsaw --variant x'

@test "every text style of sdk-fmt that shows a shape reads back through sdk-parse, --json too" {
  local shape style n=0
  while read -r shape; do
    sdk-gen -s 3 -c 2 -p $shape >pair.txt
    cut -f 1 pair.txt >puz.txt
    for style in boxed grid padded sized compact board json; do
      for f in puz.txt pair.txt; do
        run --separate-stderr sdk-fmt --$style $f
        if [ "$status" -eq 2 ]; then
          # the styles that cannot draw regions refuse jigsaw grids
          [[ $shape == *--jigsaw* && $stderr == *"cannot show its regions"* ]] ||
              flunk "sdk-fmt --$style $shape: $stderr"
          continue
        fi
        printf '%s\n' "$output" >fmt.txt
        run -0 --separate-stderr sdk-parse fmt.txt
        assert_stderr ''
        [ "$output" = "$(cat $f)" ] ||
            flunk "sdk-gen $shape | sdk-fmt --$style | sdk-parse:" "$output"
        n=$((n + 1))
      done
    done
  done <<<"$SHAPES"
  [ "$n" -eq 206 ] || flunk "$n round trips"
}

@test "sdk-parse takes sdk-fmt's name line as the shape of the grid under it, not a comment" {
  run -0 --separate-stderr sdk-parse <<'EOF'
6x6 (2x3 boxes)
...6.4
.2....
..5...
..3.1.
4..2..
3..1..

9x9 X
..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5

8x8 (4x2 boxes)
1.......
........
........
........
........
........
........
.......8
EOF
  assert_stderr ''
  assert_output <<'EOF'
2x3:...6.4.2......5.....3.1.4..2..3..1..
x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5
4x2:1..............................................................8
EOF
}

@test "sdk-parse reads the regions of a jigsaw grid from the rules of --boxed and --board" {
  local rec='j=1112122233343444:....3.1.....42..'
  run -0 --separate-stderr sh -c "echo '$rec' | sdk-fmt --boxed | sdk-parse"
  assert_output "$rec"
  run -0 --separate-stderr sh -c "echo '$rec' | sdk-fmt --board | sdk-parse"
  assert_output "$rec"
  run -2 --separate-stderr sdk-parse <<'EOF'
4x4 jigsaw
. . . .
3 . 1 .
. . . .
4 2 . .
EOF
  assert_output ''
  assert_stderr 'sdk-parse: <stdin>:2: region 1 has 16 cells, not 4'
}

@test "sdk-parse: a shape's name line that no grid takes is reported, not dropped" {
  run --separate-stderr sdk-parse <<<"9x9 X"
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-parse: <stdin>:1: a shape's name with no grid under it"
  # a second name line before any grid: the first is reported, the
  # grid under the second read in its shape
  run --separate-stderr sdk-parse <<<"9x9 X
$(sdk-gen -s 2 --box 2x3 | sdk-fmt --boxed)"
  assert_failure 2
  assert_output "$(sdk-gen -s 2 --box 2x3)"
  assert_stderr "sdk-parse: <stdin>:1: a shape's name with no grid under it"
}
