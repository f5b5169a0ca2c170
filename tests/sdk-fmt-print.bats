#!/usr/bin/env bats
# sdk-fmt-print.bats: the printable styles of sdk-fmt, --svg and --html:
# well-formed XML, the geometry of the grids, exact snapshots, the options,
# examples/booklet, and, when Chromium is installed, real renderings.
# With SDK_SHOTS set to a directory (make screenshots), the renderings are
# kept there as PNG files to look at.
bats_require_minimum_version 1.5.0

setup() {
  load helper
  P4='2....1.......3.1'
  S4='2413314212344321'
  P9='.93..1...2.....14.........8...879..3....3.....64......4...........1428..57....2..'
  S9='893461752257983146641527398125879463789634521364215987412758639936142875578396214'
  FX="$FIXTURES/sdk-fmt-print"
  echo "$P4" > p4.txt
  echo "$P9" > p9.txt
  printf '%s\t%s\n' "$P4" "$S4" > pair4.txt
  printf '%s\t%s\n' "$P9" "$S9" > pair9.txt
  cp "$FIXTURES/sdk-fmt/p16.in" p16.txt
  cp "$FIXTURES/sdk-fmt/pair16.in" pair16.txt
}

# wellformed FILE: FILE parses as XML (skips when xmllint is missing).
wellformed() {
  command -v xmllint >/dev/null || skip "xmllint is not installed"
  xmllint --noout "$1" || flunk "$1 is not well-formed XML"
}

# group CLASS FILE: the lines inside the first <g class="CLASS"> of FILE.
group() {
  sed -n "/^<g class=\"$1\"/,/^<\/g>/p" "$2" | sed '1d;$d'
}

# count PATTERN: the number of lines of standard input matching PATTERN.
count() {
  grep -c -e "$1" || true
}

# geometry FILE N GIVENS: FILE draws one N x N grid with GIVENS givens,
# N*N cells of 120 units and a thick line at every box boundary.
geometry() {
  local f=$1 n=$2 givens=$3 b k want got
  case $n in 4) b=2 ;; 9) b=3 ;; 16) b=4 ;; esac
  got=$(group cells "$f" |
      count '^<rect x="[0-9]*" y="[0-9]*" width="120" height="120"/>$')
  [ "$got" -eq $((n * n)) ] || flunk "$got cells, want $((n * n))"
  got=$(group givens "$f" | count '^<text ')
  [ "$got" -eq "$givens" ] || flunk "$got givens, want $givens"
  want=
  for ((k = 0; k <= n; k += b)); do
    want+="<line x1=\"$((k * 120))\" y1=\"0\" x2=\"$((k * 120))\" y2=\"$((n * 120))\"/>"$'\n'
  done
  for ((k = 0; k <= n; k += b)); do
    want+="<line x1=\"0\" y1=\"$((k * 120))\" x2=\"$((n * 120))\" y2=\"$((k * 120))\"/>"$'\n'
  done
  got=$(group boxes "$f")
  [ "$got"$'\n' = "$want" ] || flunk "box lines: $got"
}

