#!/bin/sh
# sdk-parse(1): a style of sdk-fmt reads back to the same records.
cd "$(dirname "$0")" || exit 2
sdk-parse collection.txt | sdk-fmt --grid | sdk-parse
