// The maintainer's loop on a copy of spec/: add an operation TeamCity serves that the spec lacks (`from: hand`, with a
// new model), then change and remove operations the seeds do not have. Each edited spec validates, generates, and is
// told apart from the seeds as its sources promise; the fake answers the new operation 501 and its docs and
// `npm run generate`'s warning say so. Nothing here, nor in the tests that count what the spec defines, names a figure.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument, type Document, type YAMLMap } from 'yaml';
import { checkoutCache } from '../generator/cache.js';
import { fakeCoverage, isSeed } from '../generator/fake-coverage.js';
import { buildIr, defaultPaths, generate, unhandledWarning, type Paths } from '../generator/generate.js';
import type { Api, Operation } from '../generator/ir.js';
import { schemaLine } from '../generator/json-schema.js';
import type { OperationId } from '../generated/src/operations.js';
import { handlerFor } from '../generated/src/testing/handlers/index.js';
import type { Context } from '../generated/src/testing/handlers/kit.js';
import {
  importedFrom,
  importedRoutes,
  parseSeeds,
  provenanceProblems,
  seedsDir,
  type Actual,
} from './helpers/seed-contract.js';
import { repoRoot } from './helpers/spec.js';

const real = defaultPaths(repoRoot);
const handlersDir = join(repoRoot, 'generated/src/testing/handlers');
// The store `npm run generate` fills: a regeneration formats again only the files an edit touches.
const cache = checkoutCache(repoRoot);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of spec/ with `edit` applied to the YAML documents it names (path under spec/ -> edit). */
function editedSpec(edits: Record<string, (doc: ReturnType<typeof parseDocument>) => void>): Paths {
  const dir = mkdtempSync(join(tmpdir(), 'tc-spec-edit-'));
  dirs.push(dir);
  cpSync(real.spec, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const doc = parseDocument(existsSync(path) ? readFileSync(path, 'utf8') : '{}');
    edit(doc);
    writeFileSync(path, String(doc));
  }
  return { ...real, root: repoRoot, spec: dir };
}

/** The operations list of an area file, and the index of one of them. */
function operationsOf(doc: ReturnType<typeof parseDocument>, name?: string) {
  const list = doc.get('operations');
  if (!isSeq(list)) throw new Error('an area file lists operations');
  const index = list.items.findIndex((item) => isMap(item) && (item as YAMLMap).get('name') === name);
  return { list, index };
}

const HAND_NOTE =
  'Added by this test: a route the spec lacks, as a maintainer adds one seen served (a TeamCity class, a recording)';
const ADDED_OP = {
  name: 'get_example_keys',
  summary: 'List the example keys of a project',
  from: 'hand',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/exampleKeys',
  pathParams: ['projectLocator'],
  returns: { type: 'ExampleKeys', kind: 'json', mediaType: 'application/json' },
  note: HAND_NOTE,
  since: '2025.x',
};
const ADDED_MODELS = {
  models: [
    {
      name: 'ExampleKeys',
      wire: 'exampleKeys',
      from: 'hand',
      note: HAND_NOTE,
      properties: [{ name: 'exampleKey', type: 'ExampleKey[]' }],
    },
    {
      name: 'ExampleKey',
      wire: 'exampleKey',
      from: 'hand',
      note: HAND_NOTE,
      properties: [
        { name: 'name', type: 'string' },
        { name: 'encrypted', type: 'boolean' },
      ],
    },
  ],
};