# givens GRID: the number of filled cells of GRID.
givens() {
  local s=${1//./}
  echo "${#s}"
}

# bats test_tags=memcheck
@test "sdk-fmt --svg draws a 4x4 puzzle as one well-formed SVG" {
  run -0 --separate-stderr sdk-fmt --svg p4.txt
  assert_stderr ''
  echo "$output" > p4.svg
  [ "${lines[0]}" = '<?xml version="1.0" encoding="UTF-8"?>' ]
  [ "${lines[${#lines[@]} - 1]}" = '</svg>' ]
  [ "$(grep -c '<svg' p4.svg)" -eq 1 ]
  geometry p4.svg 4 "$(givens "$P4")"
  wellformed p4.svg
}

@test "sdk-fmt --svg draws 9x9 cells, givens and a thick line every three cells" {
  sdk-fmt --svg p9.txt > p9.svg
  geometry p9.svg 9 "$(givens "$P9")"
  grep -q '^<svg .* width="94mm" height="94mm" viewBox="-24 -24 1128 1128">$' p9.svg
  wellformed p9.svg
}

# bats test_tags=memcheck
@test "sdk-fmt --svg draws 16x16 cells with letters and a thick line every four" {
  sdk-fmt --svg p16.txt > p16.svg
  geometry p16.svg 16 "$(givens "$(cat p16.txt)")"
  group givens p16.svg | grep -q '>G</text>$'
  wellformed p16.svg
}

# bats test_tags=memcheck
@test "sdk-fmt --svg prints the givens bold and a pair's solution lighter" {
  sdk-fmt --svg pair9.txt > pair9.svg
  geometry pair9.svg 9 "$(givens "$P9")"
  grep -q '^<g class="givens" font-family="sans-serif" font-size="78" font-weight="bold" text-anchor="middle" fill="#000">$' pair9.svg
  grep -q '^<g class="solved" font-family="sans-serif" font-size="78" font-weight="normal" text-anchor="middle" fill="#6e6e6e">$' pair9.svg
  [ "$(group solved pair9.svg | count '^<text ')" -eq $((81 - $(givens "$P9"))) ]
  wellformed pair9.svg
}

@test "sdk-fmt --svg uses generic font families only" {
  sdk-fmt --svg --candidates pair16.txt > a.svg
  sdk-fmt --html --answers pair16.txt > a.html
  run -0 sh -c 'grep -oh "font-family[=:] *\"*[a-z-]*" a.svg a.html | sort -u'
  assert_output <<'EOF'
font-family: sans-serif
font-family="sans-serif
EOF
}

# bats test_tags=memcheck
@test "sdk-fmt --svg --numbers writes 10 to 16 as numbers in a 16x16 grid" {
  sdk-fmt --svg --numbers pair16.txt > n.svg
  group givens n.svg | grep -q '^<text x="[0-9]*" y="[0-9]*" font-size="60">16</text>$'
  run ! grep -q '>[A-G]</text>' n.svg
  wellformed n.svg
}

# bats test_tags=memcheck
@test "sdk-fmt --svg --candidates pencils the candidates of the empty cells" {
  local i total=0 row
  sdk-fmt --svg --candidates p4.txt > c.svg
  # one small value per candidate of each empty cell, as --candidates says
  run -0 sdk-fmt --candidates p4.txt
  for ((i = 0; i < 16; i++)); do
    [ "${P4:i:1}" = . ] || continue
    read -ra row <<<"${lines[i / 4]}"
    total=$((total + ${#row[i % 4]}))
  done
  got=$(group candidates c.svg | count '^<text ')
  [ "$got" -eq "$total" ] || flunk "$got candidates, want $total"
  [ "$total" -gt 16 ]
  wellformed c.svg
}

@test "sdk-fmt --svg snapshot of a 4x4 pair with a title" {
  run -0 --separate-stderr sdk-fmt --svg <<<"# Four & more
$P4	$S4"
  assert_output < "$FX/pair4.svg"
}

# bats test_tags=memcheck
@test "sdk-fmt --svg --sheet snapshot of two 4x4 puzzles on Letter paper" {
  run -0 --separate-stderr sdk-fmt --svg --sheet --per-page 2 \
      --paper letter p4.txt pair4.txt
  assert_output < "$FX/sheet4.svg"
}

# bats test_tags=memcheck
@test "sdk-fmt --html snapshot of a 4x4 pair with its answer" {
  run -0 --separate-stderr sdk-fmt --html --answers pair4.txt
  assert_output < "$FX/pair4.html"
}

# bats test_tags=memcheck
@test "sdk-fmt --svg takes the comment above a record as its title, escaped" {
  printf '# a < b & "c"\n%s\n' "$P4" | sdk-fmt --svg > t.svg
  grep -q '^<title>a &lt; b &amp; &quot;c&quot;</title>$' t.svg
  grep -q '^<text class="title" .*>a &lt; b &amp; &quot;c&quot;</text>$' t.svg
  wellformed t.svg
}

# bats test_tags=memcheck
@test "sdk-fmt --svg makes bytes that are not UTF-8 well-formed" {
  printf '# caf\xc3\xa9 \xff\x01\n%s\n' "$P4" | sdk-fmt --svg > u.svg
  grep -q "^<title>café ? </title>$" u.svg
  wellformed u.svg
}

@test "sdk-fmt --svg without a comment has no title" {
  sdk-fmt --svg p4.txt > n.svg
  run ! grep -q '<title>' n.svg
  run ! grep -q 'class="title"' n.svg
}

# bats test_tags=memcheck
@test "sdk-fmt --svg -o DIR writes one numbered file per record" {
  { echo '# first'; cat p4.txt pair9.txt; echo '# last'; cat p16.txt; } |
      sdk-fmt --svg -o out
  run -0 ls out
  assert_output $'0001.svg\n0002.svg\n0003.svg'
  grep -q '<title>first</title>' out/0001.svg
  grep -q '<title>first</title>' out/0002.svg
  grep -q '<title>last</title>' out/0003.svg
  geometry out/0003.svg 16 "$(givens "$(cat p16.txt)")"
  for f in out/*.svg; do wellformed "$f"; done
}

# bats test_tags=memcheck
@test "sdk-fmt --svg --sheet -o DIR writes one page of N puzzles per file" {
  cat pair9.txt pair9.txt pair9.txt p4.txt p16.txt > five.txt
  run -0 sdk-fmt --svg --sheet -n 2 -o pages five.txt
  run -0 ls pages
  assert_output $'0001.svg\n0002.svg\n0003.svg'
  grep -q 'width="210mm" height="297mm" viewBox="0 0 2100 2970"' pages/0001.svg
  [ "$(grep -c '^<svg x=' pages/0001.svg)" -eq 2 ]
  [ "$(grep -c '^<svg x=' pages/0003.svg)" -eq 1 ]
  grep -q '>5</text>$' pages/0003.svg
  for f in pages/*.svg; do wellformed "$f"; done
}

@test "sdk-fmt --sheet numbers the puzzles and lays N out on an A4 page" {
  for i in 1 2 3 4 5 6; do cat p9.txt; done > six.txt
  sdk-fmt --svg --sheet --per-page 6 six.txt > six.svg
  [ "$(grep -c '^<text class="caption"' six.svg)" -eq 6 ]
  grep -q '^<text class="caption" .*>6</text>$' six.svg
  # two columns of three: two x and three y positions
  [ "$(sed -n 's/^<svg x="\([0-9]*\)".*/\1/p' six.svg | sort -u | wc -l)" -eq 2 ]
  [ "$(sed -n 's/^<svg x="[0-9]*" y="\([0-9]*\)".*/\1/p' six.svg | sort -u | wc -l)" -eq 3 ]
  wellformed six.svg
}

# bats test_tags=memcheck
@test "sdk-fmt --svg reports the records that do not fit on standard output" {
  cat p4.txt p4.txt p4.txt > three.txt
  run -2 --separate-stderr sdk-fmt --svg three.txt
  assert_stderr 'sdk-fmt: three.txt:2: one svg fits on standard output, use -o or --sheet: skipping the rest'
  echo "$output" > one.svg
  wellformed one.svg
  run -2 --separate-stderr sdk-fmt --svg --sheet -n 2 three.txt
  assert_stderr 'sdk-fmt: three.txt:3: the sheet on standard output is full, use -o to write more: skipping the rest'
  [ "$(grep -c '^<svg x=' <<<"$output")" -eq 2 ]
}

@test "sdk-fmt --html writes one well-formed self-contained page" {
  cat pair9.txt p4.txt pair16.txt > mix.txt
  run -0 --separate-stderr sdk-fmt --html mix.txt
  assert_stderr ''
  echo "$output" > mix.html
  [ "${lines[0]}" = '<!DOCTYPE html>' ]
  [ "${lines[${#lines[@]} - 1]}" = '</html>' ]
  run ! grep -Eq '<script|<link|<img|src=|href=|url\(|@import' mix.html
  [ "$(grep -c '^<figure>$' mix.html)" -eq 3 ]
  # a puzzle page shows the givens only
  run ! grep -q 'class="solved"' mix.html
  wellformed mix.html
}

@test "sdk-fmt --html puts N puzzles on each printed page" {
  for i in 1 2 3 4 5; do cat p9.txt; done > five.txt
  sdk-fmt --html --per-page 2 five.txt > five.html
  [ "$(grep -c '^<section class="sheet">$' five.html)" -eq 3 ]
  [ "$(grep -c '^<figure>$' five.html)" -eq 5 ]
  grep -q '^.sheet + .sheet { break-before: page; page-break-before: always }$' five.html
  grep -q '^figure { margin: 0; break-inside: avoid; page-break-inside: avoid }$' five.html
  wellformed five.html
}

# bats test_tags=memcheck
@test "sdk-fmt --html --answers adds the solutions of the pairs at the end" {
  { echo '# one'; cat pair9.txt; echo '# two'; cat p4.txt; cat pair4.txt; } > m.txt
  # The puzzle without its solution is printed, and reported.
  run -2 --separate-stderr sdk-fmt --html --answers m.txt
  assert_stderr "sdk-fmt: m.txt:4: no solution to print among the answers (give pairs: sdk-solve -p | sdk-fmt --html -a)"
  echo "$output" > m.html
  [ "$(grep -c '^<h1>Answers</h1>$' m.html)" -eq 1 ]
  [ "$(grep -c '^<figure>$' m.html)" -eq 5 ]
  run -0 grep '^<figcaption>' m.html
  assert_output <<'EOF'
<figcaption>1. one</figcaption>
<figcaption>2. two</figcaption>
<figcaption>3. two</figcaption>
<figcaption>1. one</figcaption>
<figcaption>3. two</figcaption>
EOF
  [ "$(grep -c 'class="solved"' m.html)" -eq 2 ]
  wellformed m.html
}

# bats test_tags=memcheck
@test "sdk-fmt --html --paper sets the page size, fitting both by default" {
  sdk-fmt --html p9.txt > any.html
  grep -q '^@page { margin: 12mm }$' any.html
  sdk-fmt --html --paper a4 p9.txt > a4.html
  grep -q '^@page { size: A4; margin: 12mm }$' a4.html
  sdk-fmt --html -P letter p9.txt > letter.html
  grep -q '^@page { size: letter; margin: 12mm }$' letter.html
}

# bats test_tags=memcheck
@test "sdk-fmt --html on empty input writes an empty page" {
  run -0 sdk-fmt --html </dev/null
  echo "$output" > empty.html
  [ "$(grep -c '<figure>' empty.html)" -eq 0 ]
  wellformed empty.html
}

@test "sdk-fmt printable options without --svg or --html are usage errors" {
  run -2 --separate-stderr sdk-fmt --answers p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: --answers needs --html' ]
  run -2 --separate-stderr sdk-fmt --html -o dir p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: -o needs --svg' ]
  run -2 --separate-stderr sdk-fmt --sheet p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: --sheet needs --svg' ]
  run -2 --separate-stderr sdk-fmt --svg --per-page 3 p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: --per-page needs --sheet or --html' ]
  run -2 --separate-stderr sdk-fmt --numbers p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: --numbers needs --svg or --html' ]
  run -2 --separate-stderr sdk-fmt --html --paper a5 p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: unknown paper: a5' ]
  run -2 --separate-stderr sdk-fmt --html -n 0 p4.txt
  [ "${stderr_lines[0]}" = 'sdk-fmt: puzzles per page must be 1 to 50: 0' ]
  [ -z "$output" ]
}

@test "sdk-fmt --candidates alone is still the pencil-mark text style" {
  run -0 sdk-fmt --svg --candidates p4.txt
  [ "${lines[0]}" = '<?xml version="1.0" encoding="UTF-8"?>' ]
  run -0 sdk-fmt --candidates --svg p4.txt
  [ "${lines[0]}" = '<?xml version="1.0" encoding="UTF-8"?>' ]
  run -0 sdk-fmt --svg --boxed p4.txt
  [ "${lines[0]}" = '2 .|. .' ]
  run -0 sdk-fmt -C p4.txt
  want=$output
  run -0 sdk-fmt --html --candidates p4.txt
  run -0 sdk-fmt --html --candidates --candidates --boxed --candidates p4.txt
  assert_output "$want"
}

@test "sdk-fmt --svg and --html exit 2 on a write error" {
  [ -w /dev/full ] || skip "no /dev/full"
  run -2 --separate-stderr sh -c 'sdk-fmt --svg p9.txt >/dev/full'
  assert_stderr 'sdk-fmt: write error: No space left on device'
  run -2 --separate-stderr sh -c \
      'sdk-fmt --html --answers pair9.txt >/dev/full'
  assert_stderr 'sdk-fmt: write error: No space left on device'
  : > out.txt
  run -2 --separate-stderr sh -c 'sdk-fmt --svg -o /dev/full p9.txt'
  assert_stderr 'sdk-fmt: /dev/full: Not a directory'
}

# bats test_tags=memcheck
@test "sdk-fmt -o reports a directory it cannot make" {
  : > file
  run -2 --separate-stderr sdk-fmt --svg -o file p4.txt
  assert_stderr 'sdk-fmt: file: Not a directory'
}

# bats test_tags=memcheck
@test "sdk-fmt --svg reports a malformed record and goes on" {
  printf '12345\n%s\n' "$P4" > bad.txt
  run -2 --separate-stderr sdk-fmt --svg bad.txt
  [[ "$stderr" == 'sdk-fmt: bad.txt:1: '* ]]
  echo "$output" > ok.svg
  geometry ok.svg 4 "$(givens "$P4")"
}

@test "examples/puzzle.svg is what the tools make of examples/grid.txt" {
  run -0 sh -c 'sdk-parse "$1/grid.txt" | sdk-fmt --svg' sh "$EXAMPLES"
  assert_output < "$EXAMPLES/puzzle.svg"
}

@test "examples/booklet prints puzzles by level and their answers" {
  run -0 --separate-stderr "$EXAMPLES/booklet" -c 2 -s 3
  assert_stderr ''
  echo "$output" > booklet.html
  [ "$(grep -c '^<figure>$' booklet.html)" -eq 16 ]
  [ "$(grep -c '^<h1>Answers</h1>$' booklet.html)" -eq 1 ]
  run -0 sh -c 'grep "^<figcaption>" booklet.html | head -8'
  assert_output <<'EOF'
<figcaption>1. easy 1.5</figcaption>
<figcaption>2. easy 1.5</figcaption>
<figcaption>3. medium 3.4</figcaption>
<figcaption>4. medium 3.4</figcaption>
<figcaption>5. hard 4.5</figcaption>
<figcaption>6. hard 4.2</figcaption>
<figcaption>7. expert 7.1</figcaption>
<figcaption>8. expert 8.9</figcaption>
EOF
  wellformed booklet.html
}

@test "sdk-fmt --html and --svg print a record's level and rating when it has them" {
  printf '# Monday\n%s\trating=4.2\tlevel=hard\tpearl=1.2\tdiamond=1.2\n%s\n%s\trating=-\n' \
      "$P4" "$P4" "$P4" >r.txt
  run -0 sh -c 'sdk-fmt --html r.txt | grep "^<figcaption>"'
  assert_output <<'EOF'
<figcaption>1. Monday, hard 4.2</figcaption>
<figcaption>2. Monday</figcaption>
<figcaption>3. Monday</figcaption>
EOF
  run -0 sh -c 'sdk-fmt --svg --sheet -n 4 r.txt | grep "class=\"caption\"" | sed "s/.*>\(.*\)<\/text>/\1/"'
  assert_output <<'EOF'
1. Monday, hard 4.2
2. Monday
3. Monday
EOF
  printf '%s\trating=4.2\tlevel=hard\n' "$P4" >one.txt
  run -0 sh -c 'sdk-fmt --svg one.txt | grep "<title>\|class=\"title\""'
  assert_output <<'EOF'
<title>hard 4.2</title>
<text class="title" x="0" y="-64" font-family="sans-serif" font-size="60" fill="#000">hard 4.2</text>
EOF
  run -0 sh -c 'printf "%s\n" "$1" | sdk-fmt --svg | grep -c "<title>" || :' sh "$P4"
  assert_output 0
}

@test "sdk-fmt --html -a reports each record without a solution, prints the rest" {
  printf '%s\t%s\n%s\n' "$P4" "$(sdk-solve <<<"$P4")" "$P4" >a.txt
  run -2 --separate-stderr sdk-fmt --html -a a.txt
  assert_stderr "sdk-fmt: a.txt:2: no solution to print among the answers (give pairs: sdk-solve -p | sdk-fmt --html -a)"
  echo "$output" >a.html
  [ "$(grep -c '^<figure>$' a.html)" -eq 3 ]
  [ "$(grep -c '^<h1>Answers</h1>$' a.html)" -eq 1 ]
  wellformed a.html
}

# Chromium: real renderings.

# inked PNG: PNG is a picture with ink on it, not blank (read by
# tests/png.py; only its size looked at without python3).
inked() {
  local min=${2:-10000}
  [ -s "$1" ] || flunk "no $1"
  if command -v python3 >/dev/null; then
    py "$1" <<'EOF' || flunk "$1 is blank"
import sys
from png import grey
w, h, rows = grey(sys.argv[1])
dark = sum(1 for row in rows for v in row if v < 96)
light = sum(1 for row in rows for v in row if v > 224)
frac = dark / (w * h)
sys.exit(0 if 0.005 < frac < 0.6 and light > w * h // 4 else 1)
EOF
  else
    [ "$(wc -c < "$1")" -gt "$min" ] || flunk "$1 is blank"
  fi
  if [ -n "${SDK_SHOTS-}" ]; then
    mkdir -p "$SDK_SHOTS" && cp "$1" "$SDK_SHOTS/"
  fi
}

# pages PDF: the number of pages of PDF.
pages() {
  if command -v pdfinfo >/dev/null; then
    pdfinfo "$1" | sed -n 's/^Pages: *//p'
  else
    grep -a -o '/Type */Page\b' "$1" | grep -vc Pages
  fi
}

@test "chromium renders an SVG puzzle with ink on it" {
  { echo '# A pair with its solution'; cat pair9.txt; } | sdk-fmt --svg > svg-pair9.svg
  chrome --window-size=400,430 --screenshot="$PWD/svg-pair9.png" \
      "file://$PWD/svg-pair9.svg"
  inked svg-pair9.png
}

@test "chromium renders a 16x16 sheet with candidates" {
  cat p16.txt pair16.txt pair4.txt pair9.txt |
      sdk-fmt --svg --sheet -n 4 --candidates --numbers > svg-sheet.svg
  chrome --window-size=794,1123 --screenshot="$PWD/svg-sheet.png" \
      "file://$PWD/svg-sheet.svg"
  inked svg-sheet.png
}

@test "chromium renders the HTML page with ink on it" {
  { echo '# Easy'; cat pair9.txt; cat pair4.txt; } |
      sdk-fmt --html --answers > html-page.html
  chrome --window-size=900,1200 --screenshot="$PWD/html-page.png" \
      "file://$PWD/html-page.html"
  inked html-page.png
}

@test "chromium prints the HTML on N puzzles a page, answers after, Letter" {
  for i in 1 2 3 4 5; do cat pair9.txt; done > five.txt
  sdk-fmt --html --answers -n 2 five.txt > five.html
  chrome --print-to-pdf="$PWD/five.pdf" "file://$PWD/five.html"
  # three pages of puzzles (2, 2, 1), one of answers (6 a page)
  [ "$(pages five.pdf)" -eq 4 ] || flunk "$(pages five.pdf) pages, want 4"
  if command -v pdfinfo >/dev/null; then
    pdfinfo five.pdf | grep -q '^Page size: *612 x 792 pts'
  fi
}

@test "chromium prints the HTML on A4 with --paper a4, no grid cut" {
  for i in 1 2 3 4 5 6 7; do cat p16.txt; done > seven.txt
  sdk-fmt --html --paper a4 -n 3 seven.txt > seven.html
  chrome --print-to-pdf="$PWD/seven.pdf" "file://$PWD/seven.html"
  [ "$(pages seven.pdf)" -eq 3 ] || flunk "$(pages seven.pdf) pages, want 3"
  if command -v pdfinfo >/dev/null; then
    pdfinfo seven.pdf | grep -q '^Page size: .*(A4)'
  fi
  if command -v pdftoppm >/dev/null; then
    # At 40 dpi, without python3: a blank A4 page is about 2,300 bytes of
    # PNG, the last page with its one puzzle about 9,000.
    pdftoppm -r 40 -png seven.pdf pdf-a4
    for f in pdf-a4-*.png; do inked "$f" 4000; done
  fi
}

@test "chromium prints examples/booklet with one page break per N puzzles" {
  "$EXAMPLES/booklet" -c 2 -s 3 -n 4 > booklet.html
  chrome --print-to-pdf="$PWD/booklet.pdf" "file://$PWD/booklet.html"
  # eight puzzles four a page, then eight answers
  [ "$(pages booklet.pdf)" -eq 4 ] || flunk "$(pages booklet.pdf) pages, want 4"
  chrome --window-size=900,1200 --screenshot="$PWD/html-booklet.png" \
      "file://$PWD/booklet.html"
  inked html-booklet.png
}
