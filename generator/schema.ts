// The spec's shape, declared once (spec/README.md, "Schema", is generated from it): every check one file can make
// on its own. What needs other files (cross-references, routes, the stamped file-tree set) is in validate.ts, over the
// typed output (Spec, below), which expand.ts then turns into the IR.
import { z } from 'zod';
import {
  ACCEPT_OF,
  BODY_MEDIA_TYPES,
  METHODS,
  QUERY_TYPES,
  RESULT_KINDS,
  SINCE,
  SOURCES,
} from '../generated/src/runtime/vocabulary.js';
import { MODES as MCP_MODES, type Mode as McpMode } from '../generated-mcp/src/modes.js';
import type { SpecFile } from './load.js';
import { camelCase, didYouMean, lowerFirst, nameProblem, placeholders } from './names.js';

const SNAKE = /^[a-z][a-z0-9_]*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/**
 * A map with exactly these keys. An unknown key is reported with the keys allowed; the checks of a refine on it
 * still run (see `reading`).
 */
function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys
            .map((k) => {
              const hint = didYouMean(k, Object.keys(shape));
              return `unknown key "${k}"${hint || ` (allowed: ${Object.keys(shape).join(', ')})`}`;
            })
            .join('; ')
        : 'must be a map',
  });
}

/**
 * Runs a refine when the fields it reads (dotted paths, `*` for any key) parsed: zod skips the refines of a map
 * with any issue, which would hide a second mistake behind the first. Unknown keys and other refines' findings
 * leave the fields as parsed.
 */
function reading(...paths: string[]) {
  const overlaps = (at: PropertyKey[], path: string[]) =>
    at.every((key, i) => i >= path.length || path[i] === '*' || path[i] === String(key));
  return {
    when: ({ issues }: { issues: z.core.$ZodRawIssue[] }) =>
      issues.every(
        (i) =>
          i.code === 'custom' ||
          i.code === 'unrecognized_keys' ||
          !paths.some((p) => overlaps(i.path ?? [], p.split('.'))),
      ),
  };
}

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
const flag = z.boolean({ error: 'must be true or false' });
const text = z.string({ error: 'must be a string' });
const nonEmpty = text.min(1, { error: 'must not be empty' });
/** The first TeamCity version that has it (spec/README.md, "Since"). YAML reads an unquoted 2018.1 as a number. */
const since = z.enum(SINCE, { error: `must be one of ${SINCE.join(', ')}, a version in quotes ("2018.1")` });

// Each key's `.describe()` words are its one description: the JSON Schemas in spec/schema/ (what an editor shows while
// you type) and spec/README.md's table (schema-table.ts) both read them.
const note = text.optional().describe('Why the spec says what it says (provenance): never shown to users');
const required = flag.describe('Whether a call must give it');

/** The source of what a maintainer added by hand: nothing else vouches for it, so its note says where it was seen. */
export const HAND = 'hand';
const HAND_NOTE = `from: ${HAND} needs a note that says where TeamCity was seen to do this (a TeamCity class, a recording, a release note)`;
/** Refuses `from: hand` without a note. */
function handNote(ctx: z.core.$RefinementCtx, item: { from?: string; note?: string }) {
  if (item.from === HAND && !item.note?.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: HAND_NOTE });
}

/** Refuses a name the generator cannot emit (names.ts, nameProblem), saying which name it is. */
function checkName(
  ctx: z.core.$RefinementCtx,
  path: PropertyKey[],
  what: string,
  name: string,
  options?: Parameters<typeof nameProblem>[1],
) {
  const problem = nameProblem(name, options);
  if (problem) ctx.addIssue({ code: 'custom', path, message: `${what} ${JSON.stringify(name)} ${problem}` });
}

export const querySchema = strict({
  name: text
    .regex(SNAKE, { error: 'must be snake_case' })
    .describe('The seed name of the input (the argument is its camelCase)'),
  wire: nonEmpty.describe('The query parameter as TeamCity reads it'),
  type: oneOf(QUERY_TYPES).describe('The value: `string[]` is sent as a repeated parameter'),
  required,
  default: z
    .union([z.string(), z.number()], { error: 'must be a string or number' })
    .optional()
    .describe("The server's default, for the docs: never sent"),
  from: oneOf(SOURCES).optional().describe("`reference`: added from TeamCity's definitions to a seed operation"),
  note,
}).superRefine(
  (q, ctx) => {
    checkName(ctx, ['name'], `query input ${q.name}: its argument`, camelCase(q.name), { key: true });
    checkName(ctx, ['wire'], `query input ${q.name}: wire name`, q.wire, { key: true });
    handNote(ctx, q);
  },
  reading('name', 'wire', 'from', 'note'),
);

