// Hand-written: edit it here; the generator never writes this file.
import { LocatorSyntaxError, parseLocator, type ParsedLocator } from '../../runtime/locator.js';
import { badRequest, locatorError, notFound } from './errors.js';

export type Predicate<T> = (item: T) => boolean;
/** Turns one dimension's value into a test on items (a bare dimension name is `''`; `$any` is never passed). */
export type Dimension<T> = (value: string, name: string) => Predicate<T>;

/** Items in TeamCity's order, read by index, so a large collection can be produced lazily. */
export interface Source<T> {
  readonly length: number;
  at(index: number): T;
}

/** How one kind of entity is found by locator, as a TeamCity Finder does. */
export interface Finder<T> {
  /** The entity's name in messages: `build`, `project`, ... */
  readonly name: string;
  readonly dimensions: Readonly<Record<string, Dimension<T>>>;
  /**
   * What a locator without dimensions (`/builds/123`, `/projects/P`) is tried as; one that must be a number reads it
   * with `singleLong` (TeamCity's `getSingleValueAsLong`), so `/builds/x` is a 400 as there.
   */
  single(value: string): Predicate<T>;
  /** A direct look-up by id, used for `id:X` and single values when it finds something. */
  byId?(id: string): T | undefined;
  /** Finders that page by default (builds, changes, ...) give the page size. */
  readonly defaultCount?: number;
  readonly defaultLookupLimit?: number;
  /** The implied filter (builds: finished, default branch, ...), given the locator's dimensions. */
  defaults?(dimensions: ReadonlyMap<string, readonly (string | null)[]>): Predicate<T> | null;
  source(): Source<T>;
  /** Where sequential paging resumes (large collections only), valid while `version()` is unchanged. */
  readonly cursors?: Map<string, Cursor>;
  version?(): number;
}

/** After `index` items were scanned, `matched` of them had matched. */
export interface Cursor {
  version: number;
  matched: number;
  index: number;
}

const MAX_CURSORS = 1000;

const PAGING = ['count', 'start', 'lookupLimit'];
const LOGIC = ['item', 'not', 'and', 'unique'];
/** Nested locators deeper than this answer 400 rather than overflow the stack. */
const MAX_NESTING = 100;
let nesting = 0;

export interface Query<T> {
  predicate: Predicate<T> | null;
  start: number;
  /** -1: no limit. */
  count: number;
  lookupLimit: number;
  /** Whether the locator gave `count` (or the finder pages by default). */
  paged: boolean;
  locator: ParsedLocator;
}

/**
 * A locator's text and its parse, made once: a request's `locator` becomes one where the request is read, and every
 * finder and handler reads that parse. A finder's dimension names change no parse that succeeds, only the message of a
 * syntax error (its supported dimensions), so a failed parse is not kept.
 */
export class Locator {
  private parsed?: ParsedLocator;

  constructor(
    readonly text: string,
    parsed?: ParsedLocator,
  ) {
    this.parsed = parsed;
  }

  parse<T>(finder?: Finder<T>): ParsedLocator {
    return (this.parsed ??= parseText(this.text, finder));
  }

  /**
   * This locator with more dimensions (`buildType:(id:X)`), as its text and theirs joined by a comma reads; a single
   * value stays text, which then reads as a dimension of that name, as in TeamCity.
   */
  with(...extra: string[]): Locator {
    const text = [this.text, ...extra].join(',');
    const own = this.parse();
    if (own.single !== null) return new Locator(text);
    const dimensions = new Map([...own.dimensions].map(([name, values]) => [name, [...values]]));
    for (const e of extra)
      for (const [name, values] of parseText(e).dimensions)
        dimensions.get(name)?.push(...values) ?? dimensions.set(name, values);
    return new Locator(text, { single: null, dimensions });
  }
}

/** A locator given as text or as one already parsed; null is none. */
const locatorOf = (locator: string | Locator | null): Locator | null =>
  typeof locator === 'string' ? new Locator(locator) : locator;

