#!/usr/bin/env bats
# help.bats: --help of every tool, the letters of the options across the
# tools, and the man pages: their options are the programs' and they
# render without a warning.

bats_require_minimum_version 1.5.0

setup() { load helper; }

TOOLS="sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-canon"
MAN="$BATS_TEST_DIRNAME/../man"

# man_options PAGE: the options of the OPTIONS list of man/PAGE, one a
# line, as "-x --long" (or " --long" when there is no letter), sorted.
man_options() {
  sed -n '/options are as follows/,/^\.Sh/p' "$MAN/$1" |
      sed -n 's/^\.It Fl //p' |
      awk '{
        short = ""; long = ""
        if ($1 ~ /^-/) long = "-" $1
        else {
          short = "-" $1
          for (i = 2; i <= NF; i++)
            if ($i == "Fl" && $(i + 1) ~ /^-/) { long = "-" $(i + 1); break }
        }
        print short " " long
      }' | LC_ALL=C sort
}

# help_options TOOL: the options listed by TOOL --help, as man_options.
help_options() {
  "$1" --help | sed -n 's/^  \(-[^ ,]\), \(--[a-z0-9-]*\).*/\1 \2/p
      s/^      \(--[a-z0-9-]*\).*/ \1/p' | LC_ALL=C sort
}

@test "every tool's --help is its help text, on stdout, exit 0" {
  local t
  for t in $TOOLS; do
    run --separate-stderr "$t" --help
    assert_success "$(cat "$(fixture help "$t.txt")")"
    assert_stderr ""
  done
}

@test "every tool's --help has a usage line, a line per option, an example and a man page" {
  local t
  for t in $TOOLS; do
    run --separate-stderr "$t" --help
    assert_success
    [[ ${lines[0]} == "Usage: $t [OPTION]..."* ]] || flunk "$t: ${lines[0]}"
    [[ $output == *$'\nExample: '*$'\n  '*"$t"* ]] || flunk "$t: no example"
    [[ ${lines[-1]} == *"See $t(1)"* ]] || flunk "$t: ${lines[-1]}"
    run -0 sh -c "$t --help | awk 'length > 79'"
    assert_output ""
  done
}

@test "every tool's --help example runs as shown, from the top of the tree" {
  local t ex
  cp -R "$BATS_TEST_DIRNAME/../examples" .
  for t in $TOOLS; do
    ex=$("$t" --help | sed -n '/^Example: /{n;s/^  //p;}')
    [ -n "$ex" ] || flunk "$t: no example"
    run --separate-stderr sh -c "$ex"
    [ "$status" -eq 0 ] || flunk "$t: $ex: exit $status: $stderr"
    assert_stderr ""
  done
}

@test "every tool's -h is its --help" {
  local t
  for t in $TOOLS; do
    run -0 --separate-stderr "$t" -h
    assert_output "$(cat "$(fixture help "$t.txt")")"
  done
}

