# Bash completion for trisgo (issue 32). Installed as
# share/bash-completion/completions/trisgo; or `source` this file.
#
# The words come from the command itself, so they never go stale: the
# commands from `trisgo --help`, a command's flags from the usage block of
# `trisgo COMMAND --help` (its text up to the first empty line), and a flag's
# values where the usage lists them as `--flag a|b|c`. Anything else
# completes as a file name (positions, records, rulesets, reports).
_trisgo() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} trisgo=${COMP_WORDS[0]}
  COMPREPLY=()
  # The command names: the first word, or the word after `help`.
  if [ "$COMP_CWORD" -eq 1 ] || { [ "$COMP_CWORD" -eq 2 ] && [ "${COMP_WORDS[1]}" = help ]; }; then
    local commands
    commands=$("$trisgo" --help 2>/dev/null | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p')
    [ "$COMP_CWORD" -eq 1 ] && commands+=" help --help --version"
    mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur")
    return 0
  fi
  local usage
  usage=$("$trisgo" "${COMP_WORDS[1]}" --help 2>/dev/null | sed '/^[[:space:]]*$/q')
  [ -n "$usage" ] || return 0
  # A flag's values, where the usage lists them: --labels chinese|letter|...
  if [[ $prev == --* ]]; then
    local values
    values=$(grep -o -- "$prev [a-z0-9.-]*\(|[a-z0-9.-]*\)\{1,\}" <<<"$usage" | head -n 1 | cut -d ' ' -f 2 | tr '|' ' ')
    if [ -n "$values" ]; then
      mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
      return 0
    fi
  fi
  if [[ $cur == -* ]]; then
    local flags
    flags=$(grep -o -- '--[a-z][a-z0-9-]*' <<<"$usage" | sort -u)
    mapfile -t COMPREPLY < <(compgen -W "$flags --help" -- "$cur")
  fi
  return 0
}
complete -o bashdefault -o default -F _trisgo trisgo
