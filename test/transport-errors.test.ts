// Errors over real HTTP: one class per class of status, the three body formats, broken exchanges, bad input.
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createTransport,
  operations,
  request,
  TeamCityAbortError,
  TeamCityApiError,
  TeamCityAuthenticationError,
  TeamCityBadRequestError,
  TeamCityConflictError,
  TeamCityForbiddenError,
  TeamCityInputError,
  TeamCityMediaTypeError,
  TeamCityNetworkError,
  TeamCityNotFoundError,
  TeamCityRateLimitError,
  TeamCityRequestError,
  TeamCityResponseError,
  TeamCityServerError,
} from '../generated/src/index.js';
import { json, loginPage, reset, slow, status, truncated, useServer } from './helpers/faults.js';

const server = useServer();
const client = () =>
  createClient({
    baseUrl: server.url,
    auth: { token: 'tok-secret-1' },
    retry: false,
  });
const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('no error'),
    (e: unknown) => e as TeamCityApiError,
  );

describe('status classes', () => {
  it.each([
    [400, TeamCityBadRequestError],
    [401, TeamCityAuthenticationError],
    [403, TeamCityForbiddenError],
    [404, TeamCityNotFoundError],
    [406, TeamCityMediaTypeError],
    [409, TeamCityConflictError],
    [415, TeamCityMediaTypeError],
    [429, TeamCityRateLimitError],
    [500, TeamCityServerError],
    [503, TeamCityServerError],
    [418, TeamCityApiError],
  ] as const)('%i is a %o, a TeamCityApiError with the request and answer', async (code, Class) => {
    server.use(status(code, 'Details: it went wrong', { 'x-trace': 't1' }));
    const e = await caught(client().users.serveUser({ userLocator: 'id:1' }, { headers: { 'X-Client': 'c' } }));
    expect(e).toBeInstanceOf(Class);
    expect(e).toBeInstanceOf(TeamCityApiError);
    expect(e).toBeInstanceOf(TeamCityRequestError);
    expect(e.name).toBe(Class.name);
    expect([e.status, e.method, e.url, e.operation, e.body]).toEqual([
      code,
      'GET',
      `${server.url}/app/rest/users/id:1`,
      'users.serve_user',
      'Details: it went wrong',
    ]);
    expect(e.headers.get('x-trace')).toBe('t1');
    expect(e.request).toMatchObject({
      operation: 'users.serve_user',
      method: 'GET',
      attempt: 1,
    });
    // A header the caller passed is a secret unless the client was told it is safe.
    expect(e.request.headers).toEqual({
      accept: 'application/json',
      'x-client': '***',
    });
    expect(e.message).toBe(
      `users.serve_user: GET ${server.url}/app/rest/users/id:1 answered ${code}: Details: it went wrong`,
    );
  });
});

