import { distance } from 'fastest-levenshtein';

/** `serve_users` -> `serveUsers`, `get_permissions_0` -> `getPermissions0`. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function pascalCase(snake: string): string {
  const c = camelCase(snake);
  return c[0]!.toUpperCase() + c.slice(1);
}

/** `BuildType` -> `buildType`: a locator kind's name in `locator` and `LocatorKinds`. */
export const lowerFirst = (name: string) => name[0]!.toLowerCase() + name.slice(1);

/** The `{name}` placeholders of a path template, in order. */
export function placeholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Words that cannot name a function declaration; such operations keep their name as an export name. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval'
  ).split(' '),
);

export function localName(fn: string): string {
  return RESERVED.has(fn) ? `${fn}_` : fn;
}

/**
 * Keys every plain object has (`__proto__`, `constructor`, `toString`, ...), and `prototype`: an argument, a
 * property or a namespace member of that name would read, or replace, what the object inherits.
 */
const INHERITED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * Why a spec name cannot be emitted, or null. `key`: it becomes an object key (an argument, a property, a
 * namespace member); `identifier`: it becomes a binding (a namespace import).
 */
export function nameProblem(name: string, { key = false, identifier = false } = {}): string | null {
  if (!/[A-Za-z0-9]/.test(name)) return 'has no letter or digit (A-Z, a-z, 0-9)';
  if (/[\p{Cc}\u2028\u2029]/u.test(name)) return 'holds a line break or a control character';
  if (name.includes('*/')) return 'would close a comment (it holds */)';
  if (key && INHERITED.has(name)) return 'is a key every JavaScript object inherits';
  if (identifier && RESERVED.has(name)) return 'is a reserved word of JavaScript';
  return null;
}

/**
 * ` (did you mean X?)` for the known name closest to a misspelt one, or '' when none is close: two letters swapped
 * (`SshKyes`, `form`), or at most one letter in four changed, added or left out (`repeats`), so that a name is never
 * matched to an unrelated one of a similar length (`Gadget` is not `Widget`).
 */
export function didYouMean(name: string, known: Iterable<string>): string {
  const letters = (s: string) => [...s.toLowerCase()].sort().join('');
  const cost = (other: string) => {
    const d = distance(name.toLowerCase(), other.toLowerCase());
    if (d <= 2 && letters(name) === letters(other)) return 1;
    return d <= Math.max(1, Math.floor(name.length / 4)) ? d : Infinity;
  };
  let best: string | undefined;
  for (const other of known) if (cost(other) < (best === undefined ? Infinity : cost(best))) best = other;
  return best === undefined ? '' : ` (did you mean ${best}?)`;
}