/** A new models file: the models above, under the first line an editor reads (json-schema.ts). */
const addModelsFile = (doc: Document) => {
  doc.contents = doc.createNode(ADDED_MODELS);
  doc.commentBefore = schemaLine('models').replace(/^#/, '');
};

const allOf = (api: Api) => api.areas.flatMap((a) => a.operations.map((op) => ({ id: `${a.name}.${op.name}`, op })));

/** What the regenerated package says of the spec: its files, the fake's coverage and the warning `npm run generate` prints. */
async function regenerate(paths: Paths) {
  const api = buildIr(paths);
  const warnings: string[] = [];
  const files = await generate(paths, { cache, api, onWarning: (w) => warnings.push(w) });
  const coverage = await fakeCoverage(api, handlersDir, cache);
  return { api, files, coverage, warnings };
}

/** The figures the docs state, read from the spec as the tests that count do: none is written down here. */
function expectFigures({ api, files, coverage }: Awaited<ReturnType<typeof regenerate>>) {
  const ops = allOf(api).map((o) => o.op);
  const seed = ops.filter(isSeed);
  const doc = files.get('docs/testing.md')!.replace(/\s+/g, ' ');
  expect(doc).toContain(
    `of the ${seed.length} operations of the seed routes, ${coverage.simulated} of all ${ops.length} operations`,
  );
  expect(files.get('README.md')).toContain(`Every one of TeamCity's ${ops.length} REST operations`);
  expect((JSON.parse(files.get('operations.json')!) as unknown[]).length).toBe(ops.length);
}

/** The seed contract and each source's promise, over the regenerated operations.json; null without the seeds. */
function provenance(files: Map<string, string>): string[] | null {
  if (!existsSync(seedsDir)) return null;
  const { ops: expected } = parseSeeds(seedsDir);
  const imports = existsSync(importedFrom) ? importedRoutes(expected) : null;
  return provenanceProblems(JSON.parse(files.get('operations.json')!) as Actual[], expected, imports);
}

const realRun = regenerate(real);

describe('adding an operation by hand (from: hand, with a new model)', () => {
  const paths = editedSpec({
    'areas/projects.yaml': (doc) => operationsOf(doc).list.add(doc.createNode(ADDED_OP)),
    'models/example-keys.yaml': addModelsFile,
  });
  const run = regenerate(paths);

  it('validates, and emits the function, its model and its row of the table', async () => {
    const { api, files } = await run;
    const op = allOf(api).find((o) => o.id === 'projects.get_example_keys')?.op;
    expect(op).toMatchObject({ from: 'hand', fn: 'getExampleKeys', path: ADDED_OP.path });
    const models = api.models.filter((m) => m.name.startsWith('ExampleKey')).map((m) => [m.name, m.from]);
    expect(models.sort()).toEqual([
      ['ExampleKey', 'hand'],
      ['ExampleKeys', 'hand'],
    ]);
    expect(files.get('src/areas/projects.ts')).toMatch(/export (async )?function getExampleKeys\(/);
    expect(files.get('src/models.ts')).toMatch(/export interface ExampleKeys \{/);
    expect(JSON.parse(files.get('operations.json')!)).toContainEqual(
      expect.objectContaining({ area: 'projects', name: 'get_example_keys', from: 'hand' }),
    );
  });

  it('is not simulated: the docs say so, npm run generate warns of it, and the fake answers it 501 naming it', async () => {
    const { files, coverage, warnings } = await run;
    expect(coverage.unhandled).toEqual(['projects.get_example_keys']);
    expect(warnings).toEqual([unhandledWarning(['projects.get_example_keys'])]);
    expect(warnings[0]).toContain('  projects.get_example_keys');
    expect(files.get('docs/testing.md')).toMatch(
      /^\| `getExampleKeys` +\| `GET \/app\/rest\/projects\/\{projectLocator\}\/exampleKeys` +\| 501 +\|$/m,
    );
    // The dispatcher's answer for an operation with neither a handler nor a 501 marker.
    const ctx = { route: { method: 'GET', op: { path: ADDED_OP.path } } } as unknown as Context;
    expect(() => handlerFor('projects.get_example_keys' as OperationId)(ctx)).toThrow(
      expect.objectContaining({
        status: 501,
        message: expect.stringContaining(
          "Operation 'projects.get_example_keys' (GET /app/rest/projects/{projectLocator}/exampleKeys) is not simulated",
        ),
      }),
    );
  });

  it('is counted among all operations, never among the seed routes', async () => {
    const [before, after] = [await realRun, await run];
    expect([after.coverage.total, after.coverage.seedTotal]).toEqual([
      before.coverage.total + 1,
      before.coverage.seedTotal,
    ]);
    expectFigures(before);
    expectFigures(after);
  });

  it('keeps the seed contract, taking the hand operation on its note', async () => {
    const problems = provenance((await run).files);
    if (problems === null) return console.warn('seed contract unchecked: the seeds in ../shared are absent');
    expect(problems).toEqual([]);
  });

  it('refuses it without a note that says where TeamCity was seen to do it', () => {
    const bare = editedSpec({
      'areas/projects.yaml': (doc) => operationsOf(doc).list.add(doc.createNode({ ...ADDED_OP, note: undefined })),
      'models/example-keys.yaml': addModelsFile,
    });
    expect(() => buildIr(bare)).toThrow(/projects\.get_example_keys: from: hand needs a note/);
  });
});

describe('changing and removing operations the seeds do not have', async () => {
  const api = (await realRun).api;
  const others = new Set(
    ['locators.yaml', 'mcp.yaml', 'examples.yaml', 'tasks.yaml']
      .map((f) => readFileSync(join(real.spec, f), 'utf8'))
      .join('\n')
      .match(/[\w-]+\.\w+/g),
  );
  // Imported operations no other spec file names, on routes whose placeholders other operations share: removing one
  // leaves nothing dangling.
  const placeholders = (op: Operation) => op.pathParams.map((p) => p.name);
  const shared = (op: Operation) =>
    placeholders(op).every((p) => allOf(api).some((o) => o.op !== op && placeholders(o.op).includes(p)));
  const candidates = allOf(api).filter(({ id, op }) => !isSeed(op) && !op.fileTree && !others.has(id) && shared(op));
  const [changed, removed] = candidates;
  const edit = (id: string, change: (doc: ReturnType<typeof parseDocument>, index: number) => void) => {
    const [area, name] = id.split('.') as [string, string];
    return {
      [`areas/${area}.yaml`]: (doc: ReturnType<typeof parseDocument>) => change(doc, operationsOf(doc, name).index),
    };
  };
  const paths = editedSpec({
    ...edit(changed!.id, (doc, i) => doc.setIn(['operations', i, 'summary'], 'Read what changed here, said again')),
    ...edit(removed!.id, (doc, i) => operationsOf(doc).list.delete(i)),
  });
  const run = regenerate(paths);

  it('regenerates without the removed one, with the changed one as changed, and the same figures from the spec', async () => {
    const after = await run;
    const ids = allOf(after.api).map((o) => o.id);
    expect(ids).not.toContain(removed!.id);
    expect(allOf(after.api).find((o) => o.id === changed!.id)?.op.summary).toBe('Read what changed here, said again');
    expect(after.files.get(`docs/${changed!.id.split('.')[0]}.md`)).toContain('Read what changed here, said again');
    expect(after.coverage.seedTotal).toBe((await realRun).coverage.seedTotal);
    expect(after.coverage.unhandled).toEqual([]);
    expect(after.warnings).toEqual([]);
    expectFigures(after);
  });

  it('keeps the seed contract', async () => {
    const problems = provenance((await run).files);
    if (problems === null) return console.warn('seed contract unchecked: the seeds in ../shared are absent');
    expect(problems).toEqual([]);
  });
});

describe('the seed contract stays strict', () => {
  it('fails when a seed operation is changed or removed', async () => {
    const { files } = await realRun;
    const table = JSON.parse(files.get('operations.json')!) as Actual[];
    if (provenance(files) === null) return console.warn('seed contract unchecked: the seeds in ../shared are absent');
    const { ops: expected } = parseSeeds(seedsDir);
    const seed = table.find((o) => expected.some((e) => e.area === o.area && e.name === o.name))!;
    const without = table.filter((o) => o !== seed);
    const moved = table.map((o) => (o === seed ? { ...o, path: `${o.path}/moved` } : o));
    expect(provenanceProblems(without, expected, null)).toContain(`${seed.area}.${seed.name}: missing`);
    expect(provenanceProblems(moved, expected, null).join('\n')).toContain(`${seed.area}.${seed.name}: path`);
    // Nor can a seed route be passed off as added by hand.
    const relabelled = table.map((o) => (o === seed ? { ...o, name: 'by_hand', from: 'hand' } : o));
    expect(provenanceProblems(relabelled, expected, null).join('\n')).toContain(
      'the seeds list this route: it is from: seed',
    );
  });
});
