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
  stateOf,
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
  /** How the answer is read: the operation table's `returns.kind`. */
  readonly kind: ResultKind;
  /** Operations with typed-locator inputs: renders them. */
  readonly locator?: typeof renderLocator;
  /** Writes: adds TeamCity's CSRF token when the client uses Basic auth. */
  readonly csrf?: typeof addCsrf;
  /** File operations (`kind: 'binary'`): the Range header and the unread answer. */
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
function textOf(op: Operation, name: string, v: unknown, inPath: boolean): string {
  if (typeof v === 'string') return v;
  if ((typeof v === 'number' && isFinite(v)) || (typeof v === 'boolean' && !inPath)) return '' + v;
  if (v && op.locator && Object.getPrototypeOf(v) === Object.prototype) return op.locator(v as LocatorObject, inPath);
  const what = (inPath ? 'path parameter ' : 'query input ') + name;
  if (v == null) failInput(op, what + ' is required');
  return failInput(op, what + (inPath ? ' must be a string' : ' must be a string, finite number or boolean'));
}

/**
 * The path and query of a call, from its inputs: each checked and encoded, a bad or unknown one refused with a
 * TeamCityInputError. Pure: nothing but the operation and its inputs.
 */
export function buildUrl(op: Operation, args: Args): string {
  let compiled = templates.get(op);
  if (!compiled) {
    const parts = op.path.split(/\{([+/]?)(\w+)\}/);
    const keys = parts
      .filter((_, i) => i % 3 === 2)
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
    if (!style && op.locator && /Locator$/.test(name)) text = op.locator(text, true);
    const sub = style === '/' ? text.replace(/^\/+/, '') : text;
    // A glued suffix is refused a dot segment in any encoding: a server or proxy may decode it once more.
    if ((style ? /(^|\/)(\.|%2e){1,2}(\/|$)/i : /^\.\.?$/).test(sub))
      failInput(op, `path parameter ${name} holds a "." or ".." segment`);
    const encoded = encodePath(sub, style);
    if (!encoded && !style) failInput(op, `path parameter ${name} is empty`);
    if (style === '/' && sub) url += '/';
    url += encoded + parts[i + 2];
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
        if (sent[wire] !== text) failInput(op, `${arg} and another input set "${wire}" differently`);
        continue;
      }
      sent[wire] = text;
      query += (query ? '&' : '?') + encodeURIComponent(wire) + '=' + encodeURIComponent(text);
    }
  }
  for (const key in args) if (!known.has(key)) failInput(op, 'unknown input ' + key);
  return url + query;
}

/**
 * The method, headers and body of a call: `clientHeaders` under the call's, the body encoded by the operation's media
 * type, and a Range header for a file operation's `range`. Pure, as buildUrl.
 */
export function buildRequestInit(
  op: Operation,
  body: unknown,
  options: CallOptions,
  clientHeaders: Readonly<Record<string, string>>,
): { method: string; headers: Record<string, string>; body: string | null } {
  const headers: Record<string, string> = { accept: op.accept, ...clientHeaders };
  if (body != null) {
    if (op.body !== 'text/plain') body = JSON.stringify(body);
    else if (typeof body !== 'string') failInput(op, 'body must be a string');
    headers['content-type'] = op.body!;
  }
  addHeaders(headers, options.headers);
  // Never dropped unseen: only a file has ranges.
  if (options.range)
    headers.range = op.file ? op.file.range(options.range) : failInput(op, 'range is only for file operations');
  return { method: op.method, headers, body: (body as string | undefined) ?? null };
}

/** The request as hooks and errors see it: never with credentials; the caller's headers not marked safe as `***`. */
function requestInfo(
  t: Transport,
  op: Operation,
  url: string,
  headers: Record<string, string>,
  attempt: number,
): RequestInfo {
  const shown: Record<string, string> = {};
  for (const name in headers)
    if (!CREDENTIAL_HEADER.test(name)) shown[name] = isSafeHeader(t, name) ? redact(t, headers[name]!, headers) : '***';
  return { operation: op.id, method: op.method, url: redact(t, url, headers), headers: shown, attempt };
}

