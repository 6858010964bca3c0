// Every spec string that reaches generated text goes through `specText`, for the place it lands in: spec files can
// come from a server's definition (npm run spec:import), so a note or a name is data, never code or markup.

/** Where a spec string lands in generated text. */
export type TextContext =
  /** A TSDoc comment: `*\/` cannot end it, and `@` cannot start a tag (`\@` is TSDoc's escape). */
  | 'comment'
  /** A JavaScript/TypeScript string literal, quotes included (prettier picks the quote character). */
  | 'string'
  /** The inside of a JSON string (a handlebars JSON template). */
  | 'json'
  /** Markdown: a line break or `|` cannot end a table cell or row. */
  | 'markdown';

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
      return text.replace(/\r\n?|[\n\u2028\u2029]/g, ' ').replaceAll('|', '\\|');
  }
}

/** `value` with every string in it (in arrays and plain objects, at any depth) passed through `specText`. */
export function specTexts<T>(value: T, into: TextContext): T {
  if (typeof value === 'string') return specText(value, into) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => specTexts(v, into)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, specTexts(v, into)])) as T;
  }
  return value;
}
