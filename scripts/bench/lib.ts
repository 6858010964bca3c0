// Shared by the benchmarks: interleaved rounds, medians, child processes, and the built package.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What one workload run (workload.ts) prints as its last line. */
export interface WorkloadResult {
  ms: number;
  /** Bytes streamed or builds seen. */
  units: number;
  pages: number;
  rssBefore: number;
  rssPeak: number;
}

export const root = join(import.meta.dirname, '../..');
export const pkgDir = join(root, 'generated');

/** The built package (generated/dist/esm), typed by its source. */
export async function loadSdk(): Promise<typeof import('../../generated/src/index.js')> {
  const entry = join(pkgDir, 'dist/esm/index.js');
  if (!existsSync(entry)) throw new Error('generated/dist is missing: run npm run generate first');
  return import(pathToFileURL(entry).href) as Promise<typeof import('../../generated/src/index.js')>;
}

/** One area module of the built package, as a user imports `teamcity-sdk/<area>`. */
export async function loadArea(area: 'builds'): Promise<typeof import('../../generated/src/areas/builds.js')> {
  return import(pathToFileURL(join(pkgDir, `dist/esm/areas/${area}.js`)).href) as Promise<
    typeof import('../../generated/src/areas/builds.js')
  >;
}

export interface Case {
  name: string;
  /** One timed batch. */
  run: () => Promise<void>;
}

export interface Rounds {
  warmup: number;
  rounds: number;
  /** Stop starting rounds after this long, even when fewer than `rounds` ran. */
  budgetMs: number;
}

/** Runs every case once per round, rotating who goes first, and returns each case's batch times in ms. */
export async function interleave(cases: Case[], { warmup, rounds, budgetMs }: Rounds): Promise<Map<string, number[]>> {
  for (let i = 0; i < warmup; i++) for (const c of cases) await c.run();
  const times = new Map(cases.map((c) => [c.name, [] as number[]]));
  const started = performance.now();
  for (let r = 0; r < rounds && performance.now() - started < budgetMs; r++) {
    for (let i = 0; i < cases.length; i++) {
      const c = cases[(r + i) % cases.length]!;
      const t = performance.now();
      await c.run();
      times.get(c.name)!.push(performance.now() - t);
    }
  }
  return times;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median of the per-round ratios a[i] / b[i]: rounds run back to back, so load drift cancels out. */
/** The q-quantile of xs (nearest rank). */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export const pairedRatio = (a: readonly number[], b: readonly number[]): number => median(a.map((x, i) => x / b[i]!));

export const fixed = (x: number, digits = 2): string => x.toFixed(digits);
export const kib = (bytes: number): string => (bytes / 1024).toFixed(2);
export const mib = (bytes: number): string => (bytes / 1024 ** 2).toFixed(1);

/** A markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const align = head.map((_, i) => (i === 0 ? '---' : '---:'));
  return [line(head), line(align), ...rows.map(line)].join('\n');
}

export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command to completion, killing it after timeoutMs. */
export function run(cmd: string, args: string[], timeoutMs: number, cwd = root): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/** Runs a TypeScript file under tsx in a fresh node process. */
export const runTs = (file: string, args: string[], timeoutMs: number): Promise<ChildResult> =>
  run(process.execPath, ['--import', 'tsx', file, ...args], timeoutMs);

/** Runs workload.ts in a fresh process per run, alternating clients round by round; results per client. */
async function workloadRounds(
  kind: 'stream' | 'paginate',
  clients: string[],
  baseUrl: string,
  { rounds, budgetMs }: Omit<Rounds, 'warmup'>,
): Promise<Map<string, WorkloadResult[]>> {
  const results = new Map(clients.map((c) => [c, [] as WorkloadResult[]]));
  const started = performance.now();
  for (let r = 0; r < rounds && performance.now() - started < budgetMs; r++) {
    for (let i = 0; i < clients.length; i++) {
      const client = clients[(r + i) % clients.length]!;
      const out = await runTs(join(import.meta.dirname, 'workload.ts'), [kind, client, baseUrl], 120_000);
      if (out.code !== 0) throw new Error(`workload ${kind} ${client} failed (${out.code}): ${out.stderr}`);
      results.get(client)!.push(JSON.parse(out.stdout.trim().split('\n').at(-1)!) as WorkloadResult);
    }
  }
  return results;
}

/** A client's runs of one workload: units per second and RSS growth (medians), worst growth, times for pairing. */
function workloadStats(results: Map<string, WorkloadResult[]>, client: string, expectedUnits: number) {
  const runs = results.get(client)!;
  for (const r of runs)
    if (r.units !== expectedUnits) throw new Error(`${client} got ${r.units} units, not ${expectedUnits}`);
  return {
    perSecond: median(runs.map((r) => r.units / (r.ms / 1000))),
    growth: median(runs.map((r) => r.rssPeak - r.rssBefore)),
    worstGrowth: Math.max(...runs.map((r) => r.rssPeak - r.rssBefore)),
    pages: runs[0]!.pages,
    ms: runs.map((r) => r.ms),
    runs: runs.length,
  };
}

/** The workload through the SDK and through raw fetch, 5 fresh processes each; throughput ratio paired by round. */
export async function sdkVersusRaw(kind: 'stream' | 'paginate', baseUrl: string, expectedUnits: number) {
  const results = await workloadRounds(kind, ['raw', 'sdk'], baseUrl, { rounds: 5, budgetMs: 90_000 });
  const raw = workloadStats(results, 'raw', expectedUnits);
  const sdk = workloadStats(results, 'sdk', expectedUnits);
  // Throughput ratio = inverse time ratio.
  return { raw, sdk, ratio: 1 / pairedRatio(sdk.ms, raw.ms) };
}
