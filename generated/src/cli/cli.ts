// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TeamCityAuthenticationError } from '../runtime/errors.js';
import { paginate, TeamCityPaginationError } from '../runtime/paginate.js';
import { redactor } from '../runtime/redactor.js';
import { request } from '../runtime/request.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import type { FileResponse } from '../runtime/file.js';
import { areas, findArea, findCommand, kebab, type Command } from './commands.js';
import { completion } from './completion.js';
import { commandSecrets, connect, GLOBAL_FLAGS, parseCount, settingsOf, type Run } from './config.js';
import { objectOf } from '../tasks/check.js';
import { EXIT, exitCodeOf, UsageError } from './exit.js';
import { areaHelp, commandHelp, rootHelp } from './help.js';
import { argsOf, bodyOf, flagsOf, parseFlags } from './inputs.js';
import { dryRun } from './dryrun.js';
import { processIo, type CliIo } from './io.js';
import { jsonText, shown, Sink } from './output.js';
import { runTask, TASKS } from './tasks.js';

const BIN = 'teamcity-sdk';

/**
 * Runs `teamcity-sdk` with these arguments; resolves to the exit code. `io` is what it reads and writes: the
 * process's by default, with no Ctrl-C of its own (the bin's main.ts wires the process's signals to `io.signal`).
 */
export async function cli(argv: string[], io: CliIo = processIo()): Promise<number> {
  const clean = redactor(commandSecrets(argv, io));
  const run: Run = {
    io,
    signal: io.signal ?? new AbortController().signal,
    clean,
    // Every line on stderr may quote the server: its control characters are escaped, on a terminal or not.
    say: (line) => io.stderr.write(shown(clean(line), { line: true }) + '\n'),
  };
  try {
    return await dispatch(argv, run);
  } catch (e) {
    const code = exitCodeOf(e);
    const { message, hint } = e as { message?: string; hint?: string };
    run.say(`${BIN}: ${code === EXIT.internal ? 'internal error: ' : ''}${message ?? String(e)}`);
    if (hint) run.say(hint);
    if (code === EXIT.usage && !hint && e instanceof UsageError) run.say(`see ${BIN} --help`);
    if (e instanceof TeamCityAuthenticationError && run.refused) run.say(run.refused);
    if (code === EXIT.internal)
      run.say(`this is a bug in ${BIN}: please report it, with the command line and the message`);
    return code;
  }
}

// Flags of every command that take a value: what follows them is not a command word.
const VALUE_FLAGS = new Set(
  Object.entries(GLOBAL_FLAGS).flatMap(([name, f]) =>
    f.type === 'string' ? ['--' + name, ...(f.short ? ['-' + f.short] : [])] : [],
  ),
);

/** The command's words: what comes before `--` and is neither a flag nor the value of a global one. */
function wordsOf(argv: string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    if (VALUE_FLAGS.has(argv[i]!)) i++;
    else if (!argv[i]!.startsWith('-') || argv[i] === '-') words.push(argv[i]!);
  }
  return words;
}

const asksHelp = (argv: string[]) => {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
};

async function dispatch(argv: string[], run: Run): Promise<number> {
  const words = wordsOf(argv);
  const [first, second] = words;
  if (!first || first === 'help') {
    if (first === 'help' && second) return dispatch([...words.slice(1), '--help'], run);
    if (argv.includes('--version')) {
      run.io.stdout.write(version(run.io.bin) + '\n');
      return EXIT.ok;
    }
    return help(run.io, rootHelp(TASKS), first === 'help' || asksHelp(argv));
  }
  if (first === 'completion') return completion(run.io.stdout, second);
  if (first === 'fake') return (await import('./fake.js')).runFake(argv, run);
  // `tests` is a task and an area: an operation of the area after it makes it the area.
  const area = areas().get(first);
  if (TASKS.some((t) => t.name === first) && !(area && second && area.some((c) => c.names.includes(kebab(second)))))
    return runTask(first, argv, run);
  const commands = findArea(first);
  if (!second) return help(run.io, areaHelp(first, commands), asksHelp(argv));
  const command = findCommand(first, commands, second);
  if (asksHelp(argv)) return help(run.io, commandHelp(command), true);
  return runOperation(command, argv, run);
}

/** Help on stdout when asked for; on stderr, as a usage error, when a command was left unfinished. */
function help(io: CliIo, text: string, asked: boolean): number {
  (asked ? io.stdout : io.stderr).write(text);
  return asked ? EXIT.ok : EXIT.usage;
}

