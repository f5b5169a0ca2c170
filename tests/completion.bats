#!/usr/bin/env bats
# completion.bats: the bash and zsh completion of completion/ (options,
# their values, file operands) and their installation.

bats_require_minimum_version 1.5.0

setup() {
  load helper
  TOP="$BATS_TEST_DIRNAME/.."
  COMPLETION="$TOP/completion"
}

TOOLS="sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-canon"

# complete_bash WORD...: the bash completion of the last WORD of the
# command line WORD..., one candidate a line, sorted.
complete_bash() {
  bash -c '
    . "$1/sdk.bash"
    shift
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"
    _sdk
    printf "%s\n" "${COMPREPLY[@]}" | LC_ALL=C sort' sh "$COMPLETION" "$@"
}

# help_options TOOL: the options of TOOL --help, one a line, sorted.
help_options() {
  "$1" --help | sed -n 's/^  \(-[^ ,]\), \(--[a-z0-9-]*\).*/\1\n\2/p
      s/^      \(--[a-z0-9-]*\).*/\1/p' | LC_ALL=C sort -u
}

@test "bash completion: sourcing it registers _sdk for the seven tools" {
  run -0 bash -c '. "$1/sdk.bash"; complete -p sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-play sdk-canon' sh "$COMPLETION"
  assert_output <<'EOF'
complete -F _sdk sdk-parse
complete -F _sdk sdk-validate
complete -F _sdk sdk-solve
complete -F _sdk sdk-gen
complete -F _sdk sdk-fmt
complete -F _sdk sdk-play
complete -F _sdk sdk-canon
EOF
}

@test "bash completion: the options of each tool are those of its --help" {
  local t
  for t in $TOOLS; do
    diff -u <(help_options "$t") \
        <(bash -c '. "$1/sdk.bash"; _sdk_options "$2"' sh "$COMPLETION" "$t" |
          tr ' ' '\n' | sed 's/=$//' | LC_ALL=C sort -u) ||
        flunk "$t: --help (-) and the completion (+) differ"
  done
  run -0 complete_bash sdk-play -
  assert_output <<'EOF'
--box=
--difficulty=
--file=
--help
--jigsaw
--screen
--seed=
--size=
--variant=
--version
-d
-f
-s
-z
EOF
}

@test "bash completion completes options" {
  run -0 complete_bash sdk-solve --me
  assert_output "--method="
  run -0 complete_bash sdk-validate -u
  assert_output "-u"
  run -0 complete_bash sdk-validate --un
  assert_output <<'EOF'
--unbuffered
--unique
EOF
  run -0 complete_bash sdk-fmt --c
  assert_output <<'EOF'
--candidates
--candidates=
--compact
--csv
--csv=
EOF
  run -0 complete_bash sdk-gen -s 3 --sy
  assert_output "--symmetry="
}

@test "bash completion completes the values of an option" {
  run -0 complete_bash sdk-solve -m t
  assert_output "tactics"
  run -0 complete_bash sdk-solve --method ''
  assert_output <<'EOF'
fast
simple
tactics
EOF
  # --method=s as one word, and split at "=" as bash does.
  run -0 complete_bash sdk-solve --method=s
  assert_output "simple"
  run -0 complete_bash sdk-solve --method = s
  assert_output "simple"
  run -0 complete_bash sdk-solve --method =
  assert_output <<'EOF'
fast
simple
tactics
EOF
  run -0 complete_bash sdk-gen -y rot
  assert_output <<'EOF'
rot180
rot90
EOF
  run -0 complete_bash sdk-gen --difficulty e
  assert_output <<'EOF'
easy
expert
extreme
EOF
  run -0 complete_bash sdk-parse -z ''
  assert_output <<'EOF'
16
4
9
EOF
  run -0 complete_bash sdk-fmt -P l
  assert_output "letter"
  run -0 complete_bash sdk-fmt --csv=g
  assert_output "grid"
}

@test "bash completion knows every format of sdk-parse -f" {
  run -0 complete_bash sdk-parse -f ''
  assert_output "$(sdk-parse -l | cut -d ' ' -f 1 | LC_ALL=C sort)"
  run -0 complete_bash sdk-parse --format=j
  assert_output "json"
}

@test "bash completion completes file names for operands, none for numbers" {
  mkdir sub
  touch puzzles.txt pairs.txt other.csv
  run -0 complete_bash sdk-solve p
  assert_output <<'EOF'
pairs.txt
puzzles.txt
EOF
  # -c is sdk-solve's --count, with no argument: a file follows.
  run -0 complete_bash sdk-solve -c pu
  assert_output "puzzles.txt"
  run -0 complete_bash sdk-fmt --boxed o
  assert_output "other.csv"
  run -0 complete_bash sdk-fmt -o s
  assert_output "sub"
  run -0 complete_bash sdk-play -f p
  assert_output <<'EOF'
pairs.txt
puzzles.txt
EOF
  # Numbers, and sdk-gen, which takes no operand.
  run -0 complete_bash sdk-gen -c p
  assert_output ""
  run -0 complete_bash sdk-solve -j p
  assert_output ""
  run -0 complete_bash sdk-gen p
  assert_output ""
  run -0 complete_bash sdk-play p
  assert_output ""
}

@test "zsh completion: the script parses and compinit binds it to the seven tools" {
  command -v zsh >/dev/null || skip "zsh is not installed"
  run -0 zsh -n "$COMPLETION/_sdk"
  run -0 zsh -fc 'fpath=("$1" $fpath); autoload -Uz compinit
      compinit -u -D
      for t in sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-play sdk-canon; do
        print -r -- "$t $_comps[$t]"
      done' zsh "$COMPLETION"
  assert_output <<'EOF'
sdk-parse _sdk
sdk-validate _sdk
sdk-solve _sdk
sdk-gen _sdk
sdk-fmt _sdk
sdk-play _sdk
sdk-canon _sdk
EOF
}

@test "zsh completion: the options of each tool are those of its --help" {
  local t
  for t in $TOOLS; do
    diff -u <(help_options "$t") \
        <(sed -n "/^$t)/,/^	;;/p" "$COMPLETION/_sdk" |
          grep -o -- "{-[^,]*,--[a-z0-9-]*\|^	    '--[a-z0-9-]*" |
          sed "s/^	    '//; s/^{//; s/[+-]*,/\n/; s/=.*//" |
          LC_ALL=C sort -u) ||
        flunk "$t: --help (-) and _sdk (+) differ"
  done
}

@test "make install puts the completion in place and make uninstall removes it" {
  run -0 make -s -C "$TOP" install DESTDIR="$BATS_TEST_TMPDIR/d" PREFIX=/p
  local d="$BATS_TEST_TMPDIR/d/p/share" t
  for t in sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-play sdk-canon; do
    cmp "$COMPLETION/sdk.bash" "$d/bash-completion/completions/$t"
  done
  cmp "$COMPLETION/_sdk" "$d/zsh/site-functions/_sdk"
  run -0 make -s -C "$TOP" uninstall DESTDIR="$BATS_TEST_TMPDIR/d" PREFIX=/p
  run -0 find "$BATS_TEST_TMPDIR/d" -type f
  assert_output ""
}
