#!/bin/sh
# The solver that reads 81 digits mixed with other characters and prints
# the boxed style (SPEC.md 6.4).
cd "$(dirname "$0")" || exit 2
sdk-parse seed003.txt | sdk-solve | sdk-fmt --boxed
