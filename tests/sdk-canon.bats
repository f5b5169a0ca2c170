#!/usr/bin/env bats
# sdk-canon.bats: minlex forms, keys, dedupe, maps, random twins,
# automorphisms and patterns, on 4x4, 9x9 and 16x16, and the error paths.
#
# The expected forms of fixtures/sdk-canon/ref.out and 17_clue.out were
# written by kaityo256/minlex (its 999...9 line, a 45-given puzzle it
# cannot do, by a brute force over all 3,359,232 transforms); ref.pat are
# the patterns of the forms of patminlex (pattern-first, so its pattern is
# the least one). The automorphism counts below were checked by the same
# brute force.

bats_require_minimum_version 1.5.0

setup() { load helper; }

# magictour_top1465.txt line 5 and its form.
MT5='5..7..6....38...........2..62.4............917............35.8.4.....1......9....'
MT5F='........1.......23..4.56........3.....7.......58.1.4.....78.9..2.......69........'
# The most symmetric 9x9 grid: its own form, 648 automorphisms.
G648='123456789456789123789123456231564897564897231897231564312645978645978312978312645'
# A 17-clue puzzle and its solution.
P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
S17='953168742862734951417952836746893125281645397395271468138529674574386219629417583'
# 4x4: a puzzle, a grid.
P4='1...........2..3'
G4='1234341221434321'

USAGE='usage: sdk-canon [-PRUVahkmp] [-j jobs] [-s seed] [--uniq] [-x map] [file ...]'

# twins P SEED: 200 random twins of P, one per line.
twins() {
  local i
  for i in $(seq 200); do echo "$1"; done | sdk-canon -R -s "$2"
}

# bats test_tags=memcheck
@test "sdk-canon writes the least-string form of a 9x9 puzzle" {
  run --separate-stderr sdk-canon <<<"$MT5"
  assert_success "$MT5F"
  assert_stderr ""
}

@test "sdk-canon agrees with kaityo256/minlex on 211 puzzles" {
  run -0 sdk-canon "$(fixture sdk-canon ref.in)"
  assert_output <"$(fixture sdk-canon ref.out)"
}

@test "sdk-canon gives the 300 17-clue puzzles their published forms, all different" {
  run -0 sdk-canon "$DATA/bench/17_clue.txt"
  assert_output <"$(fixture sdk-canon 17_clue.out)"
  run -0 sh -c 'sdk-canon "$1" | sort -u | wc -l' sh "$DATA/bench/17_clue.txt"
  assert_output "300"
}

@test "sdk-canon: puzzles that are not twins never share a form" {
  # 100 + 300 + 30 9x9 and 55 16x16 puzzles of as many classes, and
  # each puzzle of magictour with one given taken away.
  cd "$DATA/bench"
  run -0 sh -c 'cat magictour_top1465.txt 17_clue.txt forum_hardest_1106.txt \
      sixteen.txt | sdk-canon | sort -u | wc -l'
  assert_output "485"
  run -0 sh -c 'sed "s/[1-9]/./" magictour_top1465.txt |
      cat - magictour_top1465.txt | sdk-canon | sort -u | wc -l'
  assert_output "200"
}

@test "sdk-canon: the form of 400 random twins is the form, 9x9 puzzle and grid" {
  local p f
  for p in "$MT5" "$P17" "$G648" "$S17"; do
    f=$(sdk-canon <<<"$p")
    { twins "$p" 1; twins "$p" 2; } >twins.txt
    run -0 sh -c 'sort -u twins.txt | wc -l'
    [ "$output" -gt 100 ] || flunk "$p: only $output different twins"
    run -0 sh -c 'sdk-canon twins.txt | sort -u'
    assert_output "$f"
  done
}

