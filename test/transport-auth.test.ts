// Auth over real HTTP: TeamCity's CSRF token for Basic-auth writes, fetched once, refreshed once on a CSRF 403.
import { describe, expect, it } from 'vitest';
import { createClient, TeamCityAuthenticationError, TeamCityForbiddenError } from '../generated/src/index.js';
import { failure, useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();
const basic = `Basic ${Buffer.from('ann:pa55word').toString('base64')}`;
const csrfFailure =
  '403 Forbidden: Responding with 403 status code due to failed CSRF check: authenticated POST request is made, but neither tc-csrf-token parameter nor X-TC-CSRF-Token header are provided.';

/** TeamCity's CSRF check: a token per server session, asked for at /authenticationTest.html?csrf. */
function teamcity(context = '') {
  const state = { session: 0, tokenFetches: 0 };
  const handler: Handler = (req, res) => {
    if (req.headers.authorization !== basic) return void res.writeHead(401).end('Unauthorized');
    if (req.url === `${context}/authenticationTest.html?csrf`) {
      state.tokenFetches++;
      state.session++;
      res.writeHead(200, {
        'content-type': 'text/plain',
        'set-cookie': `TCSESSIONID=sess${state.session}; Path=/; HttpOnly`,
      });
      return void res.end(`csrf-token-${state.session}\n`);
    }
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    const valid =
      req.headers['x-tc-csrf-token'] === `csrf-token-${state.session}` &&
      req.headers.cookie === `TCSESSIONID=sess${state.session}`;
    if (write && !valid) return void res.writeHead(403, { 'content-type': 'text/plain' }).end(csrfFailure);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  };
  return { state, handler };
}

const client = (options: { csrf?: boolean; context?: string } = {}) =>
  createClient({
    baseUrl: server.url + (options.context ?? ''),
    auth: { username: 'ann', password: 'pa55word' },
    csrf: options.csrf,
    retry: false,
  });

describe('CSRF for Basic-auth writes', () => {
  it('fetches the token once, and sends it with its session cookie on every write, never on reads', async () => {
    const tc = teamcity();
    server.use(tc.handler);
    const c = client();
    await c.users.serveUsers();
    expect(tc.state.tokenFetches).toBe(0);
    expect(server.requests[0]!.headers['x-tc-csrf-token']).toBeUndefined();
    expect(await c.users.createUser({ body: { username: 'x' } })).toEqual({
      ok: true,
    });
    await c.users.deleteUser({ userLocator: 'id:1' });
    await c.buildTypes.setBuildTypeField({
      btLocator: 'B',
      field: 'paused',
      body: 'true',
    });
    expect(tc.state.tokenFetches).toBe(1);
    const writes = server.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => [r.method, r.headers['x-tc-csrf-token'], r.headers.cookie])).toEqual([
      ['POST', 'csrf-token-1', 'TCSESSIONID=sess1'],
      ['DELETE', 'csrf-token-1', 'TCSESSIONID=sess1'],
      ['PUT', 'csrf-token-1', 'TCSESSIONID=sess1'],
    ]);
  });

  it('shares one token fetch between concurrent writes', async () => {
    const tc = teamcity();
    server.use(tc.handler);
    const c = client();
    await Promise.all([1, 2, 3].map((i) => c.users.deleteUser({ userLocator: `id:${i}` })));
    expect(tc.state.tokenFetches).toBe(1);
  });

  it('refreshes the token once after a CSRF 403 (the session expired), then succeeds', async () => {
    const tc = teamcity();
    server.use(tc.handler);
    const c = client();
    await c.users.deleteUser({ userLocator: 'id:1' });
    tc.state.session = 40; // the server forgot the session
    await c.users.deleteUser({ userLocator: 'id:2' });
    expect(tc.state.tokenFetches).toBe(2);
    expect(server.requests.at(-1)!.headers['x-tc-csrf-token']).toBe('csrf-token-41');
  });

  it('refreshes only once: a CSRF 403 that persists is a TeamCityForbiddenError', async () => {
    server.use((req, res) => {
      if (req.url.startsWith('/authenticationTest.html')) return void res.writeHead(200).end('tok');
      res.writeHead(403, { 'content-type': 'text/plain' }).end(csrfFailure);
    });
    const e = await failure<TeamCityForbiddenError>(client().users.deleteUser({ userLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityForbiddenError);
    expect(e.message).toContain('failed CSRF check');
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'DELETE', 'GET', 'DELETE']);
  });

  it('sends a write once on a CSRF 403 where CSRF is off (csrf: false, token auth): nothing to refresh', async () => {
    server.use((_req, res) => res.writeHead(403, { 'content-type': 'text/plain' }).end(csrfFailure));
    const token = createClient({ baseUrl: server.url, auth: { token: 'tok' }, retry: false });
    for (const c of [client({ csrf: false }), token])
      expect(await failure(c.users.deleteUser({ userLocator: 'id:1' }))).toBeInstanceOf(TeamCityForbiddenError);
    expect(server.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('does not refresh on a 403 that is not about CSRF', async () => {
    const tc = teamcity();
    server.use((req, res) =>
      req.method === 'DELETE' ? void res.writeHead(403).end('Access denied.') : tc.handler(req, res),
    );
    await expect(client().users.deleteUser({ userLocator: 'id:1' })).rejects.toThrow('Access denied.');
    expect(tc.state.tokenFetches).toBe(1);
  });

  it('asks under the context path', async () => {
    const tc = teamcity('/tc');
    server.use(tc.handler);
    await client({ context: '/tc' }).users.deleteUser({ userLocator: 'id:1' });
    expect(server.requests.map((r) => r.url)).toEqual(['/tc/authenticationTest.html?csrf', '/tc/app/rest/users/id:1']);
  });

  it('reports a failed token fetch, and tries again on the next write', async () => {
    server.use((_req, res) =>
      res.writeHead(401, { 'content-type': 'text/html' }).end('<html><title>Log in</title></html>'),
    );
    const c = client();
    const e = await failure<TeamCityAuthenticationError>(c.users.deleteUser({ userLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityAuthenticationError);
    expect([e.operation, e.url]).toEqual(['users.delete_user', `${server.url}/authenticationTest.html?csrf`]);
    expect(e.message).toBe(
      `users.delete_user: the credentials were refused while fetching the CSRF token (GET ${server.url}/authenticationTest.html?csrf)`,
    );
    const tc = teamcity();
    server.use(tc.handler);
    await c.users.deleteUser({ userLocator: 'id:1' });
    expect(tc.state.tokenFetches).toBe(1);
  });

  it('is off with csrf: false, and for token and guest auth', async () => {
    const tc = teamcity();
    server.use((req, res) =>
      req.url.startsWith('/authenticationTest') ? tc.handler(req, res) : res.writeHead(204).end(),
    );
    await client({ csrf: false }).users.deleteUser({ userLocator: 'id:1' });
    await createClient({
      baseUrl: server.url,
      auth: { token: 'tok' },
    }).users.deleteUser({ userLocator: 'id:1' });
    await createClient({
      baseUrl: server.url,
      auth: { guest: true },
    }).users.deleteUser({ userLocator: 'id:1' });
    expect(tc.state.tokenFetches).toBe(0);
    expect(server.requests.every((r) => r.headers['x-tc-csrf-token'] === undefined)).toBe(true);
  });
});