export const bodySchema = strict({
  type: text.describe('The model sent, or `string` for a text body'),
  mediaType: oneOf(BODY_MEDIA_TYPES).describe(
    'The Content-Type: `text/plain` for a string body, else `application/json`',
  ),
  required,
  send: z
    .literal(false, { error: 'can only be false' })
    .optional()
    .describe("`false`: the seeds list this body but the client does not send it (the operation's note says why)"),
}).refine((b) => (b.type === 'string') === (b.mediaType === 'text/plain'), {
  ...reading('type', 'mediaType'),
  message: 'a string body is sent as text/plain, a model body as application/json',
});

/** Result kinds whose type is fixed; a json result names a model. */
const FIXED_TYPE: { [K in (typeof RESULT_KINDS)[number]]?: string } = {
  string: 'string',
  void: 'void',
  binary: 'binary',
  object: 'object',
};

export const returnsSchema = strict({
  type: text.describe('The model of a `json` result; else the kind itself (`string`, `void`, `binary`, `object`)'),
  kind: oneOf(RESULT_KINDS).describe(
    '`json` (a model), `string` (text), `void` (nothing), `binary` (a stream), `object` (untyped JSON)',
  ),
  mediaType: text.describe('The Accept header sent'),
  seed: text.optional().describe('What the seeds wrote, where the spec decided otherwise'),
}).superRefine(
  (r, ctx) => {
    const fixed = FIXED_TYPE[r.kind];
    if (fixed ? r.type !== fixed : !PASCAL.test(r.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: fixed
          ? `returns.type must be ${fixed} for kind ${r.kind}`
          : 'returns.type must be a PascalCase model name',
      });
    }
    const accept = ACCEPT_OF[r.kind];
    if (!accept.includes(r.mediaType))
      ctx.addIssue({
        code: 'custom',
        path: ['mediaType'],
        message: `returns.mediaType for kind ${r.kind} must be one of ${accept.join(', ')}`,
      });
  },
  reading('type', 'kind', 'mediaType'),
);

/** One line of words: an input's description. */
const line = text.regex(/^[^\n]+$/, { error: 'must be one line' });

/** What spec:import writes as an imported operation's summary: the schema refuses it until someone writes words. */
export const SUMMARY_PLACEHOLDER = 'TODO: say what this operation does';
/** The longest summary: one line of help text. */
export const SUMMARY_MAX = 99;
/** The longest description of one input: it is a row of the docs' tables. */
export const INPUT_WORDS_MAX = 110;
/** Input name -> what it is, in one line. */
const inputWords = z
  .record(text, line.max(INPUT_WORDS_MAX, { error: `must be at most ${INPUT_WORDS_MAX} characters` }), {
    error: 'must be a map',
  })
  .optional();
/** The file-tree set's words name the files under each prefix with this mark (the prefix's `tree`). */
export const TREE_MARK = '{tree}';

/**
 * Why a summary is refused, or null: one line of words that says what the operation does, not its method and path
 * again (`GET /app/rest/builds`) nor spec:import's placeholder.
 */
export function summaryProblem(summary: string, path: string, relative: boolean): string | null {
  const own = path.replace(/^\/app\/rest/, '');
  const marks = [...summary.matchAll(/\{\w+\}/g)].map((m) => m[0]).filter((m) => !(relative && m === TREE_MARK));
  if (summary.startsWith(SUMMARY_PLACEHOLDER.slice(0, 5)))
    return 'summary is the placeholder spec:import writes: say what the operation does';
  if (summary.length > SUMMARY_MAX)
    return `summary must be at most ${SUMMARY_MAX} characters (it is ${summary.length})`;
  if (
    /^(GET|POST|PUT|DELETE)\b/.test(summary) ||
    summary.includes('/app/rest') ||
    (own.length > 1 && summary.includes(own)) ||
    marks.length
  ) {
    return 'summary must say what the operation does, not restate its method and path';
  }
  if (!/^[A-Z]/.test(summary) || /[.:;]$/.test(summary))
    return 'summary must start with a capital letter and end without a full stop (one imperative line)';
  return null;
}

