// Hand-written: edit it here; the generator never writes this file.
/** The default size budget of one tool answer, in characters, for each of its two forms (structured and text). */
export const DEFAULT_BUDGET = 20_000;

/** Strings and keys shorter than this are not cut at first: cutting them saves little and loses what they say. */
const MIN_CUT = 200;
/** What they may be cut to when nothing longer is left to cut. */
const LAST_CUT = 16;
/** Cuts one answer makes at most before it falls back to cut JSON text. */
const MAX_ROUNDS = 200;
/** Cuts the note names; it counts the others. */
const NOTES_SHOWN = 5;
/** What ends a cut string or key. */
const CUT_MARK = ' …';
/** A key in a path is named by its first this many characters. */
const PATH_KEY = 40;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A paged list in an answer: cutting it moves `nextStart` on to the first item left out. */
export interface Page {
  /** The key of the list at the top of the answer. */
  key: string;
  /** The index (in the whole list) of the list's first item. */
  start: number;
}

/** Something in an answer that can be cut: a list (items), an object (keys), a string, or a key. */
interface Spot {
  path: string;
  /** Its length, which is what cutting it saves at most. */
  size: number;
  /** Its length in the unit a cut keeps (items, keys, characters). */
  length: number;
  /** The least a cut keeps of it. */
  min: number;
  /** Cuts it to `keep` of its units; returns what the note says of it (`of N` is the length before any cut). */
  cut(keep: number): string;
}

const jsonLength = (v: Json) => JSON.stringify(v).length;
const pathKey = (k: string) => (k.length > PATH_KEY ? `${k.slice(0, PATH_KEY)}…` : k);

/**
 * The spots of a value, with its JSON length, found in one pass. The answer's own keys (the tool's schema) are never
 * dropped or cut; what is under them, whatever TeamCity sent, can be.
 */
function spotsOf(value: Json, path: string, out: Spot[], minCut: number, set: (v: Json) => void, root = false): number {
  if (typeof value === 'string') {
    const size = jsonLength(value);
    if (value.length > minCut + CUT_MARK.length)
      out.push({
        path,
        size,
        length: value.length,
        min: minCut,
        cut: (keep) => (set(value.slice(0, keep) + CUT_MARK), `cut at ${keep} of ${value.length} characters`),
      });
    return size;
  }
  if (!value || typeof value !== 'object') return jsonLength(value);
  if (Array.isArray(value)) {
    let size = 2 + Math.max(0, value.length - 1);
    value.forEach((v, i) => {
      size += spotsOf(v, `${path}[${i}]`, out, minCut, (nv) => (value[i] = nv));
    });
    const items = value.length;
    if (items)
      out.push({
        path,
        size,
        length: items,
        min: 0,
        cut: (keep) => (value.splice(keep), `${keep} of ${items} items kept`),
      });
    return size;
  }
  const keys = Object.keys(value);
  let size = 2 + Math.max(0, keys.length - 1);
  for (const k of keys) {
    const at = path ? `${path}.${pathKey(k)}` : pathKey(k);
    size += jsonLength(k) + 1 + spotsOf(value[k]!, at, out, minCut, (nv) => (value[k] = nv));
    if (!root && k.length > minCut + CUT_MARK.length)
      out.push({
        path: at,
        size: jsonLength(k),
        length: k.length,
        min: minCut,
        cut: (keep) => renameKey(value, k, keep),
      });
  }
  if (!root && keys.length)
    out.push({
      path,
      size,
      length: keys.length,
      min: 0,
      cut: (keep) => {
        for (const k of keys.slice(keep)) delete value[k];
        return `${keep} of ${keys.length} keys kept`;
      },
    });
  return size;
}

/**
 * The spot to cut: the biggest, or where most of it is in one spot under it (a list in an object, say), that one:
 * cutting a list's items loses less than dropping the keys of the object that holds it.
 */
