import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Folders of the output that the generator does not own (build output, installs). */
const KEEP = new Set(['dist', 'node_modules']);

export interface WriteReport {
  written: string[];
  unchanged: number;
  removed: string[];
}

/** Writes only the files whose content changed, and removes files the generator no longer makes. */
export function writeFiles(outDir: string, files: Map<string, string>): WriteReport {
  const report: WriteReport = { written: [], unchanged: 0, removed: [] };
  for (const [path, text] of files) {
    const target = join(outDir, path);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) {
      report.unchanged++;
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    report.written.push(path);
  }
  for (const path of listFiles(outDir)) {
    const rel = relative(outDir, path);
    if (!files.has(rel)) {
      rmSync(path);
      report.removed.push(rel);
    }
  }
  return report;
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
