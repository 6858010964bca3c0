// Hand-written: edit it here; the generator never writes this file.
import * as z from 'zod';
import type { Investigation, Investigations, Mute, Mutes } from '../../models.js';
import { wireModels } from '../../wire.js';
import { checkedBody } from './admin.js';
import { badRequest } from './errors.js';
import { MAX_WIDTH } from './runs.js';
import type { Seed } from './seed.js';

/** A seed that is not what `startFakeTeamCity({ seed })` takes, with the path of the offending value. */
export class SeedError extends Error {
  override name = 'SeedError';
  constructor(
    /** Where in the seed: `builds[2].id`, or empty for the whole of it. */
    readonly path: string,
    readonly problem: string,
  ) {
    super(path ? `${path}: ${problem}` : problem);
  }
}

/**
 * How deep a seed may nest: far deeper than TeamCity's JSON goes (a build's test occurrence's test is 6 levels), far
 * short of what would overflow the stack of the recursive walks after this bound (the schema's, structuredClone's).
 */
export const MAX_SEED_DEPTH = 64;

const describe = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'a list'
      : typeof v === 'object'
        ? 'an object'
        : v === undefined
          ? 'missing'
          : JSON.stringify(v);

/** A path as JavaScript would write it: `builds[1].id`, `artifacts.41["a.txt"]`. */
const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((k, i) =>
      typeof k === 'number'
        ? `[${k}]`
        : /^[\w$-]+$/.test(String(k))
          ? `${i ? '.' : ''}${String(k)}`
          : `[${JSON.stringify(String(k))}]`,
    )
    .join('');

/**
 * Refuses a seed that nests deeper than MAX_SEED_DEPTH or holds itself, walking it with a list rather than the
 * stack; an object it holds twice is walked once (its height kept), so no seed makes this loop longer than its size.
 */
function checkDepth(seed: object): void {
  const heights = new Map<object, number>();
  const path: { value: object; key: PropertyKey; keys: string[]; next: number; height: number }[] = [];
  const where = (key: PropertyKey) => pathText([...path.slice(1).map((p) => p.key), key].slice(0, 2));
  path.push({ value: seed, key: '', keys: Object.keys(seed), next: 0, height: 0 });
  while (path.length) {
    const top = path.at(-1)!;
    if (top.next === top.keys.length) {
      path.pop();
      heights.set(top.value, top.height);
      const parent = path.at(-1);
      if (parent) parent.height = Math.max(parent.height, top.height + 1);
      continue;
    }
    const key = top.keys[top.next++]!;
    const child = (top.value as Record<string, unknown>)[key];
    // A file's bytes are a value, not a level.
    if (typeof child !== 'object' || child === null || ArrayBuffer.isView(child)) continue;
    const known = heights.get(child);
    if (known === undefined && path.some((p) => p.value === child))
      throw new SeedError(where(key), 'holds itself: a seed is a tree');
    // The depth of the deepest value under `child` (the seed itself is 1).
    if (path.length + 1 + (known ?? 0) > MAX_SEED_DEPTH)
      throw new SeedError(where(key), `nests deeper than ${MAX_SEED_DEPTH} levels`);
    if (known !== undefined) top.height = Math.max(top.height, known + 1);
    else
      path.push({
        value: child,
        key: Array.isArray(top.value) ? Number(key) : key,
        keys: Object.keys(child),
        next: 0,
        height: 0,
      });
  }
}

// A key of a map (build ids, file paths): one that objects already have (`__proto__`, `constructor`) would be read
// as the prototype's, not the seed's.
const mapKey = z.string().refine((k) => !(k in Object.prototype), { error: 'is a name every object has' });
const count = z.int().nonnegative();

/** Each scalar of the spec, as models.ts types it. */
const SCALARS: Record<string, () => z.ZodType> = {
  string: () => z.string(),
  boolean: () => z.boolean(),
  int32: () => z.int(),
  int64: () => z.int(),
  double: () => z.number(),
  date: () => z.string(),
  map: () => z.record(mapKey, z.string()),
  'string[]': () => z.array(z.string()),
};

const objects = new Map<string, z.ZodObject>();

/** A model of the spec as a strict object: its fields (from wire.ts, as models.ts has them), all optional, no other. */
function modelObject(name: string): z.ZodObject {
  let schema = objects.get(name);
  if (!schema) {
    const props = wireModels[name]!.props;
    schema = z.strictObject(
      Object.fromEntries(Object.entries(props).map(([p, type]) => [p, propertySchema(type).optional()])),
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field of ${name}` : undefined) },
    );
    objects.set(name, schema);
  }
  return schema;
}

function propertySchema(type: string): z.ZodType {
  const scalar = SCALARS[type];
  if (scalar) return scalar();
  const list = type.endsWith('[]');
  const name = list ? type.slice(0, -2) : type;
  // Lazy: models refer to each other (a Build's buildType's builds).
  const one = wireModels[name] ? z.lazy(() => modelObject(name)) : z.unknown();
  return list ? z.array(one) : one;
}

const entities = (model: string, fields: z.ZodRawShape = {}) => z.array(modelObject(model).extend(fields)).optional();

/** Files by owner and path: the content, or `{ size }` for content made on the fly. */
const files = z
  .record(
    mapKey,
    z.record(
      mapKey,
      z.union([z.string(), z.instanceof(Uint8Array), z.strictObject({ size: count })], {
        error: `must be the file's text or { "size": n }`,
      }),
    ),
  )
  .optional();

