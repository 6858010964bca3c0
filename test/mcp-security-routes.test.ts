// teamcity-sdk-mcp's modes judged by the route TeamCity will serve, not by the template called (issue 27): a catch-all
// template whose values spell an admin route, and a segment value that a proxy may split, against the fake TeamCity
// (which routes by the same rule as Jersey: the most literal characters win) and what it received.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, Router, type OperationEntry } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { OPERATIONS } from '../generated-mcp/src/api.js';
import { call, connect, TOKEN } from './helpers/mcp.js';

const modeOf = (id: string) => OPERATIONS[id]?.[0] ?? 'admin';

let tc: FakeTeamCity;
let client: Client;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    users: [{ username: 'admin', password: 'admin-pass', token: TOKEN }],
    seed: {
      projects: [{ id: 'P', name: 'P' }],
      buildTypes: [{ id: 'P_Build', name: 'Build', projectId: 'P' }],
      builds: [{ id: 1, buildTypeId: 'P_Build', number: '7', branchName: 'feature/x' }],
    },
  });
  client = await connect(tc, { mode: 'readonly' });
});
afterAll(async () => {
  await client?.close();
  await tc?.close();
});

/** A call and what the fake TeamCity received for it. */
async function callAndSee(operation: string, inputs: Record<string, unknown>) {
  const before = tc.requests.length;
  const answer = await call(client, 'teamcity_api_call', { operation, inputs });
  return { answer, sent: tc.requests.slice(before) };
}

describe('a template whose values spell another route', () => {
  it('is judged by the route served: the SQL query route through the root catch-all is refused in readonly', async () => {
    const { answer, sent } = await callAndSee('root.serve_build_field_short', {
      projectLocator: 'debug',
      btLocator: 'database',
      buildLocator: 'query',
      field: 'SELECT * FROM users',
    });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(/^debug\.execute_db_query \(GET \/app\/rest\/debug\/database\/query\/\{query\}\)/);
    expect(answer.text).toContain('needs mode admin');
    expect(sent).toEqual([]);
  });

  it('walks every readonly GET template onto every GET route readonly does not allow: none is served', async () => {
    // Each such route's path, with sample values of every shape its parameters take, as readonly templates capture it.
    const samples = (e: OperationEntry) =>
      ['', '/a', '/a/b'].map((sub) =>
        e.op.path
          .replace(/\{\/\w+\}/g, sub)
          .replace(/\{\+\w+\}/g, '.x')
          .replace(/\{\w+\}/g, 'v1'),
      );
    const guarded = operations.filter((e) => e.method === 'GET' && modeOf(e.id) !== 'readonly');
    const templates = operations.filter((e) => e.method === 'GET' && modeOf(e.id) === 'readonly');
    const reached = new Set<string>();
    let walked = 0;
    for (const target of guarded)
      for (const path of new Set(samples(target)))
        for (const template of templates) {
          const match = new Router([template]).find('GET', path);
          if (!match || match === 'method') continue;
          walked++;
          const { answer, sent } = await callAndSee(template.id, match.params);
          // Whatever the answer, nothing TeamCity served was outside readonly.
          const served = sent.map((r) => r.operation).filter((op) => op !== null && modeOf(op) !== 'readonly');
          expect([template.id, path, served]).toEqual([template.id, path, []]);
          if (answer.isError && answer.text.includes('needs mode')) reached.add(target.id);
        }
    expect(walked).toBeGreaterThan(0);
    // The routes issue 27 found reached this way, each refused: the admin debug reads and the admin JSON routes.
    for (const id of [
      'debug.execute_db_query',
      'debug.get_unscrambled',
      'debug.get_scrambled',
      'debug.get_hashed',
      'debug.get_thread_interrupted',
      'debug.get_ip_address',
      'server.get_license_key',
      'server.get_content',
      'server.get_auth_settings',
      'projects.get_versioned_settings_tokens',
      'users.get_user_tokens',
    ])
      expect(reached).toContain(id);
  }, 60_000);

  it('leaves resolving %parameter% references, a password parameter included, to admin: by name or by route', async () => {
    const byName = await callAndSee('builds.get_resolved_parameter', {
      buildLocator: 'id:1',
      value: '%secure.password%',
    });
    const byRoute = await callAndSee('root.serve_build_field_short', {
      projectLocator: 'builds',
      btLocator: 'id:1',
      buildLocator: 'resolved',
      field: '%secure.password%',
    });
    for (const { answer, sent } of [byName, byRoute]) {
      expect(answer.text).toMatch(/^builds\.get_resolved_parameter .*needs mode admin/);
      expect(sent).toEqual([]);
    }
  });

  it('still serves a template whose values spell no other route', async () => {
    const { answer, sent } = await callAndSee('root.serve_build_field_short', {
      projectLocator: 'P',
      btLocator: 'P_Build',
      buildLocator: 'id:1',
      field: 'number',
    });
    expect(answer.text).toBe('7');
    expect(sent.map((r) => r.operation)).toEqual(['root.serve_build_field_short']);
  });
});

describe('the matcher', () => {
  it('tells every route as specific as the one it picks, so that a tie TeamCity may break otherwise is seen', () => {
    const routes = [
      { id: 'literal-last', method: 'GET', op: { path: '/app/rest/a/{x}/c' } },
      { id: 'literal-middle', method: 'GET', op: { path: '/app/rest/a/b/{y}' } },
      { id: 'catch-all', method: 'GET', op: { path: '/app/rest/{p}/{q}/{r}' } },
      { id: 'other-method', method: 'PUT', op: { path: '/app/rest/a/b/c' } },
    ];
    const router = new Router(routes);
    expect(router.candidates('GET', '/app/rest/a/b/c').map((r) => r.id)).toEqual(['literal-last', 'literal-middle']);
    expect(router.candidates('GET', '/app/rest/z/b/c').map((r) => r.id)).toEqual(['catch-all']);
    expect(router.candidates('PUT', '/app/rest/a/b/c').map((r) => r.id)).toEqual(['other-method']);
    expect(router.candidates('DELETE', '/app/rest/a/b/c')).toEqual([]);
  });
});

describe('a path segment value that a proxy could split', () => {
  it.each([
    'a/b',
    '/',
    '%2F',
    '%2f',
    'a%2Fb',
    '%252F',
    '%25252F',
    '..%2F',
    '%2E%2E',
    '%2e%2e',
    '.%2E',
    '%252E%252E',
    'a\\b',
    '%5C',
    '%5c..',
    '%255C',
  ])('%j is refused before anything is sent', async (name) => {
    const { answer, sent } = await callAndSee('projects.get_parameter', { projectLocator: 'P', name });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(/TeamCityInputError: .*path parameter name holds a "\/", "\\" or a dot segment/);
    expect(sent).toEqual([]);
  });

  it('keeps a locator holding / (it goes as $base64) and names that only hold dots', async () => {
    const build = await callAndSee('builds.serve_build', { buildLocator: 'branch:feature/x', fields: 'id' });
    expect(build.answer.data.result).toEqual({ id: 1 });
    const dots = await callAndSee('projects.get_parameter', { projectLocator: 'P', name: 'a..b' });
    expect(dots.sent.map((r) => r.url)).toEqual(['/app/rest/projects/P/parameters/a..b']);
  });
});
