#!/usr/bin/env bats
# sdk-solve -e and -H with --json: each step as a JSON object (technique,
# key, rating, the cells it looks at, placements, removals, the words),
# one array per puzzle.
bats_require_minimum_version 1.5.0

setup() {
  load helper
}

P4='2.434..11.3.32..'
P17='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'

# bats test_tags=memcheck
@test "sdk-solve -e --json writes the record, the steps as one array, the solution" {
  run -0 --separate-stderr sdk-solve -e --json <<<"$P4"
  assert_output <<'EOF2'
2.434..11.3.32..
[{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r1c2"],"place":[{"cell":"r1c2","value":1}],"remove":[],"text":"r1c2 is the last empty cell in row 1"},{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r2c2"],"place":[{"cell":"r2c2","value":3}],"remove":[],"text":"r2c2 is the last empty cell in box 1"},{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r2c3"],"place":[{"cell":"r2c3","value":2}],"remove":[],"text":"r2c3 is the last empty cell in row 2"},{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r3c2"],"place":[{"cell":"r3c2","value":4}],"remove":[],"text":"r3c2 is the last empty cell in column 2"},{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r3c4"],"place":[{"cell":"r3c4","value":2}],"remove":[],"text":"r3c4 is the last empty cell in row 3"},{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r4c3"],"place":[{"cell":"r4c3","value":1}],"remove":[],"text":"r4c3 is the last empty cell in column 3"},{"technique":"Full house","key":"full-house","rating":1.0,"cells":["r4c4"],"place":[{"cell":"r4c4","value":4}],"remove":[],"text":"r4c4 is the last empty cell in row 4"}]
2143432114323214
EOF2
  assert_stderr ""
}

@test "sdk-solve -e --json names the cells of locked candidates and subsets" {
  run -0 sh -c 'printf "%s\n" "$1" | sdk-solve -e --json | sed -n 2p | tr "{" "\n" |
      grep "\"key\":\"\(pointing\|naked-pair\)\"" | sed -n "1p;\$p"' sh "$P17"
  assert_output <<'EOF2'
"technique":"Pointing","key":"pointing","rating":2.6,"cells":["r4c7","r6c7"],"place":[],"remove":[
"technique":"Naked pair","key":"naked-pair","rating":3.0,"cells":["r8c1","r8c8"],"place":[],"remove":[
EOF2
  run -0 sh -c 'printf "%s\n" "$1" | sdk-solve -e --json | sed -n 2p' sh "$P17"
  command -v python3 >/dev/null || skip "no python3 to parse the JSON"
  run -0 python3 -c 'import json, sys; a = json.loads(sys.argv[1]); print(len(a), sorted(a[0]))' "$output"
  assert_output "73 ['cells', 'key', 'place', 'rating', 'remove', 'technique', 'text']"
}

# bats test_tags=memcheck
@test "sdk-solve -H --json writes the next step as an array of one, [] when solved" {
  printf '%s\n%s\n' "$P17" 2143432114323214 >in.txt
  run -0 --separate-stderr sdk-solve -H --json in.txt
  assert_output <<'EOF2'
[{"technique":"Hidden single","key":"hidden-single-line","rating":1.5,"cells":["r1c9"],"place":[{"cell":"r1c9","value":2}],"remove":[],"text":"the only place for 2 in column 9 is r1c9"}]
[]
EOF2
}

@test "sdk-solve --json needs -e or -H" {
  run -2 --separate-stderr sdk-solve --json <<<"$P4"
  assert_output ""
  [ "${stderr_lines[0]}" = "sdk-solve: --json needs -e or -H" ] ||
      flunk "stderr: $stderr"
  run -2 --separate-stderr sdk-solve -r --json <<<"$P4"
  [ "${stderr_lines[0]}" = "sdk-solve: --json needs -e or -H" ] ||
      flunk "stderr: $stderr"
}
