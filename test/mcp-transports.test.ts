// teamcity-sdk-mcp over its two transports: the stdio bin spawned as a client spawns it, and stateless Streamable HTTP
// serving two users with two tokens in parallel (their credentials never cross), bound to 127.0.0.1, checking Host and
// Origin, refusing a request without a TeamCity credential.
import { execFile, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { startHttpServer, type McpHttpServer } from '../generated-mcp/src/index.js';
import { buildMcpBin, call } from './helpers/mcp.js';
import { startServer } from './helpers/server.js';

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-9876543210';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    users: [
      { username: 'alice', password: 'a', token: ALICE },
      { username: 'bob', password: 'b', token: BOB },
    ],
    seed: { projects: [{ id: 'P' }], buildTypes: [{ id: 'P_Build', projectId: 'P' }], generatedBuilds: { count: 30 } },
  });
});
afterAll(() => tc?.close());

describe('stdio', () => {
  it('the bin serves the tools its mode allows, with the credential from the environment', async () => {
    const bin = await buildMcpBin();
    const stderr: string[] = [];
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bin, '--mode', 'ci'],
      env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: ALICE, PATH: process.env.PATH ?? '' },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
    const client = new Client({ name: 'stdio-test', version: '1' });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'teamcity-sdk-mcp' });
      expect(client.getInstructions()).toContain('teamcity_explain_failure');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('teamcity_run_build');
      const builds = await call(client, 'teamcity_find_builds', { count: 3 });
      expect((builds.data.builds as unknown[]).length).toBe(3);
      const me = await call(client, 'teamcity_api_call', {
        operation: 'users.serve_user',
        inputs: { userLocator: 'current', fields: 'username' },
      });
      expect(me.data.result).toEqual({ username: 'alice' });
      const leak = await call(client, 'teamcity_get_build', { build: `#${ALICE}` });
      expect(leak.text).not.toContain(ALICE);
    } finally {
      await client.close();
    }
    expect(stderr.join('')).not.toContain(ALICE);
  });
});

