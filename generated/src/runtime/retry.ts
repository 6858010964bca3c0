// Hand-written: edit it here; the generator never writes this file.
import { badInput, TeamCityApiError, TeamCityNetworkError, type TeamCityError } from './errors.js';

/** When and how often a failed request is sent again. */
export interface RetryOptions {
  /** Attempts after the first; 0 turns retries off. Default 2. */
  retries?: number;
  /** The first backoff in ms, doubled on each retry, with jitter. Default 300. */
  baseDelayMs?: number;
  /** The longest wait in ms. A longer `Retry-After` ends the retries. Default 10000. */
  maxDelayMs?: number;
  /** Retry POST too: only for calls that are safe to repeat. Default false (GET, HEAD, PUT and DELETE only). */
  post?: boolean;
}

export type Retry = Required<RetryOptions>;

export const defaultRetry: Retry = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  post: false,
};

/** Merges retry options over a base, checking them: `false` turns retries off. */
export function retryOf(options: RetryOptions | false | undefined, base: Retry): Retry {
  if (options === undefined) return base;
  const r = { ...base, ...(options || { retries: 0 }) };
  for (const key of ['retries', 'baseDelayMs', 'maxDelayMs'] as const) {
    if (!(Number.isSafeInteger(r[key]) && r[key] >= 0)) badInput(`retry.${key} must be a whole number >= 0`);
  }
  return r;
}

/**
 * How long to wait before attempt `attempt + 1`, or -1 not to retry this error: network errors, and the statuses a
 * proxy or an overloaded server answers (429, 502, 503, 504), where the same request may well succeed later. Only
 * requests that are safe to repeat are retried: GET, HEAD, PUT and DELETE, and POST when `r.post` says so.
 */
export function delayOf(error: TeamCityError, attempt: number, r: Retry, method: string): number {
  if (attempt > r.retries || !(/^(GET|HEAD|PUT|DELETE)$/.test(method) || (r.post && method === 'POST'))) return -1;
  if (error instanceof TeamCityApiError) {
    if (!/^(429|50[234])$/.test(String(error.status))) return -1;
    // Retry-After: delay-seconds (some servers send a fraction) or an HTTP date.
    const after = error.headers.get('retry-after');
    let ms = NaN;
    if (after) ms = /^\d+(\.\d+)?$/.test(after) ? +after * 1000 : Math.max(0, Date.parse(after) - Date.now());
    if (ms >= 0) return ms > r.maxDelayMs ? -1 : ms;
  } else if (!(error instanceof TeamCityNetworkError)) {
    return -1;
  }
  const backoff = Math.min(r.maxDelayMs, r.baseDelayMs * 2 ** (attempt - 1));
  return (backoff * (1 + Math.random())) / 2;
}

/** A promise, cut short with the signal's reason as soon as it fires. */
export const until = <T>(p: T | Promise<T>, signal: AbortSignal | undefined) =>
  new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal!.reason);
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    Promise.resolve(p)
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', stop));
  });

/** Waits `ms`, or rejects with the signal's reason as soon as it fires. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return until(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), signal).finally(() =>
    clearTimeout(timer),
  );
}
