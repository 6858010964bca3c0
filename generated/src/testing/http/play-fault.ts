// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import type { ServerResponse } from 'node:http';
import type { Fault } from './faults.js';
import { send } from './respond.js';

const LOGIN_HTML =
  '<!DOCTYPE html><html><head><title>Log in to TeamCity -- TeamCity</title></head><body><form action="/loginSubmit.html" method="post"><input name="username"/><input name="password" type="password"/></form></body></html>';

/** Plays a fault that replaces the answer; returns false for faults that change the real answer instead. */
export function playFault(fault: Fault, res: ServerResponse): boolean {
  switch (fault.kind) {
    case 'reset':
      res.socket?.destroy();
      return true;
    case 'malformedJson':
      send(res, 200, { 'content-type': 'application/json' }, '{"count":1,"build":[{"id":1,');
      return true;
    case 'loginPage':
      send(
        res,
        401,
        { 'content-type': 'text/html;charset=UTF-8', 'www-authenticate': 'Basic realm="TeamCity"' },
        LOGIN_HTML,
      );
      return true;
    case 'status': {
      const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' };
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
      send(res, fault.status, headers, fault.body ?? `Fault injected: ${fault.status}`);
      return true;
    }
    case 'truncate':
      truncate(res, fault.bytes);
      return false;
    case 'delay':
      return false;
  }
}

/** Lets the real answer through up to `bytes` of body (default half its Content-Length), then closes the connection. */
function truncate(res: ServerResponse, bytes: number | undefined): void {
  const write = res.write.bind(res) as (chunk: Uint8Array) => boolean;
  let budget: number | null = bytes ?? null;
  // Ending the socket (not destroying it) flushes the part already written before the connection closes.
  const close = () => res.socket?.end();
  const cut = (chunk: unknown): boolean => {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
    if (budget === null) budget = Math.floor(Number(res.getHeader('content-length') ?? data.length) / 2);
    if (budget <= 0) return true;
    const part = data.subarray(0, budget);
    budget -= part.length;
    write(part);
    if (budget <= 0) close();
    return true;
  };
  res.write = cut as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (chunk !== undefined && typeof chunk !== 'function') cut(chunk);
    close();
    return res;
  }) as typeof res.end;
}
