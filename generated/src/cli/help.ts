// Hand-written: edit it here; the generator never writes this file.
import { exampleFields } from '../runtime/fields.js';
import { sinceWords } from '../runtime/vocabulary.js';
import { wireModels } from '../wire.js';
import { areas, type Command } from './commands.js';
import { ENVIRONMENT, GLOBAL_FLAGS, type Flag } from './config.js';
import { EXIT_TEXT } from './exit.js';
import { flagsOf, plain } from './inputs.js';
import { shellWord } from './output.js';

const BIN = 'teamcity-sdk';

/** What help shows of a task (tasks.ts's Task). */
interface Task {
  name: string;
  usage: string;
  summary: string;
  example: string;
}

export const BUILD_ARG =
  '<build> is a build id, #number as shown (with --build-type where numbers repeat),\n' +
  'or a locator that finds one build (buildType:App_Build,number:17)';

/** The columns help fits in: every line of the root and area help, and every table row, is at most this wide. */
export const WIDTH = 100;

/** A text as lines of at most `width` characters, broken at spaces (a longer word keeps a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    if (lines.length && lines.at(-1)!.length + 1 + word.length <= width) lines[lines.length - 1] += ' ' + word;
    else lines.push(word);
  }
  return lines;
}

/**
 * Rows of two columns, the first padded to the widest (at most `most`) and the second wrapped to fit WIDTH; a first
 * column wider than that has its second on the lines below it.
 */
const table = (rows: readonly (readonly [string, string])[], most = 40) => {
  const width = Math.min(most, Math.max(0, ...rows.map(([a]) => a.length)));
  const indent = ' '.repeat(width + 4);
  return rows
    .map(([a, b]) => {
      const lines = wrap(b, WIDTH - indent.length);
      // A first column too wide for a line of its own goes on as many as it needs.
      const first =
        a.length > width
          ? [...wrap(a, WIDTH - 6).map((l, i) => (i ? '      ' : '  ') + l), indent + lines.shift()!]
          : [`  ${a.padEnd(width)}  ${lines.shift()!}`];
      return [...first, ...lines.map((l) => indent + l)].map((l) => l.trimEnd()).join('\n');
    })
    .join('\n');
};

/** Paragraphs of text, each wrapped to WIDTH. */
const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((p) => wrap(plain(p), WIDTH).join('\n'))
    .join('\n\n');

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
  return `${BIN}: TeamCity's REST API from a shell or a CI step (${count} operations).

Usage:
${table(
  [
    [`${BIN} <area> <operation> [inputs] [flags]`, 'one REST operation'],
    [`${BIN} <task> [arguments] [flags]`, 'a task: run, wait, cancel, log, artifacts, tests'],
    [`${BIN} <area> --help`, 'the operations of an area: what each does'],
    [`${BIN} <area> <operation> --help`, 'what an operation does, its inputs, an example'],
    [`${BIN} completion bash|zsh`, 'a completion script'],
    [`${BIN} fake [--port 8111] [--seed f.json]`, 'a fake TeamCity for tests in any language'],
  ],
  48,
)}

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
  ${BIN} builds serve-all-builds --locator count:5 --fields 'build(id,number,status)'
  ${BIN} run App_Build --branch main --wait || exit $?
`;
}

/**
 * A task's help: its own flags, and those of every command whose meaning it changes (`own`); the rest of every
 * command's flags (the connection, --json, --verbose) are named in one line, not explained again.
 */
export function taskHelp(task: Task, own: Record<string, Flag>): string {
  const others = Object.entries(GLOBAL_FLAGS)
    .filter(([name]) => !(name in own) && name !== 'help')
    .map(([name, f]) => (f.short ? `-${f.short}/--${name}` : `--${name}`));
  return `${BIN} ${task.usage} [flags]

${task.summary[0]!.toUpperCase() + task.summary.slice(1)}.
${task.usage.includes('<build>') ? BUILD_ARG + '.\n' : ''}Progress goes to stderr: one line rewritten in place on a terminal, plain lines otherwise.

Flags:
${table(flagRows(own))}

${wrap(`And those of every command: ${others.join(', ')} (${BIN} --help says what each does).`, WIDTH).join('\n')}

Example:
  ${task.example}

Exit codes: ${BIN} --help
`;
}

export function areaHelp(area: string, commands: Command[]): string {
  const rows = [...commands]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => [c.seedName ? `${c.name} (${c.seedName})` : c.name, plain(c.entry.summary)] as const);
  const sample = areaExample(commands);
  return `${BIN} ${area}: ${commands.length} operation${commands.length === 1 ? '' : 's'}.

Usage:
  ${BIN} ${area} <operation> [inputs] [flags]
  ${BIN} ${area} <operation> --help

${wrap("Operations, by the name that says what each does; the seeds' name (in brackets) works too, and every serve-* operation also answers to get-*:", WIDTH).join('\n')}
${table(rows)}
${sample ? `\nExample:\n  ${folded(example(sample))}\n` : ''}`;
}

