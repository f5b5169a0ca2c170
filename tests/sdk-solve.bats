#!/usr/bin/env bats
# sdk-solve.bats: the solver tool, each option and each error path.

bats_require_minimum_version 1.5.0

setup() { load helper; }

# A 17-clue puzzle and its solution.
P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
S17='953168742862734951417952836746893125281645397395271468138529674574386219629417583'
# A puzzle with 872 solutions (serg) and the least of them.
M9='8.........95.......76.........426798...571243...893165......916....3.487....1.532'
L9='812345679395167824476289351153426798689571243724893165238754916561932487947618532'
# A puzzle with no solution and no conflict.
U9='..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..'
# A 16x16 puzzle (janko.at 301) and its solution.
P16='D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954.'
S16='D92BFCA1G6E743854CFA35G89D1276EB3E71462DF58BC9GAG56897EBA3C4FD21C7G5A8BF3261E49D2D84C31E5B79AF6G1BAE2964DFG8375C6F935D7G4CAEB218F3EG129578BA6CD49ABCGF87645D213E5842DA36E19CGB7F761DBE4C2G3F58A9B4C97G528AD31EF68256E1F9C74GDAB3E13F64DAB9258GC7AGD78BC31EF69542'

USAGE='usage: sdk-solve [-1HPUVacehprst] [--check] [--json] [-j jobs] [-l limit]
                 [-m method] [file ...]'

# bats test_tags=memcheck
@test "sdk-solve prints the unique solution of a valid puzzle" {
  run --separate-stderr sdk-solve <<<"$P17"
  assert_success "$S17"
  assert_stderr ""
}

# bats test_tags=memcheck
@test "sdk-solve -p writes the puzzle then the solution" {
  run --separate-stderr sdk-solve -p <<<"$P17"
  assert_success "$P17	$S17"
  run --separate-stderr sdk-solve --pair <<<"$P17"
  assert_success "$P17	$S17"
}

# bats test_tags=memcheck
@test "sdk-solve keeps the fields and replaces the old solution of a pair" {
  printf '%s\tclues=17\tnote\n%s\t%s\tx=1\n' "$P17" "$P17" "$L9" >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_success
  assert_output <<OUT
$S17	clues=17	note
$S17	x=1
OUT
  run --separate-stderr sdk-solve -p in.txt
  assert_output <<OUT
$P17	$S17	clues=17	note
$P17	$S17	x=1
OUT
}

# bats test_tags=memcheck
@test "sdk-solve copies comments in place and skips blank lines" {
  printf '# one\n\n%s\n# two\n1..4.4..2......1\n' "$P17" >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_success
  assert_output <<OUT
# one
$S17
# two
1234341221434321
OUT
}

# bats test_tags=memcheck
@test "sdk-solve writes the least solution of a puzzle with several" {
  local m
  for m in fast tactics simple; do
    run --separate-stderr sdk-solve -m "$m" <<<"$M9"
    assert_success "$L9	multiple"
  done
  run --separate-stderr sdk-solve --method=tactics -p <<<"$M9"
  assert_success "$M9	$L9	multiple"
}

# Grids of 30 givens or more go first to a search in reading order on a
# budget of guesses (lib/solve-band.c, bleast), for the least solution and
# for counts: these three take each of its ends. The answers are those of
# the simple method.
# bats test_tags=memcheck
@test "sdk-solve: many givens, least solution and counts with and without the fallback" {
  local many=8.........95.......76.........426798...571243...893165......916....3.487....1.532
  local two=.8.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8.175284396
  local one=98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8..75284396
  local m
  for m in fast simple; do
    run --separate-stderr sdk-solve -m "$m" -c <<<"$many
$two
$one"
    assert_success "$many	solutions=872
$two	solutions=2
$one	solutions=1"
    run --separate-stderr sdk-solve -m "$m" -c -l 2 <<<"$many
$two
$one"
    assert_success "$many	solutions=2+
$two	solutions=2+
$one	solutions=1"
    run --separate-stderr sdk-solve -m "$m" <<<"$many
$two
$one"
    assert_success "812345679395167824476289351153426798689571243724893165238754916561932487947618532	multiple
481792653752643819963158274514867932829431765637529148348976521296315487175284396	multiple
981752643752643819463198275514867932629431758837529164348976521296315487175284396"
  done
}

