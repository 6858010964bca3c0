import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LineCounter, parseDocument, isMap, isNode, isScalar, isSeq } from 'yaml';
import { NO_CACHE, type Cache } from './cache.js';

/** One YAML file of the spec: its parsed value, and where each of its nodes starts. */
export interface SpecFile {
  /** Path relative to the repository root, as shown in errors. */
  file: string;
  data: unknown;
  /** Line (1-based) of each map key and list item, by its path (see pathKey). */
  lines: Map<string, number>;
  /** YAML syntax errors, if any, each with the lines around it (`frame`). */
  syntaxErrors: { line: number; message: string; frame: string }[];
  /** The file's first line: it names the file's JSON Schema (json-schema.ts, schemaLine). */
  firstLine: string;
}

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('\0');

/** The line of the node at `path` (a map key's line, a list item's), or of its nearest ancestor in the file. */
export function lineAt(file: SpecFile, path: readonly PropertyKey[]): number {
  for (let n = path.length; n > 0; n--) {
    const line = file.lines.get(pathKey(path.slice(0, n)));
    if (line !== undefined) return line;
  }
  return 1;
}

export interface LoadedSpec {
  areas: SpecFile[];
  fileTree: SpecFile;
  locators: SpecFile;
  models: SpecFile[];
  /** Example request bodies (`examples.yaml`). */
  examples: SpecFile;
  /** The task index of the package docs (`tasks.yaml`). */
  tasks: SpecFile;
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
    examples: load(join(specDir, 'examples.yaml')),
    models: loadDir(join(specDir, 'models')),
    tasks: load(join(specDir, 'tasks.yaml')),
  };
}

/** One spec file outside the sets loadSpec reads (package.yaml), parsed. */
export function loadFile(path: string, rootDir: string): SpecFile {
  return parseFile(relative(rootDir, path), readFileSync(path, 'utf8'));
}

function parseFile(file: string, text: string): SpecFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const lines = new Map<string, number>();
  const lineOf = (node: unknown) => (isNode(node) && node.range ? lineCounter.linePos(node.range[0]).line : 1);
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const at = [...path, isScalar(pair.key) ? String(pair.key.value) : String(pair.key)];
        lines.set(pathKey(at), lineOf(pair.key));
        walk(pair.value, at);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        lines.set(pathKey([...path, i]), lineOf(item));
        walk(item, [...path, i]);
      });
    }
  };
  walk(doc.contents, []);
  return {
    file,
    data: doc.toJS(),
    lines,
    syntaxErrors: doc.errors.map((e) => {
      const { line, col } = e.linePos?.[0] ?? { line: 0, col: 1 };
      // yaml's message ends with its own excerpt: the first line says what, the frame shows where.
      return {
        line,
        message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
        frame: codeFrame(text, line, col),
      };
    }),
    firstLine: text.split('\n', 1)[0]!.replace(/\r$/, ''),
  };
}

/** The lines around `line` (1-based), numbered, with a caret under `col`: where a syntax error is, as editors show it. */
export function codeFrame(text: string, line: number, col: number): string {
  const lines = text.split('\n');
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1))}^`);
  }
  return out.join('\n');
}
