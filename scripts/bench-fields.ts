// Type-check cost of typed `fields` selections: tsc's check time for 20 client calls with typed selections, next
// to the same 20 calls with fields strings and to no calls, against the built declarations (generated/dist).
// Run `npm run generate` first. Prints the best of RUNS runs of each (the machine's load only adds time), with tsc's
// instantiation and type counts (exact, where the time has 0.01 s steps), and the same at 100 calls.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 5;
const CALLS = [20, 100];
const root = join(import.meta.dirname, '..');
const index = join(root, 'generated/dist/esm/index.js');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** [call, typed selection, the same selection as a string]: one per area, spread over big and small models. */
const CASES: [string, string, string][] = [
  ["builds.serveAllBuilds({ locator: 'count:1', fields: F })", '{ count: true, nextHref: true, build: { id: true, number: true, buildType: { id: true, name: true } } }', "'count,nextHref,build(id,number,buildType(id,name))'"],
  ["builds.serveBuild({ buildLocator: 'id:1', fields: F })", "{ id: true, state: true, 'running-info': { percentageComplete: true } }", "'id,state,running-info(percentageComplete)'"],
  ["buildTypes.serveBuildTypeXml({ btLocator: 'x', fields: F })", "{ id: true, builds: { $locator: 'count:1', build: { number: true } } }", "'id,builds($locator(count:1),build(number))'"],
  ["projects.serveProject({ projectLocator: 'x', fields: F })", '{ id: true, name: true, buildTypes: { buildType: { id: true } } }', "'id,name,buildTypes(buildType(id))'"],
  ['users.serveUsers({ fields: F })', '{ count: true, user: { id: true, username: true } }', "'count,user(id,username)'"],
  ['agents.serveAgents({ fields: F })', '{ count: true, agent: { id: true, name: true, pool: { name: true } } }', "'count,agent(id,name,pool(name))'"],
  ['changes.serveChanges({ fields: F })', '{ change: { id: true, version: true, user: { name: true } } }', "'change(id,version,user(name))'"],
  ['vcsRoots.serveRoots({ fields: F })', "{ 'vcs-root': { id: true, name: true } }", "'vcs-root(id,name)'"],
  ['buildQueue.getBuilds({ fields: F })', '{ build: { id: true, state: true, waitReason: true } }', "'build(id,state,waitReason)'"],
  ['investigations.getInvestigations({ fields: F })', '{ investigation: { id: true, state: true } }', "'investigation(id,state)'"],
];

function source(kind: 'typed' | 'string' | 'none', calls: number): string {
  const lines = [`import { createClient } from ${JSON.stringify(index)};`, "const tc = createClient({ baseUrl: 'x', auth: { guest: true } });", 'export async function run(): Promise<void> {'];
  for (let i = 0; kind !== 'none' && i < calls; i++) {
    const [call, typed, text] = CASES[i % CASES.length]!;
    lines.push(`  const r${i} = await tc.${call.replace('F', kind === 'typed' ? typed : text)};`, `  void r${i};`);
  }
  return [...lines, '}'].join('\n') + '\n';
}

interface Check {
  seconds: number;
  instantiations: number;
  types: number;
}

function check(dir: string): Check {
  const out = execFileSync(process.execPath, [tsc, '-p', dir, '--extendedDiagnostics'], { encoding: 'utf8' });
  const count = (name: string) => Number(new RegExp(`${name}:\\s+([\\d.]+)`).exec(out)![1]);
  return { seconds: count('Check time'), instantiations: count('Instantiations'), types: count('Types') };
}

if (!existsSync(index)) {
  console.error('generated/dist is missing: run npm run generate first.');
  process.exit(1);
}
const compilerOptions = { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, exactOptionalPropertyTypes: true, noEmit: true, skipLibCheck: true, types: [] };
for (const calls of CALLS) {
  const results: Record<string, Check> = {};
  for (const kind of ['none', 'string', 'typed'] as const) {
    if (kind === 'none' && calls !== CALLS[0]) continue;
    const dir = mkdtempSync(join(tmpdir(), `tc-bench-fields-${kind}-`));
    writeFileSync(join(dir, 'calls.ts'), source(kind, calls));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['calls.ts'] }));
    const runs = Array.from({ length: RUNS }, () => check(dir));
    results[kind] = { ...runs[0]!, seconds: Math.min(...runs.map((r) => r.seconds)) };
    rmSync(dir, { recursive: true, force: true });
  }
  const line = (label: string, r: Check) =>
    `  ${label.padEnd(24)} ${r.seconds.toFixed(2)} s  ${String(r.instantiations).padStart(6)} instantiations  ${String(r.types).padStart(5)} types`;
  console.log(`tsc check time, best of ${RUNS} (${calls} calls):`);
  if (results.none) console.log(line('no calls:', results.none));
  console.log(line('fields strings:', results.string!));
  console.log(line('typed fields selections:', results.typed!));
  const ratio = results.typed!.seconds / results.string!.seconds;
  console.log(`  typed / strings: ${ratio.toFixed(1)}x${calls === CALLS[0] ? ' (target at most 2x)' : ''}`);
}
