// Markdown as prettier prints it (proseWrap preserve). prettyMarkdown prints the plain documents the generator
// renders (headings, paragraphs, tables of code spans, words and links) and returns null for anything else;
// alignTables only pads the tables of a document whose other lines are already as prettier prints them.

const CODE_SPAN = /`[^`]+`/g;
// A link prettier leaves as it is: a plain text and a URL without spaces, parentheses or angle brackets.
const LINK = /\[[\w./ -]+\]\([\w./#-]+\)/g;

/** The text prettier makes of `text`, or null when it holds something this printer does not know. */
export function prettyMarkdown(text: string): string | null {
  return printBlocks(text, (line, previous) => (line === '' ? previous !== '' : plainLine(line)));
}

/**
 * `text` with its tables padded as prettier pads them, every other line as it is; null when a table holds
 * something this printer does not know. Only for text whose other lines are known to be prettier's already.
 */
export function alignTables(text: string): string | null {
  return printBlocks(text, () => true);
}

function printBlocks(text: string, lineIsPrinted: (line: string, previous: string | undefined) => boolean): string | null {
  if (!text.endsWith('\n') || text.endsWith('\n\n') || text.startsWith('\n')) return null;
  const lines = text.slice(0, -1).split('\n');
  const out: string[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && line.startsWith('|')) {
      if (i > 0 && lines[i - 1] !== '') return null;
      let end = i;
      while (end < lines.length && lines[end]!.startsWith('|')) end++;
      if (end < lines.length && lines[end] !== '') return null;
      const table = alignTable(lines.slice(i, end));
      if (!table) return null;
      out.push(...table);
      i = end;
      continue;
    }
    if (!lineIsPrinted(line, lines[i - 1])) return null;
    out.push(line);
    i++;
  }
  return fenced ? null : `${out.join('\n')}\n`;
}

/** A heading or paragraph line that prettier prints as it is. */
function plainLine(line: string): boolean {
  if (/[^\x20-\x7e]|\s$/.test(line)) return false;
  const body = /^#{1,6} \S/.test(line) ? line.replace(/^#+ /, '') : line;
  if (/^[\s#>*+=|~<-]|^\d+[.)]|^```/.test(body)) return false;
  return isPlainInline(body);
}

/** Words, punctuation, code spans and links, with nothing prettier escapes or rewrites. */
function isPlainInline(text: string): boolean {
  const outside = text.replace(CODE_SPAN, 'x').replace(LINK, 'x');
  return !/[`*_\\<>[\]!&~|]|:\/\/| {2}/.test(outside) && !/` | `/.test(text.match(CODE_SPAN)?.join('') ?? '');
}

/** A table with its columns padded as prettier pads them, or null. */
function alignTable(rows: string[]): string[] | null {
  if (rows.length < 2) return null;
  const cells = rows.map(splitRow);
  if (cells.some((c) => !c || c.length !== cells[0]!.length)) return null;
  const [head, delimiter, ...body] = cells as string[][];
  const align = delimiter!.map((d) => (/^:?-+:?$/.test(d) ? (d.startsWith(':') ? (d.endsWith(':') ? 'center' : 'left') : d.endsWith(':') ? 'right' : 'none') : null));
  if (align.includes(null)) return null;
  const content = [head!, ...body];
  if (content.some((row) => row.some((cell) => !isPlainInline(cell.replaceAll('<br>', ' ')) || /[^\x20-\x7e]/.test(cell)))) return null;
  const widths = head!.map((_, col) => Math.max(3, ...content.map((row) => row[col]!.length)));
  const row = (r: string[]) =>
    `| ${r
      .map((text, col) => {
        const spaces = widths[col]! - text.length;
        const before = align[col] === 'right' ? spaces : align[col] === 'center' ? Math.floor(spaces / 2) : 0;
        return ' '.repeat(before) + text + ' '.repeat(spaces - before);
      })
      .join(' | ')} |`;
  const rule = widths.map((w, col) => {
    const a = align[col];
    return `${a === 'left' || a === 'center' ? ':' : '-'}${'-'.repeat(w - 2)}${a === 'right' || a === 'center' ? ':' : '-'}`;
  });
  return [row(head!), `| ${rule.join(' | ')} |`, ...body.map(row)];
}

/** The trimmed cells of `| a | b |`, or null when a pipe could sit inside a code span. */
function splitRow(line: string): string[] | null {
  if (!line.endsWith('|') || line.length < 2) return null;
  const cells = line.slice(1, -1).split('|').map((c) => c.trim());
  if (cells.some((c) => (c.split('`').length - 1) % 2 !== 0)) return null;
  // `<br>` between code spans is the only HTML kept; any other tag goes to prettier.
  if (cells.some((c) => /<(?!br>)/.test(c.replace(CODE_SPAN, 'x')))) return null;
  return cells;
}
