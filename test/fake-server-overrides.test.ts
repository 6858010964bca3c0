// Per-test overrides of the fake TeamCity, as msw has them (`fake.use`, `fake.resetHandlers`), over real HTTP; and the
// types that hold a handler and a seed to the operation table and TeamCity's models: each wrong key or shape is named
// by the TypeScript error it gives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TeamCityConflictError } from '../generated/src/index.js';
import { fakeError, startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

describe('fake.use and fake.resetHandlers', () => {
  let fake: FakeTeamCity;
  beforeAll(async () => {
    fake = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'P' }],
        buildTypes: [{ id: 'B', projectId: 'P' }],
        builds: [{ id: 1, buildTypeId: 'B' }],
      },
    });
  });
  afterAll(() => fake.close());
  const client = () => createClient({ baseUrl: fake.url, auth: { token: 'admin-token' } });

  it('answers an operation with the test’s handler, fields applied, until resetHandlers', async () => {
    fake.use({
      'builds.serve_build': ({ params }) => ({ id: 99, status: 'FAILURE', statusText: params.buildLocator }),
    });
    expect(await client().builds.serveBuild({ buildLocator: 'id:5' })).toEqual({
      id: 99,
      status: 'FAILURE',
      statusText: 'id:5',
    });
    expect(await client().builds.serveBuild({ buildLocator: 'id:5', fields: 'id' })).toEqual({ id: 99 });
    // Other operations keep the simulation.
    expect((await client().builds.serveAllBuilds({})).build).toEqual([expect.objectContaining({ id: 1 })]);
    fake.resetHandlers();
    await expect(client().builds.serveBuild({ buildLocator: 'id:5' })).rejects.toMatchObject({ status: 404 });
    expect(await client().builds.serveBuild({ buildLocator: 'id:1' })).toMatchObject({ id: 1, status: 'SUCCESS' });
  });

  it('hands the handler the fake’s own answer, the query by wire name and the parsed body', async () => {
    const seen: unknown[] = [];
    fake.use({
      'builds.serve_build': async ({ simulate }) => ({ ...(await simulate()), statusText: 'patched' }),
      'buildQueue.queue_new_build': async ({ body, query, user, simulate }) => {
        seen.push(body?.buildType?.id, query.moveToTop, user);
        return simulate();
      },
    });
    expect(await client().builds.serveBuild({ buildLocator: 'id:1' })).toMatchObject({
      id: 1,
      status: 'SUCCESS',
      statusText: 'patched',
    });
    const queued = await client().buildQueue.queueNewBuild({ body: { buildType: { id: 'B' } }, moveToTop: true });
    expect(queued).toMatchObject({ state: 'queued', buildTypeId: 'B' });
    expect(seen).toEqual(['B', 'true', 'admin']);
    fake.resetHandlers();
  });

  it('hands simulate() what the operation answers: nothing where it answers nothing (buildQueue.addTags)', async () => {
    const queued = await client().buildQueue.queueNewBuild({ body: { buildType: { id: 'B' } } });
    const simulated: unknown[] = [];
    fake.use({
      'buildQueue.add_tags': async ({ simulate }) => {
        simulated.push(await simulate());
      },
    });
    const buildLocator = `id:${queued.id}`;
    expect(await client().buildQueue.addTags({ buildLocator, body: { tag: [{ name: 'nightly' }] } })).toBeUndefined();
    // The simulation ran (the tag is kept), and what it gave the override is what TeamCity answers: nothing.
    expect(simulated).toEqual([undefined]);
    expect(await client().buildQueue.serveTags({ buildLocator })).toEqual({ count: 1, tag: [{ name: 'nightly' }] });
    fake.resetHandlers();
    await client().buildQueue.deleteBuild({ queuedBuildLocator: buildLocator });
  });

  it('answers TeamCity’s error body for fakeError, serves text and file content, and simulates a 501 operation', async () => {
    fake.use({
      'builds.serve_build': () => {
        throw fakeError(409, 'the build is being removed');
      },
    });
    const error = await client()
      .builds.serveBuild({ buildLocator: 'id:1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeamCityConflictError);
    expect(error).toMatchObject({ status: 409 });
    expect((error as TeamCityConflictError).body).toContain('the build is being removed');
    // A later use wins over an earlier one for the same operation.
    fake.use({ 'builds.serve_build': () => ({ id: 2 }) });
    expect(await client().builds.serveBuild({ buildLocator: 'id:1' })).toEqual({ id: 2 });
    fake.use({
      'builds.get_build_number': () => '1.2.3',
      'builds.get_content': ({ params }) => `file ${params.path}`,
      // A 501 operation answered by the test.
      'debug.get_current_session_max_inactive_interval': () => '1800',
    });
    expect(await client().builds.getBuildNumber({ buildLocator: 'id:1' })).toBe('1.2.3');
    const file = await client().builds.getContent({ buildLocator: 'id:1', path: 'a/b.txt' });
    expect(await file.text()).toBe('file /a/b.txt');
    expect(await client().debug.getCurrentSessionMaxInactiveInterval()).toBe('1800');
    fake.resetHandlers();
    await expect(client().debug.getCurrentSessionMaxInactiveInterval()).rejects.toMatchObject({ status: 501 });
  });

  it('refuses a handler that is not a function', () => {
    expect(() => fake.use({ 'builds.serve_build': 'x' } as never)).toThrow(/'builds.serve_build' must be a function/);
  });
});

