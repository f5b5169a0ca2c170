#!/bin/sh
# sdk-parse(1): read a 16x16 puzzle written with the letters A to P.
cd "$(dirname "$0")" || exit 2
sdk-parse -f ap spoj.txt
