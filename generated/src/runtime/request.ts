import { TeamCityInputError } from './errors.js';
import { renderLocator, type LocatorObject } from './locator.js';
import { send } from './send.js';
import { addHeaders, type CallOptions, type Transport } from './transport.js';

/** How an operation's answer is decoded. */
export type ResultKind = 'json' | 'string' | 'void' | 'binary' | 'object';

/** One operation as data: the generator emits one of these per operation. */
export interface Operation {
  /** `area.seed_name`, named in errors. */
  readonly id: string;
  readonly method: string;
  /**
   * Path template. `{x}` is one percent-encoded segment; `{+x}` is a suffix glued to a word that keeps its
   * `/` separators; `{/x}` is a sub-path that keeps `/` and gets one leading `/` when not empty.
   */
  readonly path: string;
  /** Query inputs as [argument key, wire name]. */
  readonly query?: readonly (readonly [arg: string, wire: string])[];
  /** The body's media type, for operations that take a body. */
  readonly body?: 'application/json' | 'text/plain';
  readonly accept: string;
  readonly result: ResultKind;
}

type Args = Record<string, unknown>;
type Segment = string | { name: string; style: '' | '+' | '/' };
interface Compiled {
  segments: Segment[];
  keys: Set<string>;
}

const compiled = new WeakMap<Operation, Compiled>();

function compile(op: Operation): Compiled {
  const segments: Segment[] = [];
  const keys = new Set<string>();
  const re = /\{([+/]?)(\w+)\}/g;
  let last = 0;
  for (let m = re.exec(op.path); m; m = re.exec(op.path)) {
    segments.push(op.path.slice(last, m.index), { name: m[2]!, style: m[1] as '' | '+' | '/' });
    keys.add(m[2]!);
    last = re.lastIndex;
  }
  segments.push(op.path.slice(last));
  for (const [arg] of op.query ?? []) keys.add(arg);
  if (op.body) keys.add('body');
  const c = { segments, keys };
  compiled.set(op, c);
  return c;
}

// Readable locators in paths: TeamCity decodes these, and `%2F` is the one encoding it refuses.
const encodeSegment = (v: string) => encodeURIComponent(v).replace(/%(?:3A|2C|24|40)/g, (e) => decodeURIComponent(e));
const encodeSubPath = (v: string) => v.split('/').map(encodeSegment).join('/');

/** A typed locator (a plain object, in a path or query input) becomes its TeamCity text; other values pass through. */
const asText = (v: unknown, inPath: boolean) =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype
    ? renderLocator(v as LocatorObject, inPath)
    : v;

/** The text of one path value. */
function pathText(op: Operation, name: string, v: unknown): string {
  if (typeof v !== 'string' && typeof v !== 'number') {
    throw new TeamCityInputError(`path parameter ${name} is required (a string)`, op.id);
  }
  return String(v);
}

function pathOf(op: Operation, c: Compiled, args: Args): string {
  let out = '';
  for (const s of c.segments) {
    if (typeof s === 'string') {
      out += s;
      continue;
    }
    const text = pathText(op, s.name, asText(args[s.name], true));
    if (s.style === '/') {
      const sub = text.replace(/^\/+/, '');
      out += sub ? '/' + encodeSubPath(sub) : '';
    } else if (s.style === '+') {
      out += encodeSubPath(text);
    } else {
      if (text === '') throw new TeamCityInputError(`path parameter ${s.name} is empty`, op.id);
      out += encodeSegment(text);
    }
  }
  return out;
}

/** The text of one query value. */
function queryText(op: Operation, arg: string, item: unknown): string {
  const type = typeof item;
  if (type !== 'string' && type !== 'number' && type !== 'boolean') {
    throw new TeamCityInputError(`query input ${arg} must be a string, number or boolean`, op.id);
  }
  if (type === 'number' && !Number.isFinite(item)) {
    throw new TeamCityInputError(`query input ${arg} must be a finite number`, op.id);
  }
  return String(item);
}

function queryOf(op: Operation, args: Args): string {
  let out = '';
  const sent: Record<string, string> = {};
  for (const [arg, wire] of op.query!) {
    const v = args[arg];
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = queryText(op, arg, asText(item, false));
      // Two seed inputs can share one wire name (fields and fields2): send it once.
      if (wire in sent && !Array.isArray(v)) {
        if (sent[wire] === text) continue;
        throw new TeamCityInputError(`${arg} and another input both set "${wire}" to different values`, op.id);
      }
      sent[wire] = text;
      out += (out ? '&' : '?') + encodeURIComponent(wire) + '=' + encodeURIComponent(text);
    }
  }
  return out;
}

function bodyOf(op: Operation, args: Args): string | undefined {
  const v = args.body;
  if (v === undefined || v === null) return undefined;
  if (op.body === 'text/plain') {
    if (typeof v !== 'string') throw new TeamCityInputError('body must be a string', op.id);
    return v;
  }
  return JSON.stringify(v);
}

/** Set by paginate: the URL of a next page, sent in place of the one the inputs make. */
export const pageUrl = Symbol('pageUrl');

/** Sends one operation and decodes its answer by the operation's result kind. */
export function request(t: Transport, op: Operation, input: object = {}, options?: CallOptions): Promise<unknown> {
  const args = input as Args;
  const c = compiled.get(op) ?? compile(op);
  let url: string;
  let body: string | undefined;
  const headers: Record<string, string> = { accept: op.accept, ...t.headers };
  // Bad input rejects like any other failure, though nothing is awaited before it is found.
  try {
    for (const key in args) {
      if (!c.keys.has(key)) throw new TeamCityInputError(`unknown input ${key}`, op.id);
    }
    url =
      (options as { [pageUrl]?: string } | undefined)?.[pageUrl] ??
      t.urlPrefix + pathOf(op, c, args) + (op.query ? queryOf(op, args) : '');
    body = op.body ? bodyOf(op, args) : undefined;
    if (body !== undefined) headers['content-type'] = op.body!;
    addHeaders(headers, options?.headers);
  } catch (e) {
    return Promise.reject(e);
  }
  return send(t, op, url, headers, body, options);
}
