#!/bin/sh
# sdk(5): a malformed record is reported, the others go through.
cd "$(dirname "$0")" || exit 2
{ sdk-fmt --line malformed.txt; echo "exit status $?"; } 2>&1
