// Copied from templates/mcp/src/log.ts by the generator: edit it there.
// Reading a build log without ever holding all of it: a regex with context lines, a line range, or the tail, each
// streamed line by line (the tail read from the end with Range requests).
import { TeamCityApiError } from 'teamcity-sdk';
import type { Transport } from 'teamcity-sdk';
import { buildLog } from 'teamcity-sdk/tasks';

/** A line is shown up to this many characters, and matched up to MATCH_CHARS (a bound on a costly pattern's work). */
export const LINE_CHARS = 500;
const MATCH_CHARS = 10_000;
/** How much of a log one call reads at most before it stops and says where to go on. */
export const SCAN_BYTES = 256 * 1024 * 1024;
/** The most lines one answer holds. */
export const MAX_LINES = 200;

export interface LogLine {
  /** The line's number, from 1; absent in a tail, whose numbers are not known without reading the log from its start. */
  line?: number;
  text: string;
  /** The line matched the pattern (the others are context). */
  match?: boolean;
}

export interface LogRead {
  lines: LogLine[];
  /** Every line asked for was read (false: a limit stopped the read; `note` says how to go on). */
  complete: boolean;
  /** Lines that matched (with a pattern). */
  matches?: number;
  note?: string;
}

const clip = (text: string) =>
  text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS)} …(${text.length} chars)` : text;

/** The log's lines from its start, numbered, until `visit` returns false or `maxBytes` have been read. */
async function eachLine(
  tc: Transport,
  buildId: number,
  signal: AbortSignal,
  visit: (text: string, line: number) => boolean,
  maxBytes = SCAN_BYTES,
): Promise<{ stopped: 'visitor' | 'limit' | null; lastLine: number }> {
  let file;
  try {
    file = await buildLog(tc, buildId, { signal });
  } catch (e) {
    if (e instanceof TeamCityApiError && e.status === 416) return { stopped: null, lastLine: 0 };
    throw e;
  }
  const decoder = new TextDecoder();
  let partial = '';
  let line = 0;
  let bytes = 0;
  const reader = file.body?.getReader();
  if (!reader) return { stopped: null, lastLine: 0 };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? partial + decoder.decode() : partial + decoder.decode(value, { stream: true });
      const parts = text.split('\n');
      partial = done ? '' : parts.pop()!;
      for (const part of done && parts.at(-1) === '' ? parts.slice(0, -1) : parts) {
        if (!visit(part.endsWith('\r') ? part.slice(0, -1) : part, ++line))
          return { stopped: 'visitor', lastLine: line };
      }
      if (done) return { stopped: null, lastLine: line };
      bytes += value.length;
      if (bytes >= maxBytes) return { stopped: 'limit', lastLine: line };
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** The lines matching `pattern`, each with `context` lines before and after, from line `fromLine` on. */
export async function grepLog(
  tc: Transport,
  buildId: number,
  signal: AbortSignal,
  {
    pattern,
    context,
    maxMatches,
    fromLine = 1,
    maxBytes = SCAN_BYTES,
  }: { pattern: RegExp; context: number; maxMatches: number; fromLine?: number; maxBytes?: number },
): Promise<LogRead> {
  const lines: LogLine[] = [];
  const before: LogLine[] = [];
  let after = 0;
  let matches = 0;
  let lastShown = 0;
  let resumeAt = 0;
  const { stopped, lastLine } = await eachLine(
    tc,
    buildId,
    signal,
    (text, line) => {
      if (line < fromLine) return true;
      const hit = pattern.test(text.slice(0, MATCH_CHARS));
      if (hit && matches === maxMatches) {
        resumeAt = line;
        return false;
      }
      if (hit) {
        matches++;
        lines.push(...before.filter((b) => b.line! > lastShown), { line, text: clip(text), match: true });
        before.length = 0;
        lastShown = line;
        after = context;
      } else if (after > 0) {
        after--;
        lines.push({ line, text: clip(text) });
        lastShown = line;
      } else {
        before.push({ line, text: clip(text) });
        if (before.length > context) before.shift();
      }
      return true;
    },
    maxBytes,
  );
  const read: LogRead = { lines, complete: stopped === null, matches };
  if (stopped === 'visitor')
    read.note = `stopped at ${maxMatches} matches; more from line ${resumeAt}: call again with fromLine=${resumeAt}`;
  if (stopped === 'limit')
    read.note = `read ${maxBytes} bytes (to line ${lastLine}); call again with fromLine=${lastLine + 1}`;
  return read;
}

/** Lines `fromLine` to `toLine` (at most MAX_LINES). */
export async function logRange(
  tc: Transport,
  buildId: number,
  signal: AbortSignal,
  fromLine: number,
  toLine: number,
): Promise<LogRead> {
  const last = Math.min(toLine, fromLine + MAX_LINES - 1);
  const lines: LogLine[] = [];
  const { stopped, lastLine } = await eachLine(tc, buildId, signal, (text, line) => {
    if (line >= fromLine) lines.push({ line, text: clip(text) });
    return line < last;
  });
  const read: LogRead = { lines, complete: stopped !== 'limit' && last === toLine };
  if (last < toLine) read.note = `at most ${MAX_LINES} lines a call: call again with fromLine=${last + 1}`;
  if (stopped === 'limit') read.note = `the log is too long to reach line ${fromLine} (read to line ${lastLine})`;
  if (stopped === null && lastLine < fromLine) read.note = `the log has ${lastLine} lines`;
  return read;
}

/** The log's size in bytes (a one-byte Range request), or null when the server does not answer ranges. */
async function logSize(tc: Transport, buildId: number, signal: AbortSignal): Promise<number | null> {
  try {
    const file = await buildLog(tc, buildId, { signal, range: { start: 0, end: 0 } });
    await file.body?.cancel().catch(() => {});
    const total = /\/(\d+)$/.exec(file.headers.get('content-range') ?? '')?.[1];
    return file.status === 206 && total ? Number(total) : null;
  } catch (e) {
    // An empty log has no byte 0.
    if (e instanceof TeamCityApiError && e.status === 416) return 0;
    throw e;
  }
}

/** The last `count` lines, read from the end: a growing window of bytes until it holds them (or the whole log). */
export async function tailLog(tc: Transport, buildId: number, signal: AbortSignal, count: number): Promise<LogRead> {
  const size = await logSize(tc, buildId, signal);
  if (size === null) {
    // No ranges: stream it all once, keeping only the last lines.
    const ring: LogLine[] = [];
    const { stopped } = await eachLine(tc, buildId, signal, (text, line) => {
      ring.push({ line, text: clip(text) });
      if (ring.length > count) ring.shift();
      return true;
    });
    return { lines: ring, complete: stopped === null };
  }
  if (size === 0) return { lines: [], complete: true };
  for (let window = Math.max(64 * 1024, count * 256); ; window *= 4) {
    const start = Math.max(0, size - window);
    const file = await buildLog(tc, buildId, { signal, range: { start, end: size - 1 } });
    const text = new TextDecoder().decode(await file.arrayBuffer());
    const all = text.split('\n');
    if (all.at(-1) === '') all.pop();
    // The window's first line is cut unless the window starts the log.
    const whole = start === 0 ? all : all.slice(1);
    if (whole.length >= count || start === 0 || window >= SCAN_BYTES)
      return {
        lines: whole.slice(-count).map((t) => ({ text: clip(t.endsWith('\r') ? t.slice(0, -1) : t) })),
        complete: whole.length >= count || start === 0,
      };
  }
}
