import { TeamCityApiError, TeamCityInputError, TeamCityNetworkError, type TeamCityError } from './errors.js';

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

export const defaultRetry: Retry = { retries: 2, baseDelayMs: 300, maxDelayMs: 10_000, post: false };

/** Merges retry options over a base, checking them: `false` turns retries off. */
export function retryOf(options: RetryOptions | false | undefined, base: Retry): Retry {
  if (options === undefined) return base;
  const r = options === false ? { ...base, retries: 0 } : { ...base, ...options };
  for (const key of ['retries', 'baseDelayMs', 'maxDelayMs'] as const) {
    if (!(r[key] >= 0 && Number.isSafeInteger(r[key])))
      throw new TeamCityInputError(`retry.${key} must be a whole number >= 0`);
  }
  return r;
}

// Statuses a proxy or an overloaded server answers, where the same request may well succeed later.
const transient = new Set([429, 502, 503, 504]);

/** How long to wait before attempt `attempt + 1`, or -1 not to retry this error. */
export function delayOf(error: TeamCityError, attempt: number, r: Retry): number {
  if (attempt > r.retries) return -1;
  if (error instanceof TeamCityApiError) {
    if (!transient.has(error.status)) return -1;
    const after = retryAfter(error.headers.get('retry-after'));
    if (after >= 0) return after <= r.maxDelayMs ? after : -1;
  } else if (!(error instanceof TeamCityNetworkError)) {
    return -1;
  }
  const backoff = Math.min(r.maxDelayMs, r.baseDelayMs * 2 ** (attempt - 1));
  return backoff / 2 + (Math.random() * backoff) / 2;
}

/** `Retry-After` in ms: delay-seconds or an HTTP date; -1 when absent or unreadable. */
function retryAfter(value: string | null): number {
  if (!value) return -1;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(ms) ? -1 : Math.max(0, ms);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it fires. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done, { once: true });
  });
}
