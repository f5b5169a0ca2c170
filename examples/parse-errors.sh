#!/bin/sh
# sdk-parse(1): the puzzles that cannot be read are reported, the others go through.
cd "$(dirname "$0")" || exit 2
{ sdk-parse bad.txt; echo "exit status $?"; } 2>&1
