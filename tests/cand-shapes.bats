#!/usr/bin/env bats
# cand-shapes.bats: candidate grids of the shapes that are not classic
# (sdk(5), "Candidate grids" and "Shapes"): the shape before the places,
# as before a grid's cells, read by sdk-solve, sdk-validate, sdk-fmt and
# sdk-parse and written back; each solution checked by tests/shape-check.c,
# which shares no code with the toolkit.

bats_require_minimum_version 1.5.0

setup_file() {
  export SC="$BATS_FILE_TMPDIR/shape-check"
  ${CC:-cc} -O2 -o "$SC" "$BATS_TEST_DIRNAME/shape-check.c"
}

setup() { load helper; }

# One candidate grid of each shape of data/shapes, and a 16x16 jigsaw one
# (data/README.md): each has one solution only because of its candidates.
CS="$BATS_TEST_DIRNAME/data/cand/shapes.txt"

# line K: line K of $CS.
line() { sed -n "$1p" "$CS"; }

# cands GRID: the candidate grid of a grid of givens of any shape: its
# shape, then each empty cell every value, each given its value alone.
cands() {
  awk '{ k = 0; for (i = length($0); i > 0; i--) if (substr($0, i, 1) == ":") { k = i; break }
    c = substr($0, k + 1); n = int(sqrt(length(c)) + 0.5); s = substr($0, 1, k)
    for (i = 1; i <= n * n; i++) { d = substr(c, i, 1)
      for (v = 1; v <= n; v++) { ch = substr(".123456789ABCDEFG", v + 1, 1)
        s = s (d == "." || d == ch ? ch : ".") } }
    print s }' <<<"$1"
}

@test "a candidate grid of every shape has the one solution sdk-solve writes (checked by another solver)" {
  run --separate-stderr sdk-solve -p "$CS"
  assert_success
  [ "${#lines[@]}" -eq 18 ] || flunk "${#lines[@]} lines"
  printf '%s\n' "${lines[@]}" >pairs.txt
  # the count too, but for the 16x16 jigsaw grid (too long by brute force)
  run "$SC" < <(head -n 17 pairs.txt)
  assert_success "$(yes '1 ok' | head -n 17)"
  run "$SC" -v < <(tail -n 1 pairs.txt)
  assert_success "ok"
  run --separate-stderr sdk-solve -c "$CS"
  assert_success "$(sed 's/$/	solutions=1/' "$CS")"
  run --separate-stderr sdk-validate -u "$CS"
  assert_success "$(sed 's/$/	incomplete	unique/' "$CS")"
  # their cells of one candidate, as givens, have more solutions
  run --separate-stderr sh -c 'sdk-parse --givens-only "$1" | sdk-solve -c -l 2 | cut -f 2 | uniq -c' sh "$CS"
  assert_success "     18 solutions=2+"
}

@test "a 6x6 jigsaw candidate grid is solved, rated, hinted and written back with its map" {
  local c
  c=$(line 14)
  [ "${c:0:39}" = "j=311122311222314442333446555646555666:" ] || flunk "$c"
  run --separate-stderr sdk-solve <<<"$c"
  assert_success "j=311122311222314442333446555646555666:324651531426456213162534615342243165"
  run --separate-stderr sdk-solve -p <<<"$c"
  assert_success "$c	324651531426456213162534615342243165"
  run --separate-stderr sdk-solve -c -r <<<"$c"
  assert_success "$c	solutions=1	rating=2.6	level=medium	pearl=1.2	diamond=1.2"
  run --separate-stderr sdk-solve -H --check <<<"$c"
  assert_success "Hidden single: the only place for 1 in region 5 is r5c2 => r5c2=1"
  run --separate-stderr sdk-solve -e --check <<<"$c"
  assert_success
  [ "${lines[0]}" = "$c" ] || flunk "${lines[0]}"
  [ "${lines[1]}" = "1. Hidden single: the only place for 1 in region 5 is r5c2 => r5c2=1" ] ||
      flunk "${lines[1]}"
  [ "${lines[${#lines[@]} - 1]}" = "j=311122311222314442333446555646555666:324651531426456213162534615342243165" ] ||
      flunk "${lines[${#lines[@]} - 1]}"
  # written back whole by every writer of the stream
  run --separate-stderr sdk-fmt --line <<<"$c"
  assert_success "$c"
  run --separate-stderr sdk-parse <<<"$c"
  assert_success "$c"
  run --separate-stderr sdk-fmt -0 <<<"$c"
  assert_success "${c:0:39}$(tr . 0 <<<"${c:39}")"
  run --separate-stderr sh -c 'sdk-fmt -0 | sdk-solve -c' <<<"$c"
  assert_success "$c	solutions=1"
  run --separate-stderr sdk-parse --givens-only <<<"$c"
  assert_success "j=311122311222314442333446555646555666:........................6..3.2.4...."
}

