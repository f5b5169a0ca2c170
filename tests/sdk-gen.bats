#!/usr/bin/env bats
# sdk-gen.bats: the guarantees of sdk-gen (one solution, exact clue counts,
# minimality, symmetry, reproducible seeds with any -j), --classic against
# a literal reference program, the options, the errors and the examples.
bats_require_minimum_version 1.5.0

setup() {
  load helper
  FX="$FIXTURES/sdk-gen"
}

# counts FILE: the solution counts (up to 2) of the puzzles in FILE, one
# per line, as sdk-solve -c writes them ("1", "2+").
counts() {
  grep -v '^#' "$1" | cut -f 1 | sdk-solve -c -l 2 | sed 's/.*solutions=//'
}

# all_unique FILE: every puzzle of FILE has exactly one solution.
all_unique() {
  local n bad
  n=$(grep -vc '^#' "$1")
  [ "$n" -gt 0 ] || flunk "no puzzles in $1"
  bad=$(counts "$1" | grep -vc '^1$' || true)
  [ "$bad" -eq 0 ] || flunk "$bad of $n puzzles in $1 are not unique"
  [ "$(counts "$1" | wc -l)" -eq "$n" ] || flunk "sdk-solve lost records"
}

# givens: the number of givens of each grid on standard input.
givens() {
  cut -f 1 | awk '{ print length($0) - gsub(/\./, "") }'
}

# transform SYM N I: the images of cell I of side N under symmetry SYM,
# printed by the awk program below (used by sym_ok and orbits).
SYMAWK='
function img(t, n, i,    r, c, m) {
  r = int(i / n); c = i % n; m = n - 1
  if (t == "rot180") return (m - r) * n + (m - c)
  if (t == "rot90") return c * n + (m - r)
  if (t == "mirror") return r * n + (m - c)
  if (t == "flip") return (m - r) * n + c
  if (t == "diagonal") return c * n + r
  if (t == "antidiagonal") return (m - c) * n + (m - r)
  return i
}
function given(s, i) { return substr(s, i + 1, 1) != "." }
'

# sym_ok SYM FILE: the givens of every puzzle of FILE have symmetry SYM.
sym_ok() {
  awk -v sym="$1" "$SYMAWK"'
    /^#/ { next }
    {
      s = $1; n = int(sqrt(length(s)) + 0.5)
      nt = split(sym == "dihedral" ? "rot90 mirror" : sym, ts, " ")
      for (i = 0; i < n * n; i++)
        for (k = 1; k <= nt; k++)
          if (given(s, i) != given(s, img(ts[k], n, i))) {
            print "line " NR ": cell " i " breaks " ts[k]; bad = 1
          }
    }
    END { exit bad }' "$2"
}

# less_one SYM FILE: for every puzzle of FILE, the puzzles with one orbit
# of givens of SYM (a single given for none) emptied, one per line.
less_one() {
  awk -v sym="$1" "$SYMAWK"'
    /^#/ { next }
    {
      s = $1; n = int(sqrt(length(s)) + 0.5)
      delete done
      for (i = 0; i < n * n; i++) {
        if (!given(s, i) || (i in done)) continue
        t = s; j = i
        do {
          done[j] = 1; t = substr(t, 1, j) "." substr(t, j + 2)
          j = img(sym, n, j)
        } while (!(j in done))
        print t
      }
    }' "$2"
}

# minimal SYM FILE: no orbit of givens of SYM can leave any puzzle of FILE
# without a second solution.
minimal() {
  less_one "$1" "$2" > less.txt
  [ -s less.txt ] || flunk "no givens in $2"
  local bad
  bad=$(sdk-solve -c -l 2 less.txt | grep -vc 'solutions=2+$' || true)
  [ "$bad" -eq 0 ] || flunk "$bad givens or orbits of $2 can go"
}

@test "sdk-gen --help prints the help on stdout and exits 0" {
  run -0 --separate-stderr sdk-gen --help
  assert_output "$(cat "$(fixture help sdk-gen.txt)")"
  assert_stderr ''
}

