// Hand-written: edit it here; the generator never writes this file.
import type { OperationEntry } from '../runtime/entry.js';
import { operations } from '../operations.js';
import { UsageError } from './exit.js';

/** `serveAllBuilds`, `serve_all_builds` -> `serve-all-builds`. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()).replace(/_/g, '-');

/**
 * One input of an operation as a flag: its argument key, type, whether it is required, its locator kind and its words,
 * named as the entry names a query input's. A path parameter is text, required unless it is a file sub-path.
 */
export type Input = Pick<OperationEntry['query'][number], 'arg' | 'type' | 'required' | 'locator' | 'description'> & {
  flag: string;
  in: 'path' | 'query';
};

/**
 * An operation as a command (`builds serve-build`): a view of its entry in the operation table, with the words the
 * command line adds (kebab-case names, flags).
 */
export interface Command {
  entry: OperationEntry;
  /** The entry's area, kebab-case. */
  area: string;
  /** The name help shows: the one that says what it does (the entry's `docName`), kebab-case. */
  name: string;
  /** The seeds' name, kebab-case, where `name` is another (`set-parameter` for `add-build-attribute`). */
  seedName?: string;
  /** The other names it answers to (the client's other aliases: `get-build` for `serve-build`), kebab-case. */
  aliases: string[];
  /** Every name it answers to: those above, and its function's name in kebab-case (`cancel-build0`). */
  names: string[];
  /** Path parameters first, in path order (also the positional order), then query inputs. */
  inputs: Input[];
}

let table: Map<string, Command[]> | undefined;

/** Every operation as a command, by kebab-case area, in the table's order. */
export function areas(): Map<string, Command[]> {
  if (table) return table;
  table = new Map();
  for (const entry of operations) {
    const area = kebab(entry.area);
    const name = kebab(entry.docName);
    const seed = kebab(entry.name);
    const aliases = entry.aliases.map(kebab).filter((a) => a !== name);
    const names = [...new Set([name, seed, ...aliases, kebab(entry.fn)])];
    const inputs: Input[] = [
      ...entry.pathParams.map((p) => ({
        flag: kebab(p.name),
        in: 'path' as const,
        arg: p.name,
        type: 'string' as const,
        // A file sub-path (`{/path}` in the descriptor) may be empty: the root of the file tree.
        required: !entry.op.path.includes(`{/${p.name}}`),
        locator: p.locator,
        description: p.description,
      })),
      ...entry.query.map((q) => ({ ...q, flag: kebab(q.arg), in: 'query' as const })),
    ];
    let list = table.get(area);
    if (!list) table.set(area, (list = []));
    list.push({ area, name, ...(seed !== name && { seedName: seed }), aliases, names, entry, inputs });
  }
  return table;
}

/** An area by its kebab-case name (or the client's camelCase one). */
export function findArea(word: string): Command[] {
  const all = areas();
  const found = all.get(word) ?? all.get(kebab(word));
  if (found) return found;
  throw new UsageError(`unknown command "${word}"`, didYouMean(word, [...all.keys(), ...TASK_NAMES]));
}

/** The names a command is shown by (help, completion, "did you mean"): its own, the seeds', its aliases. */
export const shownNames = (c: Command): string[] => [c.name, ...(c.seedName ? [c.seedName] : []), ...c.aliases];

/** A command of an area by any of its names. */
export function findCommand(area: string, commands: Command[], word: string): Command {
  const k = kebab(word);
  const found = commands.find((c) => c.names.includes(k));
  if (found) return found;
  throw new UsageError(`${area} has no operation "${word}"`, didYouMean(word, commands.flatMap(shownNames)));
}

/** The commands that are not operations, for "did you mean" (a test holds it to TASKS, which depends on this module). */
export const TASK_NAMES = [
  'run',
  'wait',
  'cancel',
  'log',
  'artifacts',
  'tests',
  'mute',
  'unmute',
  'investigate',
  'history',
  'flaky',
  'status',
  'completion',
  'help',
];

/** `did you mean ...` for the candidates closest to what was typed, or ''. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const w = word.replace(/^-+/, '').toLowerCase();
  const scored = candidates
    .map((c) => [c, distance(w, c.replace(/^-+/, '').toLowerCase())] as const)
    .filter(([c, d]) => d <= Math.max(2, Math.floor(c.length / 4)))
    .sort((a, b) => a[1] - b[1]);
  const best = [...new Set(scored.slice(0, 3).map(([c]) => c))];
  return best.length ? `did you mean ${best.join(' or ')}?` : '';
}

/** Levenshtein distance, with a swap of two neighbours counting one edit (a typo's usual shape). */
function distance(a: string, b: string): number {
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}
