// Hand-written: edit it here; the generator never writes this file.

/** Standard base64 of a text's UTF-8 bytes: a Basic header, a `$base64:` locator, a secret's forms (redact.ts). */
export const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''));

/** Base64 in base64url's alphabet (`-` and `_` for `+` and `/`), its padding kept. */
export const urlAlphabet = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_');