/**
 * A locator as TeamCity's `Locator` reads it; null (no `locator` given) is the empty locator, while an empty text is
 * refused as the `Locator` constructor refuses it ("Cannot be empty").
 */
export function parse<T>(locator: string | Locator | null, finder?: Finder<T>): ParsedLocator {
  return locatorOf(locator)?.parse(finder) ?? { single: null, dimensions: new Map() };
}

function parseText<T>(text: string, finder?: Finder<T>): ParsedLocator {
  try {
    return parseLocator(text, finder ? supported(finder) : []);
  } catch (e) {
    if (e instanceof LocatorSyntaxError) throw locatorError(e.message);
    throw e;
  }
}

const LONG_MAX = 2n ** 63n - 1n;

/** Java's `Long.parseLong`: an optional sign and decimal digits, within 64 bits; null for anything else. */
function javaLong(value: string): bigint | null {
  if (!/^[+-]?\d{1,19}$/.test(value)) return null;
  const n = BigInt(value);
  return n > LONG_MAX || n < -LONG_MAX - 1n ? null : n;
}

/** A dimension's value read as TeamCity's `getSingleDimensionValueAsLong` reads it: a number, else a 400. */
export function longValue(name: string, value: string): number {
  const n = javaLong(value);
  if (n === null) throw locatorError(`Invalid value of dimension '${name}': '${value}'. Should be a number.`);
  return Number(n);
}

/** A single-value locator read as TeamCity's `getSingleValueAsLong` reads it (builds, changes, ...): a number, else a 400. */
export function singleLong(value: string): number {
  const n = javaLong(value);
  if (n === null) throw locatorError(`Invalid single value: '${value}'. Should be a number.`);
  return Number(n);
}

function integer(name: string, value: string | null | undefined): number | undefined {
  return value == null ? undefined : longValue(name, value);
}

/**
 * A boolean dimension as TeamCity reads it (`LocatorUtil.getBooleanAllowingAny`): true, on, yes, in; false, off, no,
 * out; any, all, `$any` for either (null); any case. Anything else is a 400.
 */
export function booleanOf(value: string, name: string): boolean | null {
  const v = value.toLowerCase();
  if (/^(any|all|\$any)$/.test(v)) return null;
  if (/^(true|on|yes|in)$/.test(v)) return true;
  if (/^(false|off|no|out)$/.test(v)) return false;
  throw locatorError(
    `Invalid value of dimension '${name}': Invalid boolean value '${value}'. Should be 'true', 'false' or 'any'.`,
  );
}

/** Compiles a locator into a test and paging; unknown dimensions answer 400 as `checkLocatorFullyProcessed` does. */
export function compileLocator<T>(finder: Finder<T>, locator: string | Locator | null): Query<T> {
  if (nesting >= MAX_NESTING) throw locatorError(`Locator nesting is deeper than ${MAX_NESTING} levels.`);
  nesting++;
  try {
    return compile(finder, locatorOf(locator));
  } finally {
    nesting--;
  }
}

function compile<T>(finder: Finder<T>, given: Locator | null): Query<T> {
  const text = given?.text ?? null;
  const locator = parse(given, finder);
  const tests: Predicate<T>[] = [];
  if (locator.single !== null) {
    if (locator.single === '$help') throw help(finder);
    tests.push(finder.single(locator.single));
  }
  const unknown: string[] = [];
  for (const [name, values] of locator.dimensions) {
    if (name === '$help') throw help(finder);
    if (PAGING.includes(name)) continue;
    const dim = finder.dimensions[name];
    if (LOGIC.includes(name)) tests.push(logic(finder, name, values));
    // `$any` is no value: the dimension does not filter.
    else if (dim) {
      for (const v of values) if (v !== null) tests.push(dim(v, name));
    } else unknown.push(name);
  }
  if (unknown.length) {
    throw locatorError(
      `Locator '${text}' has unknown dimension${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Supported dimensions are: [${supported(finder).join(', ')}]`,
    );
  }
  const named = locator.dimensions;
  const implied = locator.single === null && !named.has('id') && !named.has('item') ? finder.defaults?.(named) : null;
  if (implied) tests.push(implied);
  const last = (name: string) => locator.dimensions.get(name)?.at(-1);
  const count = integer('count', last('count'));
  const lookupLimit = integer('lookupLimit', last('lookupLimit'));
  const effectiveCount = count ?? finder.defaultCount ?? -1;
  return {
    predicate: tests.length === 0 ? null : tests.length === 1 ? tests[0]! : (item) => tests.every((t) => t(item)),
    start: Math.max(0, integer('start', last('start')) ?? 0),
    count: effectiveCount,
    lookupLimit:
      lookupLimit ?? Math.max(finder.defaultLookupLimit ?? Infinity, effectiveCount >= 0 ? effectiveCount : 0),
    paged: count !== undefined || finder.defaultCount !== undefined,
    locator,
  };
}

