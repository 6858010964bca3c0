// Hand-written: edit it here; the generator never writes this file.
/** The default size budget of one tool answer, in characters, for each of its two forms (structured and text). */
export const DEFAULT_BUDGET = 20_000;

/** Strings shorter than this are never cut: cutting them saves little and loses what they say. */
const MIN_CUT = 200;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A paged list in an answer: cutting it moves `nextStart` on to the first item left out. */
export interface Page {
  /** The key of the list at the top of the answer. */
  key: string;
  /** The index (in the whole list) of the list's first item. */
  start: number;
}

interface Spot {
  path: string;
  size: number;
  get(): Json[] | string;
  set(value: Json[] | string): void;
}

/** Every list and long string in a value, with the JSON size of each. */
function spots(value: Json, path: string, out: Spot[], set: (v: Json) => void): void {
  if (typeof value === 'string') {
    if (value.length > MIN_CUT) out.push({ path, size: value.length, get: () => value, set });
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (value.length) out.push({ path, size: JSON.stringify(value).length, get: () => value, set });
    value.forEach((v, i) => spots(v, `${path}[${i}]`, out, (nv) => (value[i] = nv)));
    return;
  }
  for (const [k, v] of Object.entries(value)) spots(v, path ? `${path}.${k}` : k, out, (nv) => (value[k] = nv));
}

/**
 * Cuts an answer until both its JSON and its text (`render` of it) fit in `budget` characters: each round halves or
 * trims the biggest list or string in it, so the answer keeps its shape (and its output schema). `truncated` says
 * what was left out and, with `more`, how to get it; a cut `page` list sets `hasMore` and `nextStart`.
 */
export function fit<T extends object>(
  answer: T,
  render: (data: T) => string,
  budget: number,
  more: string,
  page?: Page,
): { data: T; text: string } {
  const data = JSON.parse(JSON.stringify(answer)) as T & { truncated?: string; hasMore?: boolean; nextStart?: number };
  let text = render(data);
  const sizeOf = () => Math.max(JSON.stringify(data).length, text.length);
  const notes = new Map<string, string>();
  // Room for the note itself.
  const target = budget - 600;
  for (let round = 0; round < 60 && sizeOf() > budget; round++) {
    const found: Spot[] = [];
    spots(data as unknown as Json, '', found, () => {});
    const biggest = found.sort((a, b) => b.size - a.size)[0];
    if (!biggest) break;
    const ratio = Math.max(0, Math.min(0.9, (target / sizeOf()) * 0.95));
    const value = biggest.get();
    if (typeof value === 'string') {
      const keep = Math.max(MIN_CUT, Math.floor(value.length * ratio));
      if (keep >= value.length) break;
      const total = notes.has(biggest.path) ? Number(/of (\d+)/.exec(notes.get(biggest.path)!)![1]) : value.length;
      biggest.set(value.slice(0, keep) + ' …');
      notes.set(biggest.path, `${biggest.path}: cut at ${keep} of ${total} characters`);
    } else {
      const keep = Math.min(value.length - 1, Math.floor(value.length * ratio));
      const total = notes.has(biggest.path) ? Number(/of (\d+)/.exec(notes.get(biggest.path)!)![1]) : value.length;
      biggest.set(value.slice(0, keep));
      notes.set(biggest.path, `${biggest.path}: ${keep} of ${total} items kept`);
      if (page && biggest.path === page.key) {
        data.hasMore = true;
        data.nextStart = page.start + keep;
      }
    }
    data.truncated = `Cut to fit ${budget} characters (${[...notes.values()].join('; ')}). ${more}`;
    text = render(data);
  }
  return { data, text };
}
