#!/usr/bin/env bats
# bad-input.bats: what every tool does with input that is broken, binary,
# huge, or cut off: no crash, no hang, no silent loss, a message with a
# position, and the exit status of sdk(7).
bats_require_minimum_version 1.5.0

P=..17...8.......3.9.......6.2...9...5.4.3......16...9.8....845...731......2....1..
S=651739284784612359392548761237896415948351627516427938169284573473165892825973146
# The filters of the record stream, as they are run below.
FILTERS=("sdk-parse" "sdk-fmt --line" "sdk-validate" "sdk-solve")

setup_file() {
	export PATH="$BATS_TEST_DIRNAME/../bin:$PATH"
	local d=$BATS_FILE_TMPDIR
	# 100,000 puzzles, line 50,001 cut short.
	yes "$P" | head -n 50000 >"$d/100k.txt"
	echo "${P%?}" >>"$d/100k.txt"
	yes "$P" | head -n 49999 >>"$d/100k.txt"
	# A 10 MB line, a record after it.
	{ head -c 10000000 /dev/zero | tr '\0' 'x'; echo; echo "$P"; } \
	    >"$d/10mb.txt"
	# 1,000,000 digits on one line, a record after it.
	{ head -c 1000000 /dev/zero | tr '\0' '1'; echo; echo "$P"; } \
	    >"$d/digits.txt"
}

setup() {
	load helper
	D=$BATS_FILE_TMPDIR
}

# each CMD...: runs every filter with the words of CMD after it.
@test "every filter writes nothing and exits 0 on empty input" {
	local t
	for t in "${FILTERS[@]}" "sdk-fmt"; do
		run --separate-stderr $t </dev/null
		assert_success ""
		assert_stderr ""
	done
}

@test "every filter copies a file of comments only and exits 0" {
	local t
	printf '# one\n#\n# three\n' >c.txt
	for t in "${FILTERS[@]}" "sdk-fmt"; do
		run --separate-stderr $t c.txt
		assert_success "$(cat c.txt)"
		assert_stderr ""
	done
}

# bats test_tags=memcheck
@test "every filter reports a NUL byte with its line and goes on" {
	local t
	printf 'ab\0cd\n%s\n' "$P" >nul.txt
	for t in "sdk-fmt --line" "sdk-validate" "sdk-solve"; do
		run --separate-stderr $t nul.txt
		assert_failure 2
		assert_stderr "${t%% *}: nul.txt:1: NUL byte in line"
		[ "${#lines[@]}" -eq 1 ] || flunk "expected 1 line: $output"
	done
	run --separate-stderr sdk-parse nul.txt
	assert_failure 2
	assert_output "$P"
	assert_stderr "sdk-parse: nul.txt:1: binary data in line"
}

@test "sdk-parse never lets a NUL byte through, not even in a comment" {
	printf '# a\0b\n%s\n' "$P" >nul.txt
	run --separate-stderr sdk-parse nul.txt
	assert_failure 2
	assert_output "$P"
	assert_stderr "sdk-parse: nul.txt:1: binary data in line"
}

# bats test_tags=memcheck
@test "every filter reports invalid UTF-8 in a grid and keeps it in a comment" {
	local t
	printf '# caf\xc3\xa9 \xff\xfe\n%s\xff\n%s\n' "$P" "$P" >u.txt
	for t in "sdk-fmt --line" "sdk-validate" "sdk-solve"; do
		run --separate-stderr $t u.txt
		assert_failure 2
		assert_stderr "${t%% *}: u.txt:2: expected 16, 81 or 256 cells, found 82"
		[ "${lines[0]}" = "$(printf '# caf\xc3\xa9 \xff\xfe')" ] ||
		    flunk "comment changed: ${lines[0]}"
		[ "${#lines[@]}" -eq 2 ] || flunk "expected 2 lines: $output"
	done
	run --separate-stderr sdk-parse u.txt
	assert_failure 2
	assert_stderr "sdk-parse: u.txt:2: bad character byte 0xFF in cell 82"
}

