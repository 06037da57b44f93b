#!/usr/bin/env bash
# Work per greedy-vs-greedy GUNFRAME game, counted in instructions by valgrind: far steadier than CPU
# time on a shared machine. node --predictable keeps V8's compiling and collecting on the main
# thread, so the count no longer shifts with how helper threads were scheduled (without it, runs
# of one commit spread over ±15%). Startup (loading, compiling) is measured in a zero-game run and
# taken off (tsx's loader still moves it by about 1%).
# usage: bench/instructions.sh [games]   (default 2; prints millions of instructions a game)
set -euo pipefail
games=${1:-2}
count() {
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    node --predictable --import tsx bench/profile-gunframe.ts "$1" 2>"$out" >/dev/null
  grep -oE 'Collected : [0-9]+' "$out" | grep -oE '[0-9]+'
  rm -f "$out"
}
start=$(count 0)
all=$(count "$games")
echo "$(((all - start) / games / 1000000)) M instructions a game ($games games; startup $((start / 1000000)) M taken off)"