const operationShape = {
  name: text
    .regex(SNAKE, { error: 'must be a snake_case seed name' })
    .describe('The seed name, exactly as written (the TypeScript name is its camelCase)'),
  seedName: text
    .regex(SNAKE, { error: 'must be the seed name' })
    .optional()
    .describe("The seeds' name, where the spec uses another (the note says why)"),
  summary: line.describe(
    `What the operation does: one imperative line of at most ${SUMMARY_MAX} characters (\`Pin a build so that clean-up keeps it\`)`,
  ),
  description: text
    .optional()
    .describe('What a caller needs beyond the summary: what it changes and returns, the TeamCity facts one trips on'),
  aliases: z
    .array(text.regex(SNAKE, { error: 'must be snake_case' }), { error: 'must be a list' })
    .min(1, { error: 'must name at least one alias' })
    .optional()
    .describe('Other names of the same function that say what it does (the seed name stays)'),
  from: oneOf(SOURCES).describe(
    "`seed`: the seed table gave its inputs and result; `reference`: TeamCity's API definitions did",
  ),
  method: oneOf(METHODS).describe('The HTTP method'),
  path: text.describe(
    'The route with its `{placeholder}`s, under `/app/rest` (in the file-tree set: after the prefix)',
  ),
  pathParams: z.array(text, { error: 'must be a list' }).optional().describe("The path's placeholders, in order"),
  query: z.array(querySchema, { error: 'must be a list' }).optional().describe("The query inputs, in the seed's order"),
  body: bodySchema.optional().describe('The request body'),
  returns: returnsSchema.describe('The result: its type, kind and Accept header'),
  inputs: inputWords.describe(
    "Input name (a path placeholder, a query input's name, or `body`) -> what it is, in one line",
  ),
  note,
  since: since.describe(
    'The first TeamCity version among the reference definitions that serves it (`hidden`: served, declared by none)',
  ),
};

/** What TeamCity could serve, and what the docs show in a code span: URL path characters, braces only around a placeholder. */
const isUrlPath = (path: string) => /^[\w\-.~!$&'()*+,;=:@%/]*$/.test(path.replace(/\{\w+\}/g, ''));
const URL_PATH = "must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s";

/** An operation of an area file (`relative`: of the file-tree set, whose paths follow a prefix). */
function operationSchema(relative: boolean) {
  return strict(operationShape).superRefine(
    (op, ctx) => {
      const say = (message: string, path: PropertyKey[] = []) => ctx.addIssue({ code: 'custom', path, message });
      const found = placeholders(op.path);
      checkName(ctx, ['name'], 'its function name', camelCase(op.name), { key: true });
      for (const p of found) checkName(ctx, ['path'], 'path parameter', p, { key: true });
      if (!isUrlPath(op.path)) say(`path ${URL_PATH}`, ['path']);
      if (!relative) {
        if (!op.path.startsWith('/app/rest')) say('path must start with /app/rest', ['path']);
        const declared = op.pathParams ?? [];
        if (declared.join(',') !== found.join(','))
          say(`pathParams [${declared.join(',')}] must list the path's placeholders in order: [${found.join(', ')}]`, [
            'pathParams',
          ]);
      }
      const args = new Set(found);
      for (const [i, q] of (op.query ?? []).entries()) {
        const arg = camelCase(q.name);
        if (args.has(arg)) say(`argument ${arg} is used twice`, ['query', i]);
        args.add(arg);
      }
      const problem = summaryProblem(op.summary, op.path, relative);
      if (problem) ctx.addIssue({ code: 'custom', path: ['summary'], message: problem, params: { words: true } });
      // `set_parameter_0`: a name that differs from another only by a number says nothing of what it does.
      if (/\d$/.test(op.name) && !op.aliases?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['aliases'],
          message: 'a numbered name needs an alias that says what the operation does',
          params: { words: true },
        });
      }
      const words = [op.description ?? '', ...Object.values(op.inputs ?? {})].join('\n');
      if (!relative && words.includes(TREE_MARK))
        say(`${TREE_MARK} stands for a prefix's files: only the file-tree set's words may use it`, ['description']);
      for (const alias of op.aliases ?? []) {
        if (alias === op.name || alias === op.seedName) say(`alias ${alias} is the operation's own name`, ['aliases']);
        checkName(ctx, ['aliases'], `alias ${alias}: its function name`, camelCase(alias), { key: true });
      }
      if (new Set(op.aliases).size !== (op.aliases ?? []).length) say('aliases lists a name twice', ['aliases']);
      const inputs = new Set([...found, ...(op.query ?? []).map((q) => q.name), ...(op.body ? ['body'] : [])]);
      for (const input of Object.keys(op.inputs ?? {})) {
        if (!inputs.has(input)) say(`inputs: ${input} is not an input of this operation`, ['inputs', input]);
      }
      if (op.body?.send === false && op.note === undefined)
        say('a body that is not sent needs a note that says why', ['body']);
      if (op.seedName !== undefined && op.note === undefined)
        say('a seedName needs a note that says why the name differs', ['seedName']);
      handNote(ctx, op);
    },
    reading(
      'path',
      'pathParams',
      'query.*.name',
      'body',
      'note',
      'seedName',
      'inputs',
      'summary',
      'description',
      'aliases',
      'from',
    ),
  );
}