@test "every filter skips a UTF-8 byte-order mark at the start" {
	local t
	printf '\xef\xbb\xbf%s\n' "$P" >bom.txt
	for t in "${FILTERS[@]}"; do
		run --separate-stderr $t bom.txt
		assert_success
		assert_stderr ""
		[ "${#lines[@]}" -eq 1 ] || flunk "$t: $output"
	done
	run sdk-fmt --line bom.txt
	assert_success "$P"
}

# bats test_tags=memcheck
@test "every filter reads CR-only line ends as lines" {
	local t
	printf '%s\r# c\r%s\r' "$P" "$P" >cr.txt
	for t in "${FILTERS[@]}"; do
		run --separate-stderr $t cr.txt
		assert_success
		assert_stderr ""
		[ "${#lines[@]}" -eq 3 ] || flunk "$t: $output"
	done
	run sdk-fmt --line cr.txt
	assert_success "$(printf '%s\n# c\n%s' "$P" "$P")"
}

@test "every filter reads a final line without a newline" {
	local t
	printf '%s\n%s' "$P" "$P" >nonl.txt
	for t in "${FILTERS[@]}"; do
		run --separate-stderr $t nonl.txt
		assert_success
		assert_stderr ""
		[ "${#lines[@]}" -eq 2 ] || flunk "$t: $output"
	done
	run sdk-solve nonl.txt
	assert_success "$(printf '%s\n%s' "$S" "$S")"
}

@test "every filter rejects a 10 MB line and goes on with the next" {
	local t
	for t in "sdk-fmt --line" "sdk-validate" "sdk-solve"; do
		run --separate-stderr $t "$D/10mb.txt"
		assert_failure 2
		assert_stderr "${t%% *}: $D/10mb.txt:1: line longer than 65536 bytes"
		[ "${#lines[@]}" -eq 1 ] || flunk "$t: $output"
	done
	run --separate-stderr sdk-parse "$D/10mb.txt"
	assert_failure 2
	assert_output "$P"
	assert_stderr "sdk-parse: $D/10mb.txt:1: expected 256 cells, found 10000000"
}

@test "sdk-parse rejects a line past 16 MiB without holding it" {
	{ head -c 17000000 /dev/zero | tr '\0' '1'; echo; echo "$P"; } >17.txt
	run --separate-stderr sdk-parse 17.txt
	assert_failure 2
	assert_output "$P"
	assert_stderr "sdk-parse: 17.txt:1: line longer than 16777216 bytes"
}

@test "every filter rejects a line of 1,000,000 digits" {
	local t
	for t in "sdk-fmt --line" "sdk-validate" "sdk-solve"; do
		run --separate-stderr $t "$D/digits.txt"
		assert_failure 2
		assert_stderr "${t%% *}: $D/digits.txt:1: line longer than 65536 bytes"
		assert_no_crash
	done
	run --separate-stderr sdk-parse "$D/digits.txt"
	assert_failure 2
	assert_output "$P"
	assert_stderr "sdk-parse: $D/digits.txt:1: expected 256 cells, found 1000000"
}

@test "every filter passes 99,999 puzzles around one bad line and names it" {
	local t msg
	for t in "${FILTERS[@]}" "sdk-solve -j 2" "sdk-validate -j 2"; do
		$t "$D/100k.txt" >out.txt 2>err.txt && flunk "$t: exit 0"
		msg="expected 16, 81 or 256 cells, found 80"
		[ "${t%% *}" = sdk-parse ] && msg="expected 81 cells, found 80"
		[ "$(cat err.txt)" = "${t%% *}: $D/100k.txt:50001: $msg" ] ||
		    flunk "$t: $(head -c 300 err.txt)"
		[ "$(wc -l <out.txt)" -eq 99999 ] || flunk "$t: $(wc -l <out.txt)"
	done
	sdk-solve -j 2 "$D/100k.txt" 2>/dev/null | uniq -c >u.txt || true
	[ "$(cat u.txt)" = "  99999 $S" ] || flunk "$(cat u.txt)"
}