@test "sdk-canon: the form of 400 random twins is the form, 4x4 and 16x16" {
  local p f g16
  g16=$(head -1 "$DATA/bench/sixteen.txt" | sdk-solve | cut -f1)
  for p in "$P4" "$G4" "$(sed -n 1p "$DATA/bench/sixteen.txt")" \
      "$(sed -n 9p "$DATA/bench/sixteen.txt")" "$g16"; do
    f=$(sdk-canon <<<"$p")
    { twins "$p" 1; twins "$p" 2; } >twins.txt
    run -0 sh -c 'sdk-canon twins.txt | sort -u'
    assert_output "$f"
  done
}

@test "sdk-canon writes 4x4 forms as the brute force does" {
  printf '%s\n' "$P4" "$G4" 1234............ ................ 12......2.....1. |
      sdk-canon >out.txt
  run -0 cat out.txt
  assert_output <<'EOF'
.......1.....2.3
1234341221434321
............1234
................
.......1.12..2..
EOF
}

@test "sdk-canon writes 16x16 forms that stay the same on twins" {
  run -0 sdk-canon "$DATA/bench/sixteen.txt"
  assert_output <"$(fixture sdk-canon sixteen.out)"
  sdk-canon -R -s 9 "$DATA/bench/sixteen.txt" >twins.txt
  run -0 sdk-canon twins.txt
  assert_output <"$(fixture sdk-canon sixteen.out)"
}

# bats test_tags=memcheck
@test "sdk-canon -a counts 648 automorphisms of the most symmetric grid" {
  run -0 sdk-canon -a <<<"$G648"
  assert_output "$G648	automorphisms=648	symmetry=dihedral"
  run -0 sdk-canon <<<"$G648"
  assert_output "$G648"
}

@test "sdk-canon -a counts automorphisms of puzzles and names the symmetry" {
  printf '%s\n' \
      ".........${G648:9}" \
      '...456789456789...789...456...564897564897...897...564...645978645978...978...645' \
      '.234567894.678912378.123456231.648975648.723189723.564312645.786459783.297831264.' \
      "$MT5" "$G4" "$P4" ................ >in.txt
  run -0 sh -c 'sdk-canon -a in.txt | cut -f2-'
  assert_output <<'EOF'
automorphisms=36	symmetry=mirror
automorphisms=108	symmetry=none
automorphisms=36	symmetry=rot180,diagonal,antidiagonal
automorphisms=1	symmetry=none
automorphisms=32	symmetry=dihedral
automorphisms=2	symmetry=antidiagonal
automorphisms=128	symmetry=dihedral
EOF
}

# grids.in: 40 grids of 17_clue.txt solved, 6 with 54 automorphisms and
# random twins of them and of G648; grids.out, .autos and .m were written by
# the search for puzzles, before full grids had their own (canon-grid.c).
@test "sdk-canon: full 9x9 grids, their forms, automorphisms and maps" {
  run -0 sdk-canon "$(fixture sdk-canon grids.in)"
  assert_output <"$(fixture sdk-canon grids.out)"
  run -0 sdk-canon -a "$(fixture sdk-canon grids.in)"
  assert_output <"$(fixture sdk-canon grids.autos)"
  run -0 sdk-canon -m "$(fixture sdk-canon grids.in)"
  assert_output <"$(fixture sdk-canon grids.m)"
}

@test "sdk-canon -a counts the automorphisms of sparse and empty grids" {
  local e9 e16
  e9=$(printf '%081d' 0 | tr 0 .)
  e16=$(printf '%0256d' 0 | tr 0 .)
  printf '%s\n' "$e9" "1${e9:1}" "12.......3${e9:10}" "${e9:0:27}1...2....${e9:36}" \
      "$e16" 1............... 1.2............. >in.txt
  run -0 sh -c 'sdk-canon -a in.txt | cut -f2'
  # 2 * 6^8, the brute force's counts, 2 * 24^10, and the brute force's.
  assert_output <<'EOF'
automorphisms=3359232
automorphisms=41472
automorphisms=10368
automorphisms=6912
automorphisms=126806761930752
automorphisms=8
automorphisms=4
EOF
}

