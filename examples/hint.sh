#!/bin/sh
# sdk-solve -H: the next step for each grid of a file of records, a 4x4
# and a 16x16 (the example of sdk-solve(1)).
cd "$(dirname "$0")" || exit 2
sdk-parse records.txt | sdk-solve -H
