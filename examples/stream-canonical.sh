#!/bin/sh
# sdk(5): write records in the canonical form (0, lower case and CRLF read).
cd "$(dirname "$0")" || exit 2
sdk-fmt --line records.txt
