#!/bin/sh
# sdk-canon(1): the puzzles of a file and a random twin of each, then one
# record of each class of twins, the first: the twins go.
cd "$(dirname "$0")" || exit 2
{ cat puzzles.txt; sdk-canon -R -s 7 puzzles.txt; } | sdk-canon --uniq
