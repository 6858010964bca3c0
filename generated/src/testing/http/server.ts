// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen, readBody } from './node-io.js';
import type { AddressInfo } from 'node:net';
import { Auth, type AuthPrefix, type Principal } from './auth.js';
import { BARE, errorBody, type ErrorFormat } from './errors.js';
import { HttpError } from '../model/errors.js';
import { applyFields, fieldsFrom, type Fields } from '../model/fields.js';
import { Locator } from '../model/finder.js';
import { Faults, type FaultRule } from './faults.js';
import { playFault } from './play-fault.js';
import { sendFile } from './download.js';
import { finders } from '../model/finders/index.js';
import {
  handlerFor,
  hiddenHandler,
  hiddenRoutes,
  Overrides,
  refuseUnread,
  TextReply,
  type Context,
  type FakeHandlers,
  type FileReply,
} from '../handlers/index.js';
import { HeaderError, NotMatched, parseContentType, selectMethod } from './negotiate.js';
import { formsOf, type Form } from './forms.js';
import { operations, type OperationId } from '../../operations.js';
import { send } from './respond.js';
import { BadPathError, Router } from '../../runtime/route.js';
import { hiddenRoute, type Route } from './router.js';
import { State, type FakeUser, type Seed } from '../model/state.js';
import type { BuildScript, FakeClock } from '../model/runs.js';
import { sendBuildLog } from './build-log.js';
import { predates } from '../../runtime/vocabulary.js';
import { fromXml, toXml } from './xml.js';
import { Replay } from './recording.js';

export interface FakeTeamCityOptions {
  /** Who can log in (default one user `admin`, password `admin`, token `admin-token`). */
  users?: FakeUser[];
  /** Whether `/guestAuth` works (default true). */
  guest?: boolean;
  /** Whether writes made with Basic auth or a session need `X-TC-CSRF-Token` (default true). */
  csrf?: boolean;
  /** Error bodies: TeamCity's legacy plain text (default) or the newer structured `errors` body. */
  errorFormat?: ErrorFormat;
  /** Data to start with. */
  seed?: Seed;
  /** The port on 127.0.0.1 (default 0: a free one); a port in use fails the start with a PortInUseError. */
  port?: number;
  /** Serve under a context path (`/tc`), as a TeamCity behind a proxy; hrefs leave it out, as TeamCity's do. */
  contextPath?: string;
  /** The clock scripted builds run on (default the real one; `manualClock()` moves only when told). */
  clock?: FakeClock;
  /**
   * The TeamCity version it plays, as `/app/rest/server/version` answers it (default `2025.11 (build 197398)`). An
   * operation newer than it (its `since`) is not served, as on that TeamCity: its path reaches a route the version
   * has, or none (404).
   */
  version?: string;
  /**
   * Origins that may call from a browser: TeamCity's internal property `rest.cors.origins` (exact origins), with
   * `rest.cors.optionsRequest.allowUnauthorized=true` so a preflight needs no credentials. Default none: no CORS.
   */
  corsOrigins?: string[];
  /**
   * A recording (`startRecordingProxy`, `teamcity-sdk fake --record`) to answer from in place of the simulation:
   * each recorded request gets its recorded answers in order, then the last again; any other request a 501.
   */
  replay?: string;
}

/** One request as the fake server saw it; credentials are never kept. */
export interface RecordedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  /** The operation it was routed to (`builds.serve_all_builds`), or null. */
  operation: string | null;
  /** How it authenticated, or null when it did not. */
  auth: Principal['via'] | null;
  accept: string | null;
  contentType: string | null;
  status: number;
}

export interface FakeTeamCity {
  /** `http://127.0.0.1:<port>` plus the context path: pass it as `baseUrl` to `createClient`. */
  readonly url: string;
  readonly state: State;
  /** Every request so far, oldest first (at most the last 10,000). */
  readonly requests: RecordedRequest[];
  /** Adds data. */
  seed(seed: Seed): void;
  /** Arms a fault for the next matching requests. */
  inject(rule: FaultRule): void;
  /** Disarms every fault. */
  clearFaults(): void;
  setErrorFormat(format: ErrorFormat): void;
  /** The clock scripted builds run on. */
  readonly clock: FakeClock;
  /** Builds of this configuration queued from now on run by the script: queue, run, log, finish. */
  script(buildTypeId: string, script: BuildScript): void;
  /**
   * Answers operations with the test's own handlers until `resetHandlers()`, as msw's `server.use` does: each gets the
   * request as the operation reads it and `simulate()`, the fake's own answer; its result is the operation's.
   */
  use(handlers: FakeHandlers): void;
  /** Removes every handler `use` added: the simulation answers again. */
  resetHandlers(): void;
  /** Stops the server and ends open connections. */
  close(): Promise<void>;
}

