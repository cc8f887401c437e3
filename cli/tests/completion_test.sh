#!/usr/bin/env bash
# The bash completion (cli/completion/trisgo.bash) completes what the command
# accepts: commands, a command's flags, a flag's listed values, and file names
# elsewhere. usage: completion_test.sh TRISGO SCRIPT
set -u
trisgo=$1
# shellcheck source=/dev/null
source "$2"
failures=0

# complete WORDS...: the completions of the last word, sorted, on one line.
complete_words() {
  COMP_WORDS=("$trisgo" "$@")
  COMP_CWORD=$#
  _trisgo
  printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

expect() {  # expect WANT WORDS...
  local want=$1
  shift
  local got
  got=$(complete_words "$@")
  if [ "$got" != "$want" ]; then
    echo "FAIL: trisgo $*<TAB>: got '$got', want '$want'"
    failures=$((failures + 1))
  fi
}

expect_has() {  # expect_has WORD WORDS...: WORD among the completions
  local word=$1
  shift
  local got
  got=" $(complete_words "$@") "
  if [[ $got != *" $word "* ]]; then
    echo "FAIL: trisgo $*<TAB>: '$word' not among '$got'"
    failures=$((failures + 1))
  fi
}

expect "audit" au
expect "random-game record report rules" r
expect "submit" help su
expect_has --version --
expect "--checks" audit RULES --ch
expect_has --merge audit --
expect_has --shard audit --
expect "--impl" audit trisgo-2026 --im
expect "optimized reference" audit trisgo-2026 --impl ""
expect "chinese" show x.pos --labels ch
expect "en zh" audit trisgo-2026 --lang ""
# Every flag the usage of `perft` names, and none of audit's only flags.
perft=$(complete_words perft --)
for flag in --depth --divide --json --engine; do
  [[ " $perft " == *" $flag "* ]] || { echo "FAIL: perft --<TAB> lacks $flag: $perft"; failures=$((failures + 1)); }
done
[[ " $perft " != *" --checks "* ]] || { echo "FAIL: perft --<TAB> offers audit's --checks"; failures=$((failures + 1)); }
# A value that is no list (a seed) and a positional word: no words of ours
# (bash then completes file names).
expect "" audit trisgo-2026 --seed ""
expect "" play ex
# An unknown command offers nothing and says nothing.
expect "" no-such-command --

if [ "$failures" -ne 0 ]; then
  echo "completion_test: $failures failures"
  exit 1
fi
echo "completion_test: every case passed"
