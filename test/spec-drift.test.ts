// npm run spec:drift against the TeamCity definitions in ../shared/reference. The expected figures are worked out
// here from the definition and generated/operations.json (and the model wire names in spec/models), not by the tool.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readDefinition } from '../scripts/spec/definition.js';
import { computeDrift, type DriftReport } from '../scripts/spec/drift.js';
import { buildIr } from '../generator/generate.js';

const root = resolve(import.meta.dirname, '..');
const reference = resolve(root, '../shared/reference');
const DEFINITIONS = [
  'teamcity-swagger-2018.1-dohq.json',
  'teamcity-swagger-2023.11.json',
  'teamcity-swagger-2025.x.json',
];

interface Param {
  name: string;
  in: string;
  type?: string;
  schema?: { $ref?: string; type?: string };
}
interface SwaggerOp {
  operationId: string;
  parameters?: Param[];
  produces?: string[];
  consumes?: string[];
  responses: Record<string, { schema?: { $ref?: string; type?: string } }>;
}
interface Op {
  area: string;
  name: string;
  method: string;
  path: string;
  query: { wire: string; type: string }[];
  body?: { type: string; mediaType: string };
  returns: { type: string; kind: string; mediaType: string };
}

const ops = JSON.parse(readFileSync(join(root, 'generated/operations.json'), 'utf8')) as Op[];
const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
const wireOf = new Map(
  readdirSync(join(root, 'spec/models')).flatMap((f) =>
    (
      parse(readFileSync(join(root, 'spec/models', f), 'utf8')) as { models: { name: string; wire: string }[] }
    ).models.map((m) => [m.name, m.wire.toLowerCase()] as const),
  ),
);

/** The figures, worked out from the two sides directly. */
function expected(file: string) {
  const paths = (JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, SwaggerOp>> }).paths;
  const server = new Map<string, SwaggerOp>();
  for (const [p, item] of Object.entries(paths)) {
    for (const [m, op] of Object.entries(item)) if (!server.has(shape(m, p))) server.set(shape(m, p), op);
  }
  const client = new Map(ops.map((o) => [shape(o.method, o.path), o]));
  const both = ops.filter((o) => server.has(shape(o.method, o.path)));
  const queryDiffs = both.flatMap((o) => {
    const theirs = (server.get(shape(o.method, o.path))!.parameters ?? []).filter((p) => p.in === 'query');
    const typeOf = (p: Param) =>
      ({ boolean: 'boolean', integer: 'integer', array: 'string[]' })[p.type ?? ''] ?? 'string';
    const lines = new Set<string>();
    for (const q of o.query) {
      const t = theirs.find((p) => p.name === q.wire);
      if (!t || typeOf(t) !== q.type) lines.add(`${o.area}.${o.name} ${q.wire} ${q.type} ${t ? typeOf(t) : null}`);
    }
    for (const t of theirs)
      if (!o.query.some((q) => q.wire === t.name)) lines.add(`${o.area}.${o.name} ${t.name} null ${typeOf(t)}`);
    return [...lines];
  });
  // JSON results whose model is another definition than the one the server names.
  const modelResults = both.filter((o) => {
    const ref = (server.get(shape(o.method, o.path))!.responses['200'] ?? {}).schema?.$ref;
    return (
      o.returns.kind === 'json' &&
      ref !== undefined &&
      ref.replace('#/definitions/', '').toLowerCase() !== wireOf.get(o.returns.type)
    );
  });
  return {
    serverOnly: [...server.keys()].filter((k) => !client.has(k)).sort(),
    specOnly: [...client.keys()].filter((k) => !server.has(k)).sort(),
    common: both.length,
    queryDiffs: queryDiffs.sort(),
    modelResults: modelResults.map((o) => `${o.area}.${o.name}`).sort(),
  };
}

