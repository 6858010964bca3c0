// Hand-written: edit it here; the generator never writes this file.
import type { BodyFormat } from './body.js';
import type { Call } from './call.js';
import type { addCsrf } from './csrf.js';
import {
  apiError,
  badInput,
  TeamCityAbortError,
  TeamCityError,
  TeamCityNetworkError,
  TeamCityResponseError,
  TeamCityTimeoutError,
  type RequestInfo,
} from './errors.js';
import type { fileResult } from './file.js';
import { addHeaders, CREDENTIAL_HEADER, isSafeHeader } from './headers.js';
import type { LocatorObject, renderLocator } from './locator.js';
import type { CallOptions } from './options.js';
import type { renamed } from './renamed.js';
import type { encodeSubPath } from './subpath.js';
import { delayOf, retryOf, sleep, until } from './retry.js';
import { send } from './send.js';
import { checkTimeout, redact, scrubHeaders, stateOf, type Transport } from './transport.js';
import type { ResultKind } from './vocabulary.js';
import type { xmlErrors } from './xml-errors.js';

/**
 * One operation as data: the generator emits one of these per operation. The runtime pieces only some operations
 * need (`subPath`, `wire`, `locator`, `csrf`, `file`, `body`, `xml`) are references rather than flags, so a bundle
 * leaves out what its operations never use.
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
  /** Operations with a `{+x}` or `{/x}` path parameter: encodes it, keeping its `/`. */
  readonly subPath?: typeof encodeSubPath;
  /** Query inputs, by argument key: each is sent under its own name, or the one `wire` gives it. */
  readonly query?: readonly string[];
  /** Operations with query inputs sent under another name than their key (`renamed`): names them in each call. */
  readonly wire?: ReturnType<typeof renamed>;
  readonly accept: string;
  /** How the answer is read: the operation table's `returns.kind`. */
  readonly kind: ResultKind;
  /** Operations with typed-locator inputs: renders them. */
  readonly locator?: typeof renderLocator;
  /** Writes: adds TeamCity's CSRF token when the client uses Basic auth. */
  readonly csrf?: typeof addCsrf;
  /** File operations (`kind: 'binary'`): the Range header and the unread answer. */
  readonly file?: typeof fileResult;
  /** Operations that take a body: its media type and encoding. */
  readonly body?: BodyFormat;
  /** Operations whose Accept admits XML: reads TeamCity's XML `<errors>` body (errors come in the format asked for). */
  readonly xml?: typeof xmlErrors;
}

type Args = Record<string, unknown>;

// Each operation's path template split, and its input names, once: a regex pass per call costs more than the rest.
const templates = new WeakMap<Operation, [string[], Set<string>]>();

/**
 * A path or query value: a typed locator rendered, a string, a finite number, or (query only) a boolean. The message
 * is only put together for a bad value: this runs for every input of every call.
 */
function textOf(op: Operation, name: string, v: unknown, inPath: boolean): string {
  if (typeof v === 'string') return v;
  if ((typeof v === 'number' && isFinite(v)) || (typeof v === 'boolean' && !inPath)) return '' + v;
  if (v && op.locator && Object.getPrototypeOf(v) === Object.prototype) return op.locator(v as LocatorObject, inPath);
  return badInput(
    `${inPath ? 'path parameter' : 'query input'} ${name} ${v == null ? 'is required' : inPath ? 'must be a string' : 'must be a string, finite number or boolean'}`,
    op.id,
  );
}

/**
 * The path and query of a call, from its inputs: each checked and encoded, a bad or unknown one refused with a
 * TeamCityInputError. Pure: nothing but the operation and its inputs.
 */
