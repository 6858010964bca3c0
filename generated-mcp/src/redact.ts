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

/** A function that blanks out every form of these secrets, in any letter case. */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets.filter((s) => s && s.length >= MIN_SECRET).flatMap(formsOf))];
  if (!forms.length) return (text) => text;
  // Longest first, so a secret's longer form is blanked out whole.
  const pattern = new RegExp(
    forms
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  return (text) => text.replace(pattern, '***');
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
