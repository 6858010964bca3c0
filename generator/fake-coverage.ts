// What the fake TeamCity (templates/src/testing) simulates, read from its handler modules for its docs: each area's
// `notSimulated` list (every other operation has a handler: test/fake-server-routes.test.ts) and the hidden TeamCity
// methods of handlers/hidden.ts. Read as syntax with ts-morph, since those modules import the generated table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Node, type Project, type ArrayLiteralExpression, type SourceFile } from 'ts-morph';
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

export function fakeCoverage(api: Api, templatesDir: string, project: Project): FakeCoverage {
  const dir = join(templatesDir, 'src/testing/handlers');
  const load = (name: string) =>
    project.createSourceFile(`/fake/${name}`, readFileSync(join(dir, name), 'utf8'), { overwrite: true });
  const areas = api.areas.map((area) => {
    // An area without a handler module (a spec under test) has every operation answer 501.
    if (!existsSync(join(dir, `${area.name}.ts`)))
      return { name: area.name, operations: area.operations.map((op) => ({ ...row(op), simulated: false })) };
    const file = load(`${area.name}.ts`);
    const off = new Set(strings(arrayOf(file, `${area.name}Area`, 'notSimulated'), `${area.name}.ts notSimulated`));
    const operations = area.operations.map((op) => ({ ...row(op), simulated: !off.has(`${area.name}.${op.name}`) }));
    project.removeSourceFile(file);
    return { name: area.name, operations };
  });
  const file = load('hidden.ts');
  const hidden = [
    ...arrayOf(file, 'hiddenRoutes', null)
      .getElements()
      .filter(Node.isObjectLiteralExpression)
      .map((o) => {
        const prop = (name: string) => {
          const p = o.getPropertyOrThrow(name);
          const v = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
          if (!Node.isStringLiteral(v)) throw new Error(`hidden.ts: ${name} must be a string literal`);
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
  project.removeSourceFile(file);
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
