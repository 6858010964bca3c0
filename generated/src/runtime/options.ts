// Hand-written: edit it here; the generator never writes this file.
// What a user passes: to createClient or createTransport, and to each call.
import type { RequestInfo, TeamCityError } from './errors.js';
import type { RetryOptions } from './retry.js';

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