/** A 2xx answer's text as the operation's result kind: a string, nothing, or JSON (else a TeamCityResponseError). */
function decode(
  t: Transport,
  op: Operation,
  url: string,
  headers: Record<string, string>,
  res: Response,
  text: string,
): unknown {
  if (op.kind === 'string') return text;
  if (op.kind === 'void' || (!text && res.status === 204)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const what = text ? `not JSON (${res.headers.get('content-type')})` : 'empty';
    throw new TeamCityResponseError(`the answer is ${what}`, op.id, url, redact(t, text, headers));
  }
}

const never = () => false;

/**
 * A deadline `ms` from now (0: none) composed with the caller's signal: the signal to send with, whether the deadline
 * has passed, and `release`, which lets go of the timer and of the listener on the caller's signal (`timerOnly`: of
 * the timer, for a file whose stream outlives the call).
 */
function deadline(
  ms: number,
  caller: AbortSignal | undefined,
): [AbortSignal | undefined, () => boolean, (timerOnly?: boolean) => void] {
  // No deadline: it never runs out, and there is nothing to let go of.
  if (!ms) return [caller, never, never];
  let timedOut = false;
  const c = new AbortController();
  const timer = setTimeout(() => {
    timedOut = true;
    c.abort();
  }, ms);
  if (caller?.aborted) c.abort(caller.reason);
  caller?.addEventListener('abort', () => c.abort(caller.reason), { once: true, signal: c.signal });
  return [
    c.signal,
    () => timedOut,
    (timerOnly) => {
      clearTimeout(timer);
      if (!timerOnly) c.abort();
    },
  ];
}

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
  const s = stateOf(t);
  const path = buildUrl(op, input as Args);
  const { method, headers, body } = buildRequestInit(op, (input as Args).body, options, s.headers);
  const url = (options as { [pageUrl]?: string })[pageUrl] ?? s.urlPrefix + path;
  const retry = retryOf(options.retry, s.retry);
  const timeoutMs = checkTimeout(options.timeoutMs ?? s.timeoutMs);
  const { hooks, session } = s;
  const csrf = session.withCsrf ? op.csrf : undefined;
  const [signal, timedOut, release] = deadline(timeoutMs, options.signal);
  let attempt = 0;
  let stream = false;
  let csrfRefreshed = false;
  let hookRetried = false;
  const info = () => requestInfo(t, op, url, headers, attempt);
  /** What a thrown fetch, body read or hook means: the deadline, the caller's abort, or a broken exchange. */
  const broke = (cause: unknown): TeamCityError => {
    if (timedOut()) return new TeamCityTimeoutError(info(), timeoutMs);
    if (signal?.aborted) return new TeamCityAbortError(info(), signal.reason);
    return cause instanceof TeamCityError ? cause : new TeamCityNetworkError(info(), cause);
  };
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
      try {
        // Guarded rather than `await csrf?.()`: awaiting nothing still costs every call a microtask turn.
        if (csrf) await csrf(t, headers, signal, op.id);
        res = await send(t, url, method, headers, body, signal ?? null);
      } catch (cause) {
        error = broke(cause);
      }
      if (res?.ok) {
        if (hooks?.onResponse)
          await hooks.onResponse({ status: res.status, headers: scrubHeaders(t, res.headers, headers) }, info());
        if (op.file) {
          // The caller's signal still reaches the stream; the deadline only when asked. A stream that ends, breaks
          // or is cancelled lets go of both.
          if (!options.timeoutStream) release(true);
          const headersShown = scrubHeaders(t, res.headers, headers);
          const opened = op.file.open(res, headersShown, op.id, url, options.range, broke, release);
          stream = true;
          return opened;
        }
        try {
          return decode(t, op, url, headers, res, await res.text());
        } catch (cause) {
          error = broke(cause);
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
      if (csrf && !csrfRefreshed && status === 403 && /csrf/i.test(answer)) {
        csrfRefreshed = true;
        session.csrf = undefined;
        attempt--;
        continue;
      }
      if (!hookRetried && (await hooks?.onError?.(error, info())) === true) {
        hookRetried = true;
        continue;
      }
      const wait = delayOf(error, attempt, retry, method);
      if (wait < 0) throw error;
      await sleep(wait, signal).catch(() => {
        throw broke(0);
      });
    }
  } finally {
    // A file's stream lets go of the deadline itself; any other answer has been read by now.
    if (!stream) release();
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
