import type { addCsrf } from './csrf.js';
import {
  apiError,
  TeamCityAbortError,
  TeamCityApiError,
  TeamCityError,
  TeamCityInputError,
  TeamCityNetworkError,
  TeamCityResponseError,
  TeamCityTimeoutError,
  type RequestInfo,
} from './errors.js';
import type { fileResult } from './file.js';
import type { LocatorObject, renderLocator } from './locator.js';
import { delayOf, retryOf, sleep } from './retry.js';
import {
  addHeaders,
  checkTimeout,
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

// Readable locators in paths: TeamCity decodes these, and `%2F` is the one encoding it refuses.
const encodeSegment = (v: string) => encodeURIComponent(v).replace(/%(?:3A|2C|24|40)/g, (e) => decodeURIComponent(e));

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
  v && op.locator && Object.getPrototypeOf(v) == Object.prototype
    ? op.locator(v as LocatorObject, inPath)
    : typeof v == 'string' || (typeof v == 'number' && isFinite(v)) || (typeof v == 'boolean' && !inPath)
      ? '' + v
      : failInput(
          op,
          (inPath ? 'path parameter ' : 'query input ') +
            name +
            (v == null ? ' is required' : ` must be a ${inPath ? 'string' : 'string, finite number or boolean'}`),
        );

/** A hook's promise, cut short when the signal fires. */
const until = <T,>(p: T | Promise<T>, signal: AbortSignal | undefined) =>
  new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal!.reason);
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    Promise.resolve(p)
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', stop));
  });

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
  const { id, method, file } = op;
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
    if (!style && op.locator && /Locator$/.test(name)) text = op.locator(text, true);
    const sub = style == '/' ? text.replace(/^\/+/, '') : text;
    const segments = sub.split('/');
    // A glued suffix is refused a dot segment in any encoding: a server or proxy may decode it once more.
    if (style ? segments.some((s) => /^(?:\.|%2e){1,2}$/i.test(s)) : /^\.\.?$/.test(text))
      failInput(op, `path parameter ${name} holds a "." or ".." segment, which would change the route`);
    url +=
      (style
        ? (style == '/' && sub ? '/' : '') + segments.map(encodeSegment).join('/')
        : text
          ? encodeSegment(text)
          : failInput(op, `path parameter ${name} is empty`)) + parts[i + 2];
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
        if (sent[wire] != text) failInput(op, `${arg} and another input both set "${wire}" to different values`);
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
  const info = (attempt: number): RequestInfo => {
    const shown: Record<string, string> = {};
    for (const name in headers)
      if (!/^(authorization|cookie|x-tc-csrf-token|proxy-authorization)$/.test(name))
        shown[name] = isSafeHeader(t, name) ? redact(t, headers[name]!, headers) : '***';
    return { operation: id, method, url: redact(t, url, headers), headers: shown, attempt };
  };
  const stopped = (attempt: number) =>
    timedOut
      ? new TeamCityTimeoutError(info(attempt), timeoutMs)
      : new TeamCityAbortError(info(attempt), signal!.reason);
  /** What a thrown fetch or body read means: the deadline, the caller's abort, or a broken exchange. */
  const failure = (cause: unknown, attempt: number) => {
    if (signal?.aborted) throw stopped(attempt);
    return cause instanceof TeamCityError ? cause : new TeamCityNetworkError(info(attempt), cause);
  };
  let csrfRefreshed = false;
  let hookRetried = false;
  try {
    for (let attempt = 1; ; attempt++) {
      // The deadline and the caller's signal hold while the hook runs.
      if (hooks?.onRequest)
        addHeaders(
          headers,
          await until(hooks.onRequest(info(attempt)), signal).catch((e: unknown) => {
            throw signal?.aborted ? stopped(attempt) : e;
          }),
        );
      let error: TeamCityError | undefined;
      let res: Response | undefined;
      try {
        // Guarded rather than `await csrf?.()`: awaiting nothing still costs every call a microtask turn.
        if (csrf) await csrf(t, headers, signal, id);
        res = await send(t, url, method, headers, (body as string) ?? null, signal ?? null);
      } catch (cause) {
        error = failure(cause, attempt);
      }
      if (res?.ok) {
        if (hooks?.onResponse)
          await hooks.onResponse({ status: res.status, headers: scrubHeaders(t, res.headers, headers) }, info(attempt));
        if (file) {
          // The caller's signal still reaches the stream; the deadline only when asked. A stream that ends, breaks
          // or is cancelled lets go of both, and fails with the errors every other call throws.
          if (!options.timeoutStream) clearTimeout(timer);
          const done = () => {
            clearTimeout(timer);
            controller?.abort();
          };
          const reader = res.body?.getReader();
          const body =
            reader &&
            new ReadableStream<Uint8Array>({
              async pull(c) {
                try {
                  const r = await reader.read();
                  if (r.done) c.close();
                  else return c.enqueue(r.value);
                } catch (cause) {
                  c.error(signal?.aborted ? stopped(attempt) : new TeamCityNetworkError(info(attempt), cause));
                }
                done();
              },
              cancel(reason) {
                done();
                return reader.cancel(reason);
              },
            });
          const opened = file.open(body ? new Response(body, res) : res, id, url, options.range);
          stream = true;
          return opened;
        }
        let text: string | undefined;
        try {
          text = await res.text();
        } catch (cause) {
          error = failure(cause, attempt);
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
      error ??= apiError(
        res!.status,
        info(attempt),
        redact(t, await errorBody(res!), headers),
        scrubHeaders(t, res!.headers, headers),
      );
      // The message reads the body, which may hold a secret in a form the raw text did not (JSON in JSON).
      error.message = redact(t, error.message, headers);
      error.stack &&= redact(t, error.stack, headers);
      // TeamCity drops the CSRF token with its session: fetch a fresh one, once.
      if (
        csrf &&
        !csrfRefreshed &&
        error instanceof TeamCityApiError &&
        error.status == 403 &&
        /csrf/i.test(error.body)
      ) {
        csrfRefreshed = true;
        session.csrf = undefined;
        attempt--;
        continue;
      }
      if (!hookRetried && (await hooks?.onError?.(error, info(attempt))) === true) {
        hookRetried = true;
        continue;
      }
      const wait =
        /^(GET|HEAD|PUT|DELETE)$/.test(method) || (retry.post && method == 'POST')
          ? delayOf(error, attempt, retry)
          : -1;
      if (wait < 0) throw error;
      await sleep(wait, signal).catch(() => {
        throw stopped(attempt);
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
