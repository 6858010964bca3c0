import { TeamCityInputError, type RequestInfo, type TeamCityError } from './errors.js';
import { defaultFetch } from './fetch.js';
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
  const auth = (options.auth ?? {}) as {
    token?: string;
    username?: string;
    password?: string;
    guest?: boolean;
  };
  const session: { -readonly [K in keyof Session]: Session[K] } = {
    secrets: [],
  };
  if ('token' in auth) {
    if (!auth.token) throw new TeamCityInputError('auth.token is empty');
    headers.authorization = 'Bearer ' + checkHeader('auth.token', auth.token);
    session.secrets.push(auth.token);
  } else if ('username' in auth) {
    const basic = btoa(String.fromCharCode(...new TextEncoder().encode(`${auth.username}:${auth.password}`)));
    headers.authorization = 'Basic ' + basic;
    session.secrets.push(basic, auth.password!);
    if (options.csrf !== false) session.csrfUrl = url + '/authenticationTest.html?csrf';
  }
  return {
    urlPrefix: auth.guest ? url + '/guestAuth' : url,
    headers,
    fetch: options.fetch ?? defaultFetch(),
    retry: retryOf(options.retry, defaultRetry),
    timeoutMs: checkTimeout(options.timeoutMs ?? 0),
    hooks: options.hooks,
    session,
  };
}

/** The timeout, checked. */
export function checkTimeout(ms: number): number {
  if (ms >= 0 && ms < 2 ** 31) return ms;
  throw new TeamCityInputError('timeoutMs must be a number of ms >= 0');
}

function parseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TeamCityInputError('baseUrl is not an absolute URL');
  }
  // Never echo the URL: it may carry credentials.
  const wrong = !/^https?:$/.test(url.protocol)
    ? 'must be http or https'
    : url.username || url.password
      ? 'must not carry credentials: pass them as auth'
      : url.search || url.hash
        ? 'must not have a query or fragment'
        : '';
  if (wrong) throw new TeamCityInputError('baseUrl ' + wrong);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Checks headers for CR, LF and NUL and adds them with lower-cased names, so one of any spelling replaces an
 * earlier one instead of being sent beside it.
 */
export function addHeaders(to: Record<string, string>, headers: Record<string, string> | void): void {
  // for-in over undefined runs no iteration: no empty object is made for the call without headers.
  for (const name in headers as Record<string, string>) {
    const what = 'header ' + JSON.stringify(name);
    to[checkHeader(what, name).toLowerCase()] = checkHeader(what, (headers as Record<string, string>)[name]!);
  }
}

function checkHeader(what: string, value: string): string {
  if (typeof value == 'string' && !/[\r\n\0]/.test(value)) return value;
  throw new TeamCityInputError(what + ' must be a string without CR, LF or NUL');
}
