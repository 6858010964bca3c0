// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
// `teamcity-sdk fake`: the fake TeamCity of teamcity-sdk/testing as a process, for test suites in any language.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PortInUseError } from '../testing/http/errors.js';
import { startFakeTeamCity } from '../testing/http/server.js';
import { SeedError } from '../testing/model/seed-check.js';
import { startRecordingProxy } from '../testing/http/record.js';
import { RecordingError } from '../testing/http/recording-format.js';
import { TeamCityInputError } from '../runtime/errors.js';
import type { Seed } from '../testing/model/state.js';
import type { Run } from './config.js';
import { EXIT, UsageError } from './exit.js';
import { pathIn, type CliIo } from './io.js';

const HELP = `teamcity-sdk fake [--port 8111] [--seed seed.json] [--csrf|--no-csrf]
teamcity-sdk fake --record FILE --target URL [--port 8111]
teamcity-sdk fake --replay FILE [--port 8111]

Serves the fake TeamCity of teamcity-sdk/testing on 127.0.0.1 until SIGINT (Ctrl-C) or SIGTERM, then exits 0.
Its first line on stdout is its URL; the lines after it, the credentials it takes. Its state lives in this process:
the seed file is read once, at the start, and nothing is reloaded; start it again for a fresh state.

  --port <n>       the port (default 8111; 0 takes a free one, the first line says which)
  --seed <file>    a JSON file of what startFakeTeamCity({ seed }) takes: projects, buildTypes, builds, ...
  --csrf           writes with Basic auth or a session need X-TC-CSRF-Token, as in TeamCity (the default)
  --no-csrf        they do not
  --record <file>  be a proxy in front of the TeamCity at --target instead, and write every exchange to the file
                   when stopped (credentials, cookies and CSRF tokens blanked out; the file is replaced whole)
  --target <url>   the TeamCity --record records, as a client's baseUrl
  --replay <file>  answer the requests of a recording as recorded; any other gets a 501 naming it
  -h, --help       this help

Exit codes: 0 stopped by SIGINT or SIGTERM (with --record, once the file is written); 1 the recording could not be
written; 2 a bad flag, a seed file or recording that cannot be read or is not one (the message names the file and
the field or line), or a port that is in use.
`;

const SEE = 'see teamcity-sdk fake --help';

/** Runs the fake until `run.signal` fires (the CLI's SIGINT and SIGTERM); resolves to the exit code. */
export async function runFake(argv: string[], run: Run): Promise<number> {
  const values = flags(argv);
  if (values.help) {
    run.io.stdout.write(HELP);
    return EXIT.ok;
  }
  if (values.csrf && values['no-csrf']) throw new UsageError('--csrf and --no-csrf contradict each other', SEE);
  const port = portOf(values.port ?? '8111');
  if (values.record !== undefined || values.target !== undefined) return runRecord(values, port, run);
  if (values.replay !== undefined && (values.seed !== undefined || values.csrf || values['no-csrf']))
    throw new UsageError('--replay answers as recorded: it takes no --seed, --csrf or --no-csrf', SEE);
  // Checked by startFakeTeamCity, as a seed from code is.
  const seed = values.seed === undefined ? undefined : (readSeed(run.io, values.seed) as Seed);
  const csrf = !values['no-csrf'];
  const replay = values.replay === undefined ? undefined : pathIn(run.io, values.replay);
  const tc = await startFakeTeamCity({
    port,
    csrf,
    ...(seed !== undefined && { seed }),
    ...(replay !== undefined && { replay }),
  }).catch(usageOf(values.seed));
  try {
    run.io.stdout.write(
      [
        tc.url,
        `fake TeamCity (teamcity-sdk/testing) at ${tc.url}, until SIGINT or SIGTERM; it takes:`,
        '  a token:    admin-token (Authorization: Bearer admin-token)',
        '  a user:     admin, password admin (Basic auth; /httpAuth/... too)',
        '  the guest:  /guestAuth/... with no credentials (reads only)',
        csrf
          ? '  CSRF:       on: a write with Basic auth or a session sends X-TC-CSRF-Token (GET /authenticationTest.html?csrf)'
          : '  CSRF:       off (--no-csrf)',
        seed
          ? `  seed:       ${values.seed} (read once)`
          : '  seed:       none (an empty server: the root project and the default agent pool)',
        ...(replay === undefined
          ? []
          : [`  replay:     ${values.replay}: recorded requests only; they skip auth and CSRF`]),
        '',
      ].join('\n'),
    );
    await stopped(run);
  } finally {
    await tc.close();
  }
  run.say('fake TeamCity stopped');
  return EXIT.ok;
}

/** `--record FILE --target URL`: the recording proxy until stopped, then the file written. */
async function runRecord(values: ReturnType<typeof flags>, port: number, run: Run): Promise<number> {
  const { record: file, target } = values;
  if (file === undefined || target === undefined) throw new UsageError('--record and --target go together', SEE);
  const other = (['seed', 'replay', 'csrf', 'no-csrf'] as const).find((name) => values[name] !== undefined);
  if (other) throw new UsageError(`--record takes no --${other}: it records what the target answers`, SEE);
  const proxy = await startRecordingProxy({ target, file: pathIn(run.io, file), port }).catch(usageOf(undefined));
  run.io.stdout.write(
    [proxy.url, `recording the TeamCity at ${target} to ${file}, written when stopped by SIGINT or SIGTERM`, ''].join(
      '\n',
    ),
  );
  await stopped(run);
  await proxy.close();
  run.say(`recorded ${proxy.exchanges} exchanges to ${file}`);
  return EXIT.ok;
}

const stopped = (run: Run) =>
  new Promise<void>((resolve) => {
    if (run.signal.aborted) resolve();
    else run.signal.addEventListener('abort', () => resolve(), { once: true });
  });

/** A failed start as the usage error it is: a port in use, a bad seed, recording or target. */
const usageOf = (seedFile: string | undefined) => (e: unknown) => {
  if (e instanceof PortInUseError)
    throw new UsageError(e.message, 'pick another with --port, or --port 0 for a free one');
  if (e instanceof SeedError) throw new UsageError(`${seedFile}: ${e.message}`, SEE);
  if (e instanceof RecordingError) throw new UsageError(e.message, SEE);
  if (e instanceof TeamCityInputError) throw new UsageError(`--target: ${e.message}`, SEE);
  throw e;
};

function flags(argv: string[]) {
  try {
    return parseArgs({
      // Every argument but the command's word.
      args: argv.filter((_, i) => i !== argv.indexOf('fake')),
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        csrf: { type: 'boolean' },
        'no-csrf': { type: 'boolean' },
        record: { type: 'string' },
        target: { type: 'string' },
        replay: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }).values;
  } catch (e) {
    throw new UsageError((e as Error).message, SEE);
  }
}

function portOf(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port <= 65535)) throw new UsageError(`--port takes a number from 0 to 65535, not '${text}'`, SEE);
  return port;
}

/** The seed file, read and parsed (startFakeTeamCity checks it): a UsageError naming the file. */
function readSeed(io: CliIo, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(pathIn(io, file), 'utf8');
  } catch (e) {
    throw new UsageError(`${file}: cannot read the seed file (${(e as NodeJS.ErrnoException).code ?? String(e)})`, SEE);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file}: not JSON: ${(e as Error).message}`, SEE);
  }
}
