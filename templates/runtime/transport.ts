import { TeamCityInputError } from './errors.js';

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
}

/** Per-call options, the last argument of every operation. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What every operation needs to send a request: made once by createTransport or createClient. */
export interface Transport {
  /** What every path is appended to: `baseUrl` without its trailing slash, plus `/guestAuth` for guest access. */
  readonly urlPrefix: string;
  /** Client headers with lower-cased names, the Authorization header included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly fetch: typeof fetch;
}

export function createTransport(options: ClientOptions): Transport {
  const url = parseBaseUrl(options.baseUrl);
  const headers: Record<string, string> = {};
  // Lower-cased once here, so a per-call header replaces a client header of any spelling.
  for (const [name, value] of Object.entries(checkHeaders(options.headers ?? {}))) headers[name.toLowerCase()] = value;
  const auth = options.auth;
  let urlPrefix = url;
  if (auth && 'token' in auth) {
    if (!auth.token) throw new TeamCityInputError('auth.token is empty');
    headers.authorization = `Bearer ${checkHeaderValue('auth.token', auth.token)}`;
  } else if (auth && 'username' in auth) {
    headers.authorization = `Basic ${base64(`${auth.username}:${auth.password}`)}`;
  } else if (auth && 'guest' in auth) {
    urlPrefix += '/guestAuth';
  }
  return { urlPrefix, headers, fetch: options.fetch ?? defaultFetch() };
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

export function checkHeaders(headers: Record<string, string>): Record<string, string> {
  for (const name in headers) checkHeaderValue(`header ${JSON.stringify(name)}`, headers[name]!, name);
  return headers;
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