@test "sdk-gen --version prints the version" {
  run -0 sdk-gen --version
  assert_output "sdk-gen 0.1.0"
}

@test "sdk-gen exits 2 with the usage on a bad option" {
  run -2 --separate-stderr sdk-gen -x
  assert_output ''
  assert_stderr "sdk-gen: invalid option -- 'x'
usage: sdk-gen [-PUVhp] [--box RxC] [--classic] [-c count] [-d level] [-j jobs]
               [--even] [--jigsaw] [-n clues] [--pencil] [--rating=min-max]
               [-s seed] [-t tries] [--variant list] [-y symmetry] [-z size]"
}

@test "sdk-gen exits 2 on impossible clue counts" {
  run -2 --separate-stderr sdk-gen -n 16
  assert_output ''
  [[ "$stderr" == "sdk-gen: a 9x9 puzzle with a single solution has at least 17 clues"* ]] ||
    flunk "stderr: $stderr"
  run -2 sdk-gen -z 4 -n 3
  run -2 sdk-gen -n 82
  run -2 sdk-gen -z 16 -n 257
  run -2 sdk-gen -n 0
  run -2 sdk-gen -n x
  run -2 --separate-stderr sdk-gen -y rot90 -n 42
  [[ "$stderr" == "sdk-gen: no 9x9 puzzle with rot90 symmetry has 42 clues"* ]] ||
    flunk "stderr: $stderr"
  run -2 sdk-gen --classic -n 82
}

@test "sdk-gen exits 2 on bad sizes, symmetries, counts, seeds and operands" {
  run -2 sdk-gen -z 5
  run -2 sdk-gen -y spiral
  run -2 sdk-gen -c -1
  run -2 sdk-gen -s -1
  run -2 sdk-gen -j 2000
  run -2 sdk-gen file
  run -2 --separate-stderr sdk-gen --classic
  [[ "$stderr" == "sdk-gen: --classic needs -n"* ]] || flunk "stderr: $stderr"
  run -2 sdk-gen --classic -n 30 -y rot180
}

# bats test_tags=memcheck
@test "sdk-gen writes one minimal 9x9 puzzle by default" {
  run -0 --separate-stderr sdk-gen -s 1
  [ "${#lines[@]}" -eq 1 ]
  [[ "${lines[0]}" =~ ^[1-9.]{81}$ ]] || flunk "not a record: ${lines[0]}"
  assert_stderr ''
}

