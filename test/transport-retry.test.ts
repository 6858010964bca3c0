// Retries over real HTTP: which methods and answers are retried, how often, how long it waits, and abort.
import { describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityAbortError,
  TeamCityNetworkError,
  TeamCityRateLimitError,
  TeamCityServerError,
  type RetryOptions,
} from '../generated/src/index.js';
import { failure, json, reset, sequence, status, truncated, useServer } from './helpers/faults.js';

const server = useServer();
const fast: RetryOptions = { baseDelayMs: 1, maxDelayMs: 20 };
const client = (retry: RetryOptions | false = fast) =>
  createClient({ baseUrl: server.url, auth: { token: 't0ken' }, retry });
const ok = json({ count: 0 });

describe('what is retried', () => {
  it.each([502, 503, 504, 429])('GET after %i, then succeeds', async (code) => {
    server.use(sequence(status(code), ok));
    expect(await client().users.serveUsers()).toEqual({ count: 0 });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('GET after a reset connection and after a body that broke off', async () => {
    server.use(sequence(reset, truncated('{"count":0}', 3), ok));
    expect(await client().users.serveUsers()).toEqual({ count: 0 });
    expect(server.requests).toHaveLength(3);
  });

  it('PUT and DELETE, which are idempotent, with the same body each time', async () => {
    server.use(sequence(status(503), (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('true')));
    expect(
      await client().buildTypes.setBuildTypeField({
        btLocator: 'B',
        field: 'paused',
        body: 'true',
      }),
    ).toBe('true');
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([
      ['PUT', 'true'],
      ['PUT', 'true'],
    ]);
    server.use(sequence(status(502), status(204)));
    await client().users.deleteUser({ userLocator: 'id:1' });
    expect(server.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('a retry after a 303 (a GET to the place it names) sends the body with its Content-Type again', async () => {
    server.use(sequence(status(303, '', { location: '/after' }), status(503), ok));
    const retry = { ...fast, post: true };
    expect(await client().users.createUser({ body: { username: 'a' } }, { retry })).toEqual({ count: 0 });
    expect(server.requests.map((r) => [r.method, r.url, r.body, r.headers['content-type']])).toEqual([
      ['POST', '/app/rest/users', '{"username":"a"}', 'application/json'],
      ['GET', '/after', '', undefined],
      ['POST', '/app/rest/users', '{"username":"a"}', 'application/json'],
    ]);
  });

  it('not POST, unless the caller says it is safe to repeat', async () => {
    server.use(sequence(status(503), ok));
    await expect(client().users.createUser({ body: { username: 'a' } })).rejects.toThrow(TeamCityServerError);
    expect(server.requests).toHaveLength(1);
    server.use(sequence(status(503), ok));
    expect(await client().users.createUser({ body: { username: 'a' } }, { retry: { post: true } })).toEqual({
      count: 0,
    });
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', '{"username":"a"}'],
      ['POST', '{"username":"a"}'],
    ]);
  });

  it.each([400, 404, 409, 500])('not a %i', async (code) => {
    server.use(sequence(status(code), ok));
    await expect(client().users.serveUsers()).rejects.toMatchObject({
      status: code,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('not at all with retry: false, for the client or for one call', async () => {
    server.use(sequence(status(503), ok));
    await expect(client(false).users.serveUsers()).rejects.toThrow(TeamCityServerError);
    expect(server.requests).toHaveLength(1);
    server.use(sequence(status(503), ok));
    await expect(client().users.serveUsers(undefined, { retry: false })).rejects.toThrow(TeamCityServerError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('how often and how long', () => {
  it('gives up after `retries` retries (2 by default) with the last error', async () => {
    server.use(status(503, 'still down'));
    const e = await failure<TeamCityServerError>(client().users.serveUsers());
    expect(e).toBeInstanceOf(TeamCityServerError);
    expect(e.request.attempt).toBe(3);
    expect(server.requests).toHaveLength(3);
    server.use(reset);
    await expect(client({ ...fast, retries: 4 }).users.serveUsers()).rejects.toThrow(TeamCityNetworkError);
    expect(server.requests).toHaveLength(5);
  });

  it('honours Retry-After in seconds', async () => {
    server.use(sequence(status(429, '', { 'retry-after': '1' }), ok));
    const started = Date.now();
    await client({ ...fast, maxDelayMs: 5000 }).users.serveUsers();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After as an HTTP date in the past: at once', async () => {
    server.use(
      sequence(
        status(503, '', {
          'retry-after': new Date(Date.now() - 60_000).toUTCString(),
        }),
        ok,
      ),
    );
    expect(await client().users.serveUsers()).toEqual({ count: 0 });
  });

  it('stops when Retry-After asks for longer than maxDelayMs', async () => {
    server.use(sequence(status(429, '', { 'retry-after': '120' }), ok));
    const e = await failure<TeamCityRateLimitError>(client().users.serveUsers());
    expect(e).toBeInstanceOf(TeamCityRateLimitError);
    expect(e.headers.get('retry-after')).toBe('120');
    expect(server.requests).toHaveLength(1);
  });

  it('backs off exponentially, with jitter, capped by maxDelayMs', async () => {
    server.use(status(503));
    const times: number[] = [];
    const tc = createClient({
      baseUrl: server.url,
      retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 250 },
      hooks: { onRequest: () => void times.push(performance.now()) },
    });
    await expect(tc.users.serveUsers()).rejects.toThrow(TeamCityServerError);
    const waits = times.slice(1).map((t, i) => t - times[i]!);
    // Each wait is between half and all of min(maxDelayMs, baseDelayMs * 2^n): 50-100, 100-200, 125-250.
    expect(waits[0]).toBeGreaterThanOrEqual(45);
    expect(waits[1]).toBeGreaterThanOrEqual(95);
    expect(waits[2]).toBeGreaterThanOrEqual(120);
    expect(waits).toHaveLength(3);
  });

  it('can be aborted during the backoff', async () => {
    server.use(status(503));
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('user gave up')), 50);
    const e = await failure<TeamCityAbortError>(
      client({ baseDelayMs: 60_000, maxDelayMs: 60_000 }).users.serveUsers(undefined, { signal: controller.signal }),
    );
    expect(e).toBeInstanceOf(TeamCityAbortError);
    expect((e.cause as Error).message).toBe('user gave up');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.requests).toHaveLength(1);
  });
});
