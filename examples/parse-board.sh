#!/bin/sh
# sdk-parse(1): read an sdk-play board, then its givens alone.
cd "$(dirname "$0")" || exit 2
sdk-parse board.txt
sdk-parse --givens-only board.txt
