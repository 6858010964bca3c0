// 4. Generation: wall time, CPU and peak RSS of a full regeneration in a fresh process, cold (no cache), after a
// one-area spec edit (the local cache of earlier runs filled), and warm; and where the time of a cold run goes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixed, median, root, run, table, type ChildResult } from './lib.js';
import type { Section } from './section.js';

const TIME = '/usr/bin/time';

interface Run {
  ms: number;
  /** Peak RSS of the largest process in the tree, bytes; NaN without GNU time. */
  rss: number;
  /** User + system CPU seconds of the whole tree; NaN without GNU time. */
  cpu: number;
}

/** `node --import tsx generator/main.ts ...args`, as `npm run generate` runs it, under GNU time when there is one. */
async function regenerate(args: string[], changes = false): Promise<Run> {
  const cmd = [process.execPath, '--import', 'tsx', join(root, 'generator/main.ts'), ...args];
  const timed = existsSync(TIME);
  const out: ChildResult = timed ? await run(TIME, ['-v', ...cmd], 180_000) : await run(cmd[0]!, cmd.slice(1), 180_000);
  if (out.code !== 0) throw new Error(`generation failed (${out.code}):\n${out.stdout}${out.stderr}`);
  if (!changes && !/ 0 files written/.test(out.stdout))
    throw new Error(`generation changed generated/: commit or regenerate first\n${out.stdout}`);
  const field = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(out.stderr)?.[1] ?? NaN);
  return {
    ms: out.ms,
    rss: field('Maximum resident set size \\(kbytes\\)') * 1024,
    cpu: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
  };
}

/** Stage times of one generation without cache in this process, its modules loaded cold when not yet loaded. */
async function stages(): Promise<{ times: [string, number][]; files: number }> {
  const started = performance.now();
  const { defaultPaths, generate } = await import('../../generator/generate.js');
  const times: [string, number][] = [['import generator modules (yaml, handlebars)', performance.now() - started]];
  const files = await generate(defaultPaths(root), { onStage: (stage, ms) => times.push([stage, ms]) });
  times.push(['total', performance.now() - started]);
  return { times, files: files.size };
}

const EDITED = join(root, 'spec/areas/agents.yaml');
const CLEAN = ['--no-build'];

/**
 * One edit of one area, as a developer makes it: a note on its first operation, new text every round (so its
 * files are never in the cache), then the edit undone and generated/ put back (a run not measured).
 */
async function editOneArea(round: number): Promise<Run> {
  const original = readFileSync(EDITED, 'utf8');
  try {
    writeFileSync(
      EDITED,
      original.replace(
        '  - name: serve_agents\n',
        `  - name: serve_agents\n    note: bench edit ${Date.now()}.${round}\n`,
      ),
    );
    return await regenerate(CLEAN, true);
  } finally {
    writeFileSync(EDITED, original);
    await regenerate(CLEAN, true);
  }
}

export async function generation(): Promise<Section> {
  const cases: [string, () => Promise<Run>][] = [
    [
      '`npm run generate -- --no-build --no-cache` (regenerate generated/, cold: no cache)',
      () => regenerate(['--no-build', '--no-cache']),
    ],
    [
      '`npm run generate -- --no-build` after a one-area spec edit (a note on agents.serve_agents; cache warm)',
      () => editOneArea(0),
    ],
    ['`npm run generate -- --no-build` (the same, warm: every file found in the cache)', () => regenerate(CLEAN)],
  ];
  // Fills the cache the warm cases read (a no-op when an earlier run filled it).
  await regenerate(CLEAN);
  const runs = cases.map(() => [] as Run[]);
  const rounds = 3;
  for (let r = 0; r < rounds; r++) for (const [i, [, once]] of cases.entries()) runs[i]!.push(await once());
  const { times: breakdown, files } = await stages();
  const wall = runs.map((rs) => median(rs.map((x) => x.ms)) / 1000);
  const cpu = runs.map((rs) => median(rs.map((x) => x.cpu)));
  const rss = runs.map((rs) => Math.max(...rs.map((x) => x.rss)) / 1024 ** 2);
  const ratio = median(runs[2]!.map((warm, r) => warm.ms / runs[0]![r]!.ms));
  return {
    title: '4. Generation',
    targets: [
      {
        what: 'full regeneration (cold, no cache, no dist build), wall time',
        target: '≤ 6 s',
        measured: `${fixed(wall[0]!)} s`,
        met: wall[0]! <= 6,
      },
      {
        what: 'regeneration after a one-area spec edit (cache warm), wall time',
        target: '≤ 1.0 s',
        measured: `${fixed(wall[1]!)} s`,
        met: wall[1]! <= 1.0,
      },
    ],
    body: [
      `${files} files. Each run is a fresh process running what the npm script runs (\`node --import tsx generator/main.ts\`, without npm's own start-up); ${rounds} rounds alternating the three cases, medians shown; peak RSS from \`/usr/bin/time -v\` (largest process of the run).`,
      '',
      table(
        ['command', '**wall s**', 'CPU s (user+sys)', 'peak RSS MiB'],
        cases.map(([label], i) => [label, `**${fixed(wall[i]!)}**`, fixed(cpu[i]!), fixed(rss[i]!, 0)]),
      ),
      '',
      `Warm / cold wall time, paired by round: ${fixed(ratio)}. A file is found in the cache by what it is made from (a page by its`,
      "template and data, a TypeScript file by its structures): the note is in no file's data, so after the edit prettier formats nothing and",
      'ts-morph is not loaded; an edit that changes what a file shows formats that file again (the area module, its page, its rows of operations.ts).',
      '',
      'Where the time of a cold run goes (one run inside the benchmark process, stages as `generate()` reports them; node and tsx start-up come before all of this in the command above):',
      '',
      table(
        ['stage', 'ms'],
        breakdown.map(([stage, ms]) => [stage, ms.toFixed(0)]),
      ),
      '',
      [
        'ts-morph prints the emitted TypeScript; prettier formats every file on two worker threads, markdown (a page in pieces of about',
        '16,000 characters, cut at its `##` headings) on one and TypeScript and JSON on the other, overlapping the stages before it. Most of the rest is node and tsx start-up.',
        'The CPU column is the work done; when wall time is far above CPU time / cores, other load on the machine stretched it.',
      ].join('\n'),
    ].join('\n'),
  };
}
