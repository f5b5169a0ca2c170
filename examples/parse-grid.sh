#!/bin/sh
# sdk-parse(1): read a grid as qqwing --readable prints it.
cd "$(dirname "$0")" || exit 2
sdk-parse grid.txt
