// 4. Generation: wall time, CPU and peak RSS of a regeneration in a fresh process, HEAD beside commit bc8e978 (a
// worktree of its own) in the same rounds: cold, after a one-area spec edit that files show, after one that no file
// shows, and warm; the ratios paired by round; and where the time of HEAD's cold run goes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE, generateCommand, gitStatus, prepareBaseline } from './baseline.js';
import { fixed, median, pairedRatio, root, run, table, type ChildResult } from './lib.js';
import type { Section, Target } from './section.js';

const TIME = '/usr/bin/time';
const ROUNDS = 5;

interface Run {
  ms: number;
  /** Peak RSS of the largest process in the tree, bytes; NaN without GNU time. */
  rss: number;
  /** User + system CPU seconds of the whole tree; NaN without GNU time. */
  cpu: number;
}

/** A checkout whose generator is timed: HEAD's (this one) or the baseline's. */
interface Side {
  name: string;
  dir: string;
  /** What its `npm run generate` runs, without npm. */
  command: string[];
  script: string;
}

/** What a run must have written: nothing (generated/ was already what the generator makes), some files, or either. */
type Writes = 'none' | 'some' | 'any';

/** The side's generate command with args, in a fresh process in its checkout (under `prefix`); fails when it fails. */
async function generateIn(side: Side, args: string[], prefix: string[] = []): Promise<ChildResult> {
  const [cmd, ...rest] = [...prefix, ...side.command, ...args];
  const out = await run(cmd!, rest, 180_000, side.dir);
  if (out.code !== 0) throw new Error(`${side.name}: generation failed (${out.code}):\n${out.stdout}${out.stderr}`);
  return out;
}

/** The side's generate command with args, timed, under GNU time when there is one. */
async function regenerate(side: Side, args: string[], writes: Writes): Promise<Run> {
  const out = await generateIn(side, args, existsSync(TIME) ? [TIME, '-v'] : []);
  // Each package's line says how many files it wrote.
  const written = [...out.stdout.matchAll(/(\d+) files written/g)].reduce((n, m) => n + Number(m[1]), 0);
  if (writes === 'none' && written > 0)
    throw new Error(`${side.name}: generation changed generated/: commit or regenerate first\n${out.stdout}`);
  if (writes === 'some' && written === 0)
    throw new Error(`${side.name}: the spec edit changed no file, so it does not time what it says\n${out.stdout}`);
  const field = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(out.stderr)?.[1] ?? NaN);
  return {
    ms: out.ms,
    rss: field('Maximum resident set size \\(kbytes\\)') * 1024,
    cpu: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
  };
}

/**
 * Where the time of one cold run of HEAD's command goes, as it reports it with `--timings` (generator/main.ts), and how
 * many files generated/ holds.
 */
async function stages(head: Side): Promise<{ times: [string, number][]; files: number }> {
  const out = await generateIn(head, ['--no-build', '--no-cache', '--timings']);
  const times = [...out.stderr.matchAll(/^timing: (\d+) (.+)$/gm)].map((m): [string, number] => [m[2]!, Number(m[1])]);
  times.push(['total (the whole command, as timed from outside)', out.ms]);
  const counts = /^generated\/: (\d+) files written, (\d+) unchanged/m.exec(out.stdout);
  return { times, files: Number(counts?.[1]) + Number(counts?.[2]) };
}

const EDITED = 'spec/areas/agents.yaml';
/** The edited operation's entry and its summary line, at both commits. */
const OPERATION = /^( {2}- name: serve_agents\n)( {4}summary: )(.+)$/m;
const CLEAN = ['--no-build'];

/**
 * One edit of one area, as a developer makes it, timed; then the edit undone and generated/ put back (a run not
 * timed). The edit's text is new every time, so the files it changes are never in the cache.
 */
async function editOneArea(side: Side, edit: (entry: RegExpExecArray, stamp: string) => string, writes: Writes) {
  const file = join(side.dir, EDITED);
  const original = readFileSync(file, 'utf8');
  const entry = OPERATION.exec(original);
  if (!entry) throw new Error(`${side.name}: ${EDITED} has no serve_agents with a summary to edit`);
  const stamp = Date.now().toString(36);
  try {
    // A function, so that no `$` of the spec's text is read as a replacement pattern.
    writeFileSync(
      file,
      original.replace(OPERATION, () => edit(entry, stamp)),
    );
    return await regenerate(side, CLEAN, writes);
  } finally {
    writeFileSync(file, original);
    await regenerate(side, CLEAN, 'any');
  }
}

