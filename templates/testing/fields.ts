import { LocatorSyntaxError, parseLocator } from '../runtime/locator.js';
import { badRequest } from './errors.js';

const ALL = new Set(['$long', '*', '**', '$short', '']);

/**
 * Applies a `fields` spec (TeamCity's locator grammar in extended mode): `count,build(id,number)` keeps `count`
 * and, in each `build`, `id` and `number`. `$long`, `*` and `**` keep everything; `$locator(...)` is ignored.
 */
export function applyFields(value: unknown, spec: string | null): unknown {
  if (spec === null || ALL.has(spec)) return value;
  let parsed;
  try {
    parsed = parseLocator(spec);
  } catch (e) {
    if (e instanceof LocatorSyntaxError) throw badRequest(`Bad 'fields' value: ${e.message}`);
    throw e;
  }
  const wanted = new Map<string, string | null>();
  if (parsed.single !== null) for (const name of parsed.single.split(',')) wanted.set(name, null);
  for (const [name, values] of parsed.dimensions) wanted.set(name, values.at(-1) ?? null);
  if ([...wanted.keys()].some((k) => ALL.has(k) && k !== '')) return value;
  return pick(value, wanted);
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
