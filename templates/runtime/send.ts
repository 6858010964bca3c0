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
import type { Operation } from './request.js';
import { delayOf, retryOf, sleep } from './retry.js';
import { addHeaders, checkTimeout, type CallOptions, type Transport } from './transport.js';

/** Blanks the session's secrets out of a text. One of three characters or fewer would mangle more than it hides. */
const redact = (text: string, t: Transport) =>
  t.session.secrets.reduce((out, secret) => (secret.length > 3 ? out.replaceAll(secret, '***') : out), text);

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

/**
 * Sends a request: the CSRF token for Basic-auth writes, hooks, a deadline composed with the caller's signal,
 * retries with backoff; then decodes the answer by the operation's result kind.
 */
export async function send(
  t: Transport,
  op: Operation,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
  options: CallOptions = {},
): Promise<unknown> {
  const retry = retryOf(options.retry, t.retry);
  const timeoutMs = checkTimeout(options.timeoutMs ?? t.timeoutMs);
  const { hooks, session } = t;
  const { method } = op;
  const csrf = session.csrfUrl ? op.csrf : undefined;
  const { file } = op;
  if (options.range) {
    // Never dropped unseen: only a file has ranges.
    if (!file) throw new TeamCityInputError('range is only for file operations', op.id);
    headers.range = file.range(options.range);
  }
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
    caller?.addEventListener('abort', () => c.abort(caller.reason), {
      once: true,
      signal,
    });
  }
  // The request as hooks and errors see it: never with credentials, and secrets blanked out of other headers.
  const info = (attempt: number): RequestInfo => {
    const shown: Record<string, string> = {};
    for (const name in headers)
      if (!/^(authorization|cookie|x-tc-csrf-token|proxy-authorization)$/.test(name))
        shown[name] = redact(headers[name]!, t);
    return { operation: op.id, method, url, headers: shown, attempt };
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
      if (hooks?.onRequest) addHeaders(headers, await hooks.onRequest(info(attempt)));
      let error: TeamCityError | undefined;
      let res: Response | undefined;
      try {
        await csrf?.(t, headers, signal);
        res = await t.fetch(url, {
          method,
          headers,
          body: body ?? null,
          signal: signal ?? null,
        });
      } catch (cause) {
        error = failure(cause, attempt);
      }
      if (res?.ok) {
        await hooks?.onResponse?.({ status: res.status, headers: res.headers }, info(attempt));
        if (file) {
          // The caller's signal still reaches the stream; the deadline only when asked.
          stream = true;
          if (!options.timeoutStream) clearTimeout(timer);
          return file.open(res, op.id, url, options.range);
        }
        let text: string | undefined;
        try {
          text = await res.text();
        } catch (cause) {
          error = failure(cause, attempt);
        }
        if (text !== undefined) {
          if (op.result == 'string') return text;
          if (op.result == 'void' || !text) return undefined;
          try {
            return JSON.parse(text);
          } catch {
            const type = res.headers.get('content-type') ?? 'no content type';
            error = new TeamCityResponseError(`the answer is not JSON (${type})`, op.id, url, redact(text, t));
          }
        }
      }
      error ??= apiError(res!.status, info(attempt), redact(await errorBody(res!), t), res!.headers);
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
