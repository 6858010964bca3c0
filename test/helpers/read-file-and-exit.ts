// Run as its own process by security-failures.test.ts: reads a file body with timeoutStream and a 10-minute
// timeoutMs, then closes its server. The process must then exit by itself: no timer of the call may be left.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../generated/src/index.js';

const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('abc'),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const tc = createClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 600_000 });
const file = await tc.builds.getContent({ buildLocator: 'id:1', path: 'a.bin' }, { timeoutStream: true });
if ((await file.text()) === 'abc') console.log('file body read');
server.close();
server.closeAllConnections();
