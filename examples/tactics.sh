#!/bin/sh
# The three-tactic solver of the classic course program (SPEC.md 6.1):
# a 9-line grid with '-' for empty cells in, the report out.
cd "$(dirname "$0")" || exit 2
sdk-parse seed000.txt | sdk-solve -p -m tactics | sdk-fmt --report