export const areaSchema = strict({
  area: text
    .regex(/^[a-z][A-Za-z]*$/, { error: 'must be a camelCase word' })
    .describe('The name of the file, the client namespace and the subpath export'),
  title: text.describe("The area's title in the docs"),
  base: text.describe("The path every operation of the area starts with (root's excepted)"),
  operations: z.array(operationSchema(false), { error: 'must be a list' }).describe("The area's operations"),
}).superRefine(
  (area, ctx) => {
    // The area names a namespace import (client.ts) and a client member.
    checkName(ctx, ['area'], 'area', area.area, { key: true, identifier: true });
    if (!isUrlPath(area.base)) ctx.addIssue({ code: 'custom', path: ['base'], message: `base ${URL_PATH}` });
    const names = new Set<string>();
    for (const [i, op] of area.operations.entries()) {
      if (names.has(op.name))
        ctx.addIssue({ code: 'custom', path: ['operations', i], message: 'is defined twice in this area' });
      names.add(op.name);
      if (area.area !== 'root' && !op.path.startsWith(area.base)) {
        ctx.addIssue({
          code: 'custom',
          path: ['operations', i, 'path'],
          message: `path must start with the area's base ${area.base}`,
        });
      }
    }
  },
  reading('area', 'base', 'operations.*.name', 'operations.*.path'),
);

export const prefixSchema = strict({
  tree: line.describe(
    "What the files under the prefix are, as words fit to stand for `{tree}` in the set's words (`a build's artifacts`)",
  ),
  area: text.describe('The area whose client gets the set stamped on this prefix'),
  prefix: text
    .startsWith('/app/rest/', { error: 'must start with /app/rest/' })
    .describe("The path the set's operation paths follow"),
  extraQuery: z
    .array(querySchema, { error: 'must be a list' })
    .optional()
    .describe('Query inputs every operation stamped here takes besides its own'),
  inputs: inputWords.describe("The prefix's own inputs (its placeholders, `extraQuery`) -> what each is, in one line"),
  since: since
    .optional()
    .describe(
      "Where the prefix itself is newer than the set's operations: the stamped operation's `since` is the later one",
    ),
}).superRefine(
  (p, ctx) => {
    if (!isUrlPath(p.prefix)) ctx.addIssue({ code: 'custom', path: ['prefix'], message: `prefix ${URL_PATH}` });
    for (const name of placeholders(p.prefix)) checkName(ctx, ['prefix'], 'path parameter', name, { key: true });
    const own = new Set([...placeholders(p.prefix), ...(p.extraQuery ?? []).map((q) => q.name)]);
    for (const input of Object.keys(p.inputs ?? {})) {
      if (!own.has(input))
        ctx.addIssue({
          code: 'custom',
          path: ['inputs', input],
          message: `inputs: ${input} is not a placeholder of the prefix nor one of its extraQuery`,
        });
    }
  },
  reading('prefix', 'extraQuery', 'inputs'),
);

export const fileTreeSchema = strict({
  operations: z
    .array(operationSchema(true), { error: 'must be a list' })
    .describe('The file-tree operation set, defined once: each path follows a prefix'),
  prefixes: z.array(prefixSchema, { error: 'must be a list' }).describe('The prefixes the set is stamped on'),
});

