import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { root } from './lib.js';

const versionOf = (name: string): string => {
  const path = join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
};

/** Busy and total CPU ticks of the whole machine since boot (Linux), to tell how much else ran during the benchmarks. */
export function cpuTicks(): { busy: number; total: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/** What the figures were measured on, as markdown list lines. */
export function machine(): { lines: string[]; load: string } {
  const peers = ['openapi-fetch', '@hey-api/client-fetch', '@octokit/rest', 'typescript', 'esbuild', 'prettier'];
  return {
    lines: [
      `- date: ${new Date().toISOString()}`,
      `- node ${process.version} on ${process.platform} ${release()}`,
      `- cpu: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores`,
      `- memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
      `- versions: ${peers.map((p) => `${p} ${versionOf(p)}`).join(', ')}`,
    ],
    load: loadavg()[0]!.toFixed(2),
  };
}
