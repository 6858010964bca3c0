import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isMap, isPair, isScalar, isSeq, visit, type Node } from 'yaml';

/** One YAML file of the spec: its parsed value, and the line of each item of its `operations` list. */
export interface SpecFile {
  /** Path relative to the repository root, as shown in errors. */
  file: string;
  data: unknown;
  /** Line (1-based) of operations[i]; of prefixes[i] under `prefixLines`. */
  operationLines: number[];
  prefixLines: number[];
  /** Line of each map key, by its dotted path (`kinds.Build.dimensions.id`). */
  keyLines: Map<string, number>;
  /** YAML syntax errors, if any. */
  syntaxErrors: { line: number; message: string }[];
}

export interface LoadedSpec {
  areas: SpecFile[];
  fileTree: SpecFile;
  locators: SpecFile;
}

export function loadSpec(specDir: string, rootDir: string): LoadedSpec {
  const areaDir = join(specDir, 'areas');
  const areas = readdirSync(areaDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => loadFile(join(areaDir, f), rootDir));
  return {
    areas,
    fileTree: loadFile(join(specDir, 'file-tree.yaml'), rootDir),
    locators: loadFile(join(specDir, 'locators.yaml'), rootDir),
  };
}

function loadFile(path: string, rootDir: string): SpecFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter, uniqueKeys: true });
  const lineOf = (node: Node | null) => (node?.range ? lineCounter.linePos(node.range[0]).line : 0);
  const linesOf = (key: string): number[] => {
    const seq = isMap(doc.contents) ? doc.contents.get(key, true) : null;
    return isSeq(seq) ? seq.items.map((item) => lineOf(item as Node)) : [];
  };
  return {
    file: relative(rootDir, path),
    data: doc.toJS(),
    operationLines: linesOf('operations'),
    prefixLines: linesOf('prefixes'),
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
