// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
// A proxy in front of a real TeamCity that records every exchange, credentials blanked out, for
// `startFakeTeamCity({ replay })` to answer from.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { redactor } from '../../runtime/redactor.js';
import { parseBaseUrl } from '../../runtime/transport.js';
import { Part } from '../../tasks/files.js';
import { HttpError } from '../model/errors.js';
import { recordingText, type RecordedBody, type RecordedExchange } from './recording-format.js';
import { bodyOf } from './recording.js';
import { fromXml } from './xml.js';
import { send } from './respond.js';
import { listen, readBody } from './node-io.js';

export interface RecordingProxyOptions {
  /** The TeamCity to record: `https://host` or `https://host/tc`, without credentials, as a client's `baseUrl`. */
  target: string;
  /** The recording to write when the proxy closes (replaced whole, by a rename). */
  file: string;
  /** The port on 127.0.0.1 (default 0: a free one). */
  port?: number;
}

export interface RecordingProxy {
  /** `http://127.0.0.1:<port>` plus the target's path: pass it as `baseUrl` to `createClient`. */
  readonly url: string;
  /** Exchanges recorded so far. */
  readonly exchanges: number;
  /** Stops the proxy and writes the recording; it rejects, and leaves no file, when the file cannot be written. */
  close(): Promise<void>;
}

/** Request headers kept in a recording: those that say what was asked, never who asked. */
const KEPT_REQUEST_HEADERS = new Set(['accept', 'content-type', 'range']);
/** Response headers of this one connection, or recomputed from the body on replay. */
const HOP_BY_HOP = /^(connection|keep-alive|transfer-encoding|content-length|proxy-.*|te|trailer|upgrade)$/;
const MAX_EXCHANGES = 10_000;

