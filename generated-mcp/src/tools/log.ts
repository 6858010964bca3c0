// Hand-written: edit it here; the generator never writes this file.
import * as z from 'zod';
import { buildInput, resolveBuildInput } from '../build-input.js';
import { grepLog, logRange, MAX_LINES, tailLog, type LogLine } from '../log.js';
import { defineTool, READ, patternOf, ToolError, truncated } from '../tool.js';

export const logLineView = z.object({
  line: z.number().int().optional(),
  text: z.string(),
  match: z.boolean().optional(),
});

/** Log lines as text: `  12| text`, `> 13| text` for a match, `...` where lines were skipped. */
export function logText(lines: LogLine[]): string {
  return lines
    .map((l, i) => {
      const gap =
        i > 0 && l.line !== undefined && lines[i - 1]!.line !== undefined && l.line > lines[i - 1]!.line! + 1
          ? '...\n'
          : '';
      return `${gap}${l.match ? '>' : ' '}${l.line === undefined ? '' : String(l.line).padStart(6)}| ${l.text}`;
    })
    .join('\n');
}

export const buildLogTool = defineTool({
  name: 'teamcity_build_log',
  description:
    "Read part of a build's log, never all of it: lines matching a regex (with context lines), a line range, or the tail " +
    '(default: the last 50 lines).',
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    ...buildInput,
    pattern: z.string().min(1).max(500).optional().describe('RE2 regex, case-insensitive'),
    context: z.number().int().min(0).max(20).default(3).describe('lines around each match'),
    maxMatches: z.number().int().min(1).max(100).default(20),
    fromLine: z.number().int().min(1).optional(),
    toLine: z.number().int().min(1).optional(),
    tail: z.number().int().min(1).max(MAX_LINES).optional(),
  }),
  output: z.object({
    lines: z.array(logLineView),
    complete: z.boolean(),
    matches: z.number().int().optional(),
    note: z.string().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    if (args.tail !== undefined && (args.pattern || args.fromLine || args.toLine))
      throw new ToolError('tail reads the end of the log: give it alone, or pattern / fromLine and toLine without it');
    const pattern = patternOf(args.pattern);
    const id = await resolveBuildInput(ctx, args);
    const read = pattern
      ? await grepLog(ctx, id, {
          pattern,
          context: args.context,
          maxMatches: args.maxMatches,
          ...(args.fromLine && { fromLine: args.fromLine }),
        })
      : args.fromLine || args.toLine
        ? await logRange(ctx, id, args.fromLine ?? 1, args.toLine ?? (args.fromLine ?? 1) + 99)
        : await tailLog(ctx, id, args.tail ?? 50);
    return {
      data: read,
      more: 'Ask for fewer lines: a narrower pattern, fewer maxMatches or context, or a shorter range.',
    };
  },
  render: (d) =>
    [
      d.lines.length ? logText(d.lines) : d.matches === 0 ? 'no line matches' : 'no lines',
      ...(d.note ? [d.note] : []),
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});
