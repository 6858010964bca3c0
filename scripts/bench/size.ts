// The installed package's size: what `npm pack` puts in the tarball (unpacked, and packed), by part.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pkgDir } from './lib.js';
import type { Section } from './section.js';

/** 4 MB unpacked and 600 kB packed, as npm counts them (1 kB = 1000 B). */
const UNPACKED = 4_000_000;
const PACKED = 600_000;

interface Pack {
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string; size: number }[];
}

/** A file's part of the package: its format's folder, declarations apart; the rest by top-level name. */
function partOf(path: string): string {
  const dist = /^dist\/(\w+)\//.exec(path);
  if (dist) return `dist/${dist[1]} ${path.endsWith('.d.ts') ? 'declarations' : 'JavaScript'}`;
  return path.startsWith('docs/') ? 'docs/' : path;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

export async function size(): Promise<Section> {
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: pkgDir, encoding: 'utf8' }),
  ) as Pack[];
  const parts = new Map<string, number>();
  for (const f of pack!.files) parts.set(partOf(f.path), (parts.get(partOf(f.path)) ?? 0) + f.size);
  const builds = readFileSync(join(pkgDir, 'src/areas/builds.ts'), 'utf8').split('\n').length;
  return {
    title: '9. Package size',
    body: [
      `\`npm pack --dry-run\` of generated/: ${pack!.entryCount} files, ${kB(pack!.unpackedSize)} unpacked, ${kB(pack!.size)} packed. By part, largest first:`,
      '',
      '| part | unpacked |',
      '|---|---|',
      ...[...parts].sort((a, b) => b[1] - a[1]).map(([part, bytes]) => `| ${part} | ${kB(bytes)} |`),
      '',
      `Each operation's prose is written once, on its function (\`src/areas/builds.ts\` is ${builds} lines); the code ships once, as ES modules in dist/esm, which the CommonJS entry points require (require(esm)), and the declarations once, in dist/cjs, which the ES module entry points re-export.`,
    ].join('\n'),
    targets: [
      {
        what: 'package, unpacked',
        target: `≤ ${kB(UNPACKED)}`,
        measured: kB(pack!.unpackedSize),
        met: pack!.unpackedSize <= UNPACKED,
      },
      { what: 'package, packed', target: `≤ ${kB(PACKED)}`, measured: kB(pack!.size), met: pack!.size <= PACKED },
    ],
  };
}
