#!/usr/bin/env bats
# fuzz-regress.bats: the inputs that broke a tool (found by the fuzzers of
# fuzz/ or while writing bad-input.bats), kept in tests/fixtures/fuzz/ and
# run through the tools: a message with a position, status 2, nothing lost,
# and every record written is one the canonical reader takes back.
bats_require_minimum_version 1.5.0

setup() {
	load helper
}

# rereads: the output is records that sdk-fmt --line takes as they are.
rereads() {
	printf '%s\n' "$output" >out.txt
	run --separate-stderr sdk-fmt --line out.txt
	assert_success
	assert_stderr ""
	cmp -s out.txt <(printf '%s\n' "$output") || flunk "records changed"
}

# bats test_tags=memcheck
@test "sdk-parse -f ss stops a NUL byte in a comment (fuzz: parse)" {
	local f
	f=$(fixture fuzz parse-nul-comment.in)
	run --separate-stderr sdk-parse -f ss --givens-only "$f"
	assert_failure 2
	assert_output "# 16-char line, '.' = em0ty, values 0-4"
	assert_stderr "sdk-parse: $f:3: binary data in line
sdk-parse: $f:4: row has 4 cells, want 16"
	rereads
}

# bats test_tags=memcheck
@test "sdk-parse reports a huge value in an OpenSudoku game (fuzz: parse, int overflow)" {
	local f
	f=$(fixture fuzz parse-xml-overflow.in)
	run --separate-stderr sdk-parse "$f"
	assert_failure 2
	assert_output ""
	assert_stderr "sdk-parse: $f:2: value out of range in cell 1
sdk-parse: $f:3: value out of range in cell 1"
}

# bats test_tags=memcheck
@test "sdk-parse reports a JSON grid with a fraction instead of dropping it" {
	local f
	f=$(fixture fuzz parse-json-fraction.in)
	run --separate-stderr sdk-parse "$f"
	assert_failure 2
	assert_output ""
	assert_stderr "sdk-parse: $f:1: bad grid in array"
}

# bats test_tags=memcheck
@test "sdk-parse reads CR-only line ends without losing a puzzle" {
	local p=..17...8.......3.9.......6.2...9...5.4.3......16...9.8....845...731......2....1..
	run --separate-stderr sdk-parse "$(fixture fuzz parse-cr-only.in)"
	assert_success "$p
$p
# end"
	assert_stderr ""
	rereads
}

# bats test_tags=memcheck
@test "sdk-parse reads a line cut short as a board row without a bar before its first cell (fuzz: parse, UBSan in 6ab65b0)" {
	local f
	# Before 6ab65b0 the cells of the board row kept from the try made
	# the bar search look before the first token: tok[-1].
	f=$(fixture fuzz parse-board-bar.in)
	run --separate-stderr sdk-parse "$f"
	assert_failure 2
	assert_output "2....1.......3.1"
	assert_stderr "sdk-parse: $f:2: expected 10 rows, found 1"
	rereads
	f=$(fixture fuzz parse-board-bar9.in)
	run --separate-stderr sdk-parse "$f"
	assert_failure 2
	assert_output "# a 9x9 board row whose last bar is a !"
	assert_stderr "sdk-parse: $f:2: expected 81 cells, found 10"
}

# bats test_tags=memcheck
@test "a 16x16 jigsaw X pair goes through sdk-parse and sdk-fmt --line whole (fuzz: record, 6ab65b0)" {
	local f
	# Its first field is 517 bytes (j=MAP:x: and the cells): 6ab65b0 gave the fuzzers'
	# round trip buffers of a shaped grid's length, not of its cells.
	f=$(fixture fuzz record-jigsaw16.in)
	run --separate-stderr sdk-parse "$f"
	assert_success
	assert_stderr ""
	[ "$output" = "$(cat "$f")" ] || flunk "sdk-parse changed the record"
	run --separate-stderr sdk-fmt --line "$f"
	assert_success
	[ "$output" = "$(cat "$f")" ] || flunk "sdk-fmt --line changed the record"
	rereads
	run -0 sh -c 'grep -v "^#" "$1" | cut -f 1 | wc -c' sh "$f"
	assert_output 518
}

@test "every fixture of fuzz/ goes through every tool without a crash" {
	local f t
	for f in "$FIXTURES"/fuzz/*; do
		for t in "sdk-parse" "sdk-parse -f sized" "sdk-parse -f json" \
		    "sdk-parse -f xml" "sdk-fmt --line" "sdk-fmt" \
		    "sdk-validate" "sdk-solve"; do
			run --separate-stderr $t "$f"
			assert_no_crash
			[ "$status" -le 2 ] || flunk "$t $f: status $status"
		done
	done
}

@test "a line of zeros is not a sized grid of side 0 (fuzz: parse, a division by zero)" {
	# A name line's side (0 when there was none) once let a sized header
	# of 0 through: the end of the input divided by it.
	run --separate-stderr sdk-parse <<<"0 0 0"
	assert_failure 2
	assert_output ""
	assert_stderr "sdk-parse: <stdin>:1: expected 81 cells, found 3"
	run --separate-stderr sdk-parse -f sized <<<"0 0 0
1 2"
	assert_failure 2
	assert_output ""
	assert_stderr "sdk-parse: <stdin>:1: bad size 0
sdk-parse: <stdin>:2: bad size 1"
	run --separate-stderr sdk-parse "$(fixture fuzz parse-sized-zero.in)"
	assert_failure 2
	assert_no_crash
}

# bats test_tags=memcheck
@test "sdk-parse reports a solution field whose shape the canonical reader refuses (fuzz: parse)" {
	local f p=..5.....29.6.5.....1..6.8....24.9...........5...3..12..6...1..3...98...128.....6.
	local s=875193642926854317314762859652419738137628495498375126769241583543986271281537964
	# A line record's fields were kept as they came, so sdk-parse wrote
	# records that sdk-fmt and the tools after it then refused.
	f=$(fixture fuzz parse-shaped-solution.in)
	run --separate-stderr sdk-parse "$f"
	assert_failure 2
	assert_output "$p	$s
$p	x: a note"
	assert_stderr "sdk-parse: $f:2: a second grid that does not read: unknown shape '87519364' (RxC, j=MAP, x or w)
sdk-parse: $f:3: a second grid of another shape than the first"
	rereads
}