const strict = (what: string, shape: z.ZodRawShape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a key of ${what}` : undefined),
  });

const buildLog = z.union(
  [z.array(z.string()), z.strictObject({ lines: count, width: z.int().min(12).max(MAX_WIDTH).optional() })],
  { error: 'must be a list of lines or { "lines": n, "width": n }' },
);

/** A `BuildScript` (runs.ts), as `server.script()` takes it. */
const buildScript = strict('a build script', {
  queuedMs: count.optional(),
  durationMs: count.optional(),
  status: z.enum(['SUCCESS', 'FAILURE', 'ERROR']).optional(),
  statusText: z.string().optional(),
  failedToStart: z.boolean().optional(),
  tests: z
    .array(
      strict('a test', {
        name: z.string(),
        status: z.enum(['SUCCESS', 'FAILURE', 'UNKNOWN']).optional(),
        ignored: z.boolean().optional(),
        muted: z.boolean().optional(),
        newFailure: z.boolean().optional(),
        details: z.string().optional(),
        duration: count.optional(),
      }),
    )
    .optional(),
  problems: z
    .array(
      strict('a problem', {
        type: z.string().optional(),
        identity: z.string().optional(),
        details: z.string().optional(),
      }),
    )
    .optional(),
  artifacts: files.unwrap().valueType.optional(),
  log: buildLog.optional(),
});

/** Every key of a seed and how its value is checked: TeamCity's models, with what the fake adds to them. */
const seedKeys = (): { [K in keyof Required<Seed>]: z.ZodType } => ({
  projects: entities('Project'),
  buildTypes: entities('BuildType'),
  builds: entities('Build', { id: count.optional() }),
  generatedBuilds: strict('generatedBuilds', {
    count,
    buildTypeIds: z.array(z.string()).optional(),
    failEvery: count.optional(),
  }).optional(),
  agents: entities('Agent', { id: count.optional() }),
  agentPools: entities('AgentPool', { id: count.optional() }),
  users: entities('User', { id: count.optional(), username: z.string(), token: z.string().optional() }),
  userGroups: entities('Group', { key: z.string() }),
  vcsRoots: entities('VcsRoot'),
  vcsRootInstances: entities('VcsRootInstance'),
  changes: entities('Change', {
    duplicates: propertySchema('Changes').optional(),
    issues: propertySchema('Issues').optional(),
  }),
  investigations: entities('Investigation'),
  mutes: entities('Mute'),
  pipelines: entities('Pipeline', { id: z.string() }),
  deploymentDashboards: entities('DeploymentDashboard', { id: z.string() }),
  artifacts: files,
  vcsFiles: files,
  serverFiles: files,
  buildLogs: z.record(mapKey, buildLog).optional(),
  buildScripts: z.record(mapKey, buildScript).optional(),
});

let seedSchema: z.ZodType | undefined;
/**
 * The seed's schema, made on its first use: a module that imports this one for `modelBody` builds no other model's
 * schema (the generator loads the handlers with a spec that may not have them).
 */
function seedSchemaOf(): z.ZodType {
  if (seedSchema) return seedSchema;
  const keys = seedKeys();
  return (seedSchema = z.strictObject(keys, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a seed key (the keys are ${Object.keys(keys).join(', ')})`
        : undefined,
  }));
}

const WHAT: Record<string, string> = {
  string: 'a string',
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/** One issue of the schema as a SeedError: where, and what was wanted instead of what was there. */
function seedErrorOf(issue: z.core.$ZodIssue): SeedError {
  const path = pathText(issue.path);
  const got = `not ${describe(issue.input)}`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return new SeedError(pathText([...issue.path, issue.keys[0]!]), issue.message);
    case 'invalid_type':
      if (!path) return new SeedError('', `a seed must be a JSON object, ${got}`);
      if (issue.input === undefined) return new SeedError(path, 'is required');
      return new SeedError(path, `must be ${WHAT[issue.expected] ?? issue.expected}, ${got}`);
    case 'invalid_key':
      return new SeedError(path, issue.issues[0]?.message ?? issue.message);
    case 'too_small':
      return new SeedError(path, `must be at least ${issue.minimum}, ${got}`);
    case 'too_big':
      return new SeedError(path, `must be at most ${issue.maximum}, ${got}`);
    default:
      return new SeedError(path, issue.input === undefined ? issue.message : `${issue.message}, ${got}`);
  }
}

/**
 * The seed in `value` (parsed JSON, or a seed object) checked against TeamCity's models, and copied: the copy, which
 * holds the value's own keys only, is what is checked and what is returned. A SeedError names the first value that is
 * not what a seed takes.
 */
export function checkSeed(value: unknown): Seed {
  if (typeof value !== 'object' || value === null)
    throw new SeedError('', `a seed must be a JSON object, not ${describe(value)}`);
  checkDepth(value);
  let copy: unknown;
  try {
    copy = structuredClone(value);
  } catch (e) {
    throw new SeedError('', `cannot be copied: ${(e as Error).message}`);
  }
  const result = seedSchemaOf().safeParse(copy, { reportInput: true });
  if (!result.success) throw seedErrorOf(result.error.issues[0]!);
  return copy as Seed;
}

/** The models of the request bodies the fake checks as a seed's entities are checked (see `modelBody`). */
interface BodyModels {
  Mute: Mute;
  Mutes: Mutes;
  Investigation: Investigation;
  Investigations: Investigations;
}

/**
 * A request body of model `name`, checked as a seed's entity of that model is, before anything changes: one that nests
 * too deep, or a field of the wrong type or that the model has not, is a 400 naming it.
 */
export function modelBody<K extends keyof BodyModels>(name: K, body: object, what: string): BodyModels[K] {
  try {
    checkDepth(body);
  } catch (e) {
    if (e instanceof SeedError) throw badRequest(`${what}: ${e.message}.`);
    throw e;
  }
  // The schema is made from wire.ts, the spec's description of the model models.ts types as BodyModels[K].
  return checkedBody(modelObject(name), body, what) as BodyModels[K];
}
