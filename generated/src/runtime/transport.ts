// Hand-written: edit it here; the generator never writes this file.
import { badInput, type RequestInfo, type TeamCityError } from './errors.js';
// `#fetch` is the package's import map: the browser condition picks fetch.browser.js, so no fallback is bundled.
import { defaultFetch } from '#fetch';
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
  /**
   * Names of the headers you pass (here, per call or from `onRequest`) that are safe to show and to send on to
   * another origin: a trace id, say. Every other one is treated as a secret: shown as `***` in errors and hook
   * payloads, and dropped when a redirect leads to another origin.
   */
  safeHeaders?: string[];
  /** Retries of idempotent requests on network errors, 429, 502, 503 and 504; `false` turns them off. */
  retry?: RetryOptions | false;
  /** A deadline in ms for each call, retries and backoff included; 0 (the default) for none. */
  timeoutMs?: number;
  /**
   * The most bytes a JSON or text answer may have (counted as they arrive, whatever `Content-Length` says): a longer
   * one fails with a `TeamCityResponseError` as soon as the count passes it, its rest unread. 0 (the default) for no
   * limit. File answers are streams, left to the caller.
   */
  maxResponseBytes?: number;
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

/** What a transport holds, credentials and the CSRF cache included: kept apart from it, read through `stateOf`. */
export interface TransportState {
  /** What every path is appended to: `baseUrl`, plus `/guestAuth` for guest access. */
  readonly urlPrefix: string;
  /** Client headers with lower-cased names, the Authorization header included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly fetch: typeof fetch;
  readonly retry: Retry;
  /** 0 for none. */
  readonly timeoutMs: number;
  /** 0 for none. */
  readonly maxResponseBytes: number;
  readonly hooks: Hooks | undefined;
  /** Lower-cased `safeHeaders`. */
  readonly safeHeaders: readonly string[];
  /** Values that are blanked out of error bodies and hook payloads. */
  readonly secrets: string[];
  /** The pattern of the secrets last redacted, in every form, and those secrets joined. */
  pattern?: [string, RegExp];
  /** Basic auth with `csrf` on: a write fetches TeamCity's CSRF token first (csrf.ts, in write operations only). */
  readonly withCsrf: boolean;
  csrf?: Promise<{ token: string; cookie: string }> | undefined;
}

/**
 * What every operation needs to send a request: made once by createTransport or createClient. It is a plain object
 * with two fields, the server's URL and the kind of auth; its state, credentials included, is kept apart (`stateOf`),
 * so `util.inspect`, `console.log`, `JSON.stringify` and property walks show those two and never a credential, with no
 * hook of its own, and writing to them changes nothing that is sent.
 */
export interface Transport {
  /** `baseUrl` as given, without its trailing slash. */
  readonly baseUrl: string;
  /** The kind of credentials sent, in place of them. */
  readonly auth: 'token' | 'basic' | 'guest' | 'none';
}

/** What a transport shows of itself. */
export type TransportSummary = Transport;

/** Each transport's state: reachable from the transport only through this module, where no walk of it goes. */
const states = new WeakMap<Transport, TransportState>();

/** The state of a transport (or of a client, which is one): for the package's own modules, never handed out. */
export const stateOf = (t: Transport) => states.get(t)!;