@test "numbers too large for any count are usage errors" {
	local big=99999999999999999999
	run --separate-stderr sdk-gen -n $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: bad clue count '$big'" ] || flunk "$stderr"
	run --separate-stderr sdk-gen -c $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: bad count '$big'" ] || flunk "$stderr"
	run --separate-stderr sdk-gen -s $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: bad seed '$big'" ] || flunk "$stderr"
	run --separate-stderr sdk-solve -l $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-solve: bad limit '$big'" ] || flunk "$stderr"
	run --separate-stderr sdk-validate -j $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-validate: bad job count '$big'" ] ||
	    flunk "$stderr"
	run --separate-stderr sdk-parse -z $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-parse: bad size '$big': want 4, 6, 8, 9, 10, 12 or 16" ] ||
	    flunk "$stderr"
	run --separate-stderr sdk-play -z $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-play: bad size '$big': want 4, 6, 8, 9, 10, 12 or 16" ] ||
	    flunk "$stderr"
	run --separate-stderr sdk-play $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-play: bad seed '$big'" ] || flunk "$stderr"
	run --separate-stderr sdk-fmt -G -n $big
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-fmt: puzzles per page must be 1 to 50: $big" ] ||
	    flunk "$stderr"
}

@test "numbers with blanks or signs in the wrong place are usage errors" {
	run --separate-stderr sdk-gen -c ' 5'
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: bad count ' 5'" ] || flunk "$stderr"
	run --separate-stderr sdk-solve -l 5x
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-solve: bad limit '5x'" ] || flunk "$stderr"
}

@test "sdk-parse reports sizes and values too large in the sized format" {
	printf '99999999999999999999\n' >size.txt
	run --separate-stderr sdk-parse -f sized size.txt
	assert_failure 2
	assert_output ""
	assert_stderr "sdk-parse: size.txt:1: bad size 99999999999999999999"
	printf '4\n1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 99999999999999999999\n' >v.txt
	run --separate-stderr sdk-parse v.txt
	assert_failure 2
	assert_stderr "sdk-parse: v.txt:2: bad value '99999999999999999999'"
	printf '4\n1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 -1\n' >n.txt
	run --separate-stderr sdk-parse n.txt
	assert_failure 2
	assert_stderr "sdk-parse: n.txt:2: bad value '-1'"
}

@test "negative and zero counts are usage errors where no count makes sense" {
	run --separate-stderr sdk-gen -c -5
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: bad count '-5'" ] || flunk "$stderr"
	run --separate-stderr sdk-gen -n -1
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: bad clue count '-1'" ] || flunk "$stderr"
	run --separate-stderr sdk-gen -n 0
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-gen: a 9x9 puzzle with a single solution has at least 17 clues" ] ||
	    flunk "$stderr"
	run --separate-stderr sdk-solve -l 0
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-solve: bad limit '0'" ] || flunk "$stderr"
	run --separate-stderr sdk-solve -j -1
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-solve: bad job count '-1'" ] || flunk "$stderr"
	run --separate-stderr sdk-validate -j -1
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-validate: bad job count '-1'" ] || flunk "$stderr"
	run --separate-stderr sdk-fmt -G -n 0
	assert_failure 2
	[ "${stderr_lines[0]}" = "sdk-fmt: puzzles per page must be 1 to 50: 0" ] ||
	    flunk "$stderr"
	run --separate-stderr sdk-gen -s 1 -c 0
	assert_success ""
	assert_stderr ""
}

@test "every tool reports a directory or a missing file and goes on" {
	local t
	mkdir dir
	echo "$P" >p.txt
	for t in "${FILTERS[@]}" "sdk-fmt"; do
		run --separate-stderr $t dir nothere p.txt
		assert_failure 2
		assert_stderr "${t%% *}: dir: Is a directory
${t%% *}: nothere: No such file or directory"
		[ "${#lines[@]}" -ge 1 ] || flunk "$t: no output"
	done
	run --separate-stderr sdk-play -f dir
	assert_failure 2
	assert_stderr "sdk-play: dir: Is a directory"
	run --separate-stderr sdk-play -f nothere
	assert_failure 2
	assert_stderr "sdk-play: nothere: No such file or directory"
}

@test "every tool reports a closed standard input" {
	local t
	for t in "${FILTERS[@]}" "sdk-fmt"; do
		run --separate-stderr bash -c "$t <&-"
		assert_failure 2
		assert_stderr "${t%% *}: <stdin>: Bad file descriptor"
	done
	run --separate-stderr bash -c 'sdk-play -s 1 <&-'
	assert_failure 2
	assert_stderr "sdk-play: <stdin>: Bad file descriptor"
	run --separate-stderr bash -c 'sdk-gen -s 1 <&-'
	assert_success
}