interface Case {
  label: string;
  once: (side: Side) => Promise<Run>;
}

const cases: Case[] = [
  {
    label: '`npm run generate -- --no-build --no-cache` (cold: no cache)',
    once: (side) => regenerate(side, ['--no-build', '--no-cache'], 'none'),
  },
  {
    label:
      '`npm run generate -- --no-build` after a one-area spec edit that files show (the summary of agents.serve_agents)',
    once: (side) =>
      editOneArea(side, ([, name, key, summary], stamp) => `${name}${key}${summary} (bench ${stamp})`, 'some'),
  },
  {
    label:
      '`npm run generate -- --no-build` after a one-area spec edit that no file shows (a note on agents.serve_agents)',
    once: (side) =>
      editOneArea(
        side,
        ([line, name], stamp) => `${name}    note: bench edit ${stamp}\n${line.slice(name!.length)}`,
        'none',
      ),
  },
  {
    label: '`npm run generate -- --no-build` (warm: every file found in the cache)',
    once: (side) => regenerate(side, CLEAN, 'none'),
  },
];

/** Text shown as written in markdown: its marks escaped. */
const markdownText = (text: string): string => text.replace(/[\\`*_[\]<>|]/g, '\\$&');

const sideOf = (name: string, dir: string): Side => ({ name, dir, ...generateCommand(dir) });

export async function generation(): Promise<Section> {
  const head = sideOf('HEAD', root);
  // Fills HEAD's generator cache and its code caches (a no-op for the files when an earlier run filled it).
  await regenerate(head, CLEAN, 'none');
  const baseline = await prepareBaseline();
  let base: Side | null = null;
  if ('dir' in baseline) {
    base = sideOf(BASELINE, baseline.dir);
    // Fills its generator cache and code caches; what it writes must be what the commit holds.
    await regenerate(base, CLEAN, 'any');
    const status = await gitStatus(base.dir);
    if (status)
      throw new Error(`${BASELINE}'s generator does not make what ${BASELINE} committed, in ${base.dir}:\n${status}`);
  }
  const sides = base ? [head, base] : [head];
  const runs = cases.map(() => sides.map(() => [] as Run[]));
  // Rounds alternate the case, and which side goes first.
  for (let r = 0; r < ROUNDS; r++)
    for (let i = 0; i < cases.length; i++) {
      const c = (r + i) % cases.length;
      for (let j = 0; j < sides.length; j++) {
        const s = (r + c + j) % sides.length;
        runs[c]![s]!.push(await cases[c]!.once(sides[s]!));
      }
    }
  const { times: breakdown, files } = await stages(head);
  const stat = (rs: Run[]) => ({
    wall: median(rs.map((x) => x.ms)) / 1000,
    cpu: median(rs.map((x) => x.cpu)),
    rss: Math.max(...rs.map((x) => x.rss)) / 1024 ** 2,
  });
  const stats = runs.map((bySide) => bySide.map(stat));
  const ms = (c: number, s: number) => runs[c]![s]!.map((x) => x.ms);
  const cpus = (c: number, s: number) => runs[c]![s]!.map((x) => x.cpu);
  const ratios = runs.map((_, c) =>
    base ? { wall: pairedRatio(ms(c, 0), ms(c, 1)), cpu: pairedRatio(cpus(c, 0), cpus(c, 1)) } : null,
  );
  const warmCold = pairedRatio(ms(3, 0), ms(0, 0));
  const headWall = (c: number) => stats[c]![0]!.wall;

  const versus = (what: string, c: number): Target => ({
    what: `${what}, wall time, HEAD / ${BASELINE} (same run, paired by round)`,
    target: `≤ 0.5× ${BASELINE}`,
    measured: ratios[c]
      ? `${fixed(ratios[c].wall)}×`
      : `not measured: ${'skipped' in baseline ? baseline.skipped : ''}`,
    met: ratios[c] ? ratios[c].wall <= 0.5 : false,
  });
  const targets: Target[] = [
    versus('full regeneration (cold, no cache, no dist build)', 0),
    versus('regeneration after a one-area spec edit that files show (cache warm)', 1),
    versus('regeneration after a one-area spec edit that no file shows (cache warm)', 2),
    {
      what: 'full regeneration (cold, no cache, no dist build), wall time',
      target: '≤ 6 s',
      measured: `${fixed(headWall(0))} s`,
      met: headWall(0) <= 6,
    },
    {
      what: 'regeneration after a one-area edit (the note case, cache warm), wall time',
      target: '≤ 1.0 s',
      measured: `${fixed(headWall(2))} s`,
      met: headWall(2) <= 1.0,
    },
  ];

  const sideHead = base ? ['HEAD', BASELINE, `HEAD / ${BASELINE}`] : ['HEAD'];
  const cell = (c: number, key: 'wall' | 'cpu' | 'rss', digits = 2) => stats[c]!.map((s) => fixed(s[key], digits));
  const rows = cases.map(({ label }, c) => [
    label,
    ...cell(c, 'wall').map((x) => `**${x}**`),
    ...(ratios[c] ? [`**${fixed(ratios[c].wall)}×**`] : []),
    ...cell(c, 'cpu'),
    ...(ratios[c] ? [`${fixed(ratios[c].cpu)}×`] : []),
    ...cell(c, 'rss', 0),
  ]);
  const baselineText =
    'dir' in baseline
      ? [
          `${BASELINE} is "${markdownText(baseline.subject)}" (${baseline.date}). It runs in a detached \`git worktree\` of that commit in`,
          `\`node_modules/.cache/teamcity-sdk-bench/${BASELINE}\` (${baseline.made ? 'made in this run' : 'made by an earlier run and reused'}), with its own node_modules from`,
          `\`npm ci --prefer-offline\` of its lockfile, and its generated/ as the commit holds it (its generator is run once before the rounds, and \`git status\` there is clean).`,
        ].join('\n')
      : `**${BASELINE} is not timed: ${baseline.skipped}.** Only HEAD runs; the targets against ${BASELINE} are not measured.`;
  const commands = sides.map((s) => `${s.name} \`${s.script}\``).join(', ');
  return {
    title: '4. Generation',
    targets,
    body: [
      `${files} files. Each run is a fresh process running what that checkout's \`npm run generate\` script runs (${commands}), without npm's own start-up, with the arguments shown; ${ROUNDS} rounds, each running every case on ${base ? 'both sides' : 'HEAD'}, alternating the case and which side goes first; medians shown, ratios are the median of the per-round ratios; peak RSS from \`/usr/bin/time -v\` (largest process of the run).`,
      '',
      baselineText,
      '',
      `Both sides' code caches (tsx's transform cache; HEAD's bundle of the generator, made by generator/run.mjs) are warm in every case: each side runs once before the rounds. Their generator caches (\`node_modules/.cache/teamcity-sdk-generator\` of each checkout) are as each case says: ignored when cold; after an edit, filled by the runs before it, and the edit's text is new each round so the files it changes are never in it (the edit is undone and the side regenerated after, not timed).`,
      '',
      table(
        [
          'case',
          ...sideHead.map((s) => `**wall s ${s}**`),
          ...sideHead.map((s) => `CPU s ${s}`),
          ...sides.map((s) => `peak RSS MiB ${s.name}`),
        ],
        rows,
      ),
      '',
      `HEAD's warm / cold wall time, paired by round: ${fixed(warmCold)}. A file is found in the cache by what it is made from (a page by its`,
      "template and data, a TypeScript file by its structures): the note is in no file's data, so after that edit prettier formats nothing and",
      'ts-morph is not loaded; the summary is shown, so that edit formats the files that show it again (the area module, its page, its rows of operations.ts).',
      '',
      "Where the time of HEAD's cold run goes (one more run of its command, with `--timings`: each stage as the generator reports it):",
      '',
      table(
        ['stage', 'ms'],
        breakdown.map(([stage, ms]) => [stage, ms.toFixed(0)]),
      ),
      '',
      [
        'ts-morph prints the emitted TypeScript; prettier formats every file on two worker threads, markdown (a page in pieces of about',
        '16,000 characters, cut at its `##` headings, code blocks left as written) on one and TypeScript and JSON on the other, each file handed',
        "to its thread as soon as it is made, so formatting overlaps the stages before it. HEAD's command runs the generator from one esbuild",
        "bundle of it (generator/run.mjs), with V8's interrupt budget raised for a process this short.",
        'The CPU column is the work done; when wall time is far above CPU time / cores, other load on the machine stretched it.',
      ].join('\n'),
    ].join('\n'),
  };
}
