// Where each operation exists: the `since` of every operation and model property, checked against TeamCity's API
// definitions, carried into operations.json, the doc comments, the CLI's help and the MCP server's describe; and the
// answer of a server older than an operation, which says so instead of a bare 404.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIr, defaultPaths } from '../generator/generate.js';
import type { Api } from '../generator/ir.js';
import { checkSince, readDefinitions } from '../scripts/spec/since.js';
import { areas } from '../generated/src/cli/commands.js';
import { commandHelp } from '../generated/src/cli/help.js';
import { createClient, request, TeamCityNotFoundError } from '../generated/src/index.js';
import { operations, type OperationEntry } from '../generated/src/operations.js';
import { predates, SINCE, sinceWords, type Since } from '../generated/src/runtime/vocabulary.js';
import { explainMissingRoute, TeamCityRouteMissingError } from '../generated/src/tasks/index.js';
import { fakeError, startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { call, connect, TOKEN } from './helpers/mcp.js';

const root = join(import.meta.dirname, '..');
let api: Api;
beforeAll(() => {
  api = buildIr(defaultPaths(root));
});
const temp = mkdtempSync(join(tmpdir(), 'tc-since-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('since in the spec', () => {
  it('is on every operation and model property, one of the versions or hidden', () => {
    const ops = api.areas.flatMap((a) => a.operations);
    expect(ops.filter((o) => !SINCE.includes(o.since)).map((o) => `${o.area}.${o.name}`)).toEqual([]);
    const properties = api.models.flatMap((m) =>
      m.properties.map((p) => ({ at: `${m.name}.${p.name}`, since: p.since })),
    );
    expect(properties.filter((p) => p.since === null || !SINCE.includes(p.since)).map((p) => p.at)).toEqual([]);
  });

  const dir = join(root, '../shared/reference');
  it('agrees with the definitions: the first version whose definition has the route or property', async (t) => {
    const definitions = await readDefinitions(dir);
    if (!definitions) {
      console.warn(`since against the definitions skipped: ${dir} lacks them`);
      return t.skip();
    }
    expect(checkSince(api, definitions)).toEqual([]);
    // A wrong value and a missing one are each told, with where the spec has them.
    const op = api.areas.flatMap((a) => a.operations).find((o) => o.since === '2023.11')!;
    const model = api.models.find((m) => m.properties.some((p) => p.since === '2018.1'))!;
    const property = model.properties.find((p) => p.since === '2018.1')!;
    const wrong: Api = structuredClone(api);
    wrong.areas.flatMap((a) => a.operations).find((o) => o.area === op.area && o.name === op.name)!.since = '2018.1';
    wrong.models.find((m) => m.name === model.name)!.properties.find((p) => p.name === property.name)!.since = null;
    expect(checkSince(wrong, definitions)).toEqual([
      `${op.area}.${op.name} (${op.position.file}:${op.position.line}): since 2018.1, but the definitions have it since 2023.11`,
      `${model.name}.${property.name} (${model.position.file}:${model.position.line}): no since (2018.1)`,
    ]);
  });

  it('refuses an operation without since, and an unquoted version, saying how to write it', () => {
    const spec = join(temp, 'spec');
    cpSync(join(root, 'spec'), spec, { recursive: true });
    const file = join(spec, 'areas/builds.yaml');
    const text = readFileSync(file, 'utf8');
    const first = text.indexOf('    since: "2018.1"\n');
    writeFileSync(
      file,
      text.slice(0, first) +
        text.slice(first).replace('    since: "2018.1"\n', '').replace('since: "2018.1"', 'since: 2018.1'),
    );
    let error: unknown;
    try {
      buildIr({ root: temp, spec });
    } catch (e) {
      error = e;
    }
    const message = (error as Error).message;
    const told = 'since must be one of 2018.1, 2023.11, 2025.x, hidden, a version in quotes ("2018.1")';
    // The first operation of the file lost its since, the second has it unquoted.
    const edited = readFileSync(file, 'utf8').split('\n');
    const [a, b] = (parse(text) as { operations: { name: string }[] }).operations.map((o) => o.name);
    const at = (name: string | undefined) =>
      `builds.yaml:${edited.indexOf(`  - name: ${name}`) + 1} builds.${name}: ${told}`;
    expect(message).toContain(at(a));
    expect(message).toContain(at(b));
  });
});

describe('since where users read it', () => {
  const specSince = () =>
    new Map(api.areas.flatMap((a) => a.operations.map((o) => [`${a.name}.${o.name}`, o.since] as const)));

  it('carries it into operations.json and the operation table, as the spec has it', () => {
    const json = JSON.parse(readFileSync(join(root, 'generated/operations.json'), 'utf8')) as OperationEntry[];
    const spec = specSince();
    expect(json.map((e) => [e.id, e.since])).toEqual([...spec]);
    expect(operations.map((e) => [e.id, e.since])).toEqual([...spec]);
  });

  it('tags every operation function and model property with @since', () => {
    const tagOf = (node: ts.Node) => ts.getJSDocTags(node).find((t) => t.tagName.text === 'since');
    const text = (tag: ts.JSDocTag | undefined) => (tag ? ts.getTextOfJSDocComment(tag.comment) : undefined);
    const functions = new Map<string, string | undefined>();
    for (const file of readdirSync(join(root, 'generated/src/areas'))) {
      const path = join(root, 'generated/src/areas', file);
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const s of source.statements)
        if (ts.isFunctionDeclaration(s) && s.name)
          functions.set(`${file.replace(/\.ts$/, '')}.${s.name.text}`, text(tagOf(s)));
    }
    // A reserved word's function is declared as `delete_` and exported as `delete`.
    const hidden = (since: string | null) =>
      since === 'hidden' ? expect.stringMatching(/^hidden: TeamCity serves it/) : since;
    const declared = (e: OperationEntry) => functions.get(`${e.area}.${e.fn}`) ?? functions.get(`${e.area}.${e.fn}_`);
    expect(operations.map((e) => [e.id, declared(e)])).toEqual(operations.map((e) => [e.id, hidden(e.since)]));

    const path = join(root, 'generated/src/models.ts');
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const tagged = source.statements
      .filter(ts.isInterfaceDeclaration)
      .flatMap((i) =>
        i.members
          .filter(ts.isPropertySignature)
          .map((p) => [`${i.name.text}.${p.name.getText(source).replace(/^'|'$/g, '')}`, text(tagOf(p))]),
      );
    expect(tagged).toEqual(
      api.models.flatMap((m) => m.properties.map((p) => [`${m.name}.${p.name}`, hidden(p.since)])),
    );
  });

  it("shows it in every operation's CLI help", () => {
    for (const commands of areas().values())
      for (const c of commands) expect(commandHelp(c).split('\n'), c.entry.id).toContain(sinceWords(c.entry.since));
  });
});