@test "a 16x16 jigsaw candidate grid is solved and validated, and reads back the same" {
  local c map
  c=$(line 18)
  map=${c%%:*}
  [ "${#map}" -eq 258 ] && [ "${#c}" -eq $((259 + 4096)) ] || flunk "${#c}"
  run --separate-stderr sdk-solve <<<"$c"
  assert_success
  [ "${output:0:259}" = "$map:" ] && [ "${#output}" -eq $((259 + 256)) ] || flunk "$output"
  printf '%s\t%s\n' "$c" "${output:259}" >pair.txt
  run "$SC" -v <pair.txt
  assert_success "ok"
  run --separate-stderr sdk-validate -u -e <<<"$c"
  assert_success "$c	incomplete	unique"
  run --separate-stderr sh -c 'sdk-fmt --line | sdk-parse | sdk-solve -p' <<<"$c"
  assert_success "$(cat pair.txt)"
}

@test "X and windoku candidate grids: the diagonals and the windows are houses" {
  run --separate-stderr sdk-solve < <(line 1; line 2; line 3)
  assert_success "x:183275964947618532526934718435826197718493256269157483672589341354761829891342675
w:192375648475268931386194725243986157957431286861752493639847512724513869518629374
x:w:137285649925764183846913725413826957598437216672159438784391562359642871261578394"
  # the same places without the shape have other solutions
  run --separate-stderr sdk-solve -c -l 2 < <(line 1 | cut -c 3-; line 2 | cut -c 3-)
  assert_success
  [ "${lines[0]##*	}" = "solutions=2+" ] && [ "${lines[1]##*	}" = "solutions=2+" ] ||
      flunk "$output"
  run --separate-stderr sdk-solve -H < <(line 1; line 2)
  assert_success "Naked single: r2c8 can only be 3 => r2c8=3
Naked single: r2c5 can only be 6 => r2c5=6"
}

@test "a 6x6 candidate grid of 2x3 boxes is solved, validated and formatted" {
  local c
  c=$(line 4)
  [ "${c:0:4}" = "2x3:" ] && [ "${#c}" -eq 220 ] || flunk "$c"
  run --separate-stderr sdk-solve -p <<<"$c"
  assert_success "$c	426531351624564213132456615342243165"
  run "$SC" <<<"$output"
  assert_success "1 ok"
  run --separate-stderr sdk-validate -u -m <<<"$c"
  assert_failure 1
  assert_output "$c	incomplete	unique	not-minimal"
  run --separate-stderr sdk-fmt -C <<<"$c"
  assert_success "6x6 (2x3 boxes)
1346   1234   246    25     346    123
1236   245    16     236    1235   12456
5      146    4      12     136    12356
16     1346   24     2456   1356   6
6      13456  2356   3      23456  2
2346   4      35     12356  1256   1245"
  # the pencil marks under their shape's name read back as the record
  run --separate-stderr sh -c 'sdk-fmt -C | sdk-parse' <<<"$c"
  assert_success "$c"
  run --separate-stderr sh -c 'sdk-fmt --svg | grep -c "<text"' <<<"$c"
  assert_success "109"
  run --separate-stderr sdk-fmt --boxed <<<"$c"
  assert_failure 2
  assert_stderr "sdk-fmt: <stdin>:1: a candidate grid: the boxed style cannot show candidates (use --candidates, --line, --svg or --html)"
}

@test "every side's candidate grid reads back through sdk-fmt -C and sdk-parse" {
  local k c
  for k in 1 2 3 4 5 6 7 8 9 10 11 12 17; do
    c=$(line "$k")
    run --separate-stderr sh -c 'sdk-fmt -C | sdk-parse' <<<"$c"
    assert_success "$c"
  done
}

