// Every spec string that reaches generated text goes through `specText`, for the place it lands in: spec files can
// come from a server's definition (npm run spec:import), so a note or a name is data, never code or markup.
import type { Since } from '../../generated/src/runtime/vocabulary.js';

/** Where a spec string lands in generated text. */
export type TextContext =
  /** A TSDoc comment: `*\/` cannot end it, and `@` cannot start a tag (`\@` is TSDoc's escape). */
  | 'comment'
  /** A JavaScript/TypeScript string literal, quotes included (prettier picks the quote character). */
  | 'string'
  /** The inside of a JSON string (a handlebars JSON template). */
  | 'json'
  /**
   * Markdown, in a table cell or a code span: a line break or `|` cannot end the cell or the row. (A code span has no
   * escape for a backtick: the names and paths that land in one are validated to hold none.)
   */
  | 'markdown'
  /** Markdown prose: no markup either (emphasis, links, HTML, a list or heading at the line's start). */
  | 'markdown-text';

const oneLine = (text: string) => text.replace(/\r\n?|[\n\u2028\u2029]/g, ' ');

export function specText(text: string, into: TextContext): string {
  switch (into) {
    case 'comment':
      // TypeScript reads `@` as a tag at a line's start or after a space, and `{@` as an inline tag anywhere.
      return text.replaceAll('*/', '*\\/').replace(/(^|[\s{])@/g, '$1\\@');
    case 'string':
      return JSON.stringify(text);
    case 'json':
      return JSON.stringify(text).slice(1, -1);
    case 'markdown':
      return oneLine(text).replaceAll('|', '\\|');
    case 'markdown-text':
      return oneLine(text)
        .replace(/[\\`*_[\]<>|~&]/g, '\\$&')
        .replace(/^(\s*)([#>+=-])/, '$1\\$2')
        .replace(/^(\s*\d+)([.)])/, '$1\\$2');
  }
}

/**
 * `value` with every string in it (in arrays and plain objects, at any depth) passed through `specText`, for the
 * context `into` gives the key it is under (an array's items are under the array's key).
 */
export function specTexts<T>(value: T, into: (key: string) => TextContext, key = ''): T {
  if (typeof value === 'string') return specText(value, into(key)) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => specTexts(v, into, key)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, specTexts(v, into, k)])) as T;
  }
  return value;
}

/** The TSDoc tag of an operation's or a property's `since`: `@since 2023.11`. */
export const sinceTag = (since: Since): string =>
  since === 'hidden'
    ? '@since hidden: TeamCity serves it, but none of its API definitions declares it'
    : `@since ${since}`;
