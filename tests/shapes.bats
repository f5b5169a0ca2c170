#!/usr/bin/env bats
# shapes.bats: grids of other shapes (sdk(5) "Shapes"): the shape on the
# stream, the geometry of every shape, sdk-validate and sdk-solve on them,
# each puzzle's one solution checked by tests/shape-check.c, a solver that
# shares no code with the toolkit.

bats_require_minimum_version 1.5.0

setup_file() {
  export SC="$BATS_FILE_TMPDIR/shape-check"
  ${CC:-cc} -O2 -o "$SC" "$BATS_TEST_DIRNAME/shape-check.c"
}

setup() { load helper; }

# bits_solves PUZZLE SOLUTION GUESSES: the bit engine (SDK_SIMD=0) solves
# the one-line PUZZLE into SOLUTION in GUESSES guesses.
bits_solves() {
  echo "$1" >in.txt
  SDK_SIMD=0 run -0 --separate-stderr sdk-solve -s in.txt
  assert_output "$2"
  [[ $stderr == "sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, $3 guesses, "* ]] ||
      flunk "$stderr"
}

SH="$BATS_TEST_DIRNAME/data/shapes/puzzles.txt"

@test "every shape's puzzle has the one solution sdk-solve writes (checked by another solver)" {
  run --separate-stderr sdk-solve -p "$SH"
  assert_success
  [ "${#lines[@]}" -eq 17 ]
  printf '%s\n' "${lines[@]}" >pairs.txt
  run "$SC" <pairs.txt
  assert_success "$(yes '1 ok' | head -17)"
  run sdk-solve -c "$SH"
  assert_success "$(sed 's/$/	solutions=1/' "$SH")"
}

@test "sdk-solve writes each solution with its shape" {
  run sdk-solve "$SH"
  assert_success
  assert_output <<'OUT'
x:183275964947618532526934718435826197718493256269157483672589341354761829891342675
w:192375648475268931386194725243986157957431286861752493639847512724513869518629374
x:w:137285649925764183846913725413826957598437216672159438784391562359642871261578394
2x3:426531351624564213132456615342243165
3x2:423651561423315264132546654312246135
2x4:3641572858726314715824366324187527168543843571621563428742873651
4x2:7643152854726813315824768216374568274351273581641364528745817632
2x5:8A124369575973682A4136418795A2A29751483667582A149341A93572681425A68379938674512A783492A615256A193784
3x4:B3C796A48215A25837C164B9146928B57CA3782CA9435B6146918B5C3A725B3A716249C82C16459BA38785B36C7A912497A41238C65BC97B5316284A6A85B429173C3142CA87B596
4x3:B317A4C28695A9CB35416287845926B37CA1672C819A5B43419572ACB368583A9B6721C426A84C1537B97CB16384952A92631A78C45BCA76593B48121584B726A93C3B42C8591A76
x:1243431234212134
w:2143431234211234
j=1122144214423333:2143431234211234
j=311122311222314442333446555646555666:324651531426456213162534615342243165
j=112223333111222236111125336444525636444555636474558666477588999777889999777888899:178395642429617538356842719943726185517438296862951473695184327734269851281573964
j=112223333111222236111125336444525636444555636474558666477588999777889999777888899:x:179325684428167539356941728243786195587493216691258347935872461714639852862514973
x:92B6A78D45GC3E1F58E43BG9A7F1C6D2CG1D45F263EBA79837FAE61C829D5BG449GF6AD15BC3728EE325BF98D4176GCAD1687C4EG9A2F35BAB7CG325EF869D41GFCBDE5A3849216724879GC61EBAD5F365AE1837CD2F49BG1D3924BF765G8AEC7C5G82E391D4BFA68E41FD6B2A75GC39F6D2C9A4BG3E1875BA93517GFC68E42D
OUT
}

# sdk(5): a region need not be connected. Region 1 of this map has its
# cell r1c4 apart from the other three; 24 was counted by brute force
# outside the toolkit (every 4x4 Latin square against the map).
@test "a jigsaw map whose region is not connected is read and solved" {
  run sdk-solve -c <<<"j=1121122233343444:................"
  assert_success "j=1121122233343444:................	solutions=24"
  run --separate-stderr sdk-validate -e <<<"j=1121122233343444:...11..........."
  assert_failure 1
  assert_output "j=1121122233343444:...11...........	invalid"
  assert_stderr "sdk-validate: <stdin>:1: region 1 holds 1 twice (r1c4, r2c1)"
}

@test "solution counts of empty grids of other shapes" {
  # 48, 168 and 144 counted by brute force outside the toolkit; 28,200,960
  # is the known number of 6x6 grids
  run sdk-solve -c --limit 100000000 <<'IN'
x:................
w:................
2x3:....................................
j=1112122233343444:................
IN
  assert_success
  assert_output <<'OUT'
x:................	solutions=48
w:................	solutions=168
2x3:....................................	solutions=28200960
j=1112122233343444:................	solutions=144
OUT
}

@test "sdk-solve -a lists a shape's solutions in order, -1 finds one" {
  local p='2x3:123456456123214365..................'
  run sdk-solve -a <<<"$p"
  assert_success
  [ "${#lines[@]}" -eq 18 ]
  [ "${lines[0]}" = 2x3:123456456123214365365214531642642531 ]
  [ "${lines[17]}" = 2x3:123456456123214365635241541632362514 ]
  printf '%s\n' "${lines[@]}" | sort -c
  printf '%s\n' "${lines[@]}" | sort -u | wc -l | grep -qx 18
  # each one a solution, by the other solver
  run "$SC" < <(printf "$p\t%s\n" "${lines[@]#2x3:}")
  assert_success "$(yes '2+ ok' | head -18)"
  run --separate-stderr sdk-solve -1 < <(mk x: 15)
  assert_failure 2
  [ "$stderr" = "sdk-solve: <stdin>:1: expected 16 cells, found 15" ]
  run sdk-solve -1 < <(mk x: 16 4=3 8=2 10=4)
  assert_success 'x:1243431234212134'
}