@test "sdk-gen without -s writes the clock seed first, and -s repeats the run" {
  run -0 sdk-gen -c 3
  [[ "${lines[0]}" =~ ^#\ seed=[0-9]+$ ]] || flunk "no seed line: ${lines[0]}"
  [ "${#lines[@]}" -eq 4 ]
  seed=${lines[0]#\# seed=}
  first="$output"
  run -0 sdk-gen -s "$seed" -c 3
  [ "# seed=$seed"$'\n'"$output" = "$first" ] || flunk "-s $seed differs"
}

@test "sdk-gen 9x9 puzzles have exactly one solution and are minimal" {
  sdk-gen -s 11 -c 150 > p.txt
  [ "$(wc -l < p.txt)" -eq 150 ]
  all_unique p.txt
  minimal none p.txt
}

@test "sdk-gen 4x4 and 16x16 puzzles have exactly one solution and are minimal" {
  sdk-gen -z 4 -s 2 -c 100 > p4.txt
  all_unique p4.txt
  minimal none p4.txt
  run -0 sh -c 'cut -f 1 p4.txt | grep -c "^[1-4.]\{16\}$"'
  assert_output 100
  sdk-gen -z 16 -s 4 > p16.txt
  all_unique p16.txt
  minimal none p16.txt
  run -0 grep -c '^[1-9A-G.]\{256\}$' p16.txt
  assert_output 1
}

@test "sdk-gen -n gives exactly that many givens, with one solution" {
  local n
  for n in 22 30 45 80 81; do
    sdk-gen -s "$n" -c 20 -n "$n" > p.txt
    [ "$(givens < p.txt | sort -u)" = "$n" ] || flunk "-n $n"
    all_unique p.txt
  done
  sdk-gen -z 4 -s 1 -c 30 -n 4 > p4.txt
  [ "$(givens < p4.txt | sort -u)" = 4 ]
  all_unique p4.txt
  sdk-gen -z 16 -s 1 -c 2 -n 150 > p16.txt
  [ "$(givens < p16.txt | sort -u)" = 150 ]
  all_unique p16.txt
}

# bats test_tags=memcheck
@test "sdk-gen -n reaches 20 clues on 9x9 with the walk below minimal puzzles" {
  sdk-gen -s 1 -c 3 -n 20 > p.txt
  [ "$(givens < p.txt | sort -u)" = 20 ]
  all_unique p.txt
}

@test "sdk-gen -n exits 1 with a message when the bounded search fails" {
  run -1 --separate-stderr sdk-gen -s 1 -n 17
  assert_output ''
  assert_stderr "sdk-gen: puzzle 1: 17 clues not reached within the search bounds"
}

# bats test_tags=memcheck
@test "sdk-gen -n with a symmetry counts every given" {
  sdk-gen -s 3 -c 10 -y rot90 -n 33 > p.txt
  [ "$(givens < p.txt | sort -u)" = 33 ]
  sym_ok rot90 p.txt
  all_unique p.txt
  # An odd count under rot180 keeps the centre: the search keeps it in reach.
  sdk-gen -s 3 -c 5 -y rot180 -n 25 > p.txt
  [ "$(givens < p.txt | sort -u)" = 25 ]
  sym_ok rot180 p.txt
  all_unique p.txt
  sdk-gen -s 3 -c 5 -y random -n 25 > p.txt
  [ "$(givens < p.txt | sort -u)" = 25 ]
  all_unique p.txt
}

@test "sdk-gen -y keeps every symmetry, on every size, with one solution" {
  local sym z
  for sym in none rot180 rot90 mirror flip diagonal antidiagonal dihedral; do
    for z in 4 9; do
      sdk-gen -s 5 -c 20 -z "$z" -y "$sym" > p.txt
      sym_ok "$sym" p.txt || flunk "$sym on ${z}x$z"
      all_unique p.txt
    done
  done
  sdk-gen -s 5 -z 16 -y rot180 -n 140 > p16.txt
  sym_ok rot180 p16.txt
  all_unique p16.txt
}

@test "sdk-gen -y puzzles are minimal: no orbit can be removed" {
  sdk-gen -s 8 -c 40 -y rot180 > p.txt
  minimal rot180 p.txt
  sdk-gen -s 8 -c 40 -y mirror > p.txt
  minimal mirror p.txt
}

@test "sdk-gen -y random picks a symmetry per puzzle and keeps it" {
  local sym line ok
  sdk-gen -s 6 -c 40 -y random > p.txt
  all_unique p.txt
  while IFS= read -r line; do
    echo "$line" > one.txt
    ok=0
    for sym in rot180 rot90 mirror flip diagonal antidiagonal dihedral; do
      if sym_ok "$sym" one.txt > /dev/null; then ok=1; break; fi
    done
    [ "$ok" -eq 1 ] || flunk "no symmetry: $line"
  done < p.txt
  # Not all the same: without symmetry the same seed gives other patterns.
  [ "$(sdk-gen -s 6 -c 40 | cksum)" != "$(cksum < p.txt)" ]
}

@test "sdk-gen gives the same output for the same seed with -j 1, 2 and 4" {
  sdk-gen -s 42 -c 200 -j 1 > j1.txt
  sdk-gen -s 42 -c 200 -j 2 > j2.txt
  sdk-gen -s 42 -c 200 -j 4 > j4.txt
  sdk-gen -s 42 -c 200 -j 0 > j0.txt
  cmp j1.txt j2.txt
  cmp j1.txt j4.txt
  cmp j1.txt j0.txt
  sdk-gen -s 42 -c 200 > again.txt
  cmp j1.txt again.txt
  sdk-gen -s 42 -c 40 -n 12 -p -y dihedral -z 4 -j 1 > a.txt
  sdk-gen -s 42 -c 40 -n 12 -p -y dihedral -z 4 -j 3 > b.txt
  cmp a.txt b.txt
}

@test "sdk-gen puzzle i depends on the seed and i alone" {
  sdk-gen -s 42 -c 10 > ten.txt
  sdk-gen -s 42 -c 4 -j 2 > four.txt
  run -0 sh -c 'head -n 4 ten.txt | cmp - four.txt'
}

@test "sdk-gen gives different puzzles for different seeds" {
  local s
  for s in $(seq 1 30); do sdk-gen -s "$s"; done > seeds.txt
  [ "$(sort -u seeds.txt | wc -l)" -eq 30 ]
  sdk-gen -s 1 -c 300 > run.txt
  [ "$(sort -u run.txt | wc -l)" -eq 300 ]
  [ "$(sdk-gen -s 1 -z 4 -c 5 -p | cut -f 2 | sort -u | wc -l)" -gt 1 ]
}

@test "sdk-gen output for a seed is pinned, the same on every platform" {
  {
    sdk-gen -s 1 -c 3 -p
    sdk-gen -s 2 -z 4 -c 3 -y rot90
    sdk-gen -s 3 -n 30 -y rot180
    sdk-gen -s 4 -z 16 -n 200
  } > pinned.txt
  diff -u "$FX/pinned.out" pinned.txt
}

# bats test_tags=memcheck
@test "sdk-gen -p writes each puzzle with its solution" {
  sdk-gen -s 9 -c 20 -p > pairs.txt
  cut -f 1 pairs.txt | sdk-solve > solved.txt
  run -0 sh -c 'cut -f 2 pairs.txt | cmp - solved.txt'
  sdk-gen -s 9 -c 20 > plain.txt
  run -0 sh -c 'cut -f 1 pairs.txt | cmp - plain.txt'
}

@test "sdk-gen --classic matches the classic reference program bit for bit" {
  local n h s
  ${CC:-cc} -std=c99 -O2 -o classic-ref "$FX/classic-ref.c"
  for s in 0 1 4 7 12345 2147483647; do
    for h in 0 1 17 30 80 81; do
      ./classic-ref "$s" "$h" 4 > ref.txt
      sdk-gen --classic -p -s "$s" -n "$h" -c 4 > gen.txt
      cmp ref.txt gen.txt || flunk "seed $s, $h cells"
    done
  done
  for s in 1 2 3; do
    for h in 0 5 16; do
      ./classic-ref "$s" "$h" 5 4 > ref.txt
      sdk-gen --classic -p -z 4 -s "$s" -n "$h" -c 5 > gen.txt
      cmp ref.txt gen.txt || flunk "4x4 seed $s, $h cells"
    done
  done
  ./classic-ref 1 100 1 16 > ref.txt
  sdk-gen --classic -p -z 16 -s 1 -n 100 > gen.txt
  cmp ref.txt gen.txt
  [ "$(givens < gen.txt)" -eq 100 ]
}

# bats test_tags=memcheck
@test "sdk-gen --classic keeps -n cells of a full valid grid" {
  sdk-gen --classic -p -s 3 -n 25 -c 10 > c.txt
  [ "$(givens < c.txt | sort -u)" = 25 ]
  run -0 sh -c 'cut -f 2 c.txt | sdk-validate | cut -f 2 | sort -u'
  assert_output valid
}

# bats test_tags=memcheck
@test "sdk-gen -P shows progress on stderr and leaves stdout alone" {
  run -0 --separate-stderr sdk-gen -s 1 -c 5 -P
  [ "${#lines[@]}" -eq 5 ]
  [[ "$stderr" == *"sdk-gen: 5/5 puzzles, "*"/s, "* ]] || flunk "stderr: $stderr"
}

@test "sdk-gen -U writes the same records" {
  run -0 sh -c 'sdk-gen -s 3 -c 5 -U | cksum; sdk-gen -s 3 -c 5 | cksum'
  [ "${lines[0]}" = "${lines[1]}" ]
}

@test "sdk-gen ends quietly on a broken pipe" {
  run --separate-stderr sh -c 'sdk-gen -s 1 -c 1000000 | head -n 1'
  [ "$status" -eq 0 ]
  [ "${#lines[@]}" -eq 1 ]
  assert_stderr ''
}

@test "sdk-gen exits 2 on a write error" {
  [ -w /dev/full ] || skip "no /dev/full"
  run -2 --separate-stderr sh -c 'sdk-gen -s 1 -c 5 > /dev/full'
  [[ "$stderr" == "sdk-gen: write error"* ]] || flunk "stderr: $stderr"
}

@test "sdk-gen EXAMPLES in the man page are the ones tested here" {
  run -0 sed -n 's/^\.Dl \$ //p' "$BATS_TEST_DIRNAME/../man/sdk-gen.1"
  assert_output <<'EOF'
sdk-gen -s 7 -n 30 | sdk-solve | sdk-fmt --boxed
sdk-gen -s 1 -c 10 -y rot180 | sdk-validate -u
sdk-gen -s 3 -z 16 -p | sdk-fmt --boxed
test \(dq$(sdk-gen -s 5 -c 1000 -j 2)\(dq = \(dq$(sdk-gen -s 5 -c 1000)\(dq && echo same
sdk-gen -s 1 -c 5 -d hard
sdk-gen -s 7 -c 2 -d extreme -P
sdk-gen -s 1 -c 3 --box 3x2 | sdk-validate -m
sdk-gen -s 4 --jigsaw --variant x | sdk-solve -p
sdk-gen --classic -s 4 -n 30 | sdk-fmt --board
EOF
}

@test "sdk-gen man page example: the pipeline to a boxed solution" {
  run -0 --separate-stderr sh -c 'sdk-gen -s 7 -n 30 | sdk-solve | sdk-fmt --boxed'
  assert_output <<'EOF'
8 1 4|3 5 2|7 9 6
9 2 3|7 8 6|4 1 5
5 7 6|1 9 4|3 8 2
-----+-----+-----
7 4 9|2 1 8|6 5 3
2 8 5|6 3 7|1 4 9
3 6 1|5 4 9|2 7 8
-----+-----+-----
1 5 2|9 7 3|8 6 4
6 9 8|4 2 1|5 3 7
4 3 7|8 6 5|9 2 1
EOF
  assert_stderr ''
}

@test "sdk-gen man page example: symmetric puzzles checked by sdk-validate" {
  run -0 sh -c 'sdk-gen -s 1 -c 10 -y rot180 | sdk-validate -u'
  [ "${#lines[@]}" -eq 10 ]
  run -0 sh -c 'sdk-gen -s 1 -c 10 -y rot180 | sdk-validate -u | cut -f 3 | sort -u'
  assert_output unique
}

@test "sdk-gen man page example: a 16x16 pair, boxed" {
  run -0 --separate-stderr sh -c 'sdk-gen -s 3 -z 16 -p | sdk-fmt --boxed'
  [ "${#lines[@]}" -eq 19 ]
  [[ "${lines[0]}" =~ ^[1-9A-G.\ \|]+\ \ \ \ [1-9A-G\ \|]+$ ]] ||
    flunk "line 0: ${lines[0]}"
  assert_stderr ''
}

@test "sdk-gen man page example: the same puzzles on two threads" {
  run -0 sh -c 'test "$(sdk-gen -s 5 -c 1000 -j 2)" = "$(sdk-gen -s 5 -c 1000)" && echo same'
  assert_output same
}

@test "sdk-gen man page example: the classic game's board" {
  run -0 --separate-stderr sh -c 'sdk-gen --classic -s 4 -n 30 | sdk-fmt --board'
  [ "${#lines[@]}" -eq 13 ]
  [ "$(printf '%s\n' "$output" | grep -o '\.[1-9]' | wc -l)" -eq 30 ]
  assert_stderr ''
}

@test "sdk-gen man page example: five hard puzzles with their ratings" {
  run -0 --separate-stderr sdk-gen -s 1 -c 5 -d hard
  assert_output <<'EOF'
.4....7.6........2.....3.......8..2.68.7......1.6.4...8.9..1.452...9.3...5.4.....	rating=4.0	level=hard	pearl=1.2	diamond=1.2
.1.9.3..4....4.17....7.......3.8.6.7.4...75...892...1.1.48..3....2..1.....5.2..4.	rating=4.4	level=hard	pearl=1.2	diamond=1.2
........29...5..1.31..6285..524.9.....7.........3..1..........3...98....28.....6.	rating=4.2	level=hard	pearl=1.2	diamond=1.2
..83.2.....6..8.3..9..67....7..35.6....8..2.41.......9.......1.......59.2.3.4.786	rating=5.6	level=hard	pearl=1.2	diamond=1.2
..7..21.....5...7..1.3....6..9..45...236.7.......1..4.........1.....549.7....9.6.	rating=4.2	level=hard	pearl=1.2	diamond=1.2
EOF
}

@test "sdk-gen man page example: two extreme puzzles, the search shown" {
  run -0 --separate-stderr sdk-gen -s 7 -c 2 -d extreme -P
  assert_output <<'EOF'
52....97.9..5.......6..2.4......9......3.618.3.4.....7.5...4..1....2.6....983....	rating=9.0	level=extreme	pearl=1.2	diamond=1.2
7.2.1.4....5.68....1...3..7...2....5.2......1..6.39..........2343....7......8....	rating=9.1	level=extreme	pearl=1.2	diamond=1.2
EOF
  # the last line of the meter (a slow run shows more before it)
  [[ "${stderr_lines[-1]}" =~ ^sdk-gen:\ 2/2\ puzzles,\ .*\ rated,\ 2\ kept,\ nearest\ 9\.[0-9],\ [0-9.]+\ s$ ]] ||
      flunk "stderr: $stderr"
}

# levels FILE: the levels that sdk-solve -r gives the puzzles of FILE,
# once each.
levels() {
  sdk-solve -r "$1" | sed 's/.*	level=\([a-z]*\).*/\1/' | sort -u
}

# bats test_tags=memcheck
@test "sdk-gen -d makes puzzles that sdk-solve -r rates at that level" {
  local l
  for l in easy medium hard expert; do
    sdk-gen -s 21 -c 8 -d "$l" -j 2 >"$l.txt"
    [ "$(grep -c . "$l.txt")" -eq 8 ] || flunk "$l: not 8 puzzles"
    run -0 levels "$l.txt"
    assert_output "$l"
    all_unique "$l.txt"
  done
  sdk-gen -s 22 -z 4 -c 5 -d easy >e4.txt
  run -0 levels e4.txt
  assert_output easy
}

@test "sdk-gen -d writes the rating fields that sdk-solve -r gives" {
  sdk-gen -s 26 -c 6 -d hard -j 2 >g.txt
  cut -f 2- g.txt >want.txt
  sdk-solve -r g.txt | cut -f 2- >got.txt
  diff want.txt got.txt
  run -0 sh -c 'cut -f 3 g.txt | sort -u'
  assert_output "level=hard"
}

@test "sdk-gen -d extreme makes a 9x9 and a 16x16 puzzle rated 9.0 or more" {
  run -0 sh -c 'sdk-gen -s 7 -d extreme | cut -f 2-'
  assert_output "rating=9.0	level=extreme	pearl=1.2	diamond=1.2"
  run -0 sh -c 'sdk-gen -s 1 -z 16 -d extreme -p | sdk-solve -r | cut -f 2-'
  assert_output "rating=9.4	level=extreme	pearl=1.2	diamond=1.2"
}

@test "sdk-gen -d makes 16x16 puzzles of each level below extreme" {
  local l
  for l in easy medium hard expert; do
    sdk-gen -s 3 -z 16 -d "$l" >"$l.txt"
    run -0 levels "$l.txt"
    assert_output "$l"
  done
}

@test "sdk-gen --rating keeps puzzles in the range, with -d too" {
  sdk-gen -s 23 -c 6 --rating=3.5-4.4 -j 2 >r.txt
  run -0 sh -c 'sdk-solve -r r.txt | sed "s/.*	rating=//; s/\t.*//"'
  [ "${#lines[@]}" -eq 6 ]
  local x
  for x in "${lines[@]}"; do
    awk -v x="$x" 'BEGIN { exit !(x >= 3.5 && x <= 4.4) }' ||
        flunk "rating $x out of 3.5-4.4"
  done
  run -0 sh -c 'sdk-gen -s 24 -c 3 -d medium --rating=3.4 | sdk-solve -r | cut -f 2- | sort -u'
  assert_output "rating=3.4	level=medium	pearl=1.2	diamond=1.2"
}

@test "sdk-gen -d gives the same output with -j 1, 2 and 4" {
  sdk-gen -s 25 -c 12 -d expert -p >j1.txt
  sdk-gen -s 25 -c 12 -d expert -p -j 2 >j2.txt
  sdk-gen -s 25 -c 12 -d expert -p -j 4 >j4.txt
  cmp j1.txt j2.txt
  cmp j1.txt j4.txt
}

@test "sdk-gen -d exits 1 with a message when the bounded search fails" {
  run -1 --separate-stderr sdk-gen -s 1 -c 2 -d extreme -t 1
  assert_output ""
  assert_stderr "sdk-gen: puzzle 1: none of 1 solution grids walked into extreme (the nearest: 8.4)"
  run -1 --separate-stderr sdk-gen -s 1 -c 2 --rating=2.1-2.2 -t 3
  assert_stderr "sdk-gen: puzzle 1: none of 3 solution grids walked into 2.1-2.2 (the nearest: 2.0)"
}

@test "sdk-gen refuses at once a level or range a size cannot hold" {
  run -2 --separate-stderr sdk-gen -s 1 -c 3 -z 4 -d hard
  assert_output ""
  assert_stderr "sdk-gen: no 4x4 puzzle is hard: they rate 1.0 to 1.2 (easy)"
  run -2 --separate-stderr sdk-gen -z 4 --rating=3-4
  assert_stderr "sdk-gen: no 4x4 puzzle is rated so: they rate 1.0 to 1.2 (easy)"
  run -2 --separate-stderr sdk-gen -d medium --rating=4.0-5.0
  assert_stderr "sdk-gen: no medium puzzle is rated 4.0-5.0"
  run -0 sh -c 'sdk-gen -s 1 -z 4 --rating=1.0-1.1 -c 2 | cut -f 2 | sort -u'
  assert_output "rating=1.0"
}

@test "sdk-gen -P shows the puzzles rated, kept and the nearest rating" {
  run -0 --separate-stderr sdk-gen -s 1 -c 2 -d hard -P
  [[ "$stderr" =~ ^sdk-gen:\ 2/2\ puzzles,\ [0-9.]+/s,\ [0-9]+\ rated,\ 2\ kept,\ nearest\ [0-9]\.[0-9],\ [0-9.]+\ s$ ]] ||
      flunk "stderr: $stderr"
}

@test "sdk-gen exits 2 on bad levels, ranges and tries" {
  local args want
  while IFS='|' read -r args want; do
    run -2 --separate-stderr sdk-gen $args
    assert_output ""
    [[ "$stderr" == "sdk-gen: $want"$'\n'"usage: sdk-gen "* ]] ||
        flunk "$args: $stderr"
  done <<'CASES'
-d hardest|unknown level 'hardest' (easy, medium, hard, expert or extreme)
--rating=4-3|bad rating range '4-3' (MIN-MAX, as in 3.0-4.5)
--rating=x|bad rating range 'x' (MIN-MAX, as in 3.0-4.5)
--rating=3.|bad rating range '3.' (MIN-MAX, as in 3.0-4.5)
-t 5|--tries needs -d or --rating
-d easy -t 0|bad try count '0'
-d easy --classic -n 30|--classic puzzles are not rated
CASES
}

@test "sdk-gen refuses a single --rating past 99.9" {
  run -2 --separate-stderr sdk-gen -s 1 --rating=5000
  assert_output ""
  [ "${stderr_lines[0]}" = "sdk-gen: bad rating range '5000' (MIN-MAX, as in 3.0-4.5)" ]
}
