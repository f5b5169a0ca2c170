#!/bin/sh
# sdk(5): keep the records whose fields hold a status word.
cd "$(dirname "$0")" || exit 2
grep -w unique pairs.txt
