#!/bin/sh
# sdk(7), README.md: show csv puzzles next to their solutions.
cd "$(dirname "$0")" || exit 2
sdk-parse quizzes.csv | sdk-fmt --grid
