// Hand-written: edit it here; the generator never writes this file.
// A parameter condition, `property:(name:env.A,value:x,matchType:equals)`, as TeamCity's ParameterCondition reads
// one: `matchType` defaults to `contains` with a value and to `exists` without; without a name any parameter may match.
import { parseLocator } from '../../../runtime/locator.js';
import { badRequest, HttpError } from '../errors.js';

export type Parameters = ReadonlyMap<string, string>;

/** The value tests the fake simulates, by TeamCity's requirement type names; a missing parameter is `null`. */
const MATCHERS: Record<string, (actual: string | null, wanted: string) => boolean> = {
  exists: (a) => a !== null,
  'not-exists': (a) => a === null,
  equals: (a, w) => a === w,
  'does-not-equal': (a, w) => a !== w,
  'starts-with': (a, w) => a !== null && a.startsWith(w),
  'ends-with': (a, w) => a !== null && a.endsWith(w),
  contains: (a, w) => a !== null && a.includes(w),
  'does-not-contain': (a, w) => a === null || !a.includes(w),
  matches: (a, w) => a !== null && whole(w)?.test(a) === true,
  'does-not-match': (a, w) => a === null || whole(w)?.test(a) !== true,
  any: () => true,
};
/** TeamCity's other requirement types: numeric and version comparisons, which the fake does not simulate. */
const NOT_SIMULATED = [
  'more-than',
  'no-more-than',
  'less-than',
  'no-less-than',
  'ver-more-than',
  'ver-no-more-than',
  'ver-less-than',
  'ver-no-less-than',
];
const WITHOUT_VALUE = new Set(['exists', 'not-exists', 'any']);

/** A pattern that must match the whole value; null for one that is no regular expression (it matches nothing). */
function whole(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return null;
  }
}

/** The test a condition's locator text makes on a set of parameters; 400 and 501 as described above. */
export function parameterCondition(text: string, dimension: string): (params: Parameters) => boolean {
  const locator = parseLocator(text);
  for (const name of locator.dimensions.keys())
    if (!['name', 'value', 'matchType'].includes(name))
      throw badRequest(`Unknown dimension '${name}' of '${dimension}': supported are name, value and matchType`);
  const one = (name: string) => locator.dimensions.get(name)?.[0] ?? null;
  const name = one('name');
  const value = one('value');
  const type = one('matchType') ?? (value !== null ? 'contains' : 'exists');
  if (NOT_SIMULATED.includes(type))
    throw new HttpError(501, `The fake TeamCity does not simulate the '${type}' match type of '${dimension}'.`);
  const matcher = MATCHERS[type];
  if (!matcher)
    throw badRequest(
      `Unsupported parameter match type. Supported are: [${[...Object.keys(MATCHERS), ...NOT_SIMULATED].join(', ')}]`,
    );
  // A type that compares with a value matches nothing without one, as in TeamCity.
  if (value === null && !WITHOUT_VALUE.has(type)) return () => false;
  const test = (actual: string | null) => matcher(actual, value ?? '');
  return (params) => (name ? test(params.get(name) ?? null) : [...params.values()].some(test));
}
