#!/usr/bin/env bats
# sdk-validate.bats: the checker tool, each option and each error path.

bats_require_minimum_version 1.5.0

setup() { load helper; }

# A 17-clue puzzle (unique and minimal) and its solution.
P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
S17='953168742862734951417952836746893125281645397395271468138529674574386219629417583'
# A puzzle with 872 solutions, and one with none and no conflict.
M9='8.........95.......76.........426798...571243...893165......916....3.487....1.532'
U9='..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..'
# A 9x9 grid with conflicts in rows, a column and a box.
X9='11.......2........2.......................................................7.....7'

USAGE='usage: sdk-validate [-PUVefhmqu] [-j jobs] [file ...]'

# bats test_tags=memcheck
@test "sdk-validate writes valid, incomplete and invalid" {
  printf '%s\n%s\tk=v\n1234341221434321\n11..............\n' "$S17" "$P17" \
      >in.txt
  run --separate-stderr sdk-validate in.txt
  assert_failure 1
  assert_output <<OUT
$S17	valid
$P17	k=v	incomplete
1234341221434321	valid
11..............	invalid
OUT
  assert_stderr ""
}

@test "sdk-validate exits 0 when every record passes" {
  printf '# c\n%s\n\n%s\n' "$S17" "$P17" >in.txt
  run --separate-stderr sdk-validate in.txt
  assert_success
  assert_output <<OUT
# c
$S17	valid
$P17	incomplete
OUT
}

# bats test_tags=memcheck
@test "sdk-validate -e explains each conflict in words" {
  run --separate-stderr sdk-validate -e <<<"$X9"
  assert_failure 1
  assert_output "$X9	invalid"
  assert_stderr <<'ERR'
sdk-validate: <stdin>:1: row 1 holds 1 twice (r1c1, r1c2)
sdk-validate: <stdin>:1: row 9 holds 7 twice (r9c3, r9c9)
sdk-validate: <stdin>:1: column 1 holds 2 twice (r2c1, r3c1)
sdk-validate: <stdin>:1: box 1 holds 1 twice (r1c1, r1c2)
sdk-validate: <stdin>:1: box 1 holds 2 twice (r2c1, r3c1)
ERR
}

# bats test_tags=memcheck
@test "sdk-validate -e counts three and more copies in words" {
  printf '1.1.1...........\n%s\n' \
      '5555............................................................................................................................................................................................................................................................' \
      >in.txt
  run --separate-stderr sdk-validate --explain in.txt
  assert_failure 1
  assert_stderr <<'ERR'
sdk-validate: in.txt:1: row 1 holds 1 twice (r1c1, r1c3)
sdk-validate: in.txt:1: column 1 holds 1 twice (r1c1, r2c1)
sdk-validate: in.txt:1: box 1 holds 1 twice (r1c1, r2c1)
sdk-validate: in.txt:2: row 1 holds 5 4 times (r1c1, r1c2, r1c3, r1c4)
sdk-validate: in.txt:2: box 1 holds 5 4 times (r1c1, r1c2, r1c3, r1c4)
ERR
}

# bats test_tags=memcheck
@test "sdk-validate -u adds unique, multiple or unsolvable" {
  printf '%s\n%s\n%s\n%s\n11..............\n' "$S17" "$P17" "$M9" "$U9" >in.txt
  run --separate-stderr sdk-validate -u in.txt
  assert_failure 1
  assert_output <<OUT
$S17	valid	unique
$P17	incomplete	unique
$M9	incomplete	multiple
$U9	incomplete	unsolvable
11..............	invalid
OUT
  run --separate-stderr sdk-validate --unique <<<"$P17"
  assert_success "$P17	incomplete	unique"
}

# bats test_tags=memcheck
@test "sdk-validate -m adds minimal or not-minimal" {
  printf '%s\n.2...4..2..3..1.\n.....4..2..3..1.\n%s\n' "$P17" "$M9" >in.txt
  run --separate-stderr sdk-validate -m in.txt
  assert_failure 1
  assert_output <<OUT
$P17	incomplete	unique	minimal
.2...4..2..3..1.	incomplete	unique	not-minimal
.....4..2..3..1.	incomplete	unique	minimal
$M9	incomplete	multiple
OUT
  assert_stderr ""
  run --separate-stderr sdk-validate --minimal <<<"$P17"
  assert_success "$P17	incomplete	unique	minimal"
}

# bats test_tags=memcheck
@test "sdk-validate -e -m lists the removable givens" {
  printf '1.3..4..2.4....1\n1234341221434321\n' >in.txt
  run --separate-stderr sdk-validate -e -m in.txt
  assert_failure 1
  assert_output <<'OUT'
1.3..4..2.4....1	incomplete	unique	not-minimal
1234341221434321	valid	unique	not-minimal
OUT
  assert_stderr <<'ERR'
sdk-validate: in.txt:1: removable givens: r1c1, r1c3, r3c1, r3c3
sdk-validate: in.txt:2: removable givens: r1c1, r1c2, r1c3, r1c4, r2c1, r2c2, r2c3, r2c4, r3c1, r3c2, r3c3, r3c4, r4c1, r4c2, r4c3, r4c4
ERR
}

