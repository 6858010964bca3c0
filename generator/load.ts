import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';

/** One YAML file of the spec: its parsed value, and the line of each item of its `operations` list. */
export interface SpecFile {
  /** Path relative to the repository root, as shown in errors. */
  file: string;
  data: unknown;
  /** Line (1-based) of operations[i]; of prefixes[i] under `prefixLines`. */
  operationLines: number[];
  prefixLines: number[];
  /** YAML syntax errors, if any. */
  syntaxErrors: { line: number; message: string }[];
}

export interface LoadedSpec {
  areas: SpecFile[];
  fileTree: SpecFile;
}

export function loadSpec(specDir: string, rootDir: string): LoadedSpec {
  const areaDir = join(specDir, 'areas');
  const areas = readdirSync(areaDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => loadFile(join(areaDir, f), rootDir));
  return { areas, fileTree: loadFile(join(specDir, 'file-tree.yaml'), rootDir) };
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
    syntaxErrors: doc.errors.map((e) => ({ line: e.linePos?.[0]?.line ?? 0, message: e.message.split('\n')[0]! })),
  };
}
