// Hand-written: edit it here; the generator never writes this file.
// A transport: the server, the credentials and the options every call of a client shares, kept apart from what it shows.
import { badInput } from './errors.js';
// `#fetch` is the package's import map: the browser condition picks fetch.browser.js, so no fallback is bundled.
import { defaultFetch } from '#fetch';
import { addHeaders, checkHeader, CREDENTIAL_HEADER, isSafeHeader } from './headers.js';
import type { ClientOptions, Hooks } from './options.js';
import { base64 } from './base64.js';
import { patternOf, type PatternCache } from './redact.js';
import { redactor, type Redactor } from './redactor.js';
import { defaultRetry, retryOf, type Retry } from './retry.js';

export type { Auth, CallOptions, ClientOptions, Hooks } from './options.js';

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
  /** Values that are blanked out of error bodies and hook payloads, in every form (`redact.ts`). */
  readonly secrets: string[];
  /** The pattern of the secrets last redacted. */
  readonly pattern: PatternCache;
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
  for (const name in headers) if (!isSafeHeader(safeHeaders, name)) secrets.push(headers[name]!);
  let kind: Transport['auth'] = 'none';
  let urlPrefix = baseUrl;
  if (auth && 'token' in auth) {
    kind = 'token';
    const token = given(kind);
    headers.authorization = 'Bearer ' + checkHeader('auth.token', token);
    secrets.push(token);
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
    headers.authorization = 'Basic ' + base64(pair);
    secrets.push(password, pair);
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
    pattern: {},
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
 * Blanks secrets out of a text in every form a server may echo them (`secretPattern`): the transport's, and the
 * values of the request headers `sent` that are not safe to show.
 */
export function redact(t: Transport, text: string, sent: Record<string, string> = {}): string {
  const s = stateOf(t);
  const all = [...s.secrets];
  for (const name in sent)
    if (!isSafeHeader(s.safeHeaders, name)) all.push(sent[name]!.replace(/^(basic|bearer) /i, ''));
  return text.replace(patternOf(all, s.pattern), '***');
}

/**
 * The transport's redactor, for what is shown beside the client's own errors (task errors, the MCP server's tool
 * results): its secrets as they are at each use, so a CSRF token or session cookie learnt later is blanked too.
 */
export const redactorOf = (t: Transport): Redactor => {
  let r = redactors.get(t);
  if (!r) redactors.set(t, (r = redactor(stateOf(t).secrets)));
  return r;
};
/** Each transport's redactor, made once: it reads the secrets at each use, and remakes its pattern when they change. */
const redactors = new WeakMap<Transport, Redactor>();

/** Response headers as errors and hooks show them: cookies and credentials blanked, secrets blanked from the rest. */
export function scrubHeaders(t: Transport, headers: Headers, sent?: Record<string, string>): Headers {
  const out = new Headers();
  headers.forEach((v, k) => out.append(k, CREDENTIAL_HEADER.test(k) ? '***' : redact(t, v, sent)));
  return out;
}