describe('the types of handlers and seeds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tc-fake-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const testing = join(import.meta.dirname, '../generated/src/testing/index.js');

  /** The diagnostics of each snippet (a statement using `fake` and `startFakeTeamCity`), compiled in one program. */
  function diagnostics(snippets: Record<string, string>): Record<string, { code: number; text: string }[]> {
    const files = Object.entries(snippets).map(([name, code]) => {
      const file = join(dir, `${name}.ts`);
      writeFileSync(
        file,
        `import { startFakeTeamCity, type FakeTeamCity } from ${JSON.stringify(testing)};\n` +
          `declare const fake: FakeTeamCity;\nexport async function run() {\n${code}\n}\n`,
      );
      return [name, file] as const;
    });
    const program = ts.createProgram(
      files.map(([, f]) => f),
      {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [join(import.meta.dirname, '../node_modules/@types')],
      },
    );
    return Object.fromEntries(
      files.map(([name, file]) => [
        name,
        ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ({
          code: d.code,
          text: ts.flattenDiagnosticMessageText(d.messageText, ' '),
        })),
      ]),
    );
  }

  it('names the error of a wrong operation id, result, parameter or seed key (and accepts the right ones)', () => {
    const found = diagnostics({
      valid:
        "fake.use({ 'builds.serve_build': async ({ params, simulate }) => ({ ...(await simulate()), number: params.buildLocator }) });\n" +
        "fake.use({ 'builds.get_build_number': () => '7', 'builds.delete_build': () => undefined });\n" +
        "await startFakeTeamCity({ seed: { builds: [{ id: 1, buildTypeId: 'B', testOccurrences: { testOccurrence: [{ name: 't' }] } }], users: [{ username: 'u', password: 'p', token: 't' }] } });",
      operationId: "fake.use({ 'builds.serve_bild': () => ({ id: 1 }) });",
      result: "fake.use({ 'builds.serve_build': () => ({ id: 'one' }) });",
      textResult: "fake.use({ 'builds.get_build_number': () => 7 });",
      param: "fake.use({ 'builds.serve_build': ({ params }) => ({ number: params.buildLocatr }) });",
      query: "fake.use({ 'builds.serve_all_builds': ({ query }) => ({ count: Number(query.locatr) }) });",
      seedField: "await startFakeTeamCity({ seed: { builds: [{ id: 1, buildTypeID: 'B' }] } });",
      seedKey: 'await startFakeTeamCity({ seed: { build: [{ id: 1 }] } });',
      seedType: "await startFakeTeamCity({ seed: { builds: [{ id: '1' }] } });",
      nestedSeedField:
        "await startFakeTeamCity({ seed: { buildTypes: [{ id: 'B', steps: { step: [{ nam: 'x' }] } }] } });",
    });
    const pick = (name: string) => found[name]!.map((d) => `TS${d.code} ${d.text}`);
    expect(found.valid).toEqual([]);
    expect(pick('operationId')).toEqual([
      expect.stringMatching(/^TS2353 .*''builds\.serve_bild'' does not exist in type 'FakeHandlers'/),
    ]);
    expect(pick('result')).toEqual([
      expect.stringMatching(
        /^TS2322 .*Types of property 'id' are incompatible.*'string' is not assignable to type 'number'/,
      ),
    ]);
    expect(pick('textResult')).toEqual([
      expect.stringMatching(
        /^TS2322 .*"builds\.get_build_number".*Type 'number' is not assignable to type 'string \| Promise<string>'/,
      ),
    ]);
    expect(pick('param')).toEqual([
      expect.stringMatching(/^TS2551 Property 'buildLocatr' does not exist .* Did you mean 'buildLocator'\?/),
    ]);
    expect(pick('query')).toEqual([
      expect.stringMatching(/^TS2551 Property 'locatr' does not exist .* Did you mean 'locator'\?/),
    ]);
    expect(pick('seedField')).toEqual([
      expect.stringMatching(
        /^TS2561 .*'buildTypeID' does not exist in type 'Build'\. Did you mean to write 'buildTypeId'\?/,
      ),
    ]);
    expect(pick('seedKey')).toEqual([
      expect.stringMatching(/^TS2561 .*'build' does not exist in type 'Seed'\. Did you mean to write 'builds'\?/),
    ]);
    expect(pick('seedType')).toEqual([
      expect.stringMatching(/^TS2322 Type 'string' is not assignable to type 'number'/),
    ]);
    expect(pick('nestedSeedField')).toEqual([
      expect.stringMatching(/^TS2561 .*'nam' does not exist in type 'Step'\. Did you mean to write 'name'\?/),
    ]);
  }, 60_000);
});