describe("the README's command", () => {
  const npmRun = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npm',
        ['run', '-s', 'mcp', '--', ...args],
        {
          cwd: join(import.meta.dirname, '..'),
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
          timeout: 30_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('npm run -s mcp starts the server from the sources, and tells a bad start without echoing a credential', async () => {
    const [version, badFlag, noUrl, emptyUrl, relativeUrl] = await Promise.all([
      npmRun(['--version']),
      npmRun(['--token=sekrit-value-123']),
      npmRun(['--mode', 'ci'], { TEAMCITY_TOKEN: 'sekrit-value-123' }),
      npmRun([], { TEAMCITY_URL: ' ', TEAMCITY_TOKEN: 'sekrit-value-123' }),
      npmRun([], { TEAMCITY_URL: 'teamcity.example.com', TEAMCITY_TOKEN: 'sekrit-value-123' }),
    ]);
    expect(version).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toMatch(/^teamcity-sdk-mcp: bad option --token\n/);
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toMatch(/^teamcity-sdk-mcp: TEAMCITY_URL is not set\n/);
    // Issue 27: an empty variable is said to be empty, a wrong one names the variable rather than "baseUrl".
    expect([emptyUrl.code, relativeUrl.code]).toEqual([2, 2]);
    expect(emptyUrl.stderr).toMatch(/^teamcity-sdk-mcp: TEAMCITY_URL is empty: set it to the server's URL\n/);
    expect(relativeUrl.stderr).toMatch(/^teamcity-sdk-mcp: TEAMCITY_URL is not an absolute URL\n/);
    for (const r of [badFlag, noUrl, emptyUrl, relativeUrl]) expect(r.stderr + r.stdout).not.toContain('sekrit');
  });
});

describe('Streamable HTTP', () => {
  let server: McpHttpServer;
  beforeAll(async () => {
    server = await startHttpServer({ baseUrl: tc.url, mode: 'readonly', allowedOrigins: ['trusted.example'] });
  });
  afterAll(() => server?.close());

  const connectAs = async (token: string) => {
    const client = new Client({ name: 'http-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(server.url), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
    return client;
  };

  it('listens on 127.0.0.1 at /mcp', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it("serves two users' tokens in parallel, each call as its own user", async () => {
    const [alice, bob] = await Promise.all([connectAs(ALICE), connectAs(BOB)]);
    try {
      const whoami = (c: Client) =>
        call(c, 'teamcity_api_call', {
          operation: 'users.serve_user',
          inputs: { userLocator: 'current', fields: 'username' },
        });
      const rounds = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 2 ? whoami(bob).then((r) => ['bob', r] as const) : whoami(alice).then((r) => ['alice', r] as const),
        ),
      );
      for (const [who, r] of rounds) expect(r.data.result).toEqual({ username: who });
      // Each user's own token is blanked out of what TeamCity echoes to them.
      const [a, b] = await Promise.all([
        call(alice, 'teamcity_get_build', { build: `#${ALICE}` }),
        call(bob, 'teamcity_get_build', { build: `#${BOB}` }),
      ]);
      expect(a.text).toContain('***');
      expect(a.text).not.toContain(ALICE);
      expect(b.text).not.toContain(BOB);
      // The mode is the server's: a header cannot raise it.
      const tag = await call(alice, 'teamcity_api_call', {
        operation: 'builds.add_tags',
        inputs: { buildLocator: 'id:1', body: { tag: [] } },
      });
      expect(tag.text).toContain('needs mode ci');
    } finally {
      await Promise.all([alice.close(), bob.close()]);
    }
  });

  const post = (
    headers: Record<string, string>,
    path = '/mcp',
    message: object = { method: 'tools/list', params: {} },
  ) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(server.url);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, ...message }));
    });

  it('answers a client of the 2025 protocol revisions too (the stateless fallback), as the same user', async () => {
    const r = await post({ authorization: `Bearer ${ALICE}` }, '/mcp', {
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'old', version: '1' } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toContain('"protocolVersion":"2025-06-18"');
    expect(r.body).toContain('"name":"teamcity-sdk-mcp"');
  });

  it('refuses a request without a TeamCity token, from a foreign origin, or to a foreign host name', async () => {
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.body).toContain('Authorization: Bearer');
    const evil = await post({ authorization: `Bearer ${ALICE}`, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toContain('origin not allowed');
    const rebound = await post({ authorization: `Bearer ${ALICE}`, host: 'evil.example' });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toContain('host not allowed');
    const elsewhere = await post({ authorization: `Bearer ${ALICE}` }, '/other');
    expect(elsewhere.status).toBe(404);
    for (const r of [none, evil, rebound, elsewhere]) expect(r.body).not.toContain(ALICE);
    // An origin the server was started with passes.
    const trusted = await post({
      authorization: `Bearer ${ALICE}`,
      origin: 'https://trusted.example',
      'mcp-protocol-version': '2025-06-18',
    });
    expect(trusted.status).not.toBe(403);
    // The server's own origin (an MCP client on this machine may send it; the MCP conformance suite does) passes, on
    // each loopback name; a page on another port of this machine does not.
    const port = new URL(server.url).port;
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) {
      const own = await post({ authorization: `Bearer ${ALICE}`, origin: `http://${name}:${port}` });
      expect([name, own.status]).toEqual([name, 200]);
    }
    const otherPort = await post({ authorization: `Bearer ${ALICE}`, origin: `http://127.0.0.1:${Number(port) + 1}` });
    expect(otherPort.status).toBe(403);
  });
});

