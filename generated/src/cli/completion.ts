// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { areas, shownNames } from './commands.js';
import { GLOBAL_FLAGS, type Flag } from './config.js';
import { EXIT, UsageError } from './exit.js';
import { flagsOf } from './inputs.js';
import { TASKS, taskFlags } from './tasks.js';

const flagWords = (flags: Record<string, Flag>) => Object.keys(flags).map((f) => '--' + f);

/** What completes each word: the first word, the second after each first, and the flags after each pair. */
function tree() {
  const firsts = [...areas().keys(), ...TASKS.map((t) => t.name), 'completion', 'help', '--help', '--version'];
  const seconds: [string, string[]][] = [...areas()].map(([area, commands]) => [area, commands.flatMap(shownNames)]);
  seconds.push(['completion', ['bash', 'zsh']], ['help', [...areas().keys(), ...TASKS.map((t) => t.name)]]);
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

/** `teamcity-sdk completion bash|zsh`: the script on stdout. */
export function completion(shell: string | undefined): number {
  if (shell === 'bash' || shell === 'zsh') {
    process.stdout.write(shell === 'bash' ? bash() : zsh());
    return EXIT.ok;
  }
  throw new UsageError(
    shell ? `no completion for "${shell}"` : 'completion needs a shell',
    'teamcity-sdk completion bash|zsh',
  );
}
