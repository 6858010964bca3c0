// maxResponseBytes (issue 27): a JSON or text answer is counted as it arrives and refused with a
// TeamCityResponseError once the count passes the limit, the rest left unread, whatever Content-Length claims; against
// a real HTTP server on 127.0.0.1 that streams for as long as it is read.
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createTransport,
  TeamCityInputError,
  TeamCityNotFoundError,
  TeamCityResponseError,
} from '../generated/src/index.js';
import { failure, json, status, useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();
const MiB = 1024 * 1024;
const client = (maxResponseBytes?: number) =>
  createClient({
    baseUrl: server.url,
    auth: { token: 'tok-limits' },
    retry: false,
    ...(maxResponseBytes !== undefined && { maxResponseBytes }),
  });

/**
 * A JSON answer of about `total` bytes streamed in 64 KiB chunks as fast as the client reads them (what is sent is
 * what was read, give or take the socket buffers); `sent()` is the bytes written so far.
 */
function endless(total: number, headers: Record<string, string> = {}) {
  let bytes = 0;
  const handler = (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json', ...headers });
    res.write('{"a":"');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      // Bounded: at most total / 64 KiB writes.
      while (bytes < total && !res.destroyed) {
        bytes += chunk.length;
        if (!res.write(chunk)) return res.once('drain', pump);
      }
      res.end('"}');
    };
    pump();
  };
  return { handler, sent: () => bytes };
}

/** What the server sent a while after the client stopped reading. */
const settled = async (sent: () => number) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sent();
};

describe('maxResponseBytes', () => {
  it('refuses a streamed answer as soon as the count passes the limit, without reading the rest', async () => {
    const { handler, sent } = endless(64 * MiB);
    server.use(handler);
    const e = await failure<TeamCityResponseError>(client(MiB).builds.serveBuild({ buildLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toContain('maxResponseBytes');
    expect(e.operation).toBe('builds.serve_build');
    // The connection was let go of early: far less than the 64 MiB was sent (the socket buffers hold a few MiB).
    expect(await settled(sent)).toBeLessThan(24 * MiB);
  });

  it('counts bytes, whatever Content-Length claims', async () => {
    const { handler, sent } = endless(64 * MiB, { 'content-length': String(2 ** 40) });
    server.use(handler);
    const e = await failure<TeamCityResponseError>(client(MiB).builds.serveBuild({ buildLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(await settled(sent)).toBeLessThan(24 * MiB);
  });

  it('counts bytes, not characters: an answer of exactly the limit passes, a byte more fails', async () => {
    const text = JSON.stringify({ name: 'é'.repeat(1000) });
    const bytes = Buffer.byteLength(text);
    expect(bytes).toBeGreaterThan(text.length);
    server.use(json(JSON.parse(text)));
    expect(await client(bytes).builds.serveBuild({ buildLocator: 'id:1' })).toEqual(JSON.parse(text));
    const e = await failure(client(bytes - 1).builds.serveBuild({ buildLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    // Text answers are counted too.
    server.use(status(200, 'x'.repeat(100)));
    await expect(client(99).root.serveVersion()).rejects.toThrow(TeamCityResponseError);
    expect(await client(100).root.serveVersion()).toBe('x'.repeat(100));
  });

  it('decodes a character split between chunks whole, and one the answer cuts short as U+FFFD, as text() does', async () => {
    const euro = Buffer.from('€');
    // Bounded: two writes, 20 ms apart, so the client reads them as two chunks.
    const split =
      (end: Buffer): Handler =>
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write(Buffer.concat([Buffer.from('1 '), euro.subarray(0, 1)]));
        setTimeout(() => res.end(Buffer.concat([euro.subarray(1), end])), 20);
      };
    server.use(split(Buffer.from(' 2')));
    expect(await client(100).root.serveVersion()).toBe('1 € 2');
    server.use(split(euro.subarray(0, 2)));
    expect(await client(100).root.serveVersion()).toBe('1 €\uFFFD');
  });

  it('none by default: a long answer is read whole', async () => {
    const { handler } = endless(4 * MiB);
    server.use(handler);
    const b = (await client().builds.serveBuild({ buildLocator: 'id:1' })) as { a: string };
    expect(b.a.length).toBeGreaterThanOrEqual(4 * MiB);
  });

  it('leaves error answers as they were: their body is read for the message, at most 64 KiB', async () => {
    server.use(status(404, 'NotFoundException: No build found by locator id:1. ' + 'x'.repeat(200)));
    const e = await failure<TeamCityNotFoundError>(client(10).builds.serveBuild({ buildLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityNotFoundError);
    expect(e.body).toContain('No build found');
  });

  it.each([-1, NaN, 2 ** 31, Infinity])('refuses %s before anything is sent', (n) => {
    server.use(json({}));
    const options = { baseUrl: server.url, maxResponseBytes: n };
    expect(() => createClient(options)).toThrow(TeamCityInputError);
    expect(() => createTransport(options)).toThrow(/maxResponseBytes/);
    expect(server.requests).toHaveLength(0);
  });
});