function figures(r: DriftReport) {
  const queries = r.differences.filter((d) => d.kind === 'query');
  return {
    serverOnly: r.serverOnly.map((s) => shape(s.method, s.path)).sort(),
    specOnly: r.specOnly.map((s) => shape(s.method, s.path)).sort(),
    common: r.counts.common,
    queryDiffs: queries.map((d) => `${d.operation} ${d.name} ${d.client} ${d.server}`).sort(),
    modelResults: r.differences
      .filter((d) => d.kind === 'result' && d.client?.startsWith('json ') && d.server?.startsWith('json '))
      .map((d) => d.operation)
      .sort(),
  };
}

const present = DEFINITIONS.filter((f) => existsSync(join(reference, f)));
for (const f of DEFINITIONS.filter((f) => !present.includes(f)))
  console.warn(`spec-drift: ${f} is absent from ${reference}; skipped`);

describe.skipIf(present.length === 0)('spec:drift against the reference definitions', () => {
  const api = buildIr({ root, spec: join(root, 'spec') }, { words: 'optional' });

  it.each(present)('%s: routes on one side only, query inputs and model results that differ', async (f) => {
    const report = computeDrift(await readDefinition(join(reference, f)), api);
    const want = expected(join(reference, f));
    expect(figures(report)).toEqual(want);
    expect(report.counts).toMatchObject({
      serverOnly: want.serverOnly.length,
      specOnly: want.specOnly.length,
      specRoutes: ops.length,
    });
  });

  it.skipIf(!present.includes('teamcity-swagger-2025.x.json'))(
    '2025.x: the spec has every route; the 106 it has beyond are all seed routes',
    async () => {
      const report = computeDrift(await readDefinition(join(reference, 'teamcity-swagger-2025.x.json')), api);
      const seeds = new Set(
        api.areas.flatMap((a) =>
          a.operations.filter((o) => !o.note?.startsWith('Imported from')).map((o) => `${o.area}.${o.name}`),
        ),
      );
      expect([report.counts.serverOnly, report.specOnly.filter((s) => !seeds.has(s.operation))]).toEqual([0, []]);
      expect(report.counts.specOnly).toBe(expected(join(reference, 'teamcity-swagger-2025.x.json')).specOnly.length);
    },
  );

  it('the command writes nothing, prints the figures as a table, and the same report as JSON', () => {
    const file = join(reference, present[0]!);
    const run = (...args: string[]) =>
      execFileSync(
        process.execPath,
        ['--conditions=teamcity-sdk-source', '--import', 'tsx', 'scripts/spec/drift.ts', file, ...args],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    const specBefore = readSpecFiles();
    const json = JSON.parse(run('--json')) as DriftReport;
    const table = run();
    expect(readSpecFiles()).toEqual(specBefore);
    const want = expected(file);
    expect(figures(json)).toEqual(want);
    expect(table).toContain(`server only: ${want.serverOnly.length}, spec only: ${want.specOnly.length};`);
    // Every route on one side only is a row of the table.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const s of [...json.serverOnly, ...json.specOnly])
      expect(table).toMatch(new RegExp(`${s.method} +${escape(s.path)}( |\n)`));
  });
});

function readSpecFiles(): string[] {
  const dirs = ['spec', 'spec/areas', 'spec/models'];
  return dirs.flatMap((d) =>
    readdirSync(join(root, d))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => readFileSync(join(root, d, f), 'utf8')),
  );
}

describe('spec:drift on a definition that declares /app/rest as its basePath', () => {
  it('reads its paths under the base', () => {
    const api = buildIr({ root, spec: join(root, 'spec') }, { words: 'optional' });
    const swagger = {
      swagger: '2.0',
      basePath: '/app/rest/',
      paths: {
        '/testOccurrences': { get: { operationId: 'getAllTestOccurrences', responses: { default: {} } } },
        '/nowhere/{id}': { get: { operationId: 'nowhere', responses: { default: {} } } },
      },
      definitions: {},
    };
    const report = computeDrift({ label: 'based', swagger }, api);
    expect([report.counts.common, report.serverOnly]).toEqual([
      1,
      [{ method: 'GET', path: '/app/rest/nowhere/{id}', operationId: 'nowhere' }],
    ]);
  });
});
