import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import jsYaml from 'js-yaml';
import type { Document, Node } from 'yaml';
import { NO_CACHE, type Cache } from './cache.js';

/** One YAML file of the spec: its parsed value, and the line of each item of its lists. */
export interface SpecFile {
  /** Path relative to the repository root, as shown in errors. */
  file: string;
  data: unknown;
  /** Line (1-based) of operations[i]; of prefixes[i] under `prefixLines`; of models[i] under `modelLines`. */
  operationLines: number[];
  prefixLines: number[];
  /** Line of each map key, by its dotted path (`kinds.Build.dimensions.id`). */
  keyLines: Map<string, number>;
  modelLines: number[];
  /** Line of models[i].properties[j]. */
  propertyLines: number[][];
  /** YAML syntax errors, if any. */
  syntaxErrors: { line: number; message: string }[];
}

export interface LoadedSpec {
  areas: SpecFile[];
  fileTree: SpecFile;
  locators: SpecFile;
  models: SpecFile[];
}

/**
 * The spec's files, parsed. Quick (the default): the data and the lines of the list items the IR keeps, read with
 * js-yaml, which is several times faster; a file it cannot read quickly, or refuses, is read exactly. Exact: with
 * yaml, also the line of every key and property, and the syntax errors: what reporting the spec's mistakes needs.
 * `cache` keeps each quick parse under its file's name and text.
 */
export function loadSpec(specDir: string, rootDir: string, { exact = false, cache = NO_CACHE }: { exact?: boolean; cache?: Cache } = {}): LoadedSpec {
  const load = (path: string): SpecFile => {
    const file = relative(rootDir, path);
    const text = readFileSync(path, 'utf8');
    if (exact) return parseExact(file, text);
    const key = `${file}\0${text}`;
    const cached = cache.get('spec', key);
    if (cached) return deserialize(cached) as SpecFile;
    const parsed = parseQuick(file, text) ?? parseExact(file, text);
    cache.set('spec', key, serialize(parsed));
    return parsed;
  };
  const loadDir = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => load(join(dir, f)));
  return {
    areas: loadDir(join(specDir, 'areas')),
    fileTree: load(join(specDir, 'file-tree.yaml')),
    locators: load(join(specDir, 'locators.yaml')),
    models: loadDir(join(specDir, 'models')),
  };
}

/**
 * YAML 1.2's core schema as yaml reads it. js-yaml's own also reads YAML 1.1's forms (`1_000`, `0b101`) as numbers
 * and `-.5` as a string, where yaml keeps the first as strings and reads `-.5` as a number.
 */
const CORE_1_2 = jsYaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    new jsYaml.Type('tag:yaml.org,2002:null', {
      kind: 'scalar',
      resolve: (s: string) => /^(?:~|null|Null|NULL)?$/.test(s),
      construct: () => null,
    }),
    new jsYaml.Type('tag:yaml.org,2002:bool', {
      kind: 'scalar',
      resolve: (s: string) => /^(?:true|True|TRUE|false|False|FALSE)$/.test(s),
      construct: (s: string) => s[0] === 't' || s[0] === 'T',
    }),
    new jsYaml.Type('tag:yaml.org,2002:int', {
      kind: 'scalar',
      resolve: (s: string) => /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/.test(s),
      construct: (s: string) => (s.startsWith('0o') ? parseInt(s.slice(2), 8) : s.startsWith('0x') ? parseInt(s.slice(2), 16) : parseInt(s, 10)),
    }),
    new jsYaml.Type('tag:yaml.org,2002:float', {
      kind: 'scalar',
      resolve: (s: string) => /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s),
      construct: (s: string) => (/nan$/i.test(s) ? NaN : /inf$/i.test(s) ? (s.startsWith('-') ? -Infinity : Infinity) : parseFloat(s)),
    }),
  ],
});

/** The lists whose items' lines the IR keeps (as positions of operations and models). */
const ITEM_LINES = { operations: 'operationLines', prefixes: 'prefixLines', models: 'modelLines' } as const;

interface Frame {
  line: number;
  position: number;
  children: Frame[];
}

/**
 * The data and the item lines of ITEM_LINES, or null. Lines come from js-yaml's node events; they are only taken
 * where they mean what yaml's mean (the line where the item's value starts): a top-level map of keys and values,
 * and items with nothing but white space between their dash and their value (no anchor, tag or comment).
 */