export function createTransport(options: ClientOptions): Transport {
  const baseUrl = parseBaseUrl(options.baseUrl);
  const headers: Record<string, string> = {};
  // Lower-cased once here, so a per-call header replaces a client header of any spelling.
  addHeaders(headers, options.headers);
  const auth = options.auth as Record<string, unknown> | undefined;
  /** A credential: unset environment variables give `undefined`, refused here rather than sent as "undefined". */
  const given = (key: string) => (auth![key] as string) || badInput(`auth.${key} is missing`);
  const secrets: string[] = [];
  const safeHeaders = (options.safeHeaders ?? []).map((h) => h.toLowerCase());
  // A client header not named safe is a credential too (an auth proxy's): blanked out as the token is, base64 included.
  for (const name in headers)
    if (!SAFE_HEADER.test(name) && !safeHeaders.includes(name))
      secrets.push(headers[name]!, ...base64Forms(headers[name]!));
  let kind: Transport['auth'] = 'none';
  let urlPrefix = baseUrl;
  if (auth && 'token' in auth) {
    kind = 'token';
    const token = given(kind);
    headers.authorization = 'Bearer ' + checkHeader('auth.token', token);
    secrets.push(token, ...base64Forms(token));
  } else if (auth && 'guest' in auth) {
    if (auth.guest !== true) badInput('auth.guest must be true');
    kind = 'guest';
    urlPrefix += '/guestAuth';
  } else if (auth) {
    kind = 'basic';
    const username = given('username');
    const password = given('password');
    // Basic auth splits at the first colon: the server would read another user name.
    if (/:/.test(username)) badInput('auth.username must not hold ":"');
    const pair = `${username}:${password}`;
    const basic = base64(pair);
    headers.authorization = 'Basic ' + basic;
    secrets.push(password, pair, ...base64Forms(pair), ...base64Forms(password));
  }
  const t: Transport = { baseUrl, auth: kind };
  states.set(t, {
    urlPrefix,
    headers,
    fetch: options.fetch ?? defaultFetch(),
    retry: retryOf(options.retry, defaultRetry),
    timeoutMs: checkTimeout(options.timeoutMs ?? 0),
    maxResponseBytes: checkTimeout(options.maxResponseBytes ?? 0, 'maxResponseBytes'),
    hooks: options.hooks,
    safeHeaders,
    secrets,
    withCsrf: kind === 'basic' && options.csrf !== false,
  });
  return t;
}

/** A timeout (or another limit, `name`), checked: from 0 (none) to 2^31 - 1. */
export function checkTimeout(ms: number, name = 'timeoutMs'): number {
  return ms >= 0 && ms < 2 ** 31 ? ms : badInput(name + ' must be >= 0');
}

/** The server's URL, checked: its origin and path without a trailing slash; a TeamCityInputError otherwise. */
export function parseBaseUrl(baseUrl: string): string {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    // named below
  }
  // Never echo the URL: it may carry credentials. A path with /app/rest is refused rather than stripped: the fix is one
  // edit, and what comes before it (a /guestAuth, say) is for the user to keep or move into `auth`.
  const wrong = !url
    ? 'is not an absolute URL'
    : !/^https?:$/.test(url.protocol)
      ? 'must be http or https'
      : url.username || url.password
        ? 'must not carry credentials'
        : url.search || url.hash
          ? 'must not have a query or fragment'
          : /\/app\/rest(\/|$)/.test(url.pathname)
            ? "must be the server's URL, without /app/rest"
            : '';
  if (wrong) badInput('baseUrl ' + wrong);
  return url!.origin + url!.pathname.replace(/\/+$/, '');
}

/**
 * Checks headers as fetch would (a token for a name; no CR, LF or NUL and only Latin-1 in a value) and adds them with
 * lower-cased names, so one of any spelling replaces an earlier one instead of being sent beside it.
 */
export function addHeaders(to: Record<string, string>, headers: Record<string, string> | void): void {
  // for-in over undefined runs no iteration: no empty object is made for the call without headers.
  for (const name in headers as Record<string, string>) {
    const what = 'header ' + JSON.stringify(name);
    if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) badInput(what + ' is not a header name');
    to[name.toLowerCase()] = checkHeader(what, (headers as Record<string, string>)[name]!);
  }
}

function checkHeader(what: string, value: string): string {
  return typeof value === 'string' && !/[\r\n\0\u0100-\uffff]/.test(value)
    ? value
    : badInput(what + ' must be a string without CR, LF or NUL, in Latin-1');
}

/** Standard base64 of a text's UTF-8 bytes. */
export const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''));

