#!/bin/sh
# The elimination solver that takes a file name (SPEC.md 6.3): parse the
# file, solve it, print it.
cd "$(dirname "$0")" || exit 2
sdk-parse seed002.txt | sdk-solve | sdk-fmt
