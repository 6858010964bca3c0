// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { TeamCityError } from '../runtime/errors.js';
import { Part } from '../tasks/files.js';
import { UsageError } from './exit.js';
import { pathIn, type CliIo } from './io.js';

/**
 * Checked before anything is sent: a folder that is missing or read-only is a usage error, not a lost answer. With
 * `create`, a missing folder is one to be made (`makeFolder`): its nearest folder that is there must be writable.
 * `folder`: the path is the folder itself.
 */
export function checkOutput(io: CliIo, path: string, { create = false, folder = false } = {}): void {
  const full = resolve(pathIn(io, path));
  let dir = folder ? full : dirname(full);
  try {
    while (create && !existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
    accessSync(dir, constants.W_OK);
    if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  } catch (e) {
    throw new UsageError(`cannot write --output ${path}: ${(e as Error).message}`);
  }
}

/** The folders a file goes in, made where missing. */
export async function makeFolder(io: CliIo, file: string): Promise<void> {
  try {
    await mkdir(dirname(resolve(pathIn(io, file))), { recursive: true });
  } catch (e) {
    throw new UsageError(`cannot write ${file}: ${(e as Error).message}`);
  }
}

/** How server text is shown: `line`, as one line (its line ends escaped too); `sgr`, with its colours. */
export interface Shown {
  line?: boolean;
  sgr?: boolean;
}

// A colour sequence (SGR), a CRLF line end, or any other control (C0, DEL, C1) or bidi control character.
const CONTROLS = /\x1b\[[0-9;:]{0,64}m|\r\n|[\p{Cc}\p{Bidi_Control}]/gu;
const CONTROL = /[\p{Cc}\p{Bidi_Control}]/u;
const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const hex = (c: string, digits: number) => c.charCodeAt(0).toString(16).padStart(digits, '0');
const escape = (c: string) =>
  CONTROL.test(c) ? (NAMED[c] ?? (c < '\u0100' ? '\\x' + hex(c, 2) : '\\u' + hex(c, 4))) : c;

/**
 * Server text made safe for a terminal: every control character (C0, DEL, C1 such as the CSI U+009B) and every bidi
 * control written as an escape a reader sees (`\x1b`, `\x9b`, `\u202e`), so that nothing a server sends can move the
 * cursor, clear the screen, set the window title or the clipboard (OSC 52), or reorder what is shown. Tabs and line
 * ends stay, unless `line`; colour sequences (ESC[...m) stay only with `sgr`.
 */
export function shown(text: string, { line = false, sgr = false }: Shown = {}): string {
  return text.replace(CONTROLS, (m) =>
    (sgr && m.length > 2) || (!line && (m === '\n' || m === '\t' || m === '\r\n')) ? m : [...m].map(escape).join(''),
  );
}

/** The most columns a table takes where the terminal does not say its width. */
const TABLE_WIDTH = 100;

const cut = (text: string, width: number) => {
  const chars = [...text];
  return chars.length > width ? chars.slice(0, width - 1).join('') + '…' : text;
};

/** Server text `shown` as one line and cut (with an ellipsis) to at most `width` characters. */
export const shownLine = (text: string, width: number) => cut(shown(text, { line: true }), width);

/**
 * Rows as a table for a terminal: a header, then each row's cells padded to the column's width. Every cell is server
 * text, so it is `shown` as one line; each column is at most a third of the width (the last takes what is left) and a
 * longer cell is cut with an ellipsis, so that no row is wider than the terminal (or 100 columns).
 */
export function tableText(header: readonly string[], rows: readonly (readonly string[])[], width: number): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => shown(cell, { line: true })));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => [...(row[i] ?? '')].length)));
  let left = width;
  for (let i = 0; i < widths.length; i++) {
    const last = i === widths.length - 1;
    widths[i] = Math.max(1, Math.min(widths[i]!, last ? left : Math.floor(width / 3)));
    left -= widths[i]! + 2;
  }
  return cells
    .map((row) =>
      row
        .map((cell, i) => {
          const text = cut(cell, widths[i]!);
          return i === row.length - 1 ? text : text + ' '.repeat(widths[i]! - [...text].length);
        })
        .join('  ')
        .trimEnd(),
    )
    .map((line) => line + '\n')
    .join('');
}