/** A secret's base64 as a server may echo it: padded (first, so it is blanked whole), unpadded or URL-safe. */
export const base64Forms = (text: string) => {
  const padded = base64(text);
  const b = padded.replace(/=+$/, '');
  return [padded, b, b.replace(/\+/g, '-').replace(/\//g, '_')];
};

/** Headers that may be shown and sent to another origin: the client's own, and those the caller named. */
export const isSafeHeader = (t: Transport, name: string) =>
  SAFE_HEADER.test(name) || stateOf(t).safeHeaders.includes(name);

/** The client's own headers, which hold nothing secret. */
const SAFE_HEADER = /^(accept|content-type|range)$/;

/**
 * Blanks secrets out of a text in every form a server may echo them: as given, percent-encoded (any case, `+` for a
 * space), hex, JSON-escaped. The secrets are the transport's, and the values of the request `headers` not safe to show.
 * Secrets of three characters or fewer would mangle more than they hide.
 */
export function redact(t: Transport, text: string, headers: Record<string, string> = {}): string {
  const s = stateOf(t);
  const all = [...s.secrets];
  for (const name in headers) if (!isSafeHeader(t, name)) all.push(headers[name]!.replace(/^(basic|bearer) /i, ''));
  const key = all.join('\n');
  if (s.pattern?.[0] !== key) s.pattern = [key, secretPattern(all)];
  return text.replace(s.pattern[1], '***');
}

/**
 * A pattern of secrets in every form a server may echo them: as given, percent-encoded (any case, `+` for a space),
 * hex, JSON-escaped; to be replaced by `***`. Secrets of three characters or fewer would mangle more than they hide.
 */
export function secretPattern(secrets: readonly string[]): RegExp {
  // Case-insensitive: percent and JSON escapes come in either case (and a secret differing in case is hidden too).
  const forms = (c: string) =>
    [
      c.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'),
      // Percent-encoded, or hex (the `%` left out): its UTF-8 bytes as two hex digits each.
      Array.from(new TextEncoder().encode(c), (b) => '%?' + b.toString(16).padStart(2, '0')).join(''),
      // JSON escapes UTF-16 units: an astral character is two of them.
      c
        .split('')
        .map((u) => '\\\\u' + u.charCodeAt(0).toString(16).padStart(4, '0'))
        .join(''),
      c === ' ' ? '\\+' : /["\\/]/.test(c) ? '\\\\\\' + c : '(?!)',
    ].join('|');
  const patterns = secrets.filter((x) => x.length > 3).map((x) => Array.from(x, (c) => `(?:${forms(c)})`).join(''));
  return new RegExp(patterns.join('|') || '(?!)', 'gi');
}

/** Headers that carry credentials: never shown. */
export const CREDENTIAL_HEADER = /^(set-cookie|cookie|authorization|proxy-authorization|x-tc-csrf-token)$/;

/** Response headers as errors and hooks show them: cookies and credentials blanked, secrets blanked from the rest. */
export function scrubHeaders(t: Transport, headers: Headers, sent?: Record<string, string>): Headers {
  const out = new Headers();
  headers.forEach((v, k) => out.append(k, CREDENTIAL_HEADER.test(k) ? '***' : redact(t, v, sent)));
  return out;
}

/**
 * Sends a request, following redirects itself (at most 10) so that nothing that authenticates goes to another
 * origin: there, only the headers `isSafeHeader` allows are sent. A 303, or a 301/302 after a POST, turns into a GET.
 */
export async function send(
  t: Transport,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | null,
  signal: AbortSignal | null,
): Promise<Response> {
  for (let hops = 0; ; hops++) {
    const res = await stateOf(t).fetch(url, { method, headers, body, signal, redirect: 'manual' });
    const location = res.status > 300 && res.status < 309 && res.headers.get('location');
    // A browser hides where a redirect leads: that is no answer to use.
    if (res.type === 'opaqueredirect') throw new TypeError('redirect hidden by the browser');
    if (!location) return res;
    if (hops === 10) throw new TypeError('more than 10 redirects');
    res.body?.cancel().catch(() => {});
    const next = new URL(location, url);
    if (next.origin !== new URL(url).origin) {
      const kept: Record<string, string> = {};
      for (const name in headers) if (isSafeHeader(t, name)) kept[name] = headers[name]!;
      headers = kept;
    }
    if (res.status === 303 || (res.status < 303 && method === 'POST')) {
      method = 'GET';
      body = null;
      delete headers['content-type'];
    }
    url = next.href;
  }
}