@test "every tool exits 2 with a message on a full disk" {
	local t
	echo "$P" >p.txt
	for t in "${FILTERS[@]}" "sdk-fmt" "sdk-fmt --svg" "sdk-solve -j 2"; do
		run --separate-stderr bash -c "$t p.txt >/dev/full"
		assert_failure 2
		assert_stderr "${t%% *}: write error: No space left on device"
	done
	run --separate-stderr bash -c 'sdk-gen -s 1 -c 3 >/dev/full'
	assert_failure 2
	assert_stderr "sdk-gen: write error: No space left on device"
	run --separate-stderr bash -c 'echo exit | sdk-play -s 1 >/dev/full'
	assert_failure 2
	assert_stderr "sdk-play: write error: No space left on device"
}

@test "every tool ends quietly when the reader closes the pipe" {
	local t
	yes "$P" | head -n 200000 >big.txt
	run --separate-stderr bash -c \
	    'timeout 60 sdk-gen -c 1000000 | head -n 2; echo "${PIPESTATUS[0]}"'
	assert_stderr ""
	[ "${#lines[@]}" -eq 3 ] || flunk "$output"
	[ "${lines[2]}" -eq 141 ] || flunk "sdk-gen: status ${lines[2]}"
	for t in "${FILTERS[@]}" "sdk-fmt" "sdk-solve -j 2" "sdk-validate -j 2" \
	    "sdk-fmt --csv" "sdk-fmt --html"; do
		run --separate-stderr bash -c \
		    "timeout 60 $t big.txt | head -n 1; echo \"\${PIPESTATUS[0]}\""
		assert_stderr ""
		[ "${#lines[@]}" -eq 2 ] || flunk "$t: $output"
		[ "${lines[1]}" -eq 141 ] || flunk "$t: status ${lines[1]}"
	done
}

@test "sdk-solve, sdk-validate and sdk-gen -j 2 stop at once on SIGINT" {
	local t
	# The input never ends (and sdk-gen has more to make than a second
	# allows): only the signal can stop the tool.
	for t in "sdk-solve -j 2" "sdk-validate -j 2" \
	    "sdk-gen -j 2 -s 1 -c 1000000" "sdk-gen -j 2 -z 16 -s 1 -c 100"; do
		run timeout 60 bash -c "yes '$P' |
		    timeout --preserve-status -s INT 1 $t >/dev/null"
		[ "$status" -eq 130 ] || flunk "$t: status $status"
	done
}

@test "sdk-play takes random command lines without crashing" {
	echo "$P" >p.txt
	awk 'BEGIN {
		srand(7)
		split("set hint candidates validate undo redo help bogus " \
		    "SET set set restart", w, " ")
		split("0 1 5 9 10 16 17 -1 +3 007 A G g x 99999999999999999999 " \
		    "4294967297 1e3 \"\" . ,", a, " ")
		for (i = 0; i < 3000; i++) {
			line = w[int(rand() * 12) + 1]
			for (k = int(rand() * 5); k > 0; k--)
				line = line (rand() < 0.9 ? " " : "\t") \
				    a[int(rand() * 21) + 1]
			if (rand() < 0.05)
				for (k = 0; k < 40; k++)
					line = line sprintf("%c",
					    int(rand() * 94) + 33)
			if (rand() < 0.01)
				for (k = 0; k < 1100; k++)
					line = line "x"
			print line
		}
		print "exit"
	}' >cmds.txt
	run --separate-stderr timeout 60 sdk-play -f p.txt <cmds.txt
	assert_success
	assert_stderr ""
	[ "${lines[${#lines[@]} - 1]}" = "Exiting..." ] ||
	    flunk "last line: ${lines[${#lines[@]} - 1]}"
	run --separate-stderr timeout 60 sdk-play -z 4 -s 3 <cmds.txt
	assert_success
	# The classic game notes each of its puzzles with several solutions.
	[ -z "$(grep -v '^sdk-play: note: this puzzle has more than one solution; hint gives the stored one$' <<<"$stderr")" ] ||
	    flunk "stderr: $stderr"
}
