#!/bin/sh
# sdk-parse(1): keep the text after each line puzzle as a field.
cd "$(dirname "$0")" || exit 2
sdk-parse -k rated.txt