@test "a shaped field of the wrong length is reported at its line, the other records go on" {
  local c
  c=$(line 14)
  {
    printf '%s\n' "${c:0:254}"
    printf '%s\n' "${c}1"
    printf '%s\n' "${c:0:76}"
    line 4
    printf 'x:%s\n' "$(line 1 | cut -c 4-)"
    printf '2x3:%s\n' "$(printf '%0216d' 0 | tr 0 7)"
  } >in.txt
  run --separate-stderr sdk-validate in.txt
  assert_failure 2
  assert_output "$(line 4)	incomplete"
  assert_stderr "sdk-validate: in.txt:1: expected 216 places of a candidate grid, found 215
sdk-validate: in.txt:2: expected 216 places of a candidate grid, found 217
sdk-validate: in.txt:3: expected 36 cells, found 37
sdk-validate: in.txt:5: expected 729 places of a candidate grid, found 728
sdk-validate: in.txt:6: bad character at position 1 of a candidate line: want 1 or '.'"
  run --separate-stderr sdk-solve -c in.txt
  assert_failure 2
  assert_output "$(line 4)	solutions=1"
  [ "${stderr%%$'\n'*}" = "sdk-solve: in.txt:1: expected 216 places of a candidate grid, found 215" ] ||
      flunk "$stderr"
}

@test "what is wrong with a shaped candidate grid names its houses" {
  run --separate-stderr sdk-validate -e < <(cands "$(mk 2x3: 36 1=1 9=1)"
    cands "$(mk x: 81 1=5 81=5)"
    cands "$(mk w: 81 11=7 31=7)"
    cands "$(mk j=311122311222314442333446555646555666: 36 4=2 8=2)")
  assert_failure 1
  assert_stderr "sdk-validate: <stdin>:1: box 1: r1c1 and r2c3 can only hold 1
sdk-validate: <stdin>:2: diagonal: r1c1 and r9c9 can only hold 5
sdk-validate: <stdin>:3: window 1: r2c2 and r4c4 can only hold 7
sdk-validate: <stdin>:4: region 1: r1c4 and r2c2 can only hold 2"
  run --separate-stderr sdk-solve < <(line 1 | sed 's/^x:1\./x:13/')
  assert_failure 2
  assert_stderr "sdk-solve: <stdin>:1: bad character at position 2 of a candidate line: want 2 or '.'"
}

@test "a value with no place in a diagonal, a window or a region is a fault of the grid" {
  local x w j
  # 5 taken from every cell of the diagonal, 7 from every cell of window 1
  x=$(cands "$(mk x: 81)" |
    awk '{ for (i = 0; i < 9; i++) { p = 2 + (i * 9 + i) * 9 + 5; $0 = substr($0, 1, p - 1) "." substr($0, p + 1) } print }')
  w=$(cands "$(mk w: 81)" |
    awk '{ split("11 12 13 20 21 22 29 30 31", c, " "); for (i in c) { p = 2 + (c[i] - 1) * 9 + 7; $0 = substr($0, 1, p - 1) "." substr($0, p + 1) } print }')
  # 3 from every cell of region 2
  j=$(cands "$(mk j=311122311222314442333446555646555666: 36)" |
    awk '{ for (i = 1; i <= 36; i++) if (substr($0, 2 + i, 1) == "2") { p = 39 + (i - 1) * 6 + 3; $0 = substr($0, 1, p - 1) "." substr($0, p + 1) } print }')
  run --separate-stderr sdk-validate -e <<<"$x
$w
$j"
  assert_failure 1
  assert_output "$x	invalid
$w	invalid
$j	invalid"
  assert_stderr "sdk-validate: <stdin>:1: diagonal has no place for 5
sdk-validate: <stdin>:2: window 1 has no place for 7
sdk-validate: <stdin>:3: region 2 has no place for 3"
  run --separate-stderr sdk-solve <<<"$x"
  assert_failure 1
  assert_output "$x	invalid"
  assert_stderr "sdk-solve: <stdin>:1: candidates: diagonal has no place for 5"
}

@test "sdk-parse gives a pencil-mark line the shape of --variant or a header" {
  local c
  c=$(line 1)
  run --separate-stderr sdk-parse --variant x <<<"${c:2}"
  assert_success "$c"
  run --separate-stderr sdk-parse <<<"# X-Sudoku
${c:2}"
  assert_success "# X-Sudoku
$c"
  run --separate-stderr sh -c 'sdk-parse --givens-only | sdk-solve -c -l 2' <<<"$c"
  assert_success "$(sdk-parse --givens-only <<<"$c")	solutions=2+"
}

