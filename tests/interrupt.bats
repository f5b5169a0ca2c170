#!/usr/bin/env bats
# interrupt.bats: a run killed while it writes to a file leaves whole
# records in it, never a cut one.

bats_require_minimum_version 1.5.0

setup() { load helper; }

P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'

# killrun SIGNAL PATTERN COMMAND...: runs COMMAND with its output in
# out.txt (and in.txt over and over on its standard input), kills it
# with SIGNAL once out.txt holds some records, and checks that every line
# of out.txt matches the extended regular expression PATTERN and that the
# file ends with a newline.
killrun() {
  local sig=$1 pattern=$2 pid feed i
  shift 2
  rm -f out.txt in.fifo
  mkfifo in.fifo
  touch in.txt
  while :; do cat in.txt || break; done >in.fifo 2>/dev/null &
  feed=$!
  "$@" <in.fifo >out.txt 2>err.txt &
  pid=$!
  # Up to 20 s for the first records (a loaded machine, the sanitizers).
  for i in $(seq 200); do
    [ "$(wc -c <out.txt)" -gt 20000 ] && break
    sleep 0.1
  done
  kill -"$sig" "$pid"
  wait "$pid" && flunk "$*: ended before the signal"
  kill "$feed" 2>/dev/null || true
  wait "$feed" || true
  [ -s out.txt ] || flunk "$*: no output before the signal"
  [ "$(tail -c 1 out.txt | od -An -c | tr -d ' ')" = '\n' ] ||
      flunk "$*: SIG$sig: the last record is cut: $(tail -c 40 out.txt)"
  run grep -Evc "$pattern" out.txt
  [ "$output" = 0 ] || flunk "$*: SIG$sig: $output lines are not whole records"
}

@test "sdk-gen killed while writing to a file leaves whole records" {
  local sig
  for sig in TERM HUP; do
    killrun "$sig" '^[1-9.]{81}$' sdk-gen -s 1 -c 100000000
    killrun "$sig" '^[1-9.]{81}	[1-9]{81}$' sdk-gen -s 1 -p -j 2 -c 100000000
  done
}

@test "sdk-solve killed while writing to a file leaves whole records" {
  local sig
  yes "$P17" | head -n 10000 >in.txt
  for sig in TERM HUP; do
    killrun "$sig" '^[1-9]{81}$' sdk-solve
    killrun "$sig" '^[1-9.]{81}	[1-9]{81}$' sdk-solve -p -j 2
  done
}

@test "sdk-fmt killed while writing to a file leaves whole records" {
  local sig
  yes "$P17" | head -n 10000 >in.txt
  for sig in TERM HUP; do
    killrun "$sig" '^[1-9.]{81}$' sdk-fmt -l
    # A boxed grid is 11 lines, a blank line before the next.
    killrun "$sig" '^([1-9.] [1-9.] [1-9.]\|){2}[1-9.] [1-9.] [1-9.]$|^-----\+-----\+-----$|^$' sdk-fmt
    [ $(($(wc -l <out.txt) % 12)) -eq 11 ] ||
        flunk "SIG$sig: $(wc -l <out.txt) lines: $(tail -n 3 out.txt)"
  done
}

@test "sdk-parse and sdk-validate killed while writing to a file leave whole records" {
  local sig
  yes "$P17" | head -n 10000 >in.txt
  for sig in TERM HUP; do
    killrun "$sig" '^[1-9.]{81}$' sdk-parse
    killrun "$sig" '^[1-9.]{81}	incomplete	unique$' sdk-validate -u -j 2
  done
}