const MAX_RECORDED = 10_000;
const routes = [...operations, ...hiddenRoutes.map(hiddenRoute)];
const router = new Router<Route>(routes);

/** Starts a fake TeamCity on 127.0.0.1 and a free port. */
export async function startFakeTeamCity(options: FakeTeamCityOptions = {}): Promise<FakeTeamCity> {
  const state = new State();
  if (options.clock) state.clock = options.clock;
  if (options.version !== undefined) {
    if (!/^\d{4}\.\d{1,2}(\.\d+)? \(build \d+\)$/.test(options.version))
      throw new RangeError('version must look like 2023.11.4 (build 147512)');
    state.version = options.version;
  }
  const served = routes.filter((r) => !predates(state.version, r.since));
  const versionRouter = served.length === routes.length ? router : new Router<Route>(served);
  for (const u of options.users ?? [{ username: 'admin', password: 'admin', token: 'admin-token' }])
    state.addUser({ ...u });
  if (options.seed !== undefined) state.seed(options.seed);
  // `/guestAuth` follows the authentication settings, which `PUT /server/authSettings` changes.
  state.admin.auth.allowGuest = options.guest ?? true;
  const auth = new Auth(() => state.logins(), {
    get guest() {
      return state.admin.auth.allowGuest;
    },
    csrf: options.csrf ?? true,
  });
  const faults = new Faults();
  const overrides = new Overrides();
  const requests: RecordedRequest[] = [];
  let errorFormat: ErrorFormat = options.errorFormat ?? 'legacy';
  let origin = '';
  const contextPath = (options.contextPath ?? '').replace(/\/+$/, '');
  if (contextPath && !/^\/[\w.-]+(\/[\w.-]+)*$/.test(contextPath))
    throw new RangeError('contextPath must look like /name');

  const replay = options.replay === undefined ? undefined : await Replay.load(options.replay);
  const server = createServer((req, res) => {
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      url: (req.url ?? '/').replace(/([?&]tc-csrf-token=)[^&]*/i, '$1<hidden>'),
      operation: null,
      auth: null,
      accept: req.headers.accept ?? null,
      contentType: req.headers['content-type'] ?? null,
      status: 0,
    };
    requests.push(record);
    if (requests.length > MAX_RECORDED) requests.shift();
    res.on('finish', () => (record.status = res.statusCode));
    if (cors(req, res)) return;
    (replay ? answerFrom(replay, req, res) : handle(req, res, record)).catch((e: unknown) => {
      const error = e instanceof HttpError ? e : new HttpError(500, e instanceof Error ? e.message : String(e));
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const { contentType, body } = errorBody(errorFormat, error, acceptOf(req));
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      if (error.status === 401) headers['www-authenticate'] = 'Basic realm="TeamCity"';
      send(res, error.status, headers, body);
    });
  });

  /** CORS headers for an allowed origin; true when the request was a preflight, answered here. */
  function cors(req: IncomingMessage, res: ServerResponse): boolean {
    const from = req.headers.origin;
    if (!from || !options.corsOrigins?.includes(from)) return false;
    res.setHeader('access-control-allow-origin', from);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'Origin');
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
    res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '');
    res.setHeader('access-control-max-age', '1800');
    res.writeHead(200).end();
    return true;
  }

  async function answerFrom(replay: Replay, req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Paths as the client sent them, context path included, as the proxy recorded them.
    replay.answer(res, req.method ?? 'GET', req.url ?? '/', await readBody(req));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, record: RecordedRequest): Promise<void> {
    const method = record.method;
    const url = requestUrl(req.url ?? '/', origin);
    if (contextPath && url.pathname !== contextPath && !url.pathname.startsWith(`${contextPath}/`)) {
      throw new HttpError(404, `Nothing is served outside ${contextPath}.`);
    }
    const rawPath = url.pathname.slice(contextPath.length);
    if (/%2f/i.test(rawPath))
      throw new HttpError(
        400,
        'Encoded slashes (%2F) are not allowed in the URL path.',
        'org.apache.catalina.connector.BadRequest',
      );
    const { prefix, rest } = splitPrefix(rawPath);
    // Jersey serves `/users/` as `/users`: one trailing slash is dropped before routing.
    const apiPath = rest.replace(/^\/app\/rest\/(?:latest|\d+(?:\.\d+)+)(?=\/|$)/, '/app/rest').replace(/(.)\/$/, '$1');
    // Jersey answers HEAD with the GET resource, without the body.
    const routed = method === 'HEAD' ? 'GET' : method;
    const match = /^\/app\/rest(?:\/|$)/.test(apiPath) ? findRoute(versionRouter, routed, apiPath) : null;
    record.operation = match && match !== 'method' ? match.route.id : null;

    const fault = faults.take(method, record.operation, apiPath.slice('/app/rest'.length));
    if (fault && playFault(fault, res)) return;
    if (fault?.kind === 'delay') await new Promise((r) => setTimeout(r, fault.ms));

    const body = await readBody(req);
    const { principal, cookie } = auth.authenticate(prefix, req.headers.authorization, req.headers.cookie);
    record.auth = principal.via;
    if (cookie) res.setHeader('set-cookie', `TCSESSIONID=${cookie}; Path=/; HttpOnly`);
    // TeamCity's CSRF filter runs before the REST resources: a failed check answers 403 whatever the path.
    auth.checkCsrf(principal, routed, header(req, 'x-tc-csrf-token'), url.searchParams.get('tc-csrf-token'));

    state.runs.tick();
    if (apiPath === '/downloadBuildLog.html') return sendBuildLog(req, res, state, url.searchParams);
    if (apiPath === '/authenticationTest.html') {
      if (!url.searchParams.has('csrf')) throw new HttpError(404, 'Not found');
      send(res, 200, { 'content-type': 'text/plain;charset=UTF-8' }, auth.csrfToken(principal.username));
      return;
    }
    if (match === 'method') throw new HttpError(405, `HTTP ${method} is not supported by ${apiPath}`);
    if (!match)
      throw new HttpError(
        404,
        `No resource at ${apiPath}. Please check URL is correct.`,
        'com.sun.jersey.api.NotFoundException',
      );

    const accept = url.searchParams.get('overrideAccept') ?? acceptOf(req);
    const contentType = header(req, 'content-type');
    const { method: form, mediaType } = negotiated(match.route, contentType, accept);
    const route = form.via;
    record.operation = route.id;
    const input = parseBody(form, contentType, body);
    if (principal.via === 'guest' && routed !== 'GET') throw new HttpError(403, 'Guest user cannot change data.');
    if (form.notSimulated && !overrides.has(route.id))
      throw new HttpError(
        501,
        `TeamCity's ${form.notSimulated} form of '${route.id}' (${route.method} ${route.op.path} with a ${form.consumes.join(' or ')} body) is not simulated by the fake TeamCity of teamcity-sdk/testing.`,
      );

    const locatorText = url.searchParams.get('locator');
    const ctx: Context = {
      state,
      find: finders(state, principal.username),
      route,
      params: match.params,
      query: url.searchParams,
      locator: locatorText === null ? null : new Locator(locatorText),
      fields: fieldsFrom(url.searchParams.get('fields')),
      body: input,
      origin,
      page: { path: rawPath, query: url.searchParams },
      rest: `${prefix}/app/rest`,
      user: principal.username,
    };
    const own = route.hidden ? hiddenHandler(route.hidden) : handlerFor(route.id as OperationId);
    const override = overrides.handler(route.id, own);
    if (!override) refuseUnread(route, url.searchParams);
    const result = await (override ?? own)(ctx);
    if (form.answer) {
      send(res, 200, { 'content-type': 'text/plain;charset=UTF-8' }, form.answer(result, body.toString('utf8')));
      return;
    }
    await reply(req, res, route, mediaType, result, ctx);
  }

  await listen(server, options.port ?? 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin + contextPath,
    state,
    requests,
    seed: (seed) => state.seed(seed),
    inject: (rule) => faults.inject(rule),
    clearFaults: () => faults.clear(),
    setErrorFormat: (format) => (errorFormat = format),
    clock: state.clock,
    script: (buildTypeId, script) => state.runs.script(buildTypeId, script),
    use: (handlers) => overrides.use(handlers),
    resetHandlers: () => overrides.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The request target as Tomcat reads it: a path (`//x` too), or an absolute URL; anything else is a 400. */
function requestUrl(target: string, origin: string): URL {
  try {
    return new URL(target[0] === '/' ? origin + target : target);
  } catch {
    throw new HttpError(400, `Invalid request target '${target}'.`);
  }
}

function findRoute(by: Router<Route>, method: string, path: string) {
  try {
    return by.find(method, path);
  } catch (e) {
    if (e instanceof BadPathError) throw new HttpError(400, e.message);
    throw e;
  }
}

function splitPrefix(path: string): { prefix: AuthPrefix; rest: string } {
  for (const prefix of ['/httpAuth', '/guestAuth'] as const) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return { prefix, rest: path.slice(prefix.length) };
  }
  return { prefix: '', rest: path };
}

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};
const acceptOf = (req: IncomingMessage) => header(req, 'accept');

