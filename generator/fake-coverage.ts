// What the fake TeamCity (generated/src/testing) simulates, for its docs: read from the very tables its dispatcher
// reads (handlers/index.ts's `handlers` and `notSimulated`, hidden.ts's `hiddenRoutes`), imported. An operation is
// simulated when it has a handler; one with neither a handler nor a `notSimulated` entry (added to the spec since)
// answers 501 all the same, and `unhandled` names it for `npm run generate`'s warning.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NO_CACHE, type Cache } from './cache.js';
import type { BuildOptions } from 'esbuild';
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

/** In the bundle generator/run.mjs makes of the generator, the esbuild options it was made with (defined there). */
declare const GENERATOR_BUNDLE: BuildOptions | undefined;

interface TableModules {
  handlers: object;
  notSimulated: ReadonlySet<string>;
  hiddenRoutes: readonly { source: string; method: string; path: string; handler?: unknown }[];
}

/** Where the fake's tables are bundled for run.mjs's runs: in the checkout, so that what they import resolves. */
const BUNDLED = fileURLToPath(new URL('../node_modules/.cache/teamcity-sdk-generator-run/fake/', import.meta.url));
/** A bundle of the tables as they were an hour ago or earlier is removed when another is made. */
const STALE_MS = 3_600_000;

/**
 * The fake's tables, imported: as they are under tsx or vitest. Node runs run.mjs's bundle without tsx, so there
 * esbuild bundles the two modules and all they import into one file named by its text, imported from there (tsx's API
 * took a second of a cold run for the same): a file whose text changed is a new module.
 */
async function importTables(dir: string): Promise<TableModules> {
  const [index, hidden] = [join(dir, 'index.ts'), join(dir, 'hidden.ts')];
  if (typeof GENERATOR_BUNDLE === 'undefined') {
    const modules = await Promise.all([import(pathToFileURL(index).href), import(pathToFileURL(hidden).href)]);
    return Object.assign({}, ...modules) as TableModules;
  }
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    ...GENERATOR_BUNDLE,
    stdin: {
      contents: [
        `export { handlers, notSimulated } from ${JSON.stringify(index)};`,
        `export { hiddenRoutes } from ${JSON.stringify(hidden)};`,
      ].join('\n'),
      resolveDir: dir,
      loader: 'ts',
    },
    write: false,
    logLevel: 'warning',
  });
  const code = outputFiles[0]!.contents;
  const file = join(BUNDLED, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  mkdirSync(BUNDLED, { recursive: true });
  for (const old of readdirSync(BUNDLED).map((name) => join(BUNDLED, name)))
    if (old !== file && statSync(old).mtimeMs < Date.now() - STALE_MS) rmSync(old, { force: true });
  // Written aside and renamed: a run that imports the same file meanwhile never reads part of it.
  writeFileSync(`${file}.${process.pid}`, code);
  renameSync(`${file}.${process.pid}`, file);
  return (await import(pathToFileURL(file).href)) as TableModules;
}

async function readTables(dir: string): Promise<Tables> {
  const { handlers, notSimulated, hiddenRoutes } = await importTables(dir);
  return {
    handled: Object.keys(handlers),
    notSimulated: [...notSimulated],
    hidden: hiddenRoutes.map((h) => ({
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
