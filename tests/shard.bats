#!/usr/bin/env bats
# shard.bats: --shard K/N in every tool that writes a record for each input
# (records K, K+N, K+2N, ... in order), and sdk-gen --shard making exactly
# those puzzles of the unsharded run: N shards merged line by line in turn
# give the whole run, byte for byte, whatever -j.

bats_require_minimum_version 1.5.0

setup() { load helper; }

# merge FILE...: the lines of the files in turn, as the shards of a run.
merge() {
  paste -d '\n' "$@" | sed '/^$/d'
}

P1=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
P2=52...6.........7.13...........4..8..6......5...........418.........3..2...87.....
P3=6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....
P4=48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....

@test "sdk-solve --shard: three shards merged are the whole run, byte for byte" {
  head -300 "$DATA/bench/17_clue.txt" >in.txt
  sdk-solve in.txt >whole.txt
  for k in 1 2 3; do sdk-solve --shard "$k/3" in.txt >"s$k.txt"; done
  [ "$(wc -l <s1.txt)" -eq 100 ]
  merge s1.txt s2.txt s3.txt | cmp - whole.txt
}

@test "sdk-solve --shard 2/3 takes records 2 and 5, over all the files" {
  printf '%s\n%s\n%s\n' "$P1" "$P2" "$P3" >a.txt
  printf '%s\n%s\n' "$P4" "$P1" >b.txt
  run sdk-solve -c --shard 2/3 a.txt b.txt
  assert_success "$P2	solutions=1
$P1	solutions=1"
}

@test "sdk-solve --shard with -j 2 writes what -j 1 does" {
  head -300 "$DATA/bench/17_clue.txt" >in.txt
  sdk-solve -j 1 --shard 2/4 in.txt >j1.txt
  sdk-solve -j 2 --shard 2/4 in.txt >j2.txt
  [ "$(wc -l <j1.txt)" -eq 75 ]
  cmp j1.txt j2.txt
}

@test "--shard counts a malformed record: only its shard reports it" {
  printf '%s\n123\n%s\n' "$P1" "$P3" >in.txt
  run --separate-stderr sdk-validate --shard 1/2 in.txt
  assert_success "$P1	incomplete
$P3	incomplete"
  run --separate-stderr sdk-validate --shard 2/2 in.txt
  assert_failure 2
  assert_output ""
  assert_stderr "sdk-validate: in.txt:2: expected 16, 81 or 256 cells, found 3"
}

@test "--shard keeps a comment with the record before it" {
  printf '# set\n%s\n# after one\n%s\n# after two\n%s\n' "$P1" "$P2" "$P3" >in.txt
  run sdk-validate --shard 1/2 in.txt
  assert_success "# set
$P1	incomplete
# after one
$P3	incomplete"
  run sdk-validate --shard 2/2 in.txt
  assert_success "$P2	incomplete
# after two"
}

@test "sdk-gen --shard makes exactly those puzzles of the whole run, any -j" {
  sdk-gen -s 11 -c 7 >whole.txt
  sdk-gen -s 11 -c 7 --shard 1/3 >s1.txt
  sdk-gen -s 11 -c 7 --shard 2/3 -j 2 >s2.txt
  sdk-gen -s 11 -c 7 --shard 3/3 >s3.txt
  run cat s2.txt
  assert_success "$(sed -n '2p;5p' whole.txt)"
  merge s1.txt s2.txt s3.txt | cmp - whole.txt
}

@test "sdk-gen --shard beyond the count makes nothing" {
  run sdk-gen -s 1 -c 2 --shard 3/3
  assert_success ""
}

@test "sdk-parse, sdk-fmt and sdk-canon --shard 2/2 take the even records" {
  printf '%s\n%s\n%s\n%s\n' "$P1" "$P2" "$P3" "$P4" >in.txt
  run sdk-parse --shard 2/2 in.txt
  assert_success "$P2
$P4"
  run sdk-fmt -l --shard 2/2 in.txt
  assert_success "$P2
$P4"
  run sdk-canon --shard 2/2 in.txt
  assert_success "$(printf '%s\n%s\n' "$P2" "$P4" | sdk-canon)"
  [ "${#lines[@]}" -eq 2 ]
}

@test "sdk-canon -k: two shards' keys sorted are the whole run's, sorted" {
  head -200 "$DATA/bench/17_clue.txt" >in.txt
  sdk-canon -k in.txt | sort >whole.txt
  { sdk-canon -k --shard 1/2 in.txt; sdk-canon -k --shard 2/2 in.txt; } |
      sort | cmp - whole.txt
}

@test "a bad --shard is an error with usage, exit 2" {
  local s t
  for t in sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-canon; do
    for s in 0/3 4/3 3 1/0 a/b 1/2/3 +1/2 ""; do
      run --separate-stderr "$t" --shard "$s" /dev/null
      assert_failure 2
      [ "${stderr%%$'\n'*}" = "$t: bad shard '$s' (K/N, 1 <= K <= N)" ] ||
          flunk "$t --shard '$s': $stderr"
    done
  done
}

@test "dedupe across two machines: GNU parallel over two local hosts" {
  command -v parallel >/dev/null || skip "GNU parallel is not installed"
  head -300 "$DATA/bench/17_clue.txt" >in.txt
  # each "machine" is this one, reached by a stand-in for ssh; like sshd
  # it gives the command a SHELL (parallel's wrapper runs the job in
  # $SHELL, and a CI job may have none: then nothing ran, in silence)
  printf '#!/bin/sh\necho "$1" >>"%s/hosts"\nshift\n[ "$1" = -- ] && shift\nSHELL=/bin/sh\nexport SHELL\nexec sh -c "$*"\n' \
      "$PWD" >fakessh
  chmod +x fakessh
  sdk-canon -k in.txt | sort -t "$(printf '\t')" -k1,1 -u | cut -f2- |
      sort >one.txt
  # parallel keeps its state in a home of the test's own (the suite's
  # files run under another parallel), one slot a "machine" (no probe of
  # their processors), and its messages where a failure shows them
  PARALLEL_HOME=$PWD/.parallel parallel --ssh "$PWD/fakessh" \
      -S 1/m1,1/m2 "cd '$PWD' && PATH='$PATH' sdk-canon -k --shard {}/2 in.txt" \
      ::: 1 2 >keys.txt 2>parallel.err ||
      flunk "parallel failed: $(cat parallel.err)"
  sort -t "$(printf '\t')" -k1,1 -u keys.txt | cut -f2- | sort >two.txt
  [ -s one.txt ]
  cmp one.txt two.txt || flunk "$(wc -l keys.txt; cat parallel.err)"
  # both "machines" were reached
  [ "$(sort -u hosts)" = "m1
m2" ] || flunk "hosts reached: $(sort -u hosts)"
}

@test "sdk-canon -R --shard: each record's twin is the one of the whole run" {
  head -30 "$DATA/bench/17_clue.txt" >in.txt
  sdk-canon -R -s 5 in.txt >whole.txt
  sdk-canon -R -s 5 --shard 1/2 in.txt >s1.txt
  sdk-canon -R -s 5 --shard 2/2 in.txt >s2.txt
  [ "$(wc -l <s2.txt)" -eq 15 ]
  merge s1.txt s2.txt | cmp - whole.txt
}

@test "sdk-gen -P --shard counts the shard's puzzles" {
  run --separate-stderr sdk-gen -s 1 -c 7 --shard 2/3 -P
  assert_success
  [ "${#lines[@]}" -eq 2 ]
  [[ "$stderr" == "sdk-gen: 2/2 puzzles, "* ]] || flunk "$stderr"
}