describe('error bodies', () => {
  it('reads every message of JSON errors[]', async () => {
    const body = {
      errors: [{ message: 'first', additionalMessage: 'x' }, { message: 'second' }],
    };
    server.use((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
    expect((await caught(client().users.serveUsers())).message).toMatch(/answered 404: first; second$/);
  });

  // TeamCity answers errors in the format the Accept header asks for: XML only where it admits `application/xml`.
  const xmlErrors = '<errors><error><message>a</message></error><error><message> b </message></error></errors>';
  // One GET of each Accept header the operations send, with its path parameters filled in.
  const byAccept = new Map(
    operations
      .filter((e) => e.method === 'GET' && e.query.every((q) => !q.required))
      .map((e) => [e.returns.mediaType, e] as const)
      .reverse(),
  );
  const send = (accept: string) => {
    const e = byAccept.get(accept)!;
    const args = Object.fromEntries(e.pathParams.map((p) => [p.name, 'x']));
    return caught(request(createTransport({ baseUrl: server.url, retry: false }), e.op, args));
  };

  it.each([...byAccept.keys()].filter((a) => /^(\*\/\*|application\/xml)$/.test(a)))(
    'reads every message of XML <errors> for an operation sending Accept: %s',
    async (accept) => {
      server.use(status(400, xmlErrors, { 'content-type': 'application/xml' }));
      const e = await send(accept);
      expect(e.request.headers.accept).toBe(accept);
      expect(e.message).toMatch(/answered 400: a; b$/);
    },
  );

  it.each([...byAccept.keys()].filter((a) => !/xml|\*\/\*/.test(a)))(
    'shows XML as text for an operation sending Accept: %s, which TeamCity answers in another format',
    async (accept) => {
      server.use(status(400, xmlErrors, { 'content-type': 'application/xml' }));
      expect((await send(accept)).message).toMatch(/answered 400: <errors><error><message>a</);
    },
  );

  it('has operations of both kinds to test', () => {
    expect([...byAccept.keys()].sort()).toEqual([...new Set(operations.map((e) => e.returns.mediaType))].sort());
    expect([...byAccept.keys()].some((a) => /xml|\*\/\*/.test(a))).toBe(true);
    expect([...byAccept.keys()].some((a) => !/xml|\*\/\*/.test(a))).toBe(true);
  });

  it('names an HTML login page by its title, not its markup', async () => {
    server.use(loginPage);
    const e = await caught(client().users.serveUsers());
    expect(e).toBeInstanceOf(TeamCityAuthenticationError);
    expect(e.message).toMatch(/answered 401: Log in to TeamCity$/);
  });

  it('keeps the first three lines of a legacy plain-text body, at most 1 KiB', async () => {
    server.use(status(500, `Error has occurred\nDetails: boom\nhint\nstack line\n${'x'.repeat(3000)}`));
    expect((await caught(client().users.serveUsers())).message).toMatch(
      /answered 500: Error has occurred Details: boom hint$/,
    );
    server.use(status(500, 'y'.repeat(3000)));
    const e = await caught(client().users.serveUsers());
    expect(e.message.endsWith(`: ${'y'.repeat(1024)}`)).toBe(true);
    expect(e.body).toHaveLength(3000);
  });

  it('says nothing more than the status for an empty body', async () => {
    server.use(status(502));
    expect((await caught(client().users.serveUsers())).message).toMatch(/answered 502$/);
  });
});

describe('broken exchanges', () => {
  it('JSON.stringify shows the cause as text, its own causes too, and no cause where there is none', async () => {
    server.use(slow(5000, status(204)));
    const controller = new AbortController();
    const call = client().users.serveUsers(undefined, { signal: controller.signal });
    controller.abort(new Error('stopped', { cause: Object.assign(new Error(''), { code: 'E_USER' }) }));
    const aborted = (await caught(call)) as unknown as TeamCityAbortError;
    expect(aborted).toBeInstanceOf(TeamCityAbortError);
    expect(JSON.parse(JSON.stringify(aborted)).cause).toBe('stopped: E_USER');
    server.use(status(500));
    expect(JSON.parse(JSON.stringify(await caught(client().users.serveUsers())))).not.toHaveProperty('cause');
  });

  it('a reset connection is a TeamCityNetworkError with the cause', async () => {
    server.use(reset);
    const e = (await caught(client().users.serveUsers())) as unknown as TeamCityNetworkError;
    expect(e).toBeInstanceOf(TeamCityNetworkError);
    expect(e.cause).toBeInstanceOf(Error);
    expect([e.operation, e.method, e.url]).toEqual(['users.serve_users', 'GET', `${server.url}/app/rest/users`]);
  });

  it('a body that breaks off is a TeamCityNetworkError', async () => {
    server.use(truncated('{"count":2,"user":[{"id":1},{"id":2}]}', 10));
    expect(await caught(client().users.serveUsers())).toBeInstanceOf(TeamCityNetworkError);
  });

  it('malformed JSON in a 2xx is a TeamCityResponseError with the text', async () => {
    server.use((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"count":'));
    const e = (await caught(client().users.serveUsers())) as unknown as TeamCityResponseError;
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect([e.body, e.operation]).toEqual(['{"count":', 'users.serve_users']);
    expect(e.message).toContain('not JSON (application/json)');
  });

  it('an HTML page where JSON was promised is a TeamCityResponseError', async () => {
    server.use((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'));
    expect(await caught(client().users.serveUsers())).toBeInstanceOf(TeamCityResponseError);
    server.use(json({ ok: 1 }));
    expect(await client().users.serveUsers()).toEqual({ ok: 1 });
  });
});

describe('bad input', () => {
  it('is refused with a TeamCityInputError before anything is sent', async () => {
    server.use(json({}));
    const tc = client();
    // @ts-expect-error buildLocator is required
    await expect(tc.builds.serveBuild({})).rejects.toThrow(
      new TeamCityInputError('path parameter buildLocator is required', 'builds.serve_build'),
    );
    await expect(tc.builds.serveBuild({ buildLocator: 'id:1' }, { headers: { 'X-A': 'a\nb' } })).rejects.toThrow(
      TeamCityInputError,
    );
    await expect(tc.builds.serveBuild({ buildLocator: 'id:1' }, { headers: { 'X-A\r': 'a' } })).rejects.toThrow(
      TeamCityInputError,
    );
    await expect(tc.builds.serveBuild({ buildLocator: 'id:1' }, { timeoutMs: -1 })).rejects.toThrow(TeamCityInputError);
    await expect(tc.builds.serveBuild({ buildLocator: 'id:1' }, { retry: { retries: 1.5 } })).rejects.toThrow(
      TeamCityInputError,
    );
    expect(() => createClient({ baseUrl: server.url, headers: { 'X-A': 'a\r\nb' } })).toThrow(TeamCityInputError);
    expect(() => createClient({ baseUrl: server.url, auth: { token: 'a\nb' } })).toThrow(TeamCityInputError);
    expect(() => createClient({ baseUrl: server.url, timeoutMs: Number.NaN })).toThrow(TeamCityInputError);
    expect(() => createClient({ baseUrl: server.url, retry: { baseDelayMs: -5 } })).toThrow(TeamCityInputError);
    expect(server.requests).toHaveLength(0);
  });
});
