import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Folders of the output that the generator does not own (build output, installs). */
const KEEP = new Set(['dist', 'node_modules']);

/**
 * The first line (after a shebang) of every hand-written file in a package folder. The package folders hold the
 * hand-written sources in place, beside what the generator emits; the generator never writes, removes or formats them.
 */
export const HAND_WRITTEN = 'Hand-written: edit it here; the generator never writes this file.';
const EMITTED = /^\/\/ Generated .*by the teamcity-sdk generator\. Do not edit\./;

const firstLine = (text: string) => text.replace(/^#!.*\n/, '').split('\n', 1)[0]!;
export const isHandWritten = (text: string): boolean => {
  const first = firstLine(text);
  return first === `// ${HAND_WRITTEN}` || first === `<!-- ${HAND_WRITTEN} -->`;
};

export interface WriteReport {
  written: string[];
  unchanged: number;
  removed: string[];
}

/** Writes only the files whose content changed, and removes files the generator no longer makes. */
export function writeFiles(outDir: string, files: Map<string, string>): WriteReport {
  const owned = ownedFiles(outDir);
  const report: WriteReport = { written: [], unchanged: 0, removed: [] };
  for (const [path, text] of files) {
    const target = join(outDir, path);
    const before = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (before !== undefined && isHandWritten(before))
      throw new Error(`${target} is hand-written, and the generator now emits a file at its path: rename one of them.`);
    if (before === text) {
      report.unchanged++;
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    report.written.push(path);
  }
  for (const rel of owned)
    if (!files.has(rel)) {
      rmSync(join(outDir, rel));
      report.removed.push(rel);
    }
  return report;
}

/**
 * The files of a package folder that the generator owns (paths relative to it, `/`-separated): all but the
 * hand-written ones and the folders it does not own. A source under `src/` marked neither hand-written nor emitted is
 * refused rather than taken for a stale emitted file, so a new hand-written file without its first line is never removed.
 */
export function ownedFiles(dir: string): string[] {
  const unmarked: string[] = [];
  const owned = listFiles(dir).flatMap((file) => {
    const rel = relative(dir, file).split(sep).join('/');
    if (!rel.startsWith('src/')) return [rel];
    const text = readFileSync(file, 'utf8');
    if (isHandWritten(text)) return [];
    if (!EMITTED.test(firstLine(text))) unmarked.push(rel);
    return [rel];
  });
  if (unmarked.length)
    throw new Error(
      `${dir}: these files are neither emitted nor marked hand-written; give each the first line "// ${HAND_WRITTEN}" (or delete it):\n${unmarked.map((p) => `  ${p}`).join('\n')}`,
    );
  return owned;
}

/** The hand-written files of a package folder (paths relative to it, `/`-separated). */
export function handWrittenFiles(dir: string): string[] {
  return listFiles(join(dir, 'src'))
    .filter((file) => isHandWritten(readFileSync(file, 'utf8')))
    .map((file) => relative(dir, file).split(sep).join('/'));
}

/** Every file under dir, outside the folders the generator does not own. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return KEEP.has(e.name) ? [] : listFiles(path);
    return [path];
  });
}