function biggestOf(found: Spot[]): Spot | undefined {
  found.sort((a, b) => b.size - a.size);
  const under = (path: string, parent: string) =>
    parent === '' || path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`);
  let pick = found[0];
  // Each step goes one spot deeper: as many steps as the answer is deep.
  for (let child: Spot | undefined; pick; pick = child) {
    const parent = pick;
    child = found.find((s) => s.size * 2 >= parent.size && s.path !== parent.path && under(s.path, parent.path));
    if (!child) break;
  }
  return pick;
}

/** Cuts a key to its first `keep` characters, in its place among the object's keys (and unlike any other). */
function renameKey(object: JsonObject, key: string, keep: number): string {
  let name = key.slice(0, keep) + CUT_MARK;
  for (let n = 2; name in object; n++) name = `${key.slice(0, keep)}${CUT_MARK}${n}`;
  const entries = Object.entries(object).map(([k, v]): [string, Json] => [k === key ? name : k, v]);
  for (const k of Object.keys(object)) delete object[k];
  Object.assign(object, Object.fromEntries(entries));
  return `key cut at ${keep} of ${key.length} characters`;
}

/**
 * Cuts an answer until both its JSON and its text (`render` of it) fit in `budget` characters: each round cuts the
 * biggest list, object, string or key in it (by how much the answer is over), so the answer keeps its shape (and its
 * output schema). `truncated` says what was left out and, with `more`, how to get it; a cut `page` list sets
 * `hasMore` and `nextStart`. What no cut can bring under the budget falls back to JSON text cut to fit, with a note:
 * neither form is ever longer than `budget`.
 */
export function fit<T extends object>(
  answer: T,
  render: (data: T) => string,
  budget: number,
  more: string,
  page?: Page,
): { data: T; text: string } {
  const data = JSON.parse(JSON.stringify(answer)) as JsonObject;
  const notes = new Map<string, string>();
  const note = () => {
    const all = [...notes.values()];
    const shown =
      all.slice(0, NOTES_SHOWN).join('; ') +
      (all.length > NOTES_SHOWN ? `; ${all.length - NOTES_SHOWN} more cuts` : '');
    return `Cut to fit ${budget} characters (${shown}). ${more}`;
  };
  let text = render(data as T);
  const sizeOf = () => Math.max(jsonLength(data), text.length);
  const firstLength = new Map<string, number>();
  let minCut = MIN_CUT;
  for (let round = 0; round < MAX_ROUNDS && sizeOf() > budget; round++) {
    const found: Spot[] = [];
    spotsOf(data, '', found, minCut, () => {}, true);
    const biggest = biggestOf(found);
    if (!biggest) {
      if (minCut === LAST_CUT) break;
      minCut = LAST_CUT;
      continue;
    }
    // Room for the note itself; the cut keeps the share of the spot that brings the answer under the budget.
    const over = sizeOf() - (budget - 600);
    const ratio = Math.max(0, Math.min(0.9, 1 - over / biggest.size));
    const most = biggest.length - (biggest.min ? CUT_MARK.length + 1 : 1);
    const keep = Math.max(biggest.min, Math.min(most, Math.floor(biggest.length * ratio)));
    const said = biggest.cut(keep);
    // A spot cut again is told of by its length before the first cut.
    const what = `${biggest.path}\0${said.replace(/\d+/g, '')}`;
    const total = firstLength.get(what) ?? Number(/of (\d+)/.exec(said)![1]);
    firstLength.set(what, total);
    notes.set(what, `${biggest.path}: ${said.replace(/of \d+/, `of ${total}`)}`);
    if (page && biggest.path === page.key) {
      data.hasMore = true;
      data.nextStart = page.start + keep;
    }
    data.truncated = note();
    text = render(data as T);
  }
  if (sizeOf() <= budget) return { data: data as T, text };
  return fallback(data, render, budget, more);
}

/**
 * The answer whose cuts could not bring it under the budget: its biggest value becomes its JSON text, cut to fit,
 * and the text form is cut too; the note says so. Where even that is too long, only the note is left.
 */
function fallback<T>(data: JsonObject, render: (data: T) => string, budget: number, more: string) {
  const said = (what: string) => `Cut to fit ${budget} characters (${what}). ${more}`.slice(0, budget / 4);
  const [key] = Object.entries(data)
    .filter(([k]) => k !== 'truncated')
    .sort(([, a], [, b]) => jsonLength(b) - jsonLength(a))[0] ?? [undefined];
  if (key !== undefined) {
    const whole = JSON.stringify(data[key]);
    data.truncated = said(`${pathKey(key)}: JSON text of ${whole.length} characters, cut`);
    const room = budget - jsonLength({ ...data, [key]: '' }) - 10;
    let cut = Math.max(0, room);
    data[key] = whole.slice(0, cut) + CUT_MARK;
    // Quotes and backslashes in the text take two characters each in JSON: cut again until it fits.
    while (jsonLength(data) > budget && cut > 0) {
      cut = Math.floor(cut * 0.9);
      data[key] = whole.slice(0, cut) + CUT_MARK;
    }
  }
  const final = jsonLength(data) <= budget ? data : { truncated: said('no part of the answer fits') };
  let text: string;
  try {
    text = render(final as T);
  } catch {
    // An answer left with only its note has none of what the tool's text shows.
    text = final.truncated as string;
  }
  if (text.length > budget) {
    const tail = `\n${final.truncated as string}`;
    text = `${text.slice(0, Math.max(0, budget - tail.length - 2))} …${tail}`.slice(0, budget);
  }
  return { data: final as T, text };
}
