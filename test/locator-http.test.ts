// Typed locators over real HTTP (127.0.0.1): what reaches the server for a path parameter and a query input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, parseLocator, TeamCityInputError } from '../generated/src/index.js';
import { echoHandler, startServer } from './helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(echoHandler);
});
afterAll(() => server.close());

/** base64url with padding, as sent; its `=` is percent-encoded in a path segment. */
const b64 = (text: string) =>
  encodeURIComponent(Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'));
function client() {
  server.requests.length = 0;
  return createClient({ baseUrl: server.url, auth: { token: 't' } });
}

describe('a typed locator in a path parameter', () => {
  it('keeps : , ( ) readable, sends + as %2B, and never %2F (a value with / goes as $base64)', async () => {
    const tc = client();
    await tc.builds.serveBuild({
      buildLocator: {
        buildType: { id: 'App_Build' },
        number: '1.0+rc',
        branch: { name: 'feature/a,b' },
        status: 'a (b',
      },
    });
    const url = server.requests[0]!.url;
    expect(url).toBe(
      `/app/rest/builds/buildType:(id:App_Build),number:1.0%2Brc,branch:(name:($base64:${b64('feature/a,b')})),status:($base64:${b64('a (b')})`,
    );
    expect(url).not.toContain('%2F');
    const parsed = parseLocator(decodeURIComponent(url.slice('/app/rest/builds/'.length)));
    expect(parsed.dimensions.get('number')).toEqual(['1.0+rc']);
    expect(parsed.dimensions.get('status')).toEqual(['a (b']);
    expect(parseLocator(parsed.dimensions.get('branch')![0]!).dimensions.get('name')).toEqual(['feature/a,b']);
  });

  it('sends a raw string as written, and a single-value kind as its value', async () => {
    const tc = client();
    await tc.users.serveUser({ userLocator: 'username:ann' });
    await tc.users.serveUser({ userLocator: { username: 'ann', group: { key: 'ADMINS' } } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/app/rest/users/username:ann',
      '/app/rest/users/username:ann,group:(key:ADMINS)',
    ]);
  });
});

describe('a typed locator in a query input', () => {
  it('is URL-encoded as a query value, + as %2B, dates in TeamCity format', async () => {
    const tc = client();
    await tc.builds.serveAllBuilds({
      locator: {
        buildType: { id: 'X' },
        sinceDate: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        branch: { name: 'refs/heads/a+b' },
        count: 2,
      },
      buildType: { id: 'X' },
    });
    const url = server.requests[0]!.url;
    expect(url).toBe(
      '/app/rest/builds?buildType=id%3AX&locator=buildType%3A(id%3AX)%2CsinceDate%3A20260102T030405%2B0000' +
        '%2Cbranch%3A(name%3Arefs%2Fheads%2Fa%2Bb)%2Ccount%3A2',
    );
    const locator = parseLocator(new URL(url, server.url).searchParams.get('locator')!);
    expect(locator.dimensions.get('sinceDate')).toEqual(['20260102T030405+0000']);
    expect(parseLocator(locator.dimensions.get('branch')![0]!).dimensions.get('name')).toEqual(['refs/heads/a+b']);
  });

  it('refuses a dimension value it cannot render before sending anything', async () => {
    const tc = client();
    // @ts-expect-error a function is no locator value
    await expect(tc.builds.serveAllBuilds({ locator: { number: () => 1 } })).rejects.toThrow(TeamCityInputError);
    await expect(tc.builds.serveAllBuilds({ locator: { sinceDate: new Date(Number.NaN) } })).rejects.toThrow(
      TeamCityInputError,
    );
    expect(server.requests).toHaveLength(0);
  });
});