// --- spec/models

/** Where a model or property was transcribed from (spec/README.md, "Models"). */
export const MODEL_SOURCES = ['swagger-2025', 'swagger-2018.1', 'recordings', HAND] as const;
/** Property types other than model names (`X` or `X[]`). */
export const SCALAR_TYPES = ['string', 'boolean', 'int32', 'int64', 'double', 'date', 'map', 'string[]'] as const;
export const isScalarType = (type: string) => (SCALAR_TYPES as readonly string[]).includes(type);
// `href` too where the definition has it: TeamCity's problems and tests pages have none.
const PAGING = ['count', 'nextHref', 'prevHref'];

export const propertySchema = strict({
  name: nonEmpty.describe('The JSON key exactly as on the wire (`vcs-root-entries`, `running-info`, ...)'),
  type: text
    .refine((t) => isScalarType(t) || PASCAL.test(t.replace(/\[\]$/, '')), {
      error: `type must be one of ${SCALAR_TYPES.join(', ')}, a model name or a model name with []`,
    })
    .describe(`${SCALAR_TYPES.map((t) => `\`${t}\``).join(', ')}, a model name, or a model name with \`[]\``),
  or: text.optional().describe('A second shape older servers send (TeamCity 8.x sends tags as plain strings)'),
  enum: z
    .array(text, { error: 'must be a list of strings' })
    .optional()
    .describe('The values a string property takes (a string-literal union)'),
  xml: oneOf(['element'] as const)
    .optional()
    .describe(
      "`element`: TeamCity's XML writes this scalar as a child element (`<statusText>...</statusText>`), not an attribute",
    ),
  from: oneOf(MODEL_SOURCES).optional().describe("Where it was transcribed from, where that differs from the model's"),
  doc: text.optional().describe('What it holds, in our words: its unit and format, when TeamCity leaves it out'),
  note,
  since: since.optional().describe('The first TeamCity version among the reference definitions that has it'),
}).superRefine(
  (p, ctx) => {
    checkName(ctx, ['name'], 'name', p.name, { key: true });
    for (const [i, value] of (p.enum ?? []).entries()) checkName(ctx, ['enum', i], 'enum value', value);
    if (p.enum !== undefined && (p.type !== 'string' || !p.enum.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['enum'],
        message: 'enum must be a non-empty list of strings, on a string property',
      });
    }
    if (p.xml !== undefined && (!isScalarType(p.type) || p.type === 'map' || p.type === 'string[]')) {
      ctx.addIssue({
        code: 'custom',
        path: ['xml'],
        message: 'xml: element is for a scalar property: a model or a list is an element already',
      });
    }
    if (p.or !== undefined && (p.or === p.type || !isScalarType(p.or) || p.note === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['or'],
        message: 'or must be a scalar type other than type, with a note that says which servers send it',
      });
    }
    handNote(ctx, p);
  },
  reading('name', 'type', 'enum', 'or', 'note', 'xml', 'from'),
);

export const modelSchema = strict({
  name: text
    .regex(PASCAL, { error: 'must be PascalCase' })
    .describe("The TypeScript name: the seeds', else the definition's in PascalCase"),
  wire: nonEmpty.describe('The TeamCity API definition it comes from (`build`, `vcs-root-instance`, ...)'),
  from: oneOf(MODEL_SOURCES).describe("TeamCity's 2025.x or 2018.1 API definition, or recorded server responses"),
  doc: text.optional().describe("What it is, in our words (never the definition's sentences)"),
  note,
  collection: strict({
    item: text.describe('The list property that holds the items'),
    paged: flag.describe('Whether TeamCity pages it (`count`, `nextHref`, `prevHref`)'),
  })
    .optional()
    .describe('A list model: its item property, and whether it is paged'),
  properties: z.array(propertySchema, { error: 'must be a list' }).describe('Its properties, by JSON key'),
}).superRefine(
  (m, ctx) => {
    checkName(ctx, ['wire'], 'wire name', m.wire);
    handNote(ctx, m);
    const names = new Set<string>();
    for (const [i, p] of m.properties.entries()) {
      if (names.has(p.name)) ctx.addIssue({ code: 'custom', path: ['properties', i], message: 'is listed twice' });
      names.add(p.name);
    }
    if (!m.collection) return;
    const item = m.properties.find((p) => p.name === m.collection!.item);
    if (!item?.type.endsWith('[]'))
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `collection.item ${m.collection.item} must name a list property`,
      });
    if (m.collection.paged) {
      for (const k of PAGING)
        if (!names.has(k))
          ctx.addIssue({ code: 'custom', path: [], message: `a paged collection must have a ${k} property` });
    }
  },
  reading('wire', 'properties.*.name', 'properties.*.type', 'collection', 'from', 'note'),
);

