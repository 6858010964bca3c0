// Hand-written: edit it here; the generator never writes this file.
import { LocatorSyntaxError, parseLocator } from '../../runtime/locator.js';
import { badRequest } from './errors.js';

const ALL = new Set(['$long', '*', '**', '$short', '']);

/**
 * Applies a `fields` spec (TeamCity's locator grammar in extended mode): `count,build(id,number)` keeps `count`
 * and, in each `build`, `id` and `number`. `$long`, `*` and `**` keep everything; `$locator(...)` filters a
 * collection where the handler makes it (see `listOf`).
 */
export function applyFields(value: unknown, spec: string | null): unknown {
  const wanted = fieldTree(spec);
  return wanted === 'all' ? value : pick(value, wanted);
}

/** A `fields` spec as names and their nested specs; `'all'` for everything (`$long`, `*`, `**`, none). */
export function fieldTree(spec: string | null): Map<string, string | null> | 'all' {
  if (spec === null || ALL.has(spec)) return 'all';
  let parsed;
  try {
    // Extended mode, as TeamCity reads `fields`: names may be `$locator`, `$long`, `*` or hyphenated (`vcs-root`).
    parsed = parseLocator(spec, [...new Set(spec.match(/\$\w+|\*\*?|\w+(?:-\w+)+/g) ?? [])]);
  } catch (e) {
    if (e instanceof LocatorSyntaxError) throw badRequest(`Bad 'fields' value: ${e.message}`);
    throw e;
  }
  const wanted = new Map<string, string | null>();
  if (parsed.single !== null) for (const name of parsed.single.split(',')) wanted.set(name, null);
  for (const [name, values] of parsed.dimensions) wanted.set(name, values.at(-1) ?? null);
  if ([...wanted.keys()].some((k) => ALL.has(k) && k !== '')) return 'all';
  return wanted;
}

/**
 * The spec at a path inside a `fields` spec (`['build']` of `count,build(id)` is `id`): `'all'` when that part is
 * asked for whole, null when it is not asked for.
 */
export function fieldsAt(spec: string | null, path: readonly string[]): string | 'all' | null {
  let current: string | null = spec;
  for (const name of path) {
    const tree = fieldTree(current);
    if (tree === 'all') return 'all';
    if (!tree.has(name)) return null;
    current = tree.get(name) ?? null;
    if (current === null) return 'all';
  }
  return current;
}

/** The `$locator(...)` a part of a `fields` spec filters its collection by, if any. */
export function fieldsLocator(spec: string | null): string | null {
  const tree = fieldTree(spec);
  return tree === 'all' ? null : (tree.get('$locator') ?? null);
}

function pick(value: unknown, wanted: Map<string, string | null>): unknown {
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
