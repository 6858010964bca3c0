// Hand-written: edit it here; the generator never writes this file.
import { badInput } from './errors.js';
import { base64, urlAlphabet } from './base64.js';

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
  let base64 = value[0] === '$';
  for (const c of value) {
    if (c === '(') depth++;
    else if (c === ')') base64 ||= --depth < 0;
    else if (c === '/') base64 ||= inPath;
  }
  return base64 || depth ? `(${base64Of(value)})` : /[,:(]/.test(value) ? `(${value})` : value;
}

// TeamCity decodes with one alphabet at a time (base64url, else base64): a value is converted whole, never in part.
const base64Of = (value: string) => '$base64:' + urlAlphabet(base64(value));

/**
 * A raw locator for a path segment, where `/` cannot go (TeamCity refuses `%2F`) and `.` or `..` would be resolved
 * away. TeamCity reads `(x)`, `$base64:x` and text with no `:` and not both parentheses as one value: that goes as
 * `$base64` of itself. Else each top-level value holding `/` goes as `($base64:...)`, which TeamCity decodes back
 * (a nested locator is its value's text, read again once decoded); a `$base64` value, in base64url.
 */
function pathLocator(text: string): string {
  const b64 = /^\$base64:/;
  if (b64.test(text)) return urlAlphabet(text);
  const inner = /^\((.+)\)$/s.exec(text)?.[1];
  if (inner != null || !/:|\([^]*\)|\)[^]*\(/.test(text)) return base64Of(inner ?? text);
  let out = '';
  let depth = 0;
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    // A `)` with none open is text, as in TeamCity's grammar.
    else if (c === ')') depth &&= depth - 1;
    else if (!depth && (c === ',' || !c)) {
      const [, name, value] = /^([^:(]*):?(.*)$/s.exec(text.slice(from, i))!;
      out +=
        (from ? ',' : '') +
        name +
        ':' +
        (!/\//.test(value!)
          ? value
          : b64.test(value!)
            ? urlAlphabet(value!)
            : `(${base64Of(/^\((.*)\)$/s.exec(value!)?.[1] ?? value!)})`);
      from = i + 1;
    }
  }
  if (depth || /\//.test(out))
    badInput(
      `locator cannot go in a path: ${depth ? "Could not find matching ')'" : 'a name holds "/"'}; pass a typed locator`,
    );
  return out;
}

/**
 * A locator string from a typed locator: `{ buildType: { id: 'X' }, count: 5 }` -> `buildType:(id:X),count:5`.
 * `inPath`: the text goes in a path segment (see renderLocatorValue).
 */
export function renderLocator(locator: string | LocatorObject, inPath = false): string {
  if (typeof locator === 'string') return inPath && /\/|^\.\.?$/.test(locator) ? pathLocator(locator) : locator;
  const out: string[] = [];
  for (const name in locator) {
    for (const value of [locator[name]].flat()) {
      if (value === undefined) continue;
      if (!/^[A-Za-z0-9$-]+$/.test(name)) badInput(`locator dimension ${JSON.stringify(name)} is not a name`);
      const type = typeof value;
      out.push(
        name +
          ':' +
          (type === 'string'
            ? renderLocatorValue(value as string, inPath)
            : type === 'number' || type === 'boolean'
              ? value
              : value instanceof Date
                ? formatLocatorDate(value)
                : type === 'object' && value
                  ? `(${renderLocator(value as LocatorObject, inPath)})`
                  : badInput('a locator value must be a string, number, boolean, Date or locator')),
      );
    }
  }
  return out.join();
}

/** TeamCity's locator date format, `yyyyMMdd'T'HHmmssZ`, in UTC: `20260102T030405+0000`. */
export function formatLocatorDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year < 1e4)) badInput('a locator date must be in years 0000-9999');
  return date.toISOString().replace(/-|:|\.\d+Z/g, '') + '+0000';
}

/** A parsed locator, as TeamCity's `Locator` holds it. */
export interface ParsedLocator {
  /** The single value (`123` in `/builds/123`), or null when the locator has dimensions. */
  single: string | null;
  /**
   * Each dimension's values in order: a nested locator is its inner text, unparsed; a bare name (`defaultFilter`)
   * is `''`; `$any` outside parentheses is null (TeamCity's "no value").
   */
  dimensions: Map<string, (string | null)[]>;
}

