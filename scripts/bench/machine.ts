import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { root } from './lib.js';

const versionOf = (name: string): string => {
  const path = join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
};

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
