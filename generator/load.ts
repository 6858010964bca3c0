import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isMap, isPair, isScalar, isSeq, visit, type Node } from 'yaml';

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

export function loadSpec(specDir: string, rootDir: string): LoadedSpec {
  const loadDir = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => loadFile(join(dir, f), rootDir));
  return {
    areas: loadDir(join(specDir, 'areas')),
    fileTree: loadFile(join(specDir, 'file-tree.yaml'), rootDir),
    locators: loadFile(join(specDir, 'locators.yaml'), rootDir),
    models: loadDir(join(specDir, 'models')),
  };
}

function loadFile(path: string, rootDir: string): SpecFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter, uniqueKeys: true });
  const lineOf = (node: Node | null) => (node?.range ? lineCounter.linePos(node.range[0]).line : 0);
  const seqOf = (map: unknown, key: string) => (isMap(map) ? map.get(key, true) : null);
  const linesOf = (seq: unknown): number[] => (isSeq(seq) ? seq.items.map((item) => lineOf(item as Node)) : []);
  const models = seqOf(doc.contents, 'models');
  return {
    file: relative(rootDir, path),
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
