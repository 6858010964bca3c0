// Every failure is typed and prompt (issue 9), over real HTTP on 127.0.0.1: file bodies that break, are aborted or
// time out; headers fetch would refuse; empty JSON; Retry-After fractions; hooks and signals; messages to act on.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityAbortError,
  TeamCityAuthenticationError,
  TeamCityInputError,
  TeamCityNetworkError,
  TeamCityResponseError,
  TeamCityTimeoutError,
  type ClientOptions,
  type FileResponse,
} from '../generated/src/index.js';
import { failure, json, status, truncated, useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();
const client = (options: Partial<ClientOptions> = {}) =>
  createClient({ baseUrl: server.url, retry: false, ...options });
const getFile = (
  options: Partial<ClientOptions> = {},
  call: Parameters<ReturnType<typeof client>['builds']['getContent']>[1] = {},
) => client(options).builds.getContent({ buildLocator: 'id:1', path: 'a.bin' }, call);

/** Sends the head of a file, then breaks off (`reset`) or holds the rest back for up to 5 s. */
const fileHead =
  (then: 'reset' | 'hold'): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.write('head;', () => {
      if (then === 'reset') setTimeout(() => res.socket?.destroy(), 20);
    });
    if (then === 'hold') {
      const timer = setTimeout(() => res.end('tail'), 5000);
      res.on('close', () => clearTimeout(timer));
    }
  };

const reads: [string, (f: FileResponse) => Promise<unknown>][] = [
  ['text()', (f) => f.text()],
  ['arrayBuffer()', (f) => f.arrayBuffer()],
  [
    'body',
    async (f) => {
      const reader = f.body!.getReader();
      while (!(await reader.read()).done);
    },
  ],
];

describe('a file body fails with the errors every call throws', () => {
  it.each(reads)('a reset while reading %s is a TeamCityNetworkError', async (_, read) => {
    for (const handler of [fileHead('reset'), truncated('0123456789', 4, 'application/octet-stream')]) {
      server.use(handler);
      const e = await failure<TeamCityNetworkError>(getFile().then(read));
      expect(e).toBeInstanceOf(TeamCityNetworkError);
      expect(e.operation).toBe('builds.get_content');
    }
  });

  it.each(reads)("the caller's abort while reading %s is a TeamCityAbortError with its reason", async (_, read) => {
    server.use(fileHead('hold'));
    for (const timeoutMs of [0, 60_000]) {
      const controller = new AbortController();
      const file = await getFile({ timeoutMs }, { signal: controller.signal });
      const reading = read(file);
      controller.abort(new Error('stop'));
      const e = await failure<TeamCityAbortError>(reading);
      expect(e).toBeInstanceOf(TeamCityAbortError);
      expect((e.cause as Error).message).toBe('stop');
    }
  });

  it.each(reads)('timeoutStream firing while reading %s is a TeamCityTimeoutError', async (_, read) => {
    server.use(fileHead('hold'));
    const file = await getFile({ timeoutMs: 100 }, { timeoutStream: true });
    const e = await failure<TeamCityTimeoutError>(read(file));
    expect(e).toBeInstanceOf(TeamCityTimeoutError);
    expect(e.timeoutMs).toBe(100);
  });

  it('lets go of the timeoutStream timer once the body is read: the process exits, not after timeoutMs', async () => {
    const script = fileURLToPath(new URL('./helpers/read-file-and-exit.ts', import.meta.url));
    const run = await new Promise<{ code: number | null; killed: boolean; stdout: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        // `#fetch` from the sources, as the tests run them: dist/ is absent on a fresh clone.
        ['--conditions=teamcity-sdk-source', '--import', 'tsx', script],
        { timeout: 30_000 },
        (error, stdout) => resolve({ code: child.exitCode, killed: Boolean(error?.killed), stdout }),
      );
    });
    expect(run).toEqual({ code: 0, killed: false, stdout: 'file body read\n' });
  });
});

