// The kit's README (generated/docs/testing.md) held to the code: its table of simulated and 501 operations, its
// figures, and its seed keys.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { buildCli } from './helpers/cli.js';
import { typecheckAgainstPackage } from './helpers/package-tsc.js';
import { expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers } from '../generated/src/testing/handlers/index.js';
import { hiddenRoutes } from '../generated/src/testing/handlers/hidden.js';
import { startFakeTeamCity, type Seed } from '../generated/src/testing/index.js';

const doc = readFileSync(join(import.meta.dirname, '../generated/docs/testing.md'), 'utf8');
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
const names = (cell: string) => (cell === '-' ? [] : [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]!));

/**
 * Seed operation ids: all but those the spec marks as imported from TeamCity 2025.x or added by hand (file-tree routes
 * included).
 */
function seedOperations(): Set<string> {
  const imported = new Set<string>();
  for (const area of new Set(operations.map((o) => o.area))) {
    const spec = parse(readFileSync(join(import.meta.dirname, `../spec/areas/${area}.yaml`), 'utf8')) as {
      operations: { name: string; note?: string }[];
    };
    for (const op of spec.operations)
      if (/Imported from teamcity-swagger/.test(op.note ?? '')) imported.add(`${area}.${op.name}`);
  }
  return new Set(operations.filter((o) => o.from !== 'hand' && !imported.has(o.id)).map((o) => o.id));
}

/** The doc's per-area tables (`### area`, then `| `fn` | `route` | answer |` rows), by area. */
function areaTables(): Map<string, { simulated: string[]; notSimulated: string[] }> {
  const table = new Map<string, { simulated: string[]; notSimulated: string[] }>();
  let area: string | null = null;
  for (const line of doc.split('\n')) {
    const heading = /^### (\w+)$/.exec(line);
    if (heading) area = operations.some((o) => o.area === heading[1]) ? heading[1]! : null;
    else if (/^## /.test(line)) area = null;
    const c = cells(line);
    if (!area || c.length !== 3 || !/^`\w+`$/.test(c[0]!)) continue;
    const row = table.get(area) ?? { simulated: [], notSimulated: [] };
    (c[2] === 'simulated' ? row.simulated : row.notSimulated).push(names(c[0]!)[0]!);
    table.set(area, row);
  }
  return table;
}

it('lists every operation once, as simulated when it has a handler and as 501 when it has none', () => {
  const expected = new Map<string, { simulated: string[]; notSimulated: string[] }>();
  for (const o of operations) {
    const row = expected.get(o.area) ?? { simulated: [], notSimulated: [] };
    (handlers[o.id] ? row.simulated : row.notSimulated).push(o.fn);
    expected.set(o.area, row);
  }
  expect(Object.fromEntries(areaTables())).toEqual(Object.fromEntries(expected));
});

it("lists TeamCity's hidden routes the fake serves, as simulated or 501", () => {
  const rows = doc
    .split('\n')
    .map(cells)
    .filter((c) => c.length === 3 && /^`\w+Request\.\w+`$/.test(c[0]!))
    .map((c) => [c[0]!.slice(1, -1), c[1]!.slice(1, -1), c[2]]);
  expect(rows).toEqual(hiddenRoutes.map((h) => [h.source, `${h.method} ${h.path}`, h.handler ? 'simulated' : '501']));
});

// A screen: 180 columns, a wide terminal or a browser's reading width; the table that was one row per area had rows of
// thousands of characters.
it('keeps every table row narrower than a screen', () => {
  const wide = doc.split('\n').filter((l) => l.startsWith('|') && l.length > 180);
  expect(wide).toEqual([]);
});

it('states how many operations are simulated, of the seed routes and of all', () => {
  const seed = seedOperations();
  const simulated = operations.filter((o) => handlers[o.id]);
  const ofSeed = simulated.filter((o) => seed.has(o.id)).length;
  expect(doc.replace(/\s+/g, ' ')).toContain(
    `Simulated: ${ofSeed} of the ${seed.size} operations of the seed routes, ${simulated.length} of all ${operations.length} operations`,
  );
});

it('names every seed key the kit takes', () => {
  const state = readFileSync(join(import.meta.dirname, '../generated/src/testing/model/seed.ts'), 'utf8');
  const seedType = /export interface Seed \{([\s\S]*?)\n\}/.exec(state)![1]!;
  const keys = [...seedType.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1]!);
  const documented = new Set(
    doc.split('\n').flatMap((l) => [...(cells(l)[0] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]!)),
  );
  expect(keys.filter((k) => !documented.has(k))).toEqual([]);
});