export const modelsFileSchema = strict({
  models: z.array(modelSchema, { error: 'must be a list' }).describe('The models of this group'),
});

// --- spec/locators.yaml

export const PRIMITIVES = ['string', 'integer', 'boolean', 'date'] as const;
export const UNTYPED = 'untyped';
const SINGLE_VALUES = ['string', 'integer', 'date'] as const;

export const dimensionSchema = strict({
  type: text.describe('`string`, `integer`, `boolean`, `date`, an enum, or a kind (a nested locator)'),
  repeat: flag.optional().describe('An array repeats the dimension'),
  hidden: flag.optional().describe('TeamCity reads it but does not list it: give its `source`'),
  source: nonEmpty.optional().describe('The TC-REST Finder that reads a hidden dimension'),
  numeric: flag
    .optional()
    .describe('TeamCity reads the value as a number (the definition types it a string): it takes a number too'),
  anyCase: flag
    .optional()
    .describe(
      'An enum TeamCity reads in any case (its finder upper-cases the value): it takes the values in upper case too',
    ),
});

export const kindSchema = strict({
  noun: text
    .regex(/^[a-zA-Z][a-zA-Z ]*$/, { error: 'must be a few words' })
    .optional()
    .describe('What one item is, in words (`build configuration`): the docs of every input that takes the kind use it'),
  source: text
    .min(1, { error: 'must name where the kind comes from' })
    .describe('Where the kind comes from (the 2025 definition, or contract.md)'),
  condition: flag.optional().describe('A condition (its type keeps the name), not a locator an input takes'),
  singleValue: strict({
    type: oneOf(SINGLE_VALUES).describe("The bare value's type"),
    means: text
      .min(1, { error: 'must say what a single value is read as' })
      .describe('What it is read as (`build id, then promotion id`)'),
  })
    .optional()
    .describe('What a bare value, with no dimension, is read as'),
  dimensions: z
    .record(text.regex(/^[A-Za-z][A-Za-z0-9]*$/, { error: 'must be letters and digits' }), dimensionSchema, {
      error: 'must be a map',
    })
    .describe("The kind's dimensions, by name"),
}).superRefine(
  (k, ctx) => {
    if ((k.noun === undefined) !== (k.condition === true)) {
      ctx.addIssue({
        code: 'custom',
        path: ['noun'],
        message: k.condition ? 'a condition takes no noun' : 'a kind needs its noun (what one item is, in words)',
      });
    }
    const dims = Object.entries(k.dimensions);
    if (!dims.length)
      ctx.addIssue({ code: 'custom', path: ['dimensions'], message: 'dimensions must be a non-empty map' });
    for (const [name, d] of dims) {
      const say = (message: string) => ctx.addIssue({ code: 'custom', path: ['dimensions', name], message });
      checkName(ctx, ['dimensions', name], 'dimension', name, { key: true });
      if (d.hidden === true && d.source === undefined) say(`hidden dimension ${name} needs its source`);
      if (d.hidden !== true && d.source !== undefined)
        say(`dimension ${name}: source is for hidden dimensions (the kind's source covers the rest)`);
    }
  },
  reading('dimensions.*.hidden', 'dimensions.*.source', 'noun', 'condition'),
);

const kindName = text.regex(PASCAL, { error: 'must be PascalCase' });

