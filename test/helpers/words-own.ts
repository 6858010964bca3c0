// Whether a text is ours or a sentence of TeamCity's API definitions (spec/README.md, "Words"), by 8-word runs
// (shingles): a text of 8 words or more is a copy when more than half of its runs are runs of a reference text; a
// shorter one when it is, normalised, a reference text of 4 words or more. test/spec-words-own.test.ts holds every
// text of spec/ to it, test/spec-import.test.ts what spec:import writes.

const RUN = 8; // words in a shingle
const SHORT_MIN = 4; // the fewest words a short reference text needs to count as a sentence of its own

/** Lowercase words: markdown links keep their text, every other mark (punctuation, backticks, emphasis) is a space. */
export function normalise(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function shingles(words: string[]): string[] {
  const runs: string[] = [];
  for (let i = 0; i + RUN <= words.length; i++) runs.push(words.slice(i, i + RUN).join(' '));
  return runs;
}

/** The reference texts, indexed: every 8-word run, and every text of 4 or more words, each with a text it comes from. */
export interface Reference {
  runs: Map<string, string>;
  whole: Map<string, string>;
}

export function indexReference(texts: Iterable<string>): Reference {
  const runs = new Map<string, string>();
  const whole = new Map<string, string>();
  for (const text of texts) {
    const norm = normalise(text);
    const words = norm ? norm.split(' ') : [];
    if (words.length >= SHORT_MIN && !whole.has(norm)) whole.set(norm, text);
    for (const run of shingles(words)) if (!runs.has(run)) runs.set(run, text);
  }
  return { runs, whole };
}

/** The reference text a spec text copies, or undefined when the text is ours. */
export function copiedFrom(text: string, ref: Reference): string | undefined {
  const norm = normalise(text);
  const words = norm ? norm.split(' ') : [];
  if (words.length < RUN) return ref.whole.get(norm);
  const runs = shingles(words);
  const shared = runs.filter((run) => ref.runs.has(run));
  if (shared.length * 2 <= runs.length) return undefined;
  // The reference text most of the shared runs come from, to show beside the copy.
  const counts = new Map<string, number>();
  for (const run of shared) counts.set(ref.runs.get(run)!, (counts.get(ref.runs.get(run)!) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Every `description` and `summary` string anywhere in a JSON value. */
export function* referenceTexts(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const v of value) yield* referenceTexts(v);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'description' || key === 'summary') && typeof v === 'string') yield v;
      else yield* referenceTexts(v);
    }
  }
}

/**
 * A text of a spec file, and where it is: list items by their `name` (an operation, a model, a property). A string
 * without a space is a name (an operation's, a wire name, a path, an enum value), not words, and is left out.
 */
export interface SpecText {
  file: string;
  at: string;
  text: string;
}

export function* specTexts(value: unknown, file: string, at: string[] = []): Generator<SpecText> {
  if (typeof value === 'string') {
    if (/\s/.test(value.trim())) yield { file, at: at.join('.'), text: value };
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const name = v && typeof v === 'object' && 'name' in v && typeof v.name === 'string' ? v.name : String(i);
      yield* specTexts(v, file, [...at, name]);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) yield* specTexts(v, file, [...at, key]);
  }
}
