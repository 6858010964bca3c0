// `npm run bench`: every benchmark, peers side by side, written to BENCHMARKS.md.
// `npm run bench -- overhead bundle` runs only those and prints them, leaving BENCHMARKS.md alone.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPackage } from '../generator/build.js';
import { bundle } from './bench/bundle.js';
import { generation } from './bench/generation.js';
import { mcp } from './bench/mcp.js';
import { pkgDir, root } from './bench/lib.js';
import { cpuTicks, machine } from './bench/machine.js';
import { overhead } from './bench/overhead.js';
import { pagination } from './bench/pagination.js';
import { size } from './bench/size.js';
import type { Section } from './bench/section.js';
import { startBenchServer, type BenchServer } from './bench/servers.js';
import { streaming } from './bench/streaming.js';
import { tasks } from './bench/tasks.js';
import { typecheck } from './bench/typecheck.js';

const benchmarks: Record<string, (server: BenchServer) => Promise<Section>> = {
  overhead,
  bundle,
  typecheck,
  generation,
  streaming,
  pagination,
  tasks,
  mcp,
  size,
};

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(name in benchmarks));
  if (unknown.length)
    throw new Error(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}`);
  const started = performance.now();
  const before = machine();
  const ticks = cpuTicks();
  await buildPackage(pkgDir);
  const server = await startBenchServer();
  const sections: Section[] = [];
  try {
    for (const [name, bench] of Object.entries(benchmarks)) {
      if (only.length && !only.includes(name)) continue;
      console.error(`bench: ${name}...`);
      const t = performance.now();
      sections.push(await bench(server));
      console.error(`bench: ${name} took ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.close();
  }
  const busy = busyShare(ticks, cpuTicks());
  const text = report(sections, before, machine(), busy, (performance.now() - started) / 1000);
  if (only.length) console.log(text);
  else writeFileSync(join(root, 'BENCHMARKS.md'), text);
  console.error(`bench: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The share of the machine's CPU time that was busy between two readings, as text. */
function busyShare(a: ReturnType<typeof cpuTicks>, b: ReturnType<typeof cpuTicks>): string {
  if (!a || !b) return 'unknown (no /proc/stat)';
  return `${(((b.busy - a.busy) / (b.total - a.total)) * 100).toFixed(0)} %`;
}

function report(
  sections: Section[],
  before: ReturnType<typeof machine>,
  after: ReturnType<typeof machine>,
  busy: string,
  seconds: number,
): string {
  const targets = sections.flatMap((s) => s.targets);
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (\`scripts/bench.ts\`, one module per benchmark in \`scripts/bench/\`); the whole run took ${seconds.toFixed(0)} s.`,
    'Peers run in the same process run as teamcity-sdk, in alternating rounds after warm-up; read the ratios, the absolute times are context.',
    '',
    '## Machine',
    '',
    ...before.lines,
    `- load average (1 min) at start ${before.load}, at end ${after.load}; all CPUs busy ${busy} of the run (every process, the benchmarks included).`,
    '  Other work on the machine adds noise to every figure, and stretches wall times more than the ratios.',
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm ci',
    'npm run bench                    # all, rewrites BENCHMARKS.md',
    'npm run bench -- overhead bundle # only these, printed instead',
    '```',
    '',
    '## Targets',
    '',
    '| what | target | measured | met |',
    '|---|---|---|---|',
    ...targets.map((t) => `| ${t.what} | ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.body, '']),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