export const locatorsSchema = strict({
  enums: z
    .record(
      kindName,
      z.array(nonEmpty, { error: 'must be a list of names' }).min(1, { error: 'must be a list of names' }),
      { error: 'must be a map' },
    )
    .describe('Enumerated dimension values, by enum name'),
  kinds: z
    .record(kindName, kindSchema, { error: 'must be a map' })
    .describe('The locator kinds, by name (the TypeScript type is `<Kind>Locator`)'),
  inputs: strict({
    path: z
      .record(text.endsWith('Locator', { error: 'only parameters named *Locator are mapped by name' }), text, {
        error: 'must be a map',
      })
      .describe('Path parameter name -> kind (or `untyped`), in every area'),
    operations: z
      .record(text, z.record(text, text, { error: 'must map input names to kinds' }), { error: 'must be a map' })
      .describe('`area.operation` or `file-tree.operation` -> input name -> kind (or `untyped`)'),
  }).describe('Which inputs take which kind'),
}).superRefine(
  (l, ctx) => {
    const typeNames = new Map<string, string>(Object.keys(l.enums).map((e) => [e, `enum ${e}`]));
    for (const [name, values] of Object.entries(l.enums))
      values.forEach((v, i) => checkName(ctx, ['enums', name, i], 'value', v));
    for (const [name, k] of Object.entries(l.kinds)) {
      // `locator.<name>` and a member of LocatorKinds.
      if (k.condition !== true)
        checkName(ctx, ['kinds', name], 'its name in `locator`', lowerFirst(name), { key: true });
      const typeName = k.condition === true ? name : `${name}Locator`;
      if (typeNames.has(typeName))
        ctx.addIssue({
          code: 'custom',
          path: ['kinds', name],
          message: `its type ${typeName} is also ${typeNames.get(typeName)}`,
        });
      typeNames.set(typeName, `kind ${name}`);
      for (const [dim, d] of Object.entries(k.dimensions)) {
        if (!(PRIMITIVES as readonly string[]).includes(d.type) && !(d.type in l.enums) && !(d.type in l.kinds)) {
          ctx.addIssue({
            code: 'custom',
            path: ['kinds', name, 'dimensions', dim],
            message: `dimension ${dim}: type ${d.type} is not ${PRIMITIVES.join(', ')}, an enum or a kind`,
          });
        }
        if (d.anyCase === true && !(d.type in l.enums)) {
          ctx.addIssue({
            code: 'custom',
            path: ['kinds', name, 'dimensions', dim],
            message: `dimension ${dim}: anyCase is for an enum, and ${d.type} is not one`,
          });
        }
      }
    }
    const checkKind = (path: PropertyKey[], kind: string) => {
      if (kind === UNTYPED) return;
      const k = l.kinds[kind];
      if (!k) ctx.addIssue({ code: 'custom', path, message: `${kind} is not a kind (nor ${UNTYPED})` });
      else if (k.condition === true)
        ctx.addIssue({ code: 'custom', path, message: `${kind} is a condition, not a locator an input can take` });
    };
    for (const [name, kind] of Object.entries(l.inputs.path)) checkKind(['inputs', 'path', name], kind);
    for (const [id, entry] of Object.entries(l.inputs.operations))
      for (const [input, kind] of Object.entries(entry)) checkKind(['inputs', 'operations', id, input], kind);
  },
  reading('enums', 'kinds.*.condition', 'kinds.*.dimensions', 'inputs'),
);

// --- spec/package.yaml

/** The published package's identity. Its name also goes into the README's shell commands and imports. */
export const packageSchema = strict({
  name: text
    .regex(/^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/, { error: 'must be an npm package name' })
    .describe("The npm package name (it goes into the README's commands and imports)"),
  version: text.describe('The package version'),
  description: text.describe("package.json's description"),
  license: text.describe("The package's license (an SPDX expression)"),
});

/** Example request bodies: JSON by model, and by `area.operation` (text bodies, and JSON a model's example does not fit). */
export const examplesSchema = strict({
  models: z
    .record(
      kindName,
      z.union([z.record(text, z.unknown()), z.array(z.unknown())], { error: 'must be a JSON object or list' }),
      { error: 'must be a map' },
    )
    .describe('An example JSON body per model, by model name'),
  operations: z
    .record(
      text,
      z.union([text, z.record(text, z.unknown()), z.array(z.unknown())], {
        error: 'must be a text or a JSON object or list',
      }),
      { error: 'must be a map' },
    )
    .describe(
      "An example body per `area.operation`: every text body, and a JSON body its model's example does not fit",
    ),
});

