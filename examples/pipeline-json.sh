#!/bin/sh
# sdk(7), README.md: convert a collection in mixed formats to JSON.
cd "$(dirname "$0")" || exit 2
sdk-parse collection.txt | sdk-fmt --json
