// Hand-written: edit it here; the generator never writes this file.
// The pattern every redaction of the package is made with: the client's errors and hook payloads (transport.ts), and
// the redactor of what TeamCity relays from builds (redactor.ts: the tasks, the command, the MCP server, the recording
// proxy).
import { base64, urlAlphabet } from './base64.js';

/**
 * A secret as the client sends it: as given, and its base64 (a Basic header's `user:password`). `secretPattern` adds
 * every character encoding, the other alphabet and the padding left out.
 */
export const sentForms = (secret: string) => [base64(secret), secret];

/**
 * A pattern of texts (a secret and its base64 forms) in every form a server may echo them, to be replaced by `***`: as
 * given; in hex; each character as it is, percent-encoded (any case, `+` for a space) or JSON-escaped (`\/` too); and
 * base64 also in base64url's alphabet and without its padding. Longest first, so a secret inside a longer one (a
 * password in its `user:password`) goes with it. Texts of three characters or fewer would mangle more than they hide:
 * left out.
 */
export function secretPattern(forms: readonly string[]): RegExp {
  const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  /** A text's UTF-8 bytes as two hex digits each, each after `before`. */
  const hex = (s: string, before = '') =>
    Array.from(new TextEncoder().encode(s), (b) => before + b.toString(16).padStart(2, '0')).join('');
  // A character's ways, none the start of another, so that at each character at most one way goes on: a near miss
  // never backtracks, and redaction takes time linear in the text whatever the secret. Hence `\` never as it is (the
  // start of its escapes: as given, the whole text's own alternative has it), `%` as it is only where no `25` follows,
  // and hex only for a whole text (`3` would be the start of its hex `33`).
  const encodings = (c: string) =>
    [
      ...new Set([
        hex(c, '%'),
        // JSON escapes UTF-16 units: an astral character is two of them; `"`, `\` and controls have short escapes too.
        c.replace(/[^]/g, (u) => '\\u' + u.charCodeAt(0).toString(16).padStart(4, '0')),
        JSON.stringify(c).slice(1, -1),
        c,
      ]),
    ]
      .filter((w) => !/^[%\\]$/.test(w))
      .map(escape)
      // A space as a form writes it, JSON's `\/`.
      .concat(({ ' ': '\\+', '/': '\\\\/', '%': '%(?!25)' } as Record<string, string>)[c] ?? [])
      .join('|');
  const patterns = [...new Set(forms.flatMap((x) => [x, urlAlphabet(x)]).flatMap((x) => [x, x.replace(/=+$/, '')]))]
    .filter((x) => x.length > 3)
    .sort((a, b) => b.length - a.length)
    // Case-insensitive below: percent and JSON escapes come in either case (and a secret differing in case is hidden).
    .flatMap((x) => [hex(x), Array.from(x, (c) => `(?:${encodings(c)})`).join(''), escape(x)]);
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
