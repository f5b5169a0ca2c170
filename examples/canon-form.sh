#!/bin/sh
# sdk-canon(1): the minlex form of each puzzle of a file, with the map
# that takes the puzzle there (sdk-canon -x MAP applies it).
cd "$(dirname "$0")" || exit 2
sdk-canon -m puzzles.txt
