#!/usr/bin/env bats
# examples.bats: every script under examples/ prints its .out file, and
# every example of the man pages (.Dl lines) is one of those scripts.

bats_require_minimum_version 1.5.0

setup() { load helper; }

MANPAGES="sdk-parse.1 sdk.5 sdk.7"

@test "examples: every script has an .out file and every .out a script" {
	local f n=0
	for f in "$EXAMPLES"/*.sh; do
		[ -f "${f%.sh}.out" ] || flunk "no ${f%.sh}.out for $f"
		n=$((n + 1))
	done
	for f in "$EXAMPLES"/*.out; do
		[ -f "${f%.out}.sh" ] || flunk "no ${f%.out}.sh for $f"
	done
	[ "$n" -gt 0 ] || flunk "no example scripts in $EXAMPLES"
}

@test "examples: every script prints exactly its .out file and exits 0" {
	local f name rc failed=""
	for f in "$EXAMPLES"/*.sh; do
		name=$(basename "$f" .sh)
		rc=0
		sh "$f" >"$name.actual" 2>"$name.stderr" || rc=$?
		if [ "$rc" -ne 0 ]; then
			echo "$name.sh: exit status $rc" >&2
			cat "$name.stderr" >&2
			failed="$failed $name"
		elif [ -s "$name.stderr" ]; then
			echo "$name.sh: unexpected stderr:" >&2
			cat "$name.stderr" >&2
			failed="$failed $name"
		elif ! diff -u "${f%.sh}.out" "$name.actual" >&2; then
			failed="$failed $name"
		fi
	done
	[ -z "$failed" ] || flunk "failed:$failed"
}

@test "examples: every .Dl line of the man pages is run by an example" {
	local page cmd missing=""
	for page in $MANPAGES; do
		[ -f "$BATS_TEST_DIRNAME/../man/$page" ] ||
		    flunk "no man/$page"
	done
	while IFS= read -r cmd; do
		grep -qF -e "$cmd" "$EXAMPLES"/*.sh ||
		    missing="$missing
$cmd"
	done < <(cd "$BATS_TEST_DIRNAME/../man" &&
	    sed -n 's/^\.Dl //p' $MANPAGES |
	    sed 's/^\$ //; s/\\e/\\/g; s/\\&//g; s/\\-/-/g')
	[ -z "$missing" ] || flunk "not in any examples/*.sh:$missing"
}

@test "examples: the man pages have examples to check" {
	run -0 sh -c 'cd "$1" && grep -c "^\.Dl " $2 | grep -v ":0$"' sh \
	    "$BATS_TEST_DIRNAME/../man" "$MANPAGES"
	[ "${#lines[@]}" -eq 3 ] ||
	    flunk "a man page without .Dl examples: $output"
}

@test "examples/puzzles.txt is there for every man page example that reads it" {
  local cmd n=0
  while read -r cmd; do
    rm -rf run && mkdir run && cp "$EXAMPLES/puzzles.txt" run/
    run sh -c "cd run && $cmd"
    [ "$status" -le 1 ] || flunk "$cmd: exit $status: $output"
    n=$((n + 1))
  done < <(grep -h '^\.Dl \$ .*puzzles\.txt' "$BATS_TEST_DIRNAME"/../man/*.1 |
      sed 's/^\.Dl \$ //; s/\\(dq/"/g; s/ | less$//')
  [ "$n" -eq 17 ] || flunk "$n examples"
  run -0 sh -c 'cut -f 3 "$1" | sort | uniq -c' sh "$EXAMPLES/puzzles.txt"
  assert_output <<'EOS'
      2 level=easy
      2 level=hard
      2 level=medium
EOS
}
