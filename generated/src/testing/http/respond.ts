// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import type { ServerResponse } from 'node:http';

/** Sets headers one by one (so a fault can still read them) and sends the status line. */
export function head(res: ServerResponse, status: number, headers: Record<string, string | number>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.writeHead(status);
}

export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
  body?: string | Uint8Array,
): void {
  const bytes = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body) : body;
  head(res, status, bytes ? { ...headers, 'content-length': bytes.length } : headers);
  res.end(bytes);
}
