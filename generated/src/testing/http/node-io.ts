// Hand-written: edit it here; the generator never writes this file.
// Node's server plumbing the fake and the recording proxy share: apart from server.ts, whose declarations reach a
// user's type check of teamcity-sdk/testing, which must compile without Node's types.
import type { IncomingMessage, Server } from 'node:http';
import { PortInUseError } from './errors.js';
import { HttpError } from '../model/errors.js';

const MAX_BODY = 16 * 1024 * 1024;

export function listen(server: Server, port: number): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return Promise.reject(new RangeError(`port must be a whole number from 0 to 65535, not ${port}`));
  return new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE' ? new PortInUseError(port) : e));
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** A request's body, or an answer's: a 413 past MAX_BODY. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
