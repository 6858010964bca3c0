import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Recorded, res: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 and a free port, recording every request it gets. */
export async function startServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Sockets a test left hanging (a slow answer the client gave up on) must not hold the suite up.
        server.closeAllConnections();
      }),
  };
}

/** Answers like TeamCity: JSON, plain text, or no content, by what the request accepts. */
export function echoHandler(req: Recorded, res: ServerResponse) {
  const accept = req.headers.accept ?? '';
  if (accept === 'application/json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ echo: { method: req.method, url: req.url, body: req.body } }));
  } else if (accept === 'text/plain') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`text:${req.method} ${req.url}`);
  } else {
    res.writeHead(204);
    res.end();
  }
}
