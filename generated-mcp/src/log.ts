// Hand-written: edit it here; the generator never writes this file.
// The log reads of teamcity-sdk/tasks (grep, a range of lines, the tail), with the limits an answer to a model keeps
// and a note that says how to read on.
import type { Transport } from 'teamcity-sdk';
import { buildLogLines, grepBuildLog, tailBuildLog, type LogLine, type LogLines } from 'teamcity-sdk/tasks';

export type { LogLine };

/** A line is shown up to this many characters. */
const LINE_CHARS = 500;
/** The most lines one answer holds. */
export const MAX_LINES = 200;
/** How much of a log one call reads at most before it stops and says where to go on. */
const SCAN_BYTES = 256 * 1024 * 1024;

export interface LogRead {
  lines: LogLine[];
  /** Every line asked for was read (false: a limit stopped the read; `note` says how to go on). */
  complete: boolean;
  /** Lines that matched (with a pattern). */
  matches?: number;
  note?: string;
}

const readOf = ({ lines, complete, matches }: LogLines, note?: string): LogRead => ({
  lines,
  complete,
  ...(matches !== undefined && { matches }),
  ...(note && { note }),
});

/** The lines matching `pattern`, each with `context` lines before and after, from line `fromLine` on. */
export async function grepLog(
  tc: Transport,
  buildId: number,
  signal: AbortSignal,
  options: { pattern: RegExp; context: number; maxMatches: number; fromLine?: number; maxBytes?: number },
): Promise<LogRead> {
  const { pattern, maxBytes = SCAN_BYTES, ...rest } = options;
  const read = await grepBuildLog(tc, buildId, pattern, { ...rest, maxBytes, signal, maxLineLength: LINE_CHARS });
  const next = read.stopped?.nextLine;
  if (read.stopped?.by === 'maxMatches')
    return readOf(
      read,
      `stopped at ${options.maxMatches} matches; more from line ${next}: call again with fromLine=${next}`,
    );
  if (read.stopped?.by === 'maxBytes')
    return readOf(read, `read ${maxBytes} bytes (to line ${next! - 1}); call again with fromLine=${next}`);
  return readOf(read);
}

/** Lines `fromLine` to `toLine` (at most MAX_LINES). */
export async function logRange(
  tc: Transport,
  buildId: number,
  signal: AbortSignal,
  fromLine: number,
  toLine: number,
): Promise<LogRead> {
  const read = await buildLogLines(tc, buildId, {
    fromLine,
    toLine,
    maxLines: MAX_LINES,
    maxBytes: SCAN_BYTES,
    signal,
    maxLineLength: LINE_CHARS,
  });
  if (read.totalLines !== undefined && read.totalLines < fromLine)
    return readOf(read, `the log has ${read.totalLines} lines`);
  if (read.stopped?.by === 'maxBytes')
    return readOf(read, `the log is too long to reach line ${fromLine} (read to line ${read.stopped.nextLine - 1})`);
  if (read.stopped?.by === 'maxLines')
    return readOf(read, `at most ${MAX_LINES} lines a call: call again with fromLine=${read.stopped.nextLine}`);
  return readOf(read);
}

/** The last `count` lines, read from the end. */
export async function tailLog(tc: Transport, buildId: number, signal: AbortSignal, count: number): Promise<LogRead> {
  return readOf(await tailBuildLog(tc, buildId, count, { signal, maxLineLength: LINE_CHARS, maxBytes: SCAN_BYTES }));
}