describe('predates', () => {
  it('is true only where the server is surely older than since', () => {
    const cases: [string, Since, boolean][] = [
      ['2023.11.4 (build 147512)', '2025.x', true],
      ['2024.12 (build 1)', '2025.x', true],
      ['2022.10.3 (build 1)', '2023.11', true],
      ['2023.05', '2023.11', true],
      // A 2025 release may or may not have what the 2025.x definition has.
      ['2025.03 (build 1)', '2025.x', false],
      ['2023.11', '2023.11', false],
      ['2025.11 (build 197398)', '2023.11', false],
      // The oldest definition's routes may be older still; hidden ones have no version; an unreadable version says nothing.
      ['2017.2 (build 1)', '2018.1', false],
      ['2017.2 (build 1)', 'hidden', false],
      ['version 2023.11', '2025.x', false],
      ['20231.1', '2025.x', false],
    ];
    expect(cases.map(([v, since]) => [v, since, predates(v, since)])).toEqual(cases);
  });
});

describe('a TeamCity older than an operation', () => {
  let old: FakeTeamCity;
  let current: FakeTeamCity;
  const version = '2023.11.4 (build 147512)';
  const users = [{ username: 'admin', password: 'admin-pass', token: TOKEN }];
  beforeAll(async () => {
    [old, current] = await Promise.all([startFakeTeamCity({ version, users }), startFakeTeamCity({ users })]);
  });
  afterAll(async () => {
    await Promise.all([old?.close(), current?.close()]);
  });
  const entry = (id: string) => operations.find((e) => e.id === id)!;
  // Newer than 2023.11: 404 on that server (its path reaches no route), 405 (a route of the same path takes GET).
  const outputParameter = entry('builds.get_build_output_parameters');
  const logout = entry('users.logout_user');
  const versionReads = (fake: FakeTeamCity) => fake.requests.filter((r) => r.url === '/app/rest/server/version').length;
  const failure = (fake: FakeTeamCity, e: OperationEntry, args: Record<string, unknown>) => {
    const tc = createClient({ baseUrl: fake.url, auth: { token: TOKEN } });
    return {
      tc,
      error: request(tc, e.op, args).then(
        () => null,
        (error: unknown) => error,
      ),
    };
  };

  it('plays the version it is given, and serves only what that version has', async () => {
    const tc = createClient({ baseUrl: old.url, auth: { token: TOKEN } });
    expect(await tc.server.serveServerVersion({ field: 'version' })).toBe(version);
    expect(await tc.server.serveServerVersion({ field: 'versionMinor' })).toBe('11');
    expect(outputParameter.since).toBe('2025.x');
    await expect(startFakeTeamCity({ version: '2023.11' })).rejects.toThrow(
      /version must look like 2023\.11\.4 \(build 147512\)/,
    );
  });

  it("explains the task layer's 404 and 405 with the versions, reading the version once per client", async () => {
    const reads = versionReads(old);
    const { tc, error } = failure(old, outputParameter, { buildLocator: 'id:1', propertyName: 'a' });
    const plain = await error;
    expect(plain).toBeInstanceOf(TeamCityNotFoundError);
    const explained = await explainMissingRoute(tc, outputParameter, plain);
    expect(explained).toBeInstanceOf(TeamCityRouteMissingError);
    expect(explained).toBeInstanceOf(TeamCityNotFoundError);
    expect((explained as Error).message).toBe(
      `builds.get_build_output_parameters: GET ${old.url}/app/rest/builds/id:1/output-parameters/a answered 404: this TeamCity (2023.11.4) has no such route; it exists since TeamCity 2025.x`,
    );
    expect(explained).toMatchObject({ serverVersion: '2023.11.4', since: '2025.x', status: 404, cause: plain });
    const refused = await request(tc, logout.op, { userLocator: 'id:1' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(await explainMissingRoute(tc, logout, refused)).toMatchObject({ status: 405, since: '2025.x' });
    expect(versionReads(old)).toBe(reads + 1);
  });

  it('leaves a missing entity a plain 404: on a route the server has, or on a server new enough', async () => {
    const before = versionReads(old);
    const build = entry('builds.serve_build');
    const { tc, error } = failure(old, build, { buildLocator: 'id:424242' });
    const missing = await error;
    expect(await explainMissingRoute(tc, build, missing)).toBe(missing);
    // An operation of the oldest definition asks no version.
    expect(versionReads(old)).toBe(before);
    // On 2025.11 the route exists: the build is what is missing.
    current.use({
      [outputParameter.id]: () => {
        throw fakeError(404, 'No build can be found by id 1');
      },
    });
    const onCurrent = failure(current, outputParameter, { buildLocator: 'id:1', propertyName: 'a' });
    const newEnough = await onCurrent.error;
    expect(newEnough).toBeInstanceOf(TeamCityNotFoundError);
    expect(await explainMissingRoute(onCurrent.tc, outputParameter, newEnough)).toBe(newEnough);
    expect(versionReads(current)).toBe(1);
  });

  it('says nothing of a version the server will not tell, or tells in words, and asks again after a failure', async () => {
    const first = failure(old, outputParameter, { buildLocator: 'id:1', propertyName: 'a' });
    const missing = await first.error;
    old.inject({ route: 'server.serve_server_version', fault: { kind: 'status', status: 403 } });
    expect(await explainMissingRoute(first.tc, outputParameter, missing)).toBe(missing);
    expect(await explainMissingRoute(first.tc, outputParameter, missing)).toBeInstanceOf(TeamCityRouteMissingError);
    old.use({ 'server.serve_server_version': () => 'version 2023.11 <script>' });
    try {
      const second = failure(old, outputParameter, { buildLocator: 'id:1', propertyName: 'a' });
      expect(await explainMissingRoute(second.tc, outputParameter, await second.error)).toBeInstanceOf(
        TeamCityNotFoundError,
      );
      expect(await explainMissingRoute(second.tc, outputParameter, await second.error)).not.toBeInstanceOf(
        TeamCityRouteMissingError,
      );
    } finally {
      old.resetHandlers();
    }
  });

  it("says it in the MCP server's teamcity_api_call, and teamcity_api_describe shows since", async () => {
    const mcp = await connect(old, { mode: 'readonly' });
    try {
      const answer = await call(mcp, 'teamcity_api_call', {
        operation: outputParameter.id,
        inputs: { buildLocator: 'id:1', propertyName: 'a' },
      });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain('TeamCityRouteMissingError: ');
      expect(answer.text).toContain('this TeamCity (2023.11.4) has no such route; it exists since TeamCity 2025.x');
      const described = await call(mcp, 'teamcity_api_describe', { operation: outputParameter.id });
      expect(described.data.since).toBe('2025.x');
      expect(described.text).toContain('Since TeamCity 2025.x; an older server answers 404');
      const missing = await call(mcp, 'teamcity_api_call', {
        operation: 'builds.serve_build',
        inputs: { buildLocator: 'id:424242' },
      });
      expect(missing.text).toMatch(/^TeamCityNotFoundError: /);
      expect(missing.text).not.toContain('exists since');
    } finally {
      await mcp.close();
    }
  });
});
