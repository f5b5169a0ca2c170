#!/bin/sh
# sdk-parse(1): print the solutions of a Kaggle csv file.
cd "$(dirname "$0")" || exit 2
sdk-parse quizzes.csv | cut -f2