@test "a tool or option that cannot use candidates refuses a shaped candidate grid at its line" {
  local c
  c=$(line 14)
  run --separate-stderr sdk-canon <<<"$c"
  assert_failure 2
  assert_stderr "sdk-canon: <stdin>:1: sdk-canon does not take candidate grids; sdk-parse --givens-only keeps their cells of one candidate as givens"
  run --separate-stderr sdk-solve -m tactics < <(line 14; line 4)
  assert_failure 2
  assert_stderr "sdk-solve: <stdin>:1: sdk-solve does not take candidate grids with -m tactics, -m simple or -t; sdk-parse --givens-only keeps their cells of one candidate as givens
sdk-solve: <stdin>:2: sdk-solve does not take candidate grids with -m tactics, -m simple or -t; sdk-parse --givens-only keeps their cells of one candidate as givens"
  run --separate-stderr sdk-fmt --json <<<"$c"
  assert_failure 2
  assert_stderr "sdk-fmt: <stdin>:1: a candidate grid: the json style cannot show candidates (use --candidates, --line, --svg or --html)"
  printf '%s\n' "$c" >c.txt
  run --separate-stderr sdk-play -f c.txt </dev/null
  assert_failure 2
  assert_stderr "sdk-play: c.txt:1: a candidate grid: sdk-play plays puzzles of givens (sdk-parse --givens-only keeps its cells of one candidate as givens)"
}

@test "sdk-fmt names the styles that show a shaped candidate grid when its style cannot" {
  run --separate-stderr sdk-fmt -C < <(line 14; line 4)
  assert_failure 2
  [ "${lines[0]}" = "6x6 (2x3 boxes)" ] || flunk "$output"
  assert_stderr "sdk-fmt: <stdin>:1: a 6x6 jigsaw grid: the candidates style cannot show its regions (use --line, --svg or --html)"
  run --separate-stderr sdk-fmt --candidates=frame < <(line 14; line 4; line 1 | cut -c 3-)
  assert_failure 2
  assert_output "$(line 1 | cut -c 3- | sdk-fmt --candidates=frame)"
  assert_stderr "sdk-fmt: <stdin>:1: a 6x6 jigsaw grid: the candidates=frame style writes classic grids only (use --line, --svg or --html)
sdk-fmt: <stdin>:2: a 6x6 (2x3 boxes) grid: the candidates=frame style writes classic grids only (use --candidates, --line, --svg or --html)"
}

# sdk-gen --pencil on the shapes: the same generator as for classic grids
# (a random full grid of the shape, every other candidate offered back),
# on a random region map for jigsaw.
@test "sdk-gen --pencil makes pencil-mark puzzles of every shape to side 10: one solution, minimal" {
  local o n p
  for o in "-z 4 --variant x,windoku" "-z 6" "--box 3x2" "-z 8" "-z 6 --jigsaw" \
      "--variant x" "--variant windoku" "--jigsaw" "-z 10"; do
    sdk-gen --pencil -s 1 -p $o >pair.txt
    p=$(cut -f1 pair.txt)
    case $o in
      -z\ 4*) n=4 ;; -z\ 6*|--box*) n=6 ;; -z\ 8) n=8 ;; -z\ 10) n=10 ;; *) n=9 ;;
    esac
    # the places of a candidate grid of side n after the shape
    [ "${#p}" -gt $((n * n * n)) ] && [ "${p:${#p}-n*n*n-1:1}" = : ] ||
        flunk "$o: $p"
    run --separate-stderr sh -c 'cut -f1 pair.txt | sdk-validate -m | cut -f2-'
    assert_success "incomplete	unique	minimal"
    run --separate-stderr sh -c 'cut -f1 pair.txt | sdk-solve -p'
    assert_success "$(cat pair.txt)"
    # the other solver: the count where brute force is quick, else the
    # solution against the candidates and the shape
    case $o in
      -z\ 4*|-z\ 6*|--box*|-z\ 8) run "$SC" <pair.txt; assert_success "1 ok" ;;
      *) run "$SC" -v <pair.txt; assert_success "ok" ;;
    esac
  done
  run -0 sdk-gen --pencil -s 1 -z 6 --jigsaw
  assert_output 'j=111222111232444233454336554366555666:1234561234.61234561234561234561234561234.612.4561234.6.23.5612345612.4.6123456123456123456123.5612345612.4.6.2.45.123456.23456.2.45612345612345612345.123456.2.456.23456123..61234561234561234.6123456.23.56123.56123456'
  # a shape with a variant, the same for a seed with -j 2
  sdk-gen --pencil -s 4 -c 4 --variant windoku >one.txt
  sdk-gen --pencil -s 4 -c 4 --variant windoku -j 2 | cmp - one.txt
}