it('has examples that compile against the built package, as a user’s tests import it', async () => {
  const blocks = [...doc.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  const files = Object.fromEntries(blocks.map((code, i) => [`example${i + 1}.ts`, `${code}\nexport {};\n`]));
  const out = await typecheckAgainstPackage('testing-doc-examples', files);
  expect(out).toBe('');
}, 300_000);

/**
 * Runs each example that starts the fake, as a user would (bundled from the package's sources, `vitest`'s hooks run
 * when the example ends), and holds what it prints to the comments beside its `console.log` lines.
 */
it('runs the examples that talk to the fake, and they print what their comments say', async () => {
  const blocks = [...doc.matchAll(/^```ts\n([\s\S]*?)^```/gm)]
    .map((m) => m[1]!)
    .filter((b) => /startFakeTeamCity/.test(b));
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  const dir = mkdtempSync(join(tmpdir(), 'tc-doc-run-'));
  const src = join(import.meta.dirname, '../generated/src');
  const packages: Record<string, string> = {
    'teamcity-sdk': join(src, 'index.ts'),
    'teamcity-sdk/tasks': join(src, 'tasks/index.ts'),
    'teamcity-sdk/testing': join(src, 'testing/index.ts'),
    vitest: join(dir, 'vitest-hooks.ts'),
  };
  // What a test file's hooks do, in the order vitest runs them once the (one) test is over.
  writeFileSync(
    packages.vitest!,
    [
      'const each: (() => unknown)[] = [];',
      'const all: (() => unknown)[] = [];',
      'export const afterEach = (fn: () => unknown) => void each.push(fn);',
      'export const afterAll = (fn: () => unknown) => void all.push(fn);',
      'export async function runHooks() { for (const fn of [...each, ...all]) await fn(); }',
    ].join('\n'),
  );
  try {
    for (const [i, code] of blocks.entries()) {
      const expected = code.split('\n').flatMap((l) => /console\.log\(.*\); \/\/ (.*)$/.exec(l)?.slice(1) ?? []);
      expect(expected.length, `example ${i + 1} says what it prints`).toBeGreaterThan(0);
      writeFileSync(join(dir, `example${i}.ts`), code);
      writeFileSync(
        join(dir, `entry${i}.ts`),
        `import './example${i}.ts';\nimport { runHooks } from 'vitest';\nawait runHooks();\n`,
      );
      const outfile = join(dir, `example${i}.mjs`);
      await build({
        entryPoints: [join(dir, `entry${i}.ts`)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        conditions: ['teamcity-sdk-source'],
        outfile,
        logLevel: 'warning',
        plugins: [
          {
            name: 'package-by-name',
            setup: (b) =>
              b.onResolve({ filter: /^(teamcity-sdk(\/\w+)?|vitest)$/ }, (a) => ({ path: packages[a.path]! })),
          },
        ],
      });
      const run = spawnSync(process.execPath, [outfile], { encoding: 'utf8', timeout: 60_000 });
      expect({
        example: i + 1,
        status: run.status,
        stderr: run.stderr,
        printed: run.stdout.trimEnd().split('\n'),
      }).toEqual({
        example: i + 1,
        status: 0,
        stderr: '',
        printed: expected,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

/**
 * A folder as a reader's project has it after `npm install --save-dev teamcity-sdk`: `node_modules/.bin/teamcity-sdk`
 * (here a link to the bin built from this checkout, which starts with `#!/usr/bin/env node`, as npm links the
 * package's), and the doc's own seed.json; each example is copied into it verbatim.
 */
async function localInstall(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const bin = await buildCli();
  expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
  chmodSync(bin, 0o755);
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync(bin, join(dir, 'node_modules/.bin/teamcity-sdk'));
  writeFileSync(join(dir, 'seed.json'), example('json'));
  return dir;
}
const example = (language: string) => new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'm').exec(doc)![1]!;

// The standalone server's Python example, run as its reader would run it: pytest, in a local install.
const pytest = spawnSync('python3', ['-c', 'import pytest, requests'], { timeout: 15_000 }).status === 0;
it.skipIf(!pytest)(
  pytest
    ? 'runs the Python example with pytest against `teamcity-sdk fake`'
    : 'runs the Python example: skipped, no python3 with pytest and requests',
  async () => {
    const dir = await localInstall('tc-doc-py-');
    try {
      writeFileSync(join(dir, 'test_teamcity.py'), example('python'));
      const run = spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'test_teamcity.py'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
      });
      // Every test of the example, and no error (a teardown that fails is one).
      const tests = example('python').match(/^def test_/gm)!.length;
      expect([run.status, /(\d+) passed/.exec(run.stdout)?.[1]], run.stdout + run.stderr).toEqual([0, String(tests)]);
      expect(run.stdout).not.toMatch(/\berror/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  90_000,
);

// The Java example, run as `java Example.java` (single-file source launch, Java 11+; the example needs 17).
const java = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
const javaVersion = Number(/version "(\d+)/.exec(java.stderr ?? '')?.[1] ?? 0);
it.skipIf(javaVersion < 17)(
  javaVersion >= 17
    ? 'runs the Java example against `teamcity-sdk fake`'
    : 'runs the Java example: skipped, no java 17 or later',
  async () => {
    const dir = await localInstall('tc-doc-java-');
    try {
      writeFileSync(join(dir, 'Example.java'), example('java'));
      const run = spawnSync('java', ['Example.java'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      expect([run.status, run.stdout], run.stderr).toEqual([0, 'ok\n']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  90_000,
);

// The shell recipe that drives an agent-less build with curl, against the fake at the port it names.
const curl = spawnSync('curl', ['--version'], { timeout: 15_000 }).status === 0;
it.skipIf(!curl)(
  curl
    ? 'runs the agent-less shell recipe with curl: the build ends FAILURE'
    : 'runs the shell recipe: skipped, no curl',
  async () => {
    // The recipe drives a build configuration no build script runs.
    const { buildScripts: _, ...seed } = JSON.parse(example('json')) as Seed;
    const tc = await startFakeTeamCity({ seed });
    try {
      const recipe = example('sh').replaceAll('http://127.0.0.1:8111', tc.url);
      // Not spawnSync: the fake serves from this process.
      const { stdout } = await promisify(execFile)('bash', ['-e', '-c', recipe], { timeout: 30_000 });
      expect(stdout).toMatch(/^\d{8}T\d{6}\+0000FAILURE$/);
      expect(tc.state.builds.queued()).toEqual([]);
    } finally {
      await tc.close();
    }
  },
  60_000,
);
