// The fake TeamCity's authentication over HTTP: Bearer, Basic, session cookie, guest, /httpAuth, and the CSRF check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TeamCityApiError } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
beforeAll(async () => {
  tc = await startFakeTeamCity({ users: [{ username: 'alice', password: 's3cret', token: 'alice-token' }] });
});
afterAll(() => tc.close());

const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  fetch(tc.url + path, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', ...init.headers },
    body: init.body ?? null,
  });
const newProject = (headers: Record<string, string>, name: string, prefix = '') =>
  call(`${prefix}/app/rest/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name }),
  });

describe('authentication', () => {
  it('takes a Bearer token on /app/rest, and answers 401 with a Basic challenge without valid credentials', async () => {
    expect((await call('/app/rest/users/current', { headers: { authorization: 'Bearer alice-token' } })).status).toBe(
      200,
    );
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: basic('alice', 'wrong') }] as Record<
      string,
      string
    >[]) {
      const res = await call('/app/rest/projects', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="TeamCity"');
      expect(await res.text()).toContain('/login.html');
    }
  });

  it('reads the Authorization header strictly: the scheme, one token, nothing after it; anything else is 401', async () => {
    const good = basic('alice', 's3cret');
    for (const authorization of ['Bearer alice-token', 'bearer  alice-token', good, good.replace('Basic', 'basic')]) {
      expect([authorization, (await call('/app/rest/users/current', { headers: { authorization } })).status]).toEqual([
        authorization,
        200,
      ]);
    }
    const refused = [
      'Bearer alice-token junk',
      'Bearer alice-token alice-token',
      'Bearer alice-token,junk',
      'Bearer\talice-token',
      'Bearer',
      `${good} junk`,
      `${good} ${good}`,
      `Basic ${Buffer.from('alice:s3cret').toString('base64url')}-`,
      `Basic ${Buffer.from('alice').toString('base64')}`,
      `Basic ${Buffer.from('alice:s3cret').toString('base64')}.junk`,
    ];
    for (const authorization of refused) {
      const res = await call('/app/rest/users/current', { headers: { authorization } });
      expect([authorization, res.status]).toEqual([authorization, 401]);
    }
  });

  it('resolves users/current to the authenticated user', async () => {
    const me = await createClient({ baseUrl: tc.url, auth: { username: 'alice', password: 's3cret' } }).users.serveUser(
      { userLocator: 'current' },
    );
    expect(me).toMatchObject({ username: 'alice' });
  });

  it('forces Basic auth under /httpAuth: a token is not enough there', async () => {
    expect(
      (await call('/httpAuth/app/rest/projects', { headers: { authorization: basic('alice', 's3cret') } })).status,
    ).toBe(200);
    expect(
      (await call('/httpAuth/app/rest/projects', { headers: { authorization: 'Bearer alice-token' } })).status,
    ).toBe(401);
  });

  it('serves guests under /guestAuth for reading only, and keeps the prefix in hrefs', async () => {
    const client = createClient({ baseUrl: tc.url, auth: { guest: true } });
    const list = await client.projects.serveProjects({ locator: 'count:1' });
    expect(list.href).toBe('/guestAuth/app/rest/projects?locator=count:1');
    expect(tc.requests.at(-1)!.auth).toBe('guest');
    await expect(client.projects.createProject({ body: { name: 'G' } })).rejects.toMatchObject({ status: 403 });
  });

  it('answers 401 on /guestAuth when guest access is off', async () => {
    const closed = await startFakeTeamCity({ guest: false });
    try {
      expect((await fetch(`${closed.url}/guestAuth/app/rest/projects`)).status).toBe(401);
    } finally {
      await closed.close();
    }
  });

  it('never keeps credentials in the recorded requests', async () => {
    await call('/app/rest/projects', { headers: { authorization: basic('alice', 's3cret') } });
    expect(JSON.stringify(tc.requests)).not.toMatch(/s3cret|alice-token|YWxpY2U6czNjcmV0/);
  });
});

describe('CSRF', () => {
  it("refuses a write made with Basic auth and no X-TC-CSRF-Token with TeamCity's 403 text", async () => {
    const res = await newProject({ authorization: basic('alice', 's3cret') }, 'NoToken');
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(
      /^403 Forbidden: Responding with 403 status code due to failed CSRF check: authenticated POST request is made, but neither tc-csrf-token parameter nor X-TC-CSRF-Token header are provided/,
    );
    expect(
      (await call('/app/rest/projects/NoToken', { headers: { authorization: 'Bearer alice-token' } })).status,
    ).toBe(404);
  });

  it('accepts the token from /authenticationTest.html?csrf, in the header or the tc-csrf-token parameter', async () => {
    const auth = { authorization: basic('alice', 's3cret') };
    const token = await (await call('/authenticationTest.html?csrf', { headers: auth })).text();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await newProject({ ...auth, 'x-tc-csrf-token': token }, 'WithToken')).status).toBe(200);
    expect((await newProject({ ...auth, 'x-tc-csrf-token': 'forged' }, 'Forged')).status).toBe(403);
    const viaParam = await call(`/app/rest/projects?tc-csrf-token=${token}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ViaParam' }),
    });
    expect(viaParam.status).toBe(200);
    expect(tc.requests.at(-1)!.url).toBe('/app/rest/projects?tc-csrf-token=<hidden>');
  });

  it("runs before routing, as TeamCity's filter does: a write to an unknown path still gets the CSRF 403", async () => {
    const res = await call('/app/rest/noSuchThing', {
      method: 'POST',
      headers: { authorization: basic('alice', 's3cret') },
    });
    expect(res.status).toBe(403);
  });

  it('checks writes made with the session cookie too, and not those made with a token', async () => {
    const login = await call('/app/rest/server', { headers: { authorization: basic('alice', 's3cret') } });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^TCSESSIONID=/);
    expect((await call('/app/rest/projects', { headers: { cookie } })).status).toBe(200);
    expect(tc.requests.at(-1)!.auth).toBe('session');
    expect((await newProject({ cookie }, 'BySession')).status).toBe(403);
    expect((await newProject({ authorization: 'Bearer alice-token' }, 'ByToken')).status).toBe(200);
  });

  it('is off with csrf: false', async () => {
    const lax = await startFakeTeamCity({ csrf: false });
    try {
      const res = await fetch(`${lax.url}/app/rest/projects`, {
        method: 'POST',
        headers: {
          authorization: basic('admin', 'admin'),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: '{"name":"Lax"}',
      });
      expect(res.status).toBe(200);
    } finally {
      await lax.close();
    }
  });

  it('shows as a TeamCityApiError through a client whose CSRF handling is off', async () => {
    const client = createClient({ baseUrl: tc.url, auth: { username: 'alice', password: 's3cret' }, csrf: false });
    const error = await client.projects.createProject({ body: { name: 'ViaClient' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeamCityApiError);
    expect((error as TeamCityApiError).status).toBe(403);
  });
});