/** An operation's help: what it does (the spec's words), its route, inputs with their words, and an example. */
export function commandHelp(c: Command): string {
  const { entry } = c;
  const path = c.inputs.filter((i) => i.in === 'path');
  const own = Object.entries(flagsOf(c)).filter(
    ([name]) => !(name in GLOBAL_FLAGS) || c.inputs.some((i) => i.flag === name),
  );
  const shadowed = c.inputs.filter((i) => i.flag in GLOBAL_FLAGS).map((i) => '--' + i.flag);
  const others = [...(c.seedName ? [`${c.seedName} (the seeds' name)`] : []), ...c.aliases];
  return `${BIN} ${c.area} ${c.name}${path.map((i) => (i.required ? ` <${i.flag}>` : ` [${i.flag}]`)).join('')} [flags]
${others.length ? `Also: ${others.join(', ')}\n` : ''}
${paragraphs(`${entry.summary}.${entry.description ? `\n${entry.description}` : ''}`)}

${entry.method} ${entry.path}${returnsText(c)}
${sinceWords(entry.since)}
${path.length ? `\nThe path parameter${path.length > 1 ? 's go' : ' goes'} as ${path.length > 1 ? 'arguments, in this order,' : 'an argument'} or as ${path.length > 1 ? 'flags' : 'a flag'}.\n` : ''}
Flags:
${table(flagRows(Object.fromEntries(own)))}
${shadowed.length ? `\nHere ${shadowed.join(', ')} ${shadowed.length > 1 ? 'are inputs' : 'is an input'} of the operation: log in with the environment instead.\n` : ''}
Output: ${outputText(c)}

Example:
  ${folded(example(c))}

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

// Sample values by locator kind, so an example reads like a real command (and finds what a seeded fake holds).
const SAMPLES: Record<string, string> = {
  Build: 'id:42',
  BuildType: 'id:App_Build',
  Project: 'id:App',
  Agent: 'name:agent-1',
  AgentType: 'agent:(name:agent-1)',
  User: 'username:alice',
  VcsRoot: 'id:App_Git',
};

// Lists TeamCity refuses without a locator (its finders answer "Unsupported ... locator"): a filter that works.
const FILTERS: Record<string, string> = {
  TestOccurrence: 'build:(id:42)',
  ProblemOccurrence: 'build:(id:42)',
};

/** A `fields` example for a model's answer (runtime/fields.ts), from the wire models. */
const fieldsExample = (model: string) => exampleFields(model, (m) => wireModels[m]?.props);

/**
 * One command line that uses the operation: its path parameters as arguments, required inputs, a `fields` string
 * that selects what its answer holds, a body.
 */
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
    else if (i.arg === 'locator' && i.locator && FILTERS[i.locator]) words.push('--locator', FILTERS[i.locator]!);
  }
  const fields =
    c.entry.returns.kind === 'json' && c.inputs.some((i) => i.flag === 'fields') && fieldsExample(c.entry.returns.type);
  if (fields) words.push('--fields', fields);
  if (c.entry.body) words.push('--body', c.entry.body.mediaType === 'text/plain' ? 'TEXT' : '@body.json');
  if (c.entry.returns.kind === 'binary') words.push('--output', 'file.out');
  return words.map(shellWord).join(' ');
}

/** A command line as help shows it: broken before a flag, with a `\\` at the end, where it would not fit WIDTH. */
export function folded(line: string): string {
  const parts = line.split(/ (?=--)/);
  const lines = [parts.shift()!];
  for (const part of parts) {
    if (lines.at(-1)!.length + 1 + part.length <= WIDTH - 4) lines[lines.length - 1] += ' ' + part;
    else lines.push(part);
  }
  return lines.join(' \\\n      ');
}

/**
 * The operation an area's help shows an example of: the first that reads a list without a required input, else the
 * first that reads JSON, else the first read; none for an area that only writes.
 */
export function areaExample(commands: readonly Command[]): Command | undefined {
  const reads = commands.filter((c) => c.entry.method === 'GET');
  const free = (c: Command) => !c.inputs.some((i) => i.required);
  const json = reads.filter((c) => c.entry.returns.kind === 'json');
  return (
    json.find((c) => free(c) && fieldsExample(c.entry.returns.type)?.startsWith('count,')) ??
    json.find(free) ??
    json[0] ??
    reads[0]
  );
}

/** The path segments all of an area's operations start with: `/app/rest/builds`. */
function commonPrefix(paths: string[]): string {
  const split = paths.map((p) => p.split('/'));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length && !first[n]!.includes('{') && split.every((s) => s[n] === first[n])) n++;
  return first.slice(0, n).join('/');
}
