import type { addCsrf } from './csrf.js';
import { TeamCityInputError } from './errors.js';
import type { fileResult } from './file.js';
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
  /**
   * Writes: adds TeamCity's CSRF token when the client uses Basic auth. A reference rather than a flag, as is `file`,
   * so that a bundle leaves out what none of its operations use.
   */
  readonly csrf?: typeof addCsrf;
  /** File operations (`result: 'binary'`): the Range header and the unread answer. */
  readonly file?: typeof fileResult;
}

type Args = Record<string, unknown>;

// Readable locators in paths: TeamCity decodes these, and `%2F` is the one encoding it refuses.
const encodeSegment = (v: string) => encodeURIComponent(v).replace(/%(3A|2C|24|40)/g, decodeURIComponent);

/**
 * The text of a path or query value: a typed locator (a plain object) rendered, a string, a number, or (query only)
 * a boolean; anything else is bad input.
 */
function textOf(op: Operation, what: string, v: unknown, inPath: boolean): string {
  if (v && Object.getPrototypeOf(v) === Object.prototype) return renderLocator(v as LocatorObject, inPath);
  if (typeof v == 'string' || (typeof v == 'number' && isFinite(v)) || (typeof v == 'boolean' && !inPath))
    return '' + v;
  throw new TeamCityInputError(
    what + (v == null ? ' is required' : ` must be a ${inPath ? 'string' : 'string, finite number or boolean'}`),
    op.id,
  );
}

/** Set by paginate: the URL of a next page, sent in place of the one the inputs make. */
export const pageUrl = Symbol('pageUrl');

/** Sends one operation and decodes its answer by the operation's result kind. */
export function request(t: Transport, op: Operation, input: object = {}, options?: CallOptions): Promise<unknown> {
  const args = input as Args;
  const headers: Record<string, string> = { accept: op.accept, ...t.headers };
  const known = new Set(op.body ? ['body'] : []);
  let body: string | undefined;
  // Bad input rejects like any other failure, though nothing is awaited before it is found.
  try {
    const path = op.path.replace(/\{([+/]?)(\w+)\}/g, (_, style: string, name: string) => {
      known.add(name);
      const text = textOf(op, 'path parameter ' + name, args[name], true);
      // `{+x}` keeps its `/`; `{/x}` too, and starts with one when not empty; `{x}` is one segment.
      if (style) {
        const sub = style == '/' ? text.replace(/^\/+/, '') : text;
        return (style == '/' && sub ? '/' : '') + sub.split('/').map(encodeSegment).join('/');
      }
      if (text) return encodeSegment(text);
      throw new TeamCityInputError(`path parameter ${name} is empty`, op.id);
    });
    let query = '';
    const sent: Record<string, string> = {};
    for (const [arg, wire] of op.query ?? []) {
      known.add(arg);
      const v = args[arg];
      for (const item of v == null ? [] : Array.isArray(v) ? v : [v]) {
        const text = textOf(op, 'query input ' + arg, item, false);
        // Two seed inputs can share one wire name (fields and fields2): send it once.
        if (wire in sent && !Array.isArray(v)) {
          if (sent[wire] == text) continue;
          throw new TeamCityInputError(`${arg} and another input both set "${wire}" to different values`, op.id);
        }
        sent[wire] = text;
        query += (query ? '&' : '?') + encodeURIComponent(wire) + '=' + encodeURIComponent(text);
      }
    }
    for (const key in args) if (!known.has(key)) throw new TeamCityInputError('unknown input ' + key, op.id);
    const v = args.body;
    if (v != null) {
      if (op.body == 'text/plain' && typeof v != 'string') throw new TeamCityInputError('body must be a string', op.id);
      body = op.body == 'text/plain' ? (v as string) : JSON.stringify(v);
      headers['content-type'] = op.body!;
    }
    addHeaders(headers, options?.headers);
    const url = (options as { [pageUrl]?: string } | undefined)?.[pageUrl] ?? t.urlPrefix + path + query;
    return send(t, op, url, headers, body, options);
  } catch (e) {
    return Promise.reject(e);
  }
}
