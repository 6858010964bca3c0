/// <reference types="node" />
import { accessSync, constants, createWriteStream, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { TeamCityError } from '../runtime/errors.js';
import { UsageError } from './exit.js';

/** Checked before anything is sent: a folder that is missing or read-only is a usage error, not a lost answer. */
export function checkOutput(path: string): void {
  try {
    accessSync(dirname(resolve(path)), constants.W_OK);
  } catch (e) {
    throw new UsageError(`cannot write --output ${path}: ${(e as Error).message}`);
  }
}

/** Where a result goes: stdout, or the `--output` file (made only once there is something to write). */
export class Sink {
  private file: Writable | undefined;
  constructor(private readonly path: string | undefined) {
    if (path) checkOutput(path);
  }

  /** Pretty, coloured JSON on a terminal that has colours; compact otherwise (a pipe, a file, `--json`). */
  get pretty(): boolean {
    return !this.path && process.stdout.isTTY;
  }

  get colour(): boolean {
    return this.pretty && process.stdout.hasColors();
  }

  private open(): Writable {
    if (!this.path) return process.stdout;
    if (!this.file) {
      this.file = createWriteStream(this.path);
      // A failure to open shows on the first write, as a usage error naming the file.
      this.file.on('error', () => {});
    }
    return this.file;
  }

  write(text: string): Promise<void> {
    const out = this.open();
    return new Promise((resolve, reject) => out.write(text, (e) => (e ? reject(this.failed(e)) : resolve())));
  }

  /** A JSON value: indented and coloured for a terminal (unless `compact`), else one line. */
  json(value: unknown, compact: unknown): Promise<void> {
    return this.write(jsonText(value, this.pretty && !compact, this.colour));
  }

  /** Streams a body out; a body that breaks off leaves no partial `--output` file behind. */
  async stream(body: ReadableStream<Uint8Array> | null): Promise<void> {
    const out = this.open();
    if (!body) return;
    try {
      await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), out, { end: out != process.stdout });
    } catch (e) {
      if (this.path) rmSync(this.path, { force: true });
      // The body's own failures are the runtime's typed errors; anything else is the writing side's.
      throw e instanceof TeamCityError ? e : this.failed(e as Error);
    }
  }

  /** Closes the `--output` file, made empty when nothing was written (a void answer, say). */
  async close(): Promise<void> {
    if (this.path) this.open();
    const file = this.file;
    if (file && !file.writableFinished)
      await new Promise<void>((resolve, reject) =>
        file.end((e?: Error | null) => (e ? reject(this.failed(e)) : resolve())),
      );
  }

  private failed(e: Error): Error {
    return this.path ? new UsageError(`cannot write --output ${this.path}: ${e.message}`) : e;
  }
}

const COLOURS = { key: '\x1b[36m', string: '\x1b[32m', number: '\x1b[33m', literal: '\x1b[35m', reset: '\x1b[0m' };

/** A JSON value as text: indented and coloured for a terminal, else one compact line. */
export function jsonText(value: unknown, pretty: boolean, colour: boolean): string {
  if (!pretty) return JSON.stringify(value) + '\n';
  const text = JSON.stringify(value, null, 2);
  if (!colour) return text + '\n';
  // JSON.stringify's own output: a string token is always whole, so the tokens can be picked out by pattern.
  return (
    text.replace(
      /("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
      (all, string: string | undefined, colon: string | undefined, literal: string | undefined) =>
        string
          ? (colon ? COLOURS.key : COLOURS.string) + string + COLOURS.reset + (colon ?? '')
          : (literal ? COLOURS.literal : COLOURS.number) + all + COLOURS.reset,
    ) + '\n'
  );
}

/** One shell word, quoted for sh when it needs to be. */
export const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** A request as a curl command line, with the credential headers masked. */
export function curlOf(url: string, init: RequestInit): string {
  const method = init.method ?? 'GET';
  const words = ['curl'];
  if (method != 'GET' || init.body != null) words.push('-X', method);
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
    const masked = /^(authorization|proxy-authorization)$/.test(name)
      ? value.replace(/^(\w+ )?.*$/, (_, scheme = '') => scheme + '***')
      : /^(cookie|x-tc-csrf-token)$/.test(name)
        ? '***'
        : value;
    words.push('-H', shellWord(`${name}: ${masked}`));
  }
  if (init.body != null) words.push('--data-binary', shellWord(String(init.body)));
  words.push(shellWord(url));
  return words.join(' ');
}
