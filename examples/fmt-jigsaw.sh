#!/bin/sh
# sdk-fmt(1), SHAPES: a 4x4 jigsaw puzzle and its solution, boxed: the regions
# drawn with | between cells and +--- rules under them.
cd "$(dirname "$0")" || exit 2
echo 'j=1112122233343444:....3.1.....42..' | sdk-solve -p | sdk-fmt
