// Hooks over real HTTP, and the rule that no error or hook payload ever shows a password, token or CSRF token.
import { describe, expect, it } from 'vitest';
import { createClient, TeamCityAuthenticationError, type Hooks, type RequestInfo } from '../generated/src/index.js';
import { json, reset, sequence, status, truncated, useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();

describe('hooks', () => {
  it('see every attempt: onRequest, onError, then onResponse, with the attempt number', async () => {
    server.use(sequence(status(503, 'busy'), json({ ok: 1 })));
    const seen: string[] = [];
    const hooks: Hooks = {
      onRequest: (r) => void seen.push(`request ${r.method} ${r.url.replace(server.url, '')} #${r.attempt}`),
      onError: (e, r) => void seen.push(`error ${e.name} #${r.attempt}`),
      onResponse: (res, r) => void seen.push(`response ${res.status} ${res.headers.get('content-type')} #${r.attempt}`),
    };
    const tc = createClient({
      baseUrl: server.url,
      hooks,
      retry: { baseDelayMs: 1 },
    });
    expect(await tc.users.serveUsers({ fields: 'count' })).toEqual({ ok: 1 });
    expect(seen).toEqual([
      'request GET /app/rest/users?fields=count #1',
      'error TeamCityServerError #1',
      'request GET /app/rest/users?fields=count #2',
      'response 200 application/json #2',
    ]);
  });

  it('onRequest can add headers, such as a trace id', async () => {
    server.use(json({}));
    let n = 0;
    const tc = createClient({
      baseUrl: server.url,
      hooks: { onRequest: async () => ({ 'X-Trace-Id': `t${++n}` }) },
    });
    await tc.users.serveUsers();
    await tc.users.serveUsers();
    expect(server.requests.map((r) => r.headers['x-trace-id'])).toEqual(['t1', 't2']);
  });

  it('onRequest headers are checked for CR and LF', async () => {
    server.use(json({}));
    const tc = createClient({
      baseUrl: server.url,
      hooks: { onRequest: () => ({ 'X-Bad': 'a\r\nb' }) },
    });
    await expect(tc.users.serveUsers()).rejects.toThrow('must be a string without CR, LF or NUL');
    expect(server.requests).toHaveLength(0);
  });

  it('refresh auth: onError returns true on a 401 and onRequest sends the new token, once', async () => {
    server.use((req, res) =>
      req.headers.authorization === 'Bearer fresh' ? json({ ok: 1 })(req, res) : status(401)(req, res),
    );
    let token = 'stale';
    const hooks: Hooks = {
      // Any spelling replaces the client's own Authorization header.
      onRequest: () => ({ Authorization: `Bearer ${token}` }),
      onError: (e) => {
        if (!(e instanceof TeamCityAuthenticationError)) return false;
        token = 'fresh';
        return true;
      },
    };
    expect(await createClient({ baseUrl: server.url, auth: { token: 'initial' }, hooks }).users.serveUsers()).toEqual({
      ok: 1,
    });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    token = 'wrong';
    const always = createClient({
      baseUrl: server.url,
      hooks: { ...hooks, onError: () => true },
    });
    await expect(always.users.serveUsers()).rejects.toThrow(TeamCityAuthenticationError);
    expect(server.requests.slice(2)).toHaveLength(2);
  });

  it("a hook's own error reaches the caller as it is, not retried", async () => {
    server.use(json({}));
    const boom = new Error('hook failed');
    const tc = createClient({
      baseUrl: server.url,
      hooks: {
        onResponse: () => {
          throw boom;
        },
      },
    });
    await expect(tc.users.serveUsers()).rejects.toBe(boom);
    expect(server.requests).toHaveLength(1);
  });
});

describe('credentials never show', () => {
  const password = 'pa55-w0rd-secret';
  const token = 'tc-token-secret-value';
  const csrfToken = 'csrf-token-secret-value';
  const basic = Buffer.from(`ann:${password}`).toString('base64');
  const secrets = [password, token, csrfToken, basic, 'sess-secret-cookie'];

  /** Every string reachable from a value, own and inherited properties included. */
  function strings(value: unknown, seen = new Set<unknown>()): string[] {
    if (typeof value === 'string') return [value];
    if (value instanceof Headers) {
      const out: string[] = [];
      value.forEach((v, k) => out.push(k, v));
      return out;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return [];
    seen.add(value);
    const out: string[] = value instanceof Error ? [value.message, String(value), value.stack ?? ''] : [];
    for (const key of Object.getOwnPropertyNames(value))
      out.push(key, ...strings((value as Record<string, unknown>)[key], seen));
    return out;
  }

  // A server that echoes the request's credentials back in every error, in every format.
  let echoedCsrf = 0;
  const echo: Handler = (req, res) => {
    if (req.url.startsWith('/authenticationTest.html')) {
      res.writeHead(200, {
        'set-cookie': 'TCSESSIONID=sess-secret-cookie; Path=/',
      });
      return void res.end(csrfToken);
    }
    if (req.headers['x-tc-csrf-token'] === csrfToken) echoedCsrf++;
    const leak = `${req.headers.authorization} ${req.headers['x-tc-csrf-token']} ${req.headers.cookie}`;
    const bodies = [
      `Details: ${leak}`,
      JSON.stringify({ errors: [{ message: leak }] }),
      `<errors><error><message>${leak}</message></error></errors>`,
    ];
    const n = Number(/n=(\d)/.exec(req.url)?.[1] ?? 0);
    res.writeHead([400, 401, 403, 500][n % 4]!, { 'content-type': 'text/plain' }).end(bodies[n % 3]);
  };

  it('in errors, error bodies and hook payloads, whatever the server echoes', async () => {
    const payloads: unknown[] = [];
    const hooks: Hooks = {
      onRequest: (r: RequestInfo) => void payloads.push(r),
      onResponse: (res, r) => void payloads.push(res, r),
      onError: (e, r) => void payloads.push(e, r),
    };
    const errors: unknown[] = [];
    for (const auth of [{ token }, { username: 'ann', password }]) {
      const tc = createClient({
        baseUrl: server.url,
        auth,
        hooks,
        retry: { baseDelayMs: 1 },
      });
      for (const n of [0, 1, 2, 3]) {
        server.use(echo);
        errors.push(await tc.users.createUser({ body: { name: `n=${n}` }, fields: `n=${n}` }).catch((e: unknown) => e));
        errors.push(await tc.users.serveUsers({ fields: `n=${n}` }).catch((e: unknown) => e));
      }
      for (const fault of [
        reset,
        truncated('{"a":1}', 2),
        (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(200).end('not json'),
      ]) {
        server.use(sequence(echo, fault));
        errors.push(await tc.users.deleteUser({ userLocator: 'id:1' }).catch((e: unknown) => e));
        errors.push(await tc.users.serveUsers().catch((e: unknown) => e));
      }
      server.use(echo);
      errors.push(await tc.users.serveUsers(undefined, { signal: AbortSignal.abort() }).catch((e: unknown) => e));
      errors.push(await tc.users.serveUsers(undefined, { timeoutMs: 1 }).catch((e: unknown) => e));
    }
    expect(errors.every((e) => e instanceof Error)).toBe(true);
    expect(payloads.length).toBeGreaterThan(40);
    const shown = strings([errors, payloads]).join('\n');
    // The server did echo them: the check below is not vacuous.
    expect(echoedCsrf).toBeGreaterThan(0);
    expect(shown).toContain('***');
    for (const secret of secrets) expect(shown).not.toContain(secret);
  });
});
