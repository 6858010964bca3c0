// Tokens of the TypeScript the emitters print, with what prettier reads from the layout: newlines, blank lines, comments.

/** Thrown for anything outside the subset this printer knows; the caller then hands the file to prettier. */
export class Unsupported extends Error {}

/** A comment on lines of its own (any other comment is Unsupported). */
export interface Comment {
  text: string;
  block: boolean;
  /** A blank line follows it. */
  blankAfter: boolean;
}

export interface Token {
  kind: 'word' | 'string' | 'number' | 'punct' | 'eof';
  text: string;
  /** A newline comes between the previous token and this one. */
  newlineBefore: boolean;
  /** A blank line follows the previous token (before this token's comments, if any). */
  blankBefore: boolean;
  /** The comments between the previous token and this one. */
  comments: Comment[];
}

const NO_COMMENTS: Comment[] = [];
const PUNCT = new Set('{}()[]<>;:,.?=|&*');
const isWordStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isWordPart = (c: number) => isWordStart(c) || isDigit(c);

export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let comments = NO_COMMENTS;
  let newlineBefore = false;
  let blankBefore = false;
  // Newlines since the last token or comment: the second one ends a blank line.
  let newlines = 0;
  // Where the current line starts, and whether a token or comment is on it yet.
  let lineBusy = false;
  let i = 0;
  const n = text.length;
  while (true) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (++newlines === 2 && (tokens.length || comments.length)) {
        if (comments.length) comments.at(-1)!.blankAfter = true;
        else blankBefore = true;
      }
      newlineBefore = true;
      lineBusy = false;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    if (c === 47 && (text.charCodeAt(i + 1) === 47 || text.charCodeAt(i + 1) === 42)) {
      const block = text.charCodeAt(i + 1) === 42;
      const lineEnd = (from: number) => (text.indexOf('\n', from) < 0 ? n : text.indexOf('\n', from));
      const end = block ? text.indexOf('*/', i + 2) + 2 : lineEnd(i);
      if (block && end < 2) throw new Unsupported('unterminated comment');
      if (lineBusy || text.slice(end, lineEnd(end)).trim() !== '') throw new Unsupported('comment beside code');
      if (comments === NO_COMMENTS) comments = [];
      comments.push({ text: text.slice(i, end), block, blankAfter: false });
      newlines = 0;
      lineBusy = true;
      i = end;
      continue;
    }
    const start = i;
    let kind: Token['kind'];
    if (i >= n) kind = 'eof';
    else if (isWordStart(c)) {
      kind = 'word';
      while (i < n && isWordPart(text.charCodeAt(i))) i++;
    } else if (isDigit(c)) {
      kind = 'number';
      while (isDigit(text.charCodeAt(i))) i++;
      if (isWordPart(text.charCodeAt(i)) || text.charCodeAt(i) === 46) throw new Unsupported('number form');
    } else if (c === 39 || c === 34) {
      kind = 'string';
      i++;
      for (let d = text.charCodeAt(i); d !== c; d = text.charCodeAt(i)) {
        // Widths are counted in characters; prettier counts some characters as two columns or none.
        if (d === 10 || i >= n || d < 32 || d > 126) throw new Unsupported('string with a newline or a non-ASCII character');
        i += d === 92 ? 2 : 1;
      }
      i++;
    } else if (c === 46 && text.startsWith('...', i)) {
      kind = 'punct';
      i += 3;
    } else if (c === 61 && text.charCodeAt(i + 1) === 62) {
      kind = 'punct';
      i += 2;
    } else if (PUNCT.has(text[i]!)) {
      kind = 'punct';
      i++;
    } else throw new Unsupported(`character ${JSON.stringify(text[i])}`);
    tokens.push({ kind, text: text.slice(start, i), newlineBefore, blankBefore, comments });
    if (kind === 'eof') return tokens;
    comments = NO_COMMENTS;
    newlineBefore = false;
    blankBefore = false;
    newlines = 0;
    lineBusy = true;
  }
}