// What may go on in the next chunk: a CR before its LF, a colour sequence begun.
const UNFINISHED = /\r$|\x1b(?:\[[0-9;:]{0,64})?$/;

/** `shown` over a byte stream of UTF-8 text: a character, line end or colour sequence cut between chunks stays whole. */
export function shownStream(options: Shown): Transform {
  const decoder = new TextDecoder();
  let held = '';
  return new Transform({
    transform(chunk: Uint8Array, _, done) {
      const text = held + decoder.decode(chunk, { stream: true });
      const cut = UNFINISHED.exec(text)?.index ?? text.length;
      held = text.slice(cut);
      done(null, shown(text.slice(0, cut), options));
    },
    flush(done) {
      done(null, shown(held + decoder.decode(), options));
    },
  });
}

// JSON.stringify escapes C0 controls; DEL, C1 and the bidi controls are escaped here too, which keeps the same value.
const jsonSafe = (json: string) => json.replace(/[\x7f-\x9f\p{Bidi_Control}]/gu, (c) => '\\u' + hex(c, 4));

/**
 * Where a result goes: stdout, or the `--output` file. Server text on stdout is `shown` escaped unless `raw`; a file
 * gets the bytes as they came. The file is written as downloads are (`Part`): to a new file beside it, put in its
 * place by a rename when the command has succeeded (a file or a symlink there is replaced, its target never written),
 * and deleted when the command fails, which leaves a file that was there as it was.
 */
export class Sink {
  private part: Promise<Part> | undefined;
  private file: Writable | undefined;
  constructor(
    private readonly io: CliIo,
    private readonly path: string | undefined,
    private readonly raw = false,
  ) {
    if (path) checkOutput(io, path);
  }

  /** Pretty, coloured JSON on a terminal that has colours; compact otherwise (a pipe, a file, `--json`). */
  get pretty(): boolean {
    return !this.path && !!this.io.stdout.isTTY;
  }

  get colour(): boolean {
    return this.pretty && !!this.io.stdout.hasColors?.(this.io.env);
  }

  /** The columns of the terminal stdout is, or 100: what a table fits in. */
  get columns(): number {
    return Math.max(40, this.io.stdout.columns || TABLE_WIDTH);
  }

  private open(): Writable {
    if (!this.path) return this.io.stdout;
    if (!this.file) {
      const part = Part.create(pathIn(this.io, this.path));
      // A failure to create it shows on the first write, as a usage error naming the file.
      part.catch(() => {});
      this.part = part;
      this.file = new Writable({
        write: (chunk: Uint8Array, _, done) =>
          part
            .then((p) => p.write(chunk))
            .then(
              () => done(),
              (e: Error) => done(e),
            ),
      });
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

  /** Server text, then `end` (a line end of ours). */
  text(text: string, how: Shown = {}, end = ''): Promise<void> {
    return this.write((this.path || this.raw ? text : shown(text, how)) + end);
  }

  /**
   * Streams a body out. With `text` (a log), it is text for stdout and escaped there; without, a file: its bytes as
   * they are, but escaped on a terminal.
   */
  async stream(body: ReadableStream<Uint8Array> | null, text?: Shown): Promise<void> {
    const out = this.open();
    if (!body) return;
    const escaped = !this.path && !this.raw && (text || this.io.stdout.isTTY);
    try {
      const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
      // The --output file is ended by close(), which puts it in place.
      const end = { end: false };
      await (escaped ? pipeline(source, shownStream(text ?? {}), out, end) : pipeline(source, out, end));
    } catch (e) {
      // The body's own failures are the runtime's typed errors; anything else is the writing side's.
      throw e instanceof TeamCityError ? e : this.failed(e as Error);
    }
  }

  /**
   * Runs `work`, which writes here: when it succeeds, the `--output` file is put in place (made empty when nothing was
   * written, a void answer say); when it fails, what was written is deleted and a file that was there stays as it was.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      await this.close();
      return result;
    } catch (e) {
      await this.part?.then(
        (p) => p.discard(),
        () => {},
      );
      throw e;
    }
  }

  private async close(): Promise<void> {
    if (!this.path) return;
    const file = this.open();
    try {
      await new Promise<void>((resolve, reject) => file.end((e?: Error | null) => (e ? reject(e) : resolve())));
      await (await this.part!).finish();
    } catch (e) {
      throw this.failed(e as Error);
    }
  }

  private failed(e: Error): Error {
    return this.path ? new UsageError(`cannot write --output ${this.path}: ${e.message}`) : e;
  }
}

const COLOURS = { key: '\x1b[36m', string: '\x1b[32m', number: '\x1b[33m', literal: '\x1b[35m', reset: '\x1b[0m' };

/** A JSON value as text: indented and coloured for a terminal, else one compact line. */
export function jsonText(value: unknown, pretty: boolean, colour: boolean): string {
  if (!pretty) return jsonSafe(JSON.stringify(value)) + '\n';
  const text = jsonSafe(JSON.stringify(value, null, 2));
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
  if (method !== 'GET' || init.body != null) words.push('-X', method);
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