function logic<T>(finder: Finder<T>, name: string, values: (string | null)[]): Predicate<T> {
  const subs = values.map((v) => compileLocator(finder, v).predicate ?? (() => true));
  if (name === 'not') return (item) => !subs.some((s) => s(item));
  if (name === 'item') return (item) => subs.some((s) => s(item));
  return (item) => subs.every((s) => s(item));
}

const supported = <T>(finder: Finder<T>) => [...Object.keys(finder.dimensions), ...PAGING, ...LOGIC].sort();

function help<T>(finder: Finder<T>) {
  return locatorError(`Locator help requested: Supported dimensions are: [${supported(finder).join(', ')}]`);
}

export interface Page<T> {
  items: T[];
  /** Whether scanning stopped at lookupLimit with items left unscanned. */
  limited: boolean;
}

/** Scans the finder's items in order: skips `start` matches, takes `count`, scans at most `lookupLimit`. */
export function scan<T>(finder: Finder<T>, q: Query<T>): Page<T> {
  const source = finder.source();
  const end = Math.min(source.length, q.lookupLimit);
  const limited = end < source.length;
  const wanted = q.count < 0 ? Infinity : q.count;
  if (!q.predicate) {
    const from = Math.min(q.start, end);
    const to = Math.min(end, from + wanted);
    const items: T[] = [];
    for (let i = from; i < to; i++) items.push(source.at(i));
    return { items, limited: limited && from + wanted > end };
  }
  const items: T[] = [];
  const key = cursorKey(q);
  const version = finder.version?.() ?? 0;
  const cursor = finder.cursors?.get(key);
  const resume = cursor && cursor.version === version && cursor.matched <= q.start;
  let matched = resume ? cursor.matched : 0;
  let i = resume ? cursor.index : 0;
  for (; i < end && items.length < wanted; i++) {
    const item = source.at(i);
    if (!q.predicate(item)) continue;
    if (matched++ < q.start) continue;
    items.push(item);
  }
  if (finder.cursors) {
    if (finder.cursors.size >= MAX_CURSORS) finder.cursors.clear();
    finder.cursors.set(key, { version, matched, index: i });
  }
  return { items, limited: limited && items.length < wanted };
}

/** Locators that differ only in paging share a cursor. */
function cursorKey<T>(q: Query<T>): string {
  const dims = [...q.locator.dimensions].filter(([name]) => !PAGING.includes(name));
  return JSON.stringify([q.locator.single, dims]);
}

/**
 * The one entity a path locator names (`/builds/{locator}`): the first match, or 404; an empty one is a 400, as
 * `FinderImpl.getItem` says.
 */
export function findOne<T>(finder: Finder<T>, text: string): T {
  if (!text) throw badRequest('Empty locator is not supported.');
  const given = new Locator(text);
  const locator = given.parse(finder);
  const id = locator.single ?? (locator.dimensions.size === 1 ? locator.dimensions.get('id')?.[0] : undefined);
  const direct = id ? finder.byId?.(id) : undefined;
  if (direct) return direct;
  const q = compileLocator(finder, given);
  const found = scan(finder, { ...q, count: 1, lookupLimit: Infinity });
  if (!found.items.length) throw notFound(`Nothing is found by locator '${text}'.`);
  return found.items[0]!;
}