describe('headers fetch would refuse are a TeamCityInputError before anything is sent', () => {
  it.each([
    ['a header name with a space', { headers: { 'x a': 'v' } }],
    ['a header name with a colon', { headers: { 'x:a': 'v' } }],
    ['a non-Latin-1 header value', { headers: { 'x-a': 'tök€n' } }],
    ['a non-Latin-1 token', { auth: { token: 'tök€n' } }],
    ['a Basic user name with a colon', { auth: { username: 'ann:x', password: 'p' } }],
  ] as [string, Partial<ClientOptions>][])('%s, in the client options', (_, options) => {
    expect(() => client(options)).toThrow(TeamCityInputError);
  });

  it('per call and from onRequest, and never retried', async () => {
    server.use(json({}));
    const tc = client({ retry: { retries: 3, baseDelayMs: 1 } });
    for (const headers of [{ 'x a': 'v' }, { 'x-token': 'tök€n' }, { 'x-emoji': '😀' }] as Record<string, string>[])
      await expect(tc.users.serveUsers(undefined, { headers })).rejects.toThrow(TeamCityInputError);
    const hooked = client({ hooks: { onRequest: async () => ({ 'x-token': 'tök€n' }) }, retry: { retries: 3 } });
    await expect(hooked.users.serveUsers()).rejects.toThrow(TeamCityInputError);
    expect(server.requests).toHaveLength(0);
    // Latin-1 is what HTTP carries: it goes as it is.
    await tc.users.serveUsers(undefined, { headers: { 'x-name': 'Jörg' } });
    expect(server.requests[0]!.headers['x-name']).toBe('Jörg');
  });
});

describe('answers', () => {
  it('an empty 200 on a JSON route is a TeamCityResponseError; an empty 204, and any empty void answer, are fine', async () => {
    server.use((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end());
    const e = await failure<TeamCityResponseError>(client().users.serveUsers());
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toBe('users.serve_users: the answer is empty');
    expect(await client().users.deleteUser({ userLocator: 'id:1' })).toBeUndefined();
    server.use((_req, res) => res.writeHead(204).end());
    expect(await client().users.serveUsers()).toBeUndefined();
  });

  it('Retry-After: 1.5 is one and a half seconds: more than a maxDelayMs of 1000 ends the retries', async () => {
    for (const [maxDelayMs, attempts] of [
      [1000, 1],
      [2000, 2],
    ]) {
      server.use((req, res) =>
        server.requests.length > 1 ? json({})(req, res) : status(503, 'busy', { 'retry-after': '1.5' })(req, res),
      );
      await client({ retry: { maxDelayMs } })
        .users.serveUsers()
        .catch(() => {});
      expect(server.requests).toHaveLength(attempts);
    }
  });
});

describe('a pending async onRequest hook', () => {
  it("yields to the caller's abort and to the timeout: nothing is sent", async () => {
    server.use(json({}));
    let release = () => {};
    let started = () => {};
    const hookStarted = new Promise<void>((resolve) => (started = resolve));
    const hooks = {
      onRequest: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    };
    try {
      const controller = new AbortController();
      const aborted = client({ hooks }).users.serveUsers(undefined, { signal: controller.signal });
      await hookStarted;
      controller.abort(new Error('stop'));
      const e = await failure<TeamCityAbortError>(aborted);
      expect(e).toBeInstanceOf(TeamCityAbortError);
      expect((e.cause as Error).message).toBe('stop');
      release();
      expect(await failure(client({ hooks, timeoutMs: 50 }).users.serveUsers())).toBeInstanceOf(TeamCityTimeoutError);
      expect(server.requests).toHaveLength(0);
    } finally {
      release();
    }
  });
});

describe('messages a person can act on', () => {
  it('a CSRF token fetch refused names the operation and says the credentials were refused', async () => {
    server.use(status(401, 'Unauthorized'));
    const tc = client({ auth: { username: 'ann', password: 'wrong' } });
    const e = await failure<TeamCityAuthenticationError>(tc.users.createUser({ body: {} }));
    expect(e).toBeInstanceOf(TeamCityAuthenticationError);
    expect(e.message).toBe(
      `users.create_user: the credentials were refused while fetching the CSRF token (GET ${server.url}/authenticationTest.html?csrf)`,
    );
  });

  it('a refused connection gives the code and host:port, and a cause that serialises as its text', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const e = await failure<TeamCityNetworkError>(
      createClient({ baseUrl: `http://127.0.0.1:${port}`, retry: { retries: 1, baseDelayMs: 1 } }).users.serveUsers(),
    );
    expect(e).toBeInstanceOf(TeamCityNetworkError);
    expect(e.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
    const json = JSON.parse(JSON.stringify(e));
    expect(json).toMatchObject({ name: 'TeamCityNetworkError', operation: 'users.serve_users', message: e.message });
    // The cause's message and its own causes' (fetch's TypeError, then the socket's error): what the message ends with.
    expect(json.cause).toMatch(new RegExp(`^fetch failed: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}$`));
    expect(e.message).toBe(`users.serve_users: GET http://127.0.0.1:${port}/app/rest/users failed: ${json.cause}`);
  });
});
