// The kit's README (generated/docs/testing.md) held to the code: its table of simulated and 501 operations, its
// figures, and its seed keys.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers } from '../generated/src/testing/handlers/index.js';
import { hiddenRoutes } from '../generated/src/testing/handlers/hidden.js';

const doc = readFileSync(join(import.meta.dirname, '../generated/docs/testing.md'), 'utf8');
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
const names = (cell: string) => (cell === '-' ? [] : [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]!));

/** Seed operation ids: all but those the spec marks as imported from TeamCity 2025.x (file-tree routes included). */
function seedOperations(): Set<string> {
  const imported = new Set<string>();
  for (const area of new Set(operations.map((o) => o.area))) {
    const spec = parse(readFileSync(join(import.meta.dirname, `../spec/areas/${area}.yaml`), 'utf8')) as {
      operations: { name: string; note?: string }[];
    };
    for (const op of spec.operations)
      if (/Imported from teamcity-swagger/.test(op.note ?? '')) imported.add(`${area}.${op.name}`);
  }
  return new Set(operations.map((o) => o.id).filter((id) => !imported.has(id)));
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
  expect(seed.size).toBe(434);
  const simulated = operations.filter((o) => handlers[o.id]);
  const ofSeed = simulated.filter((o) => seed.has(o.id)).length;
  expect(doc.replace(/\s+/g, ' ')).toContain(
    `Simulated: ${ofSeed} of the ${seed.size} operations of the seed routes, ${simulated.length} of all ${operations.length} operations`,
  );
});

it('names every seed key the kit takes', () => {
  const state = readFileSync(join(import.meta.dirname, '../templates/src/testing/model/state.ts'), 'utf8');
  const seedType = /export interface Seed \{([\s\S]*?)\n\}/.exec(state)![1]!;
  const keys = [...seedType.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1]!);
  const documented = new Set(
    doc.split('\n').flatMap((l) => [...(cells(l)[0] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]!)),
  );
  expect(keys.filter((k) => !documented.has(k))).toEqual([]);
});

it('has examples that compile against the built package, as a user’s tests import it', () => {
  const blocks = [...doc.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  // Under node_modules so that @types/node and vitest resolve from the repository; the package is linked in by name.
  const dir = join(import.meta.dirname, '../node_modules/.cache/testing-doc-examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(join(import.meta.dirname, '../generated'), join(dir, 'node_modules/teamcity-sdk'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const files = blocks.map((code, i) => {
    writeFileSync(join(dir, `example${i + 1}.ts`), `${code}\nexport {};\n`);
    return `example${i + 1}.ts`;
  });
  const compilerOptions = {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['es2022', 'dom'],
    types: ['node'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
  let out = '';
  try {
    execFileSync(
      process.execPath,
      [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
      {
        encoding: 'utf8',
      },
    );
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  expect(out).toBe('');
}, 60_000);