/** The resource method Jersey picks for the request, and the answer's media type; its 400, 406 and 415 otherwise. */
function negotiated(route: Route, contentType: string | undefined, accept: string | undefined) {
  try {
    return selectMethod(formsOf(route), contentType, accept);
  } catch (e) {
    if (e instanceof NotMatched) throw new HttpError(e.status, e.message);
    // Jersey answers an unreadable Accept or Content-Type itself: 400 with no body.
    if (e instanceof HeaderError) throw new HttpError(400, e.message, BARE);
    throw e;
  }
}

/**
 * The request body as the chosen resource method reads it: text as it is (made the handler's input by a text form),
 * a model from JSON or XML; no Content-Type on a model body is a 415 (Jersey reads it as application/octet-stream,
 * which no model reader takes), a body that does not parse a 400.
 */
function parseBody(form: Form, contentType: string | undefined, body: Buffer): unknown {
  if (form.consumes.includes('*/*')) return undefined;
  const text = body.toString('utf8');
  if (form.consumes.includes('text/plain')) return form.input ? form.input(text) : text;
  if (!body.length && !form.via.body?.required && !contentType) return undefined;
  const type = parseContentType(contentType);
  const subtype = type?.type === 'application' ? type.subtype : null;
  if (subtype === 'xml') return text ? fromXml(text, form.via.body!.type) : undefined;
  if (subtype !== 'json')
    throw new HttpError(415, `Unsupported Content-Type '${contentType ?? ''}': this resource reads XML or JSON.`);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    throw new HttpError(400, 'Could not parse the request body as JSON.');
  }
}

async function reply(
  req: IncomingMessage,
  res: ServerResponse,
  route: Route,
  mediaType: string,
  result: unknown,
  { query, fields }: { query: URLSearchParams; fields: Fields | null },
): Promise<void> {
  if (result instanceof TextReply)
    return send(res, result.status, { 'content-type': 'text/plain;charset=UTF-8' }, result.text);
  if (route.returns.kind === 'void' || result === undefined) {
    send(res, 204, {});
    return;
  }
  if (route.returns.kind === 'binary') {
    const file = (result as FileReply).file;
    await sendFile(res, file, header(req, 'range'), query.get('contentDisposition'), req.method === 'HEAD');
    return;
  }
  if (route.returns.kind === 'string') {
    send(
      res,
      200,
      {
        'content-type': mediaType === 'text/plain' ? 'text/plain;charset=UTF-8' : mediaType,
      },
      String(result),
    );
    return;
  }
  const shaped = applyFields(result, fields);
  if (mediaType === 'application/json') send(res, 200, { 'content-type': 'application/json' }, JSON.stringify(shaped));
  else send(res, 200, { 'content-type': 'application/xml' }, toXml(route.returns.type, shaped));
}