@test "sdk-canon -a names the symmetry of generated puzzles as sdk-gen -y" {
  local y
  for y in rot180 rot90 mirror flip diagonal antidiagonal dihedral; do
    run -0 sh -c "sdk-gen -s 3 -y $y | sdk-canon -a | cut -f3"
    case $y in
    rot90) [[ $output == symmetry=rot180,rot90 || $output == symmetry=dihedral ]] ;;
    dihedral) [ "$output" = symmetry=dihedral ] ;;
    *) [[ ,${output#symmetry=}, == *,$y,* || $output == symmetry=dihedral ]] ;;
    esac || flunk "-y $y: $output"
  done
  run -0 sh -c 'sdk-canon -a -k "$1" | head -1' sh "$DATA/bench/17_clue.txt"
  assert_output "$P17	$P17	automorphisms=1	symmetry=none"
}

# bats test_tags=memcheck
@test "sdk-canon -m then -x gives the form back" {
  local line form map
  head -40 "$(fixture sdk-canon ref.in)" >in.txt
  printf '%s\n' "$P4" "$G648" "$(sed -n 3p "$DATA/bench/sixteen.txt")" >>in.txt
  while IFS= read -r line; do
    run -0 sdk-canon -m <<<"$line"
    form=${output%%	*}
    map=${output##*map=}
    run -0 sdk-canon -x "$map" <<<"$line"
    assert_output "$form"
    run -0 sdk-canon --apply="map=$map" <<<"$line"
    assert_output "$form"
  done <in.txt
}

@test "sdk-canon -m writes the map in its text form" {
  run -0 sdk-canon -m <<<"$MT5"
  assert_output "$MT5F	map=1:654321789:564312897:973418562"
  run -0 sdk-canon -x 0:123456789:123456789:123456789 <<<"$MT5"
  assert_output "$MT5"
  run -0 sdk-canon -x 1:123456789:123456789:123456789 <<<"$G648"
  assert_output "147258369258369147369147258471582693582693471693471582714825936825936714936714825"
  run -0 sdk-canon -x 0:321456789:123456789:213456789 <<<"$G648"
  assert_output "789213456456789213213456789132564897564897132897132564321645978645978321978321645"
}

@test "sdk-canon -R -m writes the map that -x applies" {
  run -0 sdk-canon -R -s 11 -m <<<"$MT5"
  local twin=${output%%	*} map=${output##*map=}
  [ "$twin" != "$MT5" ] || flunk "the twin is the puzzle"
  run -0 sdk-canon -x "$map" <<<"$MT5"
  assert_output "$twin"
  run -0 sdk-canon <<<"$twin"
  assert_output "$MT5F"
}

@test "sdk-canon -R: one twin per record from the seed and its number" {
  printf '# c\n%s\n%s\n' "$MT5" "$MT5" >in.txt
  run -0 sdk-canon -R -s 5 in.txt
  [ "${lines[0]}" = "# c" ] || flunk "${lines[0]}"
  [ "${lines[1]}" != "${lines[2]}" ] || flunk "the same twin twice"
  local first=$output
  run -0 sdk-canon -R -s 5 in.txt
  assert_output "$first"
  run -0 sdk-canon -R -s 6 in.txt
  [ "$output" != "$first" ] || flunk "seed 6 is seed 5"
  # Without -s, the seed comes first, and gives the run back.
  run -0 sdk-canon -R in.txt
  [[ ${lines[0]} == "# seed="* ]] || flunk "${lines[0]}"
  local seed=${lines[0]#\# seed=} all=$output
  run -0 sdk-canon -R -s "$seed" in.txt
  assert_output "$(sed 1d <<<"$all")"
}

@test "sdk-canon keeps the fields, and a pair's solution goes with the grid" {
  run -0 sdk-canon <<<"$P17	$S17	k=v"
  local form=${lines[0]%%	*} rest=${lines[0]#*	}
  run -0 sdk-solve -p <<<"$form"
  assert_output "$form	${rest%	k=v}"
  [ "${rest##*	}" = "k=v" ] || flunk "$rest"
}

# bats test_tags=memcheck
@test "sdk-canon -k writes the form, then the record as it came" {
  run -0 sdk-canon -k <<<"$MT5	x=1"
  assert_output "$MT5F	$MT5	x=1"
  run -0 sdk-canon -k -m <<<"$MT5"
  assert_output "$MT5F	$MT5	map=1:654321789:564312897:973418562"
}

@test "sdk-canon -k with sort -u keeps one record per class" {
  { echo "$MT5"; twins "$MT5" 3 | head -5; echo "$P17"; twins "$P17" 4 | head -3; } >in.txt
  run -0 sh -c 'sdk-canon -k in.txt | sort -t "	" -k1,1 -u | cut -f2- | wc -l'
  assert_output "2"
}

# bats test_tags=memcheck
@test "sdk-canon --uniq keeps the first record of each class, comments in place" {
  { echo "# twins"; twins "$MT5" 3 | head -3; echo "$P17"; echo "$MT5";
    twins "$P17" 4 | head -2; echo "$G4"; echo "$G4"; } >in.txt
  run -0 sdk-canon --uniq in.txt
  assert_output <<EOF
# twins
$(sed -n 2p in.txt)
$P17
$G4
EOF
  run -0 sdk-canon --uniq -k in.txt
  [ "${#lines[@]}" -eq 4 ] && [ "${lines[2]}" = "$P17	$P17" ] ||
      flunk "$output"
}

@test "sdk-canon --uniq on 10,000 twins of 5 puzzles keeps 5" {
  local p
  for p in "$MT5" "$P17" "$G648" "$P4" "$S17"; do
    for i in $(seq 2000); do echo "$p"; done
  done | sdk-canon -R -s 1 >in.txt
  run -0 sh -c 'sdk-canon --uniq in.txt | wc -l'
  assert_output "5"
}

# bats test_tags=memcheck
@test "sdk-canon -p writes the least pattern of givens" {
  run -0 sdk-canon -p <<<"$MT5"
  assert_output "........1.......11..1.11........1.....1.......11.1.1.....11.1..1........1.......1"
  run -0 sdk-canon -p "$(fixture sdk-canon ref.in)"
  assert_output <"$(fixture sdk-canon ref.pat)"
  run -0 sdk-canon -p -m <<<"$MT5"
  local map=${output##*map=}
  run -0 sh -c 'sdk-canon -x "$1" | sdk-canon -p' sh "$map" <<<"$MT5"
  assert_output "........1.......11..1.11........1.....1.......11.1.1.....11.1..1........1.......1"
}

@test "sdk-canon -p --uniq keeps one puzzle per pattern" {
  run -0 sh -c 'sdk-canon -p --uniq "$1" | wc -l' sh "$DATA/bench/17_clue.txt"
  local n=$output
  run -0 sh -c 'sdk-canon -p "$1" | sort -u | wc -l' sh "$DATA/bench/17_clue.txt"
  assert_output "$n"
}

@test "sdk-canon -j 2 writes what -j 1 does, -U and -P too" {
  sdk-canon -j 1 "$(fixture sdk-canon ref.in)" >one.txt
  run -0 sdk-canon -j 2 "$(fixture sdk-canon ref.in)"
  assert_output <one.txt
  run -0 sdk-canon -j 0 -U "$(fixture sdk-canon ref.in)"
  assert_output <one.txt
  run -0 --separate-stderr sdk-canon -P "$(fixture sdk-canon ref.in)"
  assert_output <one.txt
  [[ $stderr == *"211 records"* ]] || flunk "$stderr"
}

# bats test_tags=memcheck
@test "sdk-canon reports a malformed record as FILE:LINE, writes the others, exits 2" {
  printf '%s\n123\n# c\n%s\n' "$MT5" "$G4" >in.txt
  run -2 --separate-stderr sdk-canon in.txt
  assert_output <<EOF
$MT5F
# c
$G4
EOF
  assert_stderr "sdk-canon: in.txt:2: expected 16, 81 or 256 cells, found 3"
}

@test "sdk-canon -x reports a record of another size and goes on" {
  printf '%s\n%s\n' "$G4" "$G648" >in.txt
  run -2 --separate-stderr sdk-canon -x 0:123456789:123456789:123456789 in.txt
  assert_output "$G648"
  assert_stderr "sdk-canon: in.txt:1: the map is for 9x9 grids, this one is 4x4"
}

@test "sdk-canon rejects bad maps and options with the usage" {
  local bad
  for bad in "-x 0:143256789:123456789:123456789" "-x 0:412356789:123456789:123456789" \
      "-x 2:123456789:123456789:123456789" "-x 0:123456789:123456789:113456789" \
      "-x 0:123456789:123456789" "-x 0:12345678:123456789:123456789" \
      "-s 5" "-a -p" "-R -x 0:1234:1234:1234" "--uniq -R" "-k -x 0:1234:1234:1234" \
      "-m -a" "-j -1" "-j x" "-s -1" "-Z"; do
    run -2 --separate-stderr sdk-canon $bad </dev/null
    assert_output ""
    [ "${stderr_lines[-1]}" = "$USAGE" ] || flunk "$bad: $stderr"
  done
  run -2 --separate-stderr sdk-canon -x 0:143256789:123456789:123456789
  assert_stderr <<EOF
sdk-canon: bad map '0:143256789:123456789:123456789': map: rows are not 9 rows that keep the bands
$USAGE
EOF
}

@test "sdk-canon reports a missing file and a full disk with exit 2" {
  run -2 --separate-stderr sdk-canon nosuch.txt
  assert_stderr "sdk-canon: nosuch.txt: No such file or directory"
  run -2 --separate-stderr sh -c 'sdk-canon "$1" >/dev/full' sh \
      "$(fixture sdk-canon ref.in)"
  [[ $stderr == "sdk-canon: write error: "* ]] || flunk "$stderr"
}

@test "sdk-canon copies comments and takes empty input" {
  run -0 sdk-canon </dev/null
  assert_output ""
  printf '# a\n\n# b\n' >in.txt
  run -0 sdk-canon in.txt - </dev/null
  assert_output "# a
# b"
}

@test "sdk-canon gives grids with a digit twice in a line their least form too" {
  # The forms of a brute force over all transforms.
  printf '%s\n' 1...1.133..1.121 21212331...22.34 \
      '...51..1.2.2...45..2927.168.124.....6.......7......2....5.751...6...5..199..766..' \
      '.28...1.66..2.2.....3...9.............52...1...2.9..597.258.2..1.9..3..3..46..834' \
      '..985299.9.75.3.5..28...23....18.9...44...7.79..37..5.97..31.391.4.28.11.7...99..' \
      >in.txt
  run -0 sdk-canon in.txt
  assert_output <<'EOF2'
...1112..1.3.211
...1.12321244114
........1.....2.3...415.......1.16.4.3171.285.56...5..23..77..26...2..5.63.6....5
...........1..2..3..2.4..41..5...4...26...37.7..2.2.....8..76853.45...5.9.2.612..
.....1.23..1.4..5677.5.5....1..11842.51.4.6.482..68....7333.28.5....11..5.116.36.
EOF2
  local form=$output
  for i in $(seq 40); do cat in.txt; done | sdk-canon -R -s 8 >twins.txt
  run -0 sh -c 'sdk-canon twins.txt | sort -u'
  assert_output "$(sort <<<"$form")"
}

@test "sdk-canon -p on full grids: full rows and stacks of a pattern are alike" {
  local g16 ones
  g16=$(head -1 "$DATA/bench/sixteen.txt" | sdk-solve | cut -f1)
  ones=$(printf '%0256d' 0 | tr 0 1)
  run -0 sdk-canon -p <<<"$g16"
  assert_output "$ones"
  run -0 sdk-canon -p <<<"$G648"
  assert_output "${ones:0:81}"
  run -0 sdk-canon -p <<<"${G648:0:27}${MT5:27}"
  assert_output "$(sdk-canon -R -s 2 <<<"${G648:0:27}${MT5:27}" | sdk-canon -p)"
}
