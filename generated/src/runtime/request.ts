// Copied from templates/src/runtime/request.ts by the generator: edit it there.
import type { addCsrf } from './csrf.js';
import {
  apiError,
  TeamCityAbortError,
  TeamCityError,
  TeamCityInputError,
  TeamCityNetworkError,
  TeamCityResponseError,
  TeamCityTimeoutError,
  type RequestInfo,
  type TeamCityApiError,
} from './errors.js';
import type { fileResult } from './file.js';
import type { LocatorObject, renderLocator } from './locator.js';
import { delayOf, retryOf, sleep, until } from './retry.js';
import {
  addHeaders,
  checkTimeout,
  CREDENTIAL_HEADER,
  isSafeHeader,
  redact,
  scrubHeaders,
  send,
  type CallOptions,
  type Transport,
} from './transport.js';
import type { BodyMediaType, ResultKind } from './vocabulary.js';

/**
 * One operation as data: the generator emits one of these per operation. The runtime pieces only some operations
 * need (`locator`, `csrf`, `file`) are references rather than flags, so a bundle leaves out what its operations
 * never use.
 */
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
  readonly body?: BodyMediaType;
  readonly accept: string;
  readonly result: ResultKind;
  /** Operations with typed-locator inputs: renders them. */
  readonly locator?: typeof renderLocator;
  /** Writes: adds TeamCity's CSRF token when the client uses Basic auth. */
  readonly csrf?: typeof addCsrf;
  /** File operations (`result: 'binary'`): the Range header and the unread answer. */
  readonly file?: typeof fileResult;
}

type Args = Record<string, unknown>;

// Readable locators in paths: TeamCity decodes these, and `%2F` is the one encoding it refuses. `keepSlash`: a
// sub-path, whose `/` separate segments.
const encodePath = (v: string, keepSlash: string) =>
  encodeURIComponent(v).replace(keepSlash ? /%(?:3A|2C|24|40|2F)/g : /%(?:3A|2C|24|40)/g, decodeURIComponent);

// Each operation's path template split, and its input names, once: a regex pass per call costs more than the rest.
const templates = new WeakMap<Operation, [string[], Set<string>]>();

const failInput = (op: Operation, message: string): never => {
  throw new TeamCityInputError(message, op.id);
};

/**
 * A path or query value: a typed locator rendered, a string, a finite number, or (query only) a boolean. The message
 * is only put together for a bad value: this runs for every input of every call.
 */
const textOf = (op: Operation, name: string, v: unknown, inPath: boolean): string =>
  typeof v == 'string'
    ? v
    : (typeof v == 'number' && isFinite(v)) || (typeof v == 'boolean' && !inPath)
      ? '' + v
      : v && op.locator && Object.getPrototypeOf(v) == Object.prototype
        ? op.locator(v as LocatorObject, inPath)
        : failInput(
            op,
            (inPath ? 'path parameter ' : 'query input ') +
              name +
              (v == null ? ' is required' : ` must be a string${inPath ? '' : ', finite number or boolean'}`),
          );

/** Set by paginate: the URL of a next page, sent in place of the one the inputs make. */
export const pageUrl = Symbol('pageUrl');

/**
 * Sends one operation: its inputs checked and encoded (bad input rejects before anything is sent), the CSRF token for
 * Basic-auth writes, hooks, a deadline composed with the caller's signal, retries with backoff; then decodes the
 * answer by the operation's result kind.
 */
