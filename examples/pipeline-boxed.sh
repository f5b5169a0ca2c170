#!/bin/sh
# sdk(7), README.md: read a grid and print it boxed.
cd "$(dirname "$0")" || exit 2
sdk-parse grid.txt | sdk-fmt --boxed
