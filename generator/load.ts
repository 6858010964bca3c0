import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LineCounter, parseDocument, isMap, isPair, isScalar, isSeq, visit, type Node } from 'yaml';
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

/** The spec's files, parsed; `cache` keeps each parse under its file's name and text. */
export function loadSpec(specDir: string, rootDir: string, cache: Cache = NO_CACHE): LoadedSpec {
  const load = (path: string): SpecFile => {
    const file = relative(rootDir, path);
    const text = readFileSync(path, 'utf8');
    const key = `${file}\0${text}`;
    const cached = cache.get('spec', key);
    if (cached) return deserialize(cached) as SpecFile;
    const parsed = parseFile(file, text);
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

function parseFile(file: string, text: string): SpecFile {
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

function keyLinesOf(doc: ReturnType<typeof parseDocument>, lineOf: (node: Node | null) => number): Map<string, number> {
  const lines = new Map<string, number>();
  visit(doc, {
    Pair(_, pair, path) {
      const keys = [...path, pair].filter(isPair).map((p) => (isScalar(p.key) ? String(p.key.value) : '?'));
      lines.set(keys.join('.'), lineOf(pair.key as Node));
    },
  });
  return lines;
}
