// Hand-written: edit it here; the generator never writes this file.
// The pattern every redaction of the package is made with: the client's errors and hook payloads (transport.ts), and
// the redactor of what TeamCity relays from builds (redactor.ts: the tasks, the command, the MCP server, the recording
// proxy).
import { base64 } from './base64.js';

/**
 * A secret as the client sends it: as given, and its base64 (a Basic header's `user:password`). `secretPattern` adds
 * every character encoding, the other alphabet and the padding left out.
 */
export const sentForms = (secret: string) => [base64(secret), secret];

/**
 * A pattern of texts (a secret and its base64 forms) in every form a server may echo them, to be replaced by `***`:
 * each character as it is, percent-encoded (any case, `+` for a space), hex, or JSON-escaped, and `+` and `/` also in
 * base64url's alphabet. Longest first, so a secret inside a longer one (a password in its `user:password`) goes with
 * it. Texts of three characters or fewer would mangle more than they hide: left out.
 */
export function secretPattern(forms: readonly string[]): RegExp {
  const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  // Case-insensitive: percent and JSON escapes come in either case (and a secret differing in case is hidden too).
  // Each way once: two that match the same text would make a near miss backtrack exponentially in the secret's length.
  // The longer ways first, so that a match that could end early (at a `%` of `%25`) takes the whole encoding.
  const encodings = (c: string) =>
    [
      // Percent-encoded, or hex (the `%` left out): its UTF-8 bytes as two hex digits each.
      Array.from(new TextEncoder().encode(c), (b) => '%?' + b.toString(16).padStart(2, '0')).join(''),
      // JSON escapes UTF-16 units: an astral character is two of them; `"`, `\` and controls have short escapes too.
      c.replace(/[^]/g, (u) => '\\\\u' + u.charCodeAt(0).toString(16).padStart(4, '0')),
      ...new Set([JSON.stringify(c).slice(1, -1), c].map(escape)),
      // A space as a form writes it, base64url's alphabet, JSON's `\/`, and base64's padding, which may be left out.
      ({ ' ': '\\+', '/': '_|\\\\/', '+': '-', '=': '' } as Record<string, string>)[c] ?? '(?!)',
    ].join('|');
  const patterns = forms
    .filter((x) => x.length > 3)
    .sort((a, b) => b.length - a.length)
    .map((x) => Array.from(x, (c) => `(?:${encodings(c)})`).join(''));
  return new RegExp(patterns.join('|') || '(?!)', 'gi');
}

/** The last pattern made for a list of secrets, and that list joined. */
export interface PatternCache {
  key?: string;
  pattern?: RegExp;
}

/** The pattern of `secrets` in the forms the client sends them, made again only when they have changed. */
export function patternOf(secrets: readonly string[], cache: PatternCache): RegExp {
  const key = secrets.join('\n');
  if (cache.key !== key) [cache.key, cache.pattern] = [key, secretPattern(secrets.flatMap(sentForms))];
  return cache.pattern!;
}
