// Runs the `teamcity-sdk` command: in this process (`cli()` with its I/O captured), or as the bin, built from
// generated/src (one bundled file, as fast to start as the package's), where the process boundary is what is tested.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { WriteStream } from 'node:tty';
import { build } from 'esbuild';
import { cli } from '../../generated/src/cli/cli.js';
import type { Output } from '../../generated/src/cli/io.js';
import { startFakeTeamCity, type FakeTeamCity, type FakeTeamCityOptions } from '../../generated/src/testing/index.js';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Bundles src/cli/main.ts into a temporary file: generated/dist may be rebuilt by another test file meanwhile. */
export async function buildCli(): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'tc-cli-')), 'teamcity-sdk.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, '../../generated/src/cli/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // `#fetch` from the sources, as the tests run them: dist/ is absent on a fresh clone.
    conditions: ['teamcity-sdk-source'],
    outfile: out,
    logLevel: 'warning',
  });
  return out;
}

/** A fake TeamCity started, and a temporary folder to run the command in. */
export async function fakeAndDir(options: FakeTeamCityOptions): Promise<{ tc: FakeTeamCity; dir: string }> {
  return { tc: await startFakeTeamCity(options), dir: mkdtempSync(join(tmpdir(), 'tc-cli-run-')) };
}

/** The bin built as well, for the tests that spawn it. */
export async function cliAndFake(
  options: FakeTeamCityOptions,
): Promise<{ bin: string; tc: FakeTeamCity; dir: string }> {
  const [bin, fake] = await Promise.all([buildCli(), fakeAndDir(options)]);
  return { bin, ...fake };
}

/**
 * Runs the bin with only the environment given (none of the caller's TEAMCITY_ variables), `input` on its stdin;
 * sent SIGINT (Ctrl-C) once `interrupt` resolves; killed after `timeoutMs`.
 */
export function runCli(
  bin: string,
  args: string[],
  {
    env = {},
    input,
    cwd,
    timeoutMs = 20_000,
    interrupt,
  }: {
    env?: Record<string, string>;
    input?: string;
    cwd?: string;
    timeoutMs?: number;
    interrupt?: Promise<unknown>;
  } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
    void interrupt?.then(() => child.kill('SIGINT'));
  });
}

/** A stream that keeps what is written to it in `sent`; with `tty`, a terminal (of `columns`, if it says). */
function streamTo(sent: Buffer[], tty: boolean, columns?: number): Output {
  const out: Output = new Writable({
    write(chunk: Buffer, _, done) {
      sent.push(chunk);
      done();
    },
  });
  // A terminal's colours as the environment says (tty.WriteStream's hasColors reads the env it is given).
  if (tty) Object.assign(out, { isTTY: true, columns, hasColors: WriteStream.prototype.hasColors });
  return out;
}

const textOf = (sent: Buffer[]) => Buffer.concat(sent).toString('utf8');

interface InProcess {
  env?: Record<string, string>;
  cwd?: string;
  stdin?: string;
  timeoutMs?: number;
  interrupt?: Promise<unknown>;
}

/**
 * `cli()` writing to `stdout` and `stderr`, with only the environment given (and TERM=xterm-256color on a terminal),
 * `stdin` its input; its signal aborted as the bin's SIGINT and SIGTERM handlers abort theirs, once `interrupt`
 * resolves or after `timeoutMs`.
 */
async function inProcess(
  args: string[],
  { env = {}, cwd, stdin, timeoutMs = 20_000, interrupt }: InProcess,
  stdout: Output,
  stderr: Output,
): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('interrupted'));
  const timer = setTimeout(stop, timeoutMs);
  void interrupt?.then(stop);
  return cli(args, {
    stdout,
    stderr,
    stdin: Readable.from(stdin === undefined ? [] : [Buffer.from(stdin)]),
    env: stdout.isTTY ? { TERM: 'xterm-256color', ...env } : { ...env },
    ...(cwd !== undefined && { cwd }),
    signal: controller.signal,
  }).finally(() => clearTimeout(timer));
}

/**
 * Runs the command in this process, as `runCli` runs the bin: stdout and stderr captured, each a terminal of `columns`
 * when `tty`.
 */
export async function runCliInProcess(
  args: string[],
  { tty = false, columns, ...options }: InProcess & { tty?: boolean; columns?: number } = {},
): Promise<CliResult> {
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  const code = await inProcess(args, options, streamTo(stdout, tty, columns), streamTo(stderr, tty, columns));
  return { code, stdout: textOf(stdout), stderr: textOf(stderr) };
}

/**
 * Runs the command in this process, as `onTerminal` runs the bin: stdout and stderr one terminal that does not say its
 * width, what it was sent in the order sent, each line end CRLF as a pseudo-terminal sends it (its onlcr).
 */
export async function onTerminalInProcess(
  args: string[],
  options: InProcess = {},
): Promise<{ code: number; out: string }> {
  const sent: Buffer[] = [];
  const terminal = streamTo(sent, true);
  const code = await inProcess(args, options, terminal, terminal);
  return { code, out: textOf(sent).replace(/\n/g, '\r\n') };
}

/** Whether a command runs on this machine. */
export const runs = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

// util-linux's `script` runs a command on a pseudo-terminal (BSD's takes other flags and has no --version).
export const hasScript = runs('script', ['--version']);

const shellWord = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * Runs the bin on a pseudo-terminal, with only the environment given and TERM: what the terminal was sent (stdout and
 * stderr both, with CRLF line ends) and the exit code.
 */
export function onTerminal(
  bin: string,
  args: string[],
  { env = {}, cwd, timeoutMs = 20_000 }: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) =>
    execFile(
      'script',
      ['-qec', [process.execPath, bin, ...args].map(shellWord).join(' '), '/dev/null'],
      {
        cwd,
        env: { PATH: process.env.PATH ?? '', TERM: 'xterm-256color', ...env },
        encoding: 'utf8',
        timeout: timeoutMs,
      },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, out: stdout }),
    ),
  );
}

export interface FakeCli {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `teamcity-sdk fake` with these arguments and waits (at most 15 s) for the URL on its first line. */
export function startFakeCli(bin: string, dir: string, args: string[]): Promise<FakeCli> {
  const child = spawn(process.execPath, [bin, 'fake', ...args], { cwd: dir, env: { PATH: process.env.PATH ?? '' } });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  void exited.then(() => clearTimeout(killer));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL in 15 s; stderr: ${err}`)), 15_000);
    const check = () => {
      const first = out.split('\n');
      if (first.length > 1) {
        clearTimeout(timer);
        resolve({ child, url: first[0]!, stdout: () => out, stderr: () => err, exited });
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before serving: ${err}`));
    });
  });
}
