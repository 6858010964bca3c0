// The generated client against a real HTTP server on 127.0.0.1: URLs, headers, bodies and results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTransport,
  TeamCityApiError,
  TeamCityInputError,
  type FileResponse,
} from '../generated/src/index.js';
import * as projects from '../generated/src/areas/projects.js';
import { getUsers, serveUsers } from '../generated/src/areas/users.js';
import { buildUrl } from '../generated/src/runtime/request.js';
import { echoHandler, startServer, type Handler } from './helpers/server.js';

let handler: Handler = echoHandler;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => handler(req, res));
});
afterAll(() => server.close());

const last = () => server.requests.at(-1)!;
function fresh(h: Handler = echoHandler) {
  handler = h;
  server.requests.length = 0;
  return createClient({ baseUrl: server.url, auth: { token: 'tok-123' } });
}

describe('results by kind', () => {
  it('json: sends Accept application/json and parses the model', async () => {
    const tc = fresh();
    const users = await tc.users.serveUsers({ locator: 'name:(a,b)', fields: 'user(id)' });
    expect(last().headers.accept).toBe('application/json');
    expect(last().url).toBe('/app/rest/users?locator=name%3A(a%2Cb)&fields=user(id)');
    expect(users).toEqual({ echo: { method: 'GET', url: last().url, body: '' } });
  });

  it('string: sends Accept text/plain and returns the text', async () => {
    const tc = fresh();
    expect(await tc.root.serveVersion()).toBe('text:GET /app/rest/version');
    expect(last().headers.accept).toBe('text/plain');
  });

  it('void: returns undefined on 204', async () => {
    const tc = fresh();
    expect(await tc.users.deleteUser({ userLocator: 'id:1' })).toBeUndefined();
    expect(last().method).toBe('DELETE');
    expect(last().url).toBe('/app/rest/users/id:1');
  });

  it('object: returns the untyped JSON object', async () => {
    const tc = fresh((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"f1","type":"x"}'),
    );
    expect(await tc.projects.get({ projectLocator: 'P' })).toEqual({ id: 'f1', type: 'x' });
    expect(last().url).toBe('/app/rest/projects/P/projectFeatures');
  });

  it('binary: hands back the body as a stream before the server has finished sending it', async () => {
    let finish = () => {};
    const tc = fresh((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'a b.txt' });
      res.write('first chunk;');
      finish = () => res.end('second chunk');
    });
    const file: FileResponse = await tc.builds.getContent({ buildLocator: 'id:7', path: 'dir/a b.txt' });
    expect(last().url).toBe('/app/rest/builds/id:7/artifacts/content/dir/a%20b.txt');
    expect(last().headers.accept).toBe('*/*');
    expect(file.contentType).toBe('application/octet-stream');
    const reader = file.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first chunk;');
    finish();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toBe('second chunk');
  });

  it('binary: text() reads the whole file when asked', async () => {
    const tc = fresh((_req, res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>'));
    const icon = await tc.builds.serveBuildStatusIcon({ buildLocator: 'id:1', suffix: '.svg' });
    expect(last().url).toBe('/app/rest/builds/id:1/statusIcon.svg');
    expect(await icon.text()).toBe('<svg/>');
  });

  it('serve_plugin_info asks for XML (all TeamCity serves there) and returns the document', async () => {
    const tc = fresh((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/xml' }).end('<plugin name="rest-api"/>'),
    );
    expect(await tc.root.servePluginInfo()).toBe('<plugin name="rest-api"/>');
    expect(last().headers.accept).toBe('application/xml');
  });
});

describe('bodies', () => {
  it('sends a model body as JSON', async () => {
    const tc = fresh();
    await tc.users.createUser({ body: { username: 'ann' }, fields: 'id' });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body)).toEqual({ username: 'ann' });
  });

  it('sends a string body as text/plain, and asks for text/plain back', async () => {
    const tc = fresh();
    expect(await tc.buildTypes.setBuildTypeField({ btLocator: 'App_Build', field: 'paused', body: 'true' })).toBe(
      'text:PUT /app/rest/buildTypes/App_Build/paused',
    );
    expect(last().headers['content-type']).toBe('text/plain');
    expect(last().headers.accept).toBe('text/plain');
    expect(last().body).toBe('true');
  });

  it('sends the plain-text body of the mutes DELETE', async () => {
    const tc = fresh();
    await tc.mutes.deleteInstance({ muteLocator: 'id:3', body: 'fixed' });
    expect([last().method, last().body, last().headers['content-type']]).toEqual(['DELETE', 'fixed', 'text/plain']);
  });

  it('sends no body and no Content-Type when the body is omitted', async () => {
    const tc = fresh();
    await tc.agentPools.createPool();
    expect(last().body).toBe('');
    expect(last().headers['content-type']).toBeUndefined();
  });

  it('refuses a body for get_backup_status, which TeamCity never reads', async () => {
    const tc = fresh();
    // @ts-expect-error the operation takes no body
    await expect(tc.server.getBackupStatus({ body: {} })).rejects.toThrow(TeamCityInputError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('paths', () => {
  it('keeps the slashes of a file path after a glued word, and adds the leading one', async () => {
    const tc = fresh();
    await tc.builds.getChildren({ buildLocator: 'id:1', path: 'a/b c' });
    expect(last().url).toBe('/app/rest/builds/id:1/artifacts/children/a/b%20c');
    await tc.builds.getChildren({ buildLocator: 'id:1', path: '/a/b' });
    expect(last().url).toBe('/app/rest/builds/id:1/artifacts/children/a/b');
    await tc.server.getChildrenAlias({ areaId: 'logs', path: '/x/y.log' });
    expect(last().url).toBe('/app/rest/server/files/logs/x/y.log');
    await tc.vcsRootInstances.getZipped({ vcsRootInstanceLocator: 'id:5', path: 'src', name: 'src.zip' });
    expect(last().url).toBe('/app/rest/vcs-root-instances/id:5/files/latest/archived/src?name=src.zip');
  });

  it('keeps the slashes of a glued suffix as given', async () => {
    const tc = fresh();
    await tc.debug.getRequestDetails({ extra: '/a/b' });
    expect(last().url).toBe('/app/rest/debug/currentRequest/details/a/b');
  });

  it('encodes a path parameter as one segment: %2F for a slash, and a locator value with one as $base64', async () => {
    const tc = fresh();
    await tc.projects.getParameter({ projectLocator: 'P', name: 'a/b c?#' });
    expect(last().url).toBe('/app/rest/projects/P/parameters/a%2Fb%20c%3F%23');
    await tc.users.serveUser({ userLocator: 'username:a/b c?#' });
    expect(last().url).toBe(`/app/rest/users/username:($base64:${Buffer.from('a/b c?#').toString('base64url')}%3D%3D)`);
  });

  it('percent-encodes every character of a segment but the readable locator ones, with or without the fast path', () => {
    // buildUrl skips encoding a value that holds nothing to encode: each character below takes one path or the other.
    const chars = [
      ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
      'é',
      '€',
      '😀',
      '\u0000',
      '\u007f',
    ];
    for (const c of chars) {
      const name = `a${c}b`;
      const expected = encodeURIComponent(name).replace(/%(3A|2C|24|40)/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      expect([c, buildUrl(projects.getParameterOp, { projectLocator: 'P', name })]).toEqual([
        c,
        `/app/rest/projects/P/parameters/${expected}`,
      ]);
    }
  });

  it('stamps the file-tree set with the extra inputs of its prefix', async () => {
    const tc = fresh();
    await tc.buildTypes.getRoot({ btLocator: 'B', resolveParameters: true, basePath: 'x' });
    expect(last().url).toBe('/app/rest/buildTypes/B/vcs/files/latest?basePath=x&resolveParameters=true');
  });
});

describe('query inputs', () => {
  it('sends wire names, booleans as true/false, numbers, repeated arrays, and omits absent inputs', async () => {
    const tc = fresh();
    await tc.server.startBackup({ fileName: 'b', includeSupplimentaryData: false, addTimestamp: true });
    expect(last().url).toBe('/app/rest/server/backup?fileName=b&addTimestamp=true&includeSupplimentaryData=false');
    await tc.builds.serveAllBuilds({ tag: ['a', 'b+c'], count: 5, includePersonal: undefined });
    expect(last().url).toBe('/app/rest/builds?tag=a&tag=b%2Bc&count=5');
  });

  it('sends fields2 as the one fields parameter, and refuses two different values', async () => {
    const tc = fresh();
    await tc.builds.getParameters({ buildLocator: 'id:1', fields2: 'property(name)' });
    expect(last().url).toBe('/app/rest/builds/id:1/attributes?fields=property(name)');
    await tc.builds.getParameters({ buildLocator: 'id:1', fields: 'a', fields2: 'a' });
    expect(last().url).toBe('/app/rest/builds/id:1/attributes?fields=a');
    await expect(tc.builds.getParameters({ buildLocator: 'id:1', fields: 'a', fields2: 'b' })).rejects.toThrow(
      TeamCityInputError,
    );
  });
});

describe('aliases and names', () => {
  it('calls serve_* under its get_* alias, the same function', async () => {
    const tc = fresh();
    expect(getUsers).toBe(serveUsers);
    await tc.users.getUsers({ fields: 'count' });
    expect(last().url).toBe('/app/rest/users?fields=count');
    await tc.changes.getChange({ changeLocator: 'id:9' });
    expect(last().url).toBe('/app/rest/changes/id:9');
  });

  it('keeps reserved words as names: projects.delete, get, add, replace', async () => {
    const tc = fresh();
    await tc.projects.delete({ projectLocator: 'P', featureLocator: 'f' });
    expect([last().method, last().url]).toEqual(['DELETE', '/app/rest/projects/P/projectFeatures/f']);
    const transport = createTransport({ baseUrl: server.url });
    await projects.delete(transport, { projectLocator: 'P', featureLocator: 'g' });
    expect(last().url).toBe('/app/rest/projects/P/projectFeatures/g');
    expect(typeof projects.get).toBe('function');
    expect(typeof projects.add).toBe('function');
    expect(typeof projects.replace).toBe('function');
  });

  it('runs the standalone functions with a plain transport', async () => {
    fresh();
    const transport = createTransport({ baseUrl: server.url });
    await serveUsers(transport, { locator: 'id:1' });
    expect(last().url).toBe('/app/rest/users?locator=id%3A1');
  });
});

describe('auth and base URL', () => {
  it('sends Bearer for a token', async () => {
    await fresh().root.serveVersion();
    expect(last().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends Basic for a user name and password, UTF-8 encoded', async () => {
    fresh();
    await createClient({ baseUrl: server.url, auth: { username: 'ann', password: 'pä:ss' } }).root.serveVersion();
    expect(last().headers.authorization).toBe(`Basic ${Buffer.from('ann:pä:ss').toString('base64')}`);
  });

  it('uses the /guestAuth prefix for guest access, with no Authorization header', async () => {
    fresh();
    await createClient({ baseUrl: server.url, auth: { guest: true } }).root.serveVersion();
    expect(last().url).toBe('/guestAuth/app/rest/version');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header without auth', async () => {
    fresh();
    await createClient({ baseUrl: server.url }).root.serveVersion();
    expect(last().headers.authorization).toBeUndefined();
  });

  it('joins a context path without double slashes', async () => {
    fresh();
    await createClient({ baseUrl: `${server.url}/tc/` }).users.serveUser({ userLocator: 'current' });
    expect(last().url).toBe('/tc/app/rest/users/current');
    await createClient({ baseUrl: `${server.url}/tc//`, auth: { guest: true } }).root.serveRoot();
    expect(last().url).toBe('/tc/guestAuth/app/rest');
  });

  it('sends client and per-call headers, the per-call ones last', async () => {
    fresh();
    const tc = createClient({ baseUrl: server.url, headers: { 'X-TeamCity-Client': 'sdk', 'X-A': '1' } });
    await tc.root.serveVersion(undefined, { headers: { 'X-A': '2' } });
    expect([last().headers['x-teamcity-client'], last().headers['x-a']]).toEqual(['sdk', '2']);
  });
});

describe('errors', () => {
  const legacy =
    "Responding with error, status code: 404 (Not Found).\nDetails: jetbrains.buildServer.server.rest.errors.NotFoundException: No build type nor template is found by id 'X'.\nCould not find the entity requested.";

  it('throws TeamCityApiError with status, method, URL, body and operation', async () => {
    const tc = fresh((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end(legacy));
    const error = await tc.buildTypes.serveBuildTypeXml({ btLocator: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeamCityApiError);
    const e = error as TeamCityApiError;
    expect([e.status, e.method, e.url, e.body, e.operation]).toEqual([
      404,
      'GET',
      `${server.url}/app/rest/buildTypes/X`,
      legacy,
      'buildTypes.serve_build_type_xml',
    ]);
    expect(e.message).toContain("No build type nor template is found by id 'X'");
    expect(e.message).not.toContain('tok-123');
  });

  it('reads the message of JSON and XML error bodies', async () => {
    const json = { errors: [{ message: "Field 'x' is not supported.", statusText: 'Responding with error' }] };
    let tc = fresh((_req, res) => res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(json)));
    await expect(tc.users.serveUsers()).rejects.toThrow("Field 'x' is not supported.");
    tc = fresh((_req, res) =>
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<errors><error><message>Access denied.</message></error></errors>'),
    );
    // XML errors come only where the Accept header admits XML (this one sends application/xml).
    await expect(tc.root.servePluginInfo()).rejects.toThrow(/answered 403: Access denied\.$/);
  });

  it('refuses bad input before sending anything', async () => {
    const tc = fresh();
    // @ts-expect-error userLocator is required
    await expect(tc.users.serveUser({})).rejects.toThrow('path parameter userLocator is required');
    await expect(tc.users.serveUser({ userLocator: '' })).rejects.toThrow(TeamCityInputError);
    // @ts-expect-error not an input of serve_users
    await expect(tc.users.serveUsers({ locatr: 'x' })).rejects.toThrow('unknown input locatr');
    await expect(tc.root.serveVersion(undefined, { headers: { 'X-Bad': 'a\r\nInjected: 1' } })).rejects.toThrow(
      TeamCityInputError,
    );
    // @ts-expect-error a query input is not a Date (plain objects are typed locators, rendered: see locator-http.test.ts)
    await expect(tc.users.serveUsers({ fields: new Date(0) })).rejects.toThrow(TeamCityInputError);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a base URL with credentials without echoing them', () => {
    expect(() => createClient({ baseUrl: 'http://ann:secret@127.0.0.1:1' })).toThrow(/must not carry credentials/);
    try {
      createClient({ baseUrl: 'http://ann:secret@127.0.0.1:1' });
    } catch (e) {
      expect(String(e)).not.toContain('secret');
    }
  });
});
