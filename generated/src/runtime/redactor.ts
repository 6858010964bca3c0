// Hand-written: edit it here; the generator never writes this file.
// The redactor of what TeamCity relays from builds (logs, artifacts, status texts), where a secret may sit anywhere in
// a longer base64 text (a docker config's `user:token`): the tasks, the command, the MCP server and the recording proxy
// blank secrets out with it. The client's own errors need only the forms it sends (redact.ts), so a bundle of
// operations leaves this out.
import { base64 } from './base64.js';
import { secretPattern, sentForms } from './redact.js';

/**
 * A secret in every form `sentForms` gives, and its base64 inside a longer base64 text, starting at each of the three
 * offsets a byte can start at, without the characters that mix in a neighbour's bits.
 */
const relayedForms = (secret: string) =>
  [0, 1, 2]
    .map((pad) =>
      base64('\0'.repeat(pad) + secret).slice(
        Math.ceil((pad * 4) / 3),
        Math.floor(((pad + new TextEncoder().encode(secret).length) * 8) / 6),
      ),
    )
    .concat(sentForms(secret));

/** A text's longest match, in UTF-8 bytes: each character percent-encoded (3 per byte) or JSON-escaped (6 per unit). */
const longestMatch = (form: string) =>
  Array.from(form).reduce((n, c) => n + Math.max(3 * new TextEncoder().encode(c).length, 6 * c.length), 0);

/** Blanks out secrets in text, and says where a cut would split one. */
export interface Redactor {
  /** The text with every form of the secrets blanked out, in any letter case. */
  (text: string): string;
  /** The longest text a secret can match, in UTF-8 bytes: how far to read past a cut to see a secret it splits whole. */
  readonly longest: number;
  /** Where each form of a secret is in the text: [start, end) pairs, in order, none overlapping. */
  spans(text: string): [number, number][];
}

/**
 * The redactor of a list of secrets (each longer than three characters; shorter ones are left alone), read at each
 * use: a list that grows (a transport's, as it learns a CSRF token or a session cookie) is redacted as it is then.
 */
export function redactor(secrets: readonly string[]): Redactor {
  let made: { key: string; pattern: RegExp; longest: number } | undefined;
  const current = () => {
    const key = secrets.join('\n');
    if (made?.key !== key) {
      const forms = secrets.filter((s) => s.length > 3).flatMap(relayedForms);
      made = { key, pattern: secretPattern(forms), longest: Math.max(0, ...forms.map(longestMatch)) };
    }
    return made;
  };
  const redact = (text: string) => text.replace(current().pattern, '***');
  redact.spans = (text: string) =>
    [...text.matchAll(current().pattern)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  return Object.defineProperty(redact, 'longest', { get: () => current().longest }) as Redactor;
}

/**
 * Where to end a part of `text` that starts at `from` and would end at `at`, so that no secret is split: `at` itself,
 * or the start of the secret that straddles it, or (when that secret starts the part) its end. `text` must reach
 * `redact.longest` past `at` where it goes on, so that a secret the cut splits is seen whole.
 */
export function cutBefore(redact: Redactor, text: string, at: number, from = 0): number {
  const split = redact.spans(text).find(([start, end]) => start < at && end > at);
  if (!split) return at;
  return split[0] > from ? split[0] : split[1];
}

/**
 * A JSON-shaped value with every string in it, keys too, passed through `clean`: what the client's redactor blanks out of
 * text, blanked out of a value a server sent (the MCP server's tool results, the tasks' errors and progress reports).
 * Below 32 levels a value is cleaned as its JSON text, so that no depth a server sends hides a secret or runs deep.
 */
export function cleanDeep<T>(value: T, clean: (text: string) => string, depth = 0): T {
  if (typeof value === 'string') return clean(value) as T;
  if (typeof value !== 'object' || !value) return value;
  if (depth >= 32) return clean(JSON.stringify(value)) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => cleanDeep(v, clean, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), cleanDeep(v, clean, depth + 1)])) as T;
}