export async function request(
  t: Transport,
  op: Operation,
  input: object = {},
  options: CallOptions = {},
): Promise<unknown> {
  const args = input as Args;
  const { id, method, file, locator } = op;
  let compiled = templates.get(op);
  if (!compiled) {
    const parts = op.path.split(/\{([+/]?)(\w+)\}/);
    const keys = parts
      .filter((_, i) => i % 3 == 2)
      .concat(
        op.body ? ['body'] : [],
        (op.query ?? []).map(([arg]) => arg),
      );
    templates.set(op, (compiled = [parts, new Set(keys)]));
  }
  const [parts, known] = compiled;
  let url = parts[0]!;
  for (let i = 1; i < parts.length; i += 3) {
    const style = parts[i]!;
    const name = parts[i + 1]!;
    let text = textOf(op, name, args[name], true);
    // `{+x}` keeps its `/`; `{/x}` too, and starts with one when not empty; `{x}` is one segment. The URL parser
    // resolves `.` and `..` segments (`%2E` too), so a locator holding one goes as `$base64`, and any other is refused.
    if (!style && locator && /Locator$/.test(name)) text = locator(text, true);
    const sub = style == '/' ? text.replace(/^\/+/, '') : text;
    // A glued suffix is refused a dot segment in any encoding: a server or proxy may decode it once more.
    if ((style ? /(^|\/)(\.|%2e){1,2}(\/|$)/i : /^\.\.?$/).test(sub))
      failInput(op, `path parameter ${name} holds a "." or ".." segment`);
    url +=
      (style == '/' && sub ? '/' : '') +
      (encodePath(sub, style) || (style ? '' : failInput(op, `path parameter ${name} is empty`))) +
      parts[i + 2];
  }
  let query = '';
  const sent: Record<string, string> = {};
  for (const [arg, wire] of op.query ?? []) {
    const v = args[arg];
    if (v == null) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = textOf(op, arg, item, false);
      // Two seed inputs can share one wire name (fields and fields2): send it once.
      if (wire in sent && !Array.isArray(v)) {
        if (sent[wire] != text) failInput(op, `${arg} and another input set "${wire}" differently`);
        continue;
      }
      sent[wire] = text;
      query += (query ? '&' : '?') + encodeURIComponent(wire) + '=' + encodeURIComponent(text);
    }
  }
  for (const key in args) if (!known.has(key)) failInput(op, 'unknown input ' + key);
  const headers: Record<string, string> = { accept: op.accept, ...t.headers };
  let body = args.body;
  if (body != null) {
    if (op.body == 'text/plain') {
      if (typeof body != 'string') failInput(op, 'body must be a string');
    } else body = JSON.stringify(body);
    headers['content-type'] = op.body!;
  }
  addHeaders(headers, options.headers);
  // Never dropped unseen: only a file has ranges.
  if (options.range)
    headers.range = file ? file.range(options.range) : failInput(op, 'range is only for file operations');
  url = (options as { [pageUrl]?: string })[pageUrl] ?? t.urlPrefix + url + query;
  const retry = retryOf(options.retry, t.retry);
  const timeoutMs = checkTimeout(options.timeoutMs ?? t.timeoutMs);
  const { hooks, session } = t;
  const csrf = session.csrfUrl ? op.csrf : undefined;

  const caller = options.signal;
  let signal = caller;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  let stream = false;
  let attempt = 0;
  if (timeoutMs) {
    const c = (controller = new AbortController());
    signal = c.signal;
    timer = setTimeout(() => {
      timedOut = true;
      c.abort();
    }, timeoutMs);
    if (caller?.aborted) c.abort(caller.reason);
    caller?.addEventListener('abort', () => c.abort(caller.reason), { once: true, signal });
  }
  // The request as hooks and errors see it: never with credentials; the caller's headers not marked safe as `***`.
  const info = (): RequestInfo => {
    const shown: Record<string, string> = {};
    for (const name in headers)
      if (!CREDENTIAL_HEADER.test(name))
        shown[name] = isSafeHeader(t, name) ? redact(t, headers[name]!, headers) : '***';
    return { operation: id, method, url: redact(t, url, headers), headers: shown, attempt };
  };
  /** What a thrown fetch, body read or hook means: the deadline, the caller's abort, or a broken exchange. */
  const broke = (cause: unknown): TeamCityError =>
    signal?.aborted
      ? timedOut
        ? new TeamCityTimeoutError(info(), timeoutMs)
        : new TeamCityAbortError(info(), signal.reason)
      : cause instanceof TeamCityError
        ? cause
        : new TeamCityNetworkError(info(), cause);
  let csrfRefreshed = false;
  let hookRetried = false;
  try {
    for (;;) {
      attempt++;
      // The deadline and the caller's signal hold while the hook runs; the hook's own error is the call's.
      if (hooks?.onRequest)
        addHeaders(
          headers,
          await until(hooks.onRequest(info()), signal).catch((e: unknown) => {
            throw signal?.aborted ? broke(e) : e;
          }),
        );
      let error: TeamCityError | undefined;
      let res: Response | undefined;
      let text: string | undefined;
      try {
        // Guarded rather than `await csrf?.()`: awaiting nothing still costs every call a microtask turn.
        if (csrf) await csrf(t, headers, signal, id);
        res = await send(t, url, method, headers, (body as string) ?? null, signal ?? null);
      } catch (cause) {
        error = broke(cause);
      }
      if (res?.ok) {
        if (hooks?.onResponse)
          await hooks.onResponse({ status: res.status, headers: scrubHeaders(t, res.headers, headers) }, info());
        if (file) {
          // The caller's signal still reaches the stream; the deadline only when asked. A stream that ends, breaks
          // or is cancelled lets go of both.
          if (!options.timeoutStream) clearTimeout(timer);
          const opened = file.open(res, id, url, options.range, broke, () => {
            clearTimeout(timer);
            controller?.abort();
          });
          stream = true;
          return opened;
        }
        try {
          text = await res.text();
        } catch (cause) {
          error = broke(cause);
        }
        if (text != null) {
          if (op.result == 'string') return text;
          if (op.result == 'void' || (!text && res.status == 204)) return undefined;
          try {
            return JSON.parse(text);
          } catch {
            const what = text ? `not JSON (${res.headers.get('content-type')})` : 'empty';
            error = new TeamCityResponseError(`the answer is ${what}`, id, url, redact(t, text, headers));
          }
        }
      }
      // A timeout or an abort ends the call.
      if (error && signal?.aborted) throw error;
      error ??= apiError(
        res!.status,
        info(),
        redact(t, await errorBody(res!), headers),
        scrubHeaders(t, res!.headers, headers),
      );
      // The message reads the body, which may hold a secret in a form the raw text did not (JSON in JSON).
      error.message = redact(t, error.message, headers);
      error.stack &&= redact(t, error.stack, headers);
      const { status, body: answer } = error as TeamCityApiError;
      // TeamCity drops the CSRF token with its session: fetch a fresh one, once.
      if (csrf && !csrfRefreshed && status == 403 && /csrf/i.test(answer)) {
        csrfRefreshed = true;
        session.csrf = undefined;
        attempt--;
        continue;
      }
      if (!hookRetried && (await hooks?.onError?.(error, info())) === true) {
        hookRetried = true;
        continue;
      }
      const wait =
        /^(GET|HEAD|PUT|DELETE)$/.test(method) || (retry.post && method == 'POST')
          ? delayOf(error, attempt, retry)
          : -1;
      if (wait < 0) throw error;
      await sleep(wait, signal).catch(() => {
        throw broke(0);
      });
    }
  } finally {
    if (!stream) {
      clearTimeout(timer);
      // Unhooks the listener on the caller's signal; the answer has been read by now.
      controller?.abort();
    }
  }
}

/** Error bodies are read for their message, at most 64 KiB of them. */
async function errorBody(res: Response): Promise<string> {
  let text = '';
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  try {
    while (reader && text.length < 65536) {
      const r = await reader.read();
      if (r.done) break;
      text += decoder.decode(r.value, { stream: true });
    }
  } catch {
    // a body that broke off still has a message worth reporting
  }
  reader?.cancel().catch(() => {});
  return text;
}
