// Hand-written: edit it here; the generator never writes this file.
import { Ajv } from '@modelcontextprotocol/server/validators/ajv';
import { operations, request, SINCE, sinceWords, type FileResponse, type OperationEntry } from 'teamcity-sdk';
import { explainMissingRoute } from 'teamcity-sdk/tasks';
import * as z from 'zod';
import { exampleOf, inputSchemaOf, resultOf } from '../api-schema.js';
import { allows, MODES } from '../modes.js';
import { modeOf, servedBy } from '../route.js';
import { defineTool, readPrefix, requireMode, ToolError, truncated } from '../tool.js';

const byId = new Map<string, OperationEntry>(operations.map((e) => [e.id, e]));

/** An operation by its id (`builds.serve_build`), or its area and function name (`builds.serveBuild`). */
function entryOf(id: string): OperationEntry {
  const found =
    byId.get(id) ??
    operations.find((e) => `${e.area}.${e.fn}` === id || e.aliases.some((a) => `${e.area}.${a}` === id));
  if (found) return found;
  throw new ToolError(`no operation ${JSON.stringify(id)}: find one with teamcity_api_search`);
}

/** Lower-case words of a text: camelCase, snake_case and paths split, plurals made singular. */
const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

/** Every text of an entry (names, aliases, path, summary, and any other words the table carries), by weight. */
function textsOf(e: OperationEntry): [number, string][] {
  const texts: [number, string][] = [
    [3, `${e.id} ${e.fn} ${e.aliases.join(' ')}`],
    [2, e.path],
  ];
  // The table's other texts: the summary, the description and the name the docs use.
  for (const [key, value] of Object.entries(e)) {
    if (
      [
        'id',
        'area',
        'name',
        'fn',
        'aliases',
        'path',
        'op',
        'pathParams',
        'query',
        'body',
        'returns',
        'method',
        'from',
      ].includes(key)
    )
      continue;
    if (typeof value === 'string') texts.push([1, value]);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) texts.push([2, value.join(' ')]);
  }
  return texts;
}

const index = new Map<string, [number, Set<string>][]>();
const indexOf = (e: OperationEntry) => {
  let found = index.get(e.id);
  if (!found) index.set(e.id, (found = textsOf(e).map(([w, t]) => [w, new Set(wordsOf(t))])));
  return found;
};

/**
 * How well an operation matches the words: ranked first by how many of them it has (any one is enough, so a word the
 * API does not use costs a hit nothing), then by each word's best weight where it is found whole, or as a stem.
 */
function score(e: OperationEntry, words: string[], method?: string): number {
  if (method && e.method !== method) return 0;
  let found = 0;
  let total = 0;
  for (const w of words) {
    let best = 0;
    for (const [weight, set] of indexOf(e)) {
      if (set.has(w)) best = Math.max(best, weight);
      // A stem (`build` of `building`) counts, under a whole word; two letters (`id` of `identity`) are no stem.
      else if ([...set].some((s) => s.length > 3 && w.length > 3 && (s.startsWith(w) || w.startsWith(s))))
        best = Math.max(best, weight / 4);
    }
    if (best) found++;
    total += best;
  }
  if (!found) return 0;
  // Shorter paths first among equals: the general operation before its sub-resources.
  return found * 100 + total - e.path.length / 1000;
}

/** What to try when no operation matches. */
const MISS =
  'try other words: a resource (build, agent, project, vcs root, user, test), an action (list, get, add, delete, ' +
  'cancel), a path segment (buildQueue, artifacts), or leave out method; the task tools (teamcity_find_builds, ' +
  'teamcity_explain_failure, teamcity_build_log) answer the usual questions';

const hitView = z.object({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  mode: z.enum(MODES),
});

