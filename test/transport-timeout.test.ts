// Deadlines and aborts over real HTTP: per client and per call, composed with the caller's signal, and file bodies.
import { describe, expect, it } from 'vitest';
import { createClient, TeamCityAbortError, TeamCityTimeoutError, type FileResponse } from '../generated/src/index.js';
import { failure, json, slow, useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();
const client = (timeoutMs?: number) => createClient({ baseUrl: server.url, timeoutMs, retry: { baseDelayMs: 1 } });

/** Sends the headers and a first chunk at once, the rest after `ms`. */
const slowBody =
  (ms: number): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.write('head;');
    const timer = setTimeout(() => res.end('tail'), ms);
    res.on('close', () => clearTimeout(timer));
  };

async function readAll(file: FileResponse): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  const reader = file.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value, { stream: true });
  return text;
}

describe('timeouts', () => {
  it("the client's timeoutMs ends a slow answer with a TeamCityTimeoutError, not retried", async () => {
    // Warm up: the first fetch of a process loads its HTTP stack, which can take longer than the deadline here.
    server.use(json({}));
    await client().users.serveUsers();
    server.use(slow(5000, json({})));
    const e = await failure<TeamCityTimeoutError>(client(50).users.serveUsers());
    expect(e).toBeInstanceOf(TeamCityTimeoutError);
    expect([e.timeoutMs, e.operation, e.request.attempt]).toEqual([50, 'users.serve_users', 1]);
    expect(e.message).toContain('timed out after 50 ms');
    expect(server.requests).toHaveLength(1);
  });

  it("a call's timeoutMs replaces the client's, both ways", async () => {
    server.use(slow(300, json({ done: true })));
    expect(await client(50).users.serveUsers(undefined, { timeoutMs: 5000 })).toEqual({ done: true });
    await expect(client(5000).users.serveUsers(undefined, { timeoutMs: 50 })).rejects.toThrow(TeamCityTimeoutError);
    await expect(client().users.serveUsers(undefined, { timeoutMs: 50 })).rejects.toThrow(TeamCityTimeoutError);
  });

  it('covers the retries and their backoff', async () => {
    server.use((_req, res) => res.writeHead(503).end());
    const tc = createClient({
      baseUrl: server.url,
      timeoutMs: 100,
      retry: { retries: 5, baseDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    await expect(tc.users.serveUsers()).rejects.toThrow(TeamCityTimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  it('stops at the headers of a file: a slow body still streams in full', async () => {
    server.use(slowBody(300));
    const file = await client(100).builds.getContent({
      buildLocator: 'id:1',
      path: 'a.bin',
    });
    expect(await readAll(file)).toBe('head;tail');
  });

  it('cuts off a streaming file body too when asked with timeoutStream', async () => {
    server.use(slowBody(5000));
    const file = await client(100).builds.getContent({ buildLocator: 'id:1', path: 'a.bin' }, { timeoutStream: true });
    await expect(readAll(file)).rejects.toThrow();
  });
});

describe("the caller's signal", () => {
  it('aborts a request in flight with a TeamCityAbortError carrying the reason', async () => {
    server.use(slow(5000, json({})));
    for (const timeoutMs of [undefined, 5000]) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('stop')), 30);
      const e = await failure<TeamCityAbortError>(
        client(timeoutMs).users.serveUsers(undefined, {
          signal: controller.signal,
        }),
      );
      expect(e).toBeInstanceOf(TeamCityAbortError);
      expect((e.cause as Error).message).toBe('stop');
    }
  });

  it('an already aborted signal sends nothing', async () => {
    server.use(json({}));
    const signal = AbortSignal.abort(new Error('early'));
    await expect(client(1000).users.serveUsers(undefined, { signal })).rejects.toThrow(TeamCityAbortError);
    await expect(client().users.serveUsers(undefined, { signal })).rejects.toThrow(TeamCityAbortError);
    expect(server.requests).toHaveLength(0);
  });

  it('still aborts a file body that is streaming, with or without a timeout', async () => {
    for (const timeoutMs of [undefined, 5000]) {
      server.use(slowBody(5000));
      const controller = new AbortController();
      const file = await client(timeoutMs).builds.getContent(
        { buildLocator: 'id:1', path: 'a.bin' },
        { signal: controller.signal },
      );
      const reading = readAll(file);
      controller.abort(new Error('enough'));
      await expect(reading).rejects.toThrow();
    }
  });
});