describe('Streamable HTTP with guest access', () => {
  it("serves a request that brings no token as TeamCity's guest, when started so", async () => {
    const server = await startHttpServer({ baseUrl: tc.url, guest: true });
    const client = new Client({ name: 'guest', version: '1' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
      const before = tc.requests.length;
      const builds = await call(client, 'teamcity_find_builds', { count: 2 });
      expect((builds.data.builds as unknown[]).length).toBe(2);
      const sent = tc.requests.slice(before);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((r) => r.auth === 'guest' && r.url.startsWith('/guestAuth/'))).toBe(true);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('the Host check on every bind address (issue 27)', () => {
  /** A request to the server with the Host header given, answered or refused. */
  const postTo = (server: McpHttpServer, host: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      const req = httpRequest(
        {
          host: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port,
          path: '/mcp',
          method: 'POST',
          headers: {
            host,
            authorization: `Bearer ${ALICE}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': '2025-06-18',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }));
    });

  it.each([
    ['127.0.0.2', '127.0.0.2'],
    ['0:0:0:0:0:0:0:1', '[::1]'],
  ])('bound to %s, it refuses a foreign Host and answers its own address and localhost', async (bind, own) => {
    const server = await startHttpServer({ baseUrl: tc.url, host: bind });
    try {
      const port = new URL(server.url).port;
      expect(await postTo(server, `evil.example:${port}`)).toBe(403);
      expect(await postTo(server, `evil.example`)).toBe(403);
      expect(await postTo(server, `${own}:${port}`)).toBe(200);
      expect(await postTo(server, `localhost:${port}`)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('bound to another address, it answers that address and the names it was given only', async () => {
    const server = await startHttpServer({ baseUrl: tc.url, host: '0.0.0.0', allowedHosts: ['mcp.example'] });
    try {
      const port = new URL(server.url).port;
      expect(await postTo(server, `evil.example:${port}`)).toBe(403);
      expect(await postTo(server, `mcp.example:${port}`)).toBe(200);
      expect(await postTo(server, `127.0.0.1:${port}`)).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('stdio, a message over the size limit (issue 27)', () => {
  it('stops the server with a word on stderr and a non-zero exit', async () => {
    const bin = await buildMcpBin();
    const child = spawn(process.execPath, [bin], {
      env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: ALICE, PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.on('error', () => {});
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // 11 MiB of one message, stdin left open: only the size can stop the server.
    const params = { name: 'teamcity_api_search', arguments: { query: 'x'.repeat(11 * 1024 * 1024) } };
    child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }) + '\n');
    const timer = setTimeout(() => child.kill(), 15_000);
    const code = await exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^teamcity-sdk-mcp: stopped: a message on stdin is over \d+ bytes/);
    expect(stderr).not.toContain(ALICE);
  }, 30_000);
});

describe('a JSON-RPC batch (issue 27)', () => {
  it('never has more TeamCity requests in flight than the limit, however many calls it holds', async () => {
    let inFlight = 0;
    let most = 0;
    const teamcity = await startServer((req, res) => {
      inFlight++;
      most = Math.max(most, inFlight);
      res.on('close', () => inFlight--);
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ username: 'alice' }));
      }, 20);
    });
    const server = await startHttpServer({ baseUrl: teamcity.url, concurrency: 4 });
    try {
      const calls = 100;
      const batch = Array.from({ length: calls }, (_, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'tools/call',
        params: {
          name: 'teamcity_api_call',
          arguments: { operation: 'users.serve_user', inputs: { userLocator: `id:${i}` } },
        },
      }));
      const answer = await fetch(server.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ALICE}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-03-26',
        },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(20_000),
      });
      // Answered as JSON or as server-sent events, one answer an event.
      const text = await answer.text();
      const results = (
        text.startsWith('[')
          ? JSON.parse(text)
          : text
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => JSON.parse(line.slice('data: '.length)) as unknown)
      ) as { id?: number; result?: { isError?: boolean } }[];
      expect(results).toHaveLength(calls);
      expect(results.every((r) => r.result && !r.result.isError)).toBe(true);
      expect(teamcity.requests).toHaveLength(calls);
      expect(most).toBe(4);
    } finally {
      await server.close();
      await teamcity.close();
    }
  }, 30_000);
});
