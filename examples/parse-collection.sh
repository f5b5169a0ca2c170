#!/bin/sh
# sdk-parse(1): read a file that mixes formats and comments.
cd "$(dirname "$0")" || exit 2
sdk-parse collection.txt
