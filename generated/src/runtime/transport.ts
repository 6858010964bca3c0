import { TeamCityInputError, type RequestInfo, type TeamCityError } from './errors.js';
import { defaultRetry, retryOf, type Retry, type RetryOptions } from './retry.js';

export type Auth =
  /** Access token, sent as `Authorization: Bearer` (TeamCity 2019.1+). */
  | { token: string }
  /** User name and password, sent as `Authorization: Basic`. */
  | { username: string; password: string }
  /** Guest access through the `/guestAuth` prefix. */
  | { guest: true };

export interface ClientOptions {
  /** The server's URL, with its context path if any: `https://host` or `https://host/tc`. */
  baseUrl: string;
  auth?: Auth;
  /** The fetch to use; default the global fetch, or cross-fetch where there is none. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Retries of idempotent requests on network errors, 429, 502, 503 and 504; `false` turns them off. */
  retry?: RetryOptions | false;
  /** A deadline in ms for each call, retries and backoff included; 0 (the default) for none. */
  timeoutMs?: number;
  hooks?: Hooks;
  /** With Basic auth, fetch TeamCity's CSRF token for writes and send it as X-TC-CSRF-Token. Default true. */
  csrf?: boolean;
}

/** Per-call options, the last argument of every operation. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Merged over the client's retry options; `false` turns retries off for this call. */
  retry?: RetryOptions | false;
  /** Replaces the client's `timeoutMs` for this call. */
  timeoutMs?: number;
  /** Let the timeout also cut off a file body that is still streaming. Default false: it stops at the headers. */
  timeoutStream?: boolean;
  /** Ask for part of a file (`Range: bytes=start-end`), to resume a download. */
  range?: { start: number; end?: number };
}

/** Called on every attempt; what they get never holds credentials. */
export interface Hooks {
  /** Before each attempt. Headers returned are added to the request (a refreshed Authorization, a trace id). */
  onRequest?(request: RequestInfo): void | Record<string, string> | Promise<void | Record<string, string>>;
  /** After each answer with a 2xx status, before its body is read. */
  onResponse?(response: { status: number; headers: Headers }, request: RequestInfo): void | Promise<void>;
  /**
   * On each failed attempt, but not a timeout or abort, which end the call. Return true to send the request once
   * more (after refreshing a token, say).
   */
  onError?(error: TeamCityError, request: RequestInfo): void | boolean | Promise<void | boolean>;
}

/** Credentials and the CSRF cache: shared by every copy of a transport, and never shown. */
export interface Session {
  /** Values that are blanked out of error bodies and hook payloads. */
  readonly secrets: string[];
  /** Where to fetch the CSRF token from (Basic auth writes), if at all. */
  readonly csrfUrl?: string | undefined;
  csrf?: Promise<{ token: string; cookie: string }> | undefined;
}

/** What every operation needs to send a request: made once by createTransport or createClient. */
export interface Transport {
  /** What every path is appended to: `baseUrl` without its trailing slash, plus `/guestAuth` for guest access. */
  readonly urlPrefix: string;
  /** Client headers with lower-cased names, the Authorization header included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly fetch: typeof fetch;
  readonly retry: Retry;
  /** 0 for none. */
  readonly timeoutMs: number;
  readonly hooks: Hooks | undefined;
  readonly session: Session;
}

export function createTransport(options: ClientOptions): Transport {
  const url = parseBaseUrl(options.baseUrl);
  const headers: Record<string, string> = {};
  // Lower-cased once here, so a per-call header replaces a client header of any spelling.
  addHeaders(headers, options.headers);
  const auth = options.auth;
  let urlPrefix = url;
  let session: Session = { secrets: [] };
  if (auth && 'token' in auth) {
    if (!auth.token) throw new TeamCityInputError('auth.token is empty');
    headers.authorization = `Bearer ${checkHeaderValue('auth.token', auth.token)}`;
    session.secrets.push(auth.token);
  } else if (auth && 'username' in auth) {
    const basic = base64(`${auth.username}:${auth.password}`);
    headers.authorization = `Basic ${basic}`;
    session = {
      secrets: [basic, auth.password],
      csrfUrl: options.csrf === false ? undefined : `${url}/authenticationTest.html?csrf`,
    };
  } else if (auth && 'guest' in auth) {
    urlPrefix += '/guestAuth';
  }
  const timeoutMs = options.timeoutMs ?? 0;
  checkTimeout(timeoutMs);
  return {
    urlPrefix,
    headers,
    fetch: options.fetch ?? defaultFetch(),
    retry: retryOf(options.retry, defaultRetry),
    timeoutMs,
    hooks: options.hooks,
    session,
  };
}

export function checkTimeout(ms: number): void {
  if (!(ms >= 0 && ms < 2 ** 31)) throw new TeamCityInputError('timeoutMs must be a number of ms >= 0');
}

function parseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TeamCityInputError('baseUrl is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TeamCityInputError(`baseUrl must be http or https, not ${url.protocol}`);
  }
  // Never echo the URL here: it is the one that carries credentials.
  if (url.username || url.password) {
    throw new TeamCityInputError('baseUrl must not carry credentials: pass them as auth');
  }
  if (url.search || url.hash) throw new TeamCityInputError('baseUrl must not have a query or fragment');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const CONTROL = /[\r\n\0]/;

/**
 * Checks headers for CR, LF and NUL and adds them with lower-cased names, so one of any spelling replaces an
 * earlier one instead of being sent beside it.
 */
export function addHeaders(to: Record<string, string>, headers: Record<string, string> | void): void {
  if (!headers) return;
  for (const name in headers) {
    to[name.toLowerCase()] = checkHeaderValue(`header ${JSON.stringify(name)}`, headers[name]!, name);
  }
}

function checkHeaderValue(what: string, value: string, name = ''): string {
  if (typeof value !== 'string' || CONTROL.test(value) || CONTROL.test(name)) {
    throw new TeamCityInputError(`${what} must be a string without CR, LF or NUL`);
  }
  return value;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

let crossFetch: typeof fetch | undefined;

function defaultFetch(): typeof fetch {
  if (typeof globalThis.fetch === 'function') return globalThis.fetch.bind(globalThis);
  // Old runtimes without a global fetch: load cross-fetch on first use.
  return async (input, init) => {
    crossFetch ??= ((await import('cross-fetch')) as { default: typeof fetch }).default;
    return crossFetch(input, init);
  };
}
