// Hand-written: edit it here; the generator never writes this file.
import type { CallToolResult, McpServer, StandardSchemaWithJSON, ToolAnnotations } from '@modelcontextprotocol/server';
import { cleanDeep, TeamCityError, type FileResponse, type Redactor, type Transport } from 'teamcity-sdk';
import { patternTest } from 'teamcity-sdk/tasks';
import * as z from 'zod';
import { fit, type Page } from './fit.js';
import { allows, MODE_HELP, type Mode } from './modes.js';

/** What a tool is given besides its arguments. */
export interface ToolContext {
  /** The TeamCity client of this caller. */
  tc: Transport;
  /** The server's TeamCity URL, for links. */
  baseUrl: string;
  mode: Mode;
  /** Fires when the client cancels the call or goes away. */
  signal: AbortSignal;
  /** The size budget of one answer, in characters. */
  budget: number;
  /** What blanks the credential out of the answer: a tool that cuts text asks it where a cut would split a secret. */
  redact: Redactor;
}

/** A tool's answer before it is fitted to the budget. */
export interface Answer<T> {
  data: T;
  /** How to get what a cut leaves out (a next page, a narrower filter). */
  more?: string;
  /** The answer's paged list, if it has one. */
  page?: Page;
}

export interface ToolDef<I extends z.ZodType, O extends z.ZodType> {
  name: string;
  description: string;
  /** The least mode that lists and runs the tool. */
  mode: Mode;
  annotations: ToolAnnotations;
  input: I;
  output: O;
  run(args: z.output<I>, ctx: ToolContext): Promise<Answer<z.output<O>>>;
  /** The compact text form of an answer. */
  render(data: z.output<O>): string;
}

/** A tool definition, typed by its schemas. */
export const defineTool = <I extends z.ZodType, O extends z.ZodType>(def: ToolDef<I, O>) => def;

/** The annotations of a tool that only reads TeamCity. */
export const READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true } as const;

/** Fields every answer may have: what a cut left out. */
export const truncated = { truncated: z.string().optional() };

/** A refusal or a failure the agent can act on: the tool answers `isError` with its message. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** The error text of a failure: a TeamCity error's own (typed, redacted) message, else a plain one. */
function messageOf(e: unknown): string {
  if (e instanceof ToolError) return e.message;
  if (e instanceof TeamCityError) return `${e.name}: ${e.message}`;
  if (e instanceof z.ZodError) return `invalid input: ${z.prettifyError(e)}`;
  return `internal error: ${e instanceof Error ? e.message : String(e)}`;
}

/** Refuses what the server's mode does not allow, naming the mode that does. */
export function requireMode(ctx: { mode: Mode }, needed: Mode, what: string): void {
  if (allows(ctx.mode, needed)) return;
  throw new ToolError(
    `${what} needs mode ${needed} (${MODE_HELP[needed]}); this server runs in mode ${ctx.mode}. ` +
      `The mode is chosen by whoever starts the server (--mode ${needed} or TEAMCITY_MCP_MODE=${needed}), not by a tool call.`,
  );
}

/** Numbers the SDK's JSON Schema printer adds for every integer: the safe-integer range, which says nothing. */
const SAFE = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** A JSON Schema without what costs context and says nothing: `$schema`, safe-integer bounds, `additionalProperties: false`. */
export function tidySchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidySchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema' || (k === 'additionalProperties' && v === false)) continue;
    if ((k === 'maximum' || k === 'minimum') && SAFE.has(v as number)) continue;
    out[k] =
      k === 'properties' || k === '$defs'
        ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, tidySchema(s)]))
        : tidySchema(v);
  }
  return out;
}

/**
 * A zod schema as the SDK takes it, listed as a tidy JSON Schema (see tidySchema) and validated by zod: strictly,
 * so an argument the tool does not know is refused rather than dropped.
 */
export function listed<S extends z.ZodType>(schema: S): StandardSchemaWithJSON<z.input<S>, z.output<S>> {
  const std = schema['~standard'];
  const json = (io: 'input' | 'output') => () =>
    tidySchema(z.toJSONSchema(schema, { io, target: 'draft-2020-12' })) as Record<string, unknown>;
  return {
    '~standard': {
      ...std,
      validate: (v) => std.validate(v),
      jsonSchema: { input: json('input'), output: json('output') },
    },
  } as StandardSchemaWithJSON<z.input<S>, z.output<S>>;
}

/** Registers the tool on the server: validated input, an answer fitted to the budget, secrets blanked out. */
export function register<I extends z.ZodType, O extends z.ZodType>(
  server: McpServer,
  def: ToolDef<I, O>,
  context: (signal: AbortSignal) => ToolContext,
  clean: (text: string) => string,
): void {
  server.registerTool(
    def.name,
    {
      description: def.description,
      inputSchema: listed(def.input),
      outputSchema: listed(def.output),
      annotations: def.annotations,
    },
    (async (args: z.output<I>, extra: { mcpReq: { signal: AbortSignal } }): Promise<CallToolResult> => {
      const ctx = context(extra.mcpReq.signal);
      try {
        requireMode(ctx, def.mode, def.name);
        const answer = await def.run(args, ctx);
        // Only the keys the output schema has: TeamCity may send more than the fields asked for.
        const parsed = def.output.safeParse(answer.data);
        if (!parsed.success)
          throw new ToolError(`TeamCity's answer is not what ${def.name} shows: ${z.prettifyError(parsed.error)}`);
        const data = cleanDeep(parsed.data, clean);
        const { data: fitted, text } = fit(
          data as object,
          (d) => clean(def.render(d as z.output<O>)),
          ctx.budget,
          answer.more ?? '',
          answer.page,
        );
        return { content: [{ type: 'text', text }], structuredContent: fitted as Record<string, unknown> };
      } catch (e) {
        return { isError: true, content: [{ type: 'text', text: clean(messageOf(e)) }] };
      }
    }) as never,
  );
}

/**
 * A tool's `pattern` input as the case-insensitive RE2 pattern the tasks match in linear time (undefined when not
 * given): an agent's pattern is untrusted, and JavaScript's RegExp can take exponential time. Checked here, before
 * any request: one RE2 cannot compile (a backreference, lookaround) is a TeamCityPatternError.
 */
export function patternOf(pattern: string | undefined): string | undefined {
  if (pattern === undefined) return undefined;
  // The agent's own text is checked, so that an error quotes it alone; with (?i) before it, it compiles too.
  patternTest(pattern, 'pattern');
  return `(?i)${pattern}`;
}

/**
 * The first `max` bytes of a file answer (fewer where it ends sooner), read as a stream: the body is cancelled at
 * `max`, so a server that sends more than it said, or never stops, costs no more than what was asked for.
 */
export async function readPrefix(file: FileResponse, max: number): Promise<Uint8Array> {
  const reader = file.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (reader && size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader?.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, max);
}