export function buildUrl(op: Operation, args: Args): string {
  let compiled = templates.get(op);
  if (!compiled) {
    const parts = op.path.split(/\{([+/]?)(\w+)\}/);
    const keys = parts.filter((_, i) => i % 3 === 2).concat(op.body ? ['body'] : [], op.query ?? []);
    templates.set(op, (compiled = [parts, new Set(keys)]));
  }
  const [parts, known] = compiled;
  let url = parts[0]!;
  for (let i = 1; i < parts.length; i += 3) {
    const style = parts[i]!;
    const name = parts[i + 1]!;
    let text = textOf(op, name, args[name], true);
    if (style) text = op.subPath!(text, style, name, op.id);
    else {
      // `{x}` is one segment, where `/` cannot go (TeamCity refuses `%2F`) and the URL parser resolves `.` and `..`
      // (`%2E` too): a locator holding one goes as `$base64`, and any other is refused.
      if (op.locator && /Locator$/.test(name)) text = op.locator(text, true);
      if (/^\.\.?$/.test(text)) badInput(`path parameter ${name} holds a "." or ".." segment`, op.id);
      // Percent-encoded, the characters of a readable locator left as they are: TeamCity decodes them. Most values
      // (`id:1`) hold nothing else, and testing for that is a tenth of the cost of encoding and decoding back.
      if (!/^[\w.!~*'():,$@-]*$/.test(text))
        text = encodeURIComponent(text).replace(/%(?:3A|2C|24|40)/g, decodeURIComponent);
      if (!text) badInput(`path parameter ${name} is empty`, op.id);
    }
    url += text + parts[i + 2];
  }
  let query = '';
  const wire = op.wire?.(op.id);
  for (const arg of op.query ?? []) {
    const v = args[arg];
    if (v == null) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = textOf(op, arg, item, false);
      const name = wire ? wire(arg, text) : arg;
      if (name) query += (query ? '&' : '?') + encodeURIComponent(name) + '=' + encodeURIComponent(text);
    }
  }
  for (const key in args) if (!known.has(key)) badInput('unknown input ' + key, op.id);
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
  if (body != null) body = op.body!(body, headers, op.id);
  addHeaders(headers, options.headers);
  // Never dropped unseen: only a file has ranges.
  if (options.range)
    headers.range = op.file ? op.file.range(options.range) : badInput('range is only for file operations', op.id);
  return { method: op.method, headers, body: (body as string | undefined) ?? null };
}

/** The request as hooks and errors see it: never with credentials; the caller's headers not marked safe as `***`. */
function requestInfo({ t, operation, method, url, headers, attempt }: Call): RequestInfo {
  const safe = stateOf(t).safeHeaders;
  const shown: Record<string, string> = {};
  for (const name in headers)
    if (!CREDENTIAL_HEADER.test(name))
      shown[name] = isSafeHeader(safe, name) ? redact(t, headers[name]!, headers) : '***';
  return { operation, method, url: redact(t, url, headers), headers: shown, attempt };
}

/** A 2xx answer's text as the operation's result `kind`: a string, nothing, or JSON (else a TeamCityResponseError). */
function decode(call: Call, kind: ResultKind, res: Response, text: string): unknown {
  if (kind === 'string') return text;
  if (kind === 'void' || (!text && res.status === 204)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new TeamCityResponseError(
      'the answer is ' + (text ? `not JSON (${res.headers.get('content-type')})` : 'empty'),
      call.operation,
      call.url,
      redact(call.t, text, call.headers),
    );
  }
}

/** The reason the deadline aborts with: told apart from the caller's own. */
const TIMED_OUT = {};

/**
 * A deadline `ms` from now (0: none) composed with the caller's signal: the signal to send with (aborted with
 * `TIMED_OUT` when the deadline passes), and `release`, which lets go of the timer and of the listener on the caller's
 * signal (`timerOnly`: of the timer, for a file whose stream outlives the call).
 */
function deadline(ms: number, caller: AbortSignal | undefined): [AbortSignal | undefined, Call['release']] {
  // No deadline: nothing to let go of.
  if (!ms) return [caller, () => {}];
  const c = new AbortController();
  const timer = setTimeout(() => c.abort(TIMED_OUT), ms);
  if (caller?.aborted) c.abort(caller.reason);
  caller?.addEventListener('abort', () => c.abort(caller.reason), { once: true, signal: c.signal });
  return [
    c.signal,
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
  const retry = retryOf(options.retry, s.retry);
  const timeoutMs = checkTimeout(options.timeoutMs ?? s.timeoutMs);
  const hooks = s.hooks;
  const [signal, release] = deadline(timeoutMs, options.signal);
  const call: Call = {
    t,
    operation: op.id,
    method,
    url: (options as { [pageUrl]?: string })[pageUrl] ?? s.urlPrefix + path,
    headers,
    body,
    options,
    signal,
    attempt: 0,
    broke: (cause) =>
      signal?.aborted
        ? signal.reason === TIMED_OUT
          ? new TeamCityTimeoutError(requestInfo(call), timeoutMs)
          : new TeamCityAbortError(requestInfo(call), signal.reason)
        : cause instanceof TeamCityError
          ? cause
          : new TeamCityNetworkError(requestInfo(call), cause),
    release,
  };
  const hide = (text: string) => redact(t, text, headers);
  let stream: unknown;
  let hookRetried = false;
  try {
    for (;;) {
      call.attempt++;
      // The deadline and the caller's signal hold while the hook runs; the hook's own error is the call's.
      if (hooks?.onRequest)
        addHeaders(
          headers,
          await until(hooks.onRequest(requestInfo(call)), signal).catch((e: unknown) => {
            throw signal?.aborted ? call.broke(e) : e;
          }),
        );
      let error: TeamCityError | undefined;
      let res: Response | undefined;
      try {
        // Guarded rather than `await op.csrf?.()`: awaiting nothing still costs every read a microtask turn.
        if (op.csrf) await op.csrf(call);
        res = await send(call);
      } catch (cause) {
        error = call.broke(cause);
      }
      if (res?.ok) {
        if (hooks?.onResponse)
          await hooks.onResponse(
            { status: res.status, headers: scrubHeaders(t, res.headers, headers) },
            requestInfo(call),
          );
        // Set once the file answer is made: a stream that outlives the call lets go of the deadline itself.
        if (op.file) return (stream = op.file.open(call, res));
        try {
          return decode(call, op.kind, res, await bodyText(res, s.maxResponseBytes || Infinity, call));
        } catch (cause) {
          error = call.broke(cause);
        }
      }
      // A timeout or an abort ends the call.
      if (error && signal?.aborted) throw error;
      error ??= apiError(
        res!.status,
        requestInfo(call),
        hide(await bodyText(res!, 65536)),
        scrubHeaders(t, res!.headers, headers),
        op.xml,
      );
      // The message reads the body, which may hold a secret in a form the raw text did not (JSON in JSON).
      error.message = hide(error.message);
      error.stack &&= hide(error.stack);
      // TeamCity drops the CSRF token with its session: csrf.ts forgets it, and the write goes once more with a fresh one.
      if (op.csrf?.stale(call, error)) continue;
      if (!hookRetried && (await hooks?.onError?.(error, requestInfo(call))) === true) {
        hookRetried = true;
        continue;
      }
      const wait = delayOf(error, call.attempt, retry, method);
      if (wait < 0) throw error;
      await sleep(wait, signal).catch(() => {
        throw call.broke(0);
      });
    }
  } finally {
    // Any answer but a file's has been read by now.
    if (!stream) release();
  }
}

/**
 * A body's text, read as it streams, never much past `max` bytes: a call's answer (`call` given) longer than that is
 * a TeamCityResponseError with its rest unread; an error body is cut there, and kept as far as it came if it breaks off.
 */
async function bodyText(res: Response, max: number, call?: Call): Promise<string> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = res.body?.getReader();
  try {
    for (let r; reader && !(r = await reader.read()).done;) {
      chunks.push(r.value);
      if ((bytes += r.value.length) > max) {
        if (call) throw new TeamCityResponseError(`the answer is over maxResponseBytes`, call.operation, call.url, '');
        break;
      }
    }
  } catch (e) {
    // a broken answer fails; a broken error body still has a message worth reporting
    if (call) throw e;
  }
  reader?.cancel().catch(() => {});
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  // Decoded once, as fetch's text() does (a character cut at the end is U+FFFD): a streaming decode misses the
  // decoder's fast path, which costs a page of 100 builds (23 KB) a third more to decode and parse.
  return new TextDecoder().decode(all);
}
