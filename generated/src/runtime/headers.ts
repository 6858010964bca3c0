// Hand-written: edit it here; the generator never writes this file.
// Header checks, and which headers may be shown or sent to another origin: pure, no transport state.
import { badInput } from './errors.js';

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

/** A header value, checked (`what` names it in the error). */
export function checkHeader(what: string, value: string): string {
  return typeof value === 'string' && !/[\r\n\0\u0100-\uffff]/.test(value)
    ? value
    : badInput(what + ' must be a string without CR, LF or NUL, in Latin-1');
}

/** Headers that may be shown and sent to another origin: the client's own, and those the caller named (`safe`). */
export const isSafeHeader = (safe: readonly string[], name: string) =>
  /^(accept|content-type|range)$/.test(name) || safe.includes(name);

/** Headers that carry credentials: never shown. */
export const CREDENTIAL_HEADER = /^(set-cookie|cookie|authorization|proxy-authorization|x-tc-csrf-token)$/;
