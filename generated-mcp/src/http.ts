// Hand-written: edit it here; the generator never writes this file.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BlockList, isIP, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Readable } from 'node:stream';
import {
  createMcpHandler,
  localhostAllowedHostnames,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';
import type { Auth } from 'teamcity-sdk';
import type { Mode } from './modes.js';
import { createTeamCityMcpServer, type TeamCityMcpOptions } from './server.js';

export interface HttpOptions extends Omit<TeamCityMcpOptions, 'auth'> {
  /** The address to listen on (default 127.0.0.1: this machine only). */
  host?: string;
  /** The port (default 0: a free one). */
  port?: number;
  /** Origins (their host names) a browser page may call from; requests without an Origin (every non-browser client) pass. */
  allowedOrigins?: string[];
  /** Host names clients reach the server by, besides its address (a DNS name, a proxy's); every other Host is refused. */
  allowedHosts?: string[];
  /** Whether a request without a TeamCity credential is served as TeamCity's guest (default false: it is refused). */
  guest?: boolean;
  mode?: Mode;
}

export interface McpHttpServer {
  /** `http://127.0.0.1:<port>/mcp`: the endpoint MCP clients connect to. */
  readonly url: string;
  close(): Promise<void>;
}

/** The path the MCP endpoint answers on. */
export const MCP_PATH = '/mcp';

/**
 * The TeamCity credential of one request: `Authorization: Bearer <token>` (or `X-TeamCity-Token: <token>`), or
 * `Authorization: Basic` with a TeamCity user and password.
 */
export function authOf(headers: Headers): Auth | null {
  const token = headers.get('x-teamcity-token');
  if (token) return { token: token.trim() };
  const [scheme, value] = (headers.get('authorization') ?? '').trim().split(/\s+/, 2);
  if (!value) return null;
  if (/^bearer$/i.test(scheme!)) return { token: value };
  if (/^basic$/i.test(scheme!)) {
    const pair = Buffer.from(value, 'base64').toString('utf8');
    const colon = pair.indexOf(':');
    if (colon > 0) return { username: pair.slice(0, colon), password: pair.slice(colon + 1) };
  }
  return null;
}

const jsonError = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A Node request as a web Request (its body streamed, not read first). */
function webRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const bodyless = req.method === 'GET' || req.method === 'HEAD';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    signal,
    ...(!bodyless && { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }),
  } as RequestInit);
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  await new Promise<void>((resolve) => {
    Readable.fromWeb(response.body as never)
      .on('error', () => res.destroy())
      .pipe(res)
      .on('close', resolve);
  });
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An address or name as the Host header's host name reads it: `[::1]` for any spelling of it, names lower-case. */
const hostnameOf = (host: string) => new URL(`http://${isIP(host) === 6 ? `[${host}]` : host}`).hostname;

/**
 * The Host names a server bound to `host` answers (DNS rebinding): its address, the loopback names when that is a
 * loopback address, every address of the machine when it listens on all of them, and the names it was given.
 */
function allowedHostnames(host: string, extra: readonly string[] = []): string[] {
  const family = isIP(host);
  const loopback =
    family === 0 ? host.toLowerCase() === 'localhost' : LOOPBACK.check(host, family === 6 ? 'ipv6' : 'ipv4');
  const everywhere = family !== 0 && ['0.0.0.0', '[::]'].includes(hostnameOf(host));
  const names = everywhere
    ? Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address))
    : [host];
  // The loopback names cannot be rebound to another machine: a client on this one may use any of them.
  if (loopback || everywhere) names.push(...localhostAllowedHostnames());
  return [...new Set([...names, ...extra].map(hostnameOf))];
}

/**
 * Serves MCP over stateless Streamable HTTP: each request is answered by a server of its own, made for the TeamCity
 * credential that request carries, so that users sharing one deployment never share a credential. It listens on
 * 127.0.0.1 unless told otherwise, checks the Host header (DNS rebinding: on every address it listens on) and the Origin
 * header (browser pages).
 */
export async function startHttpServer(options: HttpOptions): Promise<McpHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const allowedHosts = allowedHostnames(host, options.allowedHosts);
  const allowedOrigins = options.allowedOrigins ?? [];
  const handler = createMcpHandler(
    (ctx) => {
      // A request without a credential gets here only when guest access was allowed.
      const auth = (ctx.authInfo?.extra as { auth?: Auth } | undefined)?.auth ?? { guest: true };
      return createTeamCityMcpServer({ ...options, auth });
    },
    { onerror: () => {}, responseMode: 'json' },
  );
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const request = webRequest(req, controller.signal);
    const answer = async (): Promise<Response> => {
      const hostCheck = validateHostHeader(request.headers.get('host'), allowedHosts);
      if (!hostCheck.ok)
        return jsonError(403, `host not allowed: ${hostCheck.message} (start the server with --allow-host <name>)`);
      const origin = request.headers.get('origin');
      // The server's own origin is no other site's page (it serves none): what an MCP client may send.
      const ownOrigin = origin !== null && ownOrigins().includes(origin.toLowerCase());
      const originCheck = ownOrigin ? { ok: true } : validateOriginHeader(origin, allowedOrigins);
      if (!originCheck.ok)
        return jsonError(
          403,
          'origin not allowed: start the server with --allow-origin <host> to allow a browser page',
        );
      if (new URL(request.url).pathname !== MCP_PATH) return jsonError(404, `the MCP endpoint is ${MCP_PATH}`);
      const auth = authOf(request.headers);
      if (!auth && !options.guest)
        return jsonError(401, 'send your TeamCity token: Authorization: Bearer <token> (or X-TeamCity-Token)', {
          'www-authenticate': 'Bearer realm="TeamCity"',
        });
      return handler.fetch(
        request,
        auth ? { authInfo: { token: '', clientId: 'teamcity', scopes: [], extra: { auth } } } : {},
      );
    };
    await sendResponse(res, await answer().catch(() => jsonError(500, 'internal error')));
  };
  const server: Server = createServer((req, res) => void serve(req, res).catch(() => res.destroy()));
  /** This server's origins on the names it answers, once it listens. */
  const ownOrigins = () => {
    const { port } = server.address() as AddressInfo;
    return allowedHosts.map((name) => `http://${name}:${port}`);
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${MCP_PATH}`,
    async close() {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
