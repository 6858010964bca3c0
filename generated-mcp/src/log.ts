// Hand-written: edit it here; the generator never writes this file.
// The log reads of teamcity-sdk/tasks (grep, a range of lines, the tail), with the limits an answer to a model keeps
// and a note that says how to read on.
import { cutBefore, type Redactor } from 'teamcity-sdk';
import {
  buildLogLines,
  grepBuildLog,
  tailBuildLog,
  type LogLine,
  type LogLines,
  type Pattern,
} from 'teamcity-sdk/tasks';
import type { ToolContext } from './tool.js';

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

/** The line length to ask the tasks for: one secret's length past LINE_CHARS, so that a secret the cut splits is seen whole. */
const readLength = (redact: Redactor) => LINE_CHARS + redact.longest;

/**
 * A line the tasks cut at `readLength` (or not at all), cut at LINE_CHARS: before a secret the cut would split, so
 * that no part of it is left for redaction to miss.
 */
function clipLine(line: LogLine, redact: Redactor): LogLine {
  const read = readLength(redact);
  // The tasks end a cut line with ` …(N chars)`, N its whole length.
  const [text, length] =
    line.text.length > read
      ? [line.text.slice(0, read), Number(/ …\((\d+) chars\)$/.exec(line.text)![1])]
      : [line.text, line.text.length];
  if (length <= LINE_CHARS) return line;
  return { ...line, text: `${text.slice(0, cutBefore(redact, text, LINE_CHARS))} …(${length} chars)` };
}

const readOf = ({ lines, complete, matches }: LogLines, redact: Redactor, note?: string): LogRead => ({
  lines: lines.map((l) => clipLine(l, redact)),
  complete,
  ...(matches !== undefined && { matches }),
  ...(note && { note }),
});

/**
 * The lines matching `pattern` (an agent's is an RE2 string: see patternOf), each with `context` lines before and
 * after, from line `fromLine` on.
 */
export async function grepLog(
  { tc, signal, redact }: ToolContext,
  buildId: number,
  options: { pattern: Pattern; context: number; maxMatches: number; fromLine?: number; maxBytes?: number },
): Promise<LogRead> {
  const { pattern, maxBytes = SCAN_BYTES, ...rest } = options;
  const read = await grepBuildLog(tc, buildId, pattern, {
    ...rest,
    maxBytes,
    signal,
    maxLineLength: readLength(redact),
  });
  const next = read.stopped?.nextLine;
  if (read.stopped?.by === 'maxMatches')
    return readOf(
      read,
      redact,
      `stopped at ${options.maxMatches} matches; more from line ${next}: call again with fromLine=${next}`,
    );
  if (read.stopped?.by === 'maxBytes')
    return readOf(read, redact, `read ${maxBytes} bytes (to line ${next! - 1}); call again with fromLine=${next}`);
  return readOf(read, redact);
}

/** Lines `fromLine` to `toLine` (at most MAX_LINES). */
export async function logRange(
  { tc, signal, redact }: ToolContext,
  buildId: number,
  fromLine: number,
  toLine: number,
): Promise<LogRead> {
  const read = await buildLogLines(tc, buildId, {
    fromLine,
    toLine,
    maxLines: MAX_LINES,
    maxBytes: SCAN_BYTES,
    signal,
    maxLineLength: readLength(redact),
  });
  if (read.totalLines !== undefined && read.totalLines < fromLine)
    return readOf(read, redact, `the log has ${read.totalLines} lines`);
  if (read.stopped?.by === 'maxBytes')
    return readOf(
      read,
      redact,
      `the log is too long to reach line ${fromLine} (read to line ${read.stopped.nextLine - 1})`,
    );
  if (read.stopped?.by === 'maxLines')
    return readOf(read, redact, `at most ${MAX_LINES} lines a call: call again with fromLine=${read.stopped.nextLine}`);
  return readOf(read, redact);
}

/** The last `count` lines, read from the end. */
export async function tailLog({ tc, signal, redact }: ToolContext, buildId: number, count: number): Promise<LogRead> {
  const read = await tailBuildLog(tc, buildId, count, {
    signal,
    maxLineLength: readLength(redact),
    maxBytes: SCAN_BYTES,
  });
  return readOf(read, redact);
}
