import type { CompletionTree } from './completion-tree.ts';

/** The shells `pike13 completion` writes a script for. */
export type Shell = 'bash' | 'zsh' | 'fish';

/**
 * The words that complete after a key, as one `case` of POSIX shells (bash and zsh read the same
 * function): `_pike13_words 'desk people'` prints `list get create …`, or fails for a key it does not know.
 */
function wordsFunction(tree: CompletionTree): string {
  const cases = [...tree].map(([key, words]) => `    '${key}') echo '${words.join(' ')}' ;;`);
  return ['_pike13_words() {', '  case "$1" in', ...cases, '    *) return 1 ;;', '  esac', '}'].join('\n');
}

/**
 * bash: the words typed before the cursor that are not flags, at most three (namespace, resource, verb),
 * tried longest first against the tree (`desk people 48 --` falls back to `desk people`'s words).
 */
function bashScript(tree: CompletionTree): string {
  return `# pike13 completion for bash: source <(pike13 completion bash), or save it in
# ~/.local/share/bash-completion/completions/pike13
${wordsFunction(tree)}
_pike13() {
  local current=\${COMP_WORDS[COMP_CWORD]} typed=() word words n
  for word in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    [[ $word == -* ]] || typed+=("$word")
  done
  n=\${#typed[@]}
  (( n > 3 )) && n=3
  while (( n >= 0 )); do
    if words=$(_pike13_words "\${typed[*]:0:n}"); then
      COMPREPLY=($(compgen -W "$words" -- "$current"))
      return
    fi
    (( n-- ))
  done
}
complete -F _pike13 pike13
`;
}

/** zsh: the same lookup over \`$words\`, offered with \`compadd\`. */
function zshScript(tree: CompletionTree): string {
  return `#compdef pike13
# pike13 completion for zsh: source <(pike13 completion zsh), or save it as _pike13 in a directory of $fpath
${wordsFunction(tree)}
_pike13() {
  local -a typed
  local found n
  typed=(\${\${words[2,CURRENT-1]}:#-*})
  n=\${#typed}
  (( n > 3 )) && n=3
  while (( n >= 0 )); do
    if found=$(_pike13_words "\${(j: :)typed[1,n]}"); then
      compadd -- \${=found}
      return
    fi
    (( n-- ))
  done
}
if [[ $funcstack[1] == _pike13 ]]; then
  _pike13 "$@"
else
  compdef _pike13 pike13
fi
`;
}

/** fish: a \`switch\` of the same keys, the lookup over \`commandline -opc\`. */
function fishScript(tree: CompletionTree): string {
  const cases = [...tree].map(
    ([key, words]) => `        case '${key}'\n            echo '${words.join(' ')}'`,
  );
  return `# pike13 completion for fish: pike13 completion fish > ~/.config/fish/completions/pike13.fish
function __pike13_words
    switch "$argv[1]"
${cases.join('\n')}
        case '*'
            return 1
    end
end
function __pike13_complete
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l typed
    for token in $tokens
        string match -q -- '-*' $token; or set -a typed $token
    end
    set -l n (count $typed)
    test $n -gt 3; and set n 3
    while test $n -ge 0
        set -l key ''
        test $n -gt 0; and set key "$typed[1..$n]"
        if set -l found (__pike13_words "$key")
            string split ' ' -- $found
            return
        end
        set n (math $n - 1)
    end
end
complete -c pike13 -f -a '(__pike13_complete)'
`;
}

/** The completion script of each shell, from the tree. */
export const COMPLETION_SCRIPTS: Readonly<Record<Shell, (tree: CompletionTree) => string>> = {
  bash: bashScript,
  zsh: zshScript,
  fish: fishScript,
};