# The reading-order search first finds this grid's two solutions in 6
# guesses (the least, then the next), where tdoku's branching took 8 to
# count them, and 13 with the least solution's search after the count.
@test "sdk-solve -s: a grid of many givens is counted in reading order" {
  local p=8.........95.......76.........426798...571432...893165....5.916...9.8247......583
  run --separate-stderr sdk-solve -s -c -l 2 <<<"$p"
  assert_success "$p	solutions=2+"
  [[ $stderr == "sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 6 guesses, "* ]] ||
      flunk "$stderr"
  run --separate-stderr sdk-solve -s <<<"$p"
  assert_success "$(sdk-solve -m simple <<<"$p" 2>/dev/null)"
  [[ $stderr == *"sdk-solve: 1 records, 1 solved, 0 unsolvable, 0 invalid, 6 guesses, "* ]] ||
      flunk "$stderr"
}

# The band engine's AVX-512 propagation (lib/solve-band.c, bxprop) reaches
# the state the portable one does, so the same searches run: the answers
# and the guesses are the same with SDK_SIMD=0, which keeps the portable
# one. On a processor without AVX-512 both runs take the portable one;
# .ci/run also runs the solving tests with SDK_SIMD=0.
@test "sdk-solve: SDK_SIMD=0 gives the same answers and guesses" {
  local f m d=$BATS_TEST_DIRNAME/data/bench
  for f in magictour_top1465:1742:3206 forum_hardest_1106:3042:5776 \
      17_clue:67:92; do
    for m in -1 "-c -l 2" ""; do
      # shellcheck disable=SC2086
      run --separate-stderr sdk-solve -s $m "$d/${f%%:*}.txt"
      assert_success
      local out=$output err
      err=$(sed 's/, [0-9.]* s, [0-9]* records\/s$//' <<<"$stderr")
      # shellcheck disable=SC2086
      SDK_SIMD=0 run --separate-stderr sdk-solve -s $m "$d/${f%%:*}.txt"
      assert_success "$out"
      [[ $(sed 's/, [0-9.]* s, [0-9]* records\/s$//' <<<"$stderr") == "$err" ]] ||
          flunk "$f $m: $stderr against $err"
      local g=${f#*:}
      [[ $m == -1 ]] && g=${g%%:*} || g=${g#*:}
      [[ $err == *", $g guesses" ]] || flunk "$f $m: $err"
    done
  done
}

# So -1 writes the least solution of such a grid: tdoku's branching wrote
# 824167359... for this one.
@test "sdk-solve -1 writes the least solution of a grid of many givens" {
  local p=8.........95.......76.........426798...571243...893165......916....3.487....1.532
  run --separate-stderr sdk-solve -1 <<<"$p"
  assert_success "$(sdk-solve -m simple <<<"$p" 2>/dev/null | cut -f 1)"
  assert_output 812345679395167824476289351153426798689571243724893165238754916561932487947618532
}

# bats test_tags=memcheck
@test "sdk-solve -1 writes a solution without the uniqueness proof" {
  run --separate-stderr sdk-solve -1 <<<"$P17"
  assert_success "$S17"
  run --separate-stderr sdk-solve --first <<<"$M9"
  assert_success
  run sdk-validate <<<"$output"
  assert_success
  [[ $output == *"	valid" ]] || flunk "not a solution: $output"
}

# bats test_tags=memcheck
@test "sdk-solve -c counts the solutions" {
  printf '%s\n%s\tx\n' "$M9" "$P17" >in.txt
  run --separate-stderr sdk-solve -c in.txt
  assert_success
  assert_output <<OUT
$M9	solutions=872
$P17	x	solutions=1
OUT
}

@test "sdk-solve -c --limit stops counting and writes N+" {
  run --separate-stderr sdk-solve -c --limit=100 <<<"$M9"
  assert_success "$M9	solutions=100+"
  run --separate-stderr sdk-solve --count -l 872 <<<"$M9"
  assert_success "$M9	solutions=872+"
  run --separate-stderr sdk-solve -c -l 873 <<<"$M9"
  assert_success "$M9	solutions=872"
  run --separate-stderr sdk-solve -c -l 2 -m tactics <<<"$P17"
  assert_success "$P17	solutions=1"
}

# bats test_tags=memcheck
@test "sdk-solve -c writes solutions=0 for a puzzle with no solution" {
  run --separate-stderr sdk-solve -c <<<"$U9"
  assert_failure 1
  assert_output "$U9	solutions=0"
  assert_stderr "sdk-solve: <stdin>:1: no solution"
}

# bats test_tags=memcheck
@test "sdk-solve -a writes every solution in order" {
  run --separate-stderr sdk-solve -a <<<'1.3..4..........'
  assert_success
  assert_output <<'OUT'
1234341221434321
1234341223414123
1234341241232341
1234341243212143
1234342121434312
1234342143122143
OUT
}

# bats test_tags=memcheck
@test "sdk-solve -a --limit and -p" {
  printf '1.3..4..........\tk=v\n' >in.txt
  run --separate-stderr sdk-solve --all --limit=2 -p in.txt
  assert_success
  assert_output <<'OUT'
1.3..4..........	1234341221434321	k=v
1.3..4..........	1234341223414123	k=v
OUT
}

# bats test_tags=memcheck
@test "sdk-solve writes unsolvable for a puzzle with no solution" {
  printf '%s\n%s\tx\n' "$P17" "$U9" >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_failure 1
  assert_output <<OUT
$S17
$U9	x	unsolvable
OUT
  assert_stderr "sdk-solve: in.txt:2: no solution"
  run --separate-stderr sdk-solve -a -m tactics <<<"$U9"
  assert_failure 1
  assert_output "$U9	unsolvable"
}

# bats test_tags=memcheck
@test "sdk-solve writes invalid when the givens conflict" {
  printf '1..4.4..2......1\n11..............\n...4...........4\n' >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_failure 1
  assert_output <<'OUT'
1234341221434321
11..............	invalid
...4...........4	invalid
OUT
  assert_stderr <<'ERR'
sdk-solve: in.txt:2: givens conflict: row 1 holds 1 twice (r1c1, r1c2)
sdk-solve: in.txt:3: givens conflict: column 4 holds 4 twice (r1c4, r4c4)
ERR
  local m
  for m in fast tactics simple; do
    run --separate-stderr sdk-solve -m "$m" -c <<<'11..............'
    assert_failure 1
    assert_output '11..............	invalid'
  done
}

# bats test_tags=memcheck
@test "sdk-solve reports a malformed record and goes on" {
  printf '123\n1..4.4..2......1\n1.34.4.........X\n' >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_failure 2
  assert_output "1234341221434321"
  assert_stderr <<'ERR'
sdk-solve: in.txt:1: expected 16, 81 or 256 cells, found 3
sdk-solve: in.txt:3: bad character 'X' in cell 16
ERR
}

# bats test_tags=memcheck
@test "sdk-solve reports a missing file and reads the others" {
  printf '1..4.4..2......1\n' >in.txt
  run --separate-stderr sdk-solve nosuch.txt in.txt - <<<"$P17"
  assert_failure 2
  assert_output <<OUT
1234341221434321
$S17
OUT
  assert_stderr "sdk-solve: nosuch.txt: No such file or directory"
}

@test "sdk-solve exits 2 with the usage on a bad option" {
  run --separate-stderr sdk-solve -x
  assert_failure 2
  assert_output ""
  [[ $stderr == *$'\n'"$USAGE" ]] || flunk "no usage: $stderr"
}

@test "sdk-solve --help and --version print on stdout" {
  run --separate-stderr sdk-solve --help
  assert_success "$(cat "$(fixture help sdk-solve.txt)")"
  assert_stderr ""
  run --separate-stderr sdk-solve --version
  assert_success
  [[ $output =~ ^sdk-solve\ [0-9]+\.[0-9]+ ]] || flunk "version: $output"
}

@test "sdk-solve rejects bad option values and combinations" {
  local args want
  while IFS='|' read -r args want; do
    run --separate-stderr sdk-solve $args </dev/null
    assert_failure 2
    assert_output ""
    assert_stderr <<ERR
sdk-solve: $want
$USAGE
ERR
  done <<'CASES'
-m quick|unknown method 'quick' (fast, tactics or simple)
-j x|bad job count 'x'
-j -1|bad job count '-1'
-j 5000|bad job count '5000'
-c -l 0|bad limit '0'
-a --limit=x|bad limit 'x'
-a -c|-a and -c cannot be used together
-p -c|-p and -c cannot be used together
-c --pair -l 2|-p and -c cannot be used together
-l 5|--limit needs -a or -c
-t -m simple|-t traces the tactics method only
-1 -m simple|-1 works with the fast method alone, without -a or -c
-1 -c|-1 works with the fast method alone, without -a or -c
CASES
}

# bats test_tags=memcheck
@test "sdk-solve -t traces tactic passes, guesses and dead ends" {
  run --separate-stderr sdk-solve -t <<<'.........2...3..'
  assert_success "2134341212434321	multiple"
  diff -u <(cat "$(fixture sdk-solve trace.err)"
      echo "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one") \
      <(printf '%s\n' "$stderr") || flunk "trace differs"
  [[ $stderr == *$'\ntactic 3: r1c1 = 1, trying\n'* ]] || flunk "no guess"
  [[ $stderr == *$'\ntactic 3: r1c1 = 1 failed\n'* ]] || flunk "no failure"
  run --separate-stderr sdk-solve --trace -m tactics <<<'1234341221434321'
  assert_success "1234341221434321"
  assert_stderr <<'ERR'
trace of <stdin>:1
solver: solved
ERR
}

# bats test_tags=memcheck
@test "sdk-solve -t says why givens that conflict fail" {
  run --separate-stderr sdk-solve -t <<<'11..............'
  assert_failure 1
  assert_stderr <<'ERR'
trace of <stdin>:1
solver: the givens break a rule, unsolvable
sdk-solve: <stdin>:1: givens conflict: row 1 holds 1 twice (r1c1, r1c2)
ERR
}

# bats test_tags=memcheck
@test "sdk-solve -s prints the statistics" {
  printf '%s\n%s\n11..............\n' "$P17" "$U9" >in.txt
  run --separate-stderr sdk-solve -s in.txt
  assert_failure 1
  [[ ${stderr##*$'\n'} =~ ^sdk-solve:\ 3\ records,\ 1\ solved,\ 1\ unsolvable,\ 1\ invalid,\ [0-9]+\ guesses,\ [0-9]+\.[0-9]{3}\ s,\ [0-9]+\ records/s$ ]] ||
      flunk "stats: $stderr"
}

# bats test_tags=memcheck
@test "sdk-solve -j keeps the output order, messages included" {
  {
    random_puzzles 9 1500 0.3 0.7 11
    echo '# comment'
    echo 'bad'
    echo "$U9"
    random_puzzles 4 500 0.3 0.9 12
  } >in.txt
  sdk-solve -j 1 in.txt >one.out 2>one.err || true
  local j
  for j in 2 3 0; do
    run sdk-solve -j "$j" in.txt
    sdk-solve --jobs="$j" in.txt >j.out 2>j.err || true
    cmp one.out j.out || flunk "-j $j output differs"
    cmp one.err j.err || flunk "-j $j messages differ"
  done
  [ "$(wc -l <one.out)" -eq 2002 ] || flunk "wrong record count"
}

# bats test_tags=memcheck
@test "sdk-solve -P shows progress on stderr" {
  random_puzzles 9 50 0.3 0.5 5 >in.txt
  run --separate-stderr sdk-solve -P in.txt
  assert_success
  [ "${#lines[@]}" -eq 50 ] || flunk "records lost"
  # The puzzles with several solutions have a note each.
  stderr=$(printf '%s\n' "$stderr" | grep -v ': multiple solutions, ')
  [[ $stderr =~ ^sdk-solve:\ 50\ records,\ [0-9]+/s,\ 100%$ ]] ||
      flunk "progress: $stderr"
  run --separate-stderr sdk-solve --progress -j 2 - <in.txt
  stderr=$(printf '%s\n' "$stderr" | grep -v ': multiple solutions, ')
  [[ $stderr =~ ^sdk-solve:\ 50\ records,\ [0-9]+/s ]] ||
      flunk "progress: $stderr"
}

@test "sdk-solve -U writes the same records" {
  random_puzzles 16 5 0.2 0.4 6 >in.txt
  sdk-solve in.txt >a.out
  run --separate-stderr sdk-solve -U in.txt
  assert_success "$(cat a.out)"
  run --separate-stderr sdk-solve --unbuffered -j 2 in.txt
  assert_success "$(cat a.out)"
}

@test "sdk-solve exits 2 on a write error" {
  [ -w /dev/full ] || skip "no /dev/full"
  run --separate-stderr sdk-solve <<<"$P17" >/dev/full
  run --separate-stderr sh -c 'sdk-solve >/dev/full' <<<"$P17"
  assert_failure 2
  assert_stderr "sdk-solve: write error: No space left on device"
}

@test "sdk-solve ends quietly on a broken pipe" {
  random_puzzles 9 2000 0.3 0.4 7 >one.txt
  cat one.txt one.txt one.txt one.txt one.txt >in.txt
  # Nothing on stderr but the notes on puzzles with several solutions.
  run --separate-stderr sh -c 'sdk-solve in.txt 2>err.txt | head -n 1
      grep -v ": multiple solutions, writing the canonical one$" err.txt >&2
      exit 0'
  assert_success
  [ "${#lines[@]}" -eq 1 ] || flunk "output: $output"
  assert_stderr ""
}

@test "sdk-solve reads empty input" {
  run --separate-stderr sdk-solve </dev/null
  assert_success ""
  assert_stderr ""
}

# bats test_tags=memcheck
@test "sdk-solve solves 4x4 and 16x16 grids" {
  printf '1..4.4..2......1\n%s\n' "$P16" >in.txt
  run --separate-stderr sdk-solve in.txt
  assert_success
  assert_output <<OUT
1234341221434321
$S16
OUT
  run --separate-stderr sdk-solve -m tactics <<<"$P16"
  assert_success "$S16"
}

@test "sdk-solve: all three methods write the same answer on random puzzles" {
  {
    random_puzzles 4 2000 0.3 0.9 1
    random_puzzles 9 2000 0.3 0.7 2
    random_puzzles 16 300 0.2 0.4 3
  } >in.txt
  sdk-solve in.txt >fast.out
  sdk-solve -m tactics in.txt >tactics.out
  sdk-solve -m simple in.txt >simple.out
  cmp fast.out tactics.out || flunk "tactics differs from fast"
  cmp fast.out simple.out || flunk "simple differs from fast"
  [ "$(wc -l <fast.out)" -eq 4300 ] || flunk "records lost"
  sdk-solve -p in.txt | cut -f2 >sol.txt
  run sdk-validate -q sol.txt
  assert_success
  sdk-validate -u in.txt | cut -f3 | sort | uniq -c >kinds.txt
  grep -q ' unique$' kinds.txt && grep -q ' multiple$' kinds.txt ||
      flunk "$(cat kinds.txt)"
}

@test "sdk-solve: the three methods count and list the same solutions" {
  {
    random_puzzles 4 1000 0.3 0.9 21
    random_puzzles 9 300 0.4 0.7 22
  } >in.txt
  local m
  sdk-solve -c -l 20 in.txt >fast.c
  sdk-solve -a -l 5 in.txt >fast.a
  for m in tactics simple; do
    sdk-solve -c -l 20 -m "$m" in.txt >"$m.c"
    sdk-solve -a -l 5 -m "$m" in.txt >"$m.a"
    cmp fast.c "$m.c" || flunk "-c -m $m differs"
    cmp fast.a "$m.a" || flunk "-a -m $m differs"
  done
}

@test "sdk-solve: the canonical answer is the least of all solutions" {
  random_puzzles 4 1000 0.4 0.9 31 | sort -u >in.txt
  sdk-solve -p in.txt 2>/dev/null | cut -f 1,2 >canon.txt
  sdk-solve -a -p in.txt | sort | awk -F '\t' '$1 != p { print; p = $1 }' |
      sort >least.txt
  sort canon.txt | cmp - least.txt || flunk "not the least"
}

# bats test_tags=memcheck
@test "sdk-solve writes the least solution of a sparse 16x16 grid" {
  # Found by fuzz/solve: the reading-order search alone spent seconds
  # here in parts of the grid without a solution (-m simple: minutes).
  run -0 --separate-stderr sdk-solve <<'IN'
0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000....7...41..2.......5..3..7.....6..28.....4.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
IN
  assert_output "123456789ABCDEFG56781234DEFG9ABC9ABCDEFG12345768DEFG9ABC5678132425638147A9CBEDGF789A356BEDGF24C1BCDEA9GF21453876FG41CD2E3786A95B43157B9ACF6DG28E67824315BG9ECFADA9CBFGED48126537EDGF28C6735A4B193126B4598CD7FGEA84596FA1GBE37CD2CFEDG78265A9B143GBA7ECD3F4218695	multiple"
  assert_stderr "sdk-solve: <stdin>:1: multiple solutions, writing the canonical one"
}

@test "sdk-solve -1 agrees with the default on puzzles with one solution" {
  random_puzzles 9 1000 0.4 0.6 41 >in.txt
  sdk-validate -u -f in.txt >uniq.txt || true
  [ -s uniq.txt ] || flunk "no unique puzzles"
  sdk-solve uniq.txt >a.out
  sdk-solve -1 uniq.txt >b.out
  cmp a.out b.out
}

@test "sdk-solve runs the examples of its manual" {
  printf '%s\n%s\n%s\n' "$P17" \
      '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....' \
      "$M9" >puzzles.txt
  cp puzzles.txt collection.txt
  cp puzzles.txt big.txt
  cp "$EXAMPLES/records.txt" "$EXAMPLES/rated.txt" .
  local cmd n=0
  while IFS= read -r cmd; do
    n=$((n + 1))
    case $cmd in
    parallel*) command -v parallel >/dev/null || continue ;;
    esac
    run --separate-stderr sh -c "$cmd"
    assert_success
    [ -n "$output$(cat solved.txt 2>/dev/null)" ] || flunk "no output: $cmd"
  done < <(man_examples sdk-solve.1)
  [ "$n" -eq 9 ] || flunk "found $n examples"
}

@test "sdk-solve: GNU parallel spreads a batch and keeps the order" {
  command -v parallel >/dev/null || skip "GNU parallel is not installed"
  random_puzzles 9 3000 0.3 0.6 51 >big.txt
  sdk-solve big.txt >one.txt
  parallel --pipe -k -N 500 sdk-solve <big.txt >solved.txt
  cmp one.txt solved.txt
}

# cos TEXT: runs examples/check-or-solve on TEXT (printf %b) as stdin.
cos() {
  printf '%b' "$1" >in.txt
  run --separate-stderr "$EXAMPLES/check-or-solve" <in.txt
}

V4='1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n'
S4OUT='  1  2  3  4
  3  4  1  2
  2  1  4  3
  4  3  2  1'

@test "check-or-solve prints Valid or Invalid for a full grid" {
  cos "4\n$V4"
  assert_success "Valid"
  cos '4\n1 2 3 4\n3 4 1 2\n2 1 2 3\n4 3 2 1\n'
  assert_success "Invalid"
  cos '4\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 1 2\n'
  assert_success "Invalid"
  cos '4\n1 2 3 4\n2 1 4 3\n3 4 1 2\n4 3 2 1\n'
  assert_success "Invalid"
  assert_stderr ""
}

@test "check-or-solve prints the solution in fields of width 3" {
  cos '4\n1 2 3 4\n3 0 1 2\n2 1 4 3\n0 3 2 0\n'
  assert_success "$S4OUT"
  assert_stderr ""
  cos '9\n5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n'
  assert_success
  assert_output <<'OUT'
  5  3  4  6  7  8  9  1  2
  6  7  2  1  9  5  3  4  8
  1  9  8  3  4  2  5  6  7
  8  5  9  7  6  1  4  2  3
  4  2  6  8  5  3  7  9  1
  7  1  3  9  2  4  8  5  6
  9  6  1  5  3  7  2  8  4
  2  8  7  4  1  9  6  3  5
  3  4  5  2  8  6  1  7  9
OUT
}

@test "check-or-solve prints the least solution of a puzzle with several" {
  cos '4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0'
  assert_success
  assert_output <<'OUT'
  1  2  3  4
  3  4  1  2
  2  1  4  3
  4  3  2  1
OUT
}

@test "check-or-solve prints Invalid for a conflict or no solution" {
  cos '4\n1 2 3 4\n3 0 1 2\n2 1 4 3\n0 3 3 0\n'
  assert_success "Invalid"
  cos '4\n1 2 0 0\n0 0 0 0\n0 0 3 0\n0 0 4 0\n'
  assert_success "Invalid"
  assert_stderr ""
}

@test "check-or-solve handles 16x16 grids" {
  printf '%s\n' "$S16" | sdk-fmt --sized >full.txt
  run "$EXAMPLES/check-or-solve" <full.txt
  assert_success "Valid"
  printf '%s\n' "$P16" | sdk-fmt --sized >part.txt
  run "$EXAMPLES/check-or-solve" <part.txt
  assert_success "$(printf '%s\n' "$S16" | sdk-fmt --padded)"
  [[ ${lines[0]} == ' 13  9  2 11 15 12 10  1 16  6 14  7  4  3  8  5' ]] ||
      flunk "first row: ${lines[0]}"
  sed '2s/^13 9/13 13/' full.txt >bad.txt
  run "$EXAMPLES/check-or-solve" <bad.txt
  assert_success "Invalid"
}

@test "check-or-solve reads values split over lines in any way" {
  cos '4 1 2 3 4 3 4 1 2\n2 1 4\n3\n4 3 2 1\n'
  assert_success "Valid"
  cos '\n\n  4\t1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1'
  assert_success "Valid"
  cos '4\r\n1 2 3 4\r\n3 4 1 2\r\n2 1 4 3\r\n4 3 2 1\r\n'
  assert_success "Valid"
}

@test "check-or-solve ignores input after the values" {
  cos "4\n$V4 5 9 x junk\n"
  assert_success "Valid"
  cos '4 1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1x'
  assert_success "Valid"
  cos '4 1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1.5'
  assert_success "Valid"
  cos "4\n$V4\n4\n1 2 3 5\n"
  assert_success "Valid"
}

@test "check-or-solve reads numbers as scanf does" {
  cos '+4 01 002 3 4 3 4 1 2 2 1 4 3 4 3 2 +1'
  assert_success "Valid"
  cos '4 1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 -0'
  assert_success "$S4OUT"
  cos '4 1 2 3 4 3 4 1 2 2 1 4 3 4 3 2-1'
  assert_failure 1
  assert_output "Invalid input"
}

@test "check-or-solve prints Invalid size and exits 1" {
  local s
  for s in 5 1 0 -4 25 3 8 '' abc 4.0 '4x' 1e1; do
    cos "$s\n$V4"
    assert_failure 1
    [ "$output" = "Invalid size" ] || [ "$s" = "4.0" ] || [ "$s" = 4x ] ||
        flunk "size '$s': $output"
  done
  cos '5\n1 2 3 4 5\n'
  assert_failure 1
  assert_output "Invalid size"
  assert_stderr ""
}

@test "check-or-solve prints Invalid input and exits 1" {
  local t
  for t in '1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 a' \
      '1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 5' \
      '1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 -1' \
      '1 2 3 4 3 4 1 2 2 1 4 3 4 3 2' \
      '1 2 3.5 4 3 4 1 2 2 1 4 3 4 3 2 1' \
      '1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 - 1' \
      '1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 99999999999999999999' \
      '0x1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1' ''; do
    cos "4 $t"
    assert_failure 1
    assert_output "Invalid input"
    assert_stderr ""
  done
  cos '4.0 1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1'
  assert_failure 1
  assert_output "Invalid input"
  cos '9\n1 2 3 4 5 6 7 8 10\n'
  assert_failure 1
  assert_output "Invalid input"
}

@test "sdk-solve refuses a job count that does not fit, instead of wrapping it" {
  run -2 --separate-stderr sdk-solve -j 4294967298 </dev/null
  assert_output ""
  [ "${stderr_lines[0]}" = "sdk-solve: bad job count '4294967298'" ]
}
