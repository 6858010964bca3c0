// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { areas, shownNames, type Command } from './commands.js';
import { GLOBAL_FLAGS, type Flag } from './config.js';
import { EXIT, UsageError } from './exit.js';
import { flagsOf } from './inputs.js';
import type { Output } from './io.js';
import { TASKS, taskFlags } from './tasks.js';

const flagWords = (flags: Record<string, Flag>) => Object.keys(flags).map((f) => '--' + f);

const SHELLS = ['bash', 'zsh', 'fish'] as const;

/**
 * The names an operation is completed by: those help shows, less a seeds' name that only numbers an overload
 * (`cancel-build-0`), which its name by meaning (`get-cancel-request-example`) stands for; typed, it still works.
 */
const completedNames = (c: Command) => shownNames(c).filter((n) => n === c.name || !/-\d+$/.test(n));

/** What completes each word: the first word, the second after each first, and the flags after each pair. */
function tree() {
  const firsts = [...areas().keys(), ...TASKS.map((t) => t.name), 'completion', 'help', '--help', '--version'];
  const seconds: [string, string[]][] = [...areas()].map(([area, commands]) => [
    area,
    commands.flatMap(completedNames),
  ]);
  seconds.push(['completion', [...SHELLS]], ['help', [...areas().keys(), ...TASKS.map((t) => t.name)]]);
  const flags: [string[], string[]][] = [];
  for (const [area, commands] of areas())
    for (const c of commands) flags.push([c.names.map((n) => `${area} ${n}`), flagWords(flagsOf(c))]);
  // A task's flags follow its own word; its arguments are the user's (a build, a file).
  const tasks: [string, string[]][] = TASKS.map((t) => [t.name, flagWords(taskFlags(t))]);
  return { firsts, seconds, flags, tasks };
}

const VALUE_FLAGS = Object.entries(GLOBAL_FLAGS)
  .filter(([, f]) => f.type === 'string')
  .map(([name]) => '--' + name)
  .join('|');

function bash(): string {
  const t = tree();
  const arm = (patterns: string[], words: string[]) =>
    `      ${patterns.map((p) => `"${p}"`).join('|')}) list="${words.join(' ')}" ;;`;
  return `# bash completion for teamcity-sdk: eval "$(teamcity-sdk completion bash)", e.g. in ~/.bashrc
_teamcity_sdk() {
  local cur=\${COMP_WORDS[COMP_CWORD]} list="" i w
  local -a ws=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=\${COMP_WORDS[i]}
    case $w in
      ${VALUE_FLAGS}) ((i++)) ;;
      -*) ;;
      *) ws+=("$w") ;;
    esac
  done
  if ((\${#ws[@]} == 0)); then
    list="${t.firsts.join(' ')}"
  elif ((\${#ws[@]} == 1)) && [[ $cur != -* ]]; then
    case \${ws[0]} in
${t.seconds.map(([w, words]) => arm([w], words)).join('\n')}
    esac
  fi
  if [[ -z $list ]]; then
    case "\${ws[0]} \${ws[1]}" in
${t.flags.map(([p, words]) => arm(p, words)).join('\n')}
    esac
  fi
  if [[ -z $list ]]; then
    case \${ws[0]} in
${t.tasks.map(([w, words]) => arm([w], words)).join('\n')}
    esac
  fi
  COMPREPLY=($(compgen -W "$list" -- "$cur"))
}
complete -o default -F _teamcity_sdk teamcity-sdk
`;
}

function zsh(): string {
  const t = tree();
  const arm = (patterns: string[], words: string[]) =>
    `      (${patterns.map((p) => `"${p}"`).join('|')}) list="${words.join(' ')}" ;;`;
  return `#compdef teamcity-sdk
# zsh completion for teamcity-sdk: save as _teamcity-sdk in a directory of $fpath, or eval "$(teamcity-sdk completion zsh)"
_teamcity-sdk() {
  local list="" i w
  local -a ws
  for ((i = 2; i < CURRENT; i++)); do
    w=\${words[i]}
    case $w in
      (${VALUE_FLAGS}) ((i++)) ;;
      (-*) ;;
      (*) ws+=("$w") ;;
    esac
  done
  if ((\${#ws} == 0)); then
    list="${t.firsts.join(' ')}"
  elif ((\${#ws} == 1)) && [[ $PREFIX != -* ]]; then
    case \${ws[1]} in
${t.seconds.map(([w, words]) => arm([w], words)).join('\n')}
    esac
  fi
  if [[ -z $list ]]; then
    case "\${ws[1]} \${ws[2]}" in
${t.flags.map(([p, words]) => arm(p, words)).join('\n')}
    esac
  fi
  if [[ -z $list ]]; then
    case \${ws[1]} in
${t.tasks.map(([w, words]) => arm([w], words)).join('\n')}
    esac
  fi
  if [[ $PREFIX == -* || \${#ws} -lt 2 ]]; then
    compadd -- \${=list}
  else
    _files
  fi
}
if [[ $funcstack[1] == _teamcity-sdk ]]; then
  _teamcity-sdk "$@"
else
  compdef _teamcity-sdk teamcity-sdk
fi
`;
}

function fish(): string {
  const t = tree();
  const arm = (patterns: string[], words: string[]) =>
    `      case ${patterns.map((p) => `'${p}'`).join(' ')}\n        set list ${words.join(' ')}`;
  return `# fish completion for teamcity-sdk: teamcity-sdk completion fish > ~/.config/fish/completions/teamcity-sdk.fish
function __teamcity_sdk_complete
  set -l tokens (commandline -opc)
  set -l cur (commandline -ct)
  set -e tokens[1]
  set -l ws
  set -l skip 0
  for w in $tokens
    if test $skip = 1
      set skip 0
      continue
    end
    switch $w
      case ${VALUE_FLAGS.replaceAll('|', ' ')}
        set skip 1
      case '-*'
      case '*'
        set -a ws $w
    end
  end
  set -l list
  if test (count $ws) -eq 0
    set list ${t.firsts.join(' ')}
  else if test (count $ws) -eq 1; and not string match -q -- '-*' $cur
    switch $ws[1]
${t.seconds.map(([w, words]) => arm([w], words)).join('\n')}
    end
  end
  if test (count $list) -eq 0; and test (count $ws) -ge 2
    switch "$ws[1] $ws[2]"
${t.flags.map(([p, words]) => arm(p, words)).join('\n')}
    end
  end
  if test (count $list) -eq 0; and test (count $ws) -ge 1
    switch $ws[1]
${t.tasks.map(([w, words]) => arm([w], words)).join('\n')}
    end
  end
  # A task's or an operation's arguments are the user's: a build, a file.
  if test (count $ws) -ge 2; and not string match -q -- '-*' $cur
    __fish_complete_path $cur
  else
    printf '%s\\n' $list
  end
end
complete -c teamcity-sdk -f -a '(__teamcity_sdk_complete)'
`;
}

/** `teamcity-sdk completion bash|zsh|fish`: the script on stdout. */
export function completion(out: Output, shell: string | undefined): number {
  if (shell === 'bash' || shell === 'zsh' || shell === 'fish') {
    out.write({ bash, zsh, fish }[shell]());
    return EXIT.ok;
  }
  throw new UsageError(
    shell ? `no completion for "${shell}"` : 'completion needs a shell',
    `teamcity-sdk completion ${SHELLS.join('|')}`,
  );
}
