#!/usr/bin/env bats
# sdk-play --screen, the full-screen game, driven through tmux: keys sent
# with send-keys, the screen read with capture-pane. Skipped without tmux
# (.ci/run installs it).
bats_require_minimum_version 1.5.0

setup() {
  load helper
  command -v tmux >/dev/null || skip "no tmux"
  export TMUX_TMPDIR="$BATS_TEST_TMPDIR"
  S="sdk$$"
}

teardown() {
  tmux kill-server 2>/dev/null || true
}

# start ARGS...: runs sdk-play ARGS full screen in an 80x30 tmux window;
# the exit status shows after it as EXIT=N.
start() {
  tmux new-session -d -s "$S" -x 80 -y 30 \
      "env TERM=xterm NO_COLOR=${NO_COLOR-} sdk-play $*; echo EXIT=\$?; sleep 30"
  wait_for 'q quit'
}

# stop_server: ends the tmux server and waits (5 s at most) until its
# socket is gone, so that the next start does not reach a server on its
# way out ("server exited unexpectedly" on a busy machine).
stop_server() {
  local i
  tmux kill-server 2>/dev/null || true
  for i in $(seq 50); do
    [ -e "$TMUX_TMPDIR/tmux-$(id -u)/default" ] || return 0
    sleep 0.1
  done
}

# wait_for TEXT: waits (10 s at most) until the screen shows TEXT.
wait_for() {
  local i
  for i in $(seq 100); do
    tmux capture-pane -p -t "$S" | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  flunk "never shown: $1
$(tmux capture-pane -p -t "$S")"
}

# screen [FIRST LAST]: the lines of the screen (all, or FIRST to LAST).
screen() {
  tmux capture-pane -p -t "$S" | sed -n "${1:-1},${2:-\$}p"
}

@test "sdk-play --screen draws the board with row and column labels and the keys" {
  start --screen -d easy -s 1
  run -0 screen 1 22
  assert_output <<'EOS'
sdk-play  easy 9x9

     1  2  3   4  5  6   7  8  9
   +---------+---------+---------+
 1 |[.] 4  8 | .  .  . | 7  .  6 |
 2 | .  .  . | .  4  6 | .  .  . |
 3 | .  .  6 | .  .  3 | 9  .  . |
   +---------+---------+---------+
 4 | .  .  7 | .  .  5 | .  2  1 |
 5 | 6  .  . | 7  .  2 | .  .  . |
 6 | 9  1  . | .  3  . | .  .  . |
   +---------+---------+---------+
 7 | .  .  . | .  .  1 | .  .  . |
 8 | .  .  4 | 5  .  . | .  1  . |
 9 | .  .  . | 4  2  . | 8  .  . |
   +---------+---------+---------+

r1c1


arrows/hjkl move, 1-9 place, 0 clear, p pencil,
u undo, r redo, ? hint, v validate, n new game, q quit
EOS
}

@test "sdk-play --screen moves with hjkl and the arrows, places, undoes, quits" {
  start --screen -d easy -s 1
  tmux send-keys -t "$S" l l j 5
  wait_for '[5]'
  run -0 screen 6 6
  assert_output ' 2 | .  . [5]| .  4  6 | .  .  . |'
  tmux send-keys -t "$S" Left Up Right Down u
  wait_for 'r2c3'
  run -0 screen 6 6
  assert_output ' 2 | .  . [.]| .  4  6 | .  .  . |'
  tmux send-keys -t "$S" q
  wait_for 'EXIT=0'
}

@test "sdk-play --screen keeps pencil marks and gives a hint" {
  start --screen -d easy -s 1
  tmux send-keys -t "$S" j l l p 1 2
  wait_for 'marks: 1 2'
  run -0 screen 18 18
  assert_output 'r2c3  pencil  marks: 1 2'
  run -0 screen 6 6
  assert_output ' 2 | .  . [:]| .  4  6 | .  .  . |'
  tmux send-keys -t "$S" p '?'
  wait_for 'Hint'
  run -0 screen 19 19
  assert_output 'Hint: set cell to 3'
}

@test "sdk-play --screen shows conflicts in red, and no colour with NO_COLOR" {
  start --screen -d easy -s 1
  tmux send-keys -t "$S" 4
  wait_for 'r1c2 already holds 4'
  # tmux writes the red of the 4 in r1c2 as its own sequence
  local e
  e=$(printf '\033')
  run -0 sh -c "tmux capture-pane -e -p -t '$S' | sed -n 5p |
      sed 's/$e\[[34]9m//g' | grep -c '$e\[31m 4 '"
  assert_output 1
  stop_server
  NO_COLOR=1 start --screen -d easy -s 1
  run -0 sh -c "tmux capture-pane -e -p -t '$S' | grep -c '$(printf '\033')\[' || :"
  assert_output 0
}

@test "sdk-play --screen gives the terminal back on a signal" {
  start --screen -d easy -s 1
  tmux send-keys -t "$S" l
  wait_for '[4]'
  pkill -TERM -P "$(tmux display -p -t "$S" '#{pane_pid}')" -x sdk-play
  wait_for 'EXIT=143'
  # the shell after it reads a line again: the terminal is cooked
  run -0 sh -c "tmux capture-pane -p -t '$S' | grep -c 'arrows/hjkl' || :"
  assert_output 0
}

@test "sdk-play --screen needs a terminal" {
  run -2 --separate-stderr sdk-play --screen -d easy -s 1 </dev/null
  assert_output ""
  [[ "$stderr" == "sdk-play: --screen needs a terminal on standard input and output"* ]] ||
      flunk "stderr: $stderr"
}

@test "sdk-play --screen draws the regions of a jigsaw grid and names the house of a clash" {
  start --screen --jigsaw -z 6 -s 1
  tmux send-keys -t "$S" j j 3
  wait_for 'in region 4'
  run -0 screen 1 21
  assert_output <<'EOS'
sdk-play  6x6 jigsaw

     1   2   3   4   5   6
   +-----------------------+
 1 | .   .   . | .   4   . |
   |           |   +---+   |
 2 | .   .   . | 2 | . | 6 |
   |-----------+   |   +---|
 3 |[.]  4   5 | . | .   . |
   |   +---+   +---+   +---|
 4 | . | . | 3 | 5   . | . |
   |---+   |   |   +---+   |
 5 | .   . | 6 | . | 2   3 |
   |       +---+---+       |
 6 | .   .   . | .   .   . |
   +-----------------------+

r3c1
Error: value is invalid: r4c3 already holds 3 in region 4

arrows/hjkl move, 1-6 place, 0 clear, p pencil,
EOS
  tmux send-keys -t "$S" q
  wait_for 'EXIT=0'
}

@test "sdk-play --screen draws 3x4 boxes on 12x12 and takes the letters A to C" {
  start --screen -z 12 -s 1
  tmux send-keys -t "$S" b
  wait_for '[B] 7 '
  run -0 screen 1 9
  assert_output <<'EOS'
sdk-play  12x12 (3x4 boxes)

     1  2  3  4   5  6  7  8   9 10 11 12
   +------------+------------+------------+
 1 |[B] 7  .  . | 4  .  .  . | .  A  .  . |
 2 | 2  9  4  . | .  1  C  . | 8  .  .  . |
 3 | .  .  .  6 | .  .  .  . | 4  .  B  . |
   +------------+------------+------------+
 4 | C  .  .  . | B  .  3  . | .  .  5  . |
EOS
  # the message line stays empty: the board's shape name is not one
  run -0 screen 22 25
  assert_output 'r1c1


arrows/hjkl move, 1-9 A-C place, 0 clear, p pencil,'
}
