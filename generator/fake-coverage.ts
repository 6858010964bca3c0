// What the fake TeamCity (generated/src/testing) simulates, read from its handler modules for its docs: each area's
// `notSimulated` list (every other operation has a handler: test/fake-server-routes.test.ts) and the hidden TeamCity
// methods of handlers/hidden.ts. Read as syntax with ts-morph, since those modules import the generated table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Node, Project, type ArrayLiteralExpression, type SourceFile } from 'ts-morph';
import { NO_CACHE, type Cache } from './cache.js';
import type { Api, Operation } from './ir.js';

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
}

const strings = (array: ArrayLiteralExpression, where: string): string[] =>
  array.getElements().map((e) => {
    if (!Node.isStringLiteral(e)) throw new Error(`${where}: expected string literals only, found ${e.getText()}`);
    return e.getLiteralValue();
  });

function arrayOf(file: SourceFile, variable: string, property: string | null): ArrayLiteralExpression {
  const init = file.getVariableDeclarationOrThrow(variable).getInitializerOrThrow();
  const target = property === null ? init : Node.isObjectLiteralExpression(init) ? init.getPropertyOrThrow(property) : null;
  const array = target && Node.isPropertyAssignment(target) ? target.getInitializerOrThrow() : target;
  if (!array || !Node.isArrayLiteralExpression(array)) throw new Error(`${file.getBaseName()}: ${variable} is not an array literal`);
  return array;
}

const row = (op: Operation) => ({
  fn: op.fn,
  route: `${op.method} ${op.path}`,
  seed: !/Imported from teamcity-swagger/.test(op.note ?? ''),
});

/** What one handler module says, read as syntax: an area's `notSimulated` ids, or hidden.ts's routes. */
type Read = string[] | FakeCoverage['hidden'];

function readModule(file: SourceFile, name: string): Read {
  if (name !== 'hidden.ts') {
    const area = name.slice(0, -'.ts'.length);
    return strings(arrayOf(file, `${area}Area`, 'notSimulated'), `${name} notSimulated`);
  }
  return [
    ...arrayOf(file, 'hiddenRoutes', null)
      .getElements()
      .filter(Node.isObjectLiteralExpression)
      .map((o) => {
        const prop = (key: string) => {
          const p = o.getPropertyOrThrow(key);
          const v = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
          if (!Node.isStringLiteral(v)) throw new Error(`hidden.ts: ${key} must be a string literal`);
          return v.getLiteralValue();
        };
        return { source: prop('source'), route: `${prop('method')} ${prop('path')}`, simulated: true };
      }),
    ...arrayOf(file, 'NOT_SIMULATED', null)
      .getElements()
      .map((t) => {
        if (!Node.isArrayLiteralExpression(t)) throw new Error('hidden.ts: NOT_SIMULATED holds [source, method, path]');
        const [source, method, path] = strings(t, 'hidden.ts NOT_SIMULATED');
        return { source: source!, route: `${method} ${path}`, simulated: false };
      }),
  ];
}

/** What the fake simulates. A module read before (same text) is taken from the cache, so an edit parses only itself. */
export function fakeCoverage(api: Api, dir: string, cache: Cache = NO_CACHE): FakeCoverage {
  let project: Project | undefined;
  const load = (name: string): Read => {
    const text = readFileSync(join(dir, name), 'utf8');
    const key = `${name}\0${text}`;
    const cached = cache.get('fake-coverage', key);
    if (cached) return JSON.parse(cached.toString()) as Read;
    project ??= new Project({ useInMemoryFileSystem: true });
    const file = project.createSourceFile(`/fake/${name}`, text, { overwrite: true });
    const read = readModule(file, name);
    project.removeSourceFile(file);
    cache.set('fake-coverage', key, JSON.stringify(read));
    return read;
  };
  const areas = api.areas.map((area) => {
    // An area without a handler module (a spec under test) has every operation answer 501.
    if (!existsSync(join(dir, `${area.name}.ts`)))
      return { name: area.name, operations: area.operations.map((op) => ({ ...row(op), simulated: false })) };
    const off = new Set(load(`${area.name}.ts`) as string[]);
    return { name: area.name, operations: area.operations.map((op) => ({ ...row(op), simulated: !off.has(`${area.name}.${op.name}`) })) };
  });
  const hidden = load('hidden.ts') as FakeCoverage['hidden'];
  const all = areas.flatMap((a) => a.operations);
  const seed = all.filter((o) => o.seed);
  return {
    areas: areas.map((a) => ({
      name: a.name,
      simulated: a.operations.filter((o) => o.simulated).length,
      notSimulated: a.operations.filter((o) => !o.simulated).length,
      operations: a.operations.map(({ fn, route, simulated }) => ({ fn, route, simulated })),
    })),
    hidden,
    seedTotal: seed.length,
    seedSimulated: seed.filter((o) => o.simulated).length,
    total: all.length,
    simulated: all.filter((o) => o.simulated).length,
  };
}
