import { areas, type Command } from './commands.js';
import { ENVIRONMENT, GLOBAL_FLAGS, type Flag } from './config.js';
import { EXIT_TEXT } from './exit.js';
import { flagsOf } from './inputs.js';
import { shellWord } from './output.js';

const BIN = 'teamcity-sdk';

/** What help shows of a task (tasks.ts's Task). */
interface Task {
  name: string;
  usage: string;
  summary: string;
  example: string;
}

export const BUILD_ARG = '<build> is a build id, or a locator that finds one build (buildType:App_Build,number:17)';

/** Rows of two columns, the first padded to the widest (at most 34). */
const table = (rows: readonly (readonly [string, string])[]) => {
  const width = Math.min(40, Math.max(0, ...rows.map(([a]) => a.length)));
  return rows.map(([a, b]) => `  ${a.padEnd(width)}  ${b}`.trimEnd()).join('\n');
};

const flagRows = (flags: Record<string, Flag>) =>
  Object.entries(flags).map(
    ([name, f]) =>
      [
        `${f.short ? `-${f.short}, ` : ''}--${name}${f.value ? (f.value[0] === '[' ? f.value : ' ' + f.value) : ''}`,
        f.help,
      ] as const,
  );

export function rootHelp(tasks: readonly Task[]): string {
  const rows = [...areas()].map(([area, commands]) => {
    const prefix = commonPrefix(commands.map((c) => c.entry.path));
    return [area, `${prefix} (${commands.length} operation${commands.length === 1 ? '' : 's'})`] as const;
  });
  const count = [...areas().values()].reduce((n, c) => n + c.length, 0);
  return `${BIN}: TeamCity's REST API from a shell or a CI step (${count} operations, from the client's own table).

Usage:
  ${BIN} <area> <operation> [inputs] [flags]    one REST operation
  ${BIN} <task> [arguments] [flags]             a task: run and wait for a build, its log, artifacts, tests
  ${BIN} <area> --help                          the operations of an area
  ${BIN} <area> <operation> --help              an operation: method, path, inputs, an example
  ${BIN} completion bash|zsh                    a completion script
  ${BIN} fake [--port 8111] [--seed f.json]     a fake TeamCity server for tests in any language

Areas:
${table(rows)}

Tasks:
${table(tasks.map((t) => [t.usage.replace(/ \[--.*$/, ''), t.summary]))}

Flags of every command:
${table(flagRows(GLOBAL_FLAGS))}

Environment:
${table(ENVIRONMENT)}

Exit codes:
${table(EXIT_TEXT.map(([code, what]) => [String(code), what]))}

Example:
  export TEAMCITY_URL=https://teamcity.example.com TEAMCITY_TOKEN=...
  ${BIN} builds serve-all-builds --locator 'buildType:(id:App_Build),count:5' --fields 'build(id,number,status)'
  ${BIN} run App_Build --branch main --wait || exit $?
`;
}

export function taskHelp(task: Task, flags: Record<string, Flag>): string {
  return `${BIN} ${task.usage} [flags]

${task.summary[0]!.toUpperCase() + task.summary.slice(1)}.
${BUILD_ARG}.
Progress goes to stderr: one line rewritten in place on a terminal, plain lines otherwise.

Flags:
${table(flagRows(flags))}

Example:
  ${task.example}

Exit codes: ${BIN} --help
`;
}

export function areaHelp(area: string, commands: Command[]): string {
  const rows = commands.map(
    (c) =>
      [
        c.name,
        `${c.entry.method} ${c.entry.path}${returnsText(c)}${c.aliases.length ? ` (also ${c.aliases.join(', ')})` : ''}`,
      ] as const,
  );
  return `${BIN} ${area}: ${commands.length} operation${commands.length === 1 ? '' : 's'}.

Usage:
  ${BIN} ${area} <operation> [inputs] [flags]
  ${BIN} ${area} <operation> --help

Operations:
${table(rows)}
`;
}