async function runOperation(c: Command, argv: string[], run: Run): Promise<number> {
  const context = `${BIN} ${c.area} ${c.name}`;
  const booleans = new Set(c.inputs.filter((i) => i.type === 'boolean').map((i) => i.flag));
  const { values, positionals } = parseFlags(argv, flagsOf(c), context, booleans);
  // The first two positionals are the command's words.
  const args = argsOf(c, values, positionals.slice(2), context);
  if (c.entry.body) {
    const body = await bodyOf(c, values.body as string | undefined, run.io);
    if (body !== undefined) args.body = body;
  }
  const settings = settingsOf(
    values,
    c.inputs.map((i) => i.flag),
  );
  const options: CallOptions = { signal: run.signal };
  if (values['dry-run']) {
    await dryRun(settings, run, (transport) => request(transport, c.entry.op, args, options));
    return EXIT.ok;
  }
  const { transport, auth } = connect(settings, values, run);
  if (values.verbose) run.say(`* auth: ${auth}`);
  const sink = new Sink(run.io, values.output as string | undefined, !!values.raw);
  await sink.run(() => answer(c, { values, args, options, transport, run, sink }));
  return EXIT.ok;
}

/** Sends the operation and writes its answer: the JSON, text or file, or with --paginate each item of each page. */
async function answer(
  c: Command,
  {
    values,
    args,
    options,
    transport,
    run,
    sink,
  }: {
    values: ReturnType<typeof parseFlags>['values'];
    args: ReturnType<typeof argsOf>;
    options: CallOptions;
    transport: Transport;
    run: Run;
    sink: Sink;
  },
): Promise<void> {
  const kind = c.entry.returns.kind;
  if (values['max-pages'] && !values.paginate) throw new UsageError('--max-pages goes with --paginate');
  if (values.paginate) {
    const limit = values['max-pages'] ? parseCount('max-pages', values['max-pages'] as string, 1) : undefined;
    // A page without its count and nextHref cannot be followed: a --fields that leaves them out gets them back.
    if (typeof args.fields === 'string' && !/\bnextHref\b/.test(args.fields))
      args.fields = 'count,nextHref,' + args.fields;
    const most = limit ?? 100;
    let pages = 0;
    const send = async (t: Transport, a: object, o?: CallOptions) => {
      // The page after the last one allowed is never asked for. The user's --max-pages ends the command there, as
      // told; the default one is an error: a list cut short at a limit nobody chose is never taken for the whole.
      if (pages === most)
        throw limit
          ? LIMIT
          : new TeamCityPaginationError(
              `more than ${most} pages: pass --max-pages <n> to read that many, or narrow the locator`,
            );
      const page = (await request(t, c.entry.op, a, o)) as { count?: unknown };
      if (!pages++) {
        objectOf(t, 'teamcity-sdk', c.entry.id, page);
        if (typeof page.count !== 'number')
          throw new UsageError(
            `--paginate is for collections, and ${c.entry.returns.type} is not one (it has no count)`,
          );
      }
      return page;
    };
    try {
      for await (const item of paginate(transport, send, args, { ...options, maxPages: most + 1 }))
        await sink.write(jsonText(item, false, false));
    } catch (e) {
      if (e !== LIMIT) throw e;
      run.say(`stopped after ${limit} page${limit === 1 ? '' : 's'} (--max-pages ${limit}): more follow`);
    }
  } else {
    const result = await request(transport, c.entry.op, args, options);
    if (kind === 'json' || kind === 'object') {
      // No content (204) prints nothing.
      if (result !== undefined)
        await sink.json(
          kind === 'json' ? objectOf(transport, 'teamcity-sdk', c.entry.id, result) : result,
          values.json,
        );
    } else if (kind === 'string') await sink.text(String(result).replace(/\n?$/, '\n'));
    else if (kind === 'binary') await sink.stream((result as FileResponse).body);
  }
}

/** The end of paging at the user's --max-pages. */
const LIMIT = new Error('--max-pages reached');

/** The package's version, from the package.json above the bin. */
function version(bin: string | undefined): string {
  try {
    for (let dir = dirname(realpathSync(bin!)), i = 0; i < 5; i++, dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      const pkg = existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string });
      if (pkg && pkg.name === BIN) return pkg.version ?? 'unknown';
    }
  } catch {
    // not installed as a package: no version to tell
  }
  return 'unknown';
}
