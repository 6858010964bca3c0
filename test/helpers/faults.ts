// Faulty answers for transport tests: each is a node:http handler step, used on a real server on 127.0.0.1.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type Handler, type Recorded } from './server.js';

/** Drops the connection without an answer. */
export const reset: Handler = (_req, res) => res.socket?.destroy();

/** Promises `length` bytes, sends `sent` of them, then drops the connection. */
export const truncated =
  (body: string, sent: number, type = 'application/json'): Handler =>
  (_req, res) => {
    res.writeHead(200, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
    });
    res.write(body.slice(0, sent), () => setTimeout(() => res.socket?.destroy(), 20));
  };

/** A status with a body and headers. */
export const status =
  (code: number, body = '', headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(code, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  };

/** JSON with a 200. */
export const json =
  (value: unknown): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

/** Answers after `ms`, unless the client gave up first. */
export const slow =
  (ms: number, then: Handler): Handler =>
  (req, res) => {
    const timer = setTimeout(() => then(req, res), ms);
    res.on('close', () => clearTimeout(timer));
  };

/** Answers with each handler in turn, the last one from then on. */
export function sequence(...handlers: Handler[]): Handler {
  let i = 0;
  return (req: Recorded, res: ServerResponse) => handlers[Math.min(i++, handlers.length - 1)]!(req, res);
}

/** TeamCity's 401 for a browser-style request: an HTML login page. */
export const loginPage = status(
  401,
  '<!DOCTYPE html><html><head><title>Log in to TeamCity</title></head><body>To login manually go to "/login.html" page</body></html>',
  { 'content-type': 'text/html;charset=UTF-8' },
);

/** One server for a test file; `use` swaps its handler and forgets earlier requests. */
export function useServer() {
  let handler: Handler = (_req, res) => res.writeHead(204).end();
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((req, res) => handler(req, res));
  });
  afterAll(() => server.close());
  return {
    get url() {
      return server.url;
    },
    get requests() {
      return server.requests;
    },
    use(h: Handler) {
      handler = h;
      server.requests.length = 0;
    },
  };
}

/** The error a call fails with; a call that succeeds fails the test. */
export function failure<E>(call: Promise<unknown>): Promise<E> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as E,
  );
}