# bats test_tags=memcheck
@test "sdk-validate -q writes nothing and tells by its status" {
  printf '# c\n%s\n' "$P17" >in.txt
  run --separate-stderr sdk-validate -q in.txt
  assert_success ""
  printf '%s\n' "$M9" >>in.txt
  run --separate-stderr sdk-validate --quiet -u in.txt
  assert_failure 1
  assert_output ""
  run --separate-stderr sdk-validate -q -e <<<'11..............'
  assert_failure 1
  assert_output ""
  assert_stderr <<'ERR'
sdk-validate: <stdin>:1: row 1 holds 1 twice (r1c1, r1c2)
sdk-validate: <stdin>:1: box 1 holds 1 twice (r1c1, r1c2)
ERR
}

# bats test_tags=memcheck
@test "sdk-validate -f writes only the records that pass" {
  printf '# c\n%s\tk=v\n%s\n%s\n11..............\n' "$P17" "$M9" "$S17" >in.txt
  run --separate-stderr sdk-validate -f in.txt
  assert_failure 1
  assert_output <<OUT
# c
$P17	k=v
$M9
$S17
OUT
  run --separate-stderr sdk-validate --filter -u in.txt
  assert_failure 1
  assert_output <<OUT
# c
$P17	k=v
$S17
OUT
}

# bats test_tags=memcheck
@test "sdk-validate -j keeps the output order" {
  {
    random_puzzles 9 1000 0.3 0.7 61
    echo 'bad'
    echo "$X9"
    random_puzzles 16 50 0.2 0.5 62
  } >in.txt
  sdk-validate -e -u in.txt >one.out 2>one.err || true
  local j
  for j in 2 0; do
    sdk-validate -e -u --jobs="$j" in.txt >j.out 2>j.err || true
    cmp one.out j.out || flunk "-j $j output differs"
    cmp one.err j.err || flunk "-j $j messages differ"
  done
  run sdk-validate -j 2 -m <<<"$P17"
  assert_success "$P17	incomplete	unique	minimal"
}

@test "sdk-validate -P shows progress on stderr" {
  random_puzzles 4 30 0.3 0.5 63 >in.txt
  run --separate-stderr sdk-validate -P in.txt
  assert_success
  [ "${#lines[@]}" -eq 30 ] || flunk "records lost"
  [[ $stderr =~ ^sdk-validate:\ 30\ records,\ [0-9]+/s,\ 100%$ ]] ||
      flunk "progress: $stderr"
}

@test "sdk-validate --unbuffered writes the same records" {
  random_puzzles 9 20 0.3 0.5 64 >in.txt
  sdk-validate -u in.txt >a.out || true
  run --separate-stderr sdk-validate -u --unbuffered in.txt
  assert_output "$(cat a.out)"
  run --separate-stderr sdk-validate -u -U in.txt
  assert_output "$(cat a.out)"
}

# bats test_tags=memcheck
@test "sdk-validate reports malformed records and missing files" {
  printf '12345\n%s\n' "$P17" >in.txt
  run --separate-stderr sdk-validate nosuch.txt in.txt
  assert_failure 2
  assert_output "$P17	incomplete"
  assert_stderr <<'ERR'
sdk-validate: nosuch.txt: No such file or directory
sdk-validate: in.txt:1: expected 16, 81 or 256 cells, found 5
ERR
}

@test "sdk-validate exits 2 with the usage on a bad option" {
  local a
  for a in -x '-j x' '-j -2' --nosuch; do
    run --separate-stderr sdk-validate $a </dev/null
    assert_failure 2
    assert_output ""
    [[ ${stderr##*$'\n'} == "$USAGE" ]] || flunk "$a: $stderr"
  done
  run --separate-stderr sdk-validate -j x
  assert_stderr <<ERR
sdk-validate: bad job count 'x'
$USAGE
ERR
}

@test "sdk-validate --help and --version print on stdout" {
  run --separate-stderr sdk-validate --help
  assert_success "$(cat "$(fixture help sdk-validate.txt)")"
  run --separate-stderr sdk-validate --version
  assert_success
  [[ $output =~ ^sdk-validate\ [0-9]+\.[0-9]+ ]] || flunk "version: $output"
}

@test "sdk-validate exits 2 on a write error" {
  [ -w /dev/full ] || skip "no /dev/full"
  run --separate-stderr sh -c 'sdk-validate >/dev/full' <<<"$P17"
  assert_failure 2
  assert_stderr "sdk-validate: write error: No space left on device"
}

@test "sdk-validate reads empty input" {
  run --separate-stderr sdk-validate </dev/null
  assert_success ""
  assert_stderr ""
}

@test "sdk-validate agrees with sdk-solve on random puzzles of every size" {
  {
    random_puzzles 4 500 0.3 0.9 71
    random_puzzles 9 500 0.3 0.7 72
    random_puzzles 16 100 0.2 0.5 73
  } >in.txt
  sdk-validate -u in.txt | cut -f3 >kinds.txt || true
  sdk-solve -c -l 2 in.txt | cut -f2 |
      sed 's/^solutions=1$/unique/; s/^solutions=2+$/multiple/' >counts.txt
  cmp kinds.txt counts.txt
  sdk-solve in.txt >sol.txt
  run sdk-validate -u -q sol.txt
  assert_success
}

@test "sdk-validate runs the examples of its manual" {
  printf '%s\n%s\n' "$P17" \
      '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....' \
      >puzzles.txt
  local cmd n=0
  while IFS= read -r cmd; do
    n=$((n + 1))
    run --separate-stderr sh -c "$cmd"
    assert_success
  done < <(man_examples sdk-validate.1)
  [ "$n" -eq 4 ] || flunk "found $n examples"
  [ -s proper.txt ] || flunk "no proper.txt"
  run sh -c "$(man_examples sdk-validate.1 | tail -n 1)"
  assert_success "all minimal"
}
