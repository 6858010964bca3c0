// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { text as textOf } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import type { Command, Input } from './commands.js';
import { didYouMean } from './commands.js';
import { GLOBAL_FLAGS, type Flag, type Values } from './config.js';
import { UsageError } from './exit.js';
import { pathIn, type CliIo } from './io.js';

/** The flag of the commands that print server text as text, which is otherwise shown with its controls escaped. */
export const RAW: Flag = {
  type: 'boolean',
  help: "print the server's text as sent, terminal control characters too (default: escaped)",
};

/** Whether `--paginate` fits: a GET of JSON, which may be a paged collection. */
export const pageable = (c: Command) => c.entry.method === 'GET' && c.entry.returns.kind === 'json';

/** The flags of one operation's command: the global ones, then its own; an input shadows a global of its name. */
export function flagsOf(c: Command): Record<string, Flag> {
  const flags: Record<string, Flag> = { ...GLOBAL_FLAGS };
  flags.output = { type: 'string', short: 'o', value: '<file>', help: 'write the result to a file, not stdout' };
  const body = c.entry.body;
  if (body)
    flags.body = {
      type: 'string',
      value: body.mediaType === 'text/plain' ? '<text|@file|->' : '<json|@file|->',
      help: `${body.description ? plain(body.description) + '; ' : ''}the ${body.type === 'string' ? 'text' : body.type + ' JSON'} to send: inline, @file or - (stdin)${body.required ? ' (required)' : ''}`,
    };
  if (c.entry.returns.kind === 'string' || c.entry.returns.kind === 'binary') flags.raw = RAW;
  if (pageable(c)) {
    flags.paginate = { type: 'boolean', help: 'every page, following nextHref: one JSON item per line' };
    flags['max-pages'] = {
      type: 'string',
      value: '<n>',
      help: 'with --paginate: stop after this many pages (without it, more than 100 is an error)',
    };
  }
  for (const i of c.inputs) flags[i.flag] = inputFlag(i);
  return flags;
}

/** The spec's words (markdown) as terminal text: code spans without their backticks. */
export const plain = (words: string) => words.replace(/`([^`]*)`/g, '$1');

function inputFlag(i: Input): Flag {
  const what = i.locator ? `${i.locator} locator` : i.type;
  const where = i.in === 'path' ? 'path parameter' : 'query input';
  const help = `${i.description ? plain(i.description) : `${where} ${i.arg}`}${i.required ? ' (required)' : ''}`;
  // Booleans take a value too (`--x=false`): a bare `--x` is rewritten to `--x=true` before parsing.
  return i.type === 'boolean'
    ? { type: 'string', value: '[=true|false]', help }
    : i.type === 'string[]'
      ? { type: 'string', multiple: true, value: '<string>', help: help + ', repeatable' }
      : { type: 'string', value: `<${what}>`, help };
}

/** parseArgs over the command line, with usage errors that say what was meant. */
export function parseFlags(
  argv: string[],
  flags: Record<string, Flag>,
  context: string,
  booleans: ReadonlySet<string> = new Set(),
): { values: Values; positionals: string[] } {
  const end = argv.indexOf('--');
  const args = argv.map((a, i) =>
    (end < 0 || i < end) && a.startsWith('--') && booleans.has(a.slice(2)) ? a + '=true' : a,
  );
  const options = Object.fromEntries(
    Object.entries(flags).map(([name, f]) => [
      name,
      { type: f.type, ...(f.short && { short: f.short }), ...(f.multiple && { multiple: true }) },
    ]),
  );
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true }) as {
      values: Values;
      positionals: string[];
    };
  } catch (e) {
    const { code, message } = e as { code?: string; message: string };
    const flag = /'(-[^' =]*)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(
        `unknown flag ${flag} for ${context}`,
        didYouMean(
          flag,
          Object.keys(flags).map((f) => '--' + f),
        ) || `see ${context} --help`,
      );
    const [first, ...rest] = message.split('\n');
    throw new UsageError(first!, rest.join(' '));
  }
}

/** The runtime's arguments of a command: positionals and flags mapped to its inputs, each parsed by its type. */
export function argsOf(c: Command, values: Values, positionals: string[], context: string): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const path = c.inputs.filter((i) => i.in === 'path');
  if (positionals.length > path.length)
    throw new UsageError(
      `${context} takes ${path.length ? 'at most ' + path.map((i) => `<${i.flag}>`).join(' ') : 'no positional arguments'}, got "${positionals[path.length]}"`,
    );
  positionals.forEach((p, n) => {
    if (values[path[n]!.flag] != null)
      throw new UsageError(`<${path[n]!.flag}> is given both as an argument and a flag`);
    args[path[n]!.arg] = p;
  });
  for (const i of c.inputs) {
    const v = values[i.flag];
    if (v == null) {
      if (i.arg in args) continue;
      if (i.required)
        throw new UsageError(`${context} needs <${i.flag}>`, `pass --${i.flag} <value>; see ${context} --help`);
      // An optional path parameter is a file sub-path: empty for the root.
      if (i.in === 'path') args[i.arg] = '';
      continue;
    }
    args[i.arg] =
      i.type === 'integer' ? integer(i.flag, v as string) : i.type === 'boolean' ? bool(i.flag, v as string) : v;
  }
  return args;
}

function integer(flag: string, text: string): number {
  const n = Number(text);
  if (/^-?\d+$/.test(text) && Number.isSafeInteger(n)) return n;
  throw new UsageError(`--${flag} must be a whole number (got "${text}")`);
}

function bool(flag: string, text: string): boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  throw new UsageError(`--${flag} must be true or false (got "${text}")`);
}

/** The body of `--body`: inline, `@file` or `-` (stdin); JSON parsed for a JSON body, text kept as it is. */
export async function bodyOf(c: Command, given: string | undefined, io: CliIo): Promise<unknown> {
  const body = c.entry.body!;
  if (given == null) {
    if (body.required) throw new UsageError(`${c.area} ${c.name} needs --body`);
    return undefined;
  }
  let text = given;
  if (given === '-' || given.startsWith('@')) {
    try {
      text = given === '-' ? await textOf(io.stdin) : await readFile(pathIn(io, given.slice(1)), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read --body ${given === '-' ? 'from stdin' : given}: ${(e as Error).message}`);
    }
  }
  if (body.mediaType === 'text/plain') return text;
  try {
    return JSON.parse(text);
  } catch (e) {
    // The parser's message quotes the text, which may hold a password: only the place is told.
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    throw new UsageError(`--body is not valid JSON${at ? ` (at character ${at})` : ''}`);
  }
}