@test "every tool's -V and --version print its name and version" {
  local t
  for t in $TOOLS; do
    run -0 --separate-stderr "$t" -V
    [[ $output =~ ^$t\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || flunk "$t -V: $output"
    run -0 --separate-stderr "$t" --version
    [[ $output =~ ^$t\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || flunk "$t: $output"
  done
}

@test "every tool prints the short usage on stderr and exits 2 on a bad option" {
  local t
  for t in $TOOLS; do
    run --separate-stderr "$t" --no-such-option </dev/null
    assert_failure 2
    assert_output ""
    [[ ${stderr_lines[1]} == "usage: $t "* ]] || flunk "$t: $stderr"
    [[ $stderr != *Usage:* ]] || flunk "$t printed the help: $stderr"
  done
}

@test "the options of every --help are those of its man page" {
  local t
  for t in $TOOLS; do
    diff -u <(man_options "$t.1") <(help_options "$t") ||
        flunk "$t: man page (-) and --help (+) differ"
  done
}

@test "sdk-parse takes every option its man page lists" {
  run -0 --separate-stderr sdk-parse -h
  assert_line 0 "Usage: sdk-parse [OPTION]... [FILE]..."
  run -0 --separate-stderr sdk-parse -V
  run -0 --separate-stderr sdk-parse -U -f line -z 9 -k --givens-only \
      --keep-placed --format=line --size=9 --keep-comments --unbuffered \
      <<<'1...'"$(printf '%077d' 0 | tr 0 .)"
  assert_output "1$(printf '%080d' 0 | tr 0 .)"
  run -0 --separate-stderr sdk-parse -l
  [ "${#lines[@]}" -gt 10 ]
  run -0 --separate-stderr sdk-parse --list-formats
}

@test "every tool takes every option of its --help" {
  local t o arg n=0
  for t in $TOOLS; do
    while read -r o arg; do
      case $o in --help | --version | --list-formats) continue ;; esac
      run --separate-stderr "$t" "$o$arg" --help </dev/null
      [ "$status" -eq 0 ] || flunk "$t $o$arg: $status $stderr"
      assert_stderr ""
      n=$((n + 1))
    done < <("$t" --help | sed -n 's/^  -[^ ,], \(--[a-z0-9-]*\)\([=[]*[^ ]*\).*/\1 \2/p
        s/^      \(--[a-z0-9-]*\)\([=[]*[^ ]*\).*/\1 \2/p' |
        sed 's/=N$/=1/; s/=FORMAT$/=line/; s/=SIZE$/=9/; s/=METHOD$/=fast/
            s/=LEVEL$/=easy/; s/=MIN-MAX$/=1-9/; s/=SYM$/=none/
            s/=DIR$/=d/; s/=PAPER$/=a4/; s/\[=grid\]$/=grid/
            s/\[=frame\]$/=frame/
            s/=MAP$/=0:1234:1234:1234/; s|=K/N$|=1/1|
            s/=RxC$/=2x3/; s/=NAME$/=x/; s/=LIST$/=x/')
  done
  [ "$n" -eq 90 ] || flunk "$n options tried"
}

# The letters that mean one thing in one tool and another elsewhere,
# pinned: a new clash shows here. -u and -U mean one thing each.
@test "the letters of the options: -U is --unbuffered everywhere, -u is --unique" {
  local t
  {
    for t in $TOOLS; do
      help_options "$t" | sed -n "s/^\(-.\) --\(.*\)/\1 \2 $t/p"
    done
    man_options sdk-play.1 | sed -n 's/^\(-.\) --\(.*\)/\1 \2 sdk-play/p'
  } >letters.txt
  run -0 awk '$1 == "-U" || $1 == "-u"' letters.txt
  assert_output <<'EOF'
-U unbuffered sdk-parse
-U unbuffered sdk-validate
-u unique sdk-validate
-U unbuffered sdk-solve
-U unbuffered sdk-gen
-U unbuffered sdk-fmt
-U unbuffered sdk-canon
EOF
  # A letter with more than one long name, and its names.
  run -0 sh -c 'sort -k1,1 -k2,2 -u letters.txt |
      awk "{ n[\$1]++; s[\$1] = s[\$1] \" \" \$2 }
          END { for (k in n) if (n[k] > 1) print k s[k] }" | LC_ALL=C sort'
  assert_output <<'EOF'
-H hint html
-P paper progress
-a all answers automorphisms
-c compact count
-d difficulty sdk
-e explain sheet
-f file filter format
-k keep-comments key
-l limit line list-formats
-m map method minimal
-n clues per-page
-p padded pair pattern
-r rate report
-s seed sized stats
-t trace tries
-x apply csv
EOF
}

@test "every man page renders without a warning under man-db and groff" {
  command -v man >/dev/null && command -v groff >/dev/null ||
      skip "man-db or groff is not installed"
  local p
  for p in "$MAN"/*.[157]; do
    run --separate-stderr env MANWIDTH=80 man --warnings -l "$p"
    assert_success
    assert_stderr ""
    [ "${#lines[@]}" -gt 10 ] || flunk "$p: no output"
  done
}

@test "every man page passes mandoc -Tlint without a warning" {
  command -v mandoc >/dev/null || skip "mandoc is not installed"
  local p
  for p in "$MAN"/*.[157]; do
    run --separate-stderr mandoc -Tlint -Wwarning "$p"
    assert_success ""
    assert_stderr ""
  done
}
