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
 * A pattern of texts (a secret and its base64 forms) in every form a server may echo them, to be replaced by `***`: as
 * given; in hex; percent-encoded (any or every character, any case, `+` for a space); JSON-escaped (any or every
 * character, `\/` too); and base64 also in base64url's alphabet and without its padding. Longest first, so a secret
 * inside a longer one (a password in its `user:password`) goes with it. Texts of three characters or fewer would
 * mangle more than they hide: left out.
 */
export function secretPattern(forms: readonly string[]): RegExp {
  const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  /** A text's UTF-8 bytes as two hex digits each, each after `before`. */
  const hex = (s: string, before = '') =>
    Array.from(new TextEncoder().encode(s), (b) => before + b.toString(16).padStart(2, '0')).join('');
  // One encoding per alternative, each character's ways in it none a prefix of another (hence `%` only as `%25`, `\`
  // only escaped): at each character at most one way goes on, so a near miss never backtracks and redaction takes
  // time linear in the text, whatever the secret. Ways mixed across encodings would backtrack exponentially (`3` is
  // hex `33`).
  const each = (x: string, ways: (c: string) => string[]) =>
    Array.from(x, (c) => `(?:${[...new Set(ways(c))].map(escape).join('|')})`).join('');
  const patterns = [
    ...new Set(
      forms.flatMap((x) => [x, x.replace(/\+/g, '-').replace(/\//g, '_')]).flatMap((x) => [x, x.replace(/=+$/, '')]),
    ),
  ]
    .filter((x) => x.length > 3)
    .sort((a, b) => b.length - a.length)
    .flatMap((x) => {
      // Case-insensitive below: percent and JSON escapes come in either case (and a secret differing in case is hidden).
      const percent = each(x, (c) => [...(c === '%' ? [] : [c]), hex(c, '%'), ...(c === ' ' ? ['+'] : [])]);
      const json = each(x, (c) => [
        ...(c === '\\' ? [] : [c]),
        JSON.stringify(c).slice(1, -1),
        ...(c === '/' ? ['\\/'] : []),
        // JSON escapes UTF-16 units: an astral character is two of them.
        c.replace(/[^]/g, (u) => '\\u' + u.charCodeAt(0).toString(16).padStart(4, '0')),
      ]);
      // The first alternative that matches is taken: one whose match could end early (at the `%` of a final `%25`, the
      // first `\` of a final `\\`) comes after the one that takes the whole encoding.
      return [hex(x), ...(x.endsWith('%') ? [percent, json] : [json, percent]), escape(x)];
    });
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