/** The task index: what a user wants to do, and the call (an operation, a `teamcity-sdk/tasks` function) that does it. */
export const taskSchema = strict({
  want: line.describe('What the user wants, completing "I want to ..." (`pin a build`)'),
  call: text
    .regex(/^[a-z][A-Za-z]*\.[a-z][a-z0-9_]*$/, { error: 'must be an operation id, area.seed_name' })
    .optional()
    .describe('The operation that does it, as `area.seed_name`'),
  task: text
    .regex(/^[a-z][A-Za-z]*$/, { error: 'must be a function name' })
    .optional()
    .describe('The `teamcity-sdk/tasks` function that does it best, where one does'),
  args: text
    .regex(/^\{ [^\u0060\n]* \}$/, { error: 'must be an object literal on one line, `{ ... }`, without a backtick' })
    .optional()
    .describe("The argument that makes the call do it, as TypeScript (`{ buildLocator: 'id:42' }`) on one line"),
}).superRefine(
  (t, ctx) => {
    if (t.call === undefined && t.task === undefined)
      ctx.addIssue({ code: 'custom', path: [], message: 'a task needs a call or a task function' });
    if (t.call === undefined && t.args !== undefined)
      ctx.addIssue({ code: 'custom', path: ['args'], message: "args are the call's: give the call" });
  },
  reading('call', 'task', 'args'),
);

export const taskGroupSchema = strict({
  title: line.describe("The group's heading"),
  tasks: z
    .array(taskSchema, { error: 'must be a list' })
    .min(1, { error: 'must list a task' })
    .describe('What a user wants to do, in this group'),
});

export const tasksFileSchema = strict({
  groups: z
    .array(taskGroupSchema, { error: 'must be a list' })
    .describe('The groups, in the order the README shows them'),
});

export type SpecTask = z.infer<typeof taskSchema>;

/** The modes of the MCP server (teamcity-sdk-mcp), least allowed first: the server's own list (generated-mcp/src/modes.ts). */
export { MCP_MODES, type McpMode };

/**
 * spec/mcp.yaml: per operation (`area.operation`), the mode the MCP server needs to call it and its tool annotations,
 * where the method's default is wrong (GET: readonly, read-only, idempotent; PUT: admin, idempotent; POST: admin;
 * DELETE: admin, destructive, idempotent). `why` says what makes the operation differ.
 */
export const mcpSchema = strict({
  overrides: z
    .record(
      text,
      strict({
        mode: oneOf(MCP_MODES).optional().describe('The least mode of the server that may call the operation'),
        readOnlyHint: flag.optional().describe('The tool annotation: the call changes nothing'),
        destructiveHint: flag.optional().describe('The tool annotation: the call may delete or overwrite'),
        idempotentHint: flag.optional().describe('The tool annotation: calling it again changes nothing more'),
        why: nonEmpty.describe("What makes the operation differ from its method's default"),
      }),
      { error: 'must be a map' },
    )
    .describe("By `area.operation`: the operations whose method's default mode or annotations are wrong"),
});

export type SpecMcp = z.infer<typeof mcpSchema>;

export type SpecExamples = z.infer<typeof examplesSchema>;
export type SpecPackage = z.infer<typeof packageSchema>;
export type SpecQuery = z.infer<typeof querySchema>;
export type SpecBody = z.infer<typeof bodySchema>;
export type SpecReturns = z.infer<typeof returnsSchema>;
export type SpecOperation = z.infer<typeof areaSchema>['operations'][number];
export type SpecArea = z.infer<typeof areaSchema>;
export type SpecPrefix = z.infer<typeof prefixSchema>;
export type SpecFileTree = z.infer<typeof fileTreeSchema>;
/** Where a model or property was transcribed from: TeamCity's API definitions, or real server responses. */
export type ModelSource = (typeof MODEL_SOURCES)[number];
export type SpecModelProperty = z.infer<typeof propertySchema>;
export type SpecModel = z.infer<typeof modelSchema>;
export type SpecDimension = z.infer<typeof dimensionSchema>;
export type SpecKind = z.infer<typeof kindSchema>;
export type SpecLocators = z.infer<typeof locatorsSchema>;

/** A spec file with its value as its schema gives it. */
export interface Parsed<T> {
  source: SpecFile;
  value: T;
}

/** The spec as its schema gives it: what validate hands to expand. */
export interface Spec {
  areas: Parsed<SpecArea>[];
  fileTree: Parsed<SpecFileTree>;
  locators: Parsed<SpecLocators>;
  models: Parsed<{ models: SpecModel[] }>[];
  examples: Parsed<SpecExamples>;
  tasks: Parsed<{ groups: { title: string; tasks: SpecTask[] }[] }>;
}