export const apiSearch = defineTool({
  name: 'teamcity_api_search',
  description:
    `Search the whole TeamCity REST API (${operations.length} operations) by words: id, method, path, summary, and the mode each needs. ` +
    'For what the other tools do not cover; then teamcity_api_describe and teamcity_api_call.',
  mode: 'readonly',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  input: z.strictObject({
    query: z.string().min(1).max(200).describe('words: "agent pool projects"'),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    count: z.number().int().min(1).max(50).default(10),
  }),
  output: z.object({
    operations: z.array(hitView),
    otherModes: z.number().int(),
    note: z.string().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const words = wordsOf(args.query);
    if (!words.length) throw new ToolError('query has no words to search for');
    const ranked = operations
      .map((e) => [e, score(e, words, args.method)] as const)
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([e]) => e);
    const allowed = ranked.filter((e) => allows(ctx.mode, modeOf(e.id)));
    const hidden = ranked.filter((e) => !allows(ctx.mode, modeOf(e.id)));
    const hits = allowed
      .slice(0, args.count)
      .map((e) => ({ id: e.id, method: e.method, path: e.path, summary: e.summary, mode: modeOf(e.id) }));
    const needed = [...new Set(hidden.map((e) => modeOf(e.id)))];
    return {
      data: {
        operations: hits,
        otherModes: hidden.length,
        ...((hidden.length || !hits.length) && {
          note: [
            ...(hits.length ? [] : [`no operation this server allows matches ${JSON.stringify(args.query)}: ${MISS}`]),
            ...(hidden.length
              ? [
                  `${hidden.length} more matching operations need mode ${needed.join(' or ')} (this server runs in ${ctx.mode}; the mode is set when the server starts)`,
                ]
              : []),
          ].join('; '),
        }),
      },
    };
  },
  render: (d) =>
    [
      ...(d.operations.length
        ? d.operations.map(
            (o) => `${o.id}: ${o.method} ${o.path} - ${o.summary}${o.mode === 'readonly' ? '' : ` [${o.mode}]`}`,
          )
        : d.note
          ? []
          : ['no operation matches']),
      ...(d.note ? [d.note] : []),
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});

export const apiDescribe = defineTool({
  name: 'teamcity_api_describe',
  description:
    "An operation's inputs as JSON Schema (locators as text or objects), its result, the mode it needs, and an example call.",
  mode: 'readonly',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  input: z.strictObject({ operation: z.string().min(1).describe('id from teamcity_api_search') }),
  output: z.object({
    id: z.string(),
    method: z.string(),
    path: z.string(),
    summary: z.string(),
    mode: z.enum(MODES),
    since: z.enum(SINCE),
    inputs: z.record(z.string(), z.unknown()),
    result: z.object({
      kind: z.string(),
      model: z.string().optional(),
      properties: z.record(z.string(), z.string()).optional(),
    }),
    example: z.record(z.string(), z.unknown()),
    ...truncated,
  }),
  async run(args) {
    const e = entryOf(args.operation);
    return {
      data: {
        id: e.id,
        method: e.method,
        path: e.path,
        summary: e.summary,
        mode: modeOf(e.id),
        since: e.since,
        inputs: inputSchemaOf(e),
        result: resultOf(e),
        example: { operation: e.id, inputs: exampleOf(e) },
      },
      more: 'Ask TeamCity for fewer fields when you call it.',
    };
  },
  render: (d) =>
    [
      `${d.id}: ${d.method} ${d.path} (mode ${d.mode})`,
      d.summary,
      `${sinceWords(d.since)}; an older server answers 404`,
      `inputs: ${JSON.stringify(d.inputs)}`,
      `result: ${d.result.kind}${d.result.model ? ` ${d.result.model} ${JSON.stringify(d.result.properties)}` : ''}`,
      `example: ${JSON.stringify(d.example)}`,
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});

// The SDK's own Ajv: numbers and booleans sent as strings are taken (agents send them so), every mistake is told.
const ajv = new Ajv({ coerceTypes: true, allErrors: true, strict: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** The inputs checked against the operation's schema (the one teamcity_api_describe shows), before anything is sent. */
function validate(e: OperationEntry, inputs: Record<string, unknown>): Record<string, unknown> {
  let check = validators.get(e.id);
  if (!check) validators.set(e.id, (check = ajv.compile(inputSchemaOf(e))));
  const data = structuredClone(inputs);
  if (check(data)) return data;
  const problems = (check.errors ?? []).map((err) => {
    const extra = (err.params as { additionalProperty?: string }).additionalProperty;
    return `${err.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'inputs'} ${err.message}${extra ? `: ${extra}` : ''}`;
  });
  throw new ToolError(
    `inputs of ${e.id} are not valid: ${[...new Set(problems)].join('; ')}; see teamcity_api_describe`,
  );
}

/** The most characters of a text or file answer read. */
const MAX_TEXT = 200_000;

export const apiCall = defineTool({
  name: 'teamcity_api_call',
  description:
    'Call any operation by id with its inputs (as teamcity_api_describe gives them), validated before it is sent. ' +
    'Operations the server mode does not allow are refused. Pass fields to get less.',
  mode: 'readonly',
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  input: z.strictObject({ operation: z.string().min(1), inputs: z.record(z.string(), z.unknown()).default({}) }),
  output: z.object({ operation: z.string(), kind: z.string(), result: z.unknown(), ...truncated }),
  async run(args, ctx) {
    const e = entryOf(args.operation);
    requireMode(ctx, modeOf(e.id), `${e.id} (${e.method} ${e.path})`);
    const inputs = validate(e, args.inputs);
    const { needs, others } = servedBy(e, inputs);
    if (needs !== e)
      requireMode(
        ctx,
        modeOf(needs.id),
        `${needs.id} (${needs.method} ${needs.path}), the route TeamCity ${others.length > 1 ? 'may serve' : 'serves'} for ${e.id} with these inputs,`,
      );
    const answer = await request(ctx.tc, e.op, inputs, { signal: ctx.signal }).catch(async (error: unknown) => {
      throw await explainMissingRoute(ctx.tc, e, error, { signal: ctx.signal });
    });
    const kind = e.returns.kind;
    let result: unknown = answer;
    if (kind === 'binary') result = await fileText(answer as FileResponse);
    else if (kind === 'void') result = null;
    else if (kind === 'string' && typeof answer === 'string' && answer.length > MAX_TEXT)
      result = answer.slice(0, MAX_TEXT);
    return {
      data: { operation: e.id, kind, result },
      more: 'Ask for less: a fields selection, a count in the locator, or a narrower locator.',
    };
  },
  render: (d) =>
    [
      typeof d.result === 'string' ? d.result : JSON.stringify(d.result ?? 'done'),
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});

/** A file answer as text (its first MAX_TEXT characters), or its size and type when it is not text. */
async function fileText(file: FileResponse): Promise<unknown> {
  const bytes = await readPrefix(file, MAX_TEXT);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\0') || text.includes('\uFFFD'))
    return { binary: true, contentType: file.contentType, bytesRead: bytes.length };
  return text;
}
