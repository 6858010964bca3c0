import { TeamCityInputError } from './errors.js';

/** A locator as data: each dimension's value; an array repeats the dimension (`item:(a),item:(b)`). */
export interface LocatorObject {
  readonly [dimension: string]: LocatorValue | readonly LocatorValue[] | undefined;
}
export type LocatorValue = string | number | boolean | Date | LocatorObject;

/**
 * Renders one value as TeamCity's own `Locator.getValueForRendering` does: plain; `(value)` when it holds `,` or
 * `:` or balanced parentheses; `($base64:...)` when its parentheses are unbalanced. Values starting with `$` are
 * also sent as base64, so a literal `$any` or `$base64:` can never be read back as the marker. `inPath`: a value
 * with `/` is sent as base64 too, since TeamCity refuses the `%2F` a path segment would need.
 */
export function renderLocatorValue(value: string, inPath = false): string {
  let depth = 0;
  let base64 = value[0] == '$';
  for (const c of value) {
    if (c == '(') depth++;
    else if (c == ')') base64 ||= --depth < 0;
    else if (c == '/') base64 ||= inPath;
  }
  return base64 || depth
    ? `($base64:${btoa(Array.from(new TextEncoder().encode(value), (b) => String.fromCharCode(b)).join('')).replace(/[+/]/g, (c) => (c == '+' ? '-' : '_'))})`
    : /[,:(]/.test(value)
      ? `(${value})`
      : value;
}

/**
 * A locator string from a typed locator: `{ buildType: { id: 'X' }, count: 5 }` -> `buildType:(id:X),count:5`.
 * `inPath`: the text goes in a path segment (see renderLocatorValue).
 */
export function renderLocator(locator: string | LocatorObject, inPath = false): string {
  if (typeof locator == 'string') return locator;
  const out: string[] = [];
  for (const name in locator) {
    for (const value of [locator[name]].flat()) {
      if (value === undefined) continue;
      if (!/^[A-Za-z0-9$-]+$/.test(name))
        throw new TeamCityInputError(`locator dimension ${JSON.stringify(name)} is not a name`);
      const type = typeof value;
      out.push(
        name +
          ':' +
          (type == 'string'
            ? renderLocatorValue(value as string, inPath)
            : type == 'number' || type == 'boolean'
              ? value
              : value instanceof Date
                ? formatLocatorDate(value)
                : type == 'object' && value
                  ? `(${renderLocator(value as LocatorObject, inPath)})`
                  : bad()),
      );
    }
  }
  return out.join();
}

const bad = () => {
  throw new TeamCityInputError('a locator value must be a string, number, boolean, Date or nested locator');
};

/** TeamCity's locator date format, `yyyyMMdd'T'HHmmssZ`, in UTC: `20260102T030405+0000`. */
export function formatLocatorDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year < 1e4))
    throw new TeamCityInputError('a locator date must be a valid Date in years 0000-9999');
  return date.toISOString().replace(/-|:|\.\d+Z/g, '') + '+0000';
}

/** A parsed locator: a single value (`id:` omitted, as in `/builds/123`), or its dimensions' raw values. */
export interface ParsedLocator {
  single: string | null;
  /** Each dimension's values in order; a nested locator is its inner text, unparsed; a bare name is `null`. */
  dimensions: Map<string, (string | null)[]>;
}

export class LocatorSyntaxError extends Error {
  override name = 'LocatorSyntaxError';
}

/** A port of TeamCity's locator grammar (`Locator.java`), as `contract.md` 5.1 describes it. */
export function parseLocator(text: string): ParsedLocator {
  const dimensions = new Map<string, (string | null)[]>();
  if (isSingleValue(text)) return { single: decodeWrapped(text), dimensions };
  let i = 0;
  while (i < text.length) {
    const name = /^[A-Za-z0-9$-]+/.exec(text.slice(i))?.[0];
    if (!name) throw new LocatorSyntaxError(`a dimension name is expected at ${i} in ${JSON.stringify(text)}`);
    i += name.length;
    let value: string | null = null;
    if (text[i] === ':' || text[i] === '(') {
      if (text[i] === ':') i++;
      if (text[i] === '(') {
        const end = closingParen(text, i);
        value = decodeBase64Marker(text.slice(i + 1, end));
        i = end + 1;
      } else {
        const end = nextTopLevelComma(text, i);
        value = text.slice(i, end);
        i = end;
      }
    }
    if (i < text.length && text[i] !== ',')
      throw new LocatorSyntaxError(`"," is expected at ${i} in ${JSON.stringify(text)}`);
    if (text[i] === ',') i++;
    dimensions.set(name, [...(dimensions.get(name) ?? []), value]);
  }
  return { single: null, dimensions };
}

function isSingleValue(text: string): boolean {
  if (text.startsWith('(') && closingParen(text, 0) === text.length - 1) return true;
  if (text.startsWith('$base64:')) return true;
  return !/^[A-Za-z0-9$-]+[:(]/.test(text) && !text.includes(',');
}

function decodeWrapped(text: string): string {
  if (text.startsWith('(') && text.endsWith(')')) return decodeBase64Marker(text.slice(1, -1));
  return decodeBase64Marker(text);
}

function decodeBase64Marker(text: string): string {
  return text.startsWith('$base64:') ? fromBase64url(text.slice(8)) : text;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new LocatorSyntaxError(`unbalanced "(" at ${open} in ${JSON.stringify(text)}`);
}

function nextTopLevelComma(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) return i;
  }
  return text.length;
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