export function parseQuick(file: string, text: string): SpecFile | null {
  const stack: Frame[] = [{ line: 0, position: 0, children: [] }];
  let data: unknown;
  try {
    data = jsYaml.load(text, {
      schema: CORE_1_2,
      listener(event, state) {
        if (event === 'open') stack.push({ line: state.line, position: state.position, children: [] });
        else stack.at(-2)!.children.push(stack.pop()!);
      },
    });
  } catch {
    return null;
  }
  if (oddKeys(text, data)) return null;
  const parsed: SpecFile = { file, data, operationLines: [], prefixLines: [], modelLines: [], keyLines: new Map(), propertyLines: [], syntaxErrors: [] };
  const root = stack[0]!.children[0];
  if (!root || typeof data !== 'object' || data === null || Array.isArray(data)) return parsed;
  const keys = Object.keys(data);
  // A top-level map: its children are its keys and values, in turn.
  if (root.children.length !== keys.length * 2) return null;
  for (const [i, key] of keys.entries()) {
    if (!(key in ITEM_LINES)) continue;
    const list = (data as Record<string, unknown>)[key];
    // Not a list: the spec's checks refuse it, and the exact parse reports it.
    if (!Array.isArray(list)) continue;
    const items = root.children[2 * i + 1]!.children;
    if (items.length !== list.length) return null;
    for (const item of items) {
      const dash = text.lastIndexOf('-', item.position - 1);
      if (dash < 0 || text.slice(dash + 1, item.position).trim() !== '' || /^[&!#]|^$/.test(text.charAt(item.position))) return null;
    }
    parsed[ITEM_LINES[key as keyof typeof ITEM_LINES]] = items.map((item) => item.line + 1);
  }
  return parsed;
}

/**
 * Keys the two libraries turn into different strings: null (`~:`, `null:`; yaml gives '', js-yaml 'null') and
 * collections (`[a]:`, `? ...`). Any key that could be one sends the file to the exact parse.
 */
function oddKeys(text: string, data: unknown): boolean {
  if (/[\]}]\s*:(?:\s|$)|^\s*\?(?:\s|$)/m.test(text)) return true;
  const odd = (v: unknown): boolean =>
    Array.isArray(v) ? v.some(odd) : typeof v === 'object' && v !== null && Object.entries(v).some(([k, x]) => NULL_KEYS.has(k) || odd(x));
  return odd(data);
}

const NULL_KEYS = new Set(['', '~', 'null', 'Null', 'NULL', '[object Object]']);

/** yaml, loaded only by the exact parse. */
const yaml = () => createRequire(import.meta.url)('yaml') as typeof import('yaml');

/** One YAML file's data: quickly when it can be, exactly when not. */
export function parseYaml(file: string, text: string): unknown {
  return (parseQuick(file, text) ?? parseExact(file, text)).data;
}

export function parseExact(file: string, text: string): SpecFile {
  const { LineCounter, parseDocument, isMap, isSeq } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const lineOf = (node: Node | null) => (node?.range ? lineCounter.linePos(node.range[0]).line : 0);
  const seqOf = (map: unknown, key: string) => (isMap(map) ? map.get(key, true) : null);
  const linesOf = (seq: unknown): number[] => (isSeq(seq) ? seq.items.map((item) => lineOf(item as Node)) : []);
  const models = seqOf(doc.contents, 'models');
  return {
    file,
    data: doc.toJS(),
    operationLines: linesOf(seqOf(doc.contents, 'operations')),
    prefixLines: linesOf(seqOf(doc.contents, 'prefixes')),
    modelLines: linesOf(models),
    propertyLines: isSeq(models) ? models.items.map((m) => linesOf(seqOf(m, 'properties'))) : [],
    keyLines: keyLinesOf(doc, lineOf),
    syntaxErrors: doc.errors.map((e) => ({ line: e.linePos?.[0]?.line ?? 0, message: e.message.split('\n')[0]! })),
  };
}

function keyLinesOf(doc: Document, lineOf: (node: Node | null) => number): Map<string, number> {
  const { isPair, isScalar, visit } = yaml();
  const lines = new Map<string, number>();
  visit(doc, {
    Pair(_, pair, path) {
      const keys = [...path, pair].filter(isPair).map((p) => (isScalar(p.key) ? String(p.key.value) : '?'));
      lines.set(keys.join('.'), lineOf(pair.key as Node));
    },
  });
  return lines;
}
