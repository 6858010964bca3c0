// Hand-written: edit it here; the generator never writes this file.
import type { Auth } from 'teamcity-sdk';

/** Shorter values are not blanked out: they would blank out ordinary words. */
const MIN_SECRET = 4;

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const toUrlAlphabet = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The forms a secret can take in text a server or a library writes: as given, percent-encoded (either case), JSON
 * escaped, hex, and base64 in both alphabets, also where it sits inside a longer base64 text (a Basic header's
 * `user:password`) at any of the three offsets a byte can start at.
 */
function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [
    secret,
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%20/g, '+'),
    JSON.stringify(secret).slice(1, -1),
    bytes.toString('hex'),
  ];
  for (let pad = 0; pad < 3; pad++) {
    const b64 = base64('\0'.repeat(pad) + secret).replace(/=+$/, '');
    // Drop the characters that mix in a neighbour's bits: those before the secret's first whole sextet and the last.
    const start = Math.ceil((pad * 4) / 3);
    const end = Math.floor(((pad + bytes.length) * 4) / 3);
    const middle = b64.slice(start, end);
    if (middle.length >= MIN_SECRET) forms.push(middle, toUrlAlphabet(middle));
  }
  return forms.filter((f) => f.length >= MIN_SECRET);
}

/** Blanks out secrets in text, and says where a cut would split one. */
export interface Redactor {
  /** The text with every form of the secrets blanked out, in any letter case. */
  (text: string): string;
  /** The longest form of a secret, in UTF-8 bytes: how far to read past a cut to see a secret it splits whole. */
  readonly longest: number;
  /** Where each form of a secret is in the text: [start, end) pairs, in order, none overlapping. */
  spans(text: string): [number, number][];
}

/** A redactor for these secrets (each at least MIN_SECRET characters long; shorter ones are left alone). */
export function redactor(secrets: readonly string[]): Redactor {
  const forms = [...new Set(secrets.filter((s) => s && s.length >= MIN_SECRET).flatMap(formsOf))];
  // Longest first, so a secret's longer form is blanked out whole.
  const pattern = forms.length
    ? new RegExp(
        forms
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|'),
        'gi',
      )
    : null;
  return Object.assign((text: string) => (pattern ? text.replace(pattern, '***') : text), {
    longest: Math.max(0, ...forms.map((f) => Buffer.byteLength(f))),
    spans: (text: string) =>
      pattern ? [...text.matchAll(pattern)].map((m): [number, number] => [m.index, m.index + m[0].length]) : [],
  });
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

/** The secrets of a TeamCity credential: a token, or a password and its `user:password` pair. */
export function secretsOf(auth: Auth | undefined): string[] {
  if (!auth || 'guest' in auth) return [];
  if ('token' in auth) return [auth.token];
  return [auth.password, `${auth.username}:${auth.password}`];
}

/** A value with every string in it (keys too) passed through `clean`; JSON-shaped values only. */
export function cleanDeep<T>(value: T, clean: (text: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => cleanDeep(v, clean)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), cleanDeep(v, clean)])) as T;
  return value;
}
