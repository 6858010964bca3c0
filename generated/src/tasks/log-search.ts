// Hand-written: edit it here; the generator never writes this file.
// Parts of a build log without ever holding all of it: the lines a regex matches (with context), a range of lines, or
// the tail. Each reads the log as a stream, line by line, and stops at a limit it says it stopped at; the tail is
// read from the end with Range requests.
import { TeamCityApiError, TeamCityInputError, TeamCityResponseError } from '../runtime/errors.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { contentRange, numberOption, quoted } from './check.js';
import { buildLog, Lines, MAX_LINE } from './log.js';
import { patternTest, type Pattern } from './pattern.js';
import { buildIdOf, type BuildRef } from './ref.js';

export interface LogLine {
  /** The line's number, from 1; absent in a tail, whose numbers are not known without reading the log from its start. */
  line?: number;
  /** The line without its line end, cut to `maxLineLength` (a cut line ends `…(N chars)`). */
  text: string;
  /** The line matched the pattern (the others are context). */
  match?: boolean;
}

export interface LogLines {
  lines: LogLine[];
  /** Every line asked for was read. */
  complete: boolean;
  /** How many lines matched (grepBuildLog). */
  matches?: number;
  /** Why the read ended before it was complete, and the line to go on from (`fromLine`). */
  stopped?: { by: 'maxMatches' | 'maxLines' | 'maxBytes'; nextLine: number };
  /** The log's number of lines, when the read reached its end (buildLogLines). */
  totalLines?: number;
}

export interface LogSearchOptions extends Pick<CallOptions, 'signal'> {
  /** Lines longer than this are cut (default 10,000 characters). */
  maxLineLength?: number;
  /** At most this many bytes of the log are read by one call (default 256 MiB). */
  maxBytes?: number;
}

export interface GrepBuildLogOptions extends LogSearchOptions {
  /** Lines shown before and after each match (default 3). */
  context?: number;
  /** Stop at this many matches (default 100); `stopped.nextLine` is the next match's line. */
  maxMatches?: number;
  /** The first line to read (default 1). */
  fromLine?: number;
}

export interface BuildLogLinesOptions extends LogSearchOptions {
  /** The first line (default 1). */
  fromLine?: number;
  /** The last line (default `fromLine` + 99). */
  toLine?: number;
  /** At most this many lines a call (default 1,000). */
  maxLines?: number;
}

const MAX_BYTES = 256 * 1024 * 1024;
/** A line is matched against its first this many characters: a bound on what a costly pattern can cost. */
const MATCH_CHARS = 10_000;

type Limits = { signal: AbortSignal | undefined; maxLineLength: number; maxBytes: number };

function limitsOf(task: string, options: LogSearchOptions): Limits {
  return {
    signal: options.signal,
    maxLineLength: numberOption(task, 'maxLineLength', options.maxLineLength, 10_000, {
      min: 1,
      max: 1 << 20,
      whole: true,
    }),
    maxBytes: numberOption(task, 'maxBytes', options.maxBytes, MAX_BYTES, { min: 1, max: 2 ** 40, whole: true }),
  };
}

/** A line cut to `max` characters; `length` is the whole line's, when `text` is its first part. */
const clip = (text: string, max: number, length = text.length) =>
  length > max ? `${text.slice(0, max)} …(${length} chars)` : text;
const withoutCr = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);

/**
 * The log's lines from its start, numbered as in the file, until `visit` returns false or `maxBytes` have been read.
 * A line longer than MAX_LINE is visited once, as its first MAX_LINE characters, with its whole `length`.
 */
