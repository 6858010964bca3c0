// No secret leaves the client (issue 9), over real HTTP on 127.0.0.1: redirects to another origin, response headers,
// every encoding a server may echo a secret in, headers the caller passes, and what JSON.stringify shows.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityApiError,
  TeamCityNetworkError,
  type ClientOptions,
  type Hooks,
} from '../generated/src/index.js';
import { failure, useServer } from './helpers/faults.js';
import { startServer, type Handler, type Recorded } from './helpers/server.js';

const server = useServer();
const password = 'p@ss:w0rd/x é+y';
const token = 'tok-secret-value';
const csrfToken = 'csrf-secret-value';
const session = 'sess-secret-cookie';
const apiKey = 'api-key-secret';
const basic = Buffer.from(`ann:${password}`).toString('base64');

/** Every string a value shows: util.inspect, JSON.stringify, message and stack, Headers entries. */
function shown(...values: unknown[]): string {
  return values
    .map((v) => {
      const parts = [inspect(v, { depth: 10, showHidden: true }), JSON.stringify(v) ?? ''];
      if (v instanceof Error) parts.push(v.message, v.stack ?? '', String(v));
      if (v instanceof Headers) v.forEach((value, name) => parts.push(`${name}: ${value}`));
      return parts.join('\n');
    })
    .join('\n');
}

function expectNoSecret(text: string, secrets = [password, token, csrfToken, session, apiKey, basic]) {
  for (const secret of secrets) expect(text).not.toContain(secret);
  for (const secret of [password, token]) expect(text.toLowerCase()).not.toContain(Buffer.from(secret).toString('hex'));
}

/** TeamCity's CSRF endpoint, then `then` for every other request. */
const withCsrf =
  (then: Handler): Handler =>
  (req, res) => {
    if (req.url.startsWith('/authenticationTest.html')) {
      res.writeHead(200, { 'content-type': 'text/plain', 'set-cookie': `TCSESSIONID=${session}; Path=/` });
      return void res.end(csrfToken);
    }
    then(req, res);
  };

describe('redirects are followed by the client, and nothing that authenticates goes to another origin', () => {
  let other: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    other = await startServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"at":"other"}'),
    );
  });
  afterAll(() => other.close());

  const options = (auth: ClientOptions['auth']): ClientOptions => ({
    baseUrl: server.url,
    auth,
    retry: false,
    headers: { 'X-Api-Key': apiKey, 'X-Trace-Id': 'trace-1' },
    safeHeaders: ['X-Trace-Id'],
  });

  it.each([307, 308, 301, 302, 303])('a %i to another origin after a Basic-auth write', async (code) => {
    server.use(
      withCsrf((req, res) => res.writeHead(code, { location: `${other.url}/elsewhere?from=${req.method}` }).end()),
    );
    other.requests.length = 0;
    const tc = createClient(options({ username: 'ann', password }));
    expect(await tc.users.createUser({ body: { username: 'x' } })).toEqual({ at: 'other' });
    // It did send them to its own origin: the check below is not vacuous.
    const own = server.requests.find((r) => r.method === 'POST')!;
    expect([own.headers['x-tc-csrf-token'], own.headers.cookie, own.headers['x-api-key']]).toEqual([
      csrfToken,
      `TCSESSIONID=${session}`,
      apiKey,
    ]);
    const [there] = other.requests as [Recorded];
    expect(other.requests).toHaveLength(1);
    for (const name of ['authorization', 'cookie', 'x-tc-csrf-token', 'x-api-key'])
      expect(there.headers[name]).toBeUndefined();
    expect(there.headers['x-trace-id']).toBe('trace-1');
    // 307 and 308 repeat the request; the others turn a POST into a GET without its body.
    const repeat = code === 307 || code === 308;
    expect([there.method, there.body, there.headers['content-type']]).toEqual(
      repeat ? ['POST', '{"username":"x"}', 'application/json'] : ['GET', '', undefined],
    );
  });

  it('a token goes along a redirect on its own origin, never to another one', async () => {
    server.use((req, res) =>
      req.url.startsWith('/app/rest/users')
        ? res.writeHead(302, { location: '/moved' }).end()
        : res.writeHead(302, { location: `${other.url}/x` }).end(),
    );
    other.requests.length = 0;
    await createClient(options({ token })).users.serveUsers();
    expect(server.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/app/rest/users', `Bearer ${token}`],
      ['/moved', `Bearer ${token}`],
    ]);
    expect(other.requests[0]!.headers.authorization).toBeUndefined();
    expect(other.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('stops after 10 redirects with a TeamCityNetworkError', async () => {
    server.use((_req, res) => res.writeHead(302, { location: '/again' }).end());
    const e = await failure<TeamCityNetworkError>(createClient(options({ token })).users.serveUsers());
    expect(e).toBeInstanceOf(TeamCityNetworkError);
    expect(e.message).toContain('more than 10 redirects');
    expect(server.requests).toHaveLength(11);
  });
});

