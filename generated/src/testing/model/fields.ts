// Hand-written: edit it here; the generator never writes this file.
import { LocatorSyntaxError, parseLocator } from '../../runtime/locator.js';
import { badRequest } from './errors.js';

const ALL = new Set(['$long', '*', '**', '$short', '']);

/**
 * A `fields` spec (TeamCity's locator grammar in extended mode): `count,build(id,number)` asks for `count` and, in each
 * `build`, `id` and `number`. A request's is made where the request is read; each part is parsed once, when first read
 * (as TeamCity's `Fields` reads a nested spec when it is asked for), so a spec no answer reaches is never refused.
 */
export class Fields {
  private parsed?: ReadonlyMap<string, Fields | null> | 'all';

  constructor(readonly text: string) {}

  /** The names asked for, each with its nested spec (null: asked for whole); `'all'` for `$long`, `*`, `**`, none. */
  get tree(): ReadonlyMap<string, Fields | null> | 'all' {
    return (this.parsed ??= fieldTree(this.text));
  }

  /** The `$locator(...)` this part of a spec filters its collection by, if any. */
  get locator(): string | null {
    return this.tree === 'all' ? null : (this.tree.get('$locator')?.text ?? null);
  }
}

/** A query parameter's `fields` spec; null when the parameter is absent. */
export const fieldsFrom = (text: string | null): Fields | null => (text === null ? null : new Fields(text));

/**
 * The part of a request's `fields` for an entity or a list: its spec, `'all'` when it is asked for whole, null when the
 * request has no `fields` there.
 */
export type FieldSpec = Fields | 'all' | null;

/**
 * Applies a `fields` spec: `$long`, `*` and `**` keep everything; `$locator(...)` is read where a list is made. The
 * value keeps some of its fields, hence `Partial<T>` (a model's nested fields are optional too).
 */
export function applyFields<T>(value: T, fields: Fields | null): Partial<T> {
  const wanted = fields?.tree ?? 'all';
  // `pick` copies some of the value's own keys, each with its value (or that value picked again): a part of the T.
  return wanted === 'all' ? value : (pick(value, wanted) as Partial<T>);
}

function fieldTree(spec: string): Map<string, Fields | null> | 'all' {
  if (ALL.has(spec)) return 'all';
  let parsed;
  try {
    // Extended mode, as TeamCity reads `fields`: names may be `$locator`, `$long`, `*` or hyphenated (`vcs-root`).
    parsed = parseLocator(spec, [...new Set(spec.match(/\$\w+|\*\*?|\w+(?:-\w+)+/g) ?? [])]);
  } catch (e) {
    if (e instanceof LocatorSyntaxError) throw badRequest(`Bad 'fields' value: ${e.message}`);
    throw e;
  }
  const wanted = new Map<string, Fields | null>();
  if (parsed.single !== null) for (const name of parsed.single.split(',')) wanted.set(name, null);
  for (const [name, values] of parsed.dimensions) {
    const nested = values.at(-1) ?? null;
    wanted.set(name, nested === null ? null : new Fields(nested));
  }
  if ([...wanted.keys()].some((k) => ALL.has(k) && k !== '')) return 'all';
  return wanted;
}

/**
 * The spec at a path inside a `fields` spec (`['build']` of `count,build(id)` is `id`): `'all'` when that part is
 * asked for whole, null when it is not asked for.
 */
export function fieldsAt(fields: Fields | null, path: readonly string[]): FieldSpec {
  let current = fields;
  for (const name of path) {
    const tree = current?.tree ?? 'all';
    if (tree === 'all') return 'all';
    if (!tree.has(name)) return null;
    current = tree.get(name) ?? null;
    if (current === null) return 'all';
  }
  return current;
}

function pick(value: unknown, wanted: ReadonlyMap<string, Fields | null>): unknown {
  if (Array.isArray(value)) return value.map((v) => pick(v, wanted));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, nested] of wanted) {
    if (key.startsWith('$')) continue;
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    out[key] = nested === null ? v : applyFields(v, nested);
  }
  return out;
}
