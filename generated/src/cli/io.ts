// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
// What the CLI reads and writes besides its arguments: the process's for the bin, a test's when run in-process.
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** A stream the CLI writes to, with what a terminal's (tty.WriteStream) tells of itself. */
export type Output = Writable & {
  isTTY?: boolean;
  columns?: number;
  hasColors?(env?: object): boolean;
};

export interface CliIo {
  stdout: Output;
  stderr: Output;
  /** Read by `--body -` only. */
  stdin: Readable;
  env: NodeJS.ProcessEnv;
  /** What a relative path is relative to; absent, the process's working directory (paths are used as given). */
  cwd?: string;
  /** The path the bin runs from (process.argv[1]): `--version` reads the package.json above it. */
  bin?: string;
  /** Ctrl-C or SIGTERM: aborted by the bin's handlers (cli() registers none of its own). */
  signal?: AbortSignal;
}

/** The process's own: the bin's I/O. `process.stdin` is opened only when a command reads it. */
export const processIo = (signal?: AbortSignal): CliIo => ({
  stdout: process.stdout,
  stderr: process.stderr,
  get stdin() {
    return process.stdin;
  },
  env: process.env,
  bin: process.argv[1],
  signal,
});

/** A path the user gave, relative to the command's working directory. */
export const pathIn = (io: CliIo, path: string) => (io.cwd === undefined ? path : resolve(io.cwd, path));