describe('errors and hook payloads show no secret', () => {
  /** Echoes the request's credentials back in every encoding, and in response headers. */
  const echo: Handler = withCsrf((req, res) => {
    const secret = req.headers.authorization?.startsWith('Basic') ? password : token;
    const forms = [
      secret,
      encodeURIComponent(secret),
      encodeURIComponent(secret).toLowerCase(),
      new URLSearchParams({ p: secret }).toString().slice(2),
      JSON.stringify(secret).replace(/\//g, '\\/'),
      secret.replace(/[^a-z]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      Buffer.from(secret).toString('hex'),
      Buffer.from(secret).toString('hex').toUpperCase(),
      req.headers.authorization,
      secret === password ? `ann:${password}` : token,
      req.headers['x-tc-csrf-token'],
      req.headers.cookie,
      req.headers['x-api-key'],
    ];
    res.writeHead(req.url.includes('ok') ? 200 : 500, {
      'content-type': 'application/json',
      'set-cookie': `TCSESSIONID=${session}; Path=/`,
      'x-echo-authorization': String(req.headers.authorization),
      'www-authenticate': `Bearer error="invalid_token", token="${secret}"`,
      authorization: String(req.headers.authorization),
    });
    res.end(JSON.stringify({ errors: [{ message: forms.join(' | ') }] }));
  });

  it('as given, percent- or form-encoded, hex, JSON-escaped, Basic base64, in bodies, messages and headers', async () => {
    server.use(echo);
    const payloads: unknown[] = [];
    const hooks: Hooks = {
      onRequest: (r) => void payloads.push(r),
      onResponse: (res, r) => void payloads.push(res, res.headers, r),
      onError: (e, r) => void payloads.push(e, r, (e as TeamCityApiError).headers),
    };
    const errors: unknown[] = [];
    for (const auth of [{ username: 'ann', password }, { token }]) {
      const tc = createClient({ baseUrl: server.url, auth, hooks, retry: false, headers: { 'X-Api-Key': apiKey } });
      errors.push(await failure(tc.users.createUser({ body: {} })));
      errors.push(await failure(tc.users.serveUsers()));
      await tc.users.serveUsers({ fields: 'ok' });
    }
    expect(server.requests.some((r) => r.headers['x-tc-csrf-token'] === csrfToken)).toBe(true);
    const text = shown(...errors, ...payloads, ...errors.map((e) => (e as TeamCityApiError).headers));
    expect(text).toContain('***');
    expect(text).toContain('x-echo-authorization');
    expectNoSecret(text);
  });

  it('a header the caller passes shows as *** unless marked safe', async () => {
    server.use((_req, res) => res.writeHead(400).end('no'));
    const seen: unknown[] = [];
    const tc = createClient({
      baseUrl: server.url,
      retry: false,
      headers: { 'X-Api-Key': apiKey },
      safeHeaders: ['x-request-id'],
      hooks: { onRequest: (r) => void seen.push(r.headers) },
    });
    const e = await failure<TeamCityApiError>(
      tc.users.serveUsers(undefined, { headers: { 'X-Request-Id': 'r1', 'X-Other': 'o' } }),
    );
    expect(e.request.headers).toEqual({
      accept: 'application/json',
      'x-api-key': '***',
      'x-request-id': 'r1',
      'x-other': '***',
    });
    expect(seen).toEqual([e.request.headers]);
  });
});

describe('JSON.stringify(error)', () => {
  it('gives name, message, status, operation and the redacted request', async () => {
    server.use(
      withCsrf((_req, res) => res.writeHead(409, { 'content-type': 'text/plain' }).end(`conflict ${password}`)),
    );
    const tc = createClient({
      baseUrl: server.url,
      auth: { username: 'ann', password },
      retry: false,
      headers: { 'X-Api-Key': apiKey },
    });
    const e = await failure<TeamCityApiError>(tc.users.createUser({ body: {} }));
    const json = JSON.parse(JSON.stringify(e));
    expect(json).toEqual({
      name: 'TeamCityConflictError',
      message: `users.create_user: POST ${server.url}/app/rest/users answered 409: conflict ***`,
      status: 409,
      operation: 'users.create_user',
      request: {
        operation: 'users.create_user',
        method: 'POST',
        url: `${server.url}/app/rest/users`,
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-api-key': '***' },
        attempt: 1,
      },
    });
    expectNoSecret(JSON.stringify(e));
  });
});
