// The kit's README (generated/docs/testing.md) held to the code: its table of simulated and 501 operations, its
// figures, and its seed keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers } from '../generated/src/testing/handlers/index.js';

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

it('lists every operation once, as simulated when it has a handler and as 501 when it has none', () => {
  const table = new Map<string, { simulated: string[]; notSimulated: string[] }>();
  for (const line of doc.split('\n')) {
    const c = cells(line);
    if (c.length === 3 && operations.some((o) => o.area === c[0]))
      table.set(c[0]!, { simulated: names(c[1]!), notSimulated: names(c[2]!) });
  }
  const expected = new Map<string, { simulated: string[]; notSimulated: string[] }>();
  for (const o of operations) {
    const row = expected.get(o.area) ?? { simulated: [], notSimulated: [] };
    (handlers[o.id] ? row.simulated : row.notSimulated).push(o.fn);
    expected.set(o.area, row);
  }
  expect(Object.fromEntries(table)).toEqual(Object.fromEntries(expected));
});

it('states how many operations are simulated, of the seed routes and of all', () => {
  const seed = seedOperations();
  expect(seed.size).toBe(434);
  const simulated = operations.filter((o) => handlers[o.id]);
  const ofSeed = simulated.filter((o) => seed.has(o.id)).length;
  expect(doc.replace(/\s+/g, ' ')).toContain(
    `Simulated: ${ofSeed} of the ${seed.size} operations of the seed routes, ${simulated.length} of all ${operations.length} operations.`,
  );
});

it('names every seed key the kit takes', () => {
  const state = readFileSync(join(import.meta.dirname, '../templates/src/testing/model/state.ts'), 'utf8');
  const seedType = /export interface Seed \{([\s\S]*?)\n\}/.exec(state)![1]!;
  const keys = [...seedType.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1]!);
  const documented = new Set(doc.split('\n').flatMap((l) => [...(cells(l)[0] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]!)));
  expect(keys.filter((k) => !documented.has(k))).toEqual([]);
});
