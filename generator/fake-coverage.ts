// What the fake TeamCity (generated/src/testing) simulates, for its docs: read from the very tables its dispatcher
// reads (handlers/index.ts's `handlers` and `notSimulated`, hidden.ts's `hiddenRoutes`), imported. An operation is
// simulated when it has a handler; one with neither a handler nor a `notSimulated` entry (added to the spec since)
// answers 501 all the same, and `unhandled` names it for `npm run generate`'s warning.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NO_CACHE, type Cache } from './cache.js';
import type { Api, Operation } from './ir.js';
import { HAND } from './schema.js';

export interface FakeOperation {
  fn: string;
  route: string;
  simulated: boolean;
}

export interface FakeCoverage {
  areas: { name: string; simulated: number; notSimulated: number; operations: FakeOperation[] }[];
  hidden: { source: string; route: string; simulated: boolean }[];
  /** Operations the seed documents list (file-tree routes included), and how many of them are simulated. */
  seedTotal: number;
  seedSimulated: number;
  total: number;
  simulated: number;
  /** `area.operation` of every operation with neither a handler nor a `notSimulated` entry: it answers 501. */
  unhandled: string[];
}

/** What the handler tables say, as plain data (cached by the text of the fake's sources). */
interface Tables {
  handled: string[];
  notSimulated: string[];
  hidden: FakeCoverage['hidden'];
}

/** An operation of the seed documents: neither imported from a later definition (its note says so) nor added by hand. */
export const isSeed = (op: Operation) => op.from !== HAND && !/Imported from teamcity-swagger/.test(op.note ?? '');

/** Every source file of the fake (`dir` is its handlers/ folder), whose text decides what the tables hold. */
function sourcesOf(dir: string): string {
  const testing = join(dir, '..');
  return readdirSync(testing, { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.ts'))
    .sort()
    .map((p) => `${p}\0${readFileSync(join(testing, p), 'utf8')}`)
    .join('\0');
}

/** True in the bundle generator/run.mjs makes of the generator (esbuild defines it there). */
declare const GENERATOR_BUNDLE: boolean | undefined;

/**
 * A TypeScript module of the fake: imported as it is under tsx or vitest; from run.mjs's bundle, which node runs without
 * tsx, through tsx's API, which loads it and what it imports with tsx's loader.
 */
async function importSource(path: string): Promise<unknown> {
  const url = pathToFileURL(path).href;
  if (typeof GENERATOR_BUNDLE === 'undefined') return import(url);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(url, import.meta.url);
}

async function readTables(dir: string): Promise<Tables> {
  const [index, hidden] = await Promise.all([
    importSource(join(dir, 'index.ts')) as Promise<{
      handlers: object;
      notSimulated: ReadonlySet<string>;
    }>,
    importSource(join(dir, 'hidden.ts')) as Promise<{
      hiddenRoutes: readonly { source: string; method: string; path: string; handler?: unknown }[];
    }>,
  ]);
  return {
    handled: Object.keys(index.handlers),
    notSimulated: [...index.notSimulated],
    hidden: hidden.hiddenRoutes.map((h) => ({
      source: h.source,
      route: `${h.method} ${h.path}`,
      simulated: h.handler !== undefined,
    })),
  };
}

/**
 * What the fake simulates. Its tables are imported (the generator runs its TypeScript as tsx or vitest does) and kept
 * in the cache under the text of the fake's sources, so a spec edit imports nothing. Without a handlers/ folder (a
 * package under test) nothing is simulated.
 */
export async function fakeCoverage(api: Api, dir: string, cache: Cache = NO_CACHE): Promise<FakeCoverage> {
  let tables: Tables = { handled: [], notSimulated: [], hidden: [] };
  if (existsSync(join(dir, 'index.ts'))) {
    const key = sourcesOf(dir);
    const cached = cache.get('fake-coverage', key);
    tables = cached ? (JSON.parse(cached.toString()) as Tables) : await readTables(dir);
    if (!cached) cache.set('fake-coverage', key, JSON.stringify(tables));
  }
  const handled = new Set(tables.handled);
  const marked = new Set(tables.notSimulated);
  const areas = api.areas.map((area) => ({
    name: area.name,
    operations: area.operations.map((op) => {
      const id = `${area.name}.${op.name}`;
      return { id, fn: op.fn, route: `${op.method} ${op.path}`, seed: isSeed(op), simulated: handled.has(id) };
    }),
  }));
  const all = areas.flatMap((a) => a.operations);
  const seed = all.filter((o) => o.seed);
  return {
    areas: areas.map((a) => ({
      name: a.name,
      simulated: a.operations.filter((o) => o.simulated).length,
      notSimulated: a.operations.filter((o) => !o.simulated).length,
      operations: a.operations.map(({ fn, route, simulated }) => ({ fn, route, simulated })),
    })),
    hidden: tables.hidden,
    seedTotal: seed.length,
    seedSimulated: seed.filter((o) => o.simulated).length,
    total: all.length,
    simulated: all.filter((o) => o.simulated).length,
    unhandled: all.filter((o) => !o.simulated && !marked.has(o.id)).map((o) => o.id),
  };
}
