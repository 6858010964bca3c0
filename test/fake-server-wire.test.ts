// The fake TeamCity on the wire: every route of the client's table is served, formats, 406/415/%2F, error bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations } from './helpers/spec.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { operations } from '../generated/src/operations.js';
import { errorBody } from '../generated/src/testing/http/errors.js';
import { HttpError } from '../generated/src/testing/model/errors.js';

let tc: FakeTeamCity;
const bearer = { authorization: 'Bearer admin-token' };
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: { projects: [{ id: 'P', name: 'Project' }], buildTypes: [{ id: 'P_Build', name: 'Build', projectId: 'P' }] },
  });
});
afterAll(() => tc.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(tc.url + path, { headers: { ...bearer, ...headers } });

/** A concrete URL for a route template: a word per segment parameter, `.svg` suffixes, a two-level file path. */
function sample(path: string): string {
  return path
    .replace(/\{\+\w+\}/g, '.svg')
    .replace(/\{\/\w+\}/g, '/dir/file.txt')
    .replace(/\{(\w+)\}/g, (_, name: string) => `${name}1`);
}

describe('routing', () => {
  it('routes every one of the operations in the route table to its own template', async () => {
    expect(operations).toHaveLength(specOperations().length);
    for (const route of operations) {
      const headers: Record<string, string> = {
        ...bearer,
        'x-tc-csrf-token': 'unused-with-bearer',
        accept: route.returns.mediaType,
      };
      if (route.body) headers['content-type'] = route.body.mediaType;
      const body = route.body?.mediaType === 'text/plain' ? 'x' : route.body ? '{}' : undefined;
      const res = await fetch(tc.url + sample(route.op.path), { method: route.method, headers, body: body ?? null });
      await res.arrayBuffer();
      const seen = tc.requests.at(-1)!;
      const matched = operations.find((r) => r.id === seen.operation);
      expect({ route: route.id, status: res.status, path: matched?.path, method: matched?.method }).toMatchObject({
        route: route.id,
        path: route.path,
        method: route.method,
      });
      expect([405, 406, 415]).not.toContain(res.status);
    }
  });

  it('answers 404 for a path no operation serves and 405 for a method the path does not take', async () => {
    expect((await get('/app/rest/nothingHere/at/all/here/x')).status).toBe(404);
    const res = await fetch(`${tc.url}/app/rest/version`, { method: 'DELETE', headers: bearer });
    expect(res.status).toBe(405);
  });

  it('accepts the API version segment (`/app/rest/latest`, `/app/rest/2018.1`)', async () => {
    for (const version of ['latest', '2018.1']) {
      const res = await get(`/app/rest/${version}/projects/id:P`, { accept: 'application/json' });
      expect(await res.json()).toMatchObject({ id: 'P', name: 'Project' });
    }
  });
});

describe('content negotiation', () => {
  it('answers XML when no Accept is sent, and for */*', async () => {
    for (const accept of [undefined, '*/*']) {
      const res = await get('/app/rest/projects/id:P', accept ? { accept } : {});
      expect(res.headers.get('content-type')).toBe('application/xml');
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0"/);
      expect(xml).toContain('<project id="P" name="Project"');
    }
  });

  it("writes collections as TeamCity's XML: scalars as attributes, items as repeated elements", async () => {
    const xml = await (await get('/app/rest/buildTypes?locator=project:(id:P)')).text();
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><buildTypes count="1" href="/app/rest/buildTypes?locator=project:(id:P)">' +
        `<buildType id="P_Build" name="Build" projectName="Project" projectId="P" href="/app/rest/buildTypes/id:P_Build" webUrl="${tc.url}/viewType.html?buildTypeId=P_Build"/></buildTypes>`,
    );
  });

  it('answers JSON for Accept: application/json and honours overrideAccept', async () => {
    const res = await get('/app/rest/projects/id:P', { accept: 'application/json' });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect((await res.json()).id).toBe('P');
    const overridden = await get('/app/rest/projects/id:P?overrideAccept=application/json');
    expect(overridden.headers.get('content-type')).toBe('application/json');
  });

  it('answers 406 to Accept: application/json on a text/plain route, and text to Accept: text/plain', async () => {
    const bad = await get('/app/rest/projects/id:P/name', { accept: 'application/json' });
    expect(bad.status).toBe(406);
    expect(await bad.text()).toContain("Make sure you have supplied correct 'Accept' header.");
    const good = await get('/app/rest/projects/id:P/name', { accept: 'text/plain' });
    expect([good.status, good.headers.get('content-type'), await good.text()]).toEqual([
      200,
      'text/plain;charset=UTF-8',
      'Project',
    ]);
  });

  it('answers 415 to a body without a Content-Type, and 400 to a body that is not JSON', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${tc.url}/app/rest/projects`, {
        method: 'POST',
        headers: { ...bearer, accept: 'application/json', ...headers },
        body,
      });
    const none = await fetch(`${tc.url}/app/rest/projects`, {
      method: 'POST',
      headers: bearer,
      body: new Uint8Array(Buffer.from('{"name":"X"}')),
    });
    expect(none.status).toBe(415);
    expect(await none.text()).toContain("Make sure you have supplied correct 'Content-Type' header.");
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=X')).status).toBe(415);
    expect((await post({ 'content-type': 'application/json' }, '{"name":')).status).toBe(400);
    expect((await post({ 'content-type': 'application/json' }, '{"name":"X"}')).status).toBe(200);
  });

  it('refuses a path parameter that is not valid percent-encoding with 400', async () => {
    expect((await get('/app/rest/projects/%E0%A4%A')).status).toBe(400);
  });

  it('refuses %2F in a path with 400', async () => {
    const res = await get('/app/rest/builds/id:1/artifacts/children/a%2Fb');
    expect(res.status).toBe(400);
    expect(tc.requests.at(-1)!.operation).toBeNull();
  });
});

describe('error bodies', () => {
  it('are legacy plain text by default', async () => {
    const res = await get('/app/rest/projects/id:Missing', { accept: 'application/json' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('Responding with error, status code: 404 (Not Found).');
    expect(lines[1]).toBe(
      "Details: jetbrains.buildServer.server.rest.errors.NotFoundException: Nothing is found by locator 'id:Missing'.",
    );
    expect(lines[2]).toMatch(/^Could not find the entity requested/);
  });

  it('are the structured errors body, JSON or XML by Accept, when switched on', async () => {
    tc.setErrorFormat('structured');
    try {
      const json = await get('/app/rest/projects/id:Missing', { accept: 'application/json' });
      expect(json.headers.get('content-type')).toBe('application/json');
      expect(await json.json()).toEqual({
        errors: [
          {
            message: "Nothing is found by locator 'id:Missing'.",
            additionalMessage:
              "jetbrains.buildServer.server.rest.errors.NotFoundException: Nothing is found by locator 'id:Missing'.",
            statusText: 'Responding with error, status code: 404 (Not Found).',
            stackTrace: null,
          },
        ],
      });
      const xml = await get('/app/rest/projects/id:Missing');
      expect(xml.headers.get('content-type')).toBe('application/xml');
      expect(await xml.text()).toMatch(/^<errors><error><message>Nothing is found by locator 'id:Missing'.<\/message>/);
      const notAcceptable = await get('/app/rest/version', { accept: 'application/json' });
      expect((await notAcceptable.json()).errors[0].message).toBe(
        "Make sure you have supplied correct 'Accept' header.",
      );
      // An Accept that admits neither XML nor JSON (a text/plain route's) gets the plain text.
      const text = await get('/app/rest/projects/id:Missing/parameters/p/value', { accept: 'text/plain' });
      expect([text.status, text.headers.get('content-type')]).toEqual([404, 'text/plain;charset=UTF-8']);
      expect((await text.text()).split('\n', 2)).toEqual([
        'Responding with error, status code: 404 (Not Found).',
        "Details: jetbrains.buildServer.server.rest.errors.NotFoundException: Nothing is found by locator 'id:Missing'.",
      ]);
    } finally {
      tc.setErrorFormat('legacy');
    }
  });
});

describe('the legacy status line', () => {
  it('says "Error has occurred during request processing" for 5xx, as TeamCity\'s mappers do', () => {
    const { body } = errorBody('legacy', new HttpError(500, 'boom'), undefined);
    expect(body.split('\n').slice(0, 2)).toEqual([
      'Error has occurred during request processing, status code: 500 (Internal Server Error).',
      'Details: jetbrains.buildServer.server.rest.errors.OperationException: boom',
    ]);
  });
});

describe('a context path', () => {
  it("is served under it, with hrefs that leave it out as TeamCity's getRelativePath does", async () => {
    const proxied = await startFakeTeamCity({
      contextPath: '/tc',
      seed: {
        projects: [
          { id: 'A', name: 'A' },
          { id: 'B', name: 'B' },
        ],
      },
    });
    try {
      expect(proxied.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tc$/);
      const headers = { ...bearer, accept: 'application/json' };
      const first = await (await fetch(`${proxied.url}/app/rest/projects?locator=count:1`, { headers })).json();
      expect(first.nextHref).toBe('/app/rest/projects?locator=count:1,start:1');
      const second = await (await fetch(proxied.url + first.nextHref, { headers })).json();
      expect(second.project.map((p: { id: string }) => p.id)).toEqual(['A']);
      const outside = await fetch(proxied.url.replace(/\/tc$/, '') + '/app/rest/projects', { headers });
      expect(outside.status).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});
