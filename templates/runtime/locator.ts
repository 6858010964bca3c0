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
  let unbalanced = value.charCodeAt(0) === 36; // `$`
  let wrap = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 40) {
      depth++; // `(`
      wrap = true;
    } else if (c === 41 && --depth < 0) unbalanced = true; // `)`
    else if (c === 44 || c === 58) wrap = true; // `,` `:`
    else if (c === 47 && inPath) unbalanced = true; // `/`
  }
  if (unbalanced || depth !== 0) return `($base64:${base64url(value)})`;
  return wrap ? `(${value})` : value;
}

const NAME = /^[A-Za-z0-9$-]+$/;

/**
 * A locator string from a typed locator: `{ buildType: { id: 'X' }, count: 5 }` -> `buildType:(id:X),count:5`.
 * `inPath`: the text goes in a path segment (see renderLocatorValue).
 */
export function renderLocator(locator: string | LocatorObject, inPath = false): string {
  if (typeof locator === 'string') return locator;
  let out = '';
  for (const name in locator) {
    const value = locator[name];
    if (value === undefined) continue;
    if (!NAME.test(name)) throw new TeamCityInputError(`locator dimension ${JSON.stringify(name)} is not a name`);
    if (!Array.isArray(value)) out += `${out && ','}${name}:${renderItem(value as LocatorValue, inPath)}`;
    else for (const item of value as readonly LocatorValue[]) out += `${out && ','}${name}:${renderItem(item, inPath)}`;
  }
  return out;
}

function renderItem(value: LocatorValue, inPath: boolean): string {
  switch (typeof value) {
    case 'string':
      return renderLocatorValue(value, inPath);
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      if (value instanceof Date) return formatLocatorDate(value);
      if (value !== null) return `(${renderLocator(value, inPath)})`;
  }
  throw new TeamCityInputError(`a locator value must be a string, number, boolean, Date or nested locator`);
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** TeamCity's locator date format, `yyyyMMdd'T'HHmmssZ`, in UTC: `20260102T030405+0000`. */
export function formatLocatorDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new TeamCityInputError('a locator date must be a valid Date in years 0000-9999');
  // getUTC* and string concatenation: toISOString is several times slower.
  const y = year < 1000 ? String(year).padStart(4, '0') : String(year);
  return `${y}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}+0000`;
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
    if (i < text.length && text[i] !== ',') throw new LocatorSyntaxError(`"," is expected at ${i} in ${JSON.stringify(text)}`);
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

function base64url(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