async function eachLine(
  client: Transport,
  buildId: number,
  { signal, maxBytes }: Limits,
  visit: (text: string, line: number, length: number) => boolean,
): Promise<{ stopped: 'visitor' | 'maxBytes' | null; lastLine: number }> {
  let file;
  try {
    file = await buildLog(client, buildId, signal ? { signal } : {});
  } catch (e) {
    // TeamCity answers 416 for the log of a build that has written nothing yet.
    if (e instanceof TeamCityApiError && e.status === 416) return { stopped: null, lastLine: 0 };
    throw e;
  }
  const reader = file.body?.getReader();
  if (!reader) return { stopped: null, lastLine: 0 };
  // followBuildLog's splitter: linear in the text, and a line longer than MAX_LINE comes in parts rather than growing.
  const lines = new Lines(MAX_LINE);
  const decoder = new TextDecoder();
  let line = 0;
  let bytes = 0;
  // The first part of a long line, held until its end, and the length of the parts so far.
  let head: string | undefined;
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const pieces = done
        ? [...lines.push(decoder.decode()), ...lines.rest()]
        : lines.push(decoder.decode(value, { stream: true }));
      for (const { text, cut } of pieces) {
        length += text.length;
        head ??= text;
        if (cut) continue;
        const [first, whole] = [head, length];
        head = undefined;
        length = 0;
        if (!visit(first, ++line, whole)) return { stopped: 'visitor', lastLine: line };
      }
      if (done) return { stopped: null, lastLine: line };
      bytes += value.length;
      if (bytes >= maxBytes) return { stopped: 'maxBytes', lastLine: line };
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * The lines of a build's log that `pattern` matches, each with `context` lines before and after, read as a stream
 * from `fromLine` on: what `grep -n -C` gives, without holding the log. Stops at `maxMatches` or `maxBytes` and says
 * where to go on. A RegExp runs in JavaScript's engine (for patterns you wrote); a string is an RE2 pattern, matched in
 * linear time (for patterns a user or an agent gives: `(?i)` at its start ignores case).
 *
 * @example
 * ```ts
 * const { lines } = await grepBuildLog(tc, 1234, /error|failed/i, { context: 2 });
 * for (const l of lines) console.log(`${l.line}${l.match ? ':' : '-'}${l.text}`);
 * ```
 */
export async function grepBuildLog(
  client: Transport,
  build: BuildRef,
  pattern: Pattern,
  options: GrepBuildLogOptions = {},
): Promise<LogLines> {
  const task = 'grepBuildLog';
  const buildId = buildIdOf(build, task);
  const test = patternTest(pattern, task);
  const limits = limitsOf(task, options);
  const context = numberOption(task, 'context', options.context, 3, { max: 1000, whole: true });
  const maxMatches = numberOption(task, 'maxMatches', options.maxMatches, 100, { min: 1, max: 1_000_000, whole: true });
  const fromLine = numberOption(task, 'fromLine', options.fromLine, 1, {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    whole: true,
  });
  const lines: LogLine[] = [];
  const before: LogLine[] = [];
  let after = 0;
  let matches = 0;
  let lastShown = 0;
  let nextMatch = 0;
  const { stopped, lastLine } = await eachLine(client, buildId, limits, (raw, line, length) => {
    if (line < fromLine) return true;
    const hit = test(raw.slice(0, MATCH_CHARS));
    if (hit && matches === maxMatches) {
      nextMatch = line;
      return false;
    }
    const text = clip(raw, limits.maxLineLength, length);
    if (hit) {
      matches++;
      lines.push(...before.filter((b) => b.line! > lastShown), { line, text, match: true });
      before.length = 0;
      lastShown = line;
      after = context;
    } else if (after > 0) {
      after--;
      lines.push({ line, text });
      lastShown = line;
    } else if (context > 0) {
      before.push({ line, text });
      if (before.length > context) before.shift();
    }
    return true;
  });
  const read: LogLines = { lines, complete: stopped === null, matches };
  if (stopped === 'visitor') read.stopped = { by: 'maxMatches', nextLine: nextMatch };
  if (stopped === 'maxBytes') read.stopped = { by: 'maxBytes', nextLine: lastLine + 1 };
  return read;
}

/**
 * Lines `fromLine` to `toLine` of a build's log (at most `maxLines` a call), read as a stream from its start.
 *
 * @example
 * ```ts
 * const { lines } = await buildLogLines(tc, 1234, { fromLine: 100, toLine: 120 });
 * ```
 */
export async function buildLogLines(
  client: Transport,
  build: BuildRef,
  options: BuildLogLinesOptions = {},
): Promise<LogLines> {
  const task = 'buildLogLines';
  const buildId = buildIdOf(build, task);
  const limits = limitsOf(task, options);
  const line = (name: string, value: number | undefined, fallback: number) =>
    numberOption(task, name, value, fallback, { min: 1, max: Number.MAX_SAFE_INTEGER, whole: true });
  const fromLine = line('fromLine', options.fromLine, 1);
  const toLine = line('toLine', options.toLine, fromLine + 99);
  if (toLine < fromLine)
    throw new TeamCityInputError(`${task}: toLine (${toLine}) comes before fromLine (${fromLine})`);
  const maxLines = numberOption(task, 'maxLines', options.maxLines, 1000, { min: 1, max: 1_000_000, whole: true });
  const last = Math.min(toLine, fromLine + maxLines - 1);
  const lines: LogLine[] = [];
  const { stopped, lastLine } = await eachLine(client, buildId, limits, (text, n, length) => {
    if (n >= fromLine) lines.push({ line: n, text: clip(text, limits.maxLineLength, length) });
    return n < last;
  });
  const read: LogLines = { lines, complete: stopped !== 'maxBytes' && last === toLine };
  if (stopped === 'maxBytes') read.stopped = { by: 'maxBytes', nextLine: lastLine + 1 };
  else if (last < toLine) read.stopped = { by: 'maxLines', nextLine: last + 1 };
  if (stopped === null) read.totalLines = lastLine;
  return read;
}

/** The log's size in bytes (a one-byte Range request), or null when the server does not answer ranges. */
async function logSize(client: Transport, buildId: number, signal: AbortSignal | undefined): Promise<number | null> {
  try {
    const file = await buildLog(client, buildId, { ...(signal && { signal }), range: { start: 0, end: 0 } });
    await file.body?.cancel().catch(() => {});
    const total = /\/(\d+)$/.exec(file.headers.get('content-range') ?? '')?.[1];
    return file.status === 206 && total ? Number(total) : null;
  } catch (e) {
    // An empty log has no byte 0.
    if (e instanceof TeamCityApiError && e.status === 416) return 0;
    throw e;
  }
}

/**
 * The last `count` lines (default 50) of a build's log, read from its end: a growing window of bytes (Range requests) until it
 * holds them, the whole log, or `maxBytes`. A server that answers no ranges has the log streamed once, keeping only
 * the last lines. Tail lines have no numbers.
 *
 * @example
 * ```ts
 * const { lines } = await tailBuildLog(tc, 1234, 50);
 * ```
 */
export async function tailBuildLog(
  client: Transport,
  build: BuildRef,
  count = 50,
  options: LogSearchOptions = {},
): Promise<LogLines> {
  const task = 'tailBuildLog';
  const buildId = buildIdOf(build, task);
  const limits = limitsOf(task, options);
  count = numberOption(task, 'count', count, 50, { min: 1, max: 1_000_000, whole: true });
  const size = await logSize(client, buildId, limits.signal);
  if (size === null) {
    const ring: LogLine[] = [];
    const { stopped } = await eachLine(client, buildId, limits, (text, _, length) => {
      ring.push({ text: clip(text, limits.maxLineLength, length) });
      if (ring.length > count) ring.shift();
      return true;
    });
    return { lines: ring, complete: stopped === null };
  }
  if (size === 0) return { lines: [], complete: true };
  // Each window reads only the bytes before the last one, so that one call reads at most maxBytes, whatever it asks.
  let tail: Uint8Array = new Uint8Array(0);
  for (let window = Math.max(64 * 1024, count * 256); ; window *= 4) {
    const start = Math.max(0, size - Math.min(window, limits.maxBytes));
    const end = size - tail.length - 1;
    const before = await logWindow(client, buildId, start, end, limits.signal);
    tail = tail.length ? concat(before, tail) : before;
    const all = new TextDecoder().decode(tail).split('\n');
    if (all.at(-1) === '') all.pop();
    // The window's first line is cut unless the window starts the log.
    const whole = start === 0 ? all : all.slice(1);
    if (whole.length >= count || start === 0 || tail.length >= limits.maxBytes)
      return {
        lines: whole.slice(-count).map((t) => ({ text: clip(withoutCr(t), limits.maxLineLength) })),
        complete: whole.length >= count || start === 0,
      };
  }
}

const concat = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

/**
 * Bytes `start` to `end` of the log, by a Range request: the answer must be a 206 whose `Content-Range` is that range,
 * and no more of its body than that is read (else a TeamCityResponseError), so a window costs what it asked for.
 */
async function logWindow(
  client: Transport,
  buildId: number,
  start: number,
  end: number,
  signal: AbortSignal | undefined,
): Promise<Uint8Array> {
  const file = await buildLog(client, buildId, { ...(signal && { signal }), range: { start, end } });
  const fail = (what: string) => {
    void file.body?.cancel().catch(() => {});
    return new TeamCityResponseError(
      `asked for bytes ${start}-${end} of the log of build ${buildId}, ${what}`,
      'tailBuildLog',
      '',
      '',
    );
  };
  const header = file.headers.get('content-range');
  const range = contentRange(header);
  if (file.status !== 206 || range?.start !== start || range.end !== end)
    throw fail(`got status ${file.status} with Content-Range ${quoted(client, header)}`);
  const out = new Uint8Array(end - start + 1);
  let at = 0;
  const reader = file.body?.getReader();
  try {
    while (reader && at < out.length) {
      const { done, value } = await reader.read();
      if (done) break;
      const n = Math.min(value.length, out.length - at);
      out.set(value.subarray(0, n), at);
      at += n;
    }
  } finally {
    await reader?.cancel().catch(() => {});
  }
  if (at < out.length) throw fail(`got ${at} bytes`);
  return out;
}