export function commandHelp(c: Command): string {
  const { entry } = c;
  const path = c.inputs.filter((i) => i.in === 'path');
  const own = Object.entries(flagsOf(c)).filter(
    ([name]) => !(name in GLOBAL_FLAGS) || c.inputs.some((i) => i.flag === name),
  );
  const shadowed = c.inputs.filter((i) => i.flag in GLOBAL_FLAGS).map((i) => '--' + i.flag);
  return `${BIN} ${c.area} ${c.name}${path.map((i) => (i.required ? ` <${i.flag}>` : ` [${i.flag}]`)).join('')} [flags]
${c.aliases.length ? `Also: ${c.aliases.map((a) => `${c.area} ${a}`).join(', ')}\n` : ''}
${entry.method} ${entry.path}${returnsText(c)}${entry.from === 'reference' ? ' (inputs and result from TeamCity itself, not the seeds)' : ''}
${path.length ? `\nThe path parameter${path.length > 1 ? 's go' : ' goes'} as ${path.length > 1 ? 'arguments, in this order,' : 'an argument'} or as ${path.length > 1 ? 'flags' : 'a flag'}.\n` : ''}
Flags:
${table(flagRows(Object.fromEntries(own)))}
${shadowed.length ? `\nHere ${shadowed.join(', ')} ${shadowed.length > 1 ? 'are inputs' : 'is an input'} of the operation: log in with the environment instead.\n` : ''}
Output: ${outputText(c)}

Example:
  ${example(c)}

The flags of every command: ${BIN} --help
`;
}

const returnsText = (c: Command) => {
  const r = c.entry.returns;
  return r.kind === 'json'
    ? ` -> ${r.type}`
    : r.kind === 'object'
      ? ' -> JSON'
      : r.kind === 'string'
        ? ' -> text'
        : r.kind === 'binary'
          ? ' -> file'
          : '';
};

const outputText = (c: Command) =>
  ({
    json: `${c.entry.returns.type} as JSON (indented and coloured on a terminal, one line when piped or with --json)`,
    object: 'JSON (indented and coloured on a terminal, one line when piped or with --json)',
    string: 'text (its control characters escaped, unless --raw)',
    binary: 'the file, streamed to stdout (escaped on a terminal, unless --raw) or to --output <file>',
    void: 'nothing: the exit code says how it went',
  })[c.entry.returns.kind];

// Sample values by locator kind, so an example reads like a real command.
const SAMPLES: Record<string, string> = {
  Build: 'id:42',
  BuildType: 'id:App_Build',
  Project: 'id:App',
  Agent: 'name:agent-1',
  User: 'username:alice',
  VcsRoot: 'id:App_Git',
};

/** One command line that uses the operation: its path parameters as arguments, required inputs, a body. */
export function example(c: Command): string {
  const words = [BIN, c.area, c.name];
  for (const i of c.inputs) {
    const sample = i.locator
      ? (SAMPLES[i.locator] ?? 'id:ID')
      : i.arg === 'path'
        ? 'dir/file.txt'
        : i.arg.toUpperCase();
    if (i.in === 'path') words.push(sample);
    else if (i.required)
      words.push('--' + i.flag, i.type === 'integer' ? '10' : i.type === 'boolean' ? 'true' : sample);
  }
  if (c.inputs.some((i) => i.flag === 'fields') && c.entry.returns.kind === 'json') words.push('--fields', 'id,name');
  if (c.entry.body) words.push('--body', c.entry.body.mediaType === 'text/plain' ? 'TEXT' : '@body.json');
  if (c.entry.returns.kind === 'binary') words.push('--output', 'file.out');
  return words.map(shellWord).join(' ');
}

/** The path segments all of an area's operations start with: `/app/rest/builds`. */
function commonPrefix(paths: string[]): string {
  const split = paths.map((p) => p.split('/'));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length && !first[n]!.includes('{') && split.every((s) => s[n] === first[n])) n++;
  return first.slice(0, n).join('/');
}