/** Starts a proxy on 127.0.0.1 that forwards every request to `target` and records it. */
export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RecordingProxy> {
  // Checked as a client's baseUrl is, before anything listens.
  const target = new URL(parseBaseUrl(options.target));
  const exchanges: RecordedExchange[] = [];
  // Every credential seen, in a request or an answer: blanked out of the whole recording when it is written.
  const secrets = new Set<string>();
  const server = createServer((req, res) => {
    forward(req).then(
      ({ status, headers, body }) => {
        for (const [name, value] of headers) res.appendHeader(name, value);
        res.writeHead(status);
        res.end(body);
      },
      (e: unknown) => {
        const error = e instanceof HttpError ? e : new HttpError(502, `${target.origin}: ${(e as Error).message}`);
        send(res, error.status, { 'content-type': 'text/plain;charset=UTF-8' }, redactor([...secrets])(error.message));
      },
    );
  });

  async function forward(req: IncomingMessage) {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    if (!path.startsWith('/')) throw new HttpError(400, 'the recording proxy takes a path, not an absolute URL');
    if (exchanges.length >= MAX_EXCHANGES) throw new HttpError(507, `the recording holds ${MAX_EXCHANGES} exchanges`);
    const requestBody = await readBody(req);
    noteRequestSecrets(req.headers, path);
    const answer = await send1(method, path, req.headers, requestBody);
    noteResponseSecrets(path, answer.headers, answer.body);
    exchanges.push({
      method,
      path,
      requestHeaders: Object.entries(req.headers).flatMap(([name, v]) =>
        KEPT_REQUEST_HEADERS.has(name) && typeof v === 'string' ? [[name, v] as [string, string]] : [],
      ),
      requestBody: bodyOf(requestBody),
      status: answer.status,
      responseHeaders: answer.headers,
      responseBody: bodyOf(answer.body),
    });
    return answer;
  }

  /** Sends the request on to the target as it came, but for the hop-by-hop headers and with no compression. */
  function send1(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) {
    const out: Record<string, string | string[]> = {};
    for (const [name, v] of Object.entries(headers))
      if (v !== undefined && !HOP_BY_HOP.test(name) && name !== 'host') out[name] = v;
    // Plain bodies, so that a recording shows them and scrubbing sees them.
    out['accept-encoding'] = 'identity';
    if (body.length) out['content-length'] = String(body.length);
    // The path holds the target's own (the proxy's URL has it): sent on as it came.
    const url = new URL(target.origin + path); // never `new URL(path, ...)`: `//host/x` would leave the target
    return new Promise<{ status: number; headers: [string, string][]; body: Buffer }>((resolve, reject) => {
      const r = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers: out }, (res) => {
        readBody(res).then(
          (b) => {
            const kept: [string, string][] = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) {
              const name = res.rawHeaders[i]!.toLowerCase();
              if (!HOP_BY_HOP.test(name)) kept.push([name, res.rawHeaders[i + 1]!]);
            }
            resolve({ status: res.statusCode ?? 502, headers: kept, body: b });
          },
          () => reject(new HttpError(502, 'the answer is larger than the recording proxy keeps')),
        );
      });
      r.on('error', reject);
      r.end(body);
    });
  }

  function noteRequestSecrets(headers: IncomingHttpHeaders, path: string): void {
    const auth = headers.authorization ?? '';
    const bearer = /^bearer\s+(.+)$/i.exec(auth)?.[1];
    if (bearer) secrets.add(bearer.trim());
    const basic = /^basic\s+(.+)$/i.exec(auth)?.[1];
    if (basic) {
      const pair = Buffer.from(basic.trim(), 'base64').toString('utf8');
      secrets
        .add(pair)
        .add(pair.slice(pair.indexOf(':') + 1))
        .add(basic.trim());
    }
    for (const cookie of (headers.cookie ?? '').split(';')) secrets.add(cookie.slice(cookie.indexOf('=') + 1).trim());
    const csrf = headers['x-tc-csrf-token'];
    if (typeof csrf === 'string') secrets.add(csrf);
    const query = new URLSearchParams(path.split('?')[1] ?? '').get('tc-csrf-token');
    if (query) secrets.add(query);
  }

  function noteResponseSecrets(path: string, headers: [string, string][], body: Buffer): void {
    for (const [name, value] of headers) {
      if (name === 'set-cookie')
        secrets.add(
          value
            .slice(value.indexOf('=') + 1)
            .split(';')[0]!
            .trim(),
        );
      if (name === 'x-tc-csrf-token') secrets.add(value.trim());
    }
    // TeamCity's CSRF token is the whole body of this page.
    if (/^\/[^?]*authenticationTest\.html\?(.*&)?csrf\b/.test(path)) secrets.add(body.toString('utf8').trim());
    // A new access token's value is in the answer that creates it (`POST /users/{u}/tokens`), as JSON or XML.
    if (/^[^?]*\/app\/rest\/users\/[^/?]+\/tokens(\/[^/?]+)?(\?|$)/.test(path)) {
      const value = tokenValue(body.toString('utf8'));
      if (value) secrets.add(value);
    }
  }

  await listen(server, options.port ?? 0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${target.pathname.replace(/\/$/, '')}`;
  return {
    url,
    get exchanges() {
      return exchanges.length;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Every secret seen, in every form the runtime's redactor knows.
      const clean = redactor([...secrets]);
      const scrubBody = (b: RecordedBody): RecordedBody =>
        b === null
          ? null
          : 'text' in b
            ? { text: clean(b.text) }
            : // Bytes that are not UTF-8: scrubbed as Latin-1, one character a byte, so that no byte is lost.
              {
                base64: Buffer.from(clean(Buffer.from(b.base64, 'base64').toString('latin1')), 'latin1').toString(
                  'base64',
                ),
              };
      const scrubHeaders = (hs: [string, string][]) => hs.map(([n, v]): [string, string] => [n, clean(v)]);
      const scrubbed = exchanges.map((x) => ({
        ...x,
        path: clean(x.path),
        requestHeaders: scrubHeaders(x.requestHeaders),
        requestBody: scrubBody(x.requestBody),
        responseHeaders: scrubHeaders(x.responseHeaders),
        responseBody: scrubBody(x.responseBody),
      }));
      // Written whole beside the file and renamed over it: the file is a complete recording, or it is not there.
      const part = await Part.create(options.file);
      try {
        await part.write(Buffer.from(recordingText(scrubbed), 'utf8'));
        await part.finish();
      } catch (e) {
        await part.discard();
        throw e;
      }
    },
  };
}

/** The `value` of a Token answer, JSON or XML; undefined for anything else. */
function tokenValue(text: string): string | undefined {
  let token: unknown;
  try {
    token = text.trimStart().startsWith('<') ? fromXml(text, 'Token') : JSON.parse(text);
  } catch {
    return undefined;
  }
  const value = (token as { value?: unknown } | null)?.value;
  return typeof value === 'string' && value ? value : undefined;
}
