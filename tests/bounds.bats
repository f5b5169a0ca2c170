#!/usr/bin/env bats
# bounds.bats: memory does not grow with the input. Each tool runs under a
# virtual memory limit (ulimit -v) that 10,000 records fit in with room to
# spare, then runs 1,000,000 records (82 MB, more than the limit) under the
# same limit. No timing is measured.
bats_require_minimum_version 1.5.0

P=..17...8.......3.9.......6.2...9...5.4.3......16...9.8....845...731......2....1..
LIMIT=48000	# KiB: a tool takes about 1.5 MB, two threads 8 MB stacks each

setup_file() {
	yes "$P" | head -n 10000 >"$BATS_FILE_TMPDIR/10k.txt"
	yes "$P" | head -n 1000000 >"$BATS_FILE_TMPDIR/1m.txt"
}

setup() {
	load helper
	# The sanitizers and valgrind reserve far more than any limit.
	case "${CFLAGS-}" in *sanitize*) skip "under the sanitizers" ;; esac
	[ -z "${SDK_MEMCHECK-}" ] || skip "under valgrind"
	D=$BATS_FILE_TMPDIR
}

# bounded N CMD...: runs CMD on N records under the limit; checks that
# all N come out.
bounded() {
	local n=$1
	shift
	run --separate-stderr bash -c \
	    "ulimit -v $LIMIT && $* | wc -l"
	assert_success
	assert_stderr ""
	[ "$output" -eq "$n" ] || flunk "$*: $output lines, want $n"
}

@test "every filter reads 1,000,000 records in the memory that 10,000 take" {
	local t
	for t in "sdk-parse" "sdk-fmt --line" "sdk-validate -u" "sdk-solve" \
	    "sdk-solve -j 2" "sdk-validate -j 2"; do
		bounded 10000 $t "$D/10k.txt"
		bounded 1000000 $t "$D/1m.txt"
	done
	bounded 99999 sdk-fmt --compact "$D/10k.txt"
	bounded 9999999 sdk-fmt --compact "$D/1m.txt"
}

@test "every filter reads 1,000,000 records from a pipe in bounded memory" {
	bounded 1000000 "cat $D/1m.txt | sdk-solve -j 2"
	bounded 1000000 "cat $D/1m.txt | sdk-parse"
}

@test "sdk-gen writes 100,000 puzzles in the memory that 1,000 take" {
	bounded 1000 sdk-gen -z 4 -s 1 -c 1000
	bounded 100000 sdk-gen -z 4 -s 1 -c 100000
}

@test "a line longer than 64 KiB is not held: 300 MB of one line in bounded memory" {
	run --separate-stderr bash -c "ulimit -v $LIMIT &&
	    { head -c 300000000 /dev/zero; echo; echo $P; } | sdk-solve"
	assert_failure 2
	assert_output "651739284784612359392548761237896415948351627516427938169284573473165892825973146"
	assert_stderr "sdk-solve: <stdin>:1: line longer than 65536 bytes"
}

@test "-j holds a bounded amount of text: 2,000 comment lines of 64 KiB" {
	local t last
	for t in "sdk-solve -j 4" "sdk-validate -j 4"; do
		run --separate-stderr bash -c "ulimit -v $LIMIT &&
		    { yes \"# \$(printf '%065000d' 0)\" | head -n 2000;
		    echo $P; } | $t | cut -c 1-3 | uniq -c"
		assert_success
		assert_stderr ""
		last=..1
		[ "$t" = "sdk-validate -j 4" ] || last=651
		assert_output "   2000 # 0
      1 $last"
	done
}
