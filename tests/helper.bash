# helper.bash: loaded by every bats file (rbenv style assertions).
export LC_ALL=C
PATH="$BATS_TEST_DIRNAME/../bin:$PATH"
FIXTURES="$BATS_TEST_DIRNAME/fixtures"
# The sample files and puzzle sets the tests read (see data/README.md).
DATA="$BATS_TEST_DIRNAME/data"
EXAMPLES="$BATS_TEST_DIRNAME/../examples"
cd "$BATS_TEST_TMPDIR" || exit 1

flunk() {
	{
		if [ "$#" -eq 0 ]; then cat -; else echo "$@"; fi
	} >&2
	return 1
}

# assert_success [output]: status 0 (and the output, when given).
assert_success() {
	if [ "$status" -ne 0 ]; then
		flunk "command failed with exit status $status" \
		    "$(printf '\noutput: %s\nstderr: %s' "$output" "${stderr-}")"
	elif [ "$#" -gt 0 ]; then
		assert_output "$1"
	fi
}

# assert_failure [status]: a non-zero status (that one, when given).
assert_failure() {
	if [ "$status" -eq 0 ]; then
		flunk "expected failed exit status"
	elif [ "$status" -ge 128 ]; then
		flunk "exited with signal $((status - 128))"
	elif [ "$#" -gt 0 ] && [ "$status" -ne "$1" ]; then
		flunk "expected exit status $1, got $status"
	fi
}

# assert_output [text]: stdout is text (or standard input).
assert_output() {
	local expected
	if [ "$#" -eq 0 ]; then expected="$(cat -)"; else expected="$1"; fi
	if [ "$expected" != "$output" ]; then
		diff -u <(printf '%s\n' "$expected") <(printf '%s\n' "$output") |
		    sed '1,2d' | flunk
	fi
}

# assert_stderr [text]: stderr (run --separate-stderr) is text.
assert_stderr() {
	local expected
	if [ "$#" -eq 0 ]; then expected="$(cat -)"; else expected="$1"; fi
	if [ "$expected" != "$stderr" ]; then
		diff -u <(printf '%s\n' "$expected") <(printf '%s\n' "$stderr") |
		    sed '1,2d' | flunk
	fi
}

# assert_line [index] text: a line of the output (line index, when given).
assert_line() {
	if [ "$#" -eq 2 ]; then
		[ "${lines[$1]}" = "$2" ] ||
		    flunk "line $1: expected '$2', got '${lines[$1]}'"
	else
		local l
		for l in "${lines[@]}"; do
			[ "$l" = "$1" ] && return 0
		done
		flunk "expected line '$1'"
	fi
}

# assert_no_crash: the status is not a signal.
assert_no_crash() {
	[ "$status" -lt 128 ] || flunk "exited with signal $((status - 128))"
}

# fixture TOOL CASE: the path of a golden file.
fixture() {
	printf '%s/%s/%s\n' "$FIXTURES" "$1" "$2"
}

# random_puzzles SIZE COUNT LO HI SEED: COUNT random puzzles of side SIZE,
# solved grids with each cell blanked with a probability between LO and
# HI (tests/randgrid.awk).
random_puzzles() {
	awk -v n="$1" -v count="$2" -v lo="$3" -v hi="$4" -v seed="$5" \
	    -f "$BATS_TEST_DIRNAME/randgrid.awk"
}

# man_examples PAGE: the commands of the EXAMPLES of man/PAGE, one a line.
man_examples() {
	sed -n 's/^\.Dl \$ //p' "$BATS_TEST_DIRNAME/../man/$1"
}

# py ARG...: runs the python3 program on standard input with ARGs, the
# modules of tests/ (png.py) at hand, writing no .pyc files into tests/.
py() {
	PYTHONPATH="$BATS_TEST_DIRNAME" python3 -B - "$@"
}

# chrome ARG...: runs Chromium headless in a fresh profile, its messages
# in chrome.log; skips the test when it is not installed
# (tests/sdk-fmt-print.bats, tests/fmt-shapes.bats).
chrome() {
	local c
	for c in chromium chromium-browser google-chrome; do
		command -v "$c" >/dev/null && break
	done
	command -v "$c" >/dev/null || skip "chromium is not installed"
	timeout 120 "$c" --headless --no-sandbox --disable-gpu --no-first-run \
	    --disable-background-networking --disable-component-update \
	    --disable-sync --no-pdf-header-footer --hide-scrollbars \
	    --user-data-dir="$BATS_TEST_TMPDIR/profile.$RANDOM" "$@" \
	    2>>chrome.log
}

# mk PREFIX N [I=V ...]: a grid of N cells after PREFIX, empty but for
# value V in cell I (from 1).
mk() {
  local p=$1 n=$2 s a i
  shift 2
  s=$(printf '%*s' "$n" '' | tr ' ' .)
  for a; do
    i=${a%=*}
    s=${s:0:i-1}${a#*=}${s:i}
  done
  printf '%s%s\n' "$p" "$s"
}
