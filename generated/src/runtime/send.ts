import { addCsrf } from './csrf.js';
import {
  apiError,
  TeamCityAbortError,
  TeamCityApiError,
  TeamCityError,
  TeamCityNetworkError,
  TeamCityResponseError,
  TeamCityTimeoutError,
  type RequestInfo,
} from './errors.js';
import { fileResponse, rangeOf } from './file.js';
import type { Operation } from './request.js';
import { delayOf, retryOf, sleep } from './retry.js';
import { addHeaders, checkTimeout, type CallOptions, type Session, type Transport } from './transport.js';

const hidden = new Set(['authorization', 'cookie', 'x-tc-csrf-token', 'proxy-authorization']);

// Blanking a secret of three characters or fewer would mangle ordinary text more than it protects.
function redact(text: string, s: Session): string {
  for (const secret of s.secrets) if (secret.length > 3) text = text.replaceAll(secret, '***');
  return text;
}

function infoOf(
  t: Transport,
  op: Operation,
  url: string,
  headers: Record<string, string>,
  attempt: number,
): RequestInfo {
  const shown: Record<string, string> = {};
  for (const name in headers) if (!hidden.has(name)) shown[name] = redact(headers[name]!, t.session);
  return { operation: op.id, method: op.method, url, headers: shown, attempt };
}

/** Error bodies are read for their message, at most 64 KiB of them. */
async function errorBody(res: Response): Promise<string> {
  let text = '';
  const reader = res.body?.getReader();
  if (!reader) return text;
  const decoder = new TextDecoder();
  try {
    for (let r = await reader.read(); !r.done && text.length < 65536; r = await reader.read())
      text += decoder.decode(r.value, { stream: true });
  } catch {
    // a body that broke off still has a message worth reporting
  }
  reader.cancel().catch(() => {});
  return text;
}

/** The result of a buffered answer by the operation's result kind: text, nothing, or parsed JSON. */
function decode(op: Operation, res: Response, text: string, url: string, t: Transport): unknown {
  if (op.result === 'string') return text;
  if (op.result === 'void' || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const type = res.headers.get('content-type') ?? 'no content type';
    throw new TeamCityResponseError(`the answer is not JSON (${type})`, op.id, url, redact(text, t.session));
  }
}

function stopped(info: RequestInfo, timedOut: boolean, timeoutMs: number, signal: AbortSignal): TeamCityError {
  return timedOut ? new TeamCityTimeoutError(info, timeoutMs) : new TeamCityAbortError(info, signal.reason);
}

/** What a thrown fetch or body read means: the deadline, the caller's abort, or a broken exchange. */
function failure(
  cause: unknown,
  info: RequestInfo,
  signal: AbortSignal | undefined,
  timedOut: boolean,
  timeoutMs: number,
): TeamCityError {
  if (signal?.aborted) throw stopped(info, timedOut, timeoutMs, signal);
  return cause instanceof TeamCityError ? cause : new TeamCityNetworkError(info, cause);
}

const idempotent = /^(GET|HEAD|PUT|DELETE)$/;

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
  options?: CallOptions,
): Promise<unknown> {
  const retry = retryOf(options?.retry, t.retry);
  const timeoutMs = options?.timeoutMs ?? t.timeoutMs;
  const { hooks, session } = t;
  const method = op.method;
  const csrf = session.csrfUrl && method !== 'GET' && method !== 'HEAD';
  if (options?.range) headers.range = rangeOf(options.range);
  let signal = options?.signal;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  let stream = false;
  if (timeoutMs) {
    checkTimeout(timeoutMs);
    const caller = signal;
    const c = (controller = new AbortController());
    signal = c.signal;
    timer = setTimeout(() => {
      timedOut = true;
      c.abort();
    }, timeoutMs);
    if (caller?.aborted) c.abort(caller.reason);
    caller?.addEventListener('abort', () => c.abort(caller.reason), { once: true, signal });
  }
  let csrfRefreshed = false;
  let hookRetried = false;
  try {
    for (let attempt = 1; ; attempt++) {
      if (hooks?.onRequest) addHeaders(headers, await hooks.onRequest(infoOf(t, op, url, headers, attempt)));
      let error: TeamCityError | undefined;
      let res: Response | undefined;
      try {
        if (csrf) await addCsrf(t, headers, signal);
        res = await t.fetch(url, { method, headers, body: body ?? null, signal: signal ?? null });
      } catch (cause) {
        error = failure(cause, infoOf(t, op, url, headers, attempt), signal, timedOut, timeoutMs);
      }
      if (res?.ok) {
        if (hooks?.onResponse) {
          await hooks.onResponse({ status: res.status, headers: res.headers }, infoOf(t, op, url, headers, attempt));
        }
        if (op.result === 'binary') {
          // The caller's signal still reaches the stream; the deadline only when asked.
          stream = true;
          if (!options?.timeoutStream) clearTimeout(timer);
          return fileResponse(res, op.id, url, options?.range);
        }
        let text: string | undefined;
        try {
          text = await res.text();
        } catch (cause) {
          error = failure(cause, infoOf(t, op, url, headers, attempt), signal, timedOut, timeoutMs);
        }
        if (text !== undefined) {
          try {
            return decode(op, res, text, url, t);
          } catch (cause) {
            error = cause as TeamCityResponseError;
          }
        }
      }
      const info = infoOf(t, op, url, headers, attempt);
      error ??= apiError(res!.status, info, redact(await errorBody(res!), session), res!.headers);
      // TeamCity drops the CSRF token with its session: fetch a fresh one, once.
      if (
        csrf &&
        !csrfRefreshed &&
        error instanceof TeamCityApiError &&
        error.status === 403 &&
        /csrf/i.test(error.body)
      ) {
        csrfRefreshed = true;
        session.csrf = undefined;
        attempt--;
        continue;
      }
      if (!hookRetried && (await hooks?.onError?.(error, info)) === true) {
        hookRetried = true;
        continue;
      }
      const wait = idempotent.test(method) || (retry.post && method === 'POST') ? delayOf(error, attempt, retry) : -1;
      if (wait < 0) throw error;
      await sleep(wait, signal).catch(() => {
        throw stopped(info, timedOut, timeoutMs, signal!);
      });
    }
  } finally {
    if (!stream) {
      if (timer) clearTimeout(timer);
      // Unhooks the listener on the caller's signal; the answer has been read by now.
      controller?.abort();
    }
  }
}
