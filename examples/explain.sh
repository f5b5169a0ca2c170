#!/bin/sh
# sdk-solve -e: the first puzzle of a file solved step by step as a person
# would, each step with its technique and actions, then the solution with
# its rating (the example of sdk-solve(1)).
cd "$(dirname "$0")" || exit 2
sdk-parse rated.txt | head -n 1 | sdk-solve -e -r