/** Text that TeamCity's locator grammar refuses; the message is TeamCity's. */
export class LocatorSyntaxError extends Error {
  override name = 'LocatorSyntaxError';
}

const syntax = (text: string, at: number, what: string): never => {
  throw new LocatorSyntaxError(`Bad locator syntax: ${what}. Details: locator: '${text}', at position ${at}`);
};

/**
 * A port of TeamCity's locator grammar (`Locator.java`, usual mode): `(text)` and `$base64:text` are one value, as
 * is text with no `:` and not both `(` and `)`; else dimensions, where a name is letters and digits (or one of
 * `known`, the finder's own names), a value is `(balanced text)` or runs to the next `,` outside parentheses, and a
 * value that reads as `$base64:...` is decoded.
 */
export function parseLocator(text: string, known: readonly string[] = []): ParsedLocator {
  if (!text) throw new LocatorSyntaxError('Invalid locator. Cannot be empty.');
  const single = text.length > 2 && text[0] === '(' && text.endsWith(')') ? text.slice(1, -1) : unBase64(text, 0);
  return single != null || !(text.includes(':') || (text.includes('(') && text.includes(')')))
    ? { single: single ?? text, dimensions: new Map() }
    : { single: null, dimensions: dimensionsOf(text, known, 0) };
}

function dimensionsOf(text: string, known: readonly string[], depth: number) {
  const out = new Map<string, (string | null)[]>();
  for (let i = 0; i < text.length;) {
    const start = i;
    while (i < text.length && !',(:'.includes(text[i]!)) i++;
    const name = text.slice(start, i);
    const delimiter = text[i];
    if (!name) syntax(text, start, `Could not find dimension name, found '${delimiter}' instead`);
    // Java's Character.isLetterOrDigit sees UTF-16 units: a surrogate pair is neither.
    if (!known.includes(name) && name !== '$help' && !/^[\p{L}\p{Nd}]+$/u.test(name.replace(/[\uD800-\uDFFF]/g, '$')))
      syntax(
        text,
        start,
        `Invalid dimension name :'${name}'. Should contain only alpha-numeric symbols` +
          (known.length ? ` or be known one: [${known.join(', ')}]` : ''),
      );
    let value: string | null = '';
    if (delimiter === ',') i++;
    else if (delimiter) {
      if (delimiter === ':') i++;
      const complex = text[i] === '(';
      const end = scan(text, i, complex);
      if (end < 0) syntax(text, i + +complex, "Could not find matching ')'");
      value = complex ? text.slice(i + 1, end - 1) : text.slice(i, end);
      if (complex && end < text.length && text[end] !== ',')
        syntax(text, end, "No dimensions delimiter ',' after complex value");
      i = end + 1;
      value = !complex && value === '$any' ? null : (unBase64(value, depth) ?? value);
    }
    out.get(name)?.push(value) ?? out.set(name, [value]);
  }
  return out;
}

/**
 * From `from`, skipping `(...)` blocks (a `)` with none open is text): the index after the first block's `)` when
 * `block`, else of the next `,` or the end; -1 when a `(` is left open.
 */
function scan(text: string, from: number, block: boolean): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth) depth--;
      if (!depth && block) return i + 1;
    } else if (c === ',' && !depth && !block) return i;
  }
  return depth ? -1 : text.length;
}

/** The value of a `$base64:...` text as TeamCity reads it (base64url, else base64; `=` optional), or null. */
function unBase64(text: string, depth: number): string | null {
  if (!text.startsWith('$base64:')) return null;
  let values;
  try {
    // A value that is itself `$base64:...` recurses: TeamCity's stack would give out too.
    if (depth > 20) throw 0;
    values = dimensionsOf(text, ['$base64'], depth + 1);
  } catch {
    return null;
  }
  const encoded = values.get('$base64');
  if (values.size !== 1 || !encoded) return null;
  if (encoded.length > 1) syntax(text, 0, 'More then 1 $base64 values, only single one is supported');
  const raw = encoded[0] ?? '$any';
  const m = /^(?:([\w-]*)|([A-Za-z\d+/]*))(=?=?)$/.exec(raw);
  const data = m?.[1] ?? m?.[2] ?? '';
  const pad = m?.[3]!.length;
  if (!m || (pad ? (data.length + pad) % 4 : data.length % 4 === 1))
    syntax(text, 0, `Invalid Base64url character sequence: '${raw}'`);
  return new TextDecoder().decode(
    Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );
}