@test "sdk-validate names the house of a conflict in words" {
  {
    mk x: 81 1=1 81=1
    mk x: 81 9=1 65=1
    mk w: 81 11=1 21=1
    mk 2x3: 36 1=1 7=1
    mk 3x2: 36 2=1 7=1
    mk j=1112122233343444: 16 1=1 4=1
    mk j=1112122233343444: 16 3=1 5=1
  } >in.txt
  run --separate-stderr sdk-validate -e in.txt
  assert_failure 1
  assert_output "$(sed 's/$/\tinvalid/' in.txt)"
  [ "$stderr" = "sdk-validate: in.txt:1: diagonal holds 1 twice (r1c1, r9c9)
sdk-validate: in.txt:2: anti-diagonal holds 1 twice (r1c9, r8c2)
sdk-validate: in.txt:3: box 1 holds 1 twice (r2c2, r3c3)
sdk-validate: in.txt:3: window 1 holds 1 twice (r2c2, r3c3)
sdk-validate: in.txt:4: column 1 holds 1 twice (r1c1, r2c1)
sdk-validate: in.txt:4: box 1 holds 1 twice (r1c1, r2c1)
sdk-validate: in.txt:5: box 1 holds 1 twice (r1c2, r2c1)
sdk-validate: in.txt:6: row 1 holds 1 twice (r1c1, r1c4)
sdk-validate: in.txt:7: region 1 holds 1 twice (r1c3, r2c1)" ] ||
      flunk "$stderr"
}

@test "a bad shape is reported at its line, the other records go on" {
  {
    echo 'q:1........'
    mk 3x3: 81 1=1
    mk 2x3: 39
    mk 7x2: 196
    mk 3x3:x:x: 81
    echo 'j=11122:.....'
    mk j=1112122233343445: 16
    mk j=1111122233343444: 16
    mk j=1112122233343444:2x2: 16
    mk w:2x3: 36
    echo '..3.5...'
    mk 2x3: 36 1=7
  } >in.txt
  run --separate-stderr sdk-validate in.txt
  assert_failure 2
  assert_output "$(mk 3x3: 81 1=1 | sed 's/^3x3://; s/$/\tincomplete/')"
  [ "$stderr" = "sdk-validate: in.txt:1: unknown shape 'q' (RxC, j=MAP, x or w)
sdk-validate: in.txt:3: expected 36 cells, found 39
sdk-validate: in.txt:4: no grid has side 14
sdk-validate: in.txt:5: shape 'x' given twice
sdk-validate: in.txt:6: a region map of 5 cells (a side of 4, 6, 8, 9, 10, 12 or 16 squared)
sdk-validate: in.txt:7: bad region '5' in cell 16 of the region map
sdk-validate: in.txt:8: region 1 has 5 cells, not 4
sdk-validate: in.txt:9: a jigsaw grid has no boxes
sdk-validate: in.txt:10: windoku needs a side of 4, 9 or 16
sdk-validate: in.txt:11: expected 16, 81 or 256 cells, found 8
sdk-validate: in.txt:12: value 7 out of range for 6x6 in cell 1" ] ||
      flunk "$stderr"
}

@test "a pair's second field is the cells alone or the record's shape again" {
  run --separate-stderr sdk-validate <<'IN'
2x3:..........64.5....32.41......12...3.	463152512364154623326415635241241536
2x3:..........64.5....32.41......12...3.	2x3:463152512364154623326415635241241536
2x3:..........64.5....32.41......12...3.	3x2:463152512364154623326415635241241536
IN
  # one of another shape was text: solved again, the field kept, exit 0
  assert_failure 2
  assert_output <<'OUT'
2x3:..........64.5....32.41......12...3.	463152512364154623326415635241241536	incomplete
2x3:..........64.5....32.41......12...3.	2x3:463152512364154623326415635241241536	incomplete
OUT
  assert_stderr 'sdk-validate: <stdin>:3: a second grid of another shape than the first'
  run sdk-solve -p <<<'2x3:..........64.5....32.41......12...3.'
  assert_success '2x3:..........64.5....32.41......12...3.	463152512364154623326415635241241536'
  # a map that names the same regions otherwise is the same shape
  run sdk-solve -p <<<'j=1112122233343444:....3.1.....42..	j=2221211133343444:2143341213244231'
  assert_success 'j=1112122233343444:....3.1.....42..	2143341213244231'
  printf 'j=1112122233343444:....3.1.....42..\tj=1112122233343445:2143341213244231\nx:1...............\tx: a note\n' >in.txt
  run --separate-stderr sdk-solve -p in.txt
  assert_failure 2
  assert_output 'x:1...............	1234341243212143	x: a note	multiple'
  assert_stderr "sdk-solve: in.txt:1: a second grid that does not read: bad region '5' in cell 16 of the region map
sdk-solve: in.txt:2: multiple solutions, writing the canonical one"
}

@test "sdk-validate -u and -m on shapes" {
  run sdk-validate -u -m <<'IN'
2x3:..........64.5....32.41......12...3.
2x3:.......1..64.5....32.41......12...3.
2x3:.............5....32.41......12...3.
x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5
IN
  assert_output <<'OUT'
2x3:..........64.5....32.41......12...3.	incomplete	unique	minimal
2x3:.......1..64.5....32.41......12...3.	incomplete	unique	not-minimal
2x3:.............5....32.41......12...3.	incomplete	multiple
x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5	incomplete	unique	minimal
OUT
}

@test "tools that know only classic grids refuse a shape aloud" {
  printf '%s\n' 'x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5' \
      '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...' >in.txt
  run --separate-stderr sdk-canon in.txt
  assert_failure 2
  [ "${#lines[@]}" -eq 1 ]
  [ "$stderr" = "sdk-canon: in.txt:1: sdk-canon does not take 9x9 X grids" ]
  run --separate-stderr sdk-solve -m tactics in.txt
  assert_failure 2
  [ "$stderr" = "sdk-solve: in.txt:1: sdk-solve does not take 9x9 X grids with -m tactics, -m simple or -t" ]
  [ "${#lines[@]}" -eq 1 ]
}

@test "sdk-parse passes the stream's shaped lines through, fields and all" {
  printf '2x3:..........64.5....32.41......12...3.\tk=v\tunique\nx:1.\nx: a note\n' >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output '2x3:..........64.5....32.41......12...3.	k=v	unique
# x: a note'
  [ "$stderr" = "sdk-parse: in.txt:2: expected 16 cells, found 2" ]
}

@test "sdk-parse reports a region map with no cells after it at its line, not a puzzle of its digits" {
  printf 'j=1112122233343444:\nj=1112122233343444:\tk=v\nJ=1112122233343444:\n2x3:..........64.5....32.41......12...3.\n' >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output '2x3:..........64.5....32.41......12...3.'
  assert_stderr <<'EOF'
sdk-parse: in.txt:1: expected 16 cells, found 0
sdk-parse: in.txt:2: expected 16 cells, found 0
sdk-parse: in.txt:3: expected 16 cells, found 0
EOF
}

# The cells after a shape once had to be the stream's own characters: an
# 'x' or '-' for an empty cell made the line something else (a map read
# as a 4x4 puzzle, x: dropped, a comment), exit 0.
@test "sdk-parse reads the other empty cells after a shape, and tells a bad cell at its line" {
  printf '%s\n' 'j=1112122233443344:....3.1.x...42..' \
    '2x3:....4....2.6.45.....35....6.23.....-' \
    'x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96.._' \
    'j=1112122233443344:....3.1.?...42..' \
    'x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..z' \
    'x: a word' >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output 'j=1112122233443344:....3.1.....42..
2x3:....4....2.6.45.....35....6.23......
x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96...
# x: a word'
  assert_stderr <<'EOF'
sdk-parse: in.txt:4: bad character '?' in cell 9
sdk-parse: in.txt:5: bad character 'z' in cell 81
EOF
}

@test "sdk-parse takes a grid's boxes from the lines it draws" {
  local p='..........64.5....32.41......12...3.'
  # rows of 6 with a bar after 3, and a rule under every second row
  fold -w 6 <<<"$p" | sed 's/.../& | /; s/./& /g; s/  */ /g' |
      awk 'NR > 1 && NR % 2 == 1 { print "------+------" } { print }' >in.txt
  [ "$(sed -n 3p in.txt)" = "------+------" ]
  [ "$(sed -n 1p in.txt)" = ". . . | . . . " ]
  run sdk-parse in.txt
  assert_success "2x3:$p"
  # bars alone, then rules alone (every third row: boxes of 3x2)
  sed '/-/d' in.txt >bars.txt
  run sdk-parse bars.txt
  assert_success "2x3:$p"
  fold -w 6 <<<"$p" | awk 'NR == 4 { print "======" } { print }' >rules.txt
  run sdk-parse rules.txt
  assert_success "3x2:$p"
}

@test "sdk-parse will not guess the boxes of a 6x6 grid that draws none" {
  printf '%s\n' ...... .....1 ...... ...... ...... ...... >plain.txt
  run --separate-stderr sdk-parse plain.txt
  assert_failure 2
  [ "$stderr" = "sdk-parse: plain.txt:1: a 6x6 grid that does not draw its boxes: 2x3 or 3x2? (--box)" ]
  run sdk-parse --box 3x2 plain.txt
  assert_success '3x2:...........1........................'
  printf '..........64.5....32.41......12...3.\n' >line.txt
  run --separate-stderr sdk-parse line.txt
  assert_failure 2
  [ "$stderr" = "sdk-parse: line.txt:1: a line of 36 cells: a 6x6 grid, whose boxes --box gives" ]
  run --separate-stderr sdk-parse --box 4x4 line.txt
  assert_failure 2
  [ "$stderr" = "sdk-parse: line.txt:1: expected a 16x16 puzzle, found 6x6" ]
  run sdk-parse --box 2x3 line.txt
  assert_success '2x3:..........64.5....32.41......12...3.'
  run --separate-stderr sdk-parse --box 2x3 "$DATA/bench/17_clue.txt"
  assert_failure 2
  [ "${stderr%%$'\n'*}" = "sdk-parse: $DATA/bench/17_clue.txt:1: expected a 6x6 puzzle, found 9x9" ]
}

@test "sdk-parse reads 8x8, 10x10 and 12x12 grids" {
  mk '' 64 1=1 64=8 | fold -w 8 >g8.txt
  run --separate-stderr sdk-parse -z 8 g8.txt
  assert_failure 2
  [ "$stderr" = "sdk-parse: g8.txt:1: an 8x8 grid that does not draw its boxes: 2x4 or 4x2? (--box)" ]
  run sdk-parse --box 2x4 g8.txt
  assert_success "$(mk 2x4: 64 1=1 64=8)"
  mk '' 64 1=1 64=8 >l8.txt
  run sdk-parse --box 4x2 l8.txt
  assert_success "$(mk 4x2: 64 1=1 64=8)"
  mk '' 100 1=A 100=9 | fold -w 10 | sed 's/...../& | /' >g10.txt
  run sdk-parse g10.txt
  assert_success "$(mk 2x5: 100 1=A 100=9)"
  mk '' 144 1=C 144=B | fold -w 12 | sed 's/..../&|/g' >g12.txt
  run sdk-parse g12.txt
  assert_success "$(mk 3x4: 144 1=C 144=B)"
}

# Rows of integers of two digits with the side --box or -z gives (they
# were read as digits, 10 as a 1 and a 0, without a name line).
@test "sdk-parse reads 10x10 and 12x12 grids of integers with the side of --box or -z" {
  local p12='3x4:..5..16.AC..3..6......8.C........7..2B..A...C..8...1.63.......4..B8....1A9.7.458....8.2........A....9.CB.....26....41.C.58....7..3.....4.8B65...'
  local p10='2x5:.....9.8..86..1......5.....9...9.326A.8...51......4...9....3......1A..37......2...9...74.57..2..3.6.'
  echo "$p12" | sdk-fmt --padded | sed 1d >i12.txt
  echo "$p10" | sdk-fmt --padded | sed 1d >i10.txt
  run --separate-stderr sdk-parse --box 3x4 i12.txt
  assert_success "$p12"
  assert_stderr ''
  run --separate-stderr sdk-parse -z 12 i12.txt
  assert_failure 2
  assert_stderr 'sdk-parse: i12.txt:1: a 12x12 grid that does not draw its boxes: 3x4 or 4x3? (--box)'
  run --separate-stderr sdk-parse --box 2x5 i10.txt
  assert_success "$p10"
  assert_stderr ''
}

@test "sdk-parse reads sized and board 6x6 puzzles without their name line, the boxes of --box" {
  local p6='2x3:..........64.5....32.41......12...3.' st
  for st in sized board; do
    echo "$p6" | sdk-fmt --"$st" | sed 1d >s6.txt
    run --separate-stderr sdk-parse --box 2x3 s6.txt
    assert_success "$p6"
    assert_stderr ''
    run --separate-stderr sdk-parse -f "$st" --box 2x3 s6.txt
    assert_success "$p6"
    assert_stderr ''
  done
  echo "$p6" | sdk-fmt --sized | sed 1d >s6.txt
  run --separate-stderr sdk-parse -z 6 s6.txt
  assert_failure 2
  assert_stderr 'sdk-parse: s6.txt:1: a 6x6 grid that does not draw its boxes: 2x3 or 3x2? (--box)'
}

@test "sdk-parse reads 6x6 and 12x12 pairs without their name line, the side of --box" {
  local p12='3x4:CB..4.7..A..2....51..4C..8.9......3.9...B...5.4.B.C.7...3..97...9A..2.8...............5...6...7...6...3518..39..C..6..21...1...B.....C..1.4.8.9.'
  local b st
  for b in 3x4 2x3; do
    if [ "$b" = 3x4 ]; then
      printf '%s\t%s\n' "$p12" "$(sdk-solve <<<"$p12" | sed 's/^3x4://')" >pair.txt
    else
      printf '%s\t%s\n' '2x3:..........64.5....32.41......12...3.' 463152512364154623326415635241241536 >pair.txt
    fi
    for st in padded boxed; do
      sdk-fmt --"$st" pair.txt | sed 1d >in.txt
      run --separate-stderr sdk-parse --box "$b" in.txt
      assert_success "$(cat pair.txt)"
      assert_stderr ''
    done
  done
}

@test "a header names the variant of the puzzles after it" {
  {
    echo 'X-Sudoku'
    echo '..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5'
    echo '# variant: windoku'
    mk '' 81 1=1
    echo 'Classic'
    mk '' 81 1=1
    echo 'hyper sudoku'
    mk '' 36 1=1
  } >in.txt
  run --separate-stderr sdk-parse --box 2x3 in.txt
  assert_failure 2
  [ "$stderr" = "sdk-parse: in.txt:2: expected a 6x6 puzzle, found 9x9
sdk-parse: in.txt:4: expected a 6x6 puzzle, found 9x9
sdk-parse: in.txt:6: expected a 6x6 puzzle, found 9x9
sdk-parse: in.txt:8: windoku needs a side of 4, 9 or 16" ] || flunk "$stderr"
  run sdk-parse <(sed 7,8d in.txt)
  assert_success
  assert_output <<OUT
# X-Sudoku
x:..8.5..7...4....1....2........1.....7.1.6...8..2....6........3.....7..2.....96..5
# variant: windoku
$(mk w: 81 1=1)
# Classic
$(mk '' 81 1=1)
OUT
  run sdk-parse --variant x,windoku <(mk '' 16 1=1)
  assert_success "$(mk x:w: 16 1=1)"
  run --separate-stderr sdk-parse --variant y /dev/null
  assert_failure 2
  [ "${stderr%%$'\n'*}" = "sdk-parse: unknown variant 'y' (x, windoku or x,windoku)" ]
  run --separate-stderr sdk-parse --box 3x5 /dev/null
  assert_failure 2
  [ "${stderr%%$'\n'*}" = "sdk-parse: bad box '3x5': want RxC, such as 2x3" ]
}

@test "a header of one word, X, is kept as a comment and names the variant, with no error" {
  local p='.93..1...2.....14.........8...879..3....3.....64......4...........1428..57....2..'
  printf 'X\n%s\nwindoku\n%s\n' "$p" "$p" >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_success
  assert_output "# X
x:$p
# windoku
w:$p"
  assert_stderr ''
}

@test "shape terms read in either case, 2X3: too, and the header X-Windoku names both variants" {
  local p='.93..1...2.....14.........8...879..3....3.....64......4...........1428..57....2..'
  printf '%s\n' '2X3:..........64.5....32.41......12...3.' \
      'X:W:....3.1.....42..' 'J=1112122233343444:....3.1.....42..' \
      X-Windoku "$p" >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_success
  assert_output <<EOF
2x3:..........64.5....32.41......12...3.
x:w:....3.1.....42..
j=1112122233343444:....3.1.....42..
# X-Windoku
x:w:$p
EOF
  assert_stderr ''
  run --separate-stderr sdk-solve -c <<<'2X3:..........64.5....32.41......12...3.'
  assert_success '2x3:..........64.5....32.41......12...3.	solutions=1'
}

@test "--variant and a header's variant hold for the stream's records that carry their shape too" {
  printf '%s\n' '2x3:...6.4.2......5.....3.1.4..2..3..1..' 'j=1212212134344343:1...............' >in.txt
  run --separate-stderr sdk-parse --variant x in.txt
  assert_success
  assert_output '2x3:x:...6.4.2......5.....3.1.4..2..3..1..
j=1212212134344343:x:1...............'
  assert_stderr ''
  run --separate-stderr sdk-parse --variant windoku in.txt
  assert_failure 2
  assert_output 'j=1212212134344343:w:1...............'
  assert_stderr 'sdk-parse: in.txt:1: windoku needs a side of 4, 9 or 16'
  printf 'X-Sudoku\nj=1212212134344343:1...............\n' >h.txt
  run --separate-stderr sdk-parse h.txt
  assert_success
  assert_output '# X-Sudoku
j=1212212134344343:x:1...............'
}

@test "a region map of letters under a puzzle makes it a jigsaw" {
  printf '%s\n' '....3.1.....42..' 'aaab' 'abbb' 'cccd' 'cddd' >j4.txt
  run sdk-parse j4.txt
  assert_success 'j=1112122233343444:....3.1.....42..'
  run sdk-solve < <(sdk-parse j4.txt)
  assert_success 'j=1112122233343444:2143341213244231'
  # a grid, a blank line, the map with blanks between letters; then a word
  local m=112223333111222236111125336444525636444555636474558666477588999777889999777888899
  local c=...............53.....4.7...43.26.....74..2...........6......2.7.....8.1.81..3...
  {
    fold -w 9 <<<"$c" | sed 's/./& /g'
    echo
    fold -w 9 <<<"$m" | tr 1-9 A-I | sed 's/./& /g'
    echo Solution
  } >j9.txt
  run --separate-stderr sdk-parse j9.txt
  assert_success
  # regions numbered as they first come in reading order
  assert_output <<'OUT'
j=112223333111222234111125334666525434666555434676558444677588999777889999777888899:...............53.....4.7...43.26.....74..2...........6......2.7.....8.1.81..3...
# Solution
OUT
}

# A map whose first row held more than half the side's letters was taken
# for a word: the puzzle came out classic, the map as comments, exit 0
# (43 of 200 4x4 maps of sdk-gen --jigsaw -s 1).
@test "a region map whose first row holds many regions is a map; words under a puzzle stay comments" {
  printf '%s\n' .... .3.. 12.. .... KKLM KLLM KNLM NNNM >j4.txt
  run sdk-parse j4.txt
  assert_success 'j=1123122314234443:.....3..12......'
  printf '%s\n' .... .3.. 12.. .... 'Easy one' Good .... .3.. 12.. .... \
      Easy >w4.txt
  run sdk-parse w4.txt
  assert_success '.....3..12......
# Easy one
# Good
.....3..12......
# Easy'
  # rows of few letters that stop short are a map, an error as before
  printf '%s\n' .... .3.. 12.. .... KKLL KKLL MMNN >s4.txt
  run --separate-stderr sdk-parse s4.txt
  assert_failure 2
  assert_output ''
  assert_stderr 'sdk-parse: s4.txt:5: a region map of 3 rows, not 4'
}

# A map's first row with a TAB in it was taken for the grid's fields: the
# map came one row short, and the puzzle was lost.
@test "a region map's rows may hold TABs, between letters or after them" {
  printf '%s\t\n' .... .3.. 12.. .... aaab abbb cccd cddd >t4.txt
  run sdk-parse t4.txt
  assert_success 'j=1112122233343444:.....3..12......'
  printf '%s\n' .... .3.. 12.. .... 'a	a	a	b' 'a	b	b	b' 'c	c	c	d' \
      'c	d	d	d' >u4.txt
  run sdk-parse u4.txt
  assert_success 'j=1112122233343444:.....3..12......'
  # the fields sdk-fmt writes under a grid stay its fields, words or
  # letters ("ab	cd" under a 4x4 grid, "unique" under a 6x6 one)
  printf '%s\n' '.2.4........1.3.	ab	cd' \
      '2x3:...6.4.2......5.....3.1.4..2..3..1..	unique' \
      '..17...8.......3.9.......6.2...9...5.4.3......16...9.8....845...731......2....1..	Easy	valid' >f.txt
  run sh -c 'sdk-fmt -b f.txt | sdk-parse'
  assert_success "$(cat f.txt)"
}

# A comment or a label between a grid and its map ended the wait for the
# map: the puzzle came out classic, the map's rows errors and comments.
@test "comments and a label between a grid and its region map are kept as comments after the jigsaw puzzle" {
  printf '%s\n' .... .3.. 12.. .... '# regions' '% by hand' 'Region map:' \
      KKLM KLLM KNLM NNNM >c4.txt
  run --separate-stderr sdk-parse c4.txt
  assert_success
  assert_output 'j=1123122314234443:.....3..12......
# regions
# by hand
# Region map:'
  assert_stderr ''
  # with no map after them they stay comments; a header among them still
  # names the variant of the puzzles after it
  printf '%s\n' .... .3.. 12.. .... '# X-Sudoku' 'Regions:' .... .3.. 12.. .... \
      >h4.txt
  run --separate-stderr sdk-parse h4.txt
  assert_success
  assert_output '.....3..12......
# X-Sudoku
# Regions:
x:.....3..12......'
  # a shape term alone is no label: still an error at its line
  printf '%s\n' .... .3.. 12.. .... 'x:' KKLM KLLM KNLM NNNM >x4.txt
  run --separate-stderr sdk-parse x4.txt
  assert_failure 2
  assert_output '.....3..12......
# KKLM
# KLLM
# KNLM
# NNNM'
  assert_stderr 'sdk-parse: x4.txt:5: no puzzle in line'
  # a map cut short after them is an error at its line, the puzzle not
  # written as a classic one
  printf '%s\n' .....3..12...... '# the map' KKLL KKLL >s4.txt
  run --separate-stderr sdk-parse s4.txt
  assert_failure 2
  assert_output '# the map'
  assert_stderr 'sdk-parse: s4.txt:3: a region map of 2 rows, not 4'
  # eight lines are held at most: after a ninth the rows are no map, and
  # these (a row of many letters first) are words under the puzzle
  { echo .....3..12......; seq -f '# %g' 9; printf '%s\n' KKLM KLLM KNLM NNNM
  } >f4.txt
  run --separate-stderr sdk-parse f4.txt
  assert_success
  assert_output ".....3..12......
$(seq -f '# %g' 9)
# KKLM
# KLLM
# KNLM
# NNNM"
  { echo .....3..12......; seq -f '# %g' 8; printf '%s\n' KKLM KLLM KNLM NNNM
  } >e4.txt
  run --separate-stderr sdk-parse e4.txt
  assert_success
  assert_output "j=1123122314234443:.....3..12......
$(seq -f '# %g' 8)"
}

@test "a region map under a 6x6, 8x8, 10x10 or 12x12 grid that draws no boxes makes it a jigsaw, without --box" {
  # The boxes a grid of these sides would need are not asked for when a
  # map of regions follows; a grid with no map still needs them.
  printf '%s\n' ...... ....2. 6..... 45.1.. .1.2.. 2..... '' \
      AAABBB AAABBB CCCCDE FCCDDE FFDDEE FFFDEE ...... .....1 ...... \
      ...... ...... ...... >j6.txt
  run --separate-stderr sdk-parse j6.txt
  assert_failure 2
  assert_output 'j=111222111222333345633445664455666455:..........2.6.....45.1...1.2..2.....'
  assert_stderr 'sdk-parse: j6.txt:14: a 6x6 grid that does not draw its boxes: 2x3 or 3x2? (--box)'
  run --separate-stderr sdk-parse -z 6 j6.txt
  assert_failure 2
  assert_output 'j=111222111222333345633445664455666455:..........2.6.....45.1...1.2..2.....'
  assert_stderr 'sdk-parse: j6.txt:14: a 6x6 grid that does not draw its boxes: 2x3 or 3x2? (--box)'
  # a line of 36 cells and its map, with -z 6
  printf '%s\n' ..........2.6.....45.1...1.2..2..... aaabbb aaabbb ccccde \
      fccdde ffddee fffdee >l6.txt
  run --separate-stderr sdk-parse -z 6 l6.txt
  assert_success 'j=111222111222333345633445664455666455:..........2.6.....45.1...1.2..2.....'
  assert_stderr ''
  # a sized grid (its side, then rows of integers) and its map at once
  printf '%s\n' 6 '0 0 0 0 0 0' '2 0 0 0 0 0' '0 0 0 0 0 0' '4 5 0 1 0 0' \
      '0 1 0 2 0 0' '2 0 0 0 0 0' AAABBB AAABBB CCCCDE FCCDDE FFDDEE \
      FFFDEE >z6.txt
  run --separate-stderr sdk-parse -z 6 z6.txt
  assert_success 'j=111222111222333345633445664455666455:......2...........45.1...1.2..2.....'
  assert_stderr ''
  local j9='j=111122222113333222133443352134445555144666665744668885776688855777798889779999999:..8...46..3......85.........1.5........9....6.....6.......7..........9....7.1..5.'
  {
    echo 9
    printf '%s\n' "${j9#*:}" | tr . 0 | fold -w 9 | sed 's/./& /g; s/ $//'
    printf '%s' "${j9:2:81}" | tr 1-9 A-I | fold -w 9
    echo
  } >z9.txt
  run --separate-stderr sdk-parse z9.txt
  assert_success "$j9"
  assert_stderr ''
  # one row of a map after it is an error, not a line lost
  head -8 z6.txt >z61.txt
  run --separate-stderr sdk-parse -z 6 z61.txt
  assert_failure 2
  assert_output ''
  assert_stderr 'sdk-parse: z61.txt:8: a region map of 1 rows, not 6'
  # a map that is no map of the grid: the error is the map's
  printf '%s\n' ...... ....2. 6..... 45.1.. .1.2.. 2..... aaabbb aaabbb \
      ccccde fccdde ffddee ffedee >b6.txt
  run --separate-stderr sdk-parse b6.txt
  assert_failure 2
  assert_output ''
  assert_stderr 'sdk-parse: b6.txt:7: region 5 has 7 cells, not 6'
  # The boxes a grid left open are its own: a solution section takes the
  # puzzle's, and a record after it is read as it is.
  printf '%s\n' '[Puzzle]' '123|456' '456|123' '---+---' '214|365' '365|214' \
      '---+---' '531|642' '642|531' '[Solution]' 123456 456123 214365 \
      365214 531642 642531 'x:1................................................................................' >s6.txt
  run --separate-stderr sdk-parse s6.txt
  assert_success
  assert_output <<'EOF'
2x3:123456456123214365365214531642642531	123456456123214365365214531642642531
x:1................................................................................
EOF
  assert_stderr ''
  # A csv row whose solution is bad: both errors, nothing written.
  printf 'puzzle,solution\n1%s,123\n' "$(printf '.%.0s' {1..35})" >c6.txt
  run --separate-stderr sdk-parse c6.txt
  assert_failure 2
  assert_output ''
  assert_stderr <<'EOF'
sdk-parse: c6.txt:2: bad solution field in row
sdk-parse: c6.txt:2: a 6x6 grid that does not draw its boxes: 2x3 or 3x2? (--box)
EOF
  local p n m
  for n in 8 10 12; do
    p=$(sdk-gen -s 2 -z "$n" --jigsaw)
    m=${p%%:*}
    m=${m#j=}
    {
      printf '%s' "${p#*:}" | fold -w "$n"
      printf '\n\n'
      printf '%s' "$m" | tr 1-9A-C A-L | fold -w "$n"
      echo
    } >j$n.txt
    # (rows of 8 cells are 4x4 pairs but for -z 8)
    run --separate-stderr sdk-parse $([ "$n" = 8 ] && echo -z 8) j$n.txt
    assert_success "$p"
    assert_stderr ''
  done
}

@test "sdk-parse takes a --grid grid's boxes from its groups of cells and blank lines, without its name line" {
  local o p q
  for o in "-z 6" "--box 3x2" "-z 10" "--box 4x3"; do
    p=$(sdk-gen -s 12 $o)
    sdk-fmt --grid <<<"$p" | sed 1d >g.txt
    run --separate-stderr sdk-parse g.txt
    assert_success "$p"
    assert_stderr ''
  done
  # 8x8 rows are 4x4 pairs but for -z 8, which says no box shape
  p=$(sdk-gen -s 12 --box 4x2)
  sdk-fmt --grid <<<"$p" | sed 1d >g.txt
  run --separate-stderr sdk-parse -z 8 g.txt
  assert_success "$p"
  assert_stderr ''
  # bars and rules say the boxes before blank lines do (double spacing)
  printf '%s\n\n' '123|456' '456|123' '---+---' '214|365' '365|214' \
      '---+---' '531|642' '642|531' >d.txt
  run --separate-stderr sdk-parse d.txt
  assert_success '2x3:123456456123214365365214531642642531'
  assert_stderr ''
}

@test "sdk-parse reads a 6x6 --grid whose first row is empty, the side of --box or a name line" {
  local p6='2x3:......2...........45.1...1.2..2.....'
  sdk-fmt --grid <<<"$p6" >g6.txt
  run --separate-stderr sdk-parse g6.txt
  assert_success "$p6"
  assert_stderr ''
  sed 1d g6.txt >n6.txt
  run --separate-stderr sdk-parse --box 2x3 n6.txt
  assert_success "$p6"
  assert_stderr ''
  # without a side, the dashes are a rule, and the grid five rows
  run --separate-stderr sdk-parse n6.txt
  assert_failure 2
  assert_stderr 'sdk-parse: n6.txt:2: expected 6 rows, found 5'
  # dashes alone on a line, a cell each, are still an empty puzzle
  run --separate-stderr sdk-parse --box 2x3 <<<'------------------------------------'
  assert_success '2x3:....................................'
  run --separate-stderr sdk-parse -z 9 < <(printf '%081d\n' 0 | tr 0 -)
  assert_success '.................................................................................'
}

@test "a region map that is not N regions of N cells is an error at its line" {
  printf '%s\n' '....3.1.....42..' 'aaab' 'abbb' 'cccd' 'cdde' \
      '....3.1.....42..' '' 'aaab' 'abbb' \
      '....3.1.....42..' 'aaab' 'aabb' 'cccd' 'cddd' >in.txt
  run --separate-stderr sdk-parse in.txt
  assert_failure 2
  assert_output ''
  [ "$stderr" = "sdk-parse: in.txt:2: a region map of more than 4 regions
sdk-parse: in.txt:8: a region map of 2 rows, not 4
sdk-parse: in.txt:11: region 1 has 5 cells, not 4" ] || flunk "$stderr"
}

@test "two box shapes of one side never share a geometry in a run" {
  {
    mk 3x4: 144
    mk 2x6: 144 1=1 18=1
    mk 4x4:x: 256
    mk 2x8:x: 256 1=1 24=1
  } >in.txt
  run sdk-validate in.txt
  assert_failure 1
  assert_output "$(sed -n '1s/$/\tincomplete/p; 2s/$/\tinvalid/p; 3s/^4x4://; 3s/$/\tincomplete/p; 4s/$/\tinvalid/p' in.txt)"
}

# 12x12 grids of 2x6 and 6x2 boxes went to the band engines of 3x4 and
# 4x3 boxes: "no solution" for these two puzzles of one solution, and a
# solution in 4x3 boxes for others.
@test "sdk-solve solves 12x12 grids of 2x6 and 6x2 boxes in their own boxes" {
  printf '%s\n' '2x6:....567.9ABC7.9A.C123456.61....9C8.78C79.B261345.1572..BAC68A9CB6.3...1243A.72C58B9.B58.C947.63A5.4.17.CB983CB.8.3...7.4.7B5.1.A42C9942C8...617B' \
      '6x2:....567.9ABC3.BC.256789A.61....C34.87856.49ABC12.A78B..25634BC9A7.3...56214.6587A9C.43C.2165.7A96.2.A9.B438787.5.3...B.1.987.B.16543CBA98...2165' >odd.txt
  run --separate-stderr sdk-solve -p odd.txt
  assert_success
  printf '%s\n' "${lines[@]}" >pairs.txt
  run "$SC" <pairs.txt
  assert_success "1 ok
1 ok"
  run sdk-solve -c odd.txt
  assert_success "$(sed 's/$/	solutions=1/' odd.txt)"
  run sh -c 'sdk-solve odd.txt | sdk-validate'
  assert_success
}

@test "a box of one row, boxes of 0x0 and a short x: grid are reported as such" {
  {
    printf '1x4:%s\n' ................
    printf '0x0:%s\n' .................................................................................
    printf 'x:%s\n' ................................................................................
    printf 'x:%070d\n' 0 | tr 0 .
    printf 'x:%0728d\n' 0 | tr 0 .
    printf '%s\n' ................
  } >in.txt
  run --separate-stderr sdk-validate in.txt
  assert_failure 2
  assert_output '................	incomplete'
  assert_stderr <<'EOF'
sdk-validate: in.txt:1: boxes of 1x4: a box has two rows and two columns or more
sdk-validate: in.txt:2: unknown shape '0x0' (RxC, j=MAP, x or w)
sdk-validate: in.txt:3: expected 81 cells, found 80
sdk-validate: in.txt:4: expected 81 cells, found 70
sdk-validate: in.txt:5: expected 729 places of a candidate grid, found 728
EOF
}

# 12x12 grids have a band engine of their own (lib/solve-rect.c): for each
# value, a band of R rows in one word, rows matched with boxes and the
# bands of a stack with its columns. These two minimal puzzles take 48
# and 20 guesses with it, 104 and 26 with the bit engine before it; the
# answers are those of the other solver. The listing of a grid of many
# solutions keeps the order, and the default writes the least of them.
# SDK_SIMD=0 keeps lib/solve-rect.c on every processor; where the
# processor has AVX-512, lib/solve-twelve.c serves otherwise (below).
@test "sdk-solve solves 12x12 grids by bands, 3x4 and 4x3 boxes alike" {
  local p='3x4:.B....439A.2..9..C..58..41.......C7..C..72...53..9.2..3C.B.7.758.1......1....487....2.....C..........A.243........6.A..9..B1A...C.83.4...7.....5'
  local q='4x3:..2.51.7.3.8..8..79......5.2.9C.3..4....3.....C2B......C.1..4.....6.8..7..1...3...26.2..C8.45....14..5.....B......8.......53.....A7..9.72B...5.3'
  local m='3x4:.B....4.9A.2.....C..5...41.......C7..C..72...53....2..3C.B.7.75..1......1.....87..........C..........A.243........6.A..9..B1A...C.83.4...7.....5'
  export SDK_SIMD=0
  run -0 --separate-stderr sdk-solve -s -p <<<"$p"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 48 guesses, "* ]] ||
      flunk "$stderr"
  run "$SC" <<<"${output/	3x4:/	}"
  assert_success '1 ok'
  run -0 --separate-stderr sdk-solve -s -p <<<"$q"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 20 guesses, "* ]] ||
      flunk "$stderr"
  run "$SC" <<<"${output/	4x3:/	}"
  assert_success '1 ok'
  run -0 sdk-solve -c -l 1000 <<<"$m"
  assert_output "$m	solutions=1000+"
  run -0 sdk-solve -a -l 5 <<<"$m"
  printf '%s\n' "${lines[@]}" >all.txt
  sort -c all.txt
  [ "$(sort -u all.txt | wc -l)" -eq 5 ]
  run "$SC" < <(sed "s/^3x4:/$m	/" all.txt)
  assert_success "$(yes '2+ ok' | head -5)"
  run -0 --separate-stderr sdk-solve <<<"$m"
  assert_output "$(head -1 all.txt)	multiple"
}

# 8x8 grids of 2x4 and 4x2 boxes have an engine of their own
# (lib/solve-eight.c), a 4x2 grid held transposed. The counts of the two
# grids with many solutions are also the bit engine's (lib/solve-bits.c,
# which solved 8x8 grids before); the 31 guesses of n are the new
# engine's (the bit engine made 29).
@test "sdk-solve solves 8x8 grids on one word, 2x4 and 4x2 boxes alike" {
  local p='2x4:.........1.2..73...75..64..3.7....1.......5....276....28.....4..'
  local q='4x2:5......8.....4....42.6..68..1....563.........371....2.3.2.......'
  local m='2x4:.........1....73...7...64..3.7....1.......5....2.6....2......4..'
  local n='4x2:5......8.....4.....2.6..6...1....5.3.........3.1....2.3.2.......'
  run -0 sdk-solve -p <<<"$p"
  assert_output "$p	3476821551824673182753464563278123187564675418327645312882316457"
  run "$SC" <<<"${output/	2x4:/	}"
  assert_success '1 ok'
  run -0 sdk-solve -p <<<"$q"
  assert_output "$q	5416372812385467374286156857124345637182862543717184253623716854"
  run "$SC" <<<"${output/	4x2:/	}"
  assert_success '1 ok'
  run -0 sdk-solve -c <<<"$m"
  assert_output "$m	solutions=29722"
  run -0 sdk-solve -c <<<"$n"
  assert_output "$n	solutions=112443"
  run -0 sdk-solve -c -l 1000 <<<"$m"
  assert_output "$m	solutions=1000+"
  run -0 --separate-stderr sdk-solve -s <<<"$n"
  assert_output '4x2:5134726832168457785236146478152315436782862543714761283523875146	multiple'
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 31 guesses, "* ]] ||
      flunk "$stderr"
  for g in "$m" "$n"; do
    run -0 sdk-solve -a -l 5 <<<"$g"
    printf '%s\n' "${lines[@]}" >all.txt
    sort -c all.txt
    [ "$(sort -u all.txt | wc -l)" -eq 5 ]
    run "$SC" -l < <(sed "s/^${g%%:*}:/$g	/" all.txt)
    assert_success "$(printf '2+ ok least\n'; yes '2+ ok not-least' | head -4)"
    run -0 sdk-solve -1 <<<"$g"
    run "$SC" <<<"$g	${output#*:}"
    assert_success '2+ ok'
  done
  # r1c1 given 1 leaves p without a solution
  run sdk-solve <<<"2x4:1${p#2x4:.}"
  assert_failure 1
  # the portable form and, where the processor has it, the AVX-512 one
  printf '%s\n' "$m" "$n" >mn.txt
  run -0 sdk-solve -a -l 200 mn.txt
  [ "${#lines[@]}" -eq 400 ]
  SDK_SIMD=0 sdk-solve -a -l 200 mn.txt >portable.txt
  printf '%s\n' "${lines[@]}" | cmp - portable.txt
}

# On processors with AVX-512 (its counts of 16-bit lanes too), 12x12
# grids of boxes go to lib/solve-twelve.c, eight values to a register;
# SDK_SIMD=0 keeps lib/solve-rect.c. The answers must be the same: the
# least solution, counts, -a in order (m and n have many solutions, m
# of 3x4 boxes held transposed, n of 4x3), -1 checked by the other
# solver. Its guesses are pinned where the processor has it.
@test "sdk-solve 12x12: the AVX-512 word engine and the band engine agree" {
  local p='3x4:.B....439A.2..9..C..58..41.......C7..C..72...53..9.2..3C.B.7.758.1......1....487....2.....C..........A.243........6.A..9..B1A...C.83.4...7.....5'
  local q='4x3:..2.51.7.3.8..8..79......5.2.9C.3..4....3.....C2B......C.1..4.....6.8..7..1...3...26.2..C8.45....14..5.....B......8.......53.....A7..9.72B...5.3'
  local m='3x4:.B....4.9A.2.....C..5...41.......C7..C..72...53....2..3C.B.7.75..1......1.....87..........C..........A.243........6.A..9..B1A...C.83.4...7.....5'
  local n='4x3:..................9......5.2.9C.3..4....3.....C2B......C.1..4.....6.8..7..1...3...26.2..C8.45....14..5.....B......8.......53.....A7..9.72B...5.3'
  printf '%s\n' "$p" "$q" "$m" "$n" >in.txt
  for o in '' '-c -l 50' '-a -l 20'; do
    # shellcheck disable=SC2086
    run -0 --separate-stderr sdk-solve $o in.txt
    printf '%s\n' "${lines[@]}" >fast.txt
    # shellcheck disable=SC2086
    SDK_SIMD=0 sdk-solve $o in.txt 2>/dev/null | cmp - fast.txt
  done
  for g in "$m" "$n"; do
    run -0 sdk-solve -1 <<<"$g"
    run "$SC" <<<"$g	${output#*:}"
    assert_success '2+ ok'
  done
  grep -qwE 'avx512_?bitalg' /proc/cpuinfo 2>/dev/null ||
      skip "the processor has no AVX-512 counts of 16-bit lanes"
  run -0 --separate-stderr sdk-solve -s <<<"$p"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 92 guesses, "* ]] ||
      flunk "$stderr"
  run -0 --separate-stderr sdk-solve -s <<<"$n"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 93 guesses, "* ]] ||
      flunk "$stderr"
}

# On processors with AVX-512 (its counts of 16-bit lanes too), 9x9
# grids with a variant go to lib/solve-nine.c, a cell to a 16-bit lane;
# SDK_SIMD=0 keeps the bit engine. The answers must be the same: the
# least solution, counts, -a in order, pairs, on a minimal jigsaw puzzle
# (u), one of 32 solutions (m), one without (x: six guesses to see it),
# one whose givens conflict (c), a candidate grid (k), and minimal X,
# windoku, X windoku and jigsaw X puzzles; -1 checked by the other
# solver. The engine's guesses are pinned where the processor has it:
# without locked candidates, without a jigsaw's leftover houses or
# windoku's implied ones, or with a jigsaw's branch cell chosen by all
# its open peers and not those that share one of its two values (44, 10
# and 1774 then), they change.
@test "sdk-solve 9x9 variants: the AVX-512 lane engine and the bit engine agree" {
  local u='j=112223333111122233114122533644442537666645557668444557688888557689999977889999777:45...............8.8.3........14.9.37......3...1............2..3..6...........4..'
  local m='j=111122222111333322141533332444536662445555666477755568477998868479999868777999888:5.......1..8.....9.......4...5................2.....1.8....9...4...8.2..7....6...'
  local x='j=111122222111333322141533332444536662445555666477755568477998868479999868777999888:5.......1..8.....9.......4...5.........4......2.....1.8....9...45..8.2..7....6...'
  local c='j=112223333111122233114122533644442537666645557668444557688888557689999977889999777:45...8...........8.8.3........14.9.37......3...1............2..3..6...........4..'
  local k='j=122223333111222333411152366441152356444555556477566666447777778999988878999998888:1.345..8912345.7...2.4.6.89.2.4.6.89..345.7.912..56.891.345.7.....4567.9123..6.89.234...89.2.45.789.23.567.912..56.8..2...67891.345.7.912345..8.1.34.67.912.45.78..23.567.91.34.678.1234....91.3456.8.12.4.6.89....56789.2.456.89..3.567891..456..91..456..91.3..67.9..3.56.891...567891.34.6.89.23.567..1.3.567.91...5.789.23.5.789.2.4.6789.23.56.8912.4..78...3456.8.12.45..8...3.56789.2.456..9..345.7.91..45.7.912345.7...2..567.91...5678.12..567.9123.5.78.1..45..8912.4.6.8912..56..91...5.789..3456.8912...67.9.23...789123456...1234..7.91.345.7..12....78912.45.78..23...789.2.4.678.123.567..12..5.78.12..5.789....567891..45.78..23..67891234..7.91..456.8.1234..78.1.3456..9.2..5678..23.567..12..5.7891234..78.12.45...91.3..6.89.23..678.'
  local vx='x:...1.3...9..8..3.7.....2.5..4198....5...........4...........5..1.....4....8...72.'
  local vw='w:..9.....1..............742.23.4..........28......9.....4....1.6.....4....2...9...'
  local vxw='x:w:....2...612.....9.3....7....................9...5.8......7...6..4......3.........'
  local vjx='j=111122333112222344111522334555562334556666344556666444777777888779799888999999888:x:.....2.84.....9.......5....79.............5...2...7.............3.2...69.......7.'
  printf '%s\n' "$u" "$m" "$x" "$c" "$k" "$vx" "$vw" "$vxw" "$vjx" >in.txt
  for o in '' '-c -l 50' '-a -l 20' '-p'; do
    # shellcheck disable=SC2086
    run -1 --separate-stderr sdk-solve $o in.txt
    printf '%s\n' "${lines[@]}" >fast.txt
    printf '%s\n' "$stderr" >fast.err
    # shellcheck disable=SC2086
    run -1 --separate-stderr env SDK_SIMD=0 sdk-solve $o in.txt
    printf '%s\n' "${lines[@]}" | cmp - fast.txt
    printf '%s\n' "$stderr" | cmp - fast.err
  done
  for g in "$u" "$m" "$vx" "$vw" "$vxw" "$vjx"; do
    run -0 sdk-solve -1 <<<"$g"
    run "$SC" -v <<<"$g	${output##*:}"
    assert_success 'ok'
  done
  run -0 sdk-solve -1 <<<"$k"
  run "$SC" -v <<<"$k	${output##*:}"
  assert_success 'ok'
  [ "${SDK_SIMD-}" != 0 ] || skip "SDK_SIMD=0 keeps the bit engine"
  grep -qwE 'avx512_?bitalg' /proc/cpuinfo 2>/dev/null ||
      skip "the processor has no AVX-512 counts of 16-bit lanes"
  run -0 --separate-stderr sdk-solve -s <<<"$u"
  [[ $stderr == "sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 42 guesses, "* ]] ||
      flunk "$stderr"
  run -0 --separate-stderr sdk-solve -s <<<'j=122223333111222333411152366441152356444555556477566666447777778999988878999998888:.5..7.......1...7.273......4..6......8.....4.....38....6.2.........5.............'
  [[ $stderr == "sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 12 guesses, "* ]] ||
      flunk "$stderr"
  run -0 --separate-stderr sdk-solve -s -c -l 50 <<<"$k"
  [[ $stderr == "sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 1760 guesses, "* ]] ||
      flunk "$stderr"
  run -0 --separate-stderr sdk-solve -s <<<"$vx"$'\n'"$vw"$'\n'"$vxw"$'\n'"$vjx"
  [[ $stderr == "sdk-solve: 4 records, 4 solved, 0 unsolvable, 0 invalid, 172 guesses, "* ]] ||
      flunk "$stderr"
}

# The reading-order search of the 12x12 engine (the least solution, -a)
# asks a short search of the fewest candidates to refute the state before
# each guess once it has made 256: on this grid of 9,204,795 solutions
# the least takes 287 guesses with it, 1,159 without. tests/shape-check.c
# -l checks that no solution comes before it; the listing starts with it.
@test "sdk-solve 12x12: the least solution's search refutes dead ends by a short search" {
  local r='3x4:.......59..C...4.....A.2C..A37....8...A.......61.B.37...8...6.2..8.B.....6......3..47.....48C.A...4.6....2..5........67..7.B.6C.....A.........4.'
  run -0 --separate-stderr sdk-solve -s <<<"$r"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 287 guesses, "* ]] ||
      flunk "$stderr"
  local least=${output%%	*}
  run "$SC" -l <<<"$r	${least#3x4:}"
  assert_success '2+ ok least'
  run -0 sdk-solve -a -l 2 <<<"$r"
  [ "${lines[0]}" = "$least" ] || flunk "${lines[0]}"
  run "$SC" -l <<<"$r	${lines[1]#3x4:}"
  assert_success '2+ ok not-least'
}

# The 12x12 engine takes a game's pencil marks (sdk-solve -H on a save):
# r1c1 of this puzzle holds 5; marks without it rule out every solution.
@test "sdk-solve -H 12x12: the band engine keeps to a game's pencil marks" {
  local p='3x4:.B....439A.2..9..C..58..41.......C7..C..72...53..9.2..3C.B.7.758.1......1....487....2.....C..........A.243........6.A..9..B1A...C.83.4...7.....5'
  local rest
  rest=$(printf '%01716d' 0 | tr 0 .)
  printf '%s\t%s\tgame=playing\tmarks=1.3...7.....%s\n' "$p" "${p#3x4:}" "$rest" >g.txt
  run --separate-stderr sdk-solve -H g.txt
  assert_failure 1
  [ "$stderr" = "sdk-solve: g.txt:1: the pencil marks of the game rule out every solution" ] ||
      flunk "$stderr"
  printf '%s\t%s\tgame=playing\tmarks=1...5.7.....%s\n' "$p" "${p#3x4:}" "$rest" >g.txt
  run -0 sdk-solve -H g.txt
  assert_output "Hidden single: the only place for 7 in box 2 is r2c7 => r2c7=7"
}

# A count to one or two on a grid of side 12 or 16 that the bit engine has
# not ended in 2,000 guesses goes on by clause learning (lib/solve-sat.c).
# These two 16x16 jigsaw grids come from a check of sdk-gen -z 16 --jigsaw
# -s 1 (r15c7 set to 8, then to B) that took the bit engine 4.9 million
# guesses: alone it needs 1.7 million to find that the first has no
# solution, 1 million for a solution of the second. The guesses below
# are the bit engine's 2,000 and the decisions of clause learning (4,537
# and 7,580 before the clauses of two left the arena, 9,226 and 11,010
# before the segments' clauses and restarts of 128 conflicts); the
# solution of -1 is checked by tests/shape-check.c.
@test "sdk-solve counts hard 16x16 jigsaw grids by clause learning past 2,000 guesses" {
  local a='j=11112222223333331111224222333343115124444444444311552244666477735115522466667773515555586666773355588888866677779958AA8888667BB799988A8CCCCC77BB99999A8ACCCCBBBB999A9AAACCCCBDBB99AAAAAEECCBBDBBFFFFAAEEGCGGGDDBFFFFFFFEGGGGGGDDFFFEEEEEGGGDDGDDFFEEEEEEGGDDDDDD:.G.......7..6..3.3..CE..8..54....F8...43............3.......GA.....1...E..4..5...9.C.2....G..37.......A...1............4....C...A....C....2.87...B95.D6.7C........3A7.......E.G....2.9...1........A...2.GD..9........G.1.A..7..4......8.5E......F..E..D..6......'
  local b='j=11112222223333331111224222333343115124444444444311552244666477735115522466667773515555586666773355588888866677779958AA8888667BB799988A8CCCCC77BB99999A8ACCCCBBBB999A9AAACCCCBDBB99AAAAAEECCBBDBBFFFFAAEEGCGGGDDBFFFFFFFEGGGGGGDDFFFEEEEEGGGDDGDDFFEEEEEEGGDDDDDD:.G.......7..6..3.3..CE..8..54....F8...43............3.......GA.....1...E..4..5...9.C.2....G..37.......A...1............4....C...A....C....2.87...B95.D6.7C........3A7.......E.G....2.9...1........A...2.GD..9........G.1.A..7..4......B.5E......F..E..D..6......'
  run --separate-stderr sdk-solve -s -c -l 2 <<<"$a"
  assert_failure 1
  assert_output "$a	solutions=0"
  [[ $stderr == *"sdk-solve: 1 records, 0 solved, 1 unsolvable, 0 invalid, 4763 guesses, "* ]] ||
      flunk "$stderr"
  run -0 --separate-stderr sdk-solve -s -c -l 2 <<<"$b"
  assert_output "$b	solutions=2+"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 5289 guesses, "* ]] ||
      flunk "$stderr"
  run -0 sdk-solve -1 <<<"$b"
  run "$SC" -v <<<"$b	${output##*:}"
  assert_success ok
}

# A count past two (up to 1,000) goes to clause learning too, when the
# bit engine has found no solution in 20,000 guesses, or no new one in
# 20,000 since its last: grid b above has 8 solutions, which backtracking
# took 1,838,829 guesses to count (3.1 s).
@test "sdk-solve counts past two on a hard 16x16 jigsaw grid by clause learning" {
  local b='j=11112222223333331111224222333343115124444444444311552244666477735115522466667773515555586666773355588888866677779958AA8888667BB799988A8CCCCC77BB99999A8ACCCCBBBB999A9AAACCCCBDBB99AAAAAEECCBBDBBFFFFAAEEGCGGGDDBFFFFFFFEGGGGGGDDFFFEEEEEGGGDDGDDFFEEEEEEGGDDDDDD:.G.......7..6..3.3..CE..8..54....F8...43............3.......GA.....1...E..4..5...9.C.2....G..37.......A...1............4....C...A....C....2.87...B95.D6.7C........3A7.......E.G....2.9...1........A...2.GD..9........G.1.A..7..4......B.5E......F..E..D..6......'
  run -0 --separate-stderr sdk-solve -s -c -l 20 <<<"$b"
  assert_output "$b	solutions=8"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 25540 guesses, "* ]] ||
      flunk "$stderr"
  run -0 sdk-solve -c -l 5 <<<"$b"
  assert_output "$b	solutions=5+"
}

# When the bit engine has found solutions before it runs out, clause
# learning bars them and counts on from there: on this 16x16 X windoku
# grid (the fourth puzzle of bench/gen16checks.txt less its A at r3c7) it
# finds one of the 4 (counting it again would say 5); backtracking alone
# took 2.2 s.
@test "sdk-solve's clause learning counts on from the solutions backtracking found" {
  local g='x:w:....................8..B...5....7.........2...F......C.5.....AB.F.5.7...8......G.................G..F2.D3.......3..2.......F........6...9..7..5F.E.........1D........9...A.8...4.6...G.A....C.8...E.A.B....2.....7...5....F.....A......158B....2...3..CF.....B..'
  run -0 --separate-stderr sdk-solve -s -c -l 100 <<<"$g"
  assert_output "$g	solutions=4"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 66370 guesses, "* ]] ||
      flunk "$stderr"
}

# -a writes the solutions in reading order, the least first; on such a
# grid, after 20,000 guesses of the bit engine with no new one, clause
# learning finds each next solution (the longest start of the last that a
# solution keeps, then the least rest). Grid b above has 8 solutions:
# -a -l 10 writes them all, in order, where backtracking took 12 s for
# the first two.
@test "sdk-solve -a writes a hard 16x16 jigsaw grid's solutions in order by clause learning" {
  local b='j=11112222223333331111224222333343115124444444444311552244666477735115522466667773515555586666773355588888866677779958AA8888667BB799988A8CCCCC77BB99999A8ACCCCBBBB999A9AAACCCCBDBB99AAAAAEECCBBDBBFFFFAAEEGCGGGDDBFFFFFFFEGGGGGGDDFFFEEEEEGGGDDGDDFFEEEEEEGGDDDDDD:.G.......7..6..3.3..CE..8..54....F8...43............3.......GA.....1...E..4..5...9.C.2....G..37.......A...1............4....C...A....C....2.87...B95.D6.7C........3A7.......E.G....2.9...1........A...2.GD..9........G.1.A..7..4......B.5E......F..E..D..6......'
  local s
  sdk-solve -s -a -l 10 <<<"$b" >all.txt 2>err.txt
  [[ $(cat err.txt) == "sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 46822 guesses, "* ]] ||
      flunk "$(cat err.txt)"
  [ "$(wc -l <all.txt)" -eq 8 ]
  LC_ALL=C sort -c -u all.txt
  while IFS= read -r s; do
    run "$SC" -v <<<"$b	${s##*:}"
    assert_success ok
  done <all.txt
  run -0 sdk-solve -a -l 3 <<<"$b"
  assert_output "$(head -3 all.txt)"
}

# The least solution of a grid of side 12 or 16 that the bit engine's
# search in reading order has not found in 2,000 guesses comes from clause
# learning (sdk_sat_least): this 12x12 jigsaw X grid of many solutions (a
# puzzle of sdk-gen -s 4 -z 12 --jigsaw --variant x with givens taken out)
# took backtracking 110,059 guesses and 8.5 s for the same least solution.
@test "sdk-solve writes the least solution of a hard 12x12 jigsaw grid by clause learning" {
  local g='j=112233334444122233334554112336334544112666655554112222665544117772668555177996668888A77799988888A779999988BBAA77CC99BBBBAAAACCBBBCBBAAAACCCCCCCB:x:.3....................3.......7..5.9....A..........C..21.........................4...........CA.................4........4......3......1.....2..'
  run -0 --separate-stderr sdk-solve -s <<<"$g"
  assert_output "j=112233334444122233334554112336334544112666655554112222665544117772668555177996668888A77799988888A779999988BBAA77CC99BBBBAAAACCBBBCBBAAAACCCCCCCB:x:132456897ABCC87912AB46358A63CB7415299615A742B8C347BC3521A98625CB6A938147B23A78C69451395824176CABA1469CB523786CA749385B125482B16C379A7B91835AC264	multiple"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 8670 guesses, "* ]] ||
      flunk "$stderr"
  local sol=${output##*:}
  run "$SC" -v <<<"$g	${sol%%	*}"
  assert_success "ok"
}

@test "sdk-solve searches jigsaw and windoku grids with the houses they imply, busiest cell first" {
  # A band of rows less the regions inside it is a house when it has N
  # cells (jigsaw), as are the rows and columns between windoku's windows;
  # and among the cells of two candidates the search takes the one with
  # the most open and two-candidate peers (on 9x9 jigsaw, the most open
  # peers that have one of its two values). This jigsaw puzzle takes the
  # bit engine 14 guesses, 18 with the other shapes' busiest cell and 113
  # with neither; this windoku one 4, 44 with neither (SDK_SIMD=0: on
  # processors with AVX-512, 9x9 grids with a variant have an engine of
  # their own, above).
  bits_solves 'j=122223333111222333411152366441152356444555556477566666447777778999988878999998888:.5..7.......1...7.273......4..6......8.....4.....38....6.2.........5.............' \
      'j=122223333111222333411152366441152356444555556477566666447777778999988878999998888:154876392829163574273419865435692187781325649596738421968241753617954238342587916' 14
  bits_solves 'w:4..7..............7...6...8.............5.36..9....2.59.........21...5..8..6.....' \
      'w:412738956368495712759162438573216894284957361196843275947521683621389547835674129' 4
}

@test "sdk-solve makes peers of the cells that must differ by the law of leftovers on 9x9 jigsaw grids" {
  # A band of k rows (or columns) less the k regions with the most cells
  # in it, and those regions outside the band, hold the same values; when
  # the cells of each side see each other, a cell that sees one whole side
  # sees the other. The bit engine takes 2 guesses here, 10 without those
  # peers (SDK_SIMD=0, as above).
  bits_solves 'j=111112344112222344152662344152662344556666334555776833559977838999978888999777788:...61............18.94......36.2.4......7....2..........58...1..................7' \
      'j=111112344112222344152662344152662344556666334555776833559977838999978888999777788:592614873348257961819463725736521489681379254254798136975846312127935648463182597' 2
}

# The lane engine once left two singles alike in a house to the house's
# lack of another value: a search of minutes on these (timeout: a hang
# fails the test instead of holding the suite).
@test "sdk-solve and sdk-validate -u answer at once where a diagonal or a region holds a value twice, on both engines" {
  local anti
  anti="x:........7$(printf '%63s' '' | tr ' ' .)7........"
  printf '%s\n' 'x:7...............................................................................7' \
      'j=112223333111222236111125336444525636444555636474558666477588999777889999777888899:5.........5......................................................................' \
      'x:w:5...............................................................................5' >bad.txt
  run -1 --separate-stderr env SDK_SIMD=0 timeout 20 sdk-solve bad.txt
  local simd0=$output
  run -1 --separate-stderr timeout 20 sdk-solve bad.txt
  [ "$output" = "$simd0" ] || flunk "SDK_SIMD=0: $simd0"
  assert_output <<'OUT'
x:7...............................................................................7	invalid
j=112223333111222236111125336444525636444555636474558666477588999777889999777888899:5.........5......................................................................	invalid
x:w:5...............................................................................5	invalid
OUT
  assert_stderr <<'ERR'
sdk-solve: bad.txt:1: givens conflict: diagonal holds 7 twice (r1c1, r9c9)
sdk-solve: bad.txt:2: givens conflict: region 1 holds 5 twice (r1c1, r2c2)
sdk-solve: bad.txt:3: givens conflict: diagonal holds 5 twice (r1c1, r9c9)
ERR
  run -1 --separate-stderr timeout 20 sdk-solve -c <<<"$anti"
  assert_output "$anti	invalid"
  assert_stderr 'sdk-solve: <stdin>:1: givens conflict: anti-diagonal holds 7 twice (r1c9, r9c1)'
  # No two givens alike, but r1c1 can hold only 9, which the diagonal has.
  run -1 --separate-stderr timeout 20 sdk-validate -u <<<'x:.12345678...............................9........................................'
  assert_output 'x:.12345678...............................9........................................	incomplete	unsolvable'
  assert_stderr ''
}
