// teamcity-sdk-mcp's whole-API tools (search, describe, call) and its modes: what each mode lists and what
// teamcity_api_call refuses, with an error naming the mode that allows it; inputs validated before anything is sent.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { wireModels, type WireModel } from '../generated/src/wire.js';
import * as api from '../generated-mcp/src/api.js';
import { OPERATIONS } from '../generated-mcp/src/api.js';
import { call, connect, seededTeamCity, type Seeded } from './helpers/mcp.js';
import { specModels } from './helpers/spec.js';

let seeded: Seeded;
let readonly: Client;
let ci: Client;
let admin: Client;
beforeAll(async () => {
  seeded = await seededTeamCity();
  [readonly, ci, admin] = await Promise.all(
    (['readonly', 'ci', 'admin'] as const).map((mode) => connect(seeded.tc, { mode })),
  );
});
afterAll(async () => {
  await Promise.all([readonly, ci, admin].map((c) => c?.close()));
  await seeded?.tc.close();
});

/** Requests the fake has seen so far. */
const sent = () => seeded.tc.requests.length;

describe('modes', () => {
  it('derives each operation mode from its method, with spec/mcp.yaml over it', () => {
    expect(Object.keys(OPERATIONS)).toHaveLength(operations.length);
    for (const e of operations) {
      const [mode, hints] = OPERATIONS[e.id]!;
      if (e.method !== 'GET') expect(mode, e.id).not.toBe('readonly');
      if (e.method === 'GET') expect(hints, e.id).toContain('r');
    }
    expect(OPERATIONS['builds.serve_all_builds']).toEqual(['readonly', 'ri']);
    expect(OPERATIONS['buildQueue.queue_new_build']).toEqual(['ci', '']);
    expect(OPERATIONS['builds.cancel_build']).toEqual(['ci', 'd']);
    expect(OPERATIONS['builds.add_tags']).toEqual(['ci', '']);
    expect(OPERATIONS['builds.pin_build']).toEqual(['ci', 'i']);
    expect(OPERATIONS['projects.create_project']?.[0]).toBe('admin');
    expect(OPERATIONS['projects.delete_project']).toEqual(['admin', 'di']);
    // Reads that reveal secrets need admin.
    expect(OPERATIONS['debug.get_request_details']?.[0]).toBe('admin');
    expect(OPERATIONS['users.get_user_tokens']?.[0]).toBe('admin');
  });

  it('lists the write tools only where the mode allows them, with annotations that say what each does', async () => {
    const [r, c, a] = await Promise.all([readonly.listTools(), ci.listTools(), admin.listTools()]);
    const names = (l: typeof r) => l.tools.map((t) => t.name);
    expect(names(r)).not.toContain('teamcity_run_build');
    expect(names(r)).not.toContain('teamcity_cancel_build');
    expect(names(c)).toEqual(expect.arrayContaining(['teamcity_run_build', 'teamcity_cancel_build']));
    // One verb for queueing a build, the task's (runBuild) and the CLI's (run); the old name is not listed beside it.
    expect(names(c)).not.toContain('teamcity_trigger_build');
    // Admin adds only writes (the test-health tools, where their operations need admin: test/mcp-health.test.ts).
    expect(names(a)).toEqual(expect.arrayContaining(names(c)));
    for (const t of a.tools.filter((t) => !names(c).includes(t.name)))
      expect(t.annotations?.readOnlyHint, t.name).not.toBe(true);
    expect(names(r).every((n) => n.startsWith('teamcity_') && n.length <= 64)).toBe(true);
    const tool = (l: typeof r, name: string) => l.tools.find((t) => t.name === name)!;
    for (const t of r.tools)
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(tool(c, 'teamcity_run_build').annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    expect(tool(c, 'teamcity_cancel_build').annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    // In readonly mode the API call can only read; elsewhere it can write.
    expect(tool(c, 'teamcity_api_call').annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    for (const t of [...r.tools, ...c.tools]) expect(t.outputSchema, t.name).toMatchObject({ type: 'object' });
  });

  it('refuses through teamcity_api_call what the mode does not allow, naming the mode that does, before sending anything', async () => {
    const before = sent();
    const tag = await call(readonly, 'teamcity_api_call', {
      operation: 'builds.add_tags',
      inputs: { buildLocator: `id:${seeded.ids.green}`, body: { tag: [{ name: 'x' }] } },
    });
    expect(tag.isError).toBe(true);
    expect(tag.text).toMatch(
      /^builds\.add_tags \(POST \/app\/rest\/builds\/\{buildLocator\}\/tags\) needs mode ci .*this server runs in mode readonly/,
    );
    expect(tag.text).toContain('--mode ci or TEAMCITY_MCP_MODE=ci');
    const create = await call(ci, 'teamcity_api_call', {
      operation: 'projects.create_project',
      inputs: { body: { id: 'X', name: 'X' } },
    });
    expect(create.isError).toBe(true);
    expect(create.text).toContain('needs mode admin');
    // A read that echoes credentials is admin's, even though it is a GET.
    const echo = await call(ci, 'teamcity_api_call', { operation: 'debug.get_request_details', inputs: {} });
    expect(echo.text).toContain('needs mode admin');
    expect(sent()).toBe(before);
    // No argument changes the mode: the server has none to take.
    const sneaky = await call(readonly, 'teamcity_api_call', {
      operation: 'builds.add_tags',
      inputs: {},
      mode: 'admin',
    });
    expect(sneaky.isError).toBe(true);
    expect(sneaky.text).toMatch(/mode/);
    expect(sent()).toBe(before);
  });

  it('lets ci tag a build, and admin create a project', async () => {
    const tag = await call(ci, 'teamcity_api_call', {
      operation: 'builds.add_tags',
      inputs: { buildLocator: { id: seeded.ids.green }, body: { tag: [{ name: 'checked' }] } },
    });
    expect(tag.isError, tag.text).toBe(false);
    expect(seeded.tc.state.builds.get(seeded.ids.green)!.tags).toEqual({ tag: [{ name: 'checked' }] });
    const create = await call(admin, 'teamcity_api_call', {
      operation: 'projects.create_project',
      inputs: { body: { id: 'Made', name: 'Made' } },
    });
    expect(create.isError, create.text).toBe(false);
    expect(seeded.tc.state.projects.get('Made')).toBeTruthy();
  });
});

describe('teamcity_api_search', () => {
  it('finds operations by words in their names, paths and summaries, and says which need another mode', async () => {
    const r = await call(readonly, 'teamcity_api_search', { query: 'agent pool projects' });
    const ids = (r.data.operations as { id: string }[]).map((o) => o.id);
    expect(ids.slice(0, 3)).toContain('agentPools.get_pool_projects');
    expect(r.data.operations as unknown[]).not.toContainEqual(expect.objectContaining({ mode: 'admin' }));
    expect(r.data.otherModes).toBeGreaterThan(0);
    expect(r.data.note).toMatch(
      /more matching operations need mode (\w+ or )?admin( or \w+)? \(this server runs in readonly/,
    );
    const all = await call(admin, 'teamcity_api_search', { query: 'agent pool projects', count: 50 });
    expect((all.data.operations as { id: string; mode: string }[]).map((o) => o.id)).toContain(
      'agentPools.add_project',
    );
    expect(all.data.otherModes).toBe(0);
    const gets = await call(admin, 'teamcity_api_search', { query: 'tags', method: 'GET' });
    expect((gets.data.operations as { method: string }[]).every((o) => o.method === 'GET')).toBe(true);
  });

  it('ranks by any word that matches, summaries and descriptions included, and says what to try on a miss', async () => {
    // A word the API does not use costs a search nothing.
    const some = await call(readonly, 'teamcity_api_search', { query: 'agent pool projects qqqzzz' });
    expect((some.data.operations as { id: string }[]).slice(0, 3).map((o) => o.id)).toContain(
      'agentPools.get_pool_projects',
    );
    // A word only one operation's description has, with one that none has: that operation first.
    const texts = operations.map((e) =>
      [e.id, e.fn, ...e.aliases, e.docName, e.path, e.summary, e.description ?? ''].join(' ').toLowerCase(),
    );
    const only = operations.flatMap((e, i) =>
      (e.description?.match(/(?<![\w`.-])[a-z]{7,}(?![\w`.-])/g) ?? [])
        // Its stem (the search takes `dimensions` as `dimension`) in no other text.
        .map((w) => w.replace(/(?<!s)s$/, ''))
        .filter(
          (w) =>
            texts.filter((t) => t.includes(w)).length === 1 &&
            !texts[i]!.replace(e.description!.toLowerCase(), '').includes(w),
        )
        .map((w) => [e, w] as const),
    );
    expect(only.length).toBeGreaterThan(0);
    for (const [e, word] of only.slice(0, 5)) {
      const r = await call(admin, 'teamcity_api_search', { query: `${word} qqqzzz` });
      expect([word, (r.data.operations as { id: string }[])[0]?.id]).toEqual([word, e.id]);
    }
    const miss = await call(readonly, 'teamcity_api_search', { query: 'qqqzzz xxyyzz' });
    expect(miss.isError).toBe(false);
    expect(miss.data.operations).toEqual([]);
    expect(miss.data.note).toMatch(
      /no operation this server allows matches "qqqzzz xxyyzz": try other words: a resource/,
    );
    expect(miss.text).toContain('teamcity_explain_failure');
  });

  it('reaches every operation: each is found by its own id', async () => {
    const missed: string[] = [];
    for (const e of operations) {
      const r = await call(admin, 'teamcity_api_search', { query: e.id, count: 50 });
      if (!(r.data.operations as { id: string }[]).some((o) => o.id === e.id)) missed.push(e.id);
    }
    expect(missed).toEqual([]);
  });
});

describe('teamcity_api_describe and teamcity_api_call', () => {
  it("says what each operation does beyond its mode, as MCP's annotations: the table's letters are what it reads", async () => {
    const letters = (a: Record<string, boolean>) =>
      `${a.readOnlyHint ? 'r' : ''}${a.destructiveHint ? 'd' : ''}${a.idempotentHint ? 'i' : ''}`;
    for (const e of operations) {
      const d = await call(admin, 'teamcity_api_describe', { operation: e.id });
      expect(letters(d.data.annotations as Record<string, boolean>), e.id).toBe(OPERATIONS[e.id]![1]);
    }
    const cancel = await call(readonly, 'teamcity_api_describe', { operation: 'builds.cancel_build' });
    expect(cancel.data.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(cancel.text.split('\n')[0]).toContain('(mode ci; destructive)');
    const read = await call(readonly, 'teamcity_api_describe', { operation: 'builds.serve_build' });
    expect(read.text.split('\n')[0]).toContain('(mode readonly; read-only; idempotent)');
  });

  it('describes an operation: inputs as JSON Schema with its locator kind, the result model, an example', async () => {
    const r = await call(readonly, 'teamcity_api_describe', { operation: 'builds.serve_build' });
    expect(r.data).toMatchObject({
      id: 'builds.serve_build',
      method: 'GET',
      path: '/app/rest/builds/{buildLocator}',
      mode: 'readonly',
    });
    const inputs = r.data.inputs as {
      properties: Record<string, unknown>;
      required: string[];
      $defs: Record<string, { properties: object }>;
    };
    expect(inputs.required).toEqual(['buildLocator']);
    expect(inputs.properties.buildLocator).toEqual({
      anyOf: [{ type: 'string' }, { $ref: '#/$defs/BuildLocator' }],
      description: 'Build locator',
    });
    expect(Object.keys(inputs.$defs.BuildLocator!.properties)).toEqual(
      expect.arrayContaining(['number', 'branch', 'buildType', 'status']),
    );
    expect(r.data.result).toMatchObject({
      kind: 'json',
      model: 'Build',
      properties: expect.objectContaining({ number: 'string', id: 'int64' }),
    });
    expect(r.data.example).toEqual({
      operation: 'builds.serve_build',
      inputs: { buildLocator: 'id:1', fields: 'id,number,status' },
    });
    // By the client's function name too.
    const byFn = await call(readonly, 'teamcity_api_describe', { operation: 'builds.getBuild' });
    expect(byFn.data.id).toBe('builds.serve_build');
    const body = await call(readonly, 'teamcity_api_describe', { operation: 'buildQueue.queue_new_build' });
    expect(body.data.example).toMatchObject({ inputs: { body: { buildType: { id: 'App_Build' } } } });
    const none = await call(readonly, 'teamcity_api_describe', { operation: 'builds.nope' });
    expect(none.isError).toBe(true);
    expect(none.text).toContain('teamcity_api_search');
  });

  it("restates no model of teamcity-sdk's in api.ts: describe reads them from wireModels", () => {
    // A model restated: its properties, each with its type as wire.ts writes it or as describe shows it (`=A|B`, `x|y`).
    const restates = (value: object, m: WireModel) => {
      const entries = Object.entries(value);
      return (
        entries.length === Object.keys(m.props).length &&
        entries.every(([p, t]) => {
          const type = Object.hasOwn(m.props, p) ? m.props[p] : undefined;
          const values = m.enums?.[p];
          return t === type || (values && t === `=${values.join('|')}`) || (m.or?.[p] && t === `${type}|${m.or[p]}`);
        })
      );
    };
    const names = Object.keys(wireModels);
    // Every object of api.ts's tables, to the depth a table of models would have (table, model, property).
    const found: string[] = [];
    const walk = (value: unknown, at: string, depth: number) => {
      if (typeof value !== 'object' || value === null || depth > 3) return;
      for (const [name, m] of Object.entries(wireModels)) if (restates(value, m)) found.push(`${at}: ${name}`);
      if (names.every((n) => Object.hasOwn(value, n))) found.push(`${at}: every model`);
      for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`, depth + 1);
    };
    for (const [name, value] of Object.entries(api)) walk(value, name, 0);
    expect(found).toEqual([]);
  });

  it("shows each enum's values and each property's two shapes as the spec writes them, in the result and the inputs", async () => {
    const results = new Map(operations.filter((e) => e.returns.kind === 'json').map((e) => [e.returns.type, e.id]));
    const bodies = new Map(
      operations.filter((e) => e.body?.mediaType === 'application/json').map((e) => [e.body!.type, e]),
    );
    let shown = 0;
    for (const m of specModels())
      for (const p of m.properties.filter((p) => p.enum || p.or)) {
        const result = results.get(m.name);
        if (result) {
          const d = await call(admin, 'teamcity_api_describe', { operation: result });
          const properties = (d.data.result as { properties: Record<string, string> }).properties;
          expect(properties[p.name], `${m.name}.${p.name}`).toBe(p.enum ? `=${p.enum.join('|')}` : `${p.type}|${p.or}`);
          shown++;
        }
        const body = bodies.get(m.name);
        if (body) {
          const d = await call(admin, 'teamcity_api_describe', { operation: body.id });
          const defs = (
            d.data.inputs as { $defs: Record<string, { properties: Record<string, { anyOf?: unknown[] }> }> }
          ).$defs;
          const schema = defs[m.name]!.properties[p.name]!;
          if (p.enum) expect(schema, `${m.name}.${p.name}`).toEqual({ enum: [...new Set(p.enum)] });
          else expect(schema.anyOf, `${m.name}.${p.name}`).toHaveLength(2);
          shown++;
        }
      }
    expect(shown).toBeGreaterThan(0);
  });

  it('gives each list an example fields selection of its items: called on the fake, a seeded list answers them', async () => {
    const lists = operations.filter((e) => e.method === 'GET' && e.returns.kind === 'json');
    const answered: string[] = [];
    for (const e of lists) {
      const d = await call(admin, 'teamcity_api_describe', { operation: e.id });
      const { inputs } = d.data.example as { inputs: { fields?: string } };
      if (!inputs.fields?.startsWith('count,')) continue;
      const items = /^count,([^(]+)\(/.exec(inputs.fields)![1]!;
      const r = await call(admin, 'teamcity_api_call', { operation: e.id, inputs });
      // An example whose sample locator finds nothing (id:1) is an error here; a list that answers holds its count.
      if (r.isError) continue;
      // Never `{}`: the selection names what the answer holds (its count, its items), and items have their fields.
      const result = r.data.result as Record<string, unknown>;
      expect([e.id, Object.keys(result).length > 0]).toEqual([e.id, true]);
      const list = (result[items] ?? []) as Record<string, unknown>[];
      expect([e.id, list.every((item) => Object.keys(item).length > 0)]).toEqual([e.id, true]);
      if (list.length) answered.push(e.id);
    }
    // The lists the seeded fake holds items of answer with them: builds, projects, build configurations at least.
    expect(answered).toEqual(
      expect.arrayContaining(['builds.serve_all_builds', 'projects.serve_projects', 'buildTypes.get_build_types']),
    );
  });

  it('has no duplicate enum value in any tool input schema nor in any operation teamcity_api_describe shows', async () => {
    const duplicates: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((v) => walk(v, where));
      if (!value || typeof value !== 'object') return;
      for (const [key, v] of Object.entries(value)) {
        if (key === 'enum' && Array.isArray(v) && new Set(v).size !== v.length)
          duplicates.push(`${where}: ${JSON.stringify(v)}`);
        walk(v, where);
      }
    };
    for (const tool of (await admin.listTools()).tools) walk([tool.inputSchema, tool.outputSchema], tool.name);
    for (const e of operations) walk((await call(admin, 'teamcity_api_describe', { operation: e.id })).data, e.id);
    expect(duplicates).toEqual([]);
  });

  it('calls an operation with typed locators and a fields selection, numbers as strings taken', async () => {
    const r = await call(readonly, 'teamcity_api_call', {
      operation: 'builds.serve_all_builds',
      inputs: {
        locator: { buildType: { id: 'Shop_Build' }, branch: { default: 'any' }, count: '2' },
        fields: 'build(id,number)',
      },
    });
    expect(r.isError, r.text).toBe(false);
    expect(r.data).toMatchObject({
      operation: 'builds.serve_all_builds',
      kind: 'json',
      result: { build: [{ number: '887' }, { number: '886' }] },
    });
    const text = await call(readonly, 'teamcity_api_call', {
      operation: 'server.serve_server_version',
      inputs: { field: 'version' },
    });
    expect(text.isError, text.text).toBe(false);
    expect(text.data).toMatchObject({ kind: 'string', result: expect.stringMatching(/^\d{4}\.\d/) });
  });

  it('validates inputs against the described schema before anything is sent, naming each mistake', async () => {
    const before = sent();
    const cases = [
      [{ locator: { nonsense: 1 } }, /locator.* must NOT have additional properties: nonsense/],
      [{ fields: 3, extra: true }, /additional properties: extra/],
      [{ locator: { buildType: 'x', count: 'many' } }, /count/],
    ] as const;
    for (const [inputs, message] of cases) {
      const r = await call(readonly, 'teamcity_api_call', { operation: 'builds.serve_all_builds', inputs });
      expect(r.isError, JSON.stringify(inputs)).toBe(true);
      expect(r.text).toMatch(/^inputs of builds\.serve_all_builds are not valid: /);
      expect(r.text).toMatch(message);
    }
    const missing = await call(readonly, 'teamcity_api_call', { operation: 'builds.serve_build', inputs: {} });
    expect(missing.text).toContain("must have required property 'buildLocator'");
    expect(sent()).toBe(before);
  });

  it('keeps a big answer within the budget, saying what was cut and how to ask for less', async () => {
    const r = await call(readonly, 'teamcity_api_call', {
      operation: 'builds.serve_all_builds',
      inputs: { locator: 'defaultFilter:false,count:1000' },
    });
    expect(r.isError).toBe(false);
    expect(JSON.stringify(r.data).length).toBeLessThanOrEqual(20_000);
    expect(r.text.length).toBeLessThanOrEqual(20_000);
  });
});
