#!/bin/sh
# sdk(5): take the puzzles of a file of pairs, without the comments.
cd "$(dirname "$0")" || exit 2
sdk-parse quizzes.csv | grep -v '^#' | cut -f1
