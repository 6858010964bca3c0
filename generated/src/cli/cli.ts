// Copied from templates/src/cli/cli.ts by the generator: edit it there.
/// <reference types="node" />
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { paginate } from '../runtime/paginate.js';
import { request } from '../runtime/request.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import type { FileResponse } from '../runtime/file.js';
import { findArea, findCommand, type Command } from './commands.js';
import { completion } from './completion.js';
import {
  GLOBAL_FLAGS,
  parseCount,
  redactor,
  settingsOf,
  transportOf,
  verboseHooks,
  type Run,
  type Settings,
} from './config.js';
import { EXIT, exitCodeOf, UsageError } from './exit.js';
import { areaHelp, commandHelp, rootHelp } from './help.js';
import { argsOf, bodyOf, flagsOf, parseFlags } from './inputs.js';
import { curlOf, Sink } from './output.js';
import { runTask, TASKS } from './tasks.js';

const BIN = 'teamcity-sdk';

/** Runs `teamcity-sdk` with these arguments; resolves to the exit code. */
export async function cli(argv: string[]): Promise<number> {
  const controller = new AbortController();
  const interrupt = () => {
    // A second Ctrl-C does not wait for the first to unwind.
    if (controller.signal.aborted) process.exit(EXIT.canceled);
    controller.abort(new Error('interrupted'));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  const clean = redactor(argv, process.env);
  const run: Run = {
    signal: controller.signal,
    clean,
    say: (line) => process.stderr.write(clean(line) + '\n'),
  };
  try {
    return await dispatch(argv, run);
  } catch (e) {
    const code = exitCodeOf(e);
    const { message, hint } = e as { message?: string; hint?: string };
    run.say(`${BIN}: ${message ?? String(e)}`);
    if (hint) run.say(hint);
    if (code == EXIT.usage && !hint && e instanceof UsageError) run.say(`see ${BIN} --help`);
    return code;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
}

// Flags of every command that take a value: what follows them is not a command word.
const VALUE_FLAGS = new Set(
  Object.entries(GLOBAL_FLAGS).flatMap(([name, f]) =>
    f.type == 'string' ? ['--' + name, ...(f.short ? ['-' + f.short] : [])] : [],
  ),
);

/** The command's words: what comes before `--` and is neither a flag nor the value of a global one. */
function wordsOf(argv: string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length && argv[i] != '--'; i++) {
    if (VALUE_FLAGS.has(argv[i]!)) i++;
    else if (!argv[i]!.startsWith('-') || argv[i] == '-') words.push(argv[i]!);
  }
  return words;
}

const asksHelp = (argv: string[]) => {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a == '--help' || a == '-h');
};

async function dispatch(argv: string[], run: Run): Promise<number> {
  const words = wordsOf(argv);
  const [first, second] = words;
  if (!first || first == 'help') {
    if (first == 'help' && second) return dispatch([...words.slice(1), '--help'], run);
    if (argv.includes('--version')) {
      process.stdout.write(version() + '\n');
      return EXIT.ok;
    }
    return help(rootHelp(TASKS), first == 'help' || asksHelp(argv));
  }
  if (first == 'completion') return completion(second);
  if (first == 'fake') return (await import('./fake.js')).runFake(argv, run);
  if (TASKS.some((t) => t.name == first)) return runTask(first, argv, run);
  const commands = findArea(first);
  if (!second) return help(areaHelp(first, commands), asksHelp(argv));
  const command = findCommand(first, commands, second);
  if (asksHelp(argv)) return help(commandHelp(command), true);
  return runOperation(command, argv, run);
}

/** Help on stdout when asked for; on stderr, as a usage error, when a command was left unfinished. */
function help(text: string, asked: boolean): number {
  (asked ? process.stdout : process.stderr).write(text);
  return asked ? EXIT.ok : EXIT.usage;
}

async function runOperation(c: Command, argv: string[], run: Run): Promise<number> {
  const context = `${BIN} ${c.area} ${c.name}`;
  const booleans = new Set(c.inputs.filter((i) => i.type == 'boolean').map((i) => i.flag));
  const { values, positionals } = parseFlags(argv, flagsOf(c), context, booleans);
  // The first two positionals are the command's words.
  const args = argsOf(c, values, positionals.slice(2), context);
  if (c.entry.body) {
    const body = bodyOf(c, values.body as string | undefined);
    if (body !== undefined) args.body = body;
  }
  const settings = settingsOf(
    values,
    c.inputs.map((i) => i.flag),
  );
  const options: CallOptions = { signal: run.signal };
  if (values['dry-run']) return dryRun(c, settings, args, options, run);
  const { transport, auth } = transportOf(settings, process.env, values.verbose ? { hooks: verboseHooks(run) } : {});
  if (values.verbose) run.say(`* auth: ${auth}`);
  const sink = new Sink(values.output as string | undefined);
  const kind = c.entry.returns.kind;
  if (values['max-pages'] && !values.paginate) throw new UsageError('--max-pages goes with --paginate');
  if (values.paginate) {
    const maxPages = values['max-pages'] ? parseCount('max-pages', values['max-pages'] as string) : 100;
    // A page without its count and nextHref cannot be followed: a --fields that leaves them out gets them back.
    if (typeof args.fields == 'string' && !/\bnextHref\b/.test(args.fields))
      args.fields = 'count,nextHref,' + args.fields;
    let first = true;
    const send = async (t: Transport, a: object, o?: CallOptions) => {
      const page = (await request(t, c.entry.op, a, o)) as { count?: unknown };
      if (first && typeof page?.count != 'number')
        throw new UsageError(`--paginate is for collections, and ${c.entry.returns.type} is not one (it has no count)`);
      first = false;
      return page;
    };
    for await (const item of paginate(transport, send, args, { ...options, maxPages }))
      await sink.write(JSON.stringify(item) + '\n');
  } else {
    const result = await request(transport, c.entry.op, args, options);
    if (kind == 'json' || kind == 'object') await sink.json(result, values.json);
    else if (kind == 'string') await sink.write(String(result).replace(/\n?$/, '\n'));
    else if (kind == 'binary') await sink.stream((result as FileResponse).body);
  }
  await sink.close();
  return EXIT.ok;
}

/** Prints the request the command would send, as a curl command, and sends nothing. */
async function dryRun(
  c: Command,
  settings: Settings,
  args: Record<string, unknown>,
  options: CallOptions,
  run: Run,
): Promise<number> {
  let sent: [string, RequestInit] | undefined;
  const capture = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent = [String(url), init ?? {}];
    throw new Error('dry run: not sent');
  };
  const { transport, auth } = transportOf(settings, process.env, { fetch: capture, csrf: false, retry: false });
  await request(transport, c.entry.op, args, options).catch((e: unknown) => {
    if (!sent) throw e;
  });
  process.stdout.write(run.clean(curlOf(...sent!)) + '\n');
  if (auth == 'basic' && c.entry.method != 'GET')
    run.say('# with Basic auth, TeamCity also wants X-TC-CSRF-Token (from /authenticationTest.html?csrf) on a write');
  return EXIT.ok;
}

/** The package's version, from the package.json above this file. */
function version(): string {
  try {
    for (let dir = dirname(realpathSync(process.argv[1]!)), i = 0; i < 5; i++, dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      const pkg = existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string });
      if (pkg && pkg.name == BIN) return pkg.version ?? 'unknown';
    }
  } catch {
    // not installed as a package: no version to tell
  }
  return 'unknown';
}
