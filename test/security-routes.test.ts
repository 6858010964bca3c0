// No request leaves its route (issue 9), over real HTTP on 127.0.0.1: dot segments in path parameters, raw locators
// holding `/`, and paginate's nextHref, each checked against what the server received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTransport,
  paginate,
  parseLocator,
  TeamCityBadRequestError,
  TeamCityInputError,
  TeamCityResponseError,
} from '../generated/src/index.js';
import { serveAllBuilds } from '../generated/src/areas/builds.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { json, useServer } from './helpers/faults.js';
import { echoHandler } from './helpers/server.js';

const server = useServer();
const client = () => {
  server.use(echoHandler);
  return createClient({ baseUrl: server.url, auth: { token: 'secret-token' }, retry: false });
};
/** The path the server received, its segments decoded as TeamCity's Tomcat decodes them. */
const paths = () => server.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`);

describe('a {x} path parameter is one segment whatever it holds', () => {
  it.each([
    ['..', 'Li4%3D'],
    ['.', 'Lg%3D%3D'],
  ])('a locator %j goes as $base64 of itself, on the route asked for', async (locator, b64) => {
    const tc = client();
    await tc.builds.serveBuild({ buildLocator: locator });
    await tc.builds.deleteBuild({ buildLocator: locator });
    expect(paths()).toEqual([`GET /app/rest/builds/$base64:${b64}`, `DELETE /app/rest/builds/$base64:${b64}`]);
    // TeamCity reads it back as the single value sent.
    expect(parseLocator(`$base64:${decodeURIComponent(b64)}`)).toEqual({ single: locator, dimensions: new Map() });
  });

  it('refuses "." or ".." in a parameter that is no locator, since no URL can carry it as one segment', async () => {
    const tc = client();
    for (const name of ['.', '..'])
      await expect(tc.projects.getParameter({ projectLocator: 'P', name })).rejects.toThrow(TeamCityInputError);
    expect(server.requests).toHaveLength(0);
  });

  it('sends encoded dots and slashes as text of the one segment', async () => {
    const tc = client();
    await tc.projects.getParameter({ projectLocator: 'P', name: '%2e%2E' });
    await tc.projects.getParameter({ projectLocator: 'P', name: '..a' });
    expect(paths()).toEqual([
      'GET /app/rest/projects/P/parameters/%252e%252E',
      'GET /app/rest/projects/P/parameters/..a',
    ]);
  });
});

describe('a glued path suffix ({/path}, {+x}) with a dot segment is refused', () => {
  it.each(['../../../../etc/passwd', 'a/../../b', './x', 'a/.', '%2e%2e/x', '%2E%2e/x', '.%2E/x', '%2e./x', 'x/%2e'])(
    '%j',
    async (path) => {
      const tc = client();
      await expect(tc.builds.getContent({ buildLocator: 'id:1', path })).rejects.toThrow(TeamCityInputError);
      await expect(tc.builds.getContent({ buildLocator: 'id:1', path })).rejects.toThrow(
        /path holds a "\." or "\.\." segment/,
      );
      await expect(tc.builds.serveBuildStatusIcon({ buildLocator: 'id:1', suffix: path })).rejects.toThrow(
        TeamCityInputError,
      );
      expect(server.requests).toHaveLength(0);
    },
  );

  it('keeps names that only hold dots', async () => {
    const tc = client();
    await tc.builds.getContent({ buildLocator: 'id:1', path: 'dir/.hidden/a..b/...' });
    expect(paths()).toEqual(['GET /app/rest/builds/id:1/artifacts/content/dir/.hidden/a..b/...']);
  });
});

describe('a raw locator holding / in a path segment', () => {
  let tc: FakeTeamCity;
  beforeAll(async () => {
    tc = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'P', name: 'P' }],
        buildTypes: [{ id: 'App', name: 'App', projectId: 'P' }],
        builds: [
          { id: 7, buildTypeId: 'App', number: '1', branchName: 'feature/x', defaultBranch: false },
          { id: 8, buildTypeId: 'App', number: '2', branchName: 'main' },
        ],
      },
    });
  });
  afterAll(() => tc.close());

  it('is read with TeamCity grammar and its values with / sent as $base64: TeamCity finds the same build', async () => {
    const c = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
    expect(await c.builds.serveBuild({ buildLocator: 'buildType:App,branch:feature/x' })).toMatchObject({ id: 7 });
    expect(await c.builds.serveBuild({ buildLocator: 'buildType:(id:App),branch:(name:feature/x)' })).toMatchObject({
      id: 7,
    });
    const sent = tc.requests.map((r) => r.url);
    expect(sent.every((u) => !/%2F/i.test(u))).toBe(true);
    const first = parseLocator(decodeURIComponent(sent[0]!.slice('/app/rest/builds/'.length)));
    expect(first.dimensions).toEqual(
      new Map([
        ['buildType', ['App']],
        ['branch', ['feature/x']],
      ]),
    );
  });

  it('keeps $any and bare names as they mean', async () => {
    const c = client();
    await c.builds.serveBuild({ buildLocator: 'branch:a/b,agentName:$any,defaultFilter' });
    const sent = decodeURIComponent(server.requests[0]!.url.slice('/app/rest/builds/'.length));
    expect(sent).toMatch(/^branch:\(\$base64:[\w=-]+\),agentName:\$any,defaultFilter:$/);
    expect(parseLocator(sent).dimensions).toEqual(
      new Map([
        ['branch', ['a/b']],
        ['agentName', [null]],
        ['defaultFilter', ['']],
      ]),
    );
  });

  it('refuses text that does not parse, and says how to write it', async () => {
    const c = client();
    const error = await c.builds.serveBuild({ buildLocator: 'branch:(feature/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeamCityInputError);
    expect((error as Error).message).toMatch(/Could not find matching '\)'.*typed locator/);
    expect(server.requests).toHaveLength(0);
  });

  it('sends a $base64 value written in the standard alphabet in base64url, which TeamCity reads the same', async () => {
    const c = client();
    const std = Buffer.from('a??>b').toString('base64');
    expect(std).toContain('/');
    await c.builds.serveBuild({ buildLocator: `$base64:${std}` });
    await c.builds.serveBuild({ buildLocator: `buildType:App,branch:$base64:${std}` });
    const sent = server.requests.map((r) => decodeURIComponent(r.url.slice('/app/rest/builds/'.length)));
    expect(sent.every((u) => !u.includes('/'))).toBe(true);
    expect(parseLocator(sent[0]!).single).toBe('a??>b');
    expect(parseLocator(sent[1]!).dimensions.get('branch')).toEqual(['a??>b']);
  });

  it('converts a standard-alphabet $base64 value holding both + and / whole, so one alphabet decodes it', async () => {
    const c = client();
    const std = Buffer.from('>>>???~~~').toString('base64');
    expect(std).toMatch(/\+.*\/|\/.*\+/);
    await c.builds.serveBuild({ buildLocator: `$base64:${std}` });
    await c.builds.serveBuild({ buildLocator: `buildType:App,branch:$base64:${std}` });
    const sent = server.requests.map((r) => decodeURIComponent(r.url.slice('/app/rest/builds/'.length)));
    expect(sent.every((u) => !/[/+]/.test(u))).toBe(true);
    expect(parseLocator(sent[0]!).single).toBe('>>>???~~~');
    expect(parseLocator(sent[1]!).dimensions.get('branch')).toEqual(['>>>???~~~']);
  });

  it('refuses a dimension name holding /, which no encoding could carry', async () => {
    const c = client();
    await expect(c.builds.serveBuild({ buildLocator: 'a/b:1' })).rejects.toThrow(/a name holds "\/".*typed locator/);
    expect(server.requests).toHaveLength(0);
  });

  it('a single value with / goes as $base64 without parentheses, which TeamCity would not decode', async () => {
    const c = client();
    await c.builds.serveBuild({ buildLocator: '(a/b)' });
    const sent = server.requests[0]!.url.slice('/app/rest/builds/'.length);
    expect(sent).toMatch(/^\$base64:/);
    expect(parseLocator(decodeURIComponent(sent)).single).toBe('a/b');
  });

  it('the fake reads a build named ".." as the build id TeamCity would (a 400 naming it), never as the list', async () => {
    const c = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
    const error = await c.builds.serveBuild({ buildLocator: '..' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeamCityBadRequestError);
    expect((error as TeamCityBadRequestError).body).toContain("Invalid single value: '..'. Should be a number.");
  });
});

describe("paginate's nextHref is resolved before it is checked", () => {
  it.each([
    '/app/rest/../../admin/secret',
    '/app/rest/builds/../../../admin/secret',
    '/app/rest/%2e%2e/%2E%2E/admin/secret',
    '/app/rest/.%2e/.%2E/admin/secret',
    '/httpAuth/app/rest/../../admin/secret',
    'http://[x',
  ])('%j is refused, not followed', async (nextHref) => {
    server.use(json({ count: 1, build: [{ id: 1 }], nextHref }));
    const tc = createTransport({ baseUrl: server.url, auth: { token: 'secret-token' } });
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const b of paginate(tc, serveAllBuilds, {})) seen.push(b);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeamCityResponseError);
    expect(seen).toEqual([{ id: 1 }]);
    expect(server.requests).toHaveLength(1);
  });

  it('follows an href that stays under /app/rest after resolving, on the client origin only', async () => {
    let n = 0;
    server.use((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          n++
            ? { count: 1, build: [{ id: 2 }] }
            : { count: 1, build: [{ id: 1 }], nextHref: '//evil.example/app/rest/x/../builds?start:1' },
        ),
      );
    });
    const tc = createTransport({ baseUrl: server.url });
    const ids: unknown[] = [];
    for await (const b of paginate(tc, serveAllBuilds, {})) ids.push(b);
    expect(ids).toEqual([{ id: 1 }, { id: 2 }]);
    expect(server.requests.map((r) => r.url)).toEqual(['/app/rest/builds', '/app/rest/builds?start:1']);
  });
});
