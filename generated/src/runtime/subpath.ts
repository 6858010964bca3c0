// Hand-written: edit it here; the generator never writes this file.
import { badInput } from './errors.js';

/**
 * A path parameter that keeps its `/`, percent-encoded: `{+x}`, a suffix glued to a word, or `{/x}`, a sub-path (a
 * file's) that starts with one `/` when not empty. Operations with one refer to this, so a bundle of other operations
 * leaves it out.
 */
export function encodeSubPath(text: string, style: string, name: string, operation: string): string {
  const sub = style === '/' ? text.replace(/^\/+/, '') : text;
  // Refused a dot segment in any encoding: the URL parser resolves `.` and `..` (`%2E` too), and a server or proxy
  // may decode the text once more.
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(sub)) badInput(`path parameter ${name} holds a "." or ".." segment`, operation);
  // Percent-encoded as request.ts encodes a segment, `/` kept.
  return (
    (style === '/' && sub ? '/' : '') + encodeURIComponent(sub).replace(/%(?:3A|2C|24|40|2F)/g, decodeURIComponent)
  );
}
